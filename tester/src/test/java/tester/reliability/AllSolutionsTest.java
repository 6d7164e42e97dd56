package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --all} on a puzzle with more solutions than memory holds: the solutions are streamed (to stdout,
 * and to a temporary file beside OUTPUT that replaces it only at the end), never collected in memory.
 */
class AllSolutionsTest {

    @TempDir
    Path dir;

    @Test
    void theOutputFileHoldsEverySolutionAndNoTemporaryFileIsLeft() throws Exception {
        Path puzzle = dir.resolve("empty.in");
        Files.writeString(puzzle, "9\n1 2 3 4 5 6 7 8 9\n");
        Path out = dir.resolve("all.csv");
        Files.writeString(out, "old\n");
        CliRun r = CliRun.of(puzzle.toString(), "sudoku", "backtracking", "n", out.toString(), "--all", "--limit", "2000");
        assertThat(r.code()).as(r.describe()).isZero();
        String[] blocks = Files.readString(out).split("\n\n");
        assertThat(blocks).hasSize(2000).doesNotHaveDuplicates()
                .allSatisfy(b -> assertThat(b.strip().lines()).hasSize(9));
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("empty.in", "all.csv");
        }
    }

    @Test
    void aTimeLimitLeavesTheOldOutputAndNoTemporaryFile() throws Exception {
        Path puzzle = dir.resolve("empty.in");
        Files.writeString(puzzle, "9\n1 2 3 4 5 6 7 8 9\n");
        Path out = dir.resolve("all.csv");
        Files.writeString(out, "old\n");
        CliRun r = CliRun.of(puzzle.toString(), "sudoku", "backtracking", "n", out.toString(), "--all", "--timeout", "0.3");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(Files.readString(out)).isEqualTo("old\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).isEqualTo(2);
        }
    }

    /** Before the fix every solution's text was kept in memory, even without an output file. */
    @Test
    void enumeratingForSecondsInASmallHeapDoesNotRunOutOfMemory() throws Exception {
        Path puzzle = dir.resolve("empty.in");
        Files.writeString(puzzle, "9\n1 2 3 4 5 6 7 8 9\n");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx24m", "-cp", System.getProperty("java.class.path"), "RmitSudokuTester", puzzle.toString(),
                "sudoku", "backtracking", "n", "--all", "--timeout", "4")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
            assertThat(err).doesNotContain("OutOfMemoryError").doesNotContain("Exception");
            assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.TIMEOUT);
        } finally {
            p.destroyForcibly();
        }
    }
}
