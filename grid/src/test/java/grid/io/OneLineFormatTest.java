package grid.io;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OneLineFormatTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void readsA9x9LineWithDotsAndZerosAsBlanks() throws PuzzleFormatException {
        RuleModel m = OneLineFormat.parse(PUZZLE.replace('.', '0'), "p.txt", 3);
        assertThat(m.size()).isEqualTo(9);
        assertThat(m.symbols()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(m.givenCount()).isEqualTo(17);
        assertThat(m.symbol(m.given(0))).isEqualTo(4);
        assertThat(m.given(1)).isEqualTo(-1);
        assertThat(m.symbol(m.given(m.cell(8, 8 - 6)))).isEqualTo(4);
    }

    @Test
    void formatWritesTheSameLineBack() throws PuzzleFormatException {
        RuleModel m = OneLineFormat.parse("  " + PUZZLE + " \r\n", "p.txt", 1);
        assertThat(OneLineFormat.format(m, m.givens())).isEqualTo(PUZZLE);
    }

    @Test
    void lettersAreValuesFromTen() throws PuzzleFormatException {
        String line = "G" + ".".repeat(254) + "a";
        RuleModel m = OneLineFormat.parse(line, "big.txt", 1);
        assertThat(m.size()).isEqualTo(16);
        assertThat(m.symbol(m.given(0))).isEqualTo(16);
        assertThat(m.symbol(m.given(255))).isEqualTo(10);
        assertThat(OneLineFormat.format(m, m.givens())).isEqualTo("G" + ".".repeat(254) + "A");
    }

    @Test
    void sideThirtySixUsesZeroAsASymbol() throws PuzzleFormatException {
        String line = "0Z" + ".".repeat(36 * 36 - 2);
        RuleModel m = OneLineFormat.parse(line, "huge.txt", 1);
        assertThat(m.size()).isEqualTo(36);
        assertThat(m.symbol(m.given(0))).isZero();
        assertThat(m.symbol(m.given(1))).isEqualTo(35);
        assertThat(OneLineFormat.format(m, m.givens())).isEqualTo(line);
    }

    @Test
    void everyLineOfOneSizeSharesTheRules() throws PuzzleFormatException {
        RuleModel a = OneLineFormat.parse(PUZZLE, "p.txt", 1);
        RuleModel b = OneLineFormat.parse(".".repeat(81), "p.txt", 2);
        assertThat(a.sameRules(b)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 15, 80, 82, 100})
    void rejectsALengthThatIsNoGrid(int length) {
        assertThatThrownBy(() -> OneLineFormat.parse(".".repeat(length), "bad.txt", 7))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("bad.txt:7: found " + length
                        + " characters, expected a one-line puzzle of 16, 81, 256, 625 or 1296 cells");
    }

    @Test
    void rejectsASymbolTooLargeForTheSize() {
        assertThatThrownBy(() -> OneLineFormat.parse("5" + ".".repeat(15), "small.txt", 2))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("small.txt:2: character 1 '5' is not a symbol of a 4x4 puzzle; expected 1-4"
                        + " or '.' for a blank");
    }

    @Test
    void rejectsALetterInA9x9() {
        assertThatThrownBy(() -> OneLineFormat.parse(PUZZLE.substring(0, 80) + "A", "p.txt", 4))
                .hasMessageContaining("p.txt:4: character 81 'A' is not a symbol of a 9x9 puzzle");
    }

    @Test
    void rejectsASpaceInsideTheLine() {
        String line = PUZZLE.substring(0, 40) + " " + PUZZLE.substring(41);
        assertThatThrownBy(() -> OneLineFormat.parse(line, "p.txt", 1))
                .hasMessageContaining("character 41 '\\u0020' is not a symbol");
    }

    @Test
    void formatRefusesASymbolWithoutACharacter() {
        RuleModel m = RuleModel.sudoku(new int[]{0, 1, 2, 3});
        int[] cells = new int[16];
        assertThatThrownBy(() -> OneLineFormat.format(m, cells)).isInstanceOf(IllegalArgumentException.class);
    }
}
