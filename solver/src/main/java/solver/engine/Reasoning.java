package solver.engine;

import solver.engine.propagators.houses.LockedBand;
import solver.engine.propagators.houses.LockedCandidates;
import solver.engine.propagators.houses.PermutationGac;
import solver.rules.SumRegions;

/**
 * What the general network compiles beyond the rules themselves (peer elimination, hidden singles,
 * cage sums and relation supports are always there).
 *
 * @param houseMatching    full consistency on every house ({@link PermutationGac}, Régin's matching)
 * @param lockedCandidates pointing and claiming between houses that share cells ({@link LockedBand},
 *                         {@link LockedCandidates})
 * @param houseSums        the killer 45 rule: innie and outie sums ({@link SumRegions})
 * @param combinationCap   largest combination table of a distinct sum; bounds reasoning beyond it
 * @param regionCap        largest innie/outie set kept, in cells (the cap of {@link SumRegions#of})
 */
record Reasoning(boolean houseMatching, boolean lockedCandidates, boolean houseSums, int combinationCap,
                 int regionCap) {

    /** Tables of up to this many symbol sets are built; a huge cage on a large grid reasons on bounds. */
    static final int DEFAULT_CAP = 20_000;
    /**
     * Innie/outie sets of more cells than this are left out: bigger ones seldom prune and cost a pass each
     * time a cell of theirs changes (measured on 16x16 killers: docs/decisions/0001).
     */
    static final int DEFAULT_REGION_CAP = 8;

    /** The reasoning with the default cap on innie/outie sets. */
    Reasoning(boolean houseMatching, boolean lockedCandidates, boolean houseSums, int combinationCap) {
        this(houseMatching, lockedCandidates, houseSums, combinationCap, DEFAULT_REGION_CAP);
    }

    Reasoning withHouseMatching(boolean on) {
        return new Reasoning(on, lockedCandidates, houseSums, combinationCap, regionCap);
    }

    Reasoning withLockedCandidates(boolean on) {
        return new Reasoning(houseMatching, on, houseSums, combinationCap, regionCap);
    }

    Reasoning withHouseSums(boolean on) {
        return new Reasoning(houseMatching, lockedCandidates, on, combinationCap, regionCap);
    }

    Reasoning withCombinationCap(int cap) {
        return new Reasoning(houseMatching, lockedCandidates, houseSums, cap, regionCap);
    }

    Reasoning withRegionCap(int cap) {
        return new Reasoning(houseMatching, lockedCandidates, houseSums, combinationCap, cap);
    }
}
