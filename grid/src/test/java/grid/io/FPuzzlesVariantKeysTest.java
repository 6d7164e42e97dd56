package grid.io;

import grid.model.AllowedValues;
import grid.model.EqualSums;
import grid.model.Group;
import grid.model.Indexer;
import grid.model.LinearSum;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The f-puzzles keys read as general rules of the model: X-sums and skyscrapers (clues outside the grid,
 * read from their side), entropic and modular lines, zipper and region-sum lines (equal sums), slow
 * thermometers, Nabner lines, double arrows, row, column and box indexers and given pencil marks; each
 * checked by the independent {@link RuleChecker} on a grid that keeps it and one that breaks it; the
 * cosmetic entries f-puzzles draws for a constraint; and each kind's malformed entry refused in one line.
 */
class FPuzzlesVariantKeysTest {

    /** A 4x4 solution: rows 1234, 3412, 2143, 4321 (as symbol indices below). */
    private static final int[] SOLVED = index(new int[]{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1});

    @Test
    void xSumsAndSkyscrapersReadTheirRowOrColumnFromTheirSide() throws Exception {
        RuleModel m = read("""
                {"size": 4,
                 "xsum": [{"cell": "R0C1", "value": "6"}, {"cell": "R2C5", "value": "3"}],
                 "skyscraper": [{"cell": "R5C4", "value": "4"}, {"cell": "R1C0", "value": "4"}]}
                """);
        assertThat(m.constraints()).containsExactly(
                new XSum(new int[]{0, 4, 8, 12}, 6), new XSum(new int[]{7, 6, 5, 4}, 3),
                new Skyscraper(new int[]{15, 11, 7, 3}, 4), new Skyscraper(new int[]{0, 1, 2, 3}, 4));
        // column 1 from the top: X = 1, so the sum is 1, not 6; row 2 from the right: 2 + 1 = 3; column 4
        // from the bottom (1, 3, 2, 4) shows three buildings, not four; row 1 from the left shows four
        assertThat(RuleChecker.violations(m, SOLVED, 5)).extracting(v -> v.message())
                .containsExactly("the x-sum 6 r1c1-r2c1-r3c1-r4c1 is broken by r1c1 = 1, r2c1 = 3, r3c1 = 2, r4c1 = 4",
                        "the skyscraper 4 r4c4-r3c4-r2c4-r1c4 is broken by r4c4 = 1, r3c4 = 3, r2c4 = 2, r1c4 = 4");
    }

    @Test
    void entropicAndModularLinesTakeThreeClassesOfDigits() throws Exception {
        RuleModel m = read("""
                {"size": 9,
                 "entropicline": [{"lines": [["R1C1", "R1C2", "R1C3", "R1C4"]]}],
                 "modularline": [{"lines": [["R2C1", "R2C2"]]}]}
                """);
        assertThat(m.constraints()).containsExactly(
                new TriadLine("entropic line", new int[]{0, 1, 2, 3}, new int[][]{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}),
                new TriadLine("modular line", new int[]{9, 10}, new int[][]{{1, 4, 7}, {2, 5, 8}, {3, 6, 9}}));
        TriadLine entropic = (TriadLine) m.constraints().get(0);
        int[] symbols = m.symbols();
        assertThat(entropic.allows(new int[]{1, 5, 9, 2}, symbols)).isTrue();
        assertThat(entropic.allows(new int[]{1, 5, 9, 8}, symbols)).isFalse();
        assertThat(entropic.allows(new int[]{1, 2, -1, -1}, symbols)).isFalse();
        // the split of 1..n as f-puzzles makes it: the odd size out in the middle, or at both ends
        assertThat(FPuzzlesLines.entropicClasses(4)).isDeepEqualTo(new int[][]{{1}, {2, 3}, {4}});
        assertThat(FPuzzlesLines.entropicClasses(8)).isDeepEqualTo(new int[][]{{1, 2, 3}, {4, 5}, {6, 7, 8}});
        assertThat(FPuzzlesLines.residueClasses(4)).isDeepEqualTo(new int[][]{{1, 4}, {2}, {3}});
    }

    @Test
    void zipperAndRegionSumLinesAreEqualSumsAndDoubleArrowsAreSums() throws Exception {
        RuleModel m = read("""
                {"size": 4,
                 "zipperline": [{"lines": [["R1C1", "R1C2", "R1C3", "R2C3", "R2C4"]]}, {"lines": [["R4C1", "R4C2"]]}],
                 "regionsumline": [{"lines": [["R3C1", "R3C2", "R3C3", "R4C3"]]}, {"lines": [["R1C1", "R2C2"]]}],
                 "doublearrow": [{"lines": [["R4C4", "R3C4", "R2C4"]]}]}
                """);
        assertThat(m.constraints()).containsExactly(
                new EqualSums("zipper line", new int[]{0, 1, 2, 6, 7}, new int[][]{{0, 7}, {1, 6}, {2}}),
                new EqualSums("region sum line", new int[]{8, 9, 10, 14}, new int[][]{{8, 9}, {10, 14}}),
                new LinearSum("double arrow", new int[]{15, 11, 7}, new int[]{-1, 1, -1}, 0));
        // a two-cell zipper and a line inside one box state nothing; the zipper (1 + 2 = 2 + 1 = 3) and the
        // double arrow (1 + 2 = 3) hold, the region sum line (2 + 1 in box 3, 4 + 2 in box 4) does not
        assertThat(RuleChecker.violations(m, SOLVED, 5)).extracting(v -> v.message()).containsExactly(
                "the region sum line r3c1-r3c2-r3c3-r4c3 is broken by r3c1 = 2, r3c2 = 1, r3c3 = 4, r4c3 = 2");
    }

    @Test
    void slowThermometersNeverDecreaseAndNabnerLinesAreDistantDigits() throws Exception {
        RuleModel m = read("""
                {"size": 4,
                 "slowthermometer": [{"lines": [["R1C1", "R2C1", "R3C2"]]}],
                 "nabner": [{"lines": [["R1C1", "R1C2", "R2C3"]]}]}
                """);
        assertThat(m.relations()).containsExactly(new Relation(0, 4, RelationKind.AT_MOST, 0),
                new Relation(4, 9, RelationKind.AT_MOST, 0), new Relation(0, 1, RelationKind.NOT_DIFFERENCE, 1),
                new Relation(0, 6, RelationKind.NOT_DIFFERENCE, 1), new Relation(1, 6, RelationKind.NOT_DIFFERENCE, 1));
        assertThat(m.groups()).anySatisfy(g -> {
            assertThat(g.kind()).isEqualTo(Group.Kind.NABNER);
            assertThat(g.cells()).containsExactly(0, 1, 6);
        });
        assertThat(RuleChecker.violations(m, SOLVED, 5)).extracting(v -> v.message()).containsExactly(
                "the number 1 appears multiple times in nabner line 1 (cells r1c1 and r2c3)",
                "r2c1 = 3, r3c2 = 1, but the first must not be greater than the second",
                "r1c1 = 1, r1c2 = 2, but they must not differ by 1",
                "r1c2 = 2, r2c3 = 1, but they must not differ by 1");
    }

    @Test
    void indexersNameWhereTheirPlaceStandsInTheirLine() throws Exception {
        RuleModel m = read("""
                {"size": 4,
                 "columnindexer": [{"cells": ["R1C1", "R2C4"]}],
                 "rowindexer": [{"cells": ["R3C2"]}],
                 "boxindexer": [{"cells": ["R2C1"]}]}
                """);
        assertThat(m.constraints()).containsExactly(
                new Indexer("row indexer", new int[]{1, 5, 9, 13}, 2),
                new Indexer("column indexer", new int[]{0, 1, 2, 3}, 0),
                new Indexer("column indexer", new int[]{4, 5, 6, 7}, 3),
                new Indexer("box indexer", new int[]{0, 1, 4, 5}, 2));
        // r1c1 = 1: r1c1 holds 1; r2c4 = 2: r2c2 holds 4; r2c1 = 3: the third cell of box 1 (r2c1) holds 3;
        // but r3c2 = 1 names r1c2, which holds 2, not 3
        assertThat(RuleChecker.violations(m, SOLVED, 5)).extracting(v -> v.message()).containsExactly(
                "the row indexer r3c2 is broken by r1c2 = 2, r2c2 = 4, r3c2 = 1, r4c2 = 3");
    }

    @Test
    void givenPencilMarksAreTheOnlyValuesOfTheirCell() throws Exception {
        RuleModel m = read("""
                {"size": 4, "grid": [[{"givenPencilMarks": [2, 3]}, {"givenPencilMarks": []}, {}, {}],
                  [{"givenPencilMarks": null}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}
                """);
        assertThat(m.constraints()).containsExactly(new AllowedValues("given pencil marks", 0, new int[]{2, 3}));
        assertThat(RuleChecker.isSolution(m, SOLVED)).isFalse();
    }

    @Test
    void cosmeticEntriesThatFPuzzlesDrewForAConstraintAreAcceptedOthersNot() throws Exception {
        RuleModel m = read("""
                {"size": 4, "xsum": [{"cell": "R0C1", "value": "1"}],
                 "text": [{"cells": ["R0C1"], "value": "1", "fromConstraint": "X Sum"}],
                 "cage": [{"cells": ["R1C1"], "outlineC": "#C77C7C", "fromConstraint": "Column Indexer"}],
                 "line": [{"lines": [["R1C1", "R1C2"]], "fromConstraint": "Zipper Line"}]}
                """);
        assertThat(m.constraints()).hasSize(1);
        FPuzzlesFormat.Parsed other = FPuzzlesFormat.parse(TextLines.of("k.json",
                "{\"size\": 4, \"text\": [{\"cells\": [\"R1C1\"], \"value\": \"no 5 here\"}]}"
                        .getBytes(StandardCharsets.UTF_8)));
        assertThat(other.model().constraints()).isEmpty();
        assertThat(other.drawings()).containsExactly("text");
    }

    @Test
    void malformedEntriesOfTheNewKindsAreNamedInOneLine() {
        String[][] cases = {
            {"\"xsum\": [{\"cell\": \"R1C1\", \"value\": \"3\"}]", "x-sum clue 1 is at R1C1; expected a cell just outside a row or column"},
            {"\"xsum\": [{\"cell\": \"R0C1\", \"value\": \"11\"}]", "x-sum clue 1 has the sum 11; expected 1..10"},
            {"\"skyscraper\": [{\"cell\": \"R0C1\", \"value\": \"5\"}]", "skyscraper clue 1 has the count 5; expected 1..4"},
            {"\"nabner\": [{\"lines\": [[\"R1C1\", \"R1C2\", \"R1C3\", \"R1C4\", \"R2C4\"]]}]", "nabner line 1 has 5 cells; distinct digits allow at most 4"},
            {"\"doublearrow\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}]", "double arrow 1 has 2 cells; expected two ends and a cell between them"},
            {"\"entropicline\": [{\"lines\": [[\"R1C1\", \"R1C1\"]]}]", "entropic line 1 names cell R1C1 twice"},
            {"\"rowindexer\": [{\"cells\": [\"R5C1\"]}]", "row indexer 1: cell R5C1 is outside the 4x4 grid"},
            {"\"slowthermometer\": [{\"lines\": \"R1C1\"}]", "slow thermometer 1 \"lines\" is \"R1C1\"; expected a JSON array"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> read("{\"size\": 4, " + c[0] + "}")).as(c[0])
                    .isInstanceOf(PuzzleFormatException.class)
                    .hasMessageStartingWith("k.json:1: ")
                    .hasMessageContaining(c[1]);
        }
    }

    private static int[] index(int[] values) {
        int[] out = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = values[i] - 1;
        }
        return out;
    }

    private static RuleModel read(String text) throws PuzzleFormatException {
        return FPuzzlesFormat.read(TextLines.of("k.json", text.getBytes(StandardCharsets.UTF_8)));
    }
}
