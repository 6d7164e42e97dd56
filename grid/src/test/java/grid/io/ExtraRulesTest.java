package grid.io;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.LockoutLine;
import grid.model.RuleModel;
import grid.model.XSum;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Rules added to an f-puzzles puzzle as {@code NAME[:OPTIONS]}: Rangsk's cell notation (lists, ranges,
 * keypad steps), the rules f-puzzles has a key for read as that key's entries (and kept for writing
 * back), the others as relations and groups, and a bad one named in one line.
 */
class ExtraRulesTest {

    private static final String EMPTY_4 = "{\"size\": 4}";

    @Test
    void cellGroupsTakeListsRangesAndKeypadSteps() throws Exception {
        ExtraRules r = ExtraRules.of("x", 9, new int[81]);
        assertThat(r.groups("r1c1r1c2;r2-3c4")).containsExactly(new int[]{0, 1}, new int[]{12, 21});
        assertThat(r.groups("r1,3c1-2")).containsExactly(new int[]{0, 1, 18, 19});
        // from r5c5: down (2), right (6), up-left (7), down-right (3)
        assertThat(r.groups("r5c5d2673")).containsExactly(new int[]{40, 49, 50, 40, 50});
        assertThatThrownBy(() -> r.groups("r1c10")).hasMessage("'r1c10' leaves the 9x9 grid at r1c10");
        assertThatThrownBy(() -> parse("{\"size\": 9}", "thermo:r1c10"))
                .hasMessage("--constraint thermo:r1c10: 'r1c10' leaves the 9x9 grid at r1c10");
        assertThatThrownBy(() -> r.groups("q1")).hasMessageContaining("is not a group of cells");
    }

    @Test
    void rulesWithAnFPuzzlesKeyAreReadAsItsEntriesAndKeptForTheLink() throws Exception {
        FPuzzlesFormat.Parsed p = parse(EMPTY_4, "king", "thermo:r1c1r1c2r1c3", "xsum:6r0c1", "killer:7;r4c1r4c2");
        RuleModel m = p.model();
        assertThat(m.relations()).contains(new Relation(0, 1, RelationKind.LESS_THAN, 0),
                new Relation(1, 2, RelationKind.LESS_THAN, 0));
        assertThat(m.constraints()).contains(new XSum(new int[]{0, 4, 8, 12}, 6));
        assertThat(m.cages()).singleElement().satisfies(c -> assertThat(c.sum()).isEqualTo(7));
        assertThat(p.extraKeys()).containsEntry("antiking", true).containsKeys("thermometer", "xsum", "killercage");
        assertThat(p.withoutKey()).isEmpty();
        assertThat(Json.write(p.extraKeys().get("thermometer"))).isEqualTo("[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}]");
        assertThat(Json.write(p.extraKeys().get("xsum"))).isEqualTo("[{\"cell\":\"R0C1\",\"value\":\"6\"}]");
    }

    @Test
    void rulesWithoutAKeyAreRelationsAndGroups() throws Exception {
        FPuzzlesFormat.Parsed p = parse(EMPTY_4, "taxi:3", "dnc", "selftaxi", "disjointoffset:1", "knightmare:5",
                "chess:1,1;v2");
        RuleModel m = p.model();
        assertThat(p.withoutKey()).containsExactly("taxi:3", "dnc", "selftaxi", "disjointoffset:1", "knightmare:5",
                "chess:1,1;v2");
        // taxicab 3 from r1c1: r1c4 shares the row, r4c1 the column, r2c3 and r3c2 neither
        assertThat(m.relations()).contains(new Relation(0, 6, RelationKind.NOT_DIFFERENCE, 0),
                new Relation(0, 9, RelationKind.NOT_DIFFERENCE, 0))
                .doesNotContain(new Relation(0, 3, RelationKind.NOT_DIFFERENCE, 0));
        assertThat(m.relations()).contains(new Relation(0, 5, RelationKind.NOT_DIFFERENCE, 1),
                new Relation(1, 4, RelationKind.NOT_DIFFERENCE, 1));
        assertThat(m.relations()).contains(new Relation(0, 6, RelationKind.NOT_BOTH, 3),
                new Relation(0, 5, RelationKind.NOT_BOTH, 2));
        assertThat(m.relations()).contains(new Relation(0, 6, RelationKind.NOT_SUM, 5));
        // the first cell of each 2x2 box
        assertThat(m.groups()).anySatisfy(g -> {
            assertThat(g.kind()).isEqualTo(Group.Kind.REGION);
            assertThat(g.cells()).containsExactly(0, 2, 8, 10);
        });
    }

    @Test
    void aBadRuleIsNamedInOneLine() {
        String[][] cases = {
            {"taxi", "--constraint taxi: expected a taxicab distance, like taxi:4, found ''"},
            {"wheel:3", "--constraint wheel:3: unknown constraint 'wheel'; expected one of king, knight"},
            {"king:1", "--constraint king:1: king takes no options, found '1'"},
            {"thermo:r1c1r9c9", "--constraint thermo:r1c1r9c9: 'r1c1r9c9' leaves the 4x4 grid at r9c9"},
            {"chess:v1", "--constraint chess:v1: expected at least one offset, like chess:1,2"},
            {"lk:5;r3c3;UP", "--constraint lk:5;r3c3;UP: expected the total, the cell and the direction"},
            {"renban:r1c1r1c2r1c3r1c4r2c4", "--constraint renban:r1c1r1c2r1c3r1c4r2c4: renban line 1 has 5 cells"},
            {"disjointoffset:7", "--constraint disjointoffset:7: expected a place in the regions from 1 to 4, not 7"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> parse(EMPTY_4, c[0])).as(c[0]).isInstanceOf(PuzzleFormatException.class)
                    .hasMessageStartingWith(c[1]);
        }
    }

    @Test
    void littleKillersStartOutsideTheGridOrOnItsFirstCell() throws Exception {
        Map<String, Object> outside = parse(EMPTY_4, "lk:7;r0c1;DR").extraKeys();
        Map<String, Object> inside = parse(EMPTY_4, "lk:7;r1c2;DR").extraKeys();
        assertThat(Json.write(outside)).isEqualTo("{\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"DR\","
                + "\"cells\":[\"R1C2\",\"R2C3\",\"R3C4\"],\"value\":\"7\"}]}");
        assertThat(Json.write(inside)).isEqualTo(Json.write(outside));
    }

    @Test
    void aLockoutLineIsARuleOfItsOwnAndIsDrawn() throws Exception {
        FPuzzlesFormat.Parsed p = parse("{\"size\": 9}", "lockout:r1c1r1c2r1c3", "lockout:5;r2c1r2c2");
        assertThat(p.model().constraints()).containsExactly(new LockoutLine(new int[]{0, 1, 2}, 4),
                new LockoutLine(new int[]{9, 10}, 5));
        assertThat(p.withoutKey()).containsExactly("lockout:r1c1r1c2r1c3", "lockout:5;r2c1r2c2");
        LockoutLine line = (LockoutLine) p.model().constraints().get(0);
        int[] symbols = p.model().symbols();
        assertThat(line.allows(new int[]{1, 7, 6}, symbols)).isTrue();
        assertThat(line.allows(new int[]{1, 3, 6}, symbols)).as("3 lies between the ends").isFalse();
        assertThat(line.allows(new int[]{2, 8, 5}, symbols)).as("the ends are 3 apart").isFalse();
        assertThat(line.allows(new int[]{1, 3, -1}, symbols)).as("an end is open").isTrue();
        assertThat(line.describe(9)).isEqualTo("lockout line r1c1-r1c2-r1c3");
        // drawn as f-puzzles draws a line between two circled ends
        String svg = grid.render.PuzzleRenderer.svg(p.model(), null);
        assertThat(svg.split("stroke=\"#909090\"", -1).length - 1).as("grey strokes of two lines and four ends")
                .isGreaterThanOrEqualTo(6);
        assertThatThrownBy(() -> parse("{\"size\": 9}", "lockout:r1c1"))
                .hasMessage("--constraint lockout:r1c1: a lockout line has two ends and a gap of at least 1");
    }

    private static FPuzzlesFormat.Parsed parse(String json, String... extras) throws PuzzleFormatException {
        return FPuzzlesFormat.parse(TextLines.of("p.json", json.getBytes(StandardCharsets.UTF_8)), List.of(extras));
    }
}
