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
 * @param locking          pointing and claiming between houses that share cells: none, one
 *                         {@link LockedCandidates} per pair of houses, or (the default when on) one
 *                         {@link LockedBand} per band of boxes and lines, pairs only where no band forms
 * @param houseSums        the killer 45 rule: innie and outie sums ({@link SumRegions})
 * @param combinationCap   largest combination table of a distinct sum; bounds reasoning beyond it
 * @param regionCap        largest innie/outie set kept, in cells (the cap of {@link SumRegions#of})
 */
record Reasoning(boolean houseMatching, Locking locking, boolean houseSums, int combinationCap,
                 int regionCap) {

    /** How the network locks candidates between houses that share cells. */
    enum Locking {
        /** No pointing or claiming. */
        NONE,
        /** One {@link LockedCandidates} per pair of houses (to check that bands reach the same fixpoint). */
        PAIRS,
        /** One {@link LockedBand} per band where the houses of two kinds tile it, pairs elsewhere. */
        BANDS
    }

    /** Tables of up to this many symbol sets are built; a huge cage on a large grid reasons on bounds. */
    static final int DEFAULT_CAP = 20_000;
    /**
     * Innie/outie sets of more cells than this are left out: bigger ones seldom prune and cost a pass each
     * time a cell of theirs changes (measured on 16x16 killers: docs/decisions/0001).
     */
    static final int DEFAULT_REGION_CAP = 8;

    /** The reasoning with the default cap on innie/outie sets, locking by bands when {@code lockedCandidates}. */
    Reasoning(boolean houseMatching, boolean lockedCandidates, boolean houseSums, int combinationCap) {
        this(houseMatching, lockedCandidates ? Locking.BANDS : Locking.NONE, houseSums, combinationCap,
                DEFAULT_REGION_CAP);
    }

    /** Whether candidates are locked between houses at all. */
    boolean lockedCandidates() {
        return locking != Locking.NONE;
    }

    Reasoning withHouseMatching(boolean on) {
        return new Reasoning(on, locking, houseSums, combinationCap, regionCap);
    }

    /** Locking by bands when {@code on}, none when off. */
    Reasoning withLockedCandidates(boolean on) {
        return withLocking(on ? Locking.BANDS : Locking.NONE);
    }

    Reasoning withLocking(Locking how) {
        return new Reasoning(houseMatching, how, houseSums, combinationCap, regionCap);
    }

    Reasoning withHouseSums(boolean on) {
        return new Reasoning(houseMatching, locking, on, combinationCap, regionCap);
    }

    Reasoning withCombinationCap(int cap) {
        return new Reasoning(houseMatching, locking, houseSums, cap, regionCap);
    }

    Reasoning withRegionCap(int cap) {
        return new Reasoning(houseMatching, locking, houseSums, combinationCap, cap);
    }
}
