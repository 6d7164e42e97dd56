package solver;

/**
 * A solver bound to one set of rules. Immutable: each {@link #solve} call allocates its own working
 * state, so one instance may serve several threads.
 */
@FunctionalInterface
public interface PreparedSolver {

    /**
     * Searches for solutions with these givens (symbol indices, {@code -1} blank), handing each to
     * {@code sink} until {@code options.maxSolutions()} are found, the sink says stop, the space is
     * exhausted, or the deadline passes.
     */
    SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink);
}
