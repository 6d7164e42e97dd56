package solver.csp;

import solver.api.SearchControl;

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
     * {@link #initial}, giving up (false) once {@code control} says the search must stop: a first pass
     * over every rule of a large grid can take longer than the time the search has left. By default it
     * does not look (a pass that is quick).
     */
    default boolean initial(CspState state, SearchControl control) {
        return initial(state);
    }

    /**
     * Runs after {@code cell} was assigned.
     *
     * @return false on failure (a domain wiped out): the search tries the next value
     */
    boolean infer(CspState state, int cell);
}
