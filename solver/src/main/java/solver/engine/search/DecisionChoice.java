package solver.engine.search;

import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.search.SearchMonitor;

/**
 * Picks the next decision of a learning search: a literal, coded as in {@link Literals}. A positive
 * literal {@code [c=v]} is decided by assigning v to c, a negative one {@code [c≠v]} by removing v from
 * c. Implementations read the domains only; those that learn from the search hear of it through
 * {@link SearchMonitor}.
 */
public interface DecisionChoice {

    /** A literal over an open cell of {@code dom} whose variable is unassigned, or -1 when every cell is fixed. */
    int pick(long[] dom);

    /**
     * At a restart: how many of the current decision levels of {@code d} the next descent would decide
     * again, so the restart may keep them (0: none, go back to the root).
     */
    default int reusableLevels(Domains d) {
        return 0;
    }

}
