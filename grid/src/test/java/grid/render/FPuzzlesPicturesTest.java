package grid.render;

import grid.FPuzzlesGrid;
import grid.model.AllowedValues;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.RuleModel;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.XSum;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pictures of published f-puzzles draw their kinds: a shaded circle per odd cell and a shaded square per
 * even cell, every little killer and sandwich total outside the grid, a circle with its digits per
 * quadruple, a circle per arrow circle cell, X and V marks, and thick borders along irregular regions.
 */
class FPuzzlesPicturesTest {

    private static final Path DIR = Path.of("..", "puzzles", "fpuzzles");

    @Test
    void oddAndEvenCellsAndLittleKillerTotalsAreDrawnOutsideTheGrid() throws Exception {
        RuleModel model = read("littlekiller-blitz");
        Layout at = new Layout(model);
        Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(model, null));
        long odd = model.constraints().stream().filter(k -> k instanceof AllowedValues a && a.kind().equals("odd")).count();
        long even = model.constraints().stream().filter(k -> k instanceof AllowedValues a && a.kind().equals("even")).count();
        assertThat(odd).isPositive();
        assertThat(even).isPositive();
        assertThat(PuzzleRendererTest.elements(svg, "circle")).filteredOn(c -> c.getAttribute("fill").equalsIgnoreCase("#d0d0d0"))
                .hasSize((int) odd);
        assertThat(PuzzleRendererTest.elements(svg, "rect")).filteredOn(r -> r.getAttribute("fill").equalsIgnoreCase("#d0d0d0"))
                .hasSize((int) even);
        for (Constraint k : model.constraints()) {
            if (k instanceof LinearSum s) {
                String total = Long.toString(s.total());
                assertThat(PuzzleRendererTest.elements(svg, "text")).as("little killer %s", total)
                        .anySatisfy(t -> {
                            assertThat(t.getTextContent()).isEqualTo(total);
                            assertThat(outside(at, t)).isTrue();
                        });
            }
        }
    }

    @Test
    void sandwichTotalsSitOutsideAndQuadruplesListTheirDigits() throws Exception {
        RuleModel sandwich = read("sandwich-sandwich-sudoku");
        Layout at = new Layout(sandwich);
        Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(sandwich, null));
        List<Element> texts = PuzzleRendererTest.elements(svg, "text");
        for (Constraint k : sandwich.constraints()) {
            String sum = Integer.toString(((Sandwich) k).sum());
            assertThat(texts).anySatisfy(t -> {
                assertThat(t.getTextContent()).isEqualTo(sum);
                assertThat(outside(at, t)).isTrue();
            });
        }
        RuleModel quad = read("quadruple-quadiagonal");
        Document q = PuzzleRendererTest.parse(PuzzleRenderer.svg(quad, null));
        List<String> labels = PuzzleRendererTest.elements(q, "text").stream().map(Element::getTextContent).toList();
        for (Constraint k : quad.constraints()) {
            StringBuilder digits = new StringBuilder();
            for (int v : ((Quadruple) k).values()) {
                digits.append(v);
            }
            String all = digits.toString();
            assertThat(labels).contains(all.length() > 2 ? all.substring(0, 2) : all);
        }
    }

    /**
     * A thermometer puzzle: one grey bulb per thermometer on its first cell, a grey line along each step,
     * and no black sign for a step the thermometer already shows.
     */
    @Test
    void thermometersAreDrawnAsBulbsAndLinesWithoutSigns() throws Exception {
        RuleModel model = read("thermo-a-kind-of-magic");
        Layout at = new Layout(model);
        List<Group> thermometers = model.groups().stream().filter(g -> g.kind() == Group.Kind.THERMOMETER).toList();
        assertThat(thermometers).isNotEmpty();
        Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(model, null));
        String grey = String.format("#%06x", RuleMarks.THERMOMETER);
        List<Element> bulbs = PuzzleRendererTest.elements(svg, "circle").stream()
                .filter(c -> c.getAttribute("fill").equalsIgnoreCase(grey))
                .filter(c -> Double.parseDouble(c.getAttribute("r")) > 0.3 * at.cell).toList();
        assertThat(bulbs).hasSize(thermometers.size());
        for (Group g : thermometers) {
            int bulb = g.cell(0);
            double x = at.x(model.col(bulb)) + at.cell / 2;
            double y = at.y(model.row(bulb)) + at.cell / 2;
            assertThat(bulbs).as("a bulb on %s", g).anySatisfy(c -> {
                assertThat(Double.parseDouble(c.getAttribute("cx"))).isCloseTo(x, org.assertj.core.data.Offset.offset(0.5));
                assertThat(Double.parseDouble(c.getAttribute("cy"))).isCloseTo(y, org.assertj.core.data.Offset.offset(0.5));
            });
        }
        int steps = thermometers.stream().mapToInt(g -> g.size() - 1).sum();
        assertThat(PuzzleRendererTest.elements(svg, "line"))
                .filteredOn(l -> l.getAttribute("stroke").equalsIgnoreCase(grey)).hasSize(steps);
        // no sign strokes: as many black lines as the grid of a plain 9x9 Sudoku has
        Document plain = PuzzleRendererTest.parse(PuzzleRenderer.svg(RuleModel.sudoku(model.symbols()), null));
        assertThat(PuzzleRendererTest.elements(svg, "line")).as("black strokes: the grid's only")
                .filteredOn(l -> l.getAttribute("stroke").equalsIgnoreCase("#000000"))
                .hasSameSizeAs(PuzzleRendererTest.elements(plain, "line").stream()
                        .filter(l -> l.getAttribute("stroke").equalsIgnoreCase("#000000")).toList());
    }

    @Test
    void arrowsXvMarksAndIrregularRegionsAreDrawn() throws Exception {
        RuleModel arrows = read("arrow-triple-threat");
        Document a = PuzzleRendererTest.parse(PuzzleRenderer.svg(arrows, null));
        long circleCells = arrows.constraints().stream().mapToLong(k -> {
            LinearSum s = (LinearSum) k;
            long count = 0;
            for (int i = 0; i < s.cells().length; i++) {
                count += s.weight(i) < 0 ? 1 : 0;
            }
            return count;
        }).sum();
        assertThat(PuzzleRendererTest.elements(a, "circle")).filteredOn(c -> c.getAttribute("fill").equalsIgnoreCase("#ffffff"))
                .hasSize((int) circleCells);
        RuleModel xv = read("xv-xv-kropki-x");
        List<String> marks = PuzzleRendererTest.elements(PuzzleRendererTest.parse(PuzzleRenderer.svg(xv, null)), "text")
                .stream().map(Element::getTextContent).toList();
        assertThat(marks).contains("X", "V");
        RuleModel irregular = read("irregular-the-tunnels");
        RuleModel plain = read("arrow-knight-moves");
        long thick = thickLines(PuzzleRendererTest.parse(PuzzleRenderer.svg(irregular, null)));
        long boxes = thickLines(PuzzleRendererTest.parse(PuzzleRenderer.svg(plain, null)));
        // the standard grid has 4 inner box lines and 4 outer ones; the tunnels' regions need many short ones
        assertThat(boxes).isEqualTo(8);
        assertThat(thick).isGreaterThan(20);
    }

    private static long thickLines(Document svg) {
        return PuzzleRendererTest.elements(svg, "line").stream()
                .filter(l -> l.getAttribute("stroke").equalsIgnoreCase("#000000")
                        && Double.parseDouble(l.getAttribute("stroke-width")) >= 2.5)
                .count();
    }

    private static boolean outside(Layout at, Element text) {
        double x = Double.parseDouble(text.getAttribute("x"));
        double y = Double.parseDouble(text.getAttribute("y"));
        return x < at.x(0) || y < at.y(0) || x > at.x(at.n) || y > at.y(at.n);
    }

    private static RuleModel read(String stem) throws Exception {
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(DIR.resolve(stem + ".json").toString());
        return grid.rules();
    }

    @Test
    void theNewLineKindsAreDrawnInTheirColours() throws Exception {
        // entropic lines peach, region-sum lines sky blue, zipper lines lavender, slow thermometers
        // cornflower blue with a bulb per thermometer, Nabner and modular lines
        String[][] cases = {{"entropic-entropic-lines-101", "#ffccaa"}, {"regionsumline-equal-sums", "#2ecbff"},
            {"zipper-jumbled-joy", "#cdb1ec"}, {"slowthermo-slow-thermo-sudoku", "#6495ed"},
            {"generated-modular-nabner", "#7ccbc0"}, {"generated-modular-nabner", "#eed35a"}};
        for (String[] c : cases) {
            Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(read(c[0]), null));
            assertThat(PuzzleRendererTest.elements(svg, "line")).as(c[0] + " " + c[1])
                    .anySatisfy(l -> assertThat(l.getAttribute("stroke")).isEqualTo(c[1]));
        }
        Document slow = PuzzleRendererTest.parse(PuzzleRenderer.svg(read("slowthermo-slow-thermo-sudoku"), null));
        assertThat(PuzzleRendererTest.elements(slow, "circle")).filteredOn(e -> e.getAttribute("fill").equals("#6495ed")
                && Double.parseDouble(e.getAttribute("r")) > 10).as("one bulb per slow thermometer").hasSize(2);
    }

    @Test
    void xSumAndSkyscraperCluesSitOutsideInACircleOrABox() throws Exception {
        for (String stem : List.of("whispers-tiny-scar", "skyscraper-renban-skyscrapers-ctc-400k")) {
            RuleModel model = read(stem);
            Layout at = new Layout(model);
            Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(model, null));
            List<Element> texts = PuzzleRendererTest.elements(svg, "text");
            for (Constraint k : model.constraints()) {
                String clue = k instanceof XSum x ? Integer.toString(x.sum()) : k instanceof Skyscraper y
                        ? Integer.toString(y.seen()) : null;
                if (clue != null) {
                    assertThat(texts).as("%s clue %s", stem, clue).anySatisfy(t -> {
                        assertThat(t.getTextContent()).isEqualTo(clue);
                        assertThat(outside(at, t)).isTrue();
                    });
                }
            }
        }
        Document xsum = PuzzleRendererTest.parse(PuzzleRenderer.svg(read("whispers-tiny-scar"), null));
        assertThat(PuzzleRendererTest.elements(xsum, "circle")).filteredOn(e -> e.getAttribute("fill").equals("#ffffff"))
                .as("a circle per x-sum clue").hasSize(10);
    }

    @Test
    void indexersDoubleArrowsAndPencilMarksAreDrawn() throws Exception {
        Document columns = PuzzleRendererTest.parse(PuzzleRenderer.svg(read("indexer-159-arrows"), null));
        // 27 column indexers, four sides each
        assertThat(PuzzleRendererTest.elements(columns, "line")).filteredOn(l -> l.getAttribute("stroke").equals("#c77c7c"))
                .hasSize(4 * 27);
        RuleModel arrows = read("generated-doublearrow-boxindexer");
        Document svg = PuzzleRendererTest.parse(PuzzleRenderer.svg(arrows, null));
        long doubles = arrows.constraints().stream().filter(k -> k instanceof LinearSum s && s.kind().equals("double arrow"))
                .count();
        assertThat(doubles).isPositive();
        assertThat(PuzzleRendererTest.elements(svg, "circle")).filteredOn(e -> e.getAttribute("fill").equals("#ffffff")
                && e.getAttribute("stroke").equals("#909090")).as("two circles per double arrow").hasSize(2 * (int) doubles);
        assertThat(PuzzleRendererTest.elements(svg, "line")).anySatisfy(l -> assertThat(l.getAttribute("stroke"))
                .isEqualTo("#7c7cc7"));
        RuleModel pencils = read("generated-pencilmarks-slowthermo-6x6");
        List<String> texts = PuzzleRendererTest.elements(PuzzleRendererTest.parse(PuzzleRenderer.svg(pencils, null)), "text")
                .stream().map(Element::getTextContent).toList();
        for (Constraint k : pencils.constraints()) {
            if (k instanceof AllowedValues a) {
                StringBuilder digits = new StringBuilder();
                for (int v : a.values()) {
                    digits.append(v);
                }
                assertThat(texts).contains(digits.toString());
            }
        }
    }
}
