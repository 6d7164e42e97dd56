package tester;

import cli.ExitCode;
import grid.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static tester.CommandLineTest.Run;
import static tester.CommandLineTest.run;

/**
 * What a new user meets first, each mistake answered in one line that says what to do: a misspelt
 * command or option, a data set given to solve, a link in a format not read here, a killer whose cages
 * leave cells out, an option given twice, an empty output name, no arguments at all; with {@code --json}
 * the mistake comes as a JSON object on stdout too. And the pictures and help that a first run shows.
 */
class FirstUseEdgesTest {

    @TempDir
    Path dir;

    private static final String EASY = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();
    private static final String ONE_LINE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private Path write(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String stdout) throws Exception {
        return (Map<String, Object>) Json.parse("stdout", stdout).root();
    }

    /** The run failed with exit 2 in one line, {@code error: } first, no stack trace, nothing on stdout. */
    private static Run refused(Run r) {
        assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).as(r.err()).hasSize(1);
        assertThat(r.err()).startsWith("error: ").doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(r.out()).isEmpty();
        return r;
    }

    @Test
    void aMisspeltCommandIsNamedWithTheCommandMeantNotTakenForAFile() throws Exception {
        Path set = write("set.txt", ONE_LINE + "\n");
        assertThat(refused(run("solv", EASY, "sudoku", "advanced", "n")).err())
                .isEqualTo("error: solv: no such command or puzzle file; did you mean solve? (--help lists the commands)\n");
        assertThat(refused(run("bacth", set.toString(), "--solver", "advanced")).err())
                .contains("bacth: no such command or puzzle file; did you mean batch?");
        assertThat(refused(run("Gnerate", "sudoku")).err()).contains("did you mean generate?");
        // the RMIT form (four or five arguments) is not taken either: the first word is no file
        assertThat(refused(run("batc", EASY, "sudoku", "n")).err()).contains("did you mean batch?");
        // a word near no command stays a puzzle file that does not exist
        assertThat(refused(run("puzzle", "sudoku", "advanced", "n")).err())
                .contains("puzzle: cannot open the puzzle file");
    }

    @Test
    void aNearMissIsWithinOneEditForShortWordsTwoForLongerOnesOrAUniquePrefix() {
        List<String> commands = List.of("solve", "batch", "bench", "generate", "serve");
        assertThat(Spelling.nearest("bacth", commands)).containsExactly("batch");
        assertThat(Spelling.nearest("solv", commands)).containsExactly("solve");
        assertThat(Spelling.nearest("BENSH", commands)).containsExactly("bench");
        assertThat(Spelling.nearest("gen", commands)).containsExactly("generate");
        assertThat(Spelling.nearest("batch", commands)).isEmpty();
        assertThat(Spelling.nearest("bxxch", commands)).containsExactly("batch", "bench");
        // four letters allow one edit, an option's dashes not counted: --frob is near neither
        assertThat(Spelling.nearest("--frob", List.of("--first", "--plot"))).isEmpty();
        assertThat(Spelling.nearest("--solvr", List.of("--solver", "--seed"))).containsExactly("--solver");
        assertThat(Spelling.distance("ab", "ba")).isEqualTo(1);
        assertThat(Spelling.distance("kitten", "sitting")).isEqualTo(3);
        assertThat(Spelling.either(List.of("a", "b", "c"))).isEqualTo("a, b or c");
    }

    @Test
    void aMisspeltOptionIsNamedWithTheOptionMeant() throws Exception {
        Path set = write("set.txt", ONE_LINE + "\n");
        // --solver is required by batch: the misspelling is the mistake, not a missing --solver
        assertThat(refused(run("batch", set.toString(), "--solvr", "advanced")).err())
                .isEqualTo("error: unknown option --solvr for batch; did you mean --solver? (batch --help lists the options)\n");
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "--timout", "3")).err())
                .contains("unknown option --timout for solve; did you mean --timeout?");
        // an option of another command, misspelt, is named with its command
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "--solvr", "dancing")).err())
                .contains("unknown option --solvr for solve; did you mean --solver (an option of batch");
    }

    @Test
    void aDataSetGivenToSolveIsSentToBatch() throws Exception {
        Path set = write("set.txt", "# two puzzles\n" + ONE_LINE + "\n" + ONE_LINE.replace('4', '.') + "\n");
        assertThat(refused(run(set.toString(), "sudoku", "advanced", "n")).err())
                .isEqualTo("error: " + set + ": holds 2 one-line puzzles, a data set; solve takes one puzzle,"
                        + " batch takes a data set: java -jar sudoku.jar batch " + set + " --solver advanced\n");
        // the solver named stays in the command when it solves Sudoku
        assertThat(refused(run(set.toString(), "sudoku", "dancing", "n")).err()).endsWith("--solver dancing\n");
        // and the batch command it gives works
        Run batch = run("batch", set.toString(), "--solver", "dancing");
        assertThat(batch.code()).as(batch.err()).isEqualTo(ExitCode.SOLVED);
        assertThat(batch.out().lines().filter(l -> !l.startsWith("#")).count()).isEqualTo(2);
        // one puzzle alone in its file is still solved
        Run one = run(write("one.txt", ONE_LINE + "\n").toString(), "sudoku", "dancing", "n");
        assertThat(one.code()).as(one.err()).isEqualTo(ExitCode.SOLVED);
    }

    @Test
    void sudokuPadsOwnLinksAndShortLinksAreUnsupportedNotDamaged() {
        for (String link : List.of("https://sudokupad.app/sclN4IgzglgXgpiBcBOAN", "https://sudokupad.app/ctcN4Ig")) {
            String err = refused(run(link, "fpuzzles", "advanced", "n")).err();
            assertThat(err).as(link).contains("SudokuPad's own format").contains("is not read here")
                    .contains("give the puzzle as f-puzzles data instead").doesNotContain("damaged")
                    .doesNotContain("decompress");
        }
        assertThat(refused(run("https://sudokupad.app/wfkc3h37s4", "fpuzzles", "advanced", "n")).err())
                .contains("a SudokuPad short link (wfkc3h37s4), which only names a puzzle");
        assertThat(refused(run("https://tinyurl.com/2p8x7y4z", "fpuzzles", "advanced", "n")).err())
                .contains("a short link (tinyurl.com)");
        // given with another type, the link is still named for what it is
        assertThat(refused(run("https://sudokupad.app/sclN4Ig", "sudoku", "advanced", "n")).err())
                .startsWith("error: https://sudokupad.app/sclN4Ig: is a SudokuPad link in SudokuPad's own format");
    }

    /**
     * A killer whose cages leave cells out is solved as given (the assignment's cage is any subset of
     * cells), and a note on stderr names the cells left out; stdout keeps the skeleton's lines.
     */
    @Test
    void aKillerWhoseCagesLeaveCellsOutIsSolvedWithANote() throws Exception {
        Path killer = write("k.in", "4\n1 2 3 4\n3\n5 0,0 0,1\n8 1,0 2,0 3,0\n3 1,1 1,2\n");
        Run r = run(killer.toString(), "killer", "advanced", "n");
        assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.SOLVED);
        assertThat(r.err()).isEqualTo("note: " + killer + ": 9 of the 16 cells are in no cage (0,2 0,3 1,3 2,1 2,2"
                + " 2,3 and 3 more); read as given, with only the Sudoku rules there (is a cage line missing?)\n");
        assertThat(r.out()).startsWith("Solution found!\n").contains("Valid solution.");
        // a killer covering the grid has no note
        Run full = run(Path.of("..", "puzzles", "killer", "easy-killer-44-01.in").toString(), "killer", "advanced", "n");
        assertThat(full.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(full.err()).isEmpty();
    }

    @Test
    void anOptionGivenTwiceIsRefused() throws Exception {
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "--timeout", "3", "--timeout", "5")).err())
                .isEqualTo("error: --timeout is given more than once; give it once (which of the values was meant?)\n");
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "--timeout=3", "--timeout=3")).err())
                .contains("--timeout is given more than once");
        Path set = write("set.txt", ONE_LINE + "\n");
        assertThat(refused(run("batch", set.toString(), "--solver", "advanced", "--solver", "dancing")).err())
                .contains("--solver is given more than once");
        // an option that may be repeated still is
        Run twice = run(Path.of("..", "puzzles", "fpuzzles", "killer-4x4.json").toString(), "fpuzzles", "advanced",
                "n", "--constraint", "diagonal+", "--constraint", "diagonal-");
        assertThat(twice.err()).doesNotContain("more than once");
    }

    @Test
    void anEmptyNameIsCalledEmptyNotADirectory() {
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "")).err())
                .isEqualTo("error: \"\": is an empty name, expected a file name to write (or - for standard output)\n");
        assertThat(refused(run("", "sudoku", "advanced", "n")).err())
                .isEqualTo("error: \"\": is an empty name, not a puzzle file; expected the puzzle's file name,"
                        + " or - for standard input\n");
        assertThat(refused(run(EASY, "sudoku", "advanced", "n", "--render", "")).err()).contains("is an empty name")
                .doesNotContain("directory");
    }

    @Test
    void withJsonAMistakeIsAJsonObjectOnStdoutAndTheExitCodeStays() throws Exception {
        Run missing = run("missing.in", "sudoku", "advanced", "n", "--json");
        assertThat(missing.code()).isEqualTo(ExitCode.BAD_INPUT);
        Map<String, Object> j = json(missing.out());
        assertThat(j).containsEntry("status", "error").containsEntry("exitCode", 2L)
                .containsEntry("message", "missing.in: cannot open the puzzle file (no such file or not readable)");
        // the line stays on stderr for a person
        assertThat(missing.err()).isEqualTo("error: " + j.get("message") + "\n");

        Run typo = run(EASY, "sudoku", "advanced", "n", "--json", "--timout", "3");
        assertThat(typo.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(json(typo.out()).get("message").toString()).startsWith("unknown option --timout");

        Path set = write("set.txt", ONE_LINE + "\n");
        Path out = dir.resolve("no-such-dir").resolve("answers.txt");
        Run unwritable = run("batch", set.toString(), "--solver", "advanced", "--json", "--out", out.toString());
        assertThat(unwritable.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(json(unwritable.out())).containsEntry("status", "error").containsEntry("exitCode", 2L);

        // a run that answers prints its own object, one only
        Run solved = run(EASY, "sudoku", "advanced", "n", "--json");
        assertThat(solved.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(json(solved.out())).containsEntry("status", "solved");
        Run none = run(write("clash.in", "4\n1 2 3 4\n0,0 1\n0,1 1\n").toString(), "sudoku", "advanced", "n", "--json");
        assertThat(none.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(json(none.out())).containsEntry("status", "no solution");
    }

    @Test
    void noArgumentsPrintTheUsageOnStderrWithExit2() {
        Run r = run();
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("Usage: java -jar sudoku.jar PUZZLE TYPE SOLVER y|n [OUTPUT] [options]")
                .contains("Commands:").doesNotContain("missing");
    }

    @Test
    void theTopUsageNamesEveryGenerateType() {
        Run r = run("--help");
        assertThat(r.out()).contains("java -jar sudoku.jar generate sudoku|killer|kropki|futoshiki|fpuzzles [options]")
                .contains("generate  Make puzzles with exactly one solution (sudoku, killer, kropki, futoshiki, fpuzzles)");
    }

    /**
     * In the {@code --candidates} picture a cell that every solution fills alike is drawn as a placed digit
     * (the size of a given, the colour of a filled cell); the others' candidates stay small.
     */
    @Test
    void aCellWithOneTrueCandidateIsDrawnBigInTheCandidatesPicture() throws Exception {
        // r1c1..r1c3 given, so r1c4 can only be 4; the rest of the grid has several solutions
        Path puzzle = write("few.in", "4\n1 2 3 4\n0,0 1\n0,1 2\n0,2 3\n");
        Run text = run(puzzle.toString(), "sudoku", "advanced", "n", "--candidates");
        assertThat(text.out()).startsWith("1   2   | 3   4\n").contains("candidates: 33 in 13 open cells");
        Path picture = dir.resolve("marks.svg");
        Run drawn = run(puzzle.toString(), "sudoku", "advanced", "n", "--candidates", "--render", picture.toString());
        assertThat(drawn.code()).as(drawn.err()).isEqualTo(ExitCode.SOLVED);
        Matcher texts = Pattern.compile("<text[^>]*font-size=\"([0-9.]+)\"[^>]*font-weight=\"(\\w+)\"[^>]*>(\\w+)<")
                .matcher(Files.readString(picture));
        String givenSize = null;
        List<String> big = new java.util.ArrayList<>();
        int small = 0;
        while (texts.find()) {
            if (texts.group(2).equals("bold")) {
                givenSize = texts.group(1);
            }
        }
        texts.reset();
        while (texts.find()) {
            if (texts.group(1).equals(givenSize)) {
                big.add(texts.group(2) + " " + texts.group(3));
            } else {
                small++;
            }
        }
        // three bold givens and the one placed 4; 32 small candidates in the 12 other open cells
        assertThat(big).containsExactly("bold 1", "bold 2", "bold 3", "normal 4");
        assertThat(small).isEqualTo(32);
    }
}
