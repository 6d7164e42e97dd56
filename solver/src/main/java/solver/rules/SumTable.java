package solver.rules;

import java.util.Arrays;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;

/**
 * The sets of distinct symbols that add up to a total, as symbol-index bitmasks: the combination tables
 * of killer cages and of the 45 rule's derived sums.
 *
 * <p>For alphabets of up to {@link #DENSE_SIDE} symbols every non-empty subset is listed once, sorted by
 * size and then by the total of its values, so the sets of one (size, total) are one range
 * {@code [from, to)} of {@link #mask}; when the totals are small that range is found through a dense
 * index in two array reads. Larger alphabets (25 symbols have 33 million subsets) enumerate one (size,
 * total) on demand and give up past a cap, so a huge cage on a large grid falls back to bounds
 * reasoning. This is the one enumeration of symbol combinations: the engine's sum propagators and
 * kernels, the CSP solvers' cage checks ({@link #within}), the explainer's cage steps and the peers'
 * encodings all read it. A run of puzzles on one symbol set shares one table through
 * {@link ShapeTables} (or {@link CompiledRules#sums}). Immutable.
 */
public final class SumTable {

    /** Largest alphabet whose subsets are all listed (65,535 for 16). */
    public static final int DENSE_SIDE = 16;
    /** Largest symbol total indexed densely. */
    private static final int DENSE_TOTAL = 4096;

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

    /**
     * A new table for these symbol values (ascending, distinct, non-negative); {@link ShapeTables#sums}
     * shares one between the puzzles of a run.
     */
    public static SumTable of(int[] value) {
        return new SumTable(value);
    }

    /** Whether this is the table of exactly these symbol values. */
    boolean isFor(int[] values) {
        return Arrays.equals(value, values);
    }

    /** Whether every subset is listed, so {@link #from}, {@link #to} and {@link #mask} may be used. */
    public boolean listed() {
        return masks != null;
    }

    /**
     * Every listed subset in index order (element i is {@link #mask}{@code (i)}): the table's own array, shared
     * by every reader of the table, so never modify it. For a kernel that scans ranges of it in its hot loop
     * without a copy per puzzle. Listed tables only ({@link #listed}).
     */
    public long[] listedMasks() {
        return masks;
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
     * are more than {@code cap} or more than 64 symbols (a mask holds 64).
     */
    public long[] sets(long total, int size, int cap) {
        if (masks != null) {
            int from = from(size, total);
            int to = to(size, total);
            return to - from > cap ? null : Arrays.copyOfRange(masks, from, to);
        }
        if (value.length > 64) {
            return null;
        }
        Collected found = new Collected(cap);
        if (size >= 0 && size <= value.length) {
            walk(symbols(), size, total, 0L, found);
        }
        return found.overflow ? null : Arrays.copyOf(found.out, found.count);
    }

    /**
     * Hands {@code each} every set of {@code size} distinct symbols, all in {@code candidates}, whose values
     * add up to {@code total}, as a symbol-index mask. A listed table scans the sets of that size and total;
     * a larger alphabet (up to 64 symbols) is walked over the candidates in ascending order, cut off as soon
     * as the smallest or the largest choices left cannot reach the total.
     */
    public void within(long candidates, int size, long total, LongConsumer each) {
        if (masks != null) {
            for (int i = from(size, total), end = to(size, total); i < end; i++) {
                if ((masks[i] & ~candidates) == 0) {
                    each.accept(masks[i]);
                }
            }
        } else if (size >= 0 && size <= Math.min(64, value.length)) {
            walk(candidates & symbols(), size, total, 0L, set -> {
                each.accept(set);
                return true;
            });
        }
    }

    /** Every symbol of the table as a mask (the first 64 past that many). */
    private long symbols() {
        return value.length >= 64 ? -1L : (1L << value.length) - 1;
    }

    /**
     * The walk of {@link #within} and of {@link #sets} on large alphabets; returns false once {@code each}
     * has asked to stop.
     */
    private boolean walk(long candidates, int left, long rest, long chosen, LongPredicate each) {
        if (left == 0) {
            return rest != 0 || each.test(chosen);
        }
        long smallest = 0;
        long largest = 0;
        long low = candidates;
        long top = candidates;
        for (int i = 0; i < left && top != 0; i++) {
            int v = 63 - Long.numberOfLeadingZeros(top);
            top &= ~(1L << v);
            largest += value[v];
            smallest += value[Long.numberOfTrailingZeros(low)];
            low &= low - 1;
        }
        if (largest < rest || smallest > rest) {
            return true;
        }
        for (long m = candidates; Long.bitCount(m) >= left; ) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (value[v] > rest) {
                return true;
            }
            if (!walk(m, left - 1, rest - value[v], chosen | 1L << v, each)) {
                return false;
            }
        }
        return true;
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

    /** The sets a walk finds, up to a cap. */
    private static final class Collected implements LongPredicate {
        private final int cap;
        private long[] out = new long[16];
        private int count;
        private boolean overflow;

        Collected(int cap) {
            this.cap = cap;
        }

        @Override
        public boolean test(long set) {
            if (count == cap) {
                overflow = true;
                return false;
            }
            if (count == out.length) {
                out = Arrays.copyOf(out, count * 2);
            }
            out[count++] = set;
            return true;
        }
    }
}
