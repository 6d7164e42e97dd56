package solver.engine;

import solver.engine.learning.ClauseDeletion;
import solver.engine.learning.Vivification;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.Phases;
import solver.engine.search.choice.RephaseSchedule;
import solver.engine.search.restart.GlueRestarts;
import solver.engine.search.restart.Stabilizing;
import solver.engine.search.walk.LocalWalk;

/**
 * How a learning search goes, beyond clause learning itself: its restart modes, which phases its
 * decisions follow, and when and how those phases are reset. {@link Plan} chooses one per shape; tests
 * and benchmarks derive variants with the {@code with} methods to measure each choice alone.
 *
 * @param modes            {@link Modes}
 * @param target           whether stable mode steers decisions to the target phases ({@link Phases})
 * @param targetPerRestart whether the first conflict after every restart replaces the target whatever its size
 *                         (else the target goes only at a rephase)
 * @param rephase          the {@link RephaseSchedule} ({@code "OI(BWOBWI)"}), or null for none
 * @param rephaseInterval  conflicts before the first rephase, and the growth of the gaps after it
 * @param rephaseStable    whether rephasing waits for stable mode (Kissat) or happens in both modes
 * @param walkEffort       a {@link LocalWalk}'s ticks for each conflict since the last walk
 * @param walkGlue         learned clauses of at most this glue are constraints of a walk (-1: none)
 * @param reuseTrail       whether a restart keeps the decisions the next descent would take again
 *                         ({@link LiteralActivity#reusableLevels})
 * @param deletion         when and which learned clauses are deleted ({@link ClauseDeletion})
 * @param vivify           how much learned clauses are vivified at restarts ({@link Vivification})
 * @param shrink           whether learned clauses are shrunk after minimisation (Fleury and Biere's shrinking;
 *                         off by default, docs/decisions/0016)
 * @param savedValues      whether a decision whose phase removes a symbol assigns the cell's saved value
 *                         instead, when the phases give the cell exactly one ({@link Phases#decision})
 * @param houseClauses     whether a house with a matching holds its hidden singles as clauses of the search
 *                         instead of its {@code AllDifferent} propagator ({@link HouseClauses}; on by default,
 *                         docs/decisions/0017)
 * @param shareClauses     whether the search, as a worker of a portfolio, publishes its glue clauses and takes the
 *                         other workers' in at its restarts ({@link solver.engine.learning.ClauseExchange}; off by
 *                         default, so that each worker is the search its seed makes: docs/decisions/0018)
 */
record Tactics(Modes modes, boolean target, boolean targetPerRestart, String rephase, long rephaseInterval,
               boolean rephaseStable, long walkEffort, int walkGlue, boolean reuseTrail, ClauseDeletion deletion,
               Vivification vivify, boolean shrink, boolean savedValues, boolean houseClauses,
               boolean shareClauses) {

    /** When the search restarts. */
    enum Modes {
        /** Focused and stable in turn ({@link Stabilizing}). */
        ALTERNATING,
        /** Focused only: restarts on the quality of recent clauses ({@link GlueRestarts}). */
        FOCUSED,
        /** Stable only: Luby runs of {@link Stabilizing#STABLE_UNIT} conflicts. */
        STABLE
    }

    /**
     * The search before phases were reset on a schedule: both modes, target phases since the last restart;
     * a portfolio's workers keep their clauses to themselves.
     */
    static final Tactics PLAIN = new Tactics(Modes.ALTERNATING, true, true, null, 1000, true, 5_000, 6, false,
            ClauseDeletion.GLUCOSE, Vivification.OFF, false, false, true, false);

    /**
     * {@link #PLAIN} with CaDiCaL's phases: the target kept across restarts and reset only when the
     * stable-mode schedule original, inverted, then (best, original, best, inverted) repeated resets the
     * saved phases, every 1,000 × k conflicts. No walk and no trail reuse: measured, neither paid
     * (docs/decisions/0009).
     */
    static final Tactics REPHASED = PLAIN.withTargetPerRestart(false).withRephase("OI(BOBI)", 1000, true);

    /** Whether the schedule runs a local search. */
    boolean walks() {
        return rephase != null && rephase.indexOf('W') >= 0;
    }

    Tactics withModes(Modes other) {
        return new Tactics(other, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withTarget(boolean on) {
        return new Tactics(modes, on, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort, walkGlue,
                reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withTargetPerRestart(boolean on) {
        return new Tactics(modes, target, on, rephase, rephaseInterval, rephaseStable, walkEffort, walkGlue, reuseTrail,
                deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    /** Rephasing by {@code schedule} (null: none) every {@code interval} × k conflicts. */
    Tactics withRephase(String schedule, long interval, boolean stableOnly) {
        return new Tactics(modes, target, targetPerRestart, schedule, interval, stableOnly, walkEffort, walkGlue,
                reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withWalkEffort(long ticksPerConflict) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, ticksPerConflict,
                walkGlue, reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withWalkGlue(int glue) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort, glue,
                reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withReuseTrail(boolean on) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, on, deletion, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withDeletion(ClauseDeletion other) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, other, vivify, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withVivify(Vivification other) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, other, shrink, savedValues, houseClauses, shareClauses);
    }

    Tactics withShrink(boolean on) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, vivify, on, savedValues, houseClauses, shareClauses);
    }

    Tactics withSavedValues(boolean on) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, vivify, shrink, on, houseClauses, shareClauses);
    }

    Tactics withHouseClauses(boolean on) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, vivify, shrink, savedValues, on, shareClauses);
    }

    Tactics withShareClauses(boolean on) {
        return new Tactics(modes, target, targetPerRestart, rephase, rephaseInterval, rephaseStable, walkEffort,
                walkGlue, reuseTrail, deletion, vivify, shrink, savedValues, houseClauses, on);
    }
}
