package grid.io;

import grid.KillerSudokuGrid;
import grid.RuleGrid;
import grid.StdSudokuGrid;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

import java.io.FileNotFoundException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RmitFormatTest {

    private static final Path RES = Path.of("src/test/resources/rmit");

    private static RuleModel readStd(String name) throws Exception {
        StdSudokuGrid g = new StdSudokuGrid();
        g.initGrid(RES.resolve("good").resolve(name).toString());
        return g.rules();
    }

    /**
     * A killer whose cages leave cells out is read as it is (the assignment's cage is any subset of cells
     * with a total) and the note names the cells left out; a killer covering the grid has no note.
     */
    @Test
    void aKillerWhoseCagesLeaveCellsOutIsReadAndTheCellsLeftOutAreNamed() throws Exception {
        RuleModel some = RmitFormat.readKiller(TextLines.of("k.in",
                "4\n1 2 3 4\n3\n5 0,0 0,1\n8 1,0 2,0 3,0\n3 1,1 1,2\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(some.cages()).hasSize(3);
        assertThat(RmitFormat.uncagedNote(some)).isEqualTo("9 of the 16 cells are in no cage (0,2 0,3 1,3 2,1 2,2"
                + " 2,3 and 3 more); read as given, with only the Sudoku rules there (is a cage line missing?)");
        RuleModel one = RmitFormat.readKiller(TextLines.of("k.in", ("4\n1 2 3 4\n8\n3 0,0 0,1\n7 0,2 0,3\n7 1,0 1,1\n"
                + "3 1,2 1,3\n5 2,0 2,1\n5 2,2 2,3\n5 3,0 3,1\n2 3,2\n").getBytes(StandardCharsets.UTF_8)));
        assertThat(RmitFormat.uncagedNote(one)).startsWith("1 of the 16 cells is in no cage (3,3);");
        RuleModel none = RmitFormat.readKiller(TextLines.of("k.in", "4\n1 2 3 4\n0\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(RmitFormat.uncagedNote(none)).startsWith("16 of the 16 cells are in no cage");
        KillerSudokuGrid published = new KillerSudokuGrid();
        published.initGrid(Path.of("..", "puzzles", "killer", "killer_99.in").toString());
        assertThat(RmitFormat.uncagedNote(published.rules())).isEmpty();
    }

    @Test
    void readsThePlainFormat() throws Exception {
        RuleModel m = readStd("plain.in");
        assertThat(m.size()).isEqualTo(4);
        assertThat(m.symbols()).containsExactly(1, 2, 3, 4);
        assertThat(m.given(0)).isEqualTo(1);
        assertThat(m.givenCount()).isEqualTo(1);
        assertThat(m.groups()).hasSize(12);
    }

    @Test
    void toleratesBomCrlfBlankLinesAndExtraSpaces() throws Exception {
        RuleModel m = readStd("bom-crlf-spaces.in");
        assertThat(m.given(m.cell(0, 0))).isEqualTo(m.symbolIndex(2));
        assertThat(m.given(m.cell(3, 3))).isEqualTo(m.symbolIndex(1));
        assertThat(m.givenCount()).isEqualTo(2);
    }

    @Test
    void keepsUnsortedSymbolListsAsValues() throws Exception {
        RuleModel m = readStd("unsorted-symbols.in");
        assertThat(m.symbols()).containsExactly(5, 10, 15, 20);
        assertThat(m.symbol(m.given(0))).isEqualTo(20);
        assertThat(m.symbol(m.given(m.cell(1, 1)))).isEqualTo(5);
    }

    @Test
    void zeroIsASymbolNotABlank() throws Exception {
        RuleModel m = readStd("zero-symbol.in");
        assertThat(m.symbol(m.given(0))).isZero();
        assertThat(m.givenCount()).isEqualTo(2);
    }

    @Test
    void aZeroGivenWhereZeroIsNotASymbolIsABlank() throws Exception {
        RuleModel m = readStd("zero-blanks.in");
        assertThat(m.givenCount()).isEqualTo(2);
        assertThat(m.given(m.cell(0, 1))).isEqualTo(-1);
        assertThat(m.given(m.cell(3, 3))).isEqualTo(-1);
        assertThat(m.symbol(m.given(m.cell(1, 0)))).isEqualTo(3);
    }

    @Test
    void theSameGivenRepeatedWithTheSameValueIsAccepted() throws Exception {
        assertThat(readStd("same-given-twice.in").givenCount()).isEqualTo(1);
    }

    @Test
    void aMissingFileIsFileNotFound() {
        assertThatThrownBy(() -> new StdSudokuGrid().initGrid("no/such/file.in"))
                .isInstanceOf(FileNotFoundException.class);
    }

    @ParameterizedTest(name = "{0} as {1}: line {2}, ''{3}''")
    @CsvFileSource(resources = "/rmit/bad/cases.csv", delimiter = '|', numLinesToSkip = 0)
    void rejectsMalformedFilesWithFileLineAndReason(String file, String type, int line, String fragment) {
        RuleGrid grid = type.equals("killer") ? new KillerSudokuGrid() : new StdSudokuGrid();
        String path = RES.resolve("bad").resolve(file).toString();
        assertThatThrownBy(() -> grid.initGrid(path))
                .isInstanceOfSatisfying(PuzzleFormatException.class, e -> {
                    assertThat(e.file()).isEqualTo(path);
                    assertThat(e.line()).isEqualTo(line);
                    assertThat(e.getMessage()).startsWith(line > 0 ? path + ":" + line + ": " : path + ": ")
                            .contains(fragment).doesNotContain("\n").doesNotContain("Exception");
                });
    }
}
