package solver.engine;

import java.util.Arrays;

/**
 * Every non-empty set of distinct symbols of a nine-symbol alphabet, as 9-bit symbol-index masks, sorted
 * by size and then by the total of their values, so the combinations of one (size, total) are one range
 * of {@link #masks}. Built once per symbol set: the table for 1..9 is made at class load and shared,
 * others are built on demand (511 subsets, a few microseconds). Small symbol values also get a dense
 * index, so finding a range is two array reads. Immutable.
 */
final class SumCombos9 {

    private static final int N = 9;
    private static final int SUBSETS = (1 << N) - 1;
    private static final int[] ONE_TO_NINE = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    private static final SumCombos9 STANDARD = new SumCombos9(ONE_TO_NINE);

    /** The subsets ordered by (size, total); never modified after construction. */
    final int[] masks = new int[SUBSETS];
    /** keys[i] = size << 40 | total of masks[i], ascending. */
    private final long[] keys = new long[SUBSETS];
    /** The total of all nine values: no subset adds up to more. */
    private final long fullTotal;
    /**
     * When {@link #fullTotal} is at most {@link #DENSE_LIMIT}: dense[size * (fullTotal + 2) + total] is the
     * first index of the (size, total) range, so a look-up is two array reads; else null (binary search).
     */
    private final int[] dense;
    private static final int DENSE_LIMIT = 4096;

    private SumCombos9(int[] value) {
        long[] packed = new long[SUBSETS];
        for (int m = 1; m <= SUBSETS; m++) {
            long total = 0;
            for (int bits = m; bits != 0; bits &= bits - 1) {
                total += value[Integer.numberOfTrailingZeros(bits)];
            }
            // the key in the high bits, the mask (9 bits) below: one sort orders both
            packed[m - 1] = ((long) Integer.bitCount(m) << 40 | total) << 9 | m;
        }
        Arrays.sort(packed);
        for (int i = 0; i < SUBSETS; i++) {
            masks[i] = (int) (packed[i] & SUBSETS);
            keys[i] = packed[i] >>> 9;
        }
        long all = 0;
        for (int v : value) {
            all += v;
        }
        fullTotal = all;
        if (all <= DENSE_LIMIT) {
            int row = (int) all + 2;
            dense = new int[(N + 1) * row];
            int at = 0;
            for (int size = 0; size <= N; size++) {
                for (int total = 0; total < row; total++) {
                    long key = (long) size << 40 | total;
                    while (at < SUBSETS && keys[at] < key) {
                        at++;
                    }
                    dense[size * row + total] = at;
                }
            }
        } else {
            dense = null;
        }
    }

    /** The table for these nine symbol values (ascending, distinct, non-negative). */
    static SumCombos9 of(int[] value) {
        return Arrays.equals(value, ONE_TO_NINE) ? STANDARD : new SumCombos9(value);
    }

    /** First index in {@link #masks} of the {@code size}-sets adding up to {@code total} (any size, any total). */
    int from(int size, long total) {
        if (size < 1 || size > N || total < 0 || total > fullTotal) {
            return 0;
        }
        if (dense != null) {
            return dense[size * ((int) fullTotal + 2) + (int) total];
        }
        return lowerBound((long) size << 40 | total);
    }

    /** End (exclusive) of the range that {@link #from} starts; equal to it when there is none. */
    int to(int size, long total) {
        if (size < 1 || size > N || total < 0 || total > fullTotal) {
            return 0;
        }
        if (dense != null) {
            return dense[size * ((int) fullTotal + 2) + (int) total + 1];
        }
        return lowerBound(((long) size << 40 | total) + 1);
    }

    private int lowerBound(long key) {
        int lo = 0;
        int hi = SUBSETS;
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
}
