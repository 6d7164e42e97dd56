package solver.engine;

/**
 * Switches for what the engine compiles and how it searches, so the benchmark can measure which
 * reasoning pays. {@link #DEFAULT} is what {@code advanced} uses; its values are the measured winners
 * (see EngineBench).
 *
 * @param lockedCandidates   add pointing/claiming between houses that share several cells
 * @param houseSums          derive innie/outie sum constraints from cages and houses
 * @param combinationCap     largest combination table per sum constraint (bounds reasoning beyond)
 * @param randomFromSize     randomise ties and values, with restarts, from this side up (first-solution only)
 * @param restartBase        backtracks allowed in the first run of a restart schedule (Luby multiples)
 * @param degreeTieBreak     among cells with fewest candidates prefer the one in the most constraints
 * @param matchingFromSize   full consistency on houses ({@link PermutationGac}) from this side up
 * @param fastPath           use {@link Sudoku9} for plain 9x9 Sudoku
 * @param lockedDepth9       deepest search level where the 9x9 fast path applies locked candidates
 */
record EngineConfig(boolean lockedCandidates, boolean houseSums, int combinationCap, int randomFromSize,
                    int restartBase, boolean degreeTieBreak, int matchingFromSize, boolean fastPath,
                    int lockedDepth9) {

    static final EngineConfig DEFAULT = new EngineConfig(true, true, 20_000, 25, 64, false, 16, true, 0);

    EngineConfig withLockedCandidates(boolean on) {
        return new EngineConfig(on, houseSums, combinationCap, randomFromSize, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9);
    }

    EngineConfig withHouseSums(boolean on) {
        return new EngineConfig(lockedCandidates, on, combinationCap, randomFromSize, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9);
    }

    EngineConfig withRandomFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, size, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9);
    }

    EngineConfig withRestartBase(int base) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, base, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9);
    }

    EngineConfig withDegreeTieBreak(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase, on,
                matchingFromSize, fastPath, lockedDepth9);
    }

    EngineConfig withMatchingFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, size, fastPath, lockedDepth9);
    }

    EngineConfig withFastPath(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, on, lockedDepth9);
    }

    EngineConfig withLockedDepth9(int depth) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, fastPath, depth);
    }
}
