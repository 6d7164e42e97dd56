package solver.engine.propagators.houses;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * A house: {@code n} cells that hold every symbol exactly once. (Removing a fixed symbol from the
 * other cells is done for every all-different group by {@link Domains}' peer elimination.) This adds
 * what the full house allows on top: a symbol no cell can take any more fails, and a symbol left in one
 * cell only is placed there (hidden single).
 */
public final class AllDifferent extends Propagator {

    private final long allSymbols;

    /** @param allSymbols mask of every symbol of the puzzle; {@code cells.length} is n */
    public AllDifferent(int[] cells, long allSymbols) {
        super(cells);
        this.allSymbols = allSymbols;
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        long once = 0;
        long twice = 0;
        long fixed = 0;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            twice |= once & m;
            once |= m;
            fixed |= (m & (m - 1)) == 0 ? m : 0;
        }
        if (once != allSymbols) {
            return false;
        }
        // a symbol in one cell only is placed there, unless that cell holds nothing else already
        long hidden = once & ~twice & ~fixed;
        if (hidden == 0) {
            return true;
        }
        for (int i = 0; i < size; i++) {
            int c = cell(i);
            long m = dom[c];
            long h = m & hidden;
            if (h != 0 && h != m) {
                if (!single(h) || !d.restrict(c, h)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        int placed = Long.numberOfTrailingZeros(d.entryResult(at));
        goneElsewhere(cell, placed, out);
    }

    @Override
    public void explainFailure(Domains d, Explanation out) {
        long[] dom = d.dom;
        int size = cellCount();
        long once = 0;
        long twice = 0;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            twice |= once & m;
            once |= m;
        }
        long missing = allSymbols & ~once;
        if (missing != 0) {
            int v = Long.numberOfTrailingZeros(missing);
            for (int i = 0; i < size; i++) {
                out.gone(cell(i), v);
            }
            return;
        }
        long hidden = once & ~twice;
        for (int i = 0; i < size; i++) {
            long h = dom[cell(i)] & hidden;
            if (!single(h)) {
                goneElsewhere(cell(i), Long.numberOfTrailingZeros(h), out);
                goneElsewhere(cell(i), 63 - Long.numberOfLeadingZeros(h), out);
                return;
            }
        }
        throw new IllegalStateException("no failure to explain");
    }

    /** {@code [x≠v]} for every cell x of the house but {@code cell}. */
    private void goneElsewhere(int cell, int v, Explanation out) {
        for (int i = 0, size = cellCount(); i < size; i++) {
            if (cell(i) != cell) {
                out.gone(cell(i), v);
            }
        }
    }
}
