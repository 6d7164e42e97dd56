package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Output paths that cannot be written are refused before any search: the puzzle here is an empty 16x16
 * counted without a time limit, which would never finish, so a quick exit 2 proves nothing was searched.
 */
class OutputPathTest {

    @TempDir
    Path dir;

    private CliRun refusedQuickly(String... args) {
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of(args));
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).as(r.describe()).hasSize(1);
        assertThat(r.leaksInternals()).as(r.describe()).isFalse();
        assertThat(r.out()).as(r.describe()).doesNotContain("solutions:");
        return r;
    }

    private Path empty16() throws Exception {
        Path p = dir.resolve("empty16.in");
        Files.writeString(p, "16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n");
        return p;
    }

    @Test
    void anOutputInAMissingDirectory() throws Exception {
        CliRun r = refusedQuickly(empty16().toString(), "sudoku", "backtracking", "n",
                dir.resolve("missing/out.csv").toString(), "--count");
        assertThat(r.err()).contains("missing/out.csv: cannot write there, the directory").contains("does not exist");
    }

    @Test
    void aPictureInAMissingDirectory() throws Exception {
        CliRun r = refusedQuickly(empty16().toString(), "sudoku", "backtracking", "n", "--all",
                "--render", dir.resolve("missing/p.svg").toString());
        assertThat(r.err()).contains("does not exist");
    }

    @Test
    void anOutputThatIsADirectoryIsNotReplaced() throws Exception {
        Path target = Files.createDirectory(dir.resolve("answers"));
        CliRun r = refusedQuickly(empty16().toString(), "sudoku", "backtracking", "n", target.toString(), "--count");
        assertThat(r.err()).contains("is a directory");
        assertThat(target).isDirectory();
    }

    @Test
    void anOutputNameTheFileSystemCannotHold() throws Exception {
        CliRun r = refusedQuickly(empty16().toString(), "sudoku", "backtracking", "n", "a\u0000b.csv", "--count");
        assertThat(r.err()).contains("is not a valid file name");
    }

    @Test
    void batchOutputsAreCheckedTheSameWay() throws Exception {
        Path data = dir.resolve("set.txt");
        Files.writeString(data, (".".repeat(81) + "\n").repeat(2));
        Path target = Files.createDirectory(dir.resolve("answers"));
        for (String out : new String[]{dir.resolve("missing/a.txt").toString(), target.toString(), "a\u0000b.txt"}) {
            refusedQuickly("--batch", data.toString(), "--solver", "backtracking", "--limit", "1000000000", "--out", out);
        }
        assertThat(target).isDirectory();
    }
}
