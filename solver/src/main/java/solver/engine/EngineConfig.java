package solver.engine;

/**
 * Switches for what the engine compiles and how it searches, so the benchmark can measure which
 * reasoning pays. {@link #DEFAULT} is what {@code advanced} uses; its values are the measured winners
 * (see EngineBench). Figures on the 25x25 set are {@code EngineBench large}: 18 puzzles, seeds 0-2
 * (54 runs), 5 s of CPU time each, on a shared 2-core machine (load 5-9), so only large differences
 * count. Measured there and dropped: branching on the house symbol with fewest places when it has fewer
 * than the chosen cell's candidates (never applies under full house consistency, some cell always has two
 * candidates; against weighted cell choice it did worse, 2 of 18 against 4); singleton consistency with
 * both-branches reasoning at the root (removes 5-60 of about 1,800 candidates, costs 0.35 s); least- and
 * most-constraining value order (3 of 18 against 4); restart bases 4096 and no restarts (4 of 18 each).
 * Bands, phase saving, nogoods and base 256 together against the previous defaults, seeds 0-8 (162 runs,
 * seeds 3-8 run side by side): 52 solved (29 within 1 s) against 41 (22), 10 distinct puzzles against 9,
 * 12,500-13,200 nodes per CPU second against 10,000-10,700. Seeds 0-2 alone showed 21 against 11 and
 * seeds 3-5 13 against 15: the per-seed spread is as large as the gain.
 *
 * @param lockedFromSize     add pointing/claiming between houses that share cells, from this side up
 *                           (measured on 9x9 killers: costs more than the nodes it saves); tiling house
 *                           kinds get one {@link LockedBand} per band instead of one propagator per pair
 *                           (25x25: about 12,000 nodes per CPU second instead of 10,000)
 * @param houseSums          derive innie/outie sum constraints from cages and houses
 * @param combinationCap     largest combination table per sum constraint (bounds reasoning beyond)
 * @param randomFromSize     randomise ties and values, with restarts, from this side up (first-solution only)
 * @param restartBase        backtracks allowed in the first run of a restart schedule (Luby multiples;
 *                           on the 25x25 set, 5 s each: 1024 solved 4-5 of 18, 256 solved 4, 64 solved 3;
 *                           with nogoods and phase saving, 54 runs: 256 solved 22, 1024 solved 19, 64
 *                           solved 16; 256 without spreading a failed band's blame to its 125 cells: 14)
 * @param degreeTieBreak     among cells with fewest candidates prefer the one in the most constraints
 * @param matchingFromSize   full consistency on houses ({@link PermutationGac}) from this side up
 * @param fastPath           use the 9x9 fast paths: {@link Band9} for plain Sudoku, {@link Killer9} for Killer
 * @param probeFromSize      failed-literal probing of two-candidate cells at every node, from this side up
 *                           (off by default: on 25x25 it cut nodes 30-300x but cost more time than it saved)
 * @param lastConflictFromSize from this side up, after an assignment fails keep branching on that cell
 *                           until one of its assignments succeeds (last-conflict reasoning; 25x25 set,
 *                           5 s each, seeds 0-4: 23 of 90 runs solved, 14 within 1 s, against 22 and 12
 *                           without: a small gain, within run-to-run noise)
 * @param phaseSaving        with restarts: give a cell the symbol it last took successfully, if still
 *                           possible (with bands, restart base 1024, 54 runs: 16 solved against 10-11)
 * @param nogoods            with restarts: record the reduced nld-nogoods of each abandoned branch
 *                           (clauses of {@code [c≠v]} literals in {@link Clauses}; with phase saving, base 1024: 19 of 54 against 16 without)
 * @param degree9            the 9x9 fast path breaks fewest-candidate ties by most open peers (measured:
 *                           37% fewer nodes on the hardest set, 1.36x the speed)
 * @param learnFromSize      clause learning ({@link LearningSearch}) for first-solution and uniqueness
 *                           searches from this side up
 * @param learnCagesFromSize the same for puzzles with cages
 */
record EngineConfig(int lockedFromSize, boolean houseSums, int combinationCap, int randomFromSize,
                    int restartBase, boolean degreeTieBreak, int matchingFromSize, boolean fastPath,
                    int probeFromSize, boolean degree9, int lastConflictFromSize,
                    boolean phaseSaving, boolean nogoods, int learnFromSize, int learnCagesFromSize) {

    /** A size threshold no model reaches. */
    static final int NEVER = Integer.MAX_VALUE;

    static final EngineConfig DEFAULT =
            new EngineConfig(25, true, 20_000, 25, 256, false, 16, true, NEVER, true, 25, true, true, NEVER, 16);

    EngineConfig withProbeFromSize(int size) {
        return edit(e -> e.probeFromSize = size);
    }

    /** Locked candidates in the general engine at every size (on) or never (off); the 9x9 fast paths keep their own. */
    EngineConfig withLockedCandidates(boolean on) {
        return edit(e -> e.lockedFromSize = on ? 0 : NEVER);
    }

    EngineConfig withHouseSums(boolean on) {
        return edit(e -> e.houseSums = on);
    }

    EngineConfig withRandomFromSize(int size) {
        return edit(e -> e.randomFromSize = size);
    }

    EngineConfig withRestartBase(int base) {
        return edit(e -> e.restartBase = base);
    }

    EngineConfig withDegreeTieBreak(boolean on) {
        return edit(e -> e.degreeTieBreak = on);
    }

    EngineConfig withMatchingFromSize(int size) {
        return edit(e -> e.matchingFromSize = size);
    }

    EngineConfig withFastPath(boolean on) {
        return edit(e -> e.fastPath = on);
    }

    EngineConfig withCombinationCap(int cap) {
        return edit(e -> e.combinationCap = cap);
    }

    EngineConfig withDegree9(boolean on) {
        return edit(e -> e.degree9 = on);
    }

    EngineConfig withLastConflictFromSize(int size) {
        return edit(e -> e.lastConflictFromSize = size);
    }

    EngineConfig withPhaseSaving(boolean on) {
        return edit(e -> e.phaseSaving = on);
    }

    EngineConfig withNogoods(boolean on) {
        return edit(e -> e.nogoods = on);
    }

    /** Clause learning from this side up, for every puzzle ({@code NEVER}: off) and for puzzles with cages. */
    EngineConfig withLearning(int fromSize, int cagesFromSize) {
        return edit(e -> {
            e.learnFromSize = fromSize;
            e.learnCagesFromSize = cagesFromSize;
        });
    }

    /** This config with one change: every {@code withX} goes through here, so a new switch is one field in {@link Edit}. */
    private EngineConfig edit(java.util.function.Consumer<Edit> change) {
        Edit e = new Edit(this);
        change.accept(e);
        return e.build();
    }

    /** A mutable copy of a config, used only inside {@link #edit}. */
    private static final class Edit {
        private int lockedFromSize;
        private boolean houseSums;
        private int combinationCap;
        private int randomFromSize;
        private int restartBase;
        private boolean degreeTieBreak;
        private int matchingFromSize;
        private boolean fastPath;
        private int probeFromSize;
        private boolean degree9;
        private int lastConflictFromSize;
        private boolean phaseSaving;
        private boolean nogoods;
        private int learnFromSize;
        private int learnCagesFromSize;

        Edit(EngineConfig c) {
            lockedFromSize = c.lockedFromSize;
            houseSums = c.houseSums;
            combinationCap = c.combinationCap;
            randomFromSize = c.randomFromSize;
            restartBase = c.restartBase;
            degreeTieBreak = c.degreeTieBreak;
            matchingFromSize = c.matchingFromSize;
            fastPath = c.fastPath;
            probeFromSize = c.probeFromSize;
            degree9 = c.degree9;
            lastConflictFromSize = c.lastConflictFromSize;
            phaseSaving = c.phaseSaving;
            nogoods = c.nogoods;
            learnFromSize = c.learnFromSize;
            learnCagesFromSize = c.learnCagesFromSize;
        }

        EngineConfig build() {
            return new EngineConfig(lockedFromSize, houseSums, combinationCap, randomFromSize, restartBase,
                    degreeTieBreak, matchingFromSize, fastPath, probeFromSize, degree9, lastConflictFromSize,
                    phaseSaving, nogoods, learnFromSize, learnCagesFromSize);
        }
    }
}
