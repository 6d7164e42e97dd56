package solver.engine.propagators.houses;

import solver.candidates.HiddenSingles;
import solver.candidates.Occurrences;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * A house: {@code n} cells that hold every symbol exactly once. (Removing a fixed symbol from the
 * other cells is done for every all-different group by {@link Domains}' peer elimination.) This adds
 * what the full house allows on top: a symbol no cell can take any more fails, and a symbol left in one
 * cell only is placed there (hidden single, {@link HiddenSingles}).
 */
public final class AllDifferent extends Propagator {

    private final long allSymbols;
    /** The house's cells, as the shared routines read them. */
    private final int[] house;

    /** @param allSymbols mask of every symbol of the puzzle; {@code cells.length} is n */
    public AllDifferent(int[] cells, long allSymbols) {
        super(cells);
        this.allSymbols = allSymbols;
        this.house = cells.clone();
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        Occurrences seen = Occurrences.of(dom, 0, house, 0, house.length);
        if (!seen.covers(allSymbols)) {
            return false;
        }
        long hidden = seen.hidden();
        if (hidden == 0) {
            return true;
        }
        for (int c : house) {
            long m = dom[c];
            long only = HiddenSingles.narrowed(m, hidden);
            // an empty result is a failure found, not a removal: explainFailure names it
            if (only != m && (only == 0 || !d.restrict(c, only))) {
                return false;
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
        Occurrences seen = Occurrences.of(dom, 0, house, 0, house.length);
        long missing = allSymbols & ~seen.once();
        if (missing != 0) {
            int v = Long.numberOfTrailingZeros(missing);
            for (int c : house) {
                out.gone(c, v);
            }
            return;
        }
        long hidden = seen.exactlyOnce();
        for (int c : house) {
            long h = dom[c] & hidden;
            // two symbols each needed in this cell alone: the first such cell names the failure
            if (!single(h)) {
                goneElsewhere(c, Long.numberOfTrailingZeros(h), out);
                goneElsewhere(c, 63 - Long.numberOfLeadingZeros(h), out);
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
