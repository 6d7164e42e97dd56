package tester.reliability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A long single search in a terminal shows that it is at work: the program runs in a child JVM under
 * {@code script}, which gives it a pseudo-terminal, on a puzzle plain backtracking cannot refute within
 * its time limit. Redirected output gets no such line (the other tests read stderr exactly).
 */
class TerminalProgressTest {

    @TempDir
    Path dir;

    @Test
    void aLongSearchShowsALiveLineInATerminal() throws Exception {
        assumeTrue(new File("/usr/bin/script").canExecute(), "needs script (util-linux) for a pseudo-terminal");
        Path puzzle = dir.resolve("hard.in");
        Files.writeString(puzzle, "16\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
                + "1,4 1\n2,8 1\n3,12 1\n4,0 1\n8,1 1\n12,2 1\n0,3 2\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = String.join(" ", java, "-cp", System.getProperty("java.class.path"), "RmitSudokuTester",
                puzzle.toString(), "sudoku", "backtracking", "n", "--timeout", "1.5");
        Path typescript = dir.resolve("typescript");
        Process p = new ProcessBuilder(List.of("/usr/bin/script", "-qefc", command, typescript.toString()))
                .redirectInput(ProcessBuilder.Redirect.PIPE).redirectErrorStream(true)
                .redirectOutput(dir.resolve("out").toFile()).start();
        p.getOutputStream().close();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the run ends").isTrue();
        String seen = Files.readString(typescript, StandardCharsets.UTF_8);
        assertThat(seen).contains("searching: ").contains(" of a 1.5 s limit")
                .contains("Stopped at the time limit of 1.5 s");
    }
}
