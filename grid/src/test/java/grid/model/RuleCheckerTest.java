package grid.model;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The wording of the diagnostics: this project's own, and the Dutch Miracle assignment's. */
class RuleCheckerTest {

    private static final RuleModel FOUR = RuleModel.sudoku(new int[]{1, 2, 3, 4});

    /** Row 0 holds 1 twice and 2 twice; column 0 holds 1 twice. */
    private static int[] twoRepeatsInARow() {
        int[] cells = new int[16];
        Arrays.fill(cells, -1);
        cells[0] = 0;
        cells[1] = 0;
        cells[2] = 1;
        cells[3] = 1;
        cells[12] = 0;
        return cells;
    }

    private static List<String> messages(List<Violation> violations) {
        return violations.stream().map(Violation::message).toList();
    }

    @Test
    void plainWordsNameTheFirstRepeatOfEachGroupCountingGroupsFromOne() {
        assertThat(messages(RuleChecker.violations(FOUR, twoRepeatsInARow(), 10))).containsExactly(
                "the number 1 appears multiple times in row 1 (cells r1c1 and r1c2)",
                "the number 1 appears multiple times in column 1 (cells r1c1 and r4c1)",
                "the number 1 appears multiple times in box 1 (cells r1c1 and r1c2)",
                "the number 2 appears multiple times in box 2 (cells r1c3 and r1c4)");
    }

    @Test
    void theDutchMiracleWordsNameEveryRepeatCountingFromZero() {
        assertThat(messages(RuleChecker.violations(FOUR, twoRepeatsInARow(), 10, Wording.DUTCH_MIRACLE)))
                .containsExactly(
                        "The number 1 appears multiple times in row 0 (puzzle[0][0] and puzzle[0][1])",
                        "The number 2 appears multiple times in row 0 (puzzle[0][2] and puzzle[0][3])",
                        "The number 1 appears multiple times in column 0 (puzzle[0][0] and puzzle[3][0])",
                        "The number 1 appears multiple times in block 0 (puzzle[0][0] and puzzle[0][1])",
                        "The number 2 appears multiple times in block 1 (puzzle[0][2] and puzzle[0][3])");
    }

    @Test
    void theLimitHoldsInsideAGroupToo() {
        assertThat(RuleChecker.violations(FOUR, twoRepeatsInARow(), 1, Wording.DUTCH_MIRACLE)).hasSize(1);
    }

    @Test
    void aDiagonalIsAlongTheDiagonalAndARelationNamesBothCells() {
        RuleModel model = RuleModel.builder("dutch", new int[]{1, 2, 3, 4}).latinSquare()
                .group(new Group(Group.Kind.POSITIVE_DIAGONAL, 0, new int[]{3, 6, 9, 12}))
                .relation(new Relation(6, 9, RelationKind.MIN_DIFFERENCE, 2))
                .build();
        int[] cells = new int[16];
        Arrays.fill(cells, -1);
        cells[3] = 2;
        cells[6] = 0;
        cells[9] = 1;
        cells[12] = 2;
        assertThat(messages(RuleChecker.violations(model, cells, 10, Wording.DUTCH_MIRACLE))).containsExactly(
                "The number 3 appears multiple times along the positive-diagonal (puzzle[0][3] and puzzle[3][0])",
                "puzzle[1][2] = 1, puzzle[2][1] = 2, and they do not meet the minimum-difference of 2");
    }
}
