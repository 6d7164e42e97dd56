package solver.candidates;

/**
 * Bounds reasoning on sums of symbol values (cages, arrows, little killers, the 45 rule's derived sums):
 * a sum can only reach totals between the least and the largest its cells' candidates allow, and a
 * candidate stays only while the other cells can make up the rest. {@link SumRange} carries a sum's
 * range over its cells' own bounds; {@link #extreme} gives the bound of several cells that must differ,
 * which is tighter. {@code value[s]} is the value of symbol index {@code s}, ascending.
 */
public final class SumBounds {

    private SumBounds() {
    }

    /**
     * The symbols of {@code m} (bit b standing for symbol index {@code first + b}) whose value lies in
     * {@code floor .. ceiling}.
     */
    public static long within(long m, int first, long floor, long ceiling, int[] value) {
        long keep = 0;
        for (long rest = m; rest != 0; rest &= rest - 1) {
            int v = value[first + Long.numberOfTrailingZeros(rest)];
            if (v >= floor && v <= ceiling) {
                keep |= rest & -rest;
            }
        }
        return keep;
    }

    /**
     * The least ({@code least}) or largest total of {@code k} distinct terms {@code weight * value[s]} over
     * the symbols {@code s} of {@code set}, which must hold at least k: k cells that must differ, all of that
     * weight, add up to at least (at most) that.
     */
    public static long extreme(long set, int k, long weight, boolean least, int[] value) {
        // with a positive weight the least terms come from the smallest values, with a negative one from the largest
        boolean fromBottom = least == (weight > 0);
        long sum = 0;
        long m = set;
        for (int t = 0; t < k; t++) {
            int v = fromBottom ? Long.numberOfTrailingZeros(m) : 63 - Long.numberOfLeadingZeros(m);
            m &= ~(1L << v);
            sum += weight * value[v];
        }
        return sum;
    }

    /** The value of the smallest candidate of a non-empty mask. */
    public static int lowest(long m, int[] value) {
        return value[Long.numberOfTrailingZeros(m)];
    }

    /** The value of the largest candidate of a non-empty mask. */
    public static int highest(long m, int[] value) {
        return value[63 - Long.numberOfLeadingZeros(m)];
    }
}
