package solver.engine;

/**
 * Cells whose symbol values add up to a total, by bounds only: each cell keeps the symbols whose value
 * lies between the total minus the other cells' largest values and the total minus their smallest.
 * Used where the cells need not be distinct (an outie set spread over several houses) and for cages
 * whose combination table would be too large. Symbol indices are in value order, so a cell's smallest
 * value is its lowest set bit. A value too large for a cell is explained by the other cells' lower
 * bounds (the symbols below each one's smallest, gone), a value too small by their upper bounds, and a
 * failure by every cell's lower or every cell's upper bound.
 */
final class BoundedSum extends Propagator {

    private final int total;
    private final int[] value;

    /** @param value symbol values by index, ascending */
    BoundedSum(int[] cells, int total, int[] value) {
        super(cells);
        this.total = total;
        this.value = value.clone();
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        boolean again = true;
        while (again) {
            again = false;
            long sumMin = 0;
            long sumMax = 0;
            for (int i = 0; i < size; i++) {
                long m = dom[cell(i)];
                sumMin += value[Long.numberOfTrailingZeros(m)];
                sumMax += value[63 - Long.numberOfLeadingZeros(m)];
            }
            if (sumMin > total || sumMax < total) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                int c = cell(i);
                long m = dom[c];
                int lo = value[Long.numberOfTrailingZeros(m)];
                int hi = value[63 - Long.numberOfLeadingZeros(m)];
                long floor = total - (sumMax - hi);
                long ceiling = total - (sumMin - lo);
                if (lo >= floor && hi <= ceiling) {
                    continue;
                }
                long keep = 0;
                for (long rest = m; rest != 0; rest &= rest - 1) {
                    int v = Long.numberOfTrailingZeros(rest);
                    if (value[v] >= floor && value[v] <= ceiling) {
                        keep |= 1L << v;
                    }
                }
                if (!d.restrict(c, keep)) {
                    return false;
                }
                again = true;
            }
        }
        return true;
    }

    @Override
    void explain(Domains d, int cell, int symbol, int at, Explanation out) {
        int size = cellCount();
        long sumMin = 0;
        for (int i = 0; i < size; i++) {
            if (cell(i) != cell) {
                sumMin += value[Long.numberOfTrailingZeros(d.domBefore(cell(i), at))];
            }
        }
        boolean tooLarge = value[symbol] > total - sumMin;
        for (int i = 0; i < size; i++) {
            if (cell(i) != cell) {
                bound(d, cell(i), d.domBefore(cell(i), at), tooLarge, out);
            }
        }
    }

    @Override
    void explainFailure(Domains d, Explanation out) {
        long sumMin = 0;
        int size = cellCount();
        for (int i = 0; i < size; i++) {
            sumMin += value[Long.numberOfTrailingZeros(d.dom[cell(i)])];
        }
        boolean tooLarge = sumMin > total;
        for (int i = 0; i < size; i++) {
            bound(d, cell(i), d.dom[cell(i)], tooLarge, out);
        }
    }

    /** The symbols below ({@code lower}) or above the cell's current range, as gone literals. */
    private static void bound(Domains d, int c, long m, boolean lower, Explanation out) {
        long all = d.network().allSymbols;
        long outside = lower ? (m & -m) - 1 : all & ~((Long.highestOneBit(m) << 1) - 1);
        out.goneAll(c, outside & all);
    }
}
