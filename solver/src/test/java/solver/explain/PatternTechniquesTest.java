package solver.explain;

import grid.model.Group;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static solver.explain.Positions.antiKnight;
import static solver.explain.Positions.board;
import static solver.explain.Positions.plain;
import static solver.explain.Positions.removals;

/**
 * Each pattern technique on a position made by hand around a solved grid ({@link Positions}), where one
 * pattern stands alone: the step it finds has the technique's name, removes exactly the candidates the
 * pattern removes (written down from the pattern by hand) and none of the solution's digits; the same
 * pattern seen only through a rule (a knight's move, a slow thermometer) is found on the variant and not
 * on the plain Sudoku.
 */
class PatternTechniquesTest {

    @Test
    void anXyWingRemovesZWhereBothPincersAreSeen() {
        // pivot r1c1 {1,8}; pincers r1c5 {1,5} (row 1) and r3c2 {5,8} (box 1); r3c5 sees both pincers
        PencilMarks b = board(plain(), "r1c1", "18", "r1c5", "15", "r3c2", "58", "r3c5", "25");
        Step s = new Wing(Wing.Kind.XY).find(b);
        assertThat(s.technique()).isEqualTo("XY-Wing");
        assertThat(s.er()).isEqualTo(4.2);
        assertThat(removals(s)).containsExactly("r3c5-5");
        assertThat(s.text()).startsWith("XY-Wing r1c1 {1,8}");
    }

    @Test
    void anXyzWingRemovesZOnlyWhereAllThreeCellsAreSeen() {
        // pivot r1c1 {1,5,8}; r1c2 and r1c3 see all three; r3c5 sees the pincers but not the pivot
        PencilMarks b = board(plain(), "r1c1", "158", "r1c5", "15", "r3c2", "58", "r1c2", "25", "r1c3", "35",
                "r3c5", "25");
        assertThat(new Wing(Wing.Kind.XY).find(b)).isNull();
        Step s = new Wing(Wing.Kind.XYZ).find(b);
        assertThat(s.technique()).isEqualTo("XYZ-Wing");
        assertThat(s.er()).isEqualTo(4.4);
        assertThat(removals(s)).containsExactly("r1c2-5", "r1c3-5");
    }

    @Test
    void aWxyzWingHasFourCellsAndOneUnrestrictedSymbol() {
        // r1c1 {1,4,5,8} with r1c5 {1,5}, r3c2 {5,8}, r2c1 {4,5}: 1, 4 and 8 each fill one cell at most, so 5
        // is in one of the four; r1c2 and r1c3 see all four
        PencilMarks b = board(plain(), "r1c1", "1458", "r1c5", "15", "r3c2", "58", "r2c1", "45", "r1c2", "25",
                "r1c3", "35");
        assertThat(new Wing(Wing.Kind.XYZ).find(b)).isNull();
        Step s = new Wing(Wing.Kind.WXYZ).find(b);
        assertThat(s.technique()).isEqualTo("WXYZ-Wing");
        assertThat(s.er()).isEqualTo(7.1);
        assertThat(removals(s)).containsExactly("r1c2-5", "r1c3-5");
    }

    @Test
    void anXyWingWhosePivotSeesAPincerOnlyByAKnightsMove() {
        // pivot r3c3 {5,9}; pincer r3c8 {5,6} in its row; pincer r4c5 {6,9} a knight's move away (box 5,
        // no house shared): an XY-Wing only under the anti-knight rule
        String[] open = {"r3c3", "59", "r4c5", "69", "r3c8", "56", "r4c8", "69", "r3c5", "26"};
        assertThat(new Wing(Wing.Kind.XY).find(board(plain(), open))).isNull();
        Step s = new Wing(Wing.Kind.XY).find(board(antiKnight(), open));
        assertThat(s.technique()).isEqualTo("XY-Wing");
        assertThat(removals(s)).containsExactly("r3c5-6", "r4c8-6");
    }

    @Test
    void directCellForcingThroughASlowThermometer() {
        // r1c2 <= r1c5 on one row: r1c2 = 2 rules out 2 in r1c5 by the row, r1c2 = 5 by the thermometer;
        // the thermometer alone keeps it (with r1c2 = 2 it allows r1c5 = 2)
        String[] open = {"r1c2", "25", "r1c5", "256"};
        assertThat(new DirectCellForcing().find(board(plain(), open))).isNull();
        PencilMarks b = board(Positions.slowThermometer("r1c2", "r1c5"), open);
        Step s = new DirectCellForcing().find(b);
        assertThat(s.technique()).isEqualTo("direct cell forcing");
        assertThat(s.er()).isEqualTo(2.9);
        assertThat(removals(s)).containsExactly("r1c5-2");
        Step alone = new RuleSteps("rule between two cells", 2.3, solver.engine.RuleOrigin.Source.RELATION).find(b);
        assertThat(alone == null ? java.util.List.of() : removals(alone)).doesNotContain("r1c5-2");
    }

    @Test
    void aFinnedXWingRemovesWhatTheFishAndTheFinBothSee() {
        // 1 in row 1 at c1, c9 and the fin c2; in row 4 at c1, c9: column 1 loses 1 where box 1 (the fin's)
        // is, not in r5c1
        PencilMarks b = board(plain(), "r1c1", "15", "r1c9", "19", "r1c2", "12", "r4c1", "12", "r4c9", "13",
                "r2c1", "14", "r3c1", "17", "r5c1", "15");
        assertThat(new Fish(2).find(b)).isNull();
        Step s = new Fish(2, Fish.Fins.FINNED).find(b);
        assertThat(s.technique()).isEqualTo("finned X-Wing");
        assertThat(s.er()).isEqualTo(6.6);
        assertThat(removals(s)).containsExactly("r2c1-1", "r3c1-1");
        assertThat(s.text()).contains("with fin r1c2");
    }

    @Test
    void aSashimiXWingIsAFishOnlyWithItsFin() {
        // row 4 has 1 at c9 and the fin c7 only: without the fin it would be a single place
        PencilMarks b = board(plain(), "r1c1", "15", "r1c9", "19", "r4c9", "13", "r4c7", "18", "r5c9", "14",
                "r6c9", "17", "r8c9", "15");
        assertThat(new Fish(2, Fish.Fins.FINNED).find(b)).isNull();
        Step s = new Fish(2, Fish.Fins.SASHIMI).find(b);
        assertThat(s.technique()).isEqualTo("sashimi X-Wing");
        assertThat(s.er()).isEqualTo(6.6);
        assertThat(removals(s)).containsExactly("r5c9-1", "r6c9-1");
    }

    @Test
    void aFinActsThroughAKnightsMove() {
        // fin r4c3 sees r5c1 and r6c1 through box 4, and r3c1 only a knight's move away
        String[] open = {"r1c1", "15", "r1c9", "19", "r4c1", "12", "r4c9", "13", "r4c3", "14", "r3c1", "17",
                "r5c1", "15", "r6c1", "18", "r8c1", "16"};
        assertThat(removals(new Fish(2, Fish.Fins.FINNED).find(board(plain(), open))))
                .containsExactly("r5c1-1", "r6c1-1");
        assertThat(removals(new Fish(2, Fish.Fins.FINNED).find(board(antiKnight(), open))))
                .containsExactly("r3c1-1", "r5c1-1", "r6c1-1");
    }

    @Test
    void fishRunOnlyWhereRowsAndColumnsAreHouses() {
        String[] open = {"r1c1", "15", "r1c9", "19", "r4c1", "12", "r4c9", "13", "r2c1", "14"};
        RuleModel latin = RuleModel.builder("latin square", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).latinSquare().build();
        Step s = new Fish(2).find(board(latin, open));
        assertThat(s.technique()).isEqualTo("X-Wing");
        assertThat(removals(s)).containsExactly("r2c1-1");
        // the same marks where the rows are not houses (columns and boxes only): no fish
        RuleModel.Builder noRows = RuleModel.builder("no rows", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).boxes(3, 3).boxGroups();
        for (int c = 0; c < 9; c++) {
            int[] cells = new int[9];
            for (int r = 0; r < 9; r++) {
                cells[r] = r * 9 + c;
            }
            noRows.group(new Group(Group.Kind.COLUMN, c, cells));
        }
        PencilMarks b = board(noRows.build(), open);
        assertThat(Fish.linesAreHouses(b)).isFalse();
        for (Fish.Fins fins : Fish.Fins.values()) {
            for (int size = 2; size <= 4; size++) {
                assertThat(new Fish(size, fins).find(b)).isNull();
            }
        }
        assertThat(Fish.linesAreHouses(board(plain()))).isTrue();
    }

    @Test
    void uniqueRectangleTypeOne() {
        // {1,4} in r1c1, r1c4, r2c1 (boxes 1 and 2); r2c4 has 7 more, so it is not 1 nor 4
        PencilMarks b = board(plain(), "r1c1", "14", "r1c4", "14", "r2c1", "14", "r2c4", "147");
        Step s = new UniqueRectangle().find(b);
        assertThat(s.technique()).isEqualTo("unique rectangle type 1");
        assertThat(s.er()).isEqualTo(4.5);
        assertThat(removals(s)).containsExactly("r2c4-1", "r2c4-4");
    }

    @Test
    void uniqueRectangleTypeTwo() {
        // both roof cells of row 2 have the one extra 7: one of them is 7, so r2c8 is not
        PencilMarks b = board(plain(), "r1c1", "14", "r1c4", "14", "r2c1", "147", "r2c4", "147", "r2c8", "27");
        Step s = new UniqueRectangle().find(b);
        assertThat(s.technique()).isEqualTo("unique rectangle type 2");
        assertThat(removals(s)).containsExactly("r2c8-7");
    }

    @Test
    void uniqueRectangleTypeFour() {
        // in row 2, 4 lies only in the roof r2c1, r2c4: one of them is 4, so neither is 1
        PencilMarks b = board(plain(), "r1c1", "14", "r1c4", "14", "r2c1", "145", "r2c4", "147");
        Step s = new UniqueRectangle().find(b);
        assertThat(s.technique()).isEqualTo("unique rectangle type 4");
        assertThat(removals(s)).containsExactly("r2c1-1", "r2c4-1");
    }

    @Test
    void uniqueRectangleTypeThree() {
        // the roof's extras {5,7} with r2c2 {5,7} make a naked pair in row 2: r2c8 loses 5 and 7 (and with 4
        // in r2c8 too, type 4 does not apply)
        PencilMarks b = board(plain(), "r1c1", "14", "r1c4", "14", "r2c1", "145", "r2c4", "147", "r2c2", "57",
                "r2c8", "2457");
        Step s = new UniqueRectangle().find(b);
        assertThat(s.technique()).isEqualTo("unique rectangle type 3");
        assertThat(s.er()).isEqualTo(4.6);
        assertThat(removals(s)).containsExactly("r2c8-5", "r2c8-7");
    }

    @Test
    void uniquenessRunsOnAPlainSudokuOnly() {
        String[] open = {"r1c1", "14", "r1c4", "14", "r2c1", "14", "r2c4", "147"};
        assertThat(Uniqueness.plainSudoku(board(plain(), open))).isTrue();
        PencilMarks knights = board(antiKnight(), open);
        assertThat(Uniqueness.plainSudoku(knights)).isFalse();
        assertThat(new UniqueRectangle().find(knights)).isNull();
        assertThat(new BivalueGrave().find(knights)).isNull();
        RuleModel diagonal = RuleModel.builder("x", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).boxes(3, 3).latinSquare()
                .boxGroups().group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, new int[]{0, 10, 20, 30, 40, 50, 60, 70, 80}))
                .build();
        assertThat(Uniqueness.plainSudoku(board(diagonal, open))).isFalse();
        RuleModel latin = RuleModel.builder("latin square", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).latinSquare().build();
        assertThat(Uniqueness.plainSudoku(board(latin, open))).isFalse();
        assertThat(Uniqueness.plainSudoku(new PencilMarks(RuleModel.sudoku(new int[]{1, 2, 3, 4})))).isTrue();
        assertThat(Uniqueness.plainSudoku(new PencilMarks(solver.generate.Generator.killer(4, 1, 3, false).model())))
                .isFalse();
    }
}
