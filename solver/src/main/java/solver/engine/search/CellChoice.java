package solver.engine.search;

import solver.engine.search.SearchMonitor;

/**
 * Picks the cell the search branches on next. Implementations read the domains only; those that learn
 * from the search (failure weights, activities) are told through {@link SearchMonitor}.
 */
public interface CellChoice {

    /** An open cell (more than one candidate) of {@code dom}, or -1 when every cell is fixed. */
    int pick(long[] dom);
}
