package solver.csp;

/**
 * INFERENCE of the textbook BACKTRACK: after an assignment, narrow the domains of other cells (through
 * {@link CspState#restrict}, so the search can undo it) or report failure.
 */
public interface Inference {

    /**
     * Runs once before the search, after the givens are assigned.
     *
     * @return false when some domain is wiped out (the puzzle has no solution)
     */
    boolean initial(CspState state);

    /**
     * Runs after {@code cell} was assigned.
     *
     * @return false on failure (a domain wiped out): the search tries the next value
     */
    boolean infer(CspState state, int cell);
}
