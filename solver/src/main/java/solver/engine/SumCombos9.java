package solver.engine;

import java.util.Arrays;

/**
 * Every non-empty set of distinct symbols of a nine-symbol alphabet, as 9-bit symbol-index masks, sorted
 * by size and then by the total of their values, so the combinations of one (size, total) are one range
 * of {@link #masks}. Built once per symbol set: the table for 1..9 is made at class load and shared,
 * others are built on demand (511 subsets, a few microseconds). Immutable.
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
    }

    /** The table for these nine symbol values (ascending, distinct, non-negative). */
    static SumCombos9 of(int[] value) {
        return Arrays.equals(value, ONE_TO_NINE) ? STANDARD : new SumCombos9(value);
    }

    /** First index in {@link #masks} of the {@code size}-sets adding up to {@code total}. */
    int from(int size, long total) {
        return lowerBound((long) size << 40 | total);
    }

    /** End (exclusive) of the range that {@link #from} starts; equal to it when there is none. */
    int to(int size, long total) {
        return lowerBound(((long) size << 40 | total) + 1);
    }

    /** Callers pass sizes 1..9 and totals 0..2^40-1 only (see {@link #fits}). */
    static boolean fits(int size, long total) {
        return size >= 1 && size <= N && total >= 0 && total < 1L << 40;
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
