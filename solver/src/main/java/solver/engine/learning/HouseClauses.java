package solver.engine.learning;

import solver.candidates.Occurrences;
import solver.engine.core.Domains;
import solver.engine.core.Network;

/**
 * The hidden singles of a matched house as clauses of a learning search: for each symbol v not yet placed
 * in the house, "some cell of the house holds v", one literal {@code [c∈{v}]} for each cell that may still
 * hold it. Watched like learned clauses, a removal of v from a cell costs a look only when the cell is one
 * of the clause's two watched literals, where the house's {@code AllDifferent} propagator rescans the whole
 * house at every change to any of its cells; a clause that makes a single is that single's reason, as the
 * propagator's explanation was. The house's matching ({@code PermutationGac}) stays in the network and
 * finds the same singles and more, so a symbol that fewer than two cells may hold needs no clause.
 */
public final class HouseClauses {

    private HouseClauses() {
    }

    /**
     * Leaves the hidden-single propagators of {@code network}'s matched houses out of the search over
     * {@code d} and stores their clauses in {@code clauses}, from {@code d}'s domains at the root.
     */
    public static void hold(Network network, Clauses clauses, Domains d) {
        long[] dom = d.dom;
        int[] open = new int[network.n];
        for (int k = 0; k < network.matchedHouses(); k++) {
            d.leaveOut(network.matchedSingles(k));
            int[] house = network.matchedHouse(k);
            // a clause for each symbol two cells or more may hold, unless a cell is left with it alone
            Occurrences seen = Occurrences.of(dom, 0, house, 0, house.length);
            for (long needed = seen.twice() & ~seen.fixed(); needed != 0; needed &= needed - 1) {
                long bit = Long.lowestOneBit(needed);
                int size = 0;
                for (int c : house) {
                    if ((dom[c] & bit) != 0) {
                        open[size++] = c;
                    }
                }
                clauses.addPermanent(open, bit, size, d);
            }
        }
    }
}
