package solver.rules;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The sets of distinct symbols that add up to a total, as symbol-index bitmasks: the combination tables
 * of killer cages and of the 45 rule's derived sums.
 *
 * <p>For alphabets of up to {@link #DENSE_SIDE} symbols every non-empty subset is listed once, sorted by
 * size and then by the total of its values, so the sets of one (size, total) are one range
 * {@code [from, to)} of {@link #mask}; when the totals are small that range is found through a dense
 * index in two array reads. Larger alphabets (25 symbols have 33 million subsets) enumerate one (size,
 * total) on demand and give up past a cap, so a huge cage on a large grid falls back to bounds
 * reasoning. {@link #of} keeps the tables of the last few symbol sets. Immutable.
 */
public final class SumTable {

    /** Largest alphabet whose subsets are all listed (65,535 for 16). */
    public static final int DENSE_SIDE = 16;
    /** Largest symbol total indexed densely. */
    private static final int DENSE_TOTAL = 4096;
    private static final int KEPT = 4;
    private static final Deque<SumTable> RECENT = new ArrayDeque<>();

    private final int[] value;
    /** All subsets by (size, total) when the alphabet is small, else null. */
    private final long[] masks;
    /** keys[i] = size << 40 | total of masks[i], ascending. */
    private final long[] keys;
    private final long fullTotal;
    /** dense[size * (fullTotal + 2) + total]: first index of that range; null when not indexed densely. */
    private final int[] dense;

    private SumTable(int[] value) {
        this.value = value.clone();
        int n = value.length;
        long all = 0;
        for (int v : value) {
            all += v;
        }
        this.fullTotal = all;
        if (n > DENSE_SIDE) {
            masks = null;
            keys = null;
            dense = null;
            return;
        }
        int subsets = (1 << n) - 1;
        // key (size << 40 | total, under 2^45 since a total is at most 16 * 2^31) above the 16-bit mask
        long[] packed = new long[subsets];
        for (int m = 1; m <= subsets; m++) {
            long total = 0;
            for (int bits = m; bits != 0; bits &= bits - 1) {
                total += value[Integer.numberOfTrailingZeros(bits)];
            }
            packed[m - 1] = ((long) Integer.bitCount(m) << 40 | total) << DENSE_SIDE | m;
        }
        Arrays.sort(packed);
        masks = new long[subsets];
        keys = new long[subsets];
        for (int i = 0; i < subsets; i++) {
            keys[i] = packed[i] >>> DENSE_SIDE;
            masks[i] = packed[i] & ((1L << DENSE_SIDE) - 1);
        }
        if (all <= DENSE_TOTAL) {
            int row = (int) all + 2;
            dense = new int[(n + 1) * row];
            int at = 0;
            for (int size = 0; size <= n; size++) {
                for (int total = 0; total < row; total++) {
                    long key = (long) size << 40 | total;
                    while (at < subsets && keys[at] < key) {
                        at++;
                    }
                    dense[size * row + total] = at;
                }
            }
        } else {
            dense = null;
        }
    }

    /** The table for these symbol values (ascending, distinct, non-negative), shared with recent callers. */
    public static SumTable of(int[] value) {
        synchronized (RECENT) {
            for (SumTable t : RECENT) {
                if (Arrays.equals(t.value, value)) {
                    return t;
                }
            }
        }
        SumTable made = new SumTable(value);
        synchronized (RECENT) {
            RECENT.addFirst(made);
            if (RECENT.size() > KEPT) {
                RECENT.removeLast();
            }
        }
        return made;
    }

    /** Whether every subset is listed, so {@link #from}, {@link #to} and {@link #mask} may be used. */
    public boolean listed() {
        return masks != null;
    }

    /** The {@code i}-th listed subset. */
    public long mask(int i) {
        return masks[i];
    }

    /** First index of the {@code size}-sets adding up to {@code total} (any size and total; listed tables). */
    public int from(int size, long total) {
        if (size < 1 || size > value.length || total < 0 || total > fullTotal) {
            return 0;
        }
        if (dense != null) {
            return dense[size * ((int) fullTotal + 2) + (int) total];
        }
        return lowerBound((long) size << 40 | total);
    }

    /** End (exclusive) of the range {@link #from} starts; equal to it when there is none. */
    public int to(int size, long total) {
        if (size < 1 || size > value.length || total < 0 || total > fullTotal) {
            return 0;
        }
        if (dense != null) {
            return dense[size * ((int) fullTotal + 2) + (int) total + 1];
        }
        return lowerBound(((long) size << 40 | total) + 1);
    }

    /**
     * The sets of {@code size} distinct symbols whose values add up to {@code total}, or null when there
     * are more than {@code cap}.
     */
    public long[] sets(long total, int size, int cap) {
        if (masks != null) {
            int from = from(size, total);
            int to = to(size, total);
            return to - from > cap ? null : Arrays.copyOfRange(masks, from, to);
        }
        Walk walk = new Walk(cap);
        if (size <= value.length && size <= 64) {
            walk.walk(0, size, total, 0L);
        }
        return walk.overflow ? null : Arrays.copyOf(walk.out, walk.count);
    }

    private int lowerBound(long key) {
        int lo = 0;
        int hi = keys.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Depth-first enumeration of one (size, total) for alphabets too large to list. */
    private final class Walk {
        private final int cap;
        private long[] out = new long[16];
        private int count;
        private boolean overflow;

        Walk(int cap) {
            this.cap = cap;
        }

        void walk(int from, int left, long rest, long chosen) {
            if (overflow) {
                return;
            }
            if (left == 0) {
                if (rest == 0) {
                    if (count == cap) {
                        overflow = true;
                        return;
                    }
                    if (count == out.length) {
                        out = Arrays.copyOf(out, count * 2);
                    }
                    out[count++] = chosen;
                }
                return;
            }
            for (int v = from; v <= value.length - left; v++) {
                long smallest = 0;
                for (int k = 0; k < left; k++) {
                    smallest += value[v + k];
                }
                if (smallest > rest) {
                    return;
                }
                long largest = value[v];
                for (int k = 0; k < left - 1; k++) {
                    largest += value[value.length - 1 - k];
                }
                if (largest < rest) {
                    continue;
                }
                walk(v + 1, left - 1, rest - value[v], chosen | (1L << v));
            }
        }
    }
}
