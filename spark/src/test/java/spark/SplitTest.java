package spark;

import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.KillerAdvancedSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The cubes of {@link Split} partition a puzzle's solutions, without Spark: checked cube by cube. */
class SplitTest {

    private static RuleModel oneLine(String line) throws PuzzleFormatException {
        RuleModel rules = OneLineFormat.rules(OneLineFormat.sideFor(line.length()));
        return rules.withGivens(OneLineFormat.givens(rules, line, "test", 1));
    }

    private static long count(PreparedSolver solver, int[] givens) {
        SolveResult r = solver.solve(givens, SolveOptions.all(), SolutionSink.NONE);
        return r.solutions();
    }

    @Test
    void cubesKeepTheGivensAreDisjointAndTheirCountsAddUp() throws PuzzleFormatException {
        for (String line : List.of(".".repeat(16), Fixtures.WIKIPEDIA_GRID.substring(0, 45) + ".".repeat(36))) {
            RuleModel model = oneLine(line);
            PreparedSolver solver = new KillerAdvancedSolver().prepare(model);
            long total = count(solver, model.givens());
            for (int depth = 0; depth <= 4; depth++) {
                List<int[]> cubes = Split.cubes(model, depth);
                long sum = 0;
                for (int i = 0; i < cubes.size(); i++) {
                    int[] cube = cubes.get(i);
                    for (int c = 0; c < cube.length; c++) {
                        if (model.given(c) >= 0) {
                            assertThat(cube[c]).isEqualTo(model.given(c));
                        }
                    }
                    for (int j = 0; j < i; j++) {
                        assertThat(differInAFilledCell(cube, cubes.get(j))).as("cubes %d and %d", j, i).isTrue();
                    }
                    sum += count(solver, cube);
                }
                assertThat(sum).as(line + " at depth " + depth).isEqualTo(total);
                assertThat(cubes.size()).isLessThanOrEqualTo((int) Math.pow(model.size(), depth));
            }
        }
    }

    @Test
    void atLeastUnrollsUntilThereAreEnoughCubes() throws PuzzleFormatException {
        RuleModel empty = oneLine(".".repeat(16));
        Split.Level level = Split.atLeast(empty, 20, 10);
        assertThat(level.cubes()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(Split.cubes(empty, level.depth() - 1)).hasSizeLessThan(20);
        assertThat(Split.atLeast(empty, 1_000_000, 3).depth()).isEqualTo(3);
    }

    @Test
    void aPuzzleWhoseGivensClashHasNoCubeBelowTheTop() throws PuzzleFormatException {
        RuleModel clash = oneLine("11" + ".".repeat(79));
        assertThat(Split.cubes(clash, 0)).hasSize(1);
        assertThat(Split.cubes(clash, 1)).isEmpty();
    }

    /** Whether some cell is filled in both and holds different values: then no grid extends both. */
    private static boolean differInAFilledCell(int[] a, int[] b) {
        for (int c = 0; c < a.length; c++) {
            if (a[c] >= 0 && b[c] >= 0 && a[c] != b[c]) {
                return true;
            }
        }
        return false;
    }
}
