package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.catalog.Registry;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzes the whole command line: a damaged (or intact) file of a random registered type, a random solver
 * for that type, a random mode (solve, --count, --all) and a 0.2 s time limit. Property: the exit code is
 * one of the documented 0-3, nothing shows a stack trace, a refusal is one line naming the file, and the
 * output file changes only on exit 0. Base seed 7041.
 */
class CliFuzzTest {

    static final long SEED = 7041L;
    private static final String KEEP = "keep me\n";

    @TempDir
    Path dir;

    @Test
    void damagedFilesThroughTheWholeCommandLine300Tries() {
        fuzz(300);
    }

    @Tag("slow")
    @Test
    void damagedFilesThroughTheWholeCommandLine20000Tries() {
        fuzz(20_000);
    }

    private void fuzz(int tries) {
        Path puzzle = dir.resolve("fuzzed-puzzle.txt");
        Path output = dir.resolve("answer.csv");
        Trials.run("the command line on damaged files", SEED, tries, random -> once(random, puzzle, output));
    }

    private void once(Random random, Path puzzle, Path output) throws Exception {
        if (random.nextInt(4) == 0) {
            batch(random, puzzle, output);
            return;
        }
        String type = ValidFiles.TYPES.get(random.nextInt(ValidFiles.TYPES.size()));
        List<String> solvers = Registry.solverNames(type);
        String solver = solvers.get(random.nextInt(solvers.size()));
        byte[] bytes = ParserFuzzTest.damaged(type, random);
        Files.write(puzzle, bytes);
        Files.writeString(output, KEEP);
        List<String> args = new ArrayList<>(List.of(puzzle.toString(), type, solver, random.nextBoolean() ? "y" : "n",
                output.toString(), "--timeout", "0.2"));
        switch (random.nextInt(4)) {
            case 0 -> args.addAll(List.of("--count", "--limit", "3"));
            case 1 -> args.addAll(List.of("--all", "--limit", "3"));
            default -> {
            }
        }
        CliRun r = CliRun.of(args.toArray(String[]::new));
        String why = String.join(" ", args) + "\ninput: " + Escape.text(bytes) + "\n" + r.describe();
        assertThat(r.code()).as(why).isIn(ExitCode.SOLVED, ExitCode.NO_SOLUTION, ExitCode.BAD_INPUT, ExitCode.TIMEOUT);
        assertThat(r.leaksInternals()).as("stack trace or exception name\n" + why).isFalse();
        if (r.code() == ExitCode.BAD_INPUT) {
            assertThat(r.errLines()).as(why).hasSize(1);
            assertThat(r.err()).as(why).startsWith("error: " + puzzle + ":");
            assertThat(r.out()).as(why).doesNotContain("Solution found!");
        }
        if (r.code() != ExitCode.SOLVED) {
            assertThat(Files.readString(output)).as("output changed without a solution\n" + why).isEqualTo(KEEP);
        } else {
            assertThat(Files.readString(output)).as(why).isNotEqualTo(KEEP);
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).as("temporary files left\n" + why).isEqualTo(2);
        }
    }

    /** A damaged data set through --batch: unreadable lines are skipped with their number, never a crash. */
    private void batch(Random random, Path data, Path output) throws Exception {
        byte[] bytes = random.nextInt(10) == 0 ? ValidFiles.dataSet(random) : Mutator.mutate(ValidFiles.dataSet(random), 4, random);
        Files.write(data, bytes);
        Files.writeString(output, KEEP);
        List<String> solvers = Registry.solverNames("sudoku");
        List<String> args = new ArrayList<>(List.of("--batch", data.toString(), "--solver",
                solvers.get(random.nextInt(solvers.size())), "--out", output.toString(), "--timeout", "0.5",
                "--threads", String.valueOf(1 + random.nextInt(3))));
        if (random.nextBoolean()) {
            args.addAll(List.of("--limit", "2"));
        }
        CliRun r = CliRun.of(args.toArray(String[]::new));
        String why = String.join(" ", args) + "\ninput: " + Escape.text(bytes) + "\n" + r.describe();
        assertThat(r.code()).as(why).isIn(ExitCode.SOLVED, ExitCode.NO_SOLUTION, ExitCode.BAD_INPUT, ExitCode.TIMEOUT);
        assertThat(r.leaksInternals()).as("stack trace or exception name\n" + why).isFalse();
        assertThat(r.out()).as(why).isEmpty();
        for (String line : r.errLines()) {
            assertThat(line.chars().filter(ch -> Character.isISOControl(ch) || ch == 0x2028 || ch == 0x2029))
                    .as("control characters on stderr\n" + why).isEmpty();
            assertThat(line).as(why).matches("(error: |note: )?" + java.util.regex.Pattern.quote(data.toString())
                    + ":\\d+: .*|puzzles: .*|The time limit .*|error: .*");
        }
        if (r.code() == ExitCode.TIMEOUT) {
            assertThat(Files.readString(output)).as(why).isEqualTo(KEEP);
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).as("temporary files left\n" + why).isEqualTo(2);
        }
    }
}
