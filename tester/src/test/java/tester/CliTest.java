package tester;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line's contract: messages, exit codes, and output files written only for real answers. */
class CliTest {

    @TempDir
    Path dir;

    private static final Path PUZZLES = Path.of("..", "puzzles");

    /** Result of one run: the command line run in process, as {@link CommandLineTest#run} runs it. */
    private static CommandLineTest.Run run(String... args) {
        return CommandLineTest.run(args);
    }

    private String puzzle(String type, String name) {
        return PUZZLES.resolve(type).resolve(name).toString();
    }

    private Path write(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void solvesAKillerPuzzleAndWritesTheCsv() throws Exception {
        Path out = dir.resolve("out.csv");
        CommandLineTest.Run r = run(puzzle("killer", "easy-killer-44-01.in"), "killer", "backtracking", "n", out.toString());
        assertThat(r.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(r.out()).contains("Solution found!").contains("Valid solution.")
                .containsPattern("time taken = [0-9.]+(E-\\d+)? sec\\.");
        assertThat(Files.readString(out)).isEqualTo(Files.readString(Path.of(puzzle("killer", "easy-killer-44-01.solution.csv"))));
        assertThat(r.err()).isEmpty();
    }

    @Test
    void advancedSolvesAnEightyOneByEightyOneGridPastTheSixtyFourSymbolWord() throws Exception {
        java.util.Random random = new java.util.Random(8181);
        int[] solution = grid.generate.RandomPuzzles.solvedSudoku(81, random);
        grid.model.RuleModel model = grid.model.RuleModel.sudoku(grid.generate.RandomPuzzles.oneToN(81))
                .withGivens(grid.generate.RandomPuzzles.blank(solution, 0.3, random));
        Path in = write("std-8181.in", grid.io.RmitFormat.formatPuzzle(model));
        Path out = dir.resolve("std-8181.csv");
        CommandLineTest.Run r = run(in.toString(), "sudoku", "advanced", "n", out.toString());
        assertThat(r.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(r.out()).contains("Solution found!").contains("Valid solution.");
        assertThat(Files.readAllLines(out)).hasSize(81);
        CommandLineTest.Run refused = run(in.toString(), "sudoku", "backtracking", "n");
        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err().lines().count()).isEqualTo(1);
    }

    @Test
    void visualisationPrintsTheGridBeforeAndAfter() {
        CommandLineTest.Run r = run(puzzle("sudoku", "easy-std-44-01.in"), "sudoku", "backtracking", "y");
        assertThat(r.code()).isZero();
        assertThat(r.out().indexOf('.')).isLessThan(r.out().indexOf("Solution found!"));
        assertThat(r.out()).startsWith("Initial grid:\n").contains("Solved grid:\n").contains("----+----");
        assertThat(r.err()).as("the statistics are extra to the skeleton's lines").startsWith("nodes: ");
    }

    @Test
    void anUnsolvablePuzzleExitsOneAndWritesNothing() throws Exception {
        Path out = dir.resolve("never.csv");
        CommandLineTest.Run r = run(puzzle("sudoku", "easy-std-44-02-crlf.in"), "sudoku", "backtracking", "n", out.toString());
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.out()).contains("No solution found!");
        assertThat(out).doesNotExist();
    }

    @Test
    void clashingGivensAreNamedBeforeAnySearch() throws Exception {
        Path p = write("clash.in", "4\n1 2 3 4\n0,0 3\n0,3 3\n");
        Path out = write("existing.csv", "keep me\n");
        CommandLineTest.Run r = run(p.toString(), "sudoku", "backtracking", "n", out.toString());
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.out()).startsWith("No solution found!\n").endsWith("Invalid solution.\n");
        assertThat(r.err()).contains("the number 3 appears multiple times in row 1");
        assertThat(Files.readString(out)).isEqualTo("keep me\n");
    }

    @Test
    void badInputIsOneLineWithFileAndLineAndExitTwo() throws Exception {
        Path p = write("bad.in", "4\n1 2 3 4\n4,0 1\n");
        CommandLineTest.Run r = run(p.toString(), "sudoku", "backtracking", "n");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo("error: " + p + ":3: cell 4,0 is outside the 4x4 grid");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void aMissingFileIsExitTwo() {
        CommandLineTest.Run r = run(dir.resolve("nope.in").toString(), "sudoku", "backtracking", "n");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("nope.in").contains("cannot open").doesNotContain("Exception");
    }

    @Test
    void badArgumentsAreOneLineThatSaysWhatWasExpected() {
        // (no arguments at all print the usage: FirstUseEdgesTest)
        for (String[] args : new String[][]{{"a", "b"}, {"f", "sudoku", "backtracking", "maybe"},
                {"f", "sudoku", "backtracking", "n", "--frobnicate"}, {"f", "sudoku", "backtracking", "n", "--timeout", "soon"}}) {
            CommandLineTest.Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.err()).startsWith("error: ").endsWith("\n");
            assertThat(r.err().lines().count()).as(String.join(" ", args)).isEqualTo(1);
        }
    }

    @Test
    void unknownTypesAndSolversThatCannotTakeTheTypeAreNamed() {
        CommandLineTest.Run r = run(puzzle("sudoku", "easy-std-44-01.in"), "samurai", "backtracking", "n");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("unknown game type 'samurai'").contains("sudoku").contains("killer");
        CommandLineTest.Run s = run(puzzle("sudoku", "easy-std-44-01.in"), "sudoku", "telepathy", "n");
        assertThat(s.err()).contains("unknown solver 'telepathy'");
    }

    @Test
    void anOutputPathInAMissingDirectoryIsRefusedBeforeSolving() {
        CommandLineTest.Run r = run(puzzle("sudoku", "easy-std-44-01.in"), "sudoku", "backtracking", "n",
                dir.resolve("missing/out.csv").toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("does not exist");
        assertThat(r.out()).doesNotContain("Solution found!");
    }

    @Test
    void countOnAnEmpty4x4Prints288() throws Exception {
        Path p = write("empty.in", "4\n1 2 3 4\n");
        CommandLineTest.Run r = run(p.toString(), "sudoku", "backtracking", "n", "--count");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("solutions: 288\n");
        CommandLineTest.Run limited = run(p.toString(), "sudoku", "backtracking", "n", "--count", "--limit", "5");
        assertThat(limited.out()).contains("solutions: >=5\n");
    }

    @Test
    void allPrintsAndWritesEverySolution() throws Exception {
        // Two solutions: the 4x4 below leaves a swappable 2x2 rectangle.
        Path p = write("two.in", "4\n1 2 3 4\n0,0 1\n0,1 2\n0,2 3\n0,3 4\n1,0 3\n1,1 4\n1,2 1\n1,3 2\n2,0 2\n2,2 4\n3,0 4\n3,2 2\n");
        Path out = dir.resolve("all.csv");
        CommandLineTest.Run r = run(p.toString(), "sudoku", "backtracking", "n", "--all", out.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Solution #1").contains("Solution #2").doesNotContain("Solution #3")
                .contains("solutions: 2\n");
        String[] blocks = Files.readString(out).split("\n\n");
        assertThat(blocks).hasSize(2);
        assertThat(blocks[0]).isNotEqualTo(blocks[1]);
    }

    @Test
    void aTimeoutExitsThreeAndWritesNothing() throws Exception {
        Path p = write("empty16.in", "16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n");
        Path out = dir.resolve("t.csv");
        CommandLineTest.Run r = run(p.toString(), "sudoku", "backtracking", "n", out.toString(), "--count", "--timeout", "0.2");
        assertThat(r.code()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).contains("solutions: >=").contains("time limit");
        assertThat(out).doesNotExist();
    }

    @Test
    void batchSolvesLinesInOrderAndReportsABadLine() throws Exception {
        Path data = write("set.txt", "# two puzzles and a bad line\r\n"
                + "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\r\n"
                + "12345\r\n"
                + "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\r\n");
        Path out = dir.resolve("answers.txt");
        CommandLineTest.Run r = run("--batch", data.toString(), "--solver", "backtracking", "--out", out.toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains(data + ":3: found 5 characters").contains("puzzles: 2, solved: 2")
                .contains("puzzles/second");
        assertThat(Files.readAllLines(out)).hasSize(2)
                .allSatisfy(l -> assertThat(l).hasSize(81).matches("[1-9]+"));
        assertThat(Files.readAllLines(out).get(1)).startsWith("483921657");
    }

    @Test
    void helpPrintsTypesAndSolvers() {
        CommandLineTest.Run r = run("--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("killer").contains("backtracking").contains("Exit codes");
    }
}
