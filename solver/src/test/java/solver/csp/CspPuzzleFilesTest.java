package solver.csp;

import grid.DutchMiracleGrid;
import grid.FutoshikiGrid;
import grid.KropkiGrid;
import grid.RuleGrid;
import grid.StdSudokuGrid;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.CspSolver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every solver on every published Kropki, Futoshiki and Dutch Miracle puzzle: all solutions are
 * enumerated, each is checked by the rules, and the count and the solution must be the known ones.
 */
class CspPuzzleFilesTest {

    static final List<Supplier<SudokuSolver>> SOLVERS = List.of(CspSolver::naive, CspSolver::backtracking,
            CspSolver::forwardChecking, CspSolver::ac3);

    /** puzzle, grid type, expected solution files (empty = no solution). */
    private static List<Object[]> puzzles() {
        Supplier<RuleGrid> kropki = KropkiGrid::new;
        Supplier<RuleGrid> futoshiki = FutoshikiGrid::new;
        Supplier<RuleGrid> dutch = DutchMiracleGrid::new;
        return List.of(
                new Object[]{"kropki/Input1.txt", kropki, List.of("kropki/Output1.txt")},
                new Object[]{"kropki/Input2.txt", kropki, List.of("kropki/Output2.txt")},
                new Object[]{"kropki/Input3.txt", kropki, List.of("kropki/Output3.txt")},
                new Object[]{"kropki/Sample_Input.txt", kropki, List.of("kropki/Sample_Output.txt")},
                new Object[]{"kropki/crlf-Input1.txt", kropki, List.of("kropki/Output1.txt")},
                new Object[]{"kropki/no-final-newline-Sample_Input.txt", kropki, List.of("kropki/Sample_Output.txt")},
                new Object[]{"futoshiki/Input1.txt", futoshiki, List.of("futoshiki/Output1.txt")},
                new Object[]{"futoshiki/Input2.txt", futoshiki, List.of("futoshiki/Output2.txt")},
                new Object[]{"futoshiki/Input3.txt", futoshiki, List.of("futoshiki/Output3.txt")},
                new Object[]{"dutch/input1", dutch, List.of()},
                new Object[]{"dutch/input2", dutch, List.of()},
                new Object[]{"dutch/input3", dutch, List.of("dutch/input3.solution.txt")},
                new Object[]{"dutch/input4", dutch, List.of()},
                new Object[]{"dutch/input5", dutch, List.of("dutch/input5.solution1.txt", "dutch/input5.solution2.txt")});
    }

    /** The naive search takes 5 to 15 s each on these two (measured by CspBench), so it runs with -Dgroups=slow. */
    private static boolean slow(String puzzle, String solver) {
        return solver.equals("naive") && (puzzle.equals("dutch/input3") || puzzle.equals("dutch/input5"));
    }

    static Stream<Arguments> fast() {
        return cases(false);
    }

    static Stream<Arguments> slowOnes() {
        return cases(true);
    }

    private static Stream<Arguments> cases(boolean slowOnes) {
        List<Arguments> out = new ArrayList<>();
        for (Object[] p : puzzles()) {
            for (Supplier<SudokuSolver> s : SOLVERS) {
                String name = s.get().name();
                if (slow((String) p[0], name) == slowOnes) {
                    out.add(Arguments.of(p[0], name, p[1], p[2], s));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} with {1}")
    @MethodSource("fast")
    void findsExactlyTheKnownSolutions(String puzzle, String solverName, Supplier<RuleGrid> grid,
                                       List<String> expected, Supplier<SudokuSolver> solver) {
        check(puzzle, grid, expected, solver.get());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} with {1}")
    @MethodSource("slowOnes")
    void findsExactlyTheKnownSolutionsSlowly(String puzzle, String solverName, Supplier<RuleGrid> grid,
                                             List<String> expected, Supplier<SudokuSolver> solver) {
        check(puzzle, grid, expected, solver.get());
    }

    private static void check(String puzzle, Supplier<RuleGrid> grid, List<String> expected, SudokuSolver solver) {
        RuleModel model = CspTestFiles.load(puzzle, grid);
        List<int[]> found = new ArrayList<>();
        SolveResult r = solver.solve(model, SolveOptions.all(), cells -> {
            Solutions.assertSolves(model, cells);
            found.add(cells.clone());
            return true;
        });
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            assertThat(found.get(i)).as("solution %d of %s", i + 1, puzzle)
                    .containsExactly(CspTestFiles.expected(expected.get(i), model));
        }
    }

    @Test
    void theFutoshikiExampleOfTheAssignmentHasTwoSolutionsOneOfThemItsFigure4() {
        RuleModel model = CspTestFiles.load("futoshiki/spec-example.txt", FutoshikiGrid::new);
        int[] figure4 = CspTestFiles.expected("futoshiki/spec-example.solution.txt", model);
        for (Supplier<SudokuSolver> s : SOLVERS) {
            List<int[]> found = new ArrayList<>();
            SolveResult r = s.get().solve(model, SolveOptions.all(), cells -> {
                Solutions.assertSolves(model, cells);
                found.add(cells.clone());
                return true;
            });
            assertThat(r.solutions()).as(s.get().name()).isEqualTo(2);
            assertThat(found).as(s.get().name()).anySatisfy(cells -> assertThat(cells).containsExactly(figure4));
        }
    }

    @Test
    void solveFillsTheGridAsTheSkeletonExpects() throws Exception {
        for (Supplier<SudokuSolver> s : SOLVERS) {
            KropkiGrid grid = new KropkiGrid();
            grid.initGrid(CspTestFiles.path("kropki/Sample_Input.txt").toString());
            assertThat(s.get().solve(grid)).isTrue();
            assertThat(grid.validate()).isTrue();
            assertThat(grid.cells()).containsExactly(CspTestFiles.expected("kropki/Sample_Output.txt", grid.rules()));
        }
    }

    @Test
    void aPuzzleWithoutSolutionLeavesTheGridAsItWas() throws Exception {
        DutchMiracleGrid grid = new DutchMiracleGrid();
        grid.initGrid(CspTestFiles.path("dutch/input4").toString());
        int[] before = grid.cells();
        assertThat(CspSolver.ac3().solve(grid)).isFalse();
        assertThat(grid.cells()).containsExactly(before);
    }

    @Test
    void theHomeworksEasySudokuInRowColValueFormIsSolvedByAc3Alone() {
        RuleModel model = CspTestFiles.load("sudoku/easy.puzz", StdSudokuGrid::new);
        Ac3Report report = Ac3Alone.run(model);
        assertThat(report.consistent()).isTrue();
        assertThat(report.solved()).isTrue();
        Solutions.assertSolves(model, report.cells());
        assertThat(report.describe()).startsWith("AC-3 alone solved it");
        SolveResult r = CspSolver.ac3().solve(model, SolveOptions.all(), cells -> true);
        assertThat(r.solutions()).isEqualTo(1);
        assertThat(r.solution()).containsExactly(report.cells());
    }

    @Test
    void ac3AloneDoesNotSolveTheDutchPuzzlesAndProvesInput4Unsolvable() {
        RuleModel input3 = CspTestFiles.load("dutch/input3", DutchMiracleGrid::new);
        Ac3Report open = Ac3Alone.run(input3);
        assertThat(open.consistent()).isTrue();
        assertThat(open.solved()).isFalse();
        assertThat(open.openCells()).isPositive();
        assertThat(open.describe()).startsWith("AC-3 alone left " + open.openCells() + " cells open");
        Ac3Report none = Ac3Alone.run(CspTestFiles.load("dutch/input4", DutchMiracleGrid::new));
        assertThat(none.consistent()).isFalse();
        assertThat(none.cells()).isNull();
    }
}
