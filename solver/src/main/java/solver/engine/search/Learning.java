package solver.engine.search;

import solver.engine.core.Domains;

/**
 * What the search loop does at a dead end: the one place where learning plugs into {@link SearchLoop}
 * (as choco-solver's {@code Learn} does). At a failed propagation or a solution to go past, the strategy
 * names the decision level to go back to; after the loop has undone to it, the strategy makes its
 * conclusion true there: {@link Chronological} refutes the last decision one level up, clause learning
 * asserts a learned clause at the level where it becomes unit. One per search; not thread-safe.
 */
public interface Learning {

    /**
     * The propagation of {@code d} just failed at a level of at least 1: the level to undo to, or -1 when
     * the failure holds at every level (no solution is left).
     */
    int conflict(Domains d);

    /**
     * {@code d} holds a solution just reported, at a level of at least 1, and the search goes on: the
     * level to undo to so as to leave it behind, or -1 when nothing is left to search.
     */
    int pastSolution(Domains d);

    /**
     * After the undo to the level {@link #conflict} or {@link #pastSolution} returned: makes the
     * conclusion true there (propagated by the loop next).
     */
    void conclude(Domains d);

    /** The literal-block distance of what the last conflict taught, 0 when nothing is learned (for restarts). */
    int glue();

    /** The variables ({@code cell << 6 | symbol}) the last conflict's analysis met; {@code analysedCount()} of them. */
    int[] analysed();

    int analysedCount();

    /**
     * Once per conflict, after the conclusion and any restart: housekeeping (deleting learned clauses
     * that no longer pay), given the conflicts so far.
     */
    void maintain(Domains d, long conflicts);

    /**
     * At a restart, at level 0, given the conflicts so far: takes in what other searches learned and does
     * what is due at the root; false when that proves no solution.
     */
    boolean restarted(Domains d, long conflicts);

    /** Whether the next restart must go back to the root (to take in what other searches learned). */
    default boolean needsRoot() {
        return false;
    }
}
