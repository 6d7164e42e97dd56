package solver;

import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The published f-puzzles of the sample set ({@code puzzles/fpuzzles}, every kind the reader takes):
 * the advanced solver finds exactly one solution, the published one, which keeps every rule by the
 * independent {@link RuleChecker}; the small ones (up to 6x6) are solved by backtracking too.
 */
class FPuzzlesSamplesTest {

    @Test
    void everyPublishedSampleHasExactlyItsPublishedSolution() throws Exception {
        List<String> stems = PublishedPuzzles.stems();
        assertThat(stems).hasSizeGreaterThan(30);
        for (String stem : stems) {
            RuleModel model = PublishedPuzzles.read(stem);
            int[] published = PublishedPuzzles.solution(model, stem);
            assertThat(RuleChecker.violations(model, published, 3)).as(stem).isEmpty();
            List<SudokuSolver> solvers = model.size() <= 6
                    ? List.of(new KillerAdvancedSolver(), new BackTrackingSolver())
                    : List.of(new KillerAdvancedSolver());
            for (SudokuSolver solver : solvers) {
                List<int[]> found = new ArrayList<>();
                solver.prepare(model).solve(model.givens(), SolveOptions.upTo(2), cells -> found.add(cells.clone()));
                assertThat(found).as("%s by %s", stem, solver.getClass().getSimpleName()).hasSize(1);
                assertThat(found.get(0)).as(stem).containsExactly(published);
            }
        }
    }

    @Test
    void everyFPuzzlesSizeIsSolvedWithItsRectangularBoxes() throws Exception {
        for (int n = 4; n <= 16; n++) {
            RuleModel model = grid.io.FPuzzlesFormat.read(grid.io.TextLines.of(n + ".json",
                    ("{\"size\": " + n + "}").getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            SolveResult result = new KillerAdvancedSolver().prepare(model).solve(model.givens(),
                    SolveOptions.firstSolution(), SolutionSink.NONE);
            assertThat(result.solution()).as("%dx%d", n, n).isNotNull();
            assertThat(RuleChecker.isSolution(model, result.solution())).as("%dx%d", n, n).isTrue();
            // rows, columns and, where n is not prime, n boxes of r x c (r the largest divisor up to sqrt(n))
            int rows = model.boxRows();
            assertThat(model.groups()).as("%dx%d", n, n).hasSize(rows > 0 ? 3 * n : 2 * n);
            if (rows > 0) {
                assertThat(rows * model.boxCols()).isEqualTo(n);
                assertThat(rows).isLessThanOrEqualTo(model.boxCols());
            }
        }
    }
}
