package solver.engine.search.choice;

import solver.engine.core.Domains;

/** A local search that proposes phases: from a complete assignment, the best one it finds within its effort. */
public interface PhaseWalk {

    /** Cells of an assignment. */
    int cellCount();

    /**
     * From {@code seed} (a symbol of each cell's domain in {@code d}, at the root), the complete assignment
     * that broke the fewest constraints during a walk of bounded effort ({@code conflicts}: the search's
     * conflicts so far, to size the effort); it lies within the root domains.
     */
    int[] walk(Domains d, int[] seed, long conflicts);
}
