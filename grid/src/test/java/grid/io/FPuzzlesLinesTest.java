package grid.io;

import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.Renban;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Sandwich;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The f-puzzles kinds read into general rules: XV marks and their negative, whispers, palindromes,
 * clones, minimum and maximum cells, odd and even cells, arrows (pills read as numbers), little
 * killers, sandwich clues, renban and between lines, quadruples, irregular regions and cages without a
 * total; and each kind's malformed entry refused in one line that names it.
 */
class FPuzzlesLinesTest {

    @Test
    void xvMarksAreSumsAndTheirNegativeForbidsFiveAndTenElsewhere() throws Exception {
        RuleModel m = read("{\"size\": 4, \"xv\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"V\"}]}");
        assertThat(m.relations()).containsExactly(new Relation(0, 1, RelationKind.SUM, 5));
        // the text picture shows the mark between the two cells
        assertThat(GridText.marked(m, m.givens()).lines().findFirst()).hasValue(". V . | .   .");
        RuleModel negative = read("{\"size\": 4, \"negative\": [\"xv\"],"
                + " \"xv\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"X\"}]}");
        // 24 orthogonal pairs, one marked: 23 pairs forbid 10 and 5 each
        assertThat(negative.relations()).hasSize(1 + 2 * 23);
        assertThat(negative.relations()).contains(new Relation(0, 1, RelationKind.SUM, 10),
                new Relation(1, 2, RelationKind.NOT_SUM, 5), new Relation(1, 2, RelationKind.NOT_SUM, 10));
        assertThat(negative.relations()).doesNotContain(new Relation(0, 1, RelationKind.NOT_SUM, 5));
    }

    @Test
    void whispersDifferByHalfTheSizeRoundedUpUnlessTheyStateTheirOwn() throws Exception {
        assertThat(read("{\"size\": 9, \"whispers\": [{\"lines\": [[\"R1C1\", \"R1C2\", \"R2C2\"]]}]}").relations())
                .containsExactly(new Relation(0, 1, RelationKind.MIN_DIFFERENCE, 5),
                        new Relation(1, 10, RelationKind.MIN_DIFFERENCE, 5));
        assertThat(read("{\"size\": 6, \"whispers\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}]}").relations())
                .containsExactly(new Relation(0, 1, RelationKind.MIN_DIFFERENCE, 3));
        assertThat(read("{\"size\": 6, \"whispers\": [{\"lines\": [[\"R1C1\", \"R1C2\"]], \"value\": \"2\"}]}")
                .relations()).containsExactly(new Relation(0, 1, RelationKind.MIN_DIFFERENCE, 2));
    }

    @Test
    void palindromesAndClonesAreEqualities() throws Exception {
        RuleModel m = read("{\"size\": 4, \"palindrome\": [{\"lines\": [[\"R1C1\", \"R2C1\", \"R3C1\"]]}],"
                + " \"clone\": [{\"cells\": [\"R1C2\", \"R1C3\"], \"cloneCells\": [\"R4C3\", \"R4C4\"]}]}");
        assertThat(m.relations()).containsExactly(new Relation(0, 8, RelationKind.EQUAL, 0),
                new Relation(1, 14, RelationKind.EQUAL, 0), new Relation(2, 15, RelationKind.EQUAL, 0));
    }

    @Test
    void minimumAndMaximumCellsCompareWithNeighboursThatAreNeither() throws Exception {
        RuleModel m = read("{\"size\": 4, \"minimum\": [{\"cell\": \"R1C1\"}], \"maximum\": [{\"cell\": \"R1C2\"}]}");
        assertThat(m.relations()).containsExactlyInAnyOrder(new Relation(0, 4, RelationKind.LESS_THAN, 0),
                new Relation(2, 1, RelationKind.LESS_THAN, 0), new Relation(5, 1, RelationKind.LESS_THAN, 0));
    }

    @Test
    void oddAndEvenCellsAndParityFieldsAllowHalfTheDigits() throws Exception {
        RuleModel m = read("{\"size\": 9, \"odd\": [{\"cell\": \"R1C1\"}], \"even\": [{\"cell\": \"R9C9\"}]}");
        assertThat(m.constraints()).containsExactly(new AllowedValues("odd", 0, new int[]{1, 3, 5, 7, 9}),
                new AllowedValues("even", 80, new int[]{2, 4, 6, 8}));
        RuleModel p = read("{\"size\": 4, \"grid\": [[{\"parity\": \"Even\"}, {}, {}, {}], [{}, {}, {}, {}],"
                + " [{}, {}, {}, {}], [{}, {}, {}, {}]]}");
        assertThat(p.constraints()).containsExactly(new AllowedValues("even", 0, new int[]{2, 4}));
    }

    @Test
    void arrowsAreSumsPerLineWithPillsReadAsNumbers() throws Exception {
        RuleModel m = read("{\"size\": 9, \"arrow\": [{\"cells\": [\"R1C1\", \"R1C2\"],"
                + " \"lines\": [[\"R1C2\", \"R2C3\", \"R3C4\"], [\"R1C1\", \"R2C1\", \"R3C1\"]]}]}");
        assertThat(m.constraints()).containsExactly(
                new LinearSum("arrow", new int[]{11, 21, 0, 1}, new int[]{1, 1, -10, -1}, 0),
                new LinearSum("arrow", new int[]{9, 18, 0, 1}, new int[]{1, 1, -10, -1}, 0));
        int[] cells = new int[81];
        java.util.Arrays.fill(cells, -1);
        cells[0] = 0; // 1
        cells[1] = 1; // 2: the pill reads 12
        cells[11] = 4; // 5
        cells[21] = 6; // 7
        cells[9] = 2; // 3
        cells[18] = 8; // 9
        assertThat(RuleChecker.violations(m, cells, 5)).isEmpty();
        cells[21] = 5;
        assertThat(RuleChecker.violations(m, cells, 5)).singleElement()
                .satisfies(v -> assertThat(v.message()).startsWith("the arrow r2c3-r3c4-r1c1-r1c2 is broken"));
    }

    @Test
    void littleKillersSandwichesLinesAndQuadruplesAreTheirRules() throws Exception {
        RuleModel m = read("""
                {"size": 4,
                 "littlekillersum": [{"cell": "R0C1", "direction": "DR", "cells": ["R1C2", "R2C3", "R3C4"], "value": "6"}],
                 "sandwichsum": [{"cell": "R0C2", "value": "5"}, {"cell": "R3C5", "value": "0"}],
                 "renban": [{"lines": [["R1C1", "R2C1"]]}],
                 "betweenline": [{"lines": [["R4C1", "R4C2", "R4C3"]]}],
                 "quadruple": [{"cells": ["R2C2", "R2C3", "R3C2", "R3C3"], "values": [4, 1]}]}
                """);
        List<Constraint> k = m.constraints();
        assertThat(k).containsExactly(
                new LinearSum("little killer 6", new int[]{1, 6, 11}, new int[]{1, 1, 1}, 6),
                new Renban(new int[]{0, 4}), new BetweenLine(new int[]{12, 13, 14}),
                new Quadruple(new int[]{5, 6, 9, 10}, new int[]{1, 4}),
                new Sandwich(new int[]{1, 5, 9, 13}, 5), new Sandwich(new int[]{8, 9, 10, 11}, 0));
        assertThat(m.groups()).anySatisfy(g -> {
            assertThat(g.kind()).isEqualTo(Group.Kind.LINE);
            assertThat(g.cells()).containsExactly(0, 4);
        });
    }

    @Test
    void irregularRegionsReplaceTheBoxesAndCagesWithoutTotalsAreGroups() throws Exception {
        RuleModel m = read("""
                {"size": 4, "grid": [[{}, {}, {"region": 0}, {"region": 1}], [{"region": 0}, {"region": 1}, {}, {}],
                  [{}, {}, {}, {}], [{}, {}, {}, {}]],
                 "killercage": [{"cells": ["R3C1", "R4C2"]}]}
                """);
        assertThat(m.boxRows()).isZero();
        assertThat(m.groups()).filteredOn(g -> g.kind() == Group.Kind.BOX).extracting(Group::cells)
                .containsExactly(new int[]{0, 1, 2, 4}, new int[]{3, 5, 6, 7}, new int[]{8, 9, 12, 13},
                        new int[]{10, 11, 14, 15});
        assertThat(m.cages()).isEmpty();
        assertThat(m.groups()).anySatisfy(g -> assertThat(g.cells()).containsExactly(8, 13));
    }

    @Test
    void cosmeticLinesAreTakenOnlyWhereTheyDrawRuleLines() throws Exception {
        RuleModel m = read("{\"size\": 4, \"renban\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}],"
                + " \"line\": [{\"lines\": [[\"R1C2\", \"R1C1\"]], \"outlineC\": \"#B0B0B0\"}]}");
        assertThat(m.constraints()).hasSize(1);
        FPuzzlesFormat.Parsed other = FPuzzlesFormat.parse(TextLines.of("k.json",
                ("{\"size\": 4, \"renban\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}],"
                        + " \"line\": [{\"lines\": [[\"R1C2\", \"R1C3\"]]}]}").getBytes(StandardCharsets.UTF_8)));
        assertThat(other.model().constraints()).hasSize(1);
        assertThat(other.drawings()).containsExactly("line");
    }

    @Test
    void malformedEntriesOfEachKindAreNamedInOneLine() {
        String[][] cases = {
            {"\"xv\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"W\"}]", "xv mark 1 has the value \"W\"; expected \"X\" or \"V\""},
            {"\"xv\": [{\"cells\": [\"R1C1\", \"R2C2\"], \"value\": \"X\"}]", "xv mark 1 joins R1C1, R2C2; expected two orthogonally adjacent cells"},
            {"\"whispers\": [{\"lines\": [[\"R1C1\", \"R1C2\"]], \"value\": \"4\"}]", "whispers 1 has the difference 4; expected 1..3"},
            {"\"clone\": [{\"cells\": [\"R1C1\"], \"cloneCells\": [\"R2C1\", \"R2C2\"]}]", "clone 1 has 1 cells and 2 clone cells"},
            {"\"odd\": [{\"cell\": \"R9C1\"}]", "odd 1: cell R9C1 is outside the 4x4 grid"},
            {"\"arrow\": [{\"cells\": [\"R1C1\"], \"lines\": [[\"R1C1\"]]}]", "arrow 1 has a line with no cell outside its circle"},
            {"\"arrow\": [{\"cells\": [\"R1C1\"]}]", "arrow 1 \"lines\" is null; expected a JSON array"},
            {"\"littlekillersum\": [{\"cell\": \"R0C1\", \"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"3\"}]", "little killer 1: R1C1, R1C2 is not a diagonal"},
            {"\"sandwichsum\": [{\"cell\": \"R2C2\", \"value\": \"3\"}]", "sandwich clue 1 is at R2C2; expected a cell just outside a row or column"},
            {"\"sandwichsum\": [{\"cell\": \"R0C2\", \"value\": \"9\"}]", "sandwich clue 1 has the sum 9; expected 0..5"},
            {"\"renban\": [{\"lines\": [[\"R1C1\", \"R1C2\", \"R1C3\", \"R1C4\", \"R2C4\"]]}]", "renban line 1 has 5 cells; distinct digits allow at most 4"},
            {"\"betweenline\": [{\"lines\": [[\"R1C1\"]]}]", "between line 1 has one cell; expected two ends"},
            {"\"quadruple\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"values\": [5]}]", "quadruple 1 lists 5; expected 1..4"},
            {"\"quadruple\": [{\"cells\": [\"R1C1\"], \"values\": [1, 2]}]", "quadruple 1 has 1 cells and 2 values"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> read("{\"size\": 4, " + c[0] + "}")).as(c[0])
                    .isInstanceOf(PuzzleFormatException.class)
                    .hasMessageStartingWith("k.json:1: ")
                    .hasMessageContaining(c[1]);
        }
    }

    private static RuleModel read(String text) throws PuzzleFormatException {
        return FPuzzlesFormat.read(TextLines.of("k.json", text.getBytes(StandardCharsets.UTF_8)));
    }
}
