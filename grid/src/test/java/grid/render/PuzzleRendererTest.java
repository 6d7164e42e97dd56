package grid.render;

import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PuzzleRendererTest {

    private static final long SEED = 20261122L;

    @TempDir
    Path dir;

    @Test
    void killerSvgHasOneDashedPathPerCageAndEveryDigit_seed20261122() throws Exception {
        int[] solution = RandomPuzzles.solvedSudoku(9, new Random(SEED));
        RuleModel model = SampleModels.killer(9, solution, SEED);
        Path file = dir.resolve("killer.svg");

        PuzzleRenderer.write(model, solution, file);

        Document svg = parse(Files.readString(file));
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        List<Element> paths = elements(svg, "path");
        assertThat(paths).hasSize(model.cages().size())
                .allSatisfy(p -> assertThat(p.getAttribute("stroke-dasharray")).isNotEmpty());
        List<String> bold = new ArrayList<>();
        List<String> plain = new ArrayList<>();
        for (Element t : elements(svg, "text")) {
            (t.getAttribute("font-weight").equals("bold") ? bold : plain).add(t.getTextContent());
        }
        List<String> givens = new ArrayList<>();
        for (int c = 0; c < model.cellCount(); c++) {
            if (model.given(c) >= 0) {
                givens.add(Integer.toString(model.symbol(model.given(c))));
            }
        }
        assertThat(bold).containsExactlyInAnyOrderElementsOf(givens);
        // Every non-given cell's digit plus one total per cage.
        assertThat(plain).hasSize(model.cellCount() - givens.size() + model.cages().size());
        assertThat(Integer.parseInt(svg.getDocumentElement().getAttribute("width"))).isPositive();
    }

    @ParameterizedTest(name = "n={0} seed={1}")
    @CsvSource({"4, 11", "9, 12", "16, 13", "25, 14"})
    void killersOfEverySizeDrawEveryCageAndDigitInsideThePicture(int n, long seed) throws Exception {
        int[] solution = RandomPuzzles.solvedSudoku(n, new Random(seed));
        RuleModel model = SampleModels.killer(n, solution, seed);
        Document svg = parse(PuzzleRenderer.svg(model, solution));
        Layout layout = new Layout(model);

        assertThat(elements(svg, "path")).hasSize(model.cages().size());
        List<Element> texts = elements(svg, "text");
        assertThat(texts).hasSize(model.cellCount() + model.cages().size());
        for (Element t : texts) {
            double size = Double.parseDouble(t.getAttribute("font-size"));
            double x = Double.parseDouble(t.getAttribute("x"));
            double y = Double.parseDouble(t.getAttribute("y"));
            double half = t.getAttribute("text-anchor").equals("middle") ? Layout.textWidth(t.getTextContent(), size) / 2 : 0;
            assertThat(size).as("font size").isGreaterThanOrEqualTo(9);
            assertThat(x - half).isGreaterThanOrEqualTo(layout.margin);
            assertThat(y).isLessThanOrEqualTo(layout.margin + n * layout.cell);
        }
        BufferedImage png = PuzzleRenderer.image(model, solution);
        assertThat(png.getWidth()).isEqualTo(layout.width);
    }

    @Test
    void hugeBoardsAreRefusedAsPngButDrawnAsSvg() {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(256));
        assertThatThrownBy(() -> PuzzleRenderer.image(model, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("write it as .svg");
        assertThat(PuzzleRenderer.svg(model, null)).startsWith("<?xml").endsWith("</svg>\n");
    }

    @Test
    void kropkiSvgHasOneCirclePerDotWithTheRightFill() throws Exception {
        RuleModel model = SampleModels.kropki();
        Document svg = parse(PuzzleRenderer.svg(model, null));

        List<Element> circles = elements(svg, "circle");
        long black = model.relations().stream().filter(r -> r.kind() == RelationKind.RATIO).count();
        assertThat(circles).hasSize(model.relations().size());
        assertThat(circles.stream().filter(c -> c.getAttribute("fill").equals("#000000")).count()).isEqualTo(black);
        // Only the two givens are drawn as digits, plus the numbers inside the non-standard dots.
        long numbered = model.relations().stream()
                .filter(r -> r.kind() == RelationKind.DIFFERENCE && r.param() != 1).count();
        assertThat(elements(svg, "text")).hasSize(2 + (int) numbered);
    }

    @Test
    void futoshikiSignsAreTwoStrokesEachAndThereAreNoBoxBorders() throws Exception {
        int[] solution = RandomPuzzles.solvedLatinSquare(5, new Random(SEED));
        RuleModel model = SampleModels.futoshiki(solution);
        Document svg = parse(PuzzleRenderer.svg(model, solution));

        // 4 + 4 thin inner lines, 4 outer border lines, two strokes per sign; no inner thick lines.
        assertThat(elements(svg, "line")).hasSize(8 + 4 + 2 * model.relations().size());
    }

    @Test
    void pngDecodesWithTheLayoutSizeAndIsNotBlank() throws Exception {
        int[] solution = RandomPuzzles.solvedSudoku(16, new Random(SEED));
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(16))
                .withGivens(RandomPuzzles.blank(solution, 0.5, new Random(SEED)));
        Path file = dir.resolve("sudoku.PNG");

        PuzzleRenderer.write(model, solution, file);

        BufferedImage image = ImageIO.read(file.toFile());
        Layout layout = new Layout(model);
        assertThat(image.getWidth()).isEqualTo(layout.width);
        assertThat(image.getHeight()).isEqualTo(layout.height);
        int white = 0;
        int black = 0;
        int blue = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                white += rgb == PuzzleDrawing.WHITE ? 1 : 0;
                black += rgb == PuzzleDrawing.BLACK ? 1 : 0;
                blue += rgb == PuzzleDrawing.SOLVED ? 1 : 0;
            }
        }
        assertThat(white).isGreaterThan(image.getWidth() * image.getHeight() / 2);
        assertThat(black).as("borders and givens").isGreaterThan(4 * image.getWidth());
        assertThat(blue).as("solved digits").isPositive();
    }

    @Test
    void pngAndSvgHaveTheSameSize() throws Exception {
        RuleModel model = SampleModels.kropki();
        Document svg = parse(PuzzleRenderer.svg(model, SampleModels.SOLVED_4));
        BufferedImage png = PuzzleRenderer.image(model, SampleModels.SOLVED_4);
        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo(Integer.toString(png.getWidth()));
        assertThat(svg.getDocumentElement().getAttribute("height")).isEqualTo(Integer.toString(png.getHeight()));
    }

    @Test
    void twoDigitSymbolsGetCellsWideEnoughOnA25x25() {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        Layout layout = new Layout(model);
        assertThat(2 * Layout.DIGIT_EM * layout.digitSize).isLessThan(0.8 * layout.cell);
        assertThat(layout.digitSize).isGreaterThanOrEqualTo(12);
    }

    @Test
    void unknownExtensionIsRefusedAndNothingIsWritten() {
        RuleModel model = SampleModels.kropki();
        Path file = dir.resolve("picture.jpg");
        assertThatThrownBy(() -> PuzzleRenderer.write(model, null, file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("picture.jpg").hasMessageContaining(".png or .svg");
        assertThat(file).doesNotExist();
    }

    @Test
    void wrongCellCountIsRefused() {
        RuleModel model = SampleModels.kropki();
        assertThatThrownBy(() -> PuzzleRenderer.svg(model, new int[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16");
    }

    @Test
    void missingDirectoryIsRefusedWithTheReason() {
        Path file = dir.resolve("no/such/dir/p.png");
        assertThatThrownBy(() -> PuzzleRenderer.write(SampleModels.kropki(), null, file))
                .isInstanceOf(grid.io.OutputException.class).hasMessageEndingWith("does not exist");
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> elements(Document doc, String tag) {
        NodeList list = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }
}
