package grid.io;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SudokuFormatsTest {

    private static RuleModel read(String content) throws PuzzleFormatException {
        return SudokuFormats.read(TextLines.of("puzzle.txt", content.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsTheRmitFormat() throws PuzzleFormatException {
        RuleModel m = read("4\n1 2 3 4\n0,0 3\n3,3 1\n");
        assertThat(m.size()).isEqualTo(4);
        assertThat(m.symbol(m.given(0))).isEqualTo(3);
        assertThat(m.symbol(m.given(15))).isEqualTo(1);
    }

    @Test
    void readsRowColValueLinesCountedFromOne() throws PuzzleFormatException {
        RuleModel m = read("\uFEFF1 1 5\r\n1 2 3 \r\n9 9 9");
        assertThat(m.size()).isEqualTo(9);
        assertThat(m.givenCount()).isEqualTo(3);
        assertThat(m.symbol(m.given(0))).isEqualTo(5);
        assertThat(m.symbol(m.given(1))).isEqualTo(3);
        assertThat(m.symbol(m.given(80))).isEqualTo(9);
    }

    @Test
    void readsAOneLinePuzzle() throws PuzzleFormatException {
        RuleModel m = read("\n" + "1" + ".".repeat(80) + "\n\n");
        assertThat(m.givenCount()).isEqualTo(1);
        assertThat(m.symbol(m.given(0))).isEqualTo(1);
    }

    @Test
    void refusesSomethingElseNamingTheThreeForms() {
        assertThatThrownBy(() -> read("hello\n"))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("puzzle.txt:1: found 'hello', expected the grid size of the RMIT format (size, symbols,"
                        + " 'row,col value' lines), the 'row col value' form or a one-line puzzle");
    }

    @Test
    void refusesAnEmptyFile() {
        assertThatThrownBy(() -> read("\n \n")).hasMessageStartingWith("puzzle.txt: is empty");
    }

    @Test
    void rowColValueRejectsZeroBasedCoordinates() {
        assertThatThrownBy(() -> read("1 1 5\n0 3 4\n"))
                .hasMessage("puzzle.txt:2: row '0' is outside 1..9 (rows, columns and values of this form"
                        + " count from 1)");
    }

    @Test
    void rowColValueRejectsAValueOutOfRange() {
        assertThatThrownBy(() -> read("1 1 10\n")).hasMessageStartingWith("puzzle.txt:1: value '10' is outside 1..9");
    }

    @Test
    void rowColValueRejectsAMalformedLine() {
        assertThatThrownBy(() -> read("1 1 5\n2 2\n"))
                .hasMessage("puzzle.txt:2: found '2 2', expected 'row col value' (three numbers 1..9 separated by"
                        + " spaces)");
    }

    @Test
    void rowColValueRejectsACellGivenTwice() {
        assertThatThrownBy(() -> read("1 1 5\n1 1 6\n"))
                .hasMessage("puzzle.txt:2: cell 1 1 is given twice, as 5 (line 1) and as 6");
    }

    @Test
    void aOneLinePuzzleMustBeTheOnlyLine() {
        assertThatThrownBy(() -> read(".".repeat(81) + "\n" + ".".repeat(81) + "\n"))
                .hasMessageStartingWith("puzzle.txt:1: found '" + ".".repeat(37) + "...', expected the grid size"
                        + " of the RMIT format");
    }
}
