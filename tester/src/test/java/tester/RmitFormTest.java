package tester;

import cli.ExitCode;
import grid.RuleGrid;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import solver.catalog.Registry;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The RMIT form prints what the public RMIT 2020 skeleton ({@code RmitSudoku.java}) prints, line for line,
 * for every type and every solver: with y {@code Initial grid:} and the grid (the skeleton's
 * {@code println(grid)}: the picture and a line end after it); {@code Solution found!} or
 * {@code No solution found!} and a blank line; with y {@code Solved grid:} and the grid; {@code time taken
 * = S sec.} (S the double quotient of nanoseconds by 10^9) and a blank line; {@code Valid solution.} or
 * {@code Invalid solution.}, the latter also after {@code No solution found!}. Anything else goes to stderr.
 */
class RmitFormTest {

    @TempDir
    static Path dir;

    private static final Path PUZZLES = Path.of("..", "puzzles");
    private static final String TIME = "time taken = \\d+\\.\\d+(E-\\d+)? sec\\.\n";
    /** A small puzzle with one solution per type, so that every solver, the slow ones too, answers at once. */
    private static final Map<String, Path> SAMPLE = new java.util.HashMap<>();

    @BeforeAll
    static void samples() throws Exception {
        SAMPLE.put("sudoku", PUZZLES.resolve("sudoku/easy-std-44-01.in"));
        SAMPLE.put("killer", PUZZLES.resolve("killer/easy-killer-44-01.in"));
        SAMPLE.put("futoshiki", PUZZLES.resolve("futoshiki/Input1.txt"));
        SAMPLE.put("fpuzzles", PUZZLES.resolve("fpuzzles/littlekiller-peak-sudoku-4x4.json"));
        // Kropki and Dutch Miracle come in 9x9 only: their published puzzles with more of the answer given
        // (so the exhaustive 'naive' search is quick too), which keeps the answer the only one.
        List<String> kropki = Files.readAllLines(PUZZLES.resolve("kropki/Input1.txt"));
        List<String> kropkiAnswer = Files.readAllLines(PUZZLES.resolve("kropki/Output1.txt"));
        List<String> withRows = new ArrayList<>(kropki);
        for (int r = 0; r < 6; r++) {
            withRows.set(r, kropkiAnswer.get(r));
        }
        SAMPLE.put("kropki", Files.write(dir.resolve("kropki.txt"), withRows));
        List<String> dutch = new ArrayList<>(Files.readAllLines(PUZZLES.resolve("dutch/input3.solution.txt")));
        dutch.set(7, "0 0 0 0 0 0 0 0 0");
        dutch.set(8, "0 0 0 0 0 0 0 0 0");
        SAMPLE.put("dutch", Files.write(dir.resolve("dutch.txt"), dutch));
    }

    static Stream<Registry.SolverEntry> everySolver() {
        return Registry.solvers().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everySolver")
    void aSolvedPuzzlePrintsTheSkeletonsLinesAndNothingElse(Registry.SolverEntry entry) throws Exception {
        Path puzzle = SAMPLE.get(entry.type());
        assertThat(puzzle).as("a sample for every type").isNotNull();
        RuleGrid grid = Registry.type(entry.type()).orElseThrow().grid().get();
        grid.initGrid(puzzle.toString());
        String initial = grid.boardPicture();
        assertThat(entry.solver().get().solve(grid)).isTrue();
        String solved = grid.boardPicture();

        CommandLineTest.Run plain = CommandLineTest.run(puzzle.toString(), entry.type(), entry.name(), "n");
        assertThat(plain.code()).isZero();
        assertThat(plain.out()).matches("Solution found!\n\n" + TIME + "\nValid solution\\.\n");
        assertThat(plain.err()).doesNotContain("error");

        CommandLineTest.Run visual = CommandLineTest.run(puzzle.toString(), entry.type(), entry.name(), "y");
        assertThat(visual.code()).isZero();
        assertThat(visual.out()).matches(Pattern.quote("Initial grid:\n" + initial + "\n")
                + Pattern.quote("Solution found!\n\nSolved grid:\n" + solved + "\n") + TIME + "\nValid solution\\.\n");
        assertThat(visual.err()).as("the search statistics, extra to the skeleton, go to stderr")
                .containsPattern("(?m)^nodes: \\d+, backtracks: \\d+$");
    }

    @ParameterizedTest
    @ValueSource(strings = {"backtracking", "algorx", "dancing", "advanced", "naive", "forward", "ac3"})
    void noSolutionIsFollowedByTheTimeAndInvalidSolutionAsInTheSkeleton(String solver) throws Exception {
        Path clash = Files.writeString(dir.resolve("clash-" + solver + ".in"), "4\n1 2 3 4\n0,0 3\n0,3 3\n");
        RuleGrid grid = Registry.type("sudoku").orElseThrow().grid().get();
        grid.initGrid(clash.toString());
        String givens = grid.boardPicture();
        for (Path puzzle : List.of(clash, PUZZLES.resolve("sudoku/easy-std-44-02-crlf.in"))) {
            CommandLineTest.Run plain = CommandLineTest.run(puzzle.toString(), "sudoku", solver, "n");
            assertThat(plain.code()).isEqualTo(ExitCode.NO_SOLUTION);
            assertThat(plain.out()).matches("No solution found!\n\n" + TIME + "\nInvalid solution\\.\n");
        }
        CommandLineTest.Run visual = CommandLineTest.run(clash.toString(), "sudoku", solver, "y");
        assertThat(visual.out()).matches(Pattern.quote("Initial grid:\n" + givens + "\nNo solution found!\n\n"
                + "Solved grid:\n" + givens + "\n") + TIME + "\nInvalid solution\\.\n");
        assertThat(visual.err()).as("why there is none is extra: stderr")
                .contains("The givens already break a rule: the number 3 appears multiple times in row 1");
    }

    @Test
    void ac3SaysWhatItDidAloneOnStderr() {
        CommandLineTest.Run r = CommandLineTest.run(SAMPLE.get("sudoku").toString(), "sudoku", "ac3", "n");
        assertThat(r.out()).matches("Solution found!\n\n" + TIME + "\nValid solution\\.\n");
        assertThat(r.err()).startsWith("AC-3 alone");
    }

    @Test
    void onlyTheSkeletonsFormTakesTheShortRoad() {
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced", "n"})).isTrue();
        assertThat(RmitForm.accepts(new String[]{"-", "Sudoku", "Advanced", "Y", "-"})).isTrue();
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced", "n", "out.csv"})).isTrue();
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced", "x"})).isFalse();
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced", "n", "--count"})).isFalse();
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced", "n", "o", "p"})).isFalse();
        assertThat(RmitForm.accepts(new String[]{"solve", "p.in", "sudoku", "n"})).isFalse();
        assertThat(RmitForm.accepts(new String[]{"p.in", "sudoku", "advanced"})).isFalse();
    }

    /**
     * Graders time one process per puzzle: the skeleton's form must not pay for the full command-line model.
     * A JVM of its own runs it and lists every class it loads.
     */
    @Test
    void theRmitFormLoadsNothingOfTheFullCommandLine() throws Exception {
        Path log = dir.resolve("classes.txt");
        Path answer = dir.resolve("answer.csv");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(java, "-Xlog:class+load:file=" + log, "-cp", classpath, "RmitSudokuTester",
                PUZZLES.resolve("killer/easy-killer-99-01.in").toString(), "killer", "advanced", "n", answer.toString())
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(output).isZero();
        assertThat(output).matches("Solution found!\n\n" + TIME + "\nValid solution\\.\n");
        assertThat(answer).exists();
        List<String> loaded = Files.readAllLines(log).stream().filter(l -> l.contains("source:"))
                .map(l -> l.replaceAll("^.*\\] (\\S+) source:.*$", "$1")).toList();
        assertThat(loaded).as("the solve itself ran").contains("tester.solve.SolveCommand", "tester.RmitForm");
        assertThat(loaded).filteredOn(c -> c.startsWith("picocli.") || c.startsWith("org.apache.commons.")
                        || c.equals("tester.Cli") || c.endsWith("Cli") && c.startsWith("tester."))
                .as("picocli, Commons IO and the parser's commands stay unloaded").isEmpty();
    }
}
