package grid.io;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KropkiFormatTest {

    /** A 4x4 Kropki: givens, 4 rows of 3 horizontal codes, 3 rows of 4 vertical codes. */
    private static final String FOUR = """
            1 0 0 0
            0 0 0 0
            0 0 3 0
            0 0 0 4

            1 0 2
            0 0 0
            0 0 0
            0 0 1

            2 0 0 0
            0 0 0 0
            0 1 0 0
            """;

    private static RuleModel read(String content) throws PuzzleFormatException {
        return KropkiFormat.read(TextLines.of("k.txt", content.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsGivensDotsAndBoxes() throws PuzzleFormatException {
        RuleModel m = read(FOUR);
        assertThat(m.variant()).isEqualTo("kropki");
        assertThat(m.size()).isEqualTo(4);
        assertThat(m.boxRows()).isEqualTo(2);
        assertThat(m.groups()).hasSize(12);
        assertThat(m.symbols()).containsExactly(1, 2, 3, 4);
        assertThat(m.symbol(m.given(0))).isEqualTo(1);
        assertThat(m.symbol(m.given(10))).isEqualTo(3);
        assertThat(m.givenCount()).isEqualTo(3);
        assertThat(m.relations()).containsExactly(
                new Relation(0, 1, RelationKind.DIFFERENCE, 1),
                new Relation(2, 3, RelationKind.RATIO, 2),
                new Relation(14, 15, RelationKind.DIFFERENCE, 1),
                new Relation(0, 4, RelationKind.RATIO, 2),
                new Relation(9, 13, RelationKind.DIFFERENCE, 1));
    }

    @Test
    void toleratesCrlfTrailingSpacesABomNoFinalNewlineAndMissingSeparators() throws PuzzleFormatException {
        String messy = "\uFEFF" + FOUR.replace("\n\n", "\n").replace("\n", "  \r\n").stripTrailing();
        RuleModel m = read(messy);
        assertThat(m.relations()).isEqualTo(read(FOUR).relations());
        assertThat(m.givens()).isEqualTo(read(FOUR).givens());
    }

    @Test
    void writesThePuzzleBackInTheSameForm() throws PuzzleFormatException {
        RuleModel m = read(FOUR);
        RuleModel again = read(KropkiFormat.formatPuzzle(m));
        assertThat(again.givens()).isEqualTo(m.givens());
        assertThat(again.relations()).containsExactlyInAnyOrderElementsOf(m.relations());
        assertThat(KropkiFormat.formatPuzzle(m)).isEqualTo(FOUR);
    }

    @Test
    void writesTheAnswerAsCleanRows() throws PuzzleFormatException {
        RuleModel m = read(FOUR);
        int[] cells = new int[16];
        for (int c = 0; c < 16; c++) {
            cells[c] = (c + c / 4) % 4;
        }
        assertThat(KropkiFormat.format(m, cells)).isEqualTo("1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n");
    }

    @Test
    void rejectsADotCodeOtherThan012() {
        assertThatThrownBy(() -> read(FOUR.replace("1 0 2\n", "1 0 3\n")))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("k.txt:6: dot code '3' is not 0 (no dot), 1 (white) or 2 (black)");
    }

    @Test
    void rejectsAMissingGridRow() {
        assertThatThrownBy(() -> read(FOUR.replace("0 0 3 0\n", "")))
                .hasMessage("k.txt:5: found 3 entries, expected 4 cell values (0 = blank) for row 4 of the grid");
    }

    @Test
    void rejectsAShortDotRow() {
        assertThatThrownBy(() -> read(FOUR.replace("0 0 1\n", "0 0\n")))
                .hasMessage("k.txt:9: found 2 entries, expected 3 horizontal dot codes (0, 1 or 2) for row 4 of the grid");
    }

    @Test
    void rejectsAMissingVerticalRow() {
        assertThatThrownBy(() -> read(FOUR.replace("0 1 0 0\n", "")))
                .hasMessage("k.txt:12: the file ends here; expected 4 vertical dot codes (0, 1 or 2) between rows 3 and 4");
    }

    @Test
    void rejectsExtraLines() {
        assertThatThrownBy(() -> read(FOUR + "0 0 0 0\n"))
                .hasMessage("k.txt:14: found '0 0 0 0', expected the end of the file after the 3 rows of vertical"
                        + " dot codes");
    }

    @Test
    void rejectsACellValueAboveN() {
        assertThatThrownBy(() -> read(FOUR.replace("0 0 0 4\n", "0 0 0 5\n")))
                .hasMessage("k.txt:4: cell value '5' is not a number 0..4 (0 = blank)");
    }

    @Test
    void rejectsANonDigit() {
        assertThatThrownBy(() -> read(FOUR.replace("0 0 0 4\n", "0 x 0 4\n")))
                .hasMessage("k.txt:4: cell value 'x' is not a number 0..4 (0 = blank)");
    }

    @Test
    void rejectsASideThatIsNotASquare() {
        assertThatThrownBy(() -> read("1 2 3\n"))
                .hasMessage("k.txt:1: found 3 cell values in the first row, expected a row of n = 4, 9, 16, ..."
                        + " values (a square side, up to 256)");
    }

    @Test
    void rejectsAnEmptyFile() {
        assertThatThrownBy(() -> read("\r\n\r\n")).hasMessageStartingWith("k.txt: is empty;");
    }
}
