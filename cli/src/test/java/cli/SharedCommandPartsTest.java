package cli;

import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.io.RmitFormat;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.generate.Generator;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The parts both command lines (the tester and the Spark module) share, checked on their own: a batch
 * line read and answered, a puzzle made from its seed, an output name checked before a run, the version.
 */
class SharedCommandPartsTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void aBatchLineIsAPuzzleWithOrWithoutAnIndexNumber() throws Exception {
        BatchLines.Entry plain = BatchLines.parse("set.txt", 3, PUZZLE);
        BatchLines.Entry indexed = BatchLines.parse("set.txt", 4, "17 " + PUZZLE);
        assertThat(plain.n()).isEqualTo(9);
        assertThat(plain.line()).isEqualTo(3);
        assertThat(indexed.givens()).isEqualTo(plain.givens());
        assertThat(plain.givens()[0]).isEqualTo(3);
        assertThat(plain.givens()[1]).isEqualTo(-1);
        assertThat(BatchLines.parse("set.txt", 5, "  ")).isNull();
        assertThat(BatchLines.parse("set.txt", 6, "# a comment")).isNull();
    }

    @Test
    void aBadBatchLineNamesTheFileTheLineAndWhatWasExpected() {
        assertThatThrownBy(() -> BatchLines.parse("set.txt", 7, "123"))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("set.txt:7")
                .hasMessageContaining("expected a one-line puzzle");
        assertThatThrownBy(() -> BatchLines.parse("set.txt", 8, "a b " + PUZZLE))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("set.txt:8")
                .hasMessageContaining("found 3 words");
    }

    @Test
    void anAnswerLineIsTheSolutionInTheOneLineForm() throws Exception {
        BatchLines.Entry p = BatchLines.parse("set.txt", 1, PUZZLE);
        RuleModel rules = OneLineFormat.rules(9);
        int[] solution = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                solution[r * 9 + c] = (r * 3 + r / 3 + c) % 9;
            }
        }
        assertThat(RuleChecker.isSolution(rules, solution)).isTrue();
        String line = BatchLines.answer(p.n(), solution, true, 0);
        assertThat(line).hasSize(81).startsWith("123456789");
        assertThat(BatchLines.answer(p.n(), null, false, 0)).isEqualTo("no solution");
        assertThat(BatchLines.summary(2, 1, 1, 0, -1, 2.0, 2))
                .isEqualTo("puzzles: 2, solved: 1, unsolvable: 1, skipped lines: 0, seconds: 2.000, puzzles/second: 1.0");
    }

    @Test
    void theSameSeedMakesTheSamePuzzleText() {
        Generator.Generated a = GeneratedPuzzles.make("killer", 4, 11, Generator.Symmetry.NONE, 3, false);
        Generator.Generated b = GeneratedPuzzles.make("killer", 4, 11, Generator.Symmetry.NONE, 3, false);
        assertThat(GeneratedPuzzles.text("killer", a)).isEqualTo(GeneratedPuzzles.text("killer", b))
                .isEqualTo(RmitFormat.formatPuzzle(a.model()));
        assertThat(RuleChecker.isSolution(a.model(), a.solution())).isTrue();
    }

    @Test
    void generateOptionsAreCheckedInOnePlace() {
        assertThat(GeneratedPuzzles.problem("killer", 9, 1, Generator.Symmetry.NONE, null, null, null)).isNull();
        assertThat(GeneratedPuzzles.problem("dutch", 9, 1, Generator.Symmetry.NONE, null, null, null))
                .isEqualTo("generate makes sudoku, killer, kropki and futoshiki puzzles, not 'dutch'");
        assertThat(GeneratedPuzzles.problem("kropki", 16, 1, Generator.Symmetry.NONE, null, null, null))
                .isEqualTo("--size for kropki is one of 4, 9, not 16");
        assertThat(GeneratedPuzzles.problem("sudoku", 9, 1, Generator.Symmetry.NONE, 3, null, null))
                .isEqualTo("--cage applies to killer");
        assertThat(GeneratedPuzzles.problem("sudoku", 9, 1, Generator.Symmetry.NONE, null, null, "tough"))
                .isEqualTo("--difficulty is easy, medium, hard, expert, master, extreme or trial, not 'tough'");
        assertThat(GeneratedPuzzles.maxCage(4, null)).isEqualTo(4);
        assertThat(GeneratedPuzzles.maxCage(9, null)).isEqualTo(5);
    }

    @Test
    void anOutputNameIsCheckedBeforeTheRun(@TempDir Path dir) throws Exception {
        assertThat(OutputPaths.problem(dir.resolve("answer.csv").toString())).isNull();
        assertThat(OutputPaths.problem(dir.toString())).isNotNull();
        assertThat(OutputPaths.problem(dir.resolve("no-such-folder").resolve("answer.csv").toString())).isNotNull();
        Files.writeString(dir.resolve("kept.csv"), "x");
        assertThat(OutputPaths.problem(dir.resolve("kept.csv").toString())).isNull();
    }

    @Test
    void theVersionIsTheBuildsAndNamesTheJava() {
        assertThat(Version.project()).isNotBlank().doesNotContain("${");
        assertThat(new Version().getVersion()[0]).startsWith("sudoku " + Version.project() + " (Java ");
    }
}
