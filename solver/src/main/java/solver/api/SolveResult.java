package solver.api;

/**
 * What a search found and how much work it took.
 *
 * @param outcome    why it ended
 * @param solutions  solutions found (exact count when {@code outcome} is EXHAUSTED)
 * @param solution   the first solution found (symbol indices, row-major), or {@code null}
 * @param nodes      search nodes visited (values tried)
 * @param backtracks dead ends
 * @param updates    algorithm-specific work units (DLX link updates, domain prunings), 0 if not counted
 * @param micros     wall time of the search in microseconds
 */
public record SolveResult(Outcome outcome, long solutions, int[] solution, long nodes, long backtracks,
                          long updates, long micros) {

    /** True when at least one solution was found. */
    public boolean found() {
        return solution != null;
    }

    /** True when the search proved there is no solution. */
    public boolean unsolvable() {
        return outcome == Outcome.EXHAUSTED && solutions == 0;
    }

    /** A search that never started because the givens already break a rule. */
    public static SolveResult contradiction() {
        return new SolveResult(Outcome.EXHAUSTED, 0, null, 0, 0, 0, 0);
    }
}
