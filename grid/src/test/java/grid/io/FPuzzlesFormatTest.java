package grid.io;

import grid.FPuzzlesGrid;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FPuzzlesFormatTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"killer-4x4.json", "killer-9x9.json", "kropki-4x4.json", "diagonal-4x4.json"})
    void sampleSolutionsSatisfyTheRulesAndKeepTheGivens(String name) throws Exception {
        String text = resource(name);
        RuleModel model = read(name, text);
        int[] solution = solution(name, text, model);

        Solutions.assertSolves(model, solution);
        assertThat(RuleChecker.isSolution(model, solution)).isTrue();
    }

    @Test
    void killerSampleHasItsCagesAndStandardGroups() throws Exception {
        RuleModel model = read("killer-4x4.json", resource("killer-4x4.json"));
        assertThat(model.size()).isEqualTo(4);
        assertThat(model.boxRows()).isEqualTo(2);
        assertThat(model.groups()).hasSize(12);
        assertThat(model.cages()).hasSize(7);
        assertThat(model.cages().get(0)).isEqualTo(new Cage(new int[] {0, 1}, 3));
        assertThat(model.cages().get(1)).isEqualTo(new Cage(new int[] {2, 3, 7}, 9));
        assertThat(model.givenCount()).isEqualTo(2);
        assertThat(model.given(0)).isZero();
        assertThat(model.given(10)).isEqualTo(3);
    }

    @Test
    void kropkiSampleHasDotsWithDefaultAndExplicitValuesAndTheNegativeRelations() throws Exception {
        RuleModel model = read("kropki-4x4.json", resource("kropki-4x4.json"));
        List<Relation> rel = model.relations();
        assertThat(rel.stream().filter(r -> r.kind() == RelationKind.DIFFERENCE)).hasSize(12)
                .allSatisfy(r -> assertThat(r.param()).isEqualTo(1));
        assertThat(rel.stream().filter(r -> r.kind() == RelationKind.RATIO).map(Relation::param))
                .containsExactly(2, 2, 2, 2, 3);
        // 24 orthogonal edges on a 4x4 board, 12 of them with a white dot.
        assertThat(rel.stream().filter(r -> r.kind() == RelationKind.NOT_DIFFERENCE)).hasSize(12)
                .allSatisfy(r -> assertThat(r.param()).isEqualTo(1));
        assertThat(rel).noneMatch(r -> r.kind() == RelationKind.NOT_RATIO);
    }

    @Test
    void negativeRatioMarksEveryUndottedEdge() throws Exception {
        RuleModel model = read("neg.json", """
                {"size": 4, "negative": ["ratio", "difference"],
                 "ratio": [{"cells": ["R1C1", "R2C1"]}],
                 "difference": [{"cells": ["R1C1", "R1C2"], "value": 3}]}
                """);
        assertThat(model.relations().stream().filter(r -> r.kind() == RelationKind.NOT_RATIO)).hasSize(23)
                .noneMatch(r -> r.a() == 0 && r.b() == 4);
        assertThat(model.relations().stream().filter(r -> r.kind() == RelationKind.NOT_DIFFERENCE)).hasSize(23)
                .noneMatch(r -> r.a() == 0 && r.b() == 1);
        assertThat(model.relations().stream().filter(r -> r.kind() == RelationKind.DIFFERENCE))
                .singleElement().extracting(Relation::param).isEqualTo(3);
    }

    @Test
    void diagonalsBecomeAllDifferentGroups() throws Exception {
        RuleModel model = read("diagonal-4x4.json", resource("diagonal-4x4.json"));
        assertThat(model.groups()).hasSize(14);
        Group positive = model.groups().stream().filter(g -> g.kind() == Group.Kind.POSITIVE_DIAGONAL)
                .findFirst().orElseThrow();
        Group negative = model.groups().stream().filter(g -> g.kind() == Group.Kind.NEGATIVE_DIAGONAL)
                .findFirst().orElseThrow();
        assertThat(positive.cells()).containsExactly(3, 6, 9, 12);
        assertThat(negative.cells()).containsExactly(0, 5, 10, 15);
    }

    @Test
    void nonSquareSizesGetFPuzzlesBoxes() throws Exception {
        assertThat(boxes(6)).containsExactly(2, 3);
        assertThat(boxes(8)).containsExactly(2, 4);
        assertThat(boxes(10)).containsExactly(2, 5);
        assertThat(boxes(12)).containsExactly(3, 4);
        assertThat(boxes(16)).containsExactly(4, 4);
        assertThat(boxes(7)).containsExactly(0, 0);
        assertThat(read("p.json", "{\"size\": 7}").groups()).hasSize(14);
        assertThat(read("p.json", "{\"size\": 6}").groups()).hasSize(18);
    }

    @Test
    void emptyUnsupportedEntriesAndMetadataAreAccepted() throws Exception {
        RuleModel model = read("empty.json", """
                {"size": 4, "title": "t", "author": "a", "ruleset": "r", "highlightConflicts": true,
                 "thermometer": [], "antiknight": false, "arrow": null,
                 "grid": [[{"value": 2}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {"region": 3}]]}
                """);
        // A value without "given": true is a solver's entry, not a given.
        assertThat(model.givenCount()).isZero();
    }

    @Test
    void unsupportedConstraintsAreNamed() {
        assertThatThrownBy(() -> read("u.json", """
                {"size": 9,
                 "thermomter": [{"lines": [["R1C1", "R1C2"]]}],
                 "clock": [{"cell": "R1C1", "value": "5"}],
                 "antiknight": true}
                """))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("u.json:2: ")
                .hasMessageContaining("clock, thermomter are not supported");
    }

    @Test
    void unsupportedNegativeKindAndBadRegionsAreNamed() throws Exception {
        assertThatThrownBy(() -> read("n.json", "{\"size\": 4, \"negative\": [\"sum\"]}"))
                .hasMessageContaining("\"sum\" is not supported");
        assertThatThrownBy(() -> read("r.json", """
                {"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}],
                  [{}, {"region": 0}, {}, {}], [{}, {}, {}, {}]]}
                """))
                .hasMessageStartingWith("r.json:1: ")
                .hasMessageContaining("region 0 of the grid's \"region\" fields has 5 cells; every region needs 4");
        assertThatThrownBy(() -> read("r.json", """
                {"size": 4, "grid": [[{"region": null}, {}, {}, {}], [{}, {}, {}, {}],
                  [{}, {}, {}, {}], [{}, {}, {}, {}]]}
                """))
                .hasMessageContaining("R1C1 has \"region\": null");
        assertThatThrownBy(() -> read("p.json", """
                {"size": 4, "grid": [[{"givenPencilMarks": [1, 7]}, {}, {}, {}], [{}, {}, {}, {}],
                  [{}, {}, {}, {}], [{}, {}, {}, {}]]}
                """))
                .hasMessageContaining("R1C1 has the pencil mark 7; expected 1..4");
        // a drawing no constraint explains is left out of the rules and named, never silently dropped
        FPuzzlesFormat.Parsed drawn = FPuzzlesFormat.parse(TextLines.of("l.json", """
                {"size": 4, "line": [{"lines": [["R1C1", "R1C2"]]}]}
                """.getBytes(StandardCharsets.UTF_8)));
        assertThat(drawn.model().constraints()).isEmpty();
        assertThat(drawn.drawings()).containsExactly("line");
        assertThat(drawn.drawingsNote()).startsWith("the drawing (line) is left out of the rules");
    }

    @Test
    void badContentIsReportedWithItsLine() {
        assertThatThrownBy(() -> read("s.json", "{\"size\": 17}")).hasMessageContaining("expected a whole number 4..16");
        assertThatThrownBy(() -> read("s.json", "{\"grid\": []}")).hasMessageContaining("no \"size\"");
        assertThatThrownBy(() -> read("s.json", "[1, 2]")).hasMessageContaining("JSON array");
        assertThatThrownBy(() -> read("c.json", "{\"size\": 4,\n\"killercage\": [\n {\"cells\": [\"R5C1\"], \"value\": \"1\"}]}"))
                .hasMessageStartingWith("c.json:3: ").hasMessageContaining("R5C1 is outside the 4x4 grid");
        assertThatThrownBy(() -> read("c.json", "{\"size\": 4, \"killercage\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"9\"}]}"))
                .hasMessageContaining("add up to 3..7");
        assertThatThrownBy(() -> read("c.json", """
                {"size": 4, "killercage": [{"cells": ["R1C1"], "value": 1}, {"cells": ["R1C1", "R1C2"], "value": 3}]}
                """)).hasMessageContaining("R1C1 is already in killer cage 1");
        assertThatThrownBy(() -> read("d.json", "{\"size\": 4, \"ratio\": [{\"cells\": [\"R1C1\", \"R2C2\"]}]}"))
                .hasMessageContaining("expected two orthogonally adjacent cells");
        assertThatThrownBy(() -> read("g.json", "{\"size\": 4, \"grid\": [[{\"value\": 5, \"given\": true}, {}, {}, {}],"
                + " [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}"))
                .hasMessageContaining("R1C1 has the value 5; expected 1..4");
        assertThatThrownBy(() -> read("g.json", "{\"size\": 4, \"grid\": [[{}, {}, {}, {}]]}"))
                .hasMessageContaining("has 1 rows; expected 4");
        assertThatThrownBy(() -> read("x.json", "{\"size\": 4, \"diagonal+\": \"yes\"}"))
                .hasMessageContaining("expected true or false");
    }

    @Test
    void malformedJsonIsAFormatErrorWithTheLine() throws IOException {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\n  \"size\": 4,\n  \"grid\": [\n    [{}, {}\n  ]\n}\n");
        FPuzzlesGrid grid = new FPuzzlesGrid();
        assertThatThrownBy(() -> grid.initGrid(file.toString()))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith(file + ":5: ")
                .hasMessageContaining("expected ',' or ']' after an array element, found '}' on line 6");
    }

    @Test
    void gridReadsAFileAndWritesCommaSeparatedRows() throws IOException {
        Path file = dir.resolve("killer.json");
        Files.writeString(file, resource("killer-4x4.json"));
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(file.toString());
        grid.fill(new int[] {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0});

        assertThat(grid.validate()).isTrue();
        Path out = dir.resolve("killer.out");
        grid.outputGrid(out.toString());
        assertThat(Files.readString(out)).isEqualTo("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n");
    }

    private static int[] boxes(int n) throws PuzzleFormatException {
        RuleModel m = read("b.json", "{\"size\": " + n + "}");
        return new int[] {m.boxRows(), m.boxCols()};
    }

    @Test
    void antiKingAndAntiKnightPairsOutsideABoxMustDifferAndExtraRegionsAreGroups() throws Exception {
        String empty = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
        // 18 diagonal neighbour pairs on a 4x4, 8 of them inside a 2x2 box (already all different).
        List<grid.model.Relation> king = read("k.json", empty + ",\"antiking\":true}").relations();
        assertThat(king).hasSize(10).allSatisfy(r -> {
            assertThat(r.kind()).isEqualTo(grid.model.RelationKind.NOT_DIFFERENCE);
            assertThat(r.param()).isZero();
            assertThat(Math.abs(r.a() / 4 - r.b() / 4)).isEqualTo(1);
            assertThat(Math.abs(r.a() % 4 - r.b() % 4)).isEqualTo(1);
        });
        // Knight moves: 2 * (3 * 2) * 2 = 24 on a 4x4, none inside a 2x2 box.
        assertThat(read("n.json", empty + ",\"antiknight\":true}").relations()).hasSize(24);
        RuleModel extra = read("e.json", empty + ",\"extraregion\":[{\"cells\":[\"R1C1\",\"R2C3\",\"R4C4\"]}]}");
        assertThat(extra.groups()).anySatisfy(g -> assertThat(g.cells()).containsExactly(0, 6, 15));
    }

    @Test
    void withIrregularRegionsAChessMovePairInOneStandardBoxButTwoRegionsMustDifferToo() throws Exception {
        // the regions are the rows, so no two diagonal neighbours share one: all 18 pairs get the relation,
        // the 8 inside a standard 2x2 box included
        StringBuilder grid = new StringBuilder("{\"size\":4,\"antiking\":true,\"grid\":[");
        for (int r = 0; r < 4; r++) {
            grid.append(r > 0 ? "," : "").append('[');
            for (int c = 0; c < 4; c++) {
                grid.append(c > 0 ? "," : "").append("{\"region\":").append(r).append('}');
            }
            grid.append(']');
        }
        RuleModel model = read("regions.json", grid.append("]}").toString());
        assertThat(model.relations()).hasSize(18);
        assertThat(model.relations()).anySatisfy(r -> assertThat(new int[]{r.a(), r.b()}).containsExactly(0, 5));
    }

    private static RuleModel read(String name, String text) throws PuzzleFormatException {
        return FPuzzlesFormat.read(TextLines.of(name, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The sample's own "solution" member, as symbol indices. */
    private static int[] solution(String name, String text, RuleModel model) throws PuzzleFormatException {
        Map<?, ?> root = (Map<?, ?>) Json.parse(name, text).root();
        List<?> values = (List<?>) root.get("solution");
        assertThat(values).hasSize(model.cellCount());
        int[] cells = new int[values.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = model.symbolIndex(((Long) values.get(i)).intValue());
        }
        return cells;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = FPuzzlesFormatTest.class.getResourceAsStream("/fpuzzles/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
