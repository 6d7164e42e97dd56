package grid.model;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one givens check: what it accepts and how it words a refusal. */
class RuleModelTest {

    private static final RuleModel NINE = RuleModel.sudoku(new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9});

    private static int[] blank(int cells) {
        int[] givens = new int[cells];
        Arrays.fill(givens, -1);
        return givens;
    }

    @Test
    void aWrongLengthNamesTheCellCountNotTheSide() {
        assertThatThrownBy(() -> NINE.withGivens(blank(9)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("expected 81 givens, got 9");
        assertThatThrownBy(() -> NINE.checkGivens(blank(82)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("expected 81 givens, got 82");
    }

    @Test
    void anEntryOutsideMinusOneToNMinusOneIsNamedWithItsCell() {
        int[] tooHigh = blank(81);
        tooHigh[13] = 9;
        assertThatThrownBy(() -> NINE.checkGivens(tooHigh)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("given 9 at cell r2c5 is neither a symbol index 0..8 nor -1 for a blank");
        int[] belowBlank = blank(81);
        belowBlank[80] = -2;
        assertThatThrownBy(() -> RuleModel.builder("sudoku", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).givens(belowBlank))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("given -2 at cell r9c9 is neither a symbol index 0..8 nor -1 for a blank");
    }

    @Test
    void blanksAndEverySymbolIndexAreAccepted() {
        int[] givens = blank(81);
        for (int i = 0; i < 9; i++) {
            givens[i] = i;
        }
        assertThatCode(() -> NINE.checkGivens(givens)).doesNotThrowAnyException();
    }
}
