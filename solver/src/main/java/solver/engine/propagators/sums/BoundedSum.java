package solver.engine.propagators.sums;

import solver.candidates.SumRange;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * Cells whose symbol values add up to a total, by bounds only: each cell keeps the symbols whose value
 * lies between the total minus the other cells' largest values and the total minus their smallest.
 * Used where the cells need not be distinct (an outie set spread over several houses) and for cages
 * whose combination table would be too large. Symbol indices are in value order, so a cell's smallest
 * value is its lowest set bit. A value too large for a cell is explained by the other cells' lower
 * bounds (the symbols below each one's smallest, gone), a value too small by their upper bounds, and a
 * failure by every cell's lower or every cell's upper bound; bounds are loosened as far as the sum
 * allows, so that they name fewer symbols. The pruning is {@link SumRange}'s, to a fixpoint.
 */
public final class BoundedSum extends Propagator {

    private final long total;
    private final int[] value;
    /** The sum's cells, as the shared routines read them. */
    private final int[] scope;

    /** @param value symbol values by index, ascending */
    public BoundedSum(int[] cells, long total, int[] value) {
        super(cells);
        this.total = total;
        this.value = value.clone();
        this.scope = cells.clone();
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        boolean again = true;
        while (again) {
            again = false;
            SumRange range = SumRange.of(dom, 0, scope, 0, scope.length, value);
            if (!range.reaches(total)) {
                return false;
            }
            for (int c : scope) {
                long m = dom[c];
                long keep = range.keep(m, total, value);
                if (keep != m) {
                    if (!d.restrict(c, keep)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int symbol, int at, Explanation out) {
        int size = cellCount();
        long sumMin = 0;
        for (int i = 0; i < size; i++) {
            if (cell(i) != cell) {
                sumMin += value[Long.numberOfTrailingZeros(d.domBefore(cell(i), at))];
            }
        }
        boolean tooLarge = value[symbol] > total - sumMin;
        // too large: the others' lower bounds must add up to more than total - value; too small: their
        // upper bounds to less than total - value
        long need = tooLarge ? total - value[symbol] + 1 : total - value[symbol] - 1;
        bounds(d, cell, at, tooLarge, need, out);
    }

    @Override
    public void explainFailure(Domains d, Explanation out) {
        long sumMin = 0;
        int size = cellCount();
        for (int i = 0; i < size; i++) {
            sumMin += value[Long.numberOfTrailingZeros(d.dom[cell(i)])];
        }
        boolean tooLarge = sumMin > total;
        bounds(d, -1, d.trailSize(), tooLarge, tooLarge ? total + 1 : total - 1, out);
    }

    /**
     * Names lower bounds ({@code lower}) of the cells other than {@code skip} that add up to at least
     * {@code need}, or upper bounds that add up to at most {@code need}, as the symbols outside them
     * gone before entry {@code at}. The bounds are the cells' current ones, loosened where the sum has
     * room to spare: a looser bound names fewer symbols.
     */
    private void bounds(Domains d, int skip, int at, boolean lower, long need, Explanation out) {
        int size = cellCount();
        long slack = 0;
        for (int i = 0; i < size; i++) {
            if (cell(i) != skip) {
                long m = d.domBefore(cell(i), at);
                slack += value[lower ? Long.numberOfTrailingZeros(m) : 63 - Long.numberOfLeadingZeros(m)];
            }
        }
        slack = lower ? slack - need : need - slack;
        long all = d.network().allSymbols;
        for (int i = 0; i < size; i++) {
            int c = cell(i);
            if (c == skip) {
                continue;
            }
            long m = d.domBefore(c, at);
            long usable = all & ~d.rootGone(c);
            int tight = lower ? Long.numberOfTrailingZeros(m) : 63 - Long.numberOfLeadingZeros(m);
            // the loosest bound symbol b whose value is within the slack of the tight one
            int b = tight;
            while (true) {
                int next = lower ? below(usable, b) : above(usable, b);
                if (next < 0 || Math.abs((long) value[tight] - value[next]) > slack) {
                    break;
                }
                b = next;
            }
            slack -= Math.abs((long) value[tight] - value[b]);
            long outside = lower ? all & ((1L << b) - 1) : all & ~((2L << b) - 1);
            out.goneAll(c, outside);
        }
    }

    /** The highest symbol of {@code set} below {@code b}, or -1. */
    private static int below(long set, int b) {
        long under = set & ((1L << b) - 1);
        return under == 0 ? -1 : 63 - Long.numberOfLeadingZeros(under);
    }

    /** The lowest symbol of {@code set} above {@code b}, or -1. */
    private static int above(long set, int b) {
        long over = b == 63 ? 0 : set & -(2L << b);
        return over == 0 ? -1 : Long.numberOfTrailingZeros(over);
    }
}
