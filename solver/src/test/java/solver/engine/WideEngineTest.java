package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import solver.KillerAdvancedSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.exactcover.DancingLinks;
import solver.exactcover.SudokuCoverSolver;
import solver.engine.kernels.WideEngine;
import solver.rules.CompiledRules;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The multi-word engine. It only runs past 64 symbols in production, but it takes any size, so it is
 * cross-checked here on small models against the plain backtracker and Dancing Links (all solutions,
 * compared as sets), and then solves grids of 81 and 100 symbols (two words a domain).
 */
class WideEngineTest {

    /** Every solution, each checked by the rules, as strings; the search must run to the end. */
    private static Set<String> solutions(PreparedSolver solver, RuleModel model) {
        Set<String> out = new HashSet<>();
        SolveResult r = solver.solve(model.givens(), SolveOptions.upTo(100_000), cells -> {
            Solutions.assertSolves(model, cells);
            assertThat(out.add(Arrays.toString(cells))).as("each solution once").isTrue();
            return true;
        });
        assertThat(r.outcome()).as("all solutions enumerated").isEqualTo(Outcome.EXHAUSTED);
        return out;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void sameSolutionsAsTheBacktrackerOnSparseSudoku(long seed) {
        RuleModel model = RandomPuzzles.sudoku(9, 0.62, new Random(seed));
        assertThat(solutions(new WideEngine(CompiledRules.of(model)), model)).isNotEmpty()
                .isEqualTo(solutions(new Backtracker(CompiledRules.of(model)), model));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void sameSolutionsAsTheBacktrackerOnKillers(long seed) {
        int[] symbols = {3, 7, 8, 9, 4, 5, 6, 11, 10};
        RuleModel model = RandomPuzzles.killer(9, symbols, 4, 0.05, new Random(seed));
        assertThat(solutions(new WideEngine(CompiledRules.of(model)), model)).isNotEmpty()
                .isEqualTo(solutions(new Backtracker(CompiledRules.of(model)), model));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 22, 23, 24})
    void sameSolutionsAsTheBacktrackerWithRelations(long seed) {
        Random random = new Random(seed);
        int[] solution = RandomPuzzles.solvedSudoku(9, random);
        int[] givens = RandomPuzzles.blank(solution, 0.65, random);
        RuleModel.Builder b = RuleModel.builder("kropki", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare().boxGroups();
        for (int k = 0; k < 30; k++) {
            int a = random.nextInt(81);
            int c = a % 9 < 8 ? a + 1 : a - 1;
            int x = solution[a] + 1;
            int y = solution[c] + 1;
            if (Math.abs(x - y) == 1) {
                b.relation(new Relation(a, c, RelationKind.DIFFERENCE, 1));
            } else if (x == 2 * y || y == 2 * x) {
                b.relation(new Relation(a, c, RelationKind.RATIO, 2));
            } else {
                b.relation(new Relation(a, c, RelationKind.NOT_DIFFERENCE, 1));
            }
        }
        RuleModel model = b.givens(givens).build();
        assertThat(solutions(new WideEngine(CompiledRules.of(model)), model)).isNotEmpty()
                .isEqualTo(solutions(new Backtracker(CompiledRules.of(model)), model));
    }

    @Test
    void anImpossibleCageFails() {
        RuleModel cage = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new grid.model.Cage(new int[] {0, 1}, 8)).build();
        assertThat(new WideEngine(CompiledRules.of(cage)).solve(cage.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solutions())
                .as("two different symbols of 1-4 never sum to 8").isZero();
    }

    @ParameterizedTest(name = "{0}x{0}, {1} blanks, seed {2}")
    @CsvSource({"81, 0.3, 81", "100, 0.3, 100"})
    void solvesGridsPastSixtyFourSymbolsThroughTheAdvancedSolver(int n, double blanks, long seed) {
        Random random = new Random(seed);
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(n)).withGivens(RandomPuzzles.blank(solution, blanks, random));
        SolveResult r = new KillerAdvancedSolver().prepare(model).solve(model.givens(), SolveOptions.upTo(2),
                SolutionSink.NONE);
        assertThat(r.found()).isTrue();
        Solutions.assertSolves(model, r.solution());
        // Dancing Links itself, past the 64x64 its front solver takes: the independent check
        SolveResult dlx = SudokuCoverSolver.prepare(model, "dancing", DancingLinks::new).solve(model.givens(),
                SolveOptions.upTo(2), SolutionSink.NONE);
        assertThat(r.solutions()).as("solutions found, up to 2, by both").isEqualTo(dlx.solutions());
        if (r.solutions() == 1) {
            assertThat(r.solution()).isEqualTo(solution).isEqualTo(dlx.solution());
        }
    }
}
