package solver.engine.propagators.lines;

import solver.engine.core.Domains;
import solver.engine.core.Propagator;

/**
 * A propagator that lists the ways its rule can hold (placements, windows) and keeps in each cell the
 * symbols some still possible way gives it: {@link #collect} fills one mask per cell of the scope, and
 * every cell is narrowed to its mask (an empty mask fails the rule). Explained by the default, every
 * symbol gone from the scope, since the ways are read off those domains alone.
 */
abstract class SupportUnion extends Propagator {

    SupportUnion(int[] cells) {
        super(cells);
    }

    @Override
    public final boolean propagate(Domains d) {
        int size = cellCount();
        long[] keep = d.scratch().domains;
        for (int i = 0; i < size; i++) {
            keep[i] = 0;
        }
        collect(d.dom, keep);
        for (int i = 0; i < size; i++) {
            if (!d.restrict(cell(i), keep[i])) {
                return false;
            }
        }
        return true;
    }

    /** Adds to {@code keep[i]} the symbols of cell {@code i} of the scope that some way of holding allows. */
    abstract void collect(long[] dom, long[] keep);
}
