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
 * @param probeFromSize      failed-literal probing of two-candidate cells at every node, from this side up
 *                           (off by default: on 25x25 it cut nodes 30-300x but cost more time than it saved)
 */
record EngineConfig(boolean lockedCandidates, boolean houseSums, int combinationCap, int randomFromSize,
                    int restartBase, boolean degreeTieBreak, int matchingFromSize, boolean fastPath,
                    int lockedDepth9, int probeFromSize) {

    /** A size threshold no model reaches (sides are at most 64). */
    static final int NEVER = Integer.MAX_VALUE;

    static final EngineConfig DEFAULT = new EngineConfig(true, true, 20_000, 25, 64, false, 16, true, 0, NEVER);

    EngineConfig withProbeFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, fastPath, lockedDepth9, size);
    }

    EngineConfig withLockedCandidates(boolean on) {
        return new EngineConfig(on, houseSums, combinationCap, randomFromSize, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withHouseSums(boolean on) {
        return new EngineConfig(lockedCandidates, on, combinationCap, randomFromSize, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withRandomFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, size, restartBase, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withRestartBase(int base) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, base, degreeTieBreak,
                matchingFromSize, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withDegreeTieBreak(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase, on,
                matchingFromSize, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withMatchingFromSize(int size) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, size, fastPath, lockedDepth9, probeFromSize);
    }

    EngineConfig withFastPath(boolean on) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, on, lockedDepth9, probeFromSize);
    }

    EngineConfig withLockedDepth9(int depth) {
        return new EngineConfig(lockedCandidates, houseSums, combinationCap, randomFromSize, restartBase,
                degreeTieBreak, matchingFromSize, fastPath, depth, probeFromSize);
    }
}
