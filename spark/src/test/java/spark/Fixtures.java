package spark;

import grid.io.OneLineFormat;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import tester.Cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Puzzles with known numbers of solutions, and the tester's answers to compare the Spark jobs with. */
final class Fixtures {

    /** The solution grid of the example puzzle of Wikipedia's "Sudoku" article. */
    static final String WIKIPEDIA_GRID =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    private Fixtures() {
    }

    /** The output of one command line run. */
    record Run(int code, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }
    }

    /** A Spark context in this JVM on {@code master}, with no web UI and on the loopback address only. */
    static JavaSparkContext context(String master, String name) {
        return new JavaSparkContext(new SparkConf().setMaster(master).setAppName(name)
                .set("spark.ui.enabled", "false")
                .set("spark.driver.bindAddress", "127.0.0.1").set("spark.driver.host", "127.0.0.1"));
    }

    /** A command line's entry point: its arguments and output streams to its exit code. */
    @FunctionalInterface
    private interface Main {
        int run(String[] args, PrintStream out, PrintStream err);
    }

    private static Run run(Main main, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs the tester's command line ({@code tester/target/sudoku.jar}) in this JVM. */
    static Run tester(String... args) {
        return run(Cli::run, args);
    }

    /** Runs this module's command line in this JVM. */
    static Run spark(String... args) {
        return run(SparkCli::run, args);
    }

    /** The single-machine count: the tester's {@code PUZZLE TYPE advanced n --count}. */
    static long testerCount(Path puzzle, String type) {
        Run r = tester(puzzle.toString(), type, "advanced", "n", "--count");
        assertThat(r.code()).as(r.err()).isZero();
        String line = r.outLines().get(0);
        assertThat(line).startsWith("solutions: ");
        return Long.parseLong(line.substring("solutions: ".length()));
    }

    /** A one-line 9x9 puzzle: the first {@code kept} cells of {@link #WIKIPEDIA_GRID}, the rest blank. */
    static Path wikipediaPrefix(Path dir, int kept) throws IOException {
        return Files.writeString(dir.resolve("wikipedia-" + kept + ".txt"),
                WIKIPEDIA_GRID.substring(0, kept) + ".".repeat(81 - kept) + "\n");
    }

    /** The empty 4x4 one-line puzzle, whose solutions are the 288 4x4 Sudoku grids. */
    static Path empty4(Path dir) throws IOException {
        return Files.writeString(dir.resolve("empty-4.txt"), ".".repeat(16) + "\n");
    }

    /** {@code puzzles/killer/easy-killer-99-01.in} with its first {@code cages} cages only. */
    static Path killerPrefix(Path dir, int cages) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "puzzles", "killer", "easy-killer-99-01.in"));
        StringBuilder text = new StringBuilder(lines.get(0) + "\n" + lines.get(1) + "\n" + cages + "\n");
        for (int c = 0; c < cages; c++) {
            text.append(lines.get(3 + c)).append('\n');
        }
        return Files.writeString(dir.resolve("killer-" + cages + ".in"), text.toString());
    }

    /** The test resource {@code name}, copied to a file in {@code dir}. */
    static Path resource(Path dir, String name) throws IOException {
        try (InputStream in = Fixtures.class.getResourceAsStream("/" + name)) {
            assertThat(in).as(name).isNotNull();
            Path file = dir.resolve(name);
            Files.copy(in, file);
            return file;
        }
    }

    /** Checks by the rules alone that {@code answer} solves the one-line {@code puzzle}. */
    static void assertSolves(String puzzle, String answer) {
        int n = OneLineFormat.sideFor(puzzle.length());
        RuleModel rules = OneLineFormat.rules(n);
        try {
            RuleModel model = rules.withGivens(OneLineFormat.givens(rules, puzzle, "puzzle", 1));
            int[] cells = OneLineFormat.givens(rules, answer, "answer", 1);
            assertThat(RuleChecker.isSolution(model, cells)).as(puzzle + " -> " + answer).isTrue();
        } catch (grid.io.PuzzleFormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
