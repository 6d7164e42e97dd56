package solver.csp;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.Outcome;
import solver.api.SearchControl;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.rules.CompiledRules;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * AC-3's first pass over a large grid looks at the search's stop conditions, so that a time limit or a
 * cancel holds before the first node: on an empty 49x49 (every arc revised once) a search with no time
 * left stops after a few thousand revisions instead of all of them, and says it timed out, not that the
 * puzzle has no solution.
 */
class Ac3LimitTest {

    private static final ConstraintGraph NET = new ConstraintGraph(CompiledRules.of(
            RuleModel.sudoku(IntStream.rangeClosed(1, 49).toArray())));

    @Test
    void theFirstPassStopsAtTheDeadlineAndSaysSo() {
        Ac3 whole = new Ac3(NET);
        assertThat(whole.initial(new CspState(NET))).isTrue();

        Ac3 cut = new Ac3(NET);
        SearchControl control = SolveOptions.firstSolution().withTimeout(Duration.ZERO).control();
        assertThat(cut.initial(new CspState(NET), control)).isFalse();
        assertThat(control.stopped()).isTrue();
        assertThat(control.result(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(whole.revisions()).isGreaterThan(100_000);
        assertThat(cut.revisions()).isLessThan(whole.revisions() / 10);
    }

    @Test
    void aCancelStopsTheFirstPassToo() {
        AtomicBoolean cancel = new AtomicBoolean(true);
        SearchControl control = SolveOptions.firstSolution().withCancel(cancel).control();
        Ac3 cut = new Ac3(NET);
        assertThat(cut.initial(new CspState(NET), control)).isFalse();
        assertThat(control.result(0).outcome()).isEqualTo(Outcome.CANCELLED);
    }

    @Test
    void withTimeTheFirstPassIsTheSameAsWithoutAControl() {
        Ac3 plain = new Ac3(NET);
        CspState a = new CspState(NET);
        assertThat(plain.initial(a)).isTrue();
        Ac3 looked = new Ac3(NET);
        CspState b = new CspState(NET);
        SearchControl control = SolveOptions.firstSolution().withTimeout(Duration.ofHours(1)).control();
        assertThat(looked.initial(b, control)).isTrue();
        assertThat(control.stopped()).isFalse();
        assertThat(looked.revisions()).isEqualTo(plain.revisions());
        for (int c = 0; c < NET.cellCount(); c++) {
            assertThat(b.domain(c)).isEqualTo(a.domain(c));
        }
    }

    @Test
    void theHomeworksFirstStepReportsThatItWasStopped() {
        RuleModel model = RuleModel.sudoku(IntStream.rangeClosed(1, 49).toArray());
        Ac3Report stopped = Ac3Alone.run(CompiledRules.of(model), model.givens(),
                SolveOptions.firstSolution().withTimeout(Duration.ZERO));
        assertThat(stopped.stopped()).isTrue();
        assertThat(stopped.solved()).isFalse();
        assertThat(stopped.openCells()).isEqualTo(49 * 49);
        assertThat(stopped.describe()).startsWith("AC-3 alone was stopped before it finished");

        Ac3Report whole = Ac3Alone.run(CompiledRules.of(model), model.givens(),
                SolveOptions.firstSolution().withTimeout(Duration.ofHours(1)));
        assertThat(whole.stopped()).isFalse();
        assertThat(whole.consistent()).isTrue();
        assertThat(whole.revisions()).isEqualTo(Ac3Alone.run(model).revisions());
    }

    @Test
    void aSearchWithNoTimeLeftTimesOutBeforeItsFirstNode() {
        Backtracking search = new Backtracking(NET, new FirstEmpty(), Ac3::new);
        int[] blank = new int[NET.cellCount()];
        java.util.Arrays.fill(blank, -1);
        SolveResult r = search.solve(blank, SolveOptions.firstSolution().withTimeout(Duration.ZERO), cells -> true);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(r.nodes()).isZero();
    }
}
