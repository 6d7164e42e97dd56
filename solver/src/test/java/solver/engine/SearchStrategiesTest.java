package solver.engine;

import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.Polarity;
import solver.engine.search.choice.Phases;
import solver.engine.search.choice.RephaseSchedule;
import solver.engine.search.restart.GlueRestarts;
import solver.engine.search.restart.Stabilizing;

import static org.assertj.core.api.Assertions.assertThat;

/** The learning search's strategies on hand-made states: activities, phases, restarts and modes. */
class SearchStrategiesTest {

    private static final int N = 4;

    private static long bits(int... symbols) {
        long m = 0;
        for (int s : symbols) {
            m |= 1L << s;
        }
        return m;
    }

    /** A 4x4 board with no peers and no propagators. */
    private static Domains domains() {
        return new Domains(new Network(N, new Propagator[0], new int[N * N][0]), true);
    }

    @Test
    void activityDecidesTheOpenVariableMetMostOftenAndSkipsAssignedOnes() {
        Domains d = domains();
        LiteralActivity activity = new LiteralActivity(d.dom, Polarity.POSITIVE, null);
        int var = 5 << 6 | 2;
        activity.analysed(new int[]{var, 7 << 6 | 1}, 2);
        activity.analysed(new int[]{var}, 1);
        assertThat(activity.pick(d.dom)).isEqualTo(Literals.eq(5, 2));
        assertThat(d.decide(5, 2)).isTrue();
        assertThat(activity.pick(d.dom)).as("c5 is fixed: the next most active variable").isEqualTo(Literals.eq(7, 1));
        d.backjump(0);
        activity.undone(5, d.dom[5] & ~bits(2), bits(2));
        assertThat(activity.pick(d.dom)).as("undone, c5=2 is open again").isEqualTo(Literals.eq(5, 2));
    }

    @Test
    void beforeAnyConflictTheFewestCandidatesComeFirst() {
        Domains d = domains();
        d.dom[9] = bits(0, 3);
        d.dom[2] = bits(0, 1, 3);
        LiteralActivity activity = new LiteralActivity(d.dom, Polarity.POSITIVE, null);
        assertThat(activity.pick(d.dom) >>> 7).isEqualTo(9);
        d.dom[9] = bits(3);
        assertThat(activity.pick(d.dom) >>> 7).isEqualTo(2);
    }

    @Test
    void aVariableIsDecidedTheWayItWasLastSet() {
        Phases saved = new Phases(N * N, bits(0, 1, 2, 3), false, true);
        saved.targeting(false);
        assertThat(saved.positive(3, 1)).as("never set: assign").isTrue();
        saved.undone(3, bits(0, 2, 3), bits(1));
        assertThat(saved.positive(3, 1)).isTrue();
        assertThat(saved.positive(3, 0)).isFalse();
        saved.undone(3, bits(1), bits(0, 2));
        assertThat(saved.positive(3, 1)).as("last removed").isFalse();
    }

    @Test
    void aDecisionThatWouldRemoveASymbolAssignsTheCellsSavedValueWhenAsked() {
        Phases phases = new Phases(N * N, bits(0, 1, 2, 3), false, true);
        phases.targeting(false);
        phases.undone(3, bits(0, 2, 3), bits(1));
        long open = bits(0, 1, 2, 3);
        assertThat(phases.decision(3, 0, open)).as("off: the saved phase removes 0").isEqualTo(Literals.neq(3, 0));
        phases.assignSavedValues(true);
        assertThat(phases.decision(3, 0, open)).as("the cell's saved value is 1").isEqualTo(Literals.eq(3, 1));
        assertThat(phases.decision(3, 1, open)).as("a positive phase is decided as it is").isEqualTo(Literals.eq(3, 1));
        assertThat(phases.decision(3, 0, bits(0, 2, 3))).as("1 gone: no saved value left")
                .isEqualTo(Literals.neq(3, 0));
        phases.undone(5, bits(2), 0b1011L);
        assertThat(phases.decision(5, 2, bits(0, 1, 2, 3))).as("three symbols saved positive: no one value")
                .isEqualTo(Literals.neq(5, 2));
    }

    /** A conflict on level 2 makes everything before level 2 the target, which decisions then follow. */
    @Test
    void theLargestConsistentAssignmentBecomesTheTarget() {
        Domains d = domains();
        Phases target = new Phases(N * N, bits(0, 1, 2, 3), false, true);
        assertThat(d.decide(0, 2) && d.propagate()).isTrue();
        assertThat(d.refute(4, 1) && d.propagate()).isTrue();
        target.conflict(d);
        assertThat(target.positive(0, 2)).isTrue();
        assertThat(target.positive(0, 1)).isFalse();
        assertThat(target.positive(4, 1)).as("level 2 is not in the target").isTrue();
        target.targeting(false);
        assertThat(target.positive(0, 1)).as("not targeting: the saved phase").isTrue();
        target.targeting(true);
        target.restarting();
        assertThat(target.targetSize()).isZero();
        assertThat(target.positive(0, 1)).as("until the next conflict the old target still steers").isFalse();
        d.backjump(0);
        assertThat(d.decide(6, 3) && d.propagate()).isTrue();
        assertThat(d.decide(7, 3) && d.propagate()).isTrue();
        target.conflict(d);
        assertThat(target.positive(6, 0)).as("after a restart a smaller assignment replaces it").isFalse();
        assertThat(target.positive(0, 1)).isTrue();
    }

    @Test
    void glueRestartsComeWhenRecentClausesAreWorseThanUsual() {
        GlueRestarts restarts = new GlueRestarts();
        for (int i = 0; i < 500; i++) {
            restarts.deadEnd(4);
        }
        assertThat(restarts.due()).as("steady glue").isFalse();
        for (int i = 0; i < 20; i++) {
            restarts.deadEnd(12);
        }
        assertThat(restarts.due()).isTrue();
        restarts.restarted();
        assertThat(restarts.due()).as("at least two conflicts between restarts").isFalse();
    }

    @Test
    void modesAlternateInRunsThatDouble() {
        Phases target = new Phases(N * N, bits(0, 1, 2, 3), false, true);
        Stabilizing modes = new Stabilizing(target);
        assertThat(modes.stable()).isFalse();
        int conflicts = 0;
        int[] switches = new int[3];
        for (int s = 0; s < switches.length; s++) {
            boolean mode = modes.stable();
            while (modes.stable() == mode) {
                modes.deadEnd(3);
                conflicts++;
                if (modes.due()) {
                    modes.restarted();
                }
            }
            switches[s] = conflicts;
        }
        assertThat(switches).containsExactly(Stabilizing.FIRST, 3 * Stabilizing.FIRST, 7 * Stabilizing.FIRST);
    }

    /** Best phases outlive restarts; a rephase to best copies them into the saved phases and starts a new best. */
    @Test
    void theBestAssignmentBecomesTheSavedPhasesAtARephase() {
        Domains d = domains();
        Phases phases = new Phases(N * N, bits(0, 1, 2, 3), true, true);
        phases.targeting(false);
        assertThat(d.decide(0, 2) && d.propagate()).isTrue();
        assertThat(d.refute(4, 1) && d.propagate()).isTrue();
        assertThat(d.decide(5, 0) && d.propagate()).isTrue();
        phases.conflict(d);
        assertThat(phases.bestSize()).isEqualTo(2);
        phases.restarting();
        assertThat(phases.targetSize()).as("the target goes at a restart").isZero();
        assertThat(phases.bestSize()).as("the best stays").isEqualTo(2);
        d.backjump(0);
        phases.undone(0, bits(0, 1, 3), bits(2));
        phases.undone(4, bits(1), bits(0, 2, 3));
        phases.undone(5, bits(1, 2, 3), bits(0));
        phases.rephaseOriginal();
        assertThat(phases.savedPositive(0, 0)).as("original: every phase positive").isTrue();
        assertThat(phases.savedPositive(4, 1)).isTrue();
        phases.rephaseBest();
        assertThat(phases.savedPositive(0, 2)).as("c0 held 2 in the best").isTrue();
        assertThat(phases.savedPositive(0, 1)).isFalse();
        assertThat(phases.savedPositive(4, 1)).as("1 was gone from c4").isFalse();
        assertThat(phases.savedPositive(4, 3)).as("open in the best: saved phase kept").isTrue();
        assertThat(phases.savedPositive(5, 1)).as("c5=0 was decided on the failed level, not in the best").isTrue();
        assertThat(phases.bestSize()).as("a new best starts").isZero();
        phases.rephaseInverted();
        assertThat(phases.savedPositive(0, 2)).isFalse();
        phases.rephaseFlipped();
        assertThat(phases.savedPositive(0, 2)).isTrue();
        phases.rephaseTo(new int[]{3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertThat(phases.savedPositive(0, 3)).isTrue();
        assertThat(phases.savedPositive(0, 2)).isFalse();
        assertThat(phases.savedPositive(4, 1)).isTrue();
    }

    @Test
    void aTargetKeptAcrossRestartsGoesOnlyAtARephase() {
        Domains d = domains();
        Phases phases = new Phases(N * N, bits(0, 1, 2, 3), true, false);
        assertThat(d.decide(0, 2) && d.propagate()).isTrue();
        assertThat(d.decide(1, 1) && d.propagate()).isTrue();
        phases.conflict(d);
        phases.restarting();
        assertThat(phases.targetSize()).isEqualTo(1);
        assertThat(phases.positive(0, 1)).as("the target still steers").isFalse();
        phases.rephaseOriginal();
        assertThat(phases.targetSize()).isZero();
        assertThat(phases.positive(0, 1)).isTrue();
    }

    /** The k-th rephase comes interval × k conflicts after the one before, by the schedule, and waits while not allowed. */
    @Test
    void rephasesFollowTheScheduleAtGrowingGaps() {
        Domains d = domains();
        Phases phases = new Phases(N * N, bits(0, 1, 2, 3), true, true);
        boolean[] stable = {true};
        RephaseSchedule schedule = new RephaseSchedule(phases, "OI(BOBI)", 10, () -> stable[0], null);
        StringBuilder at = new StringBuilder();
        for (long conflicts = 1; conflicts <= 300; conflicts++) {
            stable[0] = conflicts < 100 || conflicts > 150;
            if (schedule.due(conflicts)) {
                schedule.rephase(d, conflicts);
                at.append(conflicts).append(' ');
            }
        }
        assertThat(at.toString().trim()).isEqualTo("10 30 60 151 201 261");
        assertThat(schedule.history()).isEqualTo("OIBOBI");
    }

    @Test
    void aScheduleNeedsACycleKnownKindsAndAWalkForW() {
        Phases phases = new Phases(N * N, bits(0, 1, 2, 3), true, true);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RephaseSchedule(phases, "OIB", 10, () -> true, null))
                .isInstanceOf(IllegalArgumentException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RephaseSchedule(phases, "(BX)", 10, () -> true, null))
                .hasMessageContaining("X");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RephaseSchedule(phases, "(BW)", 10, () -> true, null))
                .hasMessageContaining("walk");
    }
}
