package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import solver.catalog.Registry;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sizes at and beyond what a solver supports, in a child JVM with a small heap (256 MB) so that "never an
 * OutOfMemoryError" does not depend on the test machine's memory: every solver of every RMIT type either
 * searches (and stops at the time limit) or refuses the size up front with one line. The largest size the
 * format accepts (256) runs by default; 81..225 under {@code slow}.
 */
class LargeSizesTest {

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> theLargestAcceptedSizeIsSolvedOrRefusedByEverySolver() {
        return sizes(256);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> largeSizesAreSolvedOrRefusedByEverySolver() {
        return sizes(81, 100, 144, 225);
    }

    private Stream<DynamicTest> sizes(int... sizes) {
        List<DynamicTest> tests = new ArrayList<>();
        for (int n : sizes) {
            for (String type : List.of("sudoku", "killer")) {
                for (String solver : Registry.solverNames(type)) {
                    tests.add(DynamicTest.dynamicTest(n + "x" + n + " " + type + "/" + solver, () -> check(n, type, solver)));
                }
            }
        }
        return tests.stream();
    }

    private void check(int n, String type, String solver) throws Exception {
        StringBuilder text = new StringBuilder().append(n).append('\n');
        for (int i = 1; i <= n; i++) {
            text.append(i).append(i < n ? " " : "\n");
        }
        if (type.equals("killer")) {
            text.append("0\n");
        }
        Path puzzle = dir.resolve("empty-" + n + "-" + type + ".in");
        Files.writeString(puzzle, text);
        Path err = dir.resolve("err.txt");
        Path out = dir.resolve("out.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), "RmitSudokuTester", puzzle.toString(),
                type, solver, "n", "--timeout", "2")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
            String e = Files.readString(err, StandardCharsets.UTF_8);
            String o = Files.readString(out, StandardCharsets.UTF_8);
            String why = "exit " + p.exitValue() + "\n" + o + e;
            assertThat(e + o).as(why).doesNotContain("OutOfMemoryError").doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(p.exitValue()).as(why).isIn(ExitCode.SOLVED, ExitCode.BAD_INPUT, ExitCode.TIMEOUT);
            if (p.exitValue() == ExitCode.BAD_INPUT) {
                assertThat(e.lines().toList()).as(why).hasSize(1);
                assertThat(e).as(why).startsWith("error: " + puzzle + ": ");
            }
        } finally {
            p.destroyForcibly();
        }
    }
}
