package tester;

import cli.ExitCode;
import grid.io.LzString;
import grid.testkit.LzBombs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.api.Outcome;
import solver.api.SolveResult;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Limits that hold and messages a new user reads: {@code --threads} bounded, sizes the exact cover
 * solvers cannot hold refused in one line, a decompression bomb as a link refused in one line, a rule that
 * no digits keep named without internal values, a link of the wrong type not echoed whole, Ctrl-C during
 * a count said on stderr as everywhere else, and the help naming every command and every size.
 */
class LimitsAndMessagesTest {

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
        String describe() {
            return "exit " + code + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
        }

        /** One line on stderr, no stack trace, no exception's name. */
        void isOneCleanErrorLine() {
            assertThat(err).as(describe()).startsWith("error: ").endsWith("\n");
            assertThat(err.strip().lines().count()).as(describe()).isEqualTo(1);
            assertThat(out + err).as(describe()).doesNotContain("Exception", "\tat ", "Error:");
        }
    }

    private static Run cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static final String KILLER_1616 = Path.of("..", "puzzles", "killer", "killer_1616.in").toString();

    @Test
    void threadsAreBoundedForSolveAndBatch() throws Exception {
        for (String n : new String[]{"0", "257", "100000"}) {
            Run solve = cli(KILLER_1616, "killer", "advanced", "n", "--threads", n);
            assertThat(solve.code()).as(solve.describe()).isEqualTo(ExitCode.BAD_INPUT);
            solve.isOneCleanErrorLine();
            assertThat(solve.err()).contains("--threads " + n + ": expected 1 to 256");
            Path set = dir.resolve("set.txt");
            Files.writeString(set, ".".repeat(81) + "\n");
            Run batch = cli("batch", set.toString(), "--solver", "advanced", "--threads", n);
            assertThat(batch.code()).as(batch.describe()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(batch.err()).contains("--threads " + n + ": expected 1 to 256");
        }
        // the most is taken, and its time limit holds (loosely here: the figure is measured in the README)
        long t0 = System.nanoTime();
        Run most = cli(KILLER_1616, "killer", "advanced", "n", "--threads", "256", "--timeout", "0.5");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(most.code()).as(most.describe()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(seconds).as("seconds for a 0.5 s limit with 256 searches").isLessThan(20);
    }

    @Test
    void theExactCoverSolversRefuseSizesPast64InOneLine() throws Exception {
        Path empty = dir.resolve("empty-100.in");
        StringBuilder text = new StringBuilder("100\n");
        for (int v = 1; v <= 100; v++) {
            text.append(v).append(v < 100 ? " " : "\n");
        }
        Files.writeString(empty, text);
        for (String solver : new String[]{"dancing", "algorx"}) {
            Run r = cli(empty.toString(), "sudoku", solver, "n", "--timeout", "5");
            assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
            r.isOneCleanErrorLine();
            assertThat(r.err()).isEqualTo("error: " + empty + ": " + solver
                    + " supports grids up to 64x64, not 100x100 (past that only advanced takes a grid)\n");
        }
    }

    @Test
    void aBombAsALinkIsOneLineAndExit2() throws Exception {
        Path link = dir.resolve("bomb.txt");
        Files.writeString(link, "https://www.f-puzzles.com/?load=" + LzBombs.run('a', 45_000) + "\n");
        Run r = cli(link.toString(), "fpuzzles", "advanced", "n");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
        r.isOneCleanErrorLine();
        assertThat(r.err()).startsWith("error: " + link + ":1: found a link whose payload decompresses to more than "
                + LzString.MAX_TEXT_CHARS + " characters (4 MiB)");
    }

    @Test
    void aRuleNoDigitsKeepIsNamedWithoutInternalValues() throws Exception {
        Path pill = dir.resolve("pill.json");
        // a two-cell circle reads 12 at least on a 4x4, and a one-cell shaft holds 4 at most
        Files.writeString(pill, "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"arrow\":[{\"lines\":[[\"R1C1\",\"R2C1\"]],\"cells\":[\"R1C1\",\"R1C2\"]}]}");
        Run r = cli(pill.toString(), "fpuzzles", "advanced", "n");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.err()).isEqualTo("A rule can never hold: the arrow r2c1-r1c1-r1c2 cannot hold, whatever digits"
                + " its cells take\n");
        assertThat(r.out()).startsWith("No solution found!");
        Run json = cli(pill.toString(), "fpuzzles", "advanced", "n", "--json");
        assertThat(json.out()).contains("\"clashes\":[\"the arrow r2c1-r1c1-r1c2 cannot hold, whatever digits its cells take\"]")
                .doesNotContain("[-1", "values");
        // broken by its givens: those are named, each with its cell
        Path given = dir.resolve("given.json");
        Files.writeString(given, "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],[{\"value\":3,\"given\":true},"
                + "{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"arrow\":[{\"lines\":[[\"R1C1\",\"R2C1\"]],\"cells\":[\"R1C1\"]}]}");
        Run broken = cli(given.toString(), "fpuzzles", "advanced", "n");
        assertThat(broken.code()).as(broken.describe()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(broken.err()).startsWith("The givens already break a rule: the arrow ")
                .contains("is broken by ").contains("r1c1 = 1").contains("r2c1 = 3").doesNotContain("[-1", "values");
    }

    @Test
    void aLinkGivenForAnotherTypeIsNamedByItsStart() throws Exception {
        String link = "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(
                Files.readString(Path.of("..", "puzzles", "fpuzzles", "killer-4x4.json")));
        assertThat(link.length()).isGreaterThan(200);
        Run r = cli(link, "sudoku", "advanced", "n");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
        r.isOneCleanErrorLine();
        assertThat(r.err()).startsWith("error: " + link.substring(0, 48) + "…: ").contains("try type fpuzzles")
                .doesNotContain(link.substring(48));
    }

    @Test
    void ctrlCDuringACountIsSaidOnStandardErrorAsEverywhereElse() throws Exception {
        String easy = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();
        Arguments count = new Arguments(easy, "sudoku", "advanced", false, null, true, false, Long.MAX_VALUE, null,
                null, Arguments.DEFAULT_THREADS, 0, false, Arguments.Question.ANSWER, false);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SolveCommand(count, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                (solver, model) -> (givens, options, sink) -> new SolveResult(Outcome.CANCELLED, 12, null, 40, 28, 0, 5)).run();
        assertThat(code).isEqualTo(ExitCode.INTERRUPTED);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("solutions: >=12\n").doesNotContain("Interrupted");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("Interrupted (Ctrl-C); nothing written.\n");
    }

    @Test
    void theHelpNamesEveryCommandAndEverySize() {
        Run help = cli("--help");
        assertThat(help.out()).containsPattern("\n  serve +Run the live solver");
        for (String command : new String[]{"solve", "batch", "bench", "generate"}) {
            assertThat(help.out()).containsPattern("\n  " + command + " +[A-Z]");
        }
        assertThat(cli("generate", "--help").out()).contains("fpuzzles: 4 to 16");
        assertThat(cli("solve", "--help").out()).contains("1 to 256");
        Run dutch = cli("generate", "dutch");
        assertThat(dutch.err()).startsWith("error: generate makes sudoku, killer, kropki, futoshiki and fpuzzles"
                + " puzzles, not 'dutch'");
    }
}
