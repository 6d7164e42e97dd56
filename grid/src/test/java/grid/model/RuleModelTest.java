package grid.model;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
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
    void modelsOfOneShapeHaveEqualStandardGroupsAndOtherShapesGetTheirOwn() {
        int[] six = {1, 2, 3, 4, 5, 6};
        RuleModel a = RuleModel.builder("sudoku", six).boxes(2, 3).latinSquare().boxGroups().build();
        RuleModel b = RuleModel.builder("sudoku", six).boxes(2, 3).latinSquare().boxGroups().build();
        RuleModel tall = RuleModel.builder("sudoku", six).boxes(3, 2).latinSquare().boxGroups().build();
        for (int g = 0; g < a.groups().size(); g++) {
            assertThat(b.groups().get(g)).isEqualTo(a.groups().get(g));
        }
        assertThat(tall.groups().subList(0, 12)).isEqualTo(a.groups().subList(0, 12));
        // box 1 of 2x3 boxes is rows 0-1, columns 3-5; of 3x2 boxes, rows 0-2, columns 2-3
        assertThat(a.groups().get(13).cells()).containsExactly(3, 4, 5, 9, 10, 11);
        assertThat(tall.groups().get(13).cells()).containsExactly(2, 3, 8, 9, 14, 15);
        RuleModel again = RuleModel.builder("sudoku", six).boxes(2, 3).latinSquare().boxGroups().build();
        assertThat(again.groups()).isEqualTo(a.groups());
        // the common sides share one set of group objects (made once), which other code may compare by reference
        RuleModel nine = RuleModel.sudoku(new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9});
        for (int g = 0; g < 27; g++) {
            assertThat(nine.groups().get(g)).isSameAs(NINE.groups().get(g));
        }
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
