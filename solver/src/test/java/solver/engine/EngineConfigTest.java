package solver.engine;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Each {@code withX} changes its own switch and keeps every other one. */
class EngineConfigTest {

    private static final EngineConfig D = EngineConfig.DEFAULT;

    @Test
    void eachWitherSetsItsSwitch() {
        assertThat(D.withProbeFromSize(9).probeFromSize()).isEqualTo(9);
        assertThat(D.withLockedCandidates(true).lockedFromSize()).isZero();
        assertThat(D.withLockedCandidates(false).lockedFromSize()).isEqualTo(EngineConfig.NEVER);
        assertThat(D.withHouseSums(!D.houseSums()).houseSums()).isEqualTo(!D.houseSums());
        assertThat(D.withRandomFromSize(7).randomFromSize()).isEqualTo(7);
        assertThat(D.withRestartBase(33).restartBase()).isEqualTo(33);
        assertThat(D.withDegreeTieBreak(!D.degreeTieBreak()).degreeTieBreak()).isEqualTo(!D.degreeTieBreak());
        assertThat(D.withMatchingFromSize(5).matchingFromSize()).isEqualTo(5);
        assertThat(D.withFastPath(!D.fastPath()).fastPath()).isEqualTo(!D.fastPath());
        assertThat(D.withCombinationCap(11).combinationCap()).isEqualTo(11);
        assertThat(D.withDegree9(!D.degree9()).degree9()).isEqualTo(!D.degree9());
        assertThat(D.withLastConflictFromSize(3).lastConflictFromSize()).isEqualTo(3);
        assertThat(D.withPhaseSaving(!D.phaseSaving()).phaseSaving()).isEqualTo(!D.phaseSaving());
        assertThat(D.withNogoods(!D.nogoods()).nogoods()).isEqualTo(!D.nogoods());
        assertThat(D.withLearning(5, 7).learnFromSize()).isEqualTo(5);
        assertThat(D.withLearning(5, 7).learnCagesFromSize()).isEqualTo(7);
    }

    @Test
    void settingAnySwitchToItsCurrentValueLeavesTheConfigEqual() {
        assertThat(D.withProbeFromSize(D.probeFromSize())).isEqualTo(D);
        assertThat(D.withHouseSums(D.houseSums())).isEqualTo(D);
        assertThat(D.withRandomFromSize(D.randomFromSize())).isEqualTo(D);
        assertThat(D.withRestartBase(D.restartBase())).isEqualTo(D);
        assertThat(D.withDegreeTieBreak(D.degreeTieBreak())).isEqualTo(D);
        assertThat(D.withMatchingFromSize(D.matchingFromSize())).isEqualTo(D);
        assertThat(D.withFastPath(D.fastPath())).isEqualTo(D);
        assertThat(D.withCombinationCap(D.combinationCap())).isEqualTo(D);
        assertThat(D.withDegree9(D.degree9())).isEqualTo(D);
        assertThat(D.withLastConflictFromSize(D.lastConflictFromSize())).isEqualTo(D);
        assertThat(D.withPhaseSaving(D.phaseSaving())).isEqualTo(D);
        assertThat(D.withNogoods(D.nogoods())).isEqualTo(D);
        assertThat(D.withLearning(D.learnFromSize(), D.learnCagesFromSize())).isEqualTo(D);
        assertThat(D.withLockedCandidates(false).withRestartBase(1).withRestartBase(D.restartBase()).restartBase())
                .isEqualTo(D.restartBase());
    }
}
