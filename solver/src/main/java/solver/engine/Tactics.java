package solver.engine;

import solver.engine.learning.ClauseDeletion;
import solver.engine.learning.Vivification;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.Phases;
import solver.engine.search.choice.RephaseSchedule;
import solver.engine.search.restart.GlueRestarts;
import solver.engine.search.restart.Stabilizing;
import solver.engine.search.walk.LocalWalk;

import java.util.function.Consumer;

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
        return with(e -> e.modes = other);
    }

    Tactics withTarget(boolean on) {
        return with(e -> e.target = on);
    }

    Tactics withTargetPerRestart(boolean on) {
        return with(e -> e.targetPerRestart = on);
    }

    /** Rephasing by {@code schedule} (null: none) every {@code interval} × k conflicts. */
    Tactics withRephase(String schedule, long interval, boolean stableOnly) {
        return with(e -> {
            e.rephase = schedule;
            e.rephaseInterval = interval;
            e.rephaseStable = stableOnly;
        });
    }

    Tactics withWalkEffort(long ticksPerConflict) {
        return with(e -> e.walkEffort = ticksPerConflict);
    }

    Tactics withWalkGlue(int glue) {
        return with(e -> e.walkGlue = glue);
    }

    Tactics withReuseTrail(boolean on) {
        return with(e -> e.reuseTrail = on);
    }

    Tactics withDeletion(ClauseDeletion other) {
        return with(e -> e.deletion = other);
    }

    Tactics withVivify(Vivification other) {
        return with(e -> e.vivify = other);
    }

    Tactics withShrink(boolean on) {
        return with(e -> e.shrink = on);
    }

    Tactics withSavedValues(boolean on) {
        return with(e -> e.savedValues = on);
    }

    Tactics withHouseClauses(boolean on) {
        return with(e -> e.houseClauses = on);
    }

    Tactics withShareClauses(boolean on) {
        return with(e -> e.shareClauses = on);
    }

    /** These tactics with the components {@code change} sets: the one place that lists every component. */
    private Tactics with(Consumer<Edit> change) {
        Edit e = new Edit(this);
        change.accept(e);
        return new Tactics(e.modes, e.target, e.targetPerRestart, e.rephase, e.rephaseInterval, e.rephaseStable,
                e.walkEffort, e.walkGlue, e.reuseTrail, e.deletion, e.vivify, e.shrink, e.savedValues,
                e.houseClauses, e.shareClauses);
    }

    /** The components of a {@link Tactics} being derived, each set by one {@code with} method. */
    private static final class Edit {
        Modes modes;
        boolean target;
        boolean targetPerRestart;
        String rephase;
        long rephaseInterval;
        boolean rephaseStable;
        long walkEffort;
        int walkGlue;
        boolean reuseTrail;
        ClauseDeletion deletion;
        Vivification vivify;
        boolean shrink;
        boolean savedValues;
        boolean houseClauses;
        boolean shareClauses;

        Edit(Tactics t) {
            modes = t.modes;
            target = t.target;
            targetPerRestart = t.targetPerRestart;
            rephase = t.rephase;
            rephaseInterval = t.rephaseInterval;
            rephaseStable = t.rephaseStable;
            walkEffort = t.walkEffort;
            walkGlue = t.walkGlue;
            reuseTrail = t.reuseTrail;
            deletion = t.deletion;
            vivify = t.vivify;
            shrink = t.shrink;
            savedValues = t.savedValues;
            houseClauses = t.houseClauses;
            shareClauses = t.shareClauses;
        }
    }
}
