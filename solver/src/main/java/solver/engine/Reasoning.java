package solver.engine;

/**
 * What the general network compiles beyond the rules themselves (peer elimination, hidden singles,
 * cage sums and relation supports are always there).
 *
 * @param houseMatching    full consistency on every house ({@link PermutationGac}, Régin's matching)
 * @param lockedCandidates pointing and claiming between houses that share cells ({@link LockedBand},
 *                         {@link LockedCandidates})
 * @param houseSums        the killer 45 rule: innie and outie sums ({@link HouseSums})
 * @param combinationCap   largest combination table of a distinct sum; bounds reasoning beyond it
 */
record Reasoning(boolean houseMatching, boolean lockedCandidates, boolean houseSums, int combinationCap) {

    /** Tables of up to this many symbol sets are built; a huge cage on a large grid reasons on bounds. */
    static final int DEFAULT_CAP = 20_000;

    Reasoning withHouseMatching(boolean on) {
        return new Reasoning(on, lockedCandidates, houseSums, combinationCap);
    }

    Reasoning withLockedCandidates(boolean on) {
        return new Reasoning(houseMatching, on, houseSums, combinationCap);
    }

    Reasoning withHouseSums(boolean on) {
        return new Reasoning(houseMatching, lockedCandidates, on, combinationCap);
    }

    Reasoning withCombinationCap(int cap) {
        return new Reasoning(houseMatching, lockedCandidates, houseSums, cap);
    }
}
