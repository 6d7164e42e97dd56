package grid.io;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FutoshikiFormatTest {

    /** The example of the assignment's Figure 3. */
    private static final String SPEC = """
            0 0 0 0 0
            0 0 0 0 0
            5 0 0 0 0
            0 0 0 2 0
            0 0 0 0 1

            0 > 0 0
            0 0 0 0
            0 0 > 0
            0 0 0 0
            0 0 < 0

            ^ ^ 0 0 0
            0 0 0 0 0
            0 0 0 0 0
            0 v 0 0 0
            """;

    private static RuleModel read(String content) throws PuzzleFormatException {
        return FutoshikiFormat.read(TextLines.of("f.txt", content.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsTheAssignmentsExample() throws PuzzleFormatException {
        RuleModel m = read(SPEC);
        assertThat(m.variant()).isEqualTo("futoshiki");
        assertThat(m.size()).isEqualTo(5);
        assertThat(m.boxRows()).as("no boxes").isZero();
        assertThat(m.groups()).as("5 rows and 5 columns").hasSize(10);
        assertThat(m.givenCount()).isEqualTo(3);
        assertThat(m.symbol(m.given(m.cell(2, 0)))).isEqualTo(5);
        assertThat(m.relations()).containsExactly(
                new Relation(2, 1, RelationKind.LESS_THAN, 0),
                new Relation(13, 12, RelationKind.LESS_THAN, 0),
                new Relation(22, 23, RelationKind.LESS_THAN, 0),
                new Relation(0, 5, RelationKind.LESS_THAN, 0),
                new Relation(1, 6, RelationKind.LESS_THAN, 0),
                new Relation(21, 16, RelationKind.LESS_THAN, 0));
    }

    @Test
    void roundTripsAndToleratesCrlfAndTrailingBlanks() throws PuzzleFormatException {
        RuleModel m = read(SPEC.replace("\n", " \r\n") + "\r\n\r\n");
        assertThat(FutoshikiFormat.formatPuzzle(m)).isEqualTo(SPEC);
    }

    @Test
    void readsOtherSizes() throws PuzzleFormatException {
        RuleModel m = read("1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n< 0 0\n0 0 0\n0 0 0\n0 0 >\n\n0 0 0 0\n0 0 0 0\nv 0 0 0\n");
        assertThat(m.size()).isEqualTo(4);
        assertThat(m.relations()).hasSize(3);
    }

    @Test
    void rejectsARowSignInAColumnRow() {
        assertThatThrownBy(() -> read(SPEC.replace("0 v 0 0 0", "0 > 0 0 0")))
                .hasMessage("f.txt:16: sign '>' between column neighbours is not 0, ^ (top less) or v (top greater)");
    }

    @Test
    void rejectsAColumnSignInARowRow() {
        assertThatThrownBy(() -> read(SPEC.replace("0 0 < 0", "0 0 ^ 0")))
                .hasMessage("f.txt:11: sign '^' between row neighbours is not 0, < or >");
    }

    @Test
    void rejectsAnUnknownToken() {
        assertThatThrownBy(() -> read(SPEC.replace("0 0 < 0", "0 0 <= 0")))
                .hasMessage("f.txt:11: sign '<=' between row neighbours is not 0, < or >");
    }

    @Test
    void rejectsAWrongRowCount() {
        assertThatThrownBy(() -> read(SPEC.replace("0 0 0 0\n0 0 > 0", "0 0 > 0")))
                .hasMessage("f.txt:12: found 5 entries, expected 4 horizontal signs (0, < or >) for row 5 of the grid");
    }

    @Test
    void rejectsSizesOutside4To9() {
        assertThatThrownBy(() -> read("0 0 0\n0 0 0\n0 0 0\n"))
                .hasMessage("f.txt:1: found 3 cell values in the first row, expected a row of 4 to 9 values");
        assertThatThrownBy(() -> read("0 0 0 0 0 0 0 0 0 0\n"))
                .hasMessageContaining("found 10 cell values");
    }

    @Test
    void rejectsAValueAboveN() {
        assertThatThrownBy(() -> read(SPEC.replace("5 0 0 0 0", "6 0 0 0 0")))
                .hasMessage("f.txt:3: cell value '6' is not a number 0..5 (0 = blank)");
    }

    @Test
    void rejectsATruncatedFile() {
        assertThatThrownBy(() -> read(SPEC.substring(0, SPEC.indexOf("^"))))
                .hasMessage("f.txt:11: the file ends here; expected 5 vertical signs (0, ^ or v) between rows 1 and 2");
    }
}
