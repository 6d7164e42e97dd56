package solver.api;

/**
 * A search that starts from a candidate set per cell rather than from givens: {@code candidates[c]} has
 * bit v set when symbol index v is still allowed in cell c (so up to 64 symbols), a cell with one bit is
 * as good as a given, and a cell with none allows no solution. Questions such as "is there a solution with
 * none of these symbols in this cell?" are then one search, where givens alone would need one per symbol.
 * Immutable and safe for concurrent calls, as {@link PreparedSolver} is; obtained from
 * {@link PreparedSolver#candidateSearch}.
 */
public interface CandidateSearch {

    /**
     * The candidates left when the solver's propagation at the root (before any search) has run from
     * {@code candidates}: a subset of them that every solution within them keeps; null when propagation
     * alone proves there is no solution. The argument is not changed.
     *
     * @throws IllegalArgumentException if {@code candidates} does not have one entry per cell
     */
    long[] propagate(long[] candidates);

    /**
     * Searches for solutions in which every cell holds one of its candidates, handing each to {@code sink},
     * and stops as {@link PreparedSolver#solve} does (solution limit, sink, cancel flag, deadline).
     *
     * @throws IllegalArgumentException if {@code candidates} does not have one entry per cell
     */
    SolveResult solve(long[] candidates, SolveOptions options, SolutionSink sink);
}
