package tester;

import cli.ExitCode;
import cli.Version;
import grid.io.Json;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The picocli command line: generated help and version, the commands and the forms older scripts use,
 * options refused where they do not apply, standard input, JSON, and the messages a new user reads.
 */
class CommandLineTest {

    @TempDir
    Path dir;

    private static final String EASY = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();
    /** The skeleton's time: a double's own decimal form (E notation below a millisecond). */
    static final String SECONDS = "\\d+\\.\\d+(E-\\d+)?";

    record Run(int code, String out, String err) {
        List<String> errLines() {
            return err.isEmpty() ? List.of() : List.of(err.split("\n"));
        }
    }

    static Run run(String... args) {
        return runWith(InputStream.nullInputStream(), args);
    }

    static Run runWith(InputStream in, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Writes {@code text} to the file {@code name} in {@code dir}. */
    static Path write(Path dir, String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void versionNamesTheBuildAndTheJava() {
        Run r = run("--version");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("sudoku " + Version.project() + " (Java ");
        assertThat(Version.project()).matches("\\d+\\.\\d+\\.\\d+.*");
    }

    @Test
    void helpListsTheCommandsTypesAndEveryExitCode() {
        Run r = run("--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("solve", "batch", "bench", "killer", "advanced", "130", "4 an output",
                "5 --unique found several");
        for (String command : List.of("solve", "batch", "bench")) {
            Run help = run(command, "--help");
            assertThat(help.code()).as(command).isZero();
            assertThat(help.out()).as(command).contains("Usage:").contains("--timeout");
        }
        assertThat(run("batch", "--help").out()).contains("--limit").contains("--json");
        assertThat(run("bench", "--help").out()).contains("--data").contains("--first").contains("--budget")
                .contains("--plot").contains("--markdown");
    }

    @Test
    void theOlderFormsOfBatchAndBenchStillWork() throws Exception {
        Path data = write(dir, "set.txt", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n");
        assertThat(run("--batch", data.toString(), "--solver", "advanced").out())
                .isEqualTo(run("batch", data.toString(), "--solver", "advanced").out());
        Run help = run("--bench", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--data");
    }

    @Test
    void anUnknownOptionIsNamedForItsCommandWithASuggestion() {
        Run bench = run("--bench", "--frob");
        assertThat(bench.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bench.errLines()).containsExactly("error: unknown option --frob for bench (bench --help lists the options)");
        Run typo = run(EASY, "sudoku", "advanced", "n", "--timout", "3");
        assertThat(typo.errLines()).hasSize(1);
        assertThat(typo.err()).contains("unknown option --timout for solve; did you mean --timeout?");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--limit on a plain solve|solve;EASY;sudoku;advanced;n;--limit;3|--limit applies to --count and --all",
        "--threads with --count|solve;EASY;sudoku;advanced;n;--count;--threads;2|--threads runs several searches",
        "--render with --count|solve;EASY;sudoku;advanced;n;--count;--render;DIR/x.svg|--render draws an answer",
        "--json with --all|solve;EASY;sudoku;advanced;n;--all;--json|--json reports one answer or a count",
        "--json with y|solve;EASY;sudoku;advanced;y;--json|pass n instead of y",
        "OUTPUT twice|solve;EASY;sudoku;advanced;n;DIR/a.csv;--out;DIR/b.csv|OUTPUT is given twice",
        "--render with batch|batch;EASY;--solver;advanced;--render;DIR/x.png|--render does not apply to batch (it is an option of solve)",
        "--count with batch|batch;EASY;--solver;advanced;--count|--count does not apply to batch",
        "--data with solve|solve;EASY;sudoku;advanced;n;--data;DIR|--data does not apply to solve (it is an option of bench)",
        "bench without --data|bench|bench needs --data DIR",
        "generate an unknown type|generate;dutch|generate makes sudoku, killer, kropki, futoshiki and fpuzzles puzzles, not 'dutch'",
        "generate a Futoshiki of side 3|generate;futoshiki;--size;3|--size for futoshiki is one of 4, 5, 6, 7, 8, 9, not 3",
        "generate a size that is no square|generate;sudoku;--size;5|--size for sudoku is one of 4, 9, 16, 25, not 5",
        "generate with a made-up symmetry|generate;sudoku;--symmetry;spiral|--symmetry is none, rotational or diagonal",
        "generate sudoku with --cage|generate;sudoku;--cage;3|--cage applies to killer",
        "generate a made-up difficulty|generate;sudoku;--difficulty;fiendish|--difficulty is easy, medium, hard, expert, master, extreme or trial",
        "generate several into a missing folder|generate;sudoku;--count;2;--out;DIR/none|--out names an existing folder",
        "--candidates with --count|solve;EASY;sudoku;advanced;n;--candidates;--count|--candidates cannot be used with --count",
        "--unique with an OUTPUT|solve;EASY;sudoku;advanced;n;DIR/a.csv;--unique|--unique prints its answer; it writes no OUTPUT",
        "--explain with --render|solve;EASY;sudoku;advanced;n;--explain;--render;DIR/x.svg|--explain draws nothing",
        "--candidates and --unique|solve;EASY;sudoku;advanced;n;--candidates;--unique|cannot be used together",
        "--unique with --threads|solve;EASY;sudoku;advanced;n;--unique;--threads;2|--unique runs its own searches",
        "--url with --count|solve;EASY;sudoku;advanced;n;--url;--count|--url prints the link of one answer",
        "--explain and --rate|solve;EASY;sudoku;advanced;n;--rate;--explain|--explain and --rate cannot be used together",
        "a sixth argument|EASY;sudoku;advanced;n;DIR/a.csv;extra|unexpected argument 'extra'",
        "y or n|EASY;sudoku;advanced;maybe|the fourth argument must be y or n",
    })
    void anOptionThatDoesNotApplyIsRefusedInOneLine(String what, String args, String message) {
        String[] argv = args.replace("EASY", EASY).replace("DIR", dir.toString()).split(";");
        Run r = run(argv);
        assertThat(r.code()).as(what).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).as(what).hasSize(1);
        assertThat(r.err()).as(what).startsWith("error: ").contains(message);
        if (List.of(argv).contains("--json")) {
            // asked for JSON, the mistake is also one JSON object on stdout
            assertThat(r.out()).as(what).startsWith("{\"status\":\"error\",\"exitCode\":2,\"message\":");
        } else {
            assertThat(r.out()).as(what).isEmpty();
        }
        assertThat(dir).as(what).isEmptyDirectory();
    }

    @Test
    void namesAreReadInAnyCaseAndOptionsTakeEqualsSigns() {
        Run r = run(EASY, "Sudoku", "Advanced", "Y", "--timeout=5", "--seed=3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Solution found!").contains("----+----");
        assertThat(run("SOLVE", EASY, "SUDOKU", "DANCING", "N").code()).isZero();
    }

    @Test
    void theRmitFormPrintsExactlyTheSkeletonLines() throws Exception {
        Path out = dir.resolve("out.csv");
        Run r = run(EASY, "sudoku", "backtracking", "n", out.toString());
        assertThat(r.out()).matches("Solution found!\n\ntime taken = " + SECONDS + " sec\\.\n\nValid solution\\.\n");
        assertThat(r.err()).isEmpty();
        assertThat(Files.readString(out)).isEqualTo("2,1,4,3\n4,3,2,1\n3,2,1,4\n1,4,3,2\n");
        Run visual = run(EASY, "sudoku", "backtracking", "y");
        assertThat(visual.out()).matches("Initial grid:\n2 1 \\| \\. \\.\n(?s).*\n\nSolution found!\n\nSolved grid:\n"
                + "2 1 \\| 4 3\n4 3 \\| 2 1\n----\\+----\n3 2 \\| 1 4\n1 4 \\| 3 2\n\n"
                + "time taken = " + SECONDS + " sec\\.\n\nValid solution\\.\n");
        assertThat(visual.err()).matches("nodes: \\d+, backtracks: \\d+\n");
    }

    @Test
    void aDashReadsThePuzzleFromStandardInput() {
        byte[] puzzle = "4\n1 2 3 4\n0,0 1\n".getBytes(StandardCharsets.UTF_8);
        Run r = runWith(new ByteArrayInputStream(puzzle), "-", "sudoku", "advanced", "n", "-");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Solution found!").contains("1,2,3,4\n");
        Run bad = runWith(new ByteArrayInputStream("4\n1 2 3\n".getBytes(StandardCharsets.UTF_8)),
                "-", "sudoku", "advanced", "n");
        assertThat(bad.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.err()).startsWith("error: standard input:2: found 3 symbols");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> json(String text) throws Exception {
        return (Map<String, Object>) Json.parse("stdout", text).root();
    }

    @Test
    void jsonReportsASolveACountAndABatchAsOneObject() throws Exception {
        Run solved = run(EASY, "sudoku", "advanced", "n", "--json");
        assertThat(solved.out().strip().lines()).hasSize(1);
        Map<String, Object> s = json(solved.out());
        assertThat(s).containsEntry("status", "solved").containsKeys("seconds", "nodes", "backtracks");
        assertThat(s.get("solution").toString()).isEqualTo("[[2, 1, 4, 3], [4, 3, 2, 1], [3, 2, 1, 4], [1, 4, 3, 2]]");

        Path empty = write(dir, "empty.in", "4\n1 2 3 4\n");
        Map<String, Object> c = json(run(empty.toString(), "sudoku", "advanced", "n", "--count", "--json").out());
        assertThat(c).containsEntry("status", "counted").containsEntry("complete", true);
        assertThat(((Number) c.get("solutions")).longValue()).isEqualTo(288);

        Path clash = write(dir, "clash.in", "4\n1 2 3 4\n0,0 3\n0,3 3\n");
        Run none = run(clash.toString(), "sudoku", "advanced", "n", "--json");
        assertThat(none.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(json(none.out())).containsEntry("status", "no solution").containsKey("clashes");

        Path data = write(dir, "set.txt", "1 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
                + "11..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n");
        Run batch = run("batch", data.toString(), "--solver", "advanced", "--json");
        assertThat(batch.code()).isEqualTo(ExitCode.NO_SOLUTION);
        Map<String, Object> b = json(batch.out());
        assertThat(b).containsEntry("status", "done");
        assertThat(((Number) b.get("puzzles")).intValue()).isEqualTo(2);
        var answer = org.assertj.core.api.InstanceOfAssertFactories.map(String.class, Object.class);
        assertThat(b.get("answers")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST).hasSize(2)
                .satisfiesExactly(
                        first -> assertThat(first).asInstanceOf(answer).containsEntry("status", "solved")
                                .containsKey("solution"),
                        second -> assertThat(second).asInstanceOf(answer).containsEntry("status", "no solution")
                                .doesNotContainKey("solution"));
    }

    @Test
    void aFileOfAnotherTypeGetsAHint() {
        Run r = run(Path.of("..", "puzzles", "kropki", "Input1.txt").toString(), "sudoku", "advanced", "n");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.err()).contains("this looks like a kropki file: try type kropki");
    }

    @Test
    void renderOnAnUnsolvablePuzzleDrawsTheGivensAndSaysWhy() {
        Path picture = dir.resolve("none.svg");
        Run r = run(Path.of("..", "puzzles", "sudoku", "std-1616.in").toString(), "sudoku", "advanced", "n",
                "--render", picture.toString());
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(picture).exists();
        assertThat(r.err()).isEqualTo("note: " + picture + " shows the puzzle without an answer: the puzzle has no solution\n");
    }

    @Test
    void generateChecksItsOutputBeforeMakingAnyPuzzle() {
        Path missing = dir.resolve("no-such-folder").resolve("p.in");
        Run r = run("generate", "sudoku", "--seed", "1", "--out", missing.toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).startsWith("error: " + missing + ": cannot write there, the directory ")
                .doesNotContain("seed 1:");
        assertThat(r.errLines()).hasSize(1);
    }

    @Test
    void generatedPuzzlesReadBackAsUniqueAndTheSeedRepeatsThem() throws Exception {
        Run sudoku = run("generate", "sudoku", "--seed", "7", "--symmetry", "rotational");
        assertThat(sudoku.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(sudoku.err()).startsWith("sudoku 9x9, seed 7: ").contains(" givens, unique (");
        assertThat(run("generate", "sudoku", "--seed", "7", "--symmetry", "rotational").out()).isEqualTo(sudoku.out());
        Path file = write(dir, "generated.in", sudoku.out());
        Run check = run(file.toString(), "sudoku", "dancing", "n", "--unique");
        assertThat(check.code()).as(check.out()).isEqualTo(ExitCode.SOLVED);
        RuleModel model = grid.io.RmitFormat.readStandard(grid.io.TextLines.read(file.toString()));
        for (int c = 0; c < 81; c++) {
            assertThat(model.givens()[c] >= 0).as("cell %d and its half-turn image", c)
                    .isEqualTo(model.givens()[80 - c] >= 0);
        }

        Path folder = Files.createDirectories(dir.resolve("killers"));
        Run killers = run("generate", "killer", "--size", "4", "--seed", "3", "--count", "2", "--minimal",
                "--out", folder.toString());
        assertThat(killers.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(killers.out()).isEmpty();
        for (String name : List.of("killer-4x4-3.in", "killer-4x4-4.in")) {
            Run unique = run(folder.resolve(name).toString(), "killer", "backtracking", "n", "--unique");
            assertThat(unique.code()).as(name).isEqualTo(ExitCode.SOLVED);
        }
        for (String kind : List.of("kropki", "futoshiki")) {
            Run made = run("generate", kind, "--size", kind.equals("kropki") ? "9" : "6", "--seed", "5");
            assertThat(made.code()).as(kind).isEqualTo(ExitCode.SOLVED);
            assertThat(made.err()).contains(kind.equals("kropki") ? " dots, unique (" : " signs, unique (");
            Run unique = run(write(dir, kind + ".txt", made.out()).toString(), kind, "forward", "n", "--unique");
            assertThat(unique.out()).as(kind).contains("Unique: the puzzle has exactly one solution.");
        }
    }

    @Test
    void renderWhenTheGivensBreakARuleDrawsThemAndSaysWhy() throws Exception {
        Path puzzle = write(dir, "clash.in", "4\n1 2 3 4\n0,0 1\n0,1 1\n");
        Path picture = dir.resolve("clash.svg");
        Run r = run(puzzle.toString(), "sudoku", "advanced", "n", "--render", picture.toString());
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.out()).startsWith("No solution found!\n\ntime taken = ").endsWith("\n\nInvalid solution.\n");
        assertThat(picture).exists();
        assertThat(r.err()).startsWith("The givens already break a rule: ").endsWith("note: " + picture
                + " shows the puzzle without an answer: the givens already break a rule\n");
    }

    @Test
    void aThirtySixLineOfZerosSaysThatZeroIsASymbolThereInASolveToo() throws Exception {
        Path puzzle = write(dir, "zeros36.txt", "0".repeat(36 * 36) + "\n");
        Run r = run(puzzle.toString(), "sudoku", "advanced", "n");
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.out()).startsWith("No solution found!\n");
        assertThat(r.err()).startsWith("note: " + puzzle + ": in a 36x36 line 0 is a symbol; '.' is the blank\n"
                + "The givens already break a rule: ");
        Run nine = run(write(dir, "zeros9.txt", "0".repeat(81) + "\n").toString(), "sudoku", "advanced", "n");
        assertThat(nine.err()).as("up to 25x25 0 is a blank, so no note").isEmpty();
    }

    @Test
    void withNNoTypePrintsABoardAndCountsPrintNoStatistics() {
        Run dutch = run(Path.of("..", "puzzles", "dutch", "input3").toString(), "dutch", "advanced", "n");
        assertThat(dutch.out()).matches("Solution found!\n\ntime taken = " + SECONDS + " sec\\.\n\nValid solution\\.\n");
        Run count = run(Path.of("..", "puzzles", "dutch", "input5").toString(), "dutch", "advanced", "n", "--count");
        assertThat(count.out()).matches("solutions: 2\ntime taken = " + SECONDS + " sec\\.\n");
        Run counted = run(Path.of("..", "puzzles", "dutch", "input5").toString(), "dutch", "advanced", "y", "--count");
        assertThat(counted.out()).contains("Board Position");
        assertThat(counted.err()).startsWith("nodes: ");
    }

    @Test
    void batchSkipLinesAreErrorsThatCountTheWholeLine() throws Exception {
        Path data = write(dir, "set.txt", "12 34 56\n");
        Run r = run("batch", data.toString(), "--solver", "advanced");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines().get(0)).isEqualTo("error: " + data + ":1: found 3 words (8 characters), expected one"
                + " puzzle of n*n characters, after an index number at most; line skipped");
    }

    @Test
    void aMissingDataSetIsNamedOnce() {
        Path missing = dir.resolve("none.txt");
        Run r = run("batch", missing.toString(), "--solver", "advanced");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).containsExactly("error: " + missing + ": cannot open the data set (no such file or not readable)");
    }

    @Test
    void aThirtySixLineOfZerosSaysThatZeroIsASymbolThere() throws Exception {
        Path data = write(dir, "zeros.txt", "0".repeat(36 * 36) + "\n");
        Run r = run("batch", data.toString(), "--solver", "advanced");
        assertThat(r.code()).isEqualTo(ExitCode.NO_SOLUTION);
        assertThat(r.out()).isEqualTo("no solution\n");
        assertThat(r.err()).contains(data + ":1: no solution: the givens already break a rule")
                .contains("in a 36x36 line 0 is a symbol; '.' is the blank");
    }

    @Test
    void benchWithAMissingFolderIsAnError() {
        Run r = run("bench", "--data", dir.resolve("missing").toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.err()).startsWith("error: ").contains("no such folder");
    }

    @Test
    void aZeroGivenThatIsNotASymbolIsABlankInTheFilesOfOtherStudents() {
        Run r = run(Path.of("..", "puzzles", "sudoku", "filled_1616-2-zero-blanks.in").toString(), "sudoku",
                "advanced", "n");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Valid solution.");
    }
}
