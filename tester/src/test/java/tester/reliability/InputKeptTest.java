package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tester.Cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A typo in a command line never destroys its input: an output that is the puzzle file or the data set
 * itself (the same name, a symbolic link to it, or a hard link) is refused before any work, exit 2, with
 * one line, and the input is left as it was. And a run that did nothing (an empty data set) says so and
 * exits non-zero.
 */
class InputKeptTest {

    @TempDir
    Path dir;

    private static final String PUZZLE = "4\n1 2 3 4\n0,0 2\n0,1 1\n1,0 4\n1,2 1\n2,3 4\n";
    private static final String SET = "# two one-line 4x4 puzzles\n21.3432.3214.432\n1.34.412412.2341\n";

    record Run(int code, String out, String err) {
    }

    private static Run run(InputStream in, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Run run(String... args) {
        return run(InputStream.nullInputStream(), args);
    }

    /** The file itself, a symbolic link to it, and a hard link to it: three names of one file. */
    private List<Path> namesOf(Path file) throws Exception {
        List<Path> names = new ArrayList<>();
        names.add(file);
        names.add(Files.createSymbolicLink(dir.resolve("sym-" + file.getFileName()), file));
        names.add(Files.createLink(dir.resolve("hard-" + file.getFileName()), file));
        return names;
    }

    @Test
    void solveRefusesToWriteItsAnswerOrPictureOverThePuzzle() throws Exception {
        Path puzzle = Files.writeString(dir.resolve("p.in"), PUZZLE);
        for (Path name : namesOf(puzzle)) {
            List<String[]> commands = List.of(
                    new String[]{puzzle.toString(), "sudoku", "advanced", "n", name.toString()},
                    new String[]{puzzle.toString(), "sudoku", "advanced", "y", "--out", name.toString()},
                    new String[]{puzzle.toString(), "sudoku", "advanced", "n", "--all", name.toString()},
                    new String[]{puzzle.toString(), "sudoku", "advanced", "n", "--count", name.toString()},
                    new String[]{"solve", puzzle.toString(), "sudoku", "advanced", "n", name.toString()});
            for (String[] command : commands) {
                Run r = run(command);
                String why = String.join(" ", command);
                assertThat(r.code()).as(why).isEqualTo(ExitCode.BAD_INPUT);
                assertThat(r.out()).as(why).isEmpty();
                assertThat(r.err()).as(why).isEqualTo("error: " + name + ": is the puzzle file itself"
                        + (name.equals(puzzle) ? "" : " (" + puzzle + ")")
                        + "; writing it would replace what is read, so nothing was done\n");
            }
        }
        Path svg = Files.writeString(dir.resolve("p.svg"), PUZZLE);
        Run picture = run(svg.toString(), "sudoku", "advanced", "n", "--render", svg.toString());
        assertThat(picture.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(picture.err()).startsWith("error: " + svg + ": is the puzzle file itself");
        assertThat(Files.readString(puzzle)).isEqualTo(PUZZLE);
        assertThat(Files.readString(svg)).isEqualTo(PUZZLE);
    }

    @Test
    void theAnswerAndThePictureCannotBeOneFile() throws Exception {
        Path puzzle = Files.writeString(dir.resolve("p.in"), PUZZLE);
        Path both = dir.resolve("both.svg");
        Run r = run(puzzle.toString(), "sudoku", "advanced", "n", both.toString(), "--render", both.toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).isEqualTo("error: " + both + ": --render names the answer file OUTPUT too;"
                + " give the picture a name of its own\n");
        assertThat(both).doesNotExist();
    }

    @Test
    void anOutputBesideThePuzzleIsStillWritten() throws Exception {
        Path puzzle = Files.writeString(dir.resolve("p.in"), PUZZLE);
        Path answer = dir.resolve("p.csv");
        Run r = run(puzzle.toString(), "sudoku", "advanced", "n", answer.toString());
        assertThat(r.code()).isZero();
        assertThat(Files.readString(answer)).isEqualTo("2,1,4,3\n4,3,1,2\n1,2,3,4\n3,4,2,1\n");
    }

    @Test
    void batchRefusesToWriteItsAnswersOverTheDataSet() throws Exception {
        Path set = Files.writeString(dir.resolve("set.txt"), SET);
        for (Path name : namesOf(set)) {
            Run r = run("batch", set.toString(), "--solver", "advanced", "--out", name.toString());
            assertThat(r.code()).as(name.toString()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).isEqualTo("error: " + name + ": is the data set itself"
                    + (name.equals(set) ? "" : " (" + set + ")")
                    + "; writing it would replace what is read, so nothing was done\n");
        }
        Run legacy = run("--batch", set.toString(), "--solver", "advanced", "--out", set.toString());
        assertThat(legacy.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(Files.readString(set)).isEqualTo(SET);
    }

    @Test
    void anEmptyBatchIsNotASuccess() throws Exception {
        for (String text : new String[]{"", "# only a comment\n\n"}) {
            Path set = Files.writeString(dir.resolve("empty.txt"), text);
            Path out = dir.resolve("answers.txt");
            Run r = run("batch", set.toString(), "--solver", "advanced", "--out", out.toString());
            assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.err()).isEqualTo("error: " + set + ": holds no puzzle; expected one puzzle a line"
                    + " (n*n characters, '.' or 0 for a blank)\n");
            assertThat(out).doesNotExist();
        }
        Path bad = Files.writeString(dir.resolve("bad.txt"), "12345\nabc\n");
        Run r = run("batch", bad.toString(), "--solver", "advanced");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).endsWith("error: " + bad + ": none of its 2 puzzle lines could be read\n");
    }

    @Test
    void batchReadsStandardInputAsSolveDoes() {
        Run r = run(new ByteArrayInputStream(SET.getBytes(StandardCharsets.UTF_8)), "batch", "-", "--solver", "advanced");
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("2143432132141432\n1234341241232341\n");
        Run empty = run(InputStream.nullInputStream(), "batch", "-", "--solver", "advanced");
        assertThat(empty.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(empty.err()).startsWith("error: standard input: holds no puzzle");
    }
}
