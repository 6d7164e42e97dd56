package grid.render;

import grid.io.OutputFiles;
import grid.model.RuleModel;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongConsumer;

/**
 * Pictures of puzzles: a {@link RuleModel} with its givens and, optionally, a filled grid, as PNG (Java2D,
 * headless) or SVG (plain text). Givens are bold black, other digits blue; thin cell lines, thick box
 * borders, dashed killer cages with their totals, Kropki dots, Futoshiki signs and diagonal lines are drawn
 * from the model's rules. Both formats come from one drawing ({@link PuzzleDrawing}), so they agree.
 */
public final class PuzzleRenderer {

    static {
        // Pictures are drawn off screen; no display is ever needed.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** Largest PNG drawn (about 7000 x 7000, some 200 MB while drawing); SVG has no such limit. */
    public static final long MAX_PIXELS = 50_000_000L;

    private PuzzleRenderer() {
    }

    /**
     * Writes the picture to {@code file}, as PNG or SVG by its extension ({@code .png} / {@code .svg}, any
     * case), through {@link OutputFiles}: a regular file is replaced atomically, a link followed, a FIFO
     * or device written directly.
     *
     * @param cells symbol indices ({@code -1} blank) of length {@code n*n}, or {@code null} for the givens
     * @throws IllegalArgumentException if the extension is neither, or {@code cells} has the wrong length
     */
    public static void write(RuleModel model, int[] cells, Path file) throws IOException {
        OutputFiles.write(file.toString(), encode(model, cells, file.toString()), System.out);
    }

    /**
     * The picture's bytes in the format {@code fileName}'s extension names.
     *
     * @throws IllegalArgumentException if the extension is neither {@code .png} nor {@code .svg}, or
     *                                  {@code cells} has the wrong length
     */
    public static byte[] encode(RuleModel model, int[] cells, String fileName) throws IOException {
        return encode(new PuzzleDrawing(model, cells), fileName);
    }

    /**
     * The picture with pencil marks: {@code cells} drawn as in {@link #encode(RuleModel, int[], String)}
     * and, in the cells it leaves blank, the symbols of {@code marks} (bit v for symbol index v) small.
     */
    public static byte[] encodeWithMarks(RuleModel model, int[] cells, long[] marks, String fileName) throws IOException {
        return encode(new PuzzleDrawing(model, cells, marks), fileName);
    }

    private static byte[] encode(PuzzleDrawing drawing, String fileName) throws IOException {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            return svg(drawing).getBytes(StandardCharsets.UTF_8);
        }
        if (name.endsWith(".png")) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            if (!ImageIO.write(image(drawing), "png", bytes)) {
                throw new IOException("this Java runtime has no PNG writer");
            }
            return bytes.toByteArray();
        }
        throw new IllegalArgumentException("cannot tell the picture format of '" + fileName
                + "': the name must end in .png or .svg");
    }

    /**
     * Where the board lies in every picture of a model, in pixels (the SVG's user units): the board's
     * top-left corner is at ({@code margin}, {@code margin}) and cell (r, c) spans
     * {@code [margin + c * cell, margin + (c + 1) * cell]} across; for drawing over a picture, such as
     * highlighting cells.
     */
    public record Frame(double margin, double cell, int width, int height) {
    }

    /** The {@link Frame} of the pictures of {@code model}. */
    public static Frame frame(RuleModel model) {
        Layout layout = new Layout(model);
        return new Frame(layout.margin, layout.cell, layout.width, layout.height);
    }

    /** The picture as an SVG document. */
    public static String svg(RuleModel model, int[] cells) {
        return svg(new PuzzleDrawing(model, cells));
    }

    /**
     * The picture as an SVG document, with pencil marks ({@code marks}, as in {@link #encodeWithMarks}; null
     * for none), drawn under watch: {@code watch} is told the document's length in characters every few
     * shapes and may throw to stop the drawing (a time limit, a cancel, a size limit); what it throws goes
     * to the caller. A large board with every pencil mark makes tens of megabytes of text.
     */
    public static String svg(RuleModel model, int[] cells, long[] marks, LongConsumer watch) {
        return svg(new PuzzleDrawing(model, cells, marks), watch);
    }

    private static String svg(PuzzleDrawing drawing) {
        return svg(drawing, null);
    }

    private static String svg(PuzzleDrawing drawing, LongConsumer watch) {
        SvgCanvas canvas = new SvgCanvas(drawing.layout().width, drawing.layout().height, watch);
        drawing.draw(canvas);
        return canvas.finish();
    }

    /**
     * The picture as an RGB image.
     *
     * @throws IllegalArgumentException if the board is so large that the image would pass
     *                                  {@link #MAX_PIXELS} (use SVG for such boards)
     */
    public static BufferedImage image(RuleModel model, int[] cells) {
        return image(new PuzzleDrawing(model, cells));
    }

    private static BufferedImage image(PuzzleDrawing drawing) {
        RuleModel model = drawing.model();
        long pixels = (long) drawing.layout().width * drawing.layout().height;
        if (pixels > MAX_PIXELS) {
            throw new IllegalArgumentException("a " + model.size() + "x" + model.size() + " board makes a "
                    + drawing.layout().width + "x" + drawing.layout().height + " pixel image, more than "
                    + MAX_PIXELS / 1_000_000 + " million pixels; write it as .svg instead");
        }
        ImageCanvas canvas = new ImageCanvas(drawing.layout().width, drawing.layout().height);
        drawing.draw(canvas);
        return canvas.finish();
    }
}
