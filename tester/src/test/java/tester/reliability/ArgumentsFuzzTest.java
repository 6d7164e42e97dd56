package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tester.Cli;
import tester.common.Options;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzes the arguments: random sequences of real and broken positional arguments and options (missing
 * values, zero, negative, NaN, huge numbers, unknown names, paths in missing folders, directories), always
 * with a short time limit. Property: a documented exit code, never a stack trace, and a refusal starts
 * with an {@code error: } line. Base seed 31337.
 */
class ArgumentsFuzzTest {

    static final long SEED = 31337L;

    @TempDir
    Path dir;

    private static final String[] OPTIONS = {"--count", "--all", "--limit", "--timeout", "--render", "--batch",
        "--threads", "--seed", "--solver", "--type", "--out", "--help", "-h", "--frobnicate", "-"};
    private static final String[] VALUES = {"0", "1", "3", "-1", "2.5", "NaN", "Infinity", "-0", "1e-12", "1e300",
        "99999999999999999999", "abc", "", " ", "y", "n", "Y", "sudoku", "killer", "fpuzzles", "samurai",
        "backtracking", "algorx", "dancing", "telepathy", "x.png", "x.svg", "x.gif"};

    @Test
    void randomArgumentLists400Tries() throws Exception {
        fuzz(400);
    }

    @Tag("slow")
    @Test
    void randomArgumentLists20000Tries() throws Exception {
        fuzz(20_000);
    }

    private void fuzz(int tries) throws Exception {
        Path puzzle = dir.resolve("p.in");
        Files.writeString(puzzle, "4\n1 2 3 4\n0,0 1\n1,1 3\n");
        Path sub = Files.createDirectory(dir.resolve("sub"));
        String[] paths = {puzzle.toString(), dir.resolve("missing.in").toString(), sub.toString(),
            dir.resolve("nowhere/out.csv").toString(), sub.resolve("out.csv").toString(), sub.resolve("pic.svg").toString()};
        Trials.run("random argument lists", SEED, tries, random -> once(random, paths));
    }

    /** True when the arguments would write an answer or picture into the working directory (e.g. to "n"). */
    private boolean writesOutsideTheTestFolder(List<String> args) {
        // Arguments that do not parse (null) are refused before anything is written.
        Options parsed = Cli.options(args.toArray(String[]::new));
        if (parsed == null) {
            return false;
        }
        for (String file : new String[]{parsed.output(), parsed.render()}) {
            if (file != null && !Path.of(file).toAbsolutePath().startsWith(dir)) {
                return true;
            }
        }
        return false;
    }

    private static String pick(String[] from, Random random) {
        return from[random.nextInt(from.length)];
    }

    private void once(Random random, String[] paths) {
        List<String> args = new ArrayList<>();
        if (random.nextInt(4) > 0) {
            args.addAll(List.of(paths[0], pick(new String[]{"sudoku", "killer", "fpuzzles", "samurai"}, random),
                    pick(new String[]{"backtracking", "algorx", "dancing", "telepathy"}, random),
                    pick(new String[]{"y", "n", "maybe"}, random)));
        }
        int extra = random.nextInt(6);
        for (int i = 0; i < extra; i++) {
            int where = random.nextInt(args.size() + 1);
            switch (random.nextInt(3)) {
                case 0 -> args.add(where, pick(OPTIONS, random));
                case 1 -> args.add(where, pick(VALUES, random));
                default -> args.add(where, pick(paths, random));
            }
        }
        // Everything that does reach a search is bounded; a later broken --timeout still gets fuzzed.
        args.addAll(List.of("--timeout", "0.3"));
        if (random.nextInt(8) == 0) {
            args.addAll(List.of("--timeout", pick(VALUES, random)));
        }
        if (writesOutsideTheTestFolder(args)) {
            return;
        }
        CliRun r = CliRun.of(args.toArray(String[]::new));
        String why = args + "\n" + r.describe();
        assertThat(r.code()).as(why).isIn(ExitCode.SOLVED, ExitCode.NO_SOLUTION, ExitCode.BAD_INPUT, ExitCode.TIMEOUT);
        assertThat(r.leaksInternals()).as(why).isFalse();
        if (r.code() == ExitCode.BAD_INPUT) {
            String[] lines = r.errLines();
            assertThat(lines).as(why).isNotEmpty();
            assertThat(lines[0]).as(why).startsWith("error: ");
        }
    }
}
