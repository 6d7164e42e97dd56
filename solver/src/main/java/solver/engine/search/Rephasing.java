package solver.engine.search;

import solver.engine.core.Domains;

/**
 * When and how a learning search resets the phases its decisions follow (CaDiCaL's and Kissat's
 * rephasing): after a conflict the loop asks whether a rephase is due; if so it restarts, and at the root
 * the strategy resets the phases (and may run a local search to find them). One per search.
 */
public interface Rephasing {

    /** Whether the phases should be reset now, after {@code conflicts} conflicts in all. */
    boolean due(long conflicts);

    /** At level 0 of {@code d} (propagated): resets the phases. */
    void rephase(Domains d, long conflicts);

    /** Never: the phases are only what the search saves. Stateless, so one serves every search. */
    Rephasing NEVER = new Rephasing() {
        @Override
        public boolean due(long conflicts) {
            return false;
        }

        @Override
        public void rephase(Domains d, long conflicts) {
        }
    };
}
