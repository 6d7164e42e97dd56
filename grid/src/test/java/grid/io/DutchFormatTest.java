package grid.io;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DutchFormatTest {

    /** The assignment's input3: only two givens in the last row. */
    private static final String INPUT3 = "0 0 0 0 0 0 0 0 0\n".repeat(8) + "1 0 2 0 0 0 0 0 0\n";

    private static RuleModel read(String content) throws PuzzleFormatException {
        return DutchFormat.read(TextLines.of("input3", content.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void addsFifteenPositiveDiagonalsAndTheirMinimumDifferences() throws PuzzleFormatException {
        RuleModel m = read(INPUT3);
        assertThat(m.variant()).isEqualTo("dutch");
        assertThat(m.symbol(m.given(m.cell(8, 0)))).isEqualTo(1);
        assertThat(m.symbol(m.given(m.cell(8, 2)))).isEqualTo(2);
        long diagonals = m.groups().stream().filter(g -> g.kind() == Group.Kind.POSITIVE_DIAGONAL).count();
        assertThat(diagonals).isEqualTo(15);
        Group first = m.groups().get(27);
        assertThat(first.cells()).as("{(1,0), (0,1)}").containsExactly(9, 1);
        Group longest = m.groups().get(27 + 7);
        assertThat(longest.cells()).as("(8,0) up to (0,8)").containsExactly(72, 64, 56, 48, 40, 32, 24, 16, 8);
        assertThat(m.groups().get(27 + 14).cells()).as("{(8,7), (7,8)}").containsExactly(79, 71);
        int pairs = 0;
        for (int len = 2; len <= 9; len++) {
            pairs += (len - 1) * (len == 9 ? 1 : 2);
        }
        assertThat(m.relations()).hasSize(pairs);
        assertThat(m.relations()).contains(new Relation(m.cell(1, 5), m.cell(0, 6), RelationKind.MIN_DIFFERENCE, 4));
        assertThat(m.sameRules(DutchFormat.rules())).isTrue();
    }

    @Test
    void acceptsRowsWithoutBlanksCrlfAndNoFinalNewline() throws PuzzleFormatException {
        String compact = "000000000\r\n".repeat(8) + "102000000";
        assertThat(read(compact).givens()).isEqualTo(read(INPUT3).givens());
    }

    @Test
    void rejectsFewerThanNineRows() {
        assertThatThrownBy(() -> read("0 0 0 0 0 0 0 0 0\n".repeat(8)))
                .hasMessage("input3:8: the file ends here; found 8 rows, expected 9 rows of 9 digits");
    }

    @Test
    void rejectsMoreThanNineRows() {
        assertThatThrownBy(() -> read(INPUT3 + "0 0 0 0 0 0 0 0 0\n"))
                .hasMessage("input3:10: found '0 0 0 0 0 0 0 0 0', expected the end of the file after the 9 rows of"
                        + " the grid");
    }

    @Test
    void rejectsANonDigit() {
        assertThatThrownBy(() -> read(INPUT3.replace("1 0 2", "1 a 2")))
                .hasMessage("input3:9: 'a' in row 9 is not a digit 0..9 (0 = blank)");
    }

    @Test
    void rejectsAShortRow() {
        assertThatThrownBy(() -> read(INPUT3.replace("1 0 2 0 0 0 0 0 0", "1 0 2 0 0 0 0 0")))
                .hasMessage("input3:9: found 8 entries, expected 9 digits 0..9 (0 = blank) for row 9 of the grid");
    }

    @Test
    void rejectsANumberAboveNine() {
        assertThatThrownBy(() -> read(INPUT3.replace("1 0 2", "1 0 12")))
                .hasMessage("input3:9: '12' in row 9 is not a digit 0..9 (0 = blank)");
    }

    @Test
    void rejectsAnEmptyFile() {
        assertThatThrownBy(() -> read("")).hasMessage("input3: is empty; found 0 rows, expected 9 rows of 9 digits");
    }
}
