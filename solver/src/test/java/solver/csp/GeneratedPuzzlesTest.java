package solver.csp;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.CspSolver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Generated puzzles of every type the CSP solvers take, each with a fixed seed shown in the test name:
 * every solver enumerates up to {@link #LIMIT} solutions, each checked by the rules; the solvers must
 * agree on the count and, when they finish, on the very set of solutions, which must contain the one
 * the puzzle was made from.
 */
class GeneratedPuzzlesTest {

    private static final int LIMIT = 50;
    private static final List<SudokuSolver> SOLVERS = List.of(CspSolver.naive(), CspSolver.backtracking(),
            CspSolver.forwardChecking(), CspSolver.ac3());

    @ParameterizedTest(name = "kropki 4x4 seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void kropki4(long seed) {
        int[] solution = new int[16];
        RuleModel m = CspGenerators.kropki(4, 0.7, 0.2, new Random(seed), solution);
        agree(m, solution);
    }

    @ParameterizedTest(name = "kropki 9x9 seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void kropki9(long seed) {
        int[] solution = new int[81];
        RuleModel m = CspGenerators.kropki(9, 0.8, 0.25, new Random(seed), solution);
        agree(m, solution);
    }

    @ParameterizedTest(name = "futoshiki {0}")
    @ValueSource(strings = {"4:21", "4:22", "5:23", "5:24", "6:25", "6:26", "7:27"})
    void futoshiki(String sizeAndSeed) {
        int n = Integer.parseInt(sizeAndSeed.split(":")[0]);
        long seed = Long.parseLong(sizeAndSeed.split(":")[1]);
        int[] solution = new int[n * n];
        RuleModel m = CspGenerators.futoshiki(n, 0.35, 0.2, new Random(seed), solution);
        agree(m, solution);
    }

    @ParameterizedTest(name = "sudoku 9x9 seed {0}")
    @ValueSource(longs = {31, 32, 33, 34})
    void sudoku(long seed) {
        Random random = new Random(seed);
        int[] solution = RandomPuzzles.solvedSudoku(9, random);
        RuleModel m = RuleModel.sudoku(RandomPuzzles.randomSymbols(9, random))
                .withGivens(RandomPuzzles.blank(solution, 0.55, random));
        agree(m, solution);
    }

    @ParameterizedTest(name = "killer 4x4 seed {0}")
    @ValueSource(longs = {41, 42, 43, 44})
    void killer(long seed) {
        RuleModel m = RandomPuzzles.killer(4, RandomPuzzles.oneToN(4), 3, 0.0, new Random(seed));
        agree(m, null);
    }

    @ParameterizedTest(name = "killer 9x9 seed {0}")
    @ValueSource(longs = {51, 52})
    void killer9(long seed) {
        RuleModel m = RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 4, 0.3, new Random(seed));
        agree(m, null);
    }

    private static void agree(RuleModel model, int[] origin) {
        SolveOptions options = SolveOptions.upTo(LIMIT).withTimeout(Duration.ofSeconds(60));
        long count = -1;
        TreeSet<String> reference = null;
        for (SudokuSolver solver : SOLVERS) {
            List<String> found = new ArrayList<>();
            SolveResult r = solver.solve(model, options, cells -> {
                Solutions.assertSolves(model, cells);
                found.add(java.util.Arrays.toString(cells));
                return true;
            });
            assertThat(r.outcome()).as(solver.name()).isIn(Outcome.EXHAUSTED, Outcome.LIMIT);
            assertThat(r.solutions()).as(solver.name()).isPositive().isEqualTo(found.size());
            assertThat(new TreeSet<>(found)).as(solver.name() + " repeats a solution").hasSize(found.size());
            if (count < 0) {
                count = r.solutions();
            }
            assertThat(r.solutions()).as(solver.name() + " count").isEqualTo(count);
            if (r.outcome() == Outcome.EXHAUSTED) {
                if (origin != null) {
                    assertThat(found).as(solver.name()).contains(java.util.Arrays.toString(origin));
                }
                if (reference == null) {
                    reference = new TreeSet<>(found);
                } else {
                    assertThat(new TreeSet<>(found)).as(solver.name()).isEqualTo(reference);
                }
            }
        }
    }
}
