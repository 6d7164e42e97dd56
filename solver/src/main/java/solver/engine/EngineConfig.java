package solver.engine;

/**
 * Switches for what the engine compiles and how it searches, so the benchmark can measure which
 * reasoning pays. {@link #DEFAULT} is what {@code advanced} uses.
 *
 * @param lockedCandidates   add pointing/claiming between houses that share several cells
 * @param houseSums          derive innie/outie sum constraints from cages and houses
 * @param combinationCap     largest combination table per sum constraint (bounds reasoning beyond)
 * @param randomFromSize     randomise ties and values, with restarts, from this side up (first-solution only)
 * @param restartBase        backtracks allowed in the first run of a restart schedule (Luby multiples)
 * @param degreeTieBreak     among cells with fewest candidates prefer the one in the most constraints
 * @param matchingFromSize   full consistency on houses ({@link PermutationGac}) from this side up
 * @param fastPath           use {@link Sudoku9} for plain 9x9 Sudoku
 */
record EngineConfig(boolean lockedCandidates, boolean houseSums, int combinationCap, int randomFromSize,
                    int restartBase, boolean degreeTieBreak, int matchingFromSize, boolean fastPath) {

    static final EngineConfig DEFAULT = new EngineConfig(true, true, 20_000, 25, 64, false, 16, true);

    EngineConfig withFastPath(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, on);
    }

    EngineConfig withMatchingFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, size, fastPath);
    }

    EngineConfig withLockedCandidates(boolean on) {
        return new EngineConfig(on, houseSums, combinationCap, randomFromSize, restartBase, degreeTieBreak, matchingFromSize, fastPath);
    }

    EngineConfig withHouseSums(boolean on) {
        return new EngineConfig(lockedCandidates, on, combinationCap, randomFromSize, restartBase, degreeTieBreak, matchingFromSize, fastPath);
    }

    EngineConfig withRandomFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, size, restartBase, degreeTieBreak, matchingFromSize, fastPath);
    }

    EngineConfig withRestartBase(int base) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, base, degreeTieBreak, matchingFromSize, fastPath);
    }

    EngineConfig withDegreeTieBreak(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase, on, matchingFromSize, fastPath);
    }
}
