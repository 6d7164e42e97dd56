package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import solver.catalog.Registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --timeout} bounds every solver in every mode: solve, --count, --all and --batch. Each run gets
 * work that would take far longer than the limit (counting an empty grid, enumerating one, an unsolvable
 * 16x16 that plain backtracking cannot refute quickly) and must stop with exit 3, print that the limit was
 * reached, and write nothing. The bound checked is loose (limit + 20 s) because the machine is shared:
 * it catches a solver that ignores the deadline, it does not measure speed.
 */
class TimeLimitTest {

    private static final String LIMIT = "0.3";
    private static final long BOUND_MILLIS = 20_000;

    @TempDir
    Path dir;

    /** An empty puzzle of each type that the count can never finish within the limit. */
    private Path emptyPuzzle(String type) throws IOException {
        StringBuilder symbols = new StringBuilder();
        for (int i = 1; i <= 16; i++) {
            symbols.append(i).append(i < 16 ? " " : "\n");
        }
        String text = switch (type) {
            case "sudoku" -> "16\n" + symbols;
            // One cage over a whole row of 16 symbols 1..16 (total 136) constrains nothing.
            case "killer" -> "16\n" + symbols + "1\n136" + " 0,0 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15" + "\n";
            case "fpuzzles" -> "{\"size\": 16}\n";
            case "kropki" -> zeros(16, 16) + "\n" + zeros(16, 15) + "\n" + zeros(15, 16);
            case "futoshiki" -> zeros(9, 9) + "\n" + zeros(9, 8) + "\n" + zeros(8, 9);
            case "dutch" -> zeros(9, 9);
            default -> null;
        };
        if (text == null) {
            return null;
        }
        Path p = dir.resolve("empty-" + type + ".txt");
        Files.writeString(p, text);
        return p;
    }

    /** {@code rows} lines of {@code cols} zeros. */
    private static String zeros(int rows, int cols) {
        return ("0" + " 0".repeat(cols - 1) + "\n").repeat(rows);
    }

    private CliRun timed(List<String> args, Path output) throws IOException {
        long t0 = System.nanoTime();
        CliRun r = CliRun.of(args.toArray(String[]::new));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        String why = String.join(" ", args) + "\n" + r.describe();
        assertThat(millis).as("returned within the bound\n" + why).isLessThan(BOUND_MILLIS);
        assertThat(r.leaksInternals()).as(why).isFalse();
        if (output != null && r.code() != ExitCode.SOLVED) {
            assertThat(output).as("nothing written after a time limit\n" + why).doesNotExist();
        }
        return r;
    }

    @TestFactory
    Stream<DynamicTest> countStopsAtTheLimitForEverySolverOfEveryType() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Registry.SolverEntry e : Registry.solvers()) {
            tests.add(DynamicTest.dynamicTest("--count " + e.type() + "/" + e.name(), () -> {
                Path puzzle = emptyPuzzle(e.type());
                if (puzzle == null) {
                    return;
                }
                Path out = dir.resolve("count-" + e.type() + "-" + e.name() + ".csv");
                CliRun r = timed(List.of(puzzle.toString(), e.type(), e.name(), "n", out.toString(), "--count",
                        "--timeout", LIMIT), out);
                String why = r.describe();
                if (r.code() == ExitCode.BAD_INPUT) {
                    // A solver may refuse 16x16 up front (UnsupportedModelException): one clear line, no search.
                    assertThat(r.err()).as(why).startsWith("error: " + puzzle + ": ");
                    return;
                }
                if (e.type().equals("dutch") && r.code() == ExitCode.SOLVED) {
                    // The diagonal rules leave an empty Dutch grid few solutions: a fast solver may count them all.
                    return;
                }
                assertThat(r.code()).as(why).isEqualTo(ExitCode.TIMEOUT);
                assertThat(r.out()).as(why).contains("solutions: >=").contains("time limit");
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> solveStopsAtTheLimitForEverySudokuSolver() throws IOException {
        Path puzzle = dir.resolve("unsolvable-16.in");
        // Symbol 1 has no place in row 0 (boxes 1-3 of the band hold it in rows 1-3, columns 0-2 hold it
        // lower down, and (0,3) is 2). Exact cover sees that at once; plain backtracking does not.
        Files.writeString(puzzle, "16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
                + "1,4 1\n2,8 1\n3,12 1\n4,0 1\n8,1 1\n12,2 1\n0,3 2\n");
        return Registry.solverNames("sudoku").stream().map(name -> DynamicTest.dynamicTest("solve sudoku/" + name, () -> {
            Path out = dir.resolve("solve-" + name + ".csv");
            CliRun r = timed(List.of(puzzle.toString(), "sudoku", name, "n", out.toString(), "--timeout", LIMIT), out);
            assertThat(r.code()).as(r.describe()).isIn(ExitCode.NO_SOLUTION, ExitCode.TIMEOUT, ExitCode.BAD_INPUT);
            if (r.code() == ExitCode.TIMEOUT) {
                assertThat(r.out()).contains("time limit").doesNotContain("Solution found!");
            }
        }));
    }

    @Test
    void plainBacktrackingCannotRefuteTheUnsolvable16x16WithinTheLimit() throws IOException {
        Path puzzle = dir.resolve("unsolvable-16.in");
        Files.writeString(puzzle, "16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
                + "1,4 1\n2,8 1\n3,12 1\n4,0 1\n8,1 1\n12,2 1\n0,3 2\n");
        CliRun r = timed(List.of(puzzle.toString(), "sudoku", "backtracking", "n", "--timeout", LIMIT), null);
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).contains("Stopped at the time limit of 0.3 s before an answer was found;")
                .doesNotContain("No solution");
    }

    @Test
    void allStopsAtTheLimit() throws IOException {
        Path puzzle = dir.resolve("empty-9.in");
        Files.writeString(puzzle, "9\n1 2 3 4 5 6 7 8 9\n");
        Path out = dir.resolve("all.csv");
        CliRun r = timed(List.of(puzzle.toString(), "sudoku", "backtracking", "n", out.toString(), "--all",
                "--timeout", LIMIT), out);
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).contains("Solution #1").contains("solutions: >=").contains("nothing written");
    }

    @Test
    void batchStopsAtTheLimit() throws IOException {
        Path data = dir.resolve("set.txt");
        // Each line asks to count up to 10^9 solutions of an empty 9x9: none finishes within the limit.
        Files.writeString(data, (".".repeat(81) + "\n").repeat(5));
        Path out = dir.resolve("answers.txt");
        for (String name : Registry.solverNames("sudoku")) {
            CliRun r = timed(List.of("--batch", data.toString(), "--solver", name, "--limit", "1000000000",
                    "--out", out.toString(), "--timeout", LIMIT), out);
            assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.TIMEOUT);
            // The first puzzle may count as solved (a solution was found before the count was cut short).
            assertThat(r.err()).as(r.describe()).containsPattern("The time limit was reached after [01] of 5 puzzles; nothing written\\.");
        }
    }
}
