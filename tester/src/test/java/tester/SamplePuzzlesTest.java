package tester;

import grid.RuleGrid;
import grid.SudokuGrid;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Grader-style: every sample in {@code puzzles/sudoku} and {@code puzzles/killer}, through every solver
 * registered for its type, using only the skeleton API ({@code initGrid}, {@code solve},
 * {@code validate}, {@code outputGrid}). Answers are checked by the rules, and against the stored
 * solution where the puzzle has exactly one.
 */
class SamplePuzzlesTest {

    static final Path PUZZLES = Path.of("..", "puzzles");

    /**
     * (puzzle, solver) pairs that took more than 3 s (or hit a 10 s limit) on the 2-core reference machine:
     * textbook solvers that check cages only once a cage is full, and plain backtracking on the
     * hardest samples. They run only with the slow tag, bounded by {@link #SLOW_LIMIT}.
     */
    private static final Set<String> SLOW = Set.of(
            "killer/easy-killer-99-01.in ac3",
            "killer/easy-killer-99-01.in forward",
            "killer/easy-killer-99-01.in naive",
            "killer/easy-killer-99-03.in ac3",
            "killer/easy-killer-99-03.in forward",
            "killer/generated-killer-1616.in ac3",
            "killer/generated-killer-1616.in backtracking",
            "killer/generated-killer-1616.in forward",
            "killer/generated-killer-1616.in naive",
            "killer/hard-killer-99-01.in ac3",
            "killer/hard-killer-99-01.in forward",
            "killer/hard-killer-99-01.in naive",
            "sudoku/generated-std-2525-60pct.in backtracking",
            "sudoku/generated-std-2525-60pct.in algorx",
            "sudoku/generated-std-2525-60pct.in dancing",
            "sudoku/generated-std-2525-60pct.in naive",
            "sudoku/generated-std-2525-60pct.in forward",
            "sudoku/generated-std-2525-60pct.in ac3",
            "sudoku/generated-std-3636-65pct.in backtracking",
            "sudoku/generated-std-3636-65pct.in algorx",
            "sudoku/generated-std-3636-65pct.in dancing",
            "sudoku/generated-std-3636-65pct.in naive",
            "sudoku/generated-std-3636-65pct.in forward",
            "sudoku/generated-std-3636-65pct.in ac3",
            "sudoku/generated-std-4949-70pct.in advanced",
            "sudoku/generated-std-4949-70pct.in backtracking",
            "sudoku/generated-std-4949-70pct.in algorx",
            "sudoku/generated-std-4949-70pct.in dancing",
            "sudoku/generated-std-4949-70pct.in naive",
            "sudoku/generated-std-4949-70pct.in forward",
            "sudoku/generated-std-4949-70pct.in ac3",
            "killer/killer_1616.in ac3",
            "killer/killer_1616.in advanced",
            "killer/killer_1616.in backtracking",
            "killer/killer_1616.in forward",
            "killer/killer_1616.in naive",
            "killer/killer_99-unsorted-symbols.in ac3",
            "killer/killer_99-unsorted-symbols.in forward",
            "killer/killer_99.in ac3",
            "killer/killer_99.in forward",
            "killer/killer_99_cs.in ac3",
            "killer/killer_99_cs.in backtracking",
            "killer/killer_99_cs.in forward",
            "killer/killer_99_cs.in naive",
            "sudoku/generated-std-1616-random-symbols.in naive",
            "sudoku/std-1616.in ac3",
            "sudoku/std-1616.in backtracking",
            "sudoku/std-1616.in forward",
            "sudoku/std-1616.in naive");

    /** How long a slow pair may search before the run reports it as beyond reach (skipped, not passed). */
    private static final Duration SLOW_LIMIT = Duration.ofMinutes(2);

    static Stream<Arguments> fast() throws IOException {
        return cases(false);
    }

    static Stream<Arguments> slow() throws IOException {
        return cases(true);
    }

    private static Stream<Arguments> cases(boolean slow) throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String type : List.of("sudoku", "killer")) {
            try (Stream<Path> files = Files.list(PUZZLES.resolve(type))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".in")).sorted().toList()) {
                    for (String solver : Registry.solverNames(type)) {
                        String key = type + "/" + f.getFileName() + " " + solver;
                        if (SLOW.contains(key) == slow) {
                            out.add(Arguments.of(type, f.getFileName().toString(), solver));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}/{1} with {2}")
    @MethodSource("fast")
    void solvesEverySampleByTheSkeletonApi(String type, String file, String solverName) throws Exception {
        check(type, file, solverName);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}/{1} with {2}")
    @MethodSource("slow")
    void solvesTheSlowPairsToo(String type, String file, String solverName) throws Exception {
        SudokuGrid grid = Registry.type(type).orElseThrow().grid().get();
        grid.initGrid(PUZZLES.resolve(type).resolve(file).toString());
        SudokuSolver solver = Registry.solver(type, solverName).orElseThrow().solver().get();
        SolveResult r = solver.solve(grid.rules(), SolveOptions.firstSolution().withTimeout(SLOW_LIMIT), SolutionSink.NONE);
        Assumptions.assumeFalse(r.outcome() == Outcome.TIMED_OUT, solverName + " needs more than " + SLOW_LIMIT + " on " + file);
        check(type, file, solverName);
    }

    private static void check(String type, String file, String solverName) throws Exception {
        Path puzzle = PUZZLES.resolve(type).resolve(file);
        Path stored = PUZZLES.resolve(type).resolve(file.replace(".in", ".solution.csv"));
        SudokuGrid grid = Registry.type(type).orElseThrow().grid().get();
        grid.initGrid(puzzle.toString());
        RuleModel model = grid.rules();
        SudokuSolver solver = Registry.solver(type, solverName).orElseThrow().solver().get();
        boolean found = solver.solve(grid);
        if (!Files.exists(stored)) {
            assertThat(found).as("a sample without a stored solution is unsolvable").isFalse();
            assertThat(grid.cells()).containsExactly(model.givens());
            assertThat(grid.validate()).isFalse();
            return;
        }
        assertThat(found).isTrue();
        assertThat(grid.validate()).isTrue();
        Solutions.assertSolves(model, grid.cells());
        String written = ((RuleGrid) grid).outputText();
        if (countUpToTwo(model) == 1) {
            assertThat(written).isEqualTo(Files.readString(stored).replace("\r", ""));
        }
        assertThat(written.lines()).hasSize(model.size());
    }

    /** Solutions of the model, counted with the fastest registered solver, stopping at 2; -1 if unknown. */
    private static long countUpToTwo(RuleModel model) {
        for (String name : List.of("advanced", "dancing", "backtracking")) {
            var entry = Registry.solver(model.variant(), name);
            if (entry.isPresent()) {
                SolveResult r = entry.get().solver().get().solve(model,
                        SolveOptions.upTo(2).withTimeout(Duration.ofSeconds(30)), SolutionSink.NONE);
                return r.outcome() == Outcome.TIMED_OUT ? -1 : r.solutions();
            }
        }
        throw new IllegalStateException("no solver for " + model.variant());
    }
}
