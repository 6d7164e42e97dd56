package grid.render;

/**
 * The few drawing operations a puzzle picture needs, in pixels with the origin at the top left. The
 * drawing code ({@link PuzzleDrawing}) talks only to this class, so the PNG and the SVG backends receive
 * exactly the same shapes and cannot disagree. Colours are {@code 0xRRGGBB}.
 */
abstract class Canvas {

    /** Fills an axis-parallel rectangle. */
    abstract void fillRect(double x, double y, double w, double h, int rgb);

    /** A straight solid line. */
    abstract void line(double x1, double y1, double x2, double y2, double width, int rgb);

    /**
     * One dashed path made of separate straight segments, each {@code {x1, y1, x2, y2}}.
     *
     * @param dash length of a dash and of a gap
     */
    abstract void dashedSegments(double[][] segments, double width, double dash, int rgb);

    /** A circle filled with {@code fill} and outlined with {@code outline}. */
    abstract void circle(double cx, double cy, double r, int fill, int outline, double width);

    /**
     * Text in the sans-serif font.
     *
     * @param x        the horizontal centre when {@code centred}, else the left end
     * @param baseline the text's baseline
     * @param size     font size in pixels
     */
    abstract void text(String s, double x, double baseline, double size, boolean bold, int rgb, boolean centred);
}
