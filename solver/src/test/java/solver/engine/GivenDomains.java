package solver.engine;

import solver.engine.core.Domains;
import solver.engine.core.Network;

/** The start of a search in tests and benchmarks: a network's domains with a puzzle's givens placed. */
final class GivenDomains {

    private GivenDomains() {
    }

    /**
     * Domains over {@code network} that keep explanations, with {@code givens} (one symbol index a cell, -1
     * for none) placed and every propagator scheduled, not yet propagated.
     */
    static Domains of(Network network, int[] givens) {
        Domains d = new Domains(network, true);
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                d.give(c, givens[c]);
            }
        }
        d.scheduleAll();
        return d;
    }
}
