package grid.kinds;

/**
 * What a rule kind's picture draws with, in cells rather than pixels: the renderer implements it over its
 * canvas and layout, so a kind says what it looks like (a line in its colour, a clue outside the grid, a
 * shaded cell) and the renderer where that is. Widths are fractions of a cell's side; colours are
 * {@code 0xRRGGBB}.
 */
public interface Pen {

    /** A line through the cells' centres, {@code width} of a cell wide, with round joints. */
    void path(int[] cells, double width, int rgb);

    /** The cell shaded grey: a circle ({@code round}, f-puzzles' odd cell) or a square (its even cell). */
    void shade(int cell, boolean round);

    /** The cell outlined just inside its edges. */
    void outline(int cell, int rgb);

    /**
     * A clue one step before the line's first cell, outside the grid: in a circle ({@code circled}, as
     * f-puzzles draws an X-sum) or in an upright box (a skyscraper).
     */
    void clueOutside(int[] line, String clue, boolean circled);

    /** A total above the line's column or left of its row (a sandwich). */
    void totalOutside(int[] line, String total);

    /** A total one step before the diagonal's first cell, outside the grid, with a small arrow along it. */
    void diagonalTotal(int[] diagonal, String total);

    /** An arrow: its circle (one cell, or a pill of several), and a shaft from it ending in an arrowhead. */
    void arrow(int[] circle, int[] shaft);

    /** A grey line between a circle on each end (a double arrow). */
    void doubleArrow(int[] cells);

    /** A thin grey line between a circle on each end (a between line). */
    void betweenLine(int[] cells);

    /** A white circle on the corner the cells share, listing the digits. */
    void cornerDigits(int[] cells, int[] digits);

    /** The digits small, in a row along the top of the cell (given pencil marks). */
    void smallDigits(int cell, int[] digits);
}
