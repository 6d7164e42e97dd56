package grid.render;

import grid.kinds.Pen;
import grid.kinds.Picture;
import grid.kinds.RuleKind;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

/**
 * Draws the f-puzzles kinds the way f-puzzles shows them, under the digits. A kind with a model record of
 * its own says what it looks like in its line of {@link RuleKind} (which mark, which colour), and this class
 * is the {@link Pen} it draws with: shaded cells, outlined cells, lines through cells, arrows (a circle or
 * a pill with a shaft ending in an arrowhead), double arrows and between lines (a line between two circled
 * ends), clues outside the grid (in a circle, in a box, a total above its column, a little killer's with a
 * small arrow), digits on a corner and small digits along the top of a cell. The kinds whose rules are
 * relations or groups are drawn from those here: thermometers as a grey bulb with a thick grey line along
 * the rest (their steps then need no sign; other "less than" relations, like Futoshiki signs, are drawn as
 * signs by {@link PuzzleDrawing}), slow thermometers the same in cornflower blue, whispers in green,
 * palindromes in grey, Nabner lines in yellow and XV marks as an X or a V on the edge.
 */
final class RuleMarks implements Pen {

    static final int SHADE = 0xD0D0D0;
    static final int ARROW = 0x909090;
    static final int WHISPERS = 0x60C060;
    static final int PALINDROME = 0xB0B0B0;
    static final int THERMOMETER = 0xC8C8C8;
    static final int SLOW_THERMOMETER = 0x6495ED;
    static final int NABNER = 0xEED35A;

    private final RuleModel model;
    private final Layout at;
    private final Canvas canvas;

    RuleMarks(RuleModel model, Layout at, Canvas canvas) {
        this.model = model;
        this.at = at;
        this.canvas = canvas;
    }

    /** Whether the model has rules drawn outside the grid (so the picture needs a wider margin). */
    static boolean outside(RuleModel model) {
        for (Constraint k : model.constraints()) {
            if (RuleKind.of(k).map(RuleKind::drawnOutside).orElse(false)) {
                return true;
            }
        }
        return false;
    }

    /** Draws the rules of the kinds drawn on {@code layer}, in the model's order. */
    private void draw(Picture.Layer layer) {
        for (Constraint k : model.constraints()) {
            RuleKind.of(k).filter(kind -> kind.layer().orElse(null) == layer).ifPresent(kind -> kind.draw(k, this));
        }
    }

    /** The layer under the cage outlines and borders: shading, lines, arrows and outside clues. */
    void under() {
        draw(Picture.Layer.SHADING);
        draw(Picture.Layer.OUTLINES);
        for (Group g : model.groups()) {
            if (g.kind() == Group.Kind.THERMOMETER) {
                thermometer(g);
            } else if (g.kind() == Group.Kind.NABNER) {
                stroke(g.cells(), 0.3 * at.cell, NABNER);
            }
        }
        if ("fpuzzles".equals(model.variant())) {
            for (Relation r : model.relations()) {
                lineRelation(r);
            }
            slowBulbs();
        }
        draw(Picture.Layer.LINES);
    }

    /** The layer over the borders: quadruple circles and XV marks, which sit on corners and edges. */
    void over() {
        draw(Picture.Layer.OVER_BORDERS);
        for (Relation r : model.relations()) {
            if (r.kind() == RelationKind.SUM && adjacent(r.a(), r.b())) {
                xv(r);
            }
        }
    }

    private double cx(int cell) {
        return at.x(model.col(cell)) + at.cell / 2;
    }

    private double cy(int cell) {
        return at.y(model.row(cell)) + at.cell / 2;
    }

    private boolean adjacent(int a, int b) {
        return Math.abs(model.row(a) - model.row(b)) + Math.abs(model.col(a) - model.col(b)) == 1;
    }

    @Override
    public void shade(int cell, boolean round) {
        double r = 0.38 * at.cell;
        if (round) {
            canvas.circle(cx(cell), cy(cell), r, SHADE, SHADE, 1);
        } else {
            canvas.fillRect(cx(cell) - r, cy(cell) - r, 2 * r, 2 * r, SHADE);
        }
    }

    /** Whispers (at least half the side apart) in green and palindromes (equal) in grey, between neighbours. */
    private void lineRelation(Relation r) {
        boolean kingStep = Math.abs(model.row(r.a()) - model.row(r.b())) <= 1
                && Math.abs(model.col(r.a()) - model.col(r.b())) <= 1;
        if (!kingStep) {
            return;
        }
        if (r.kind() == RelationKind.MIN_DIFFERENCE) {
            segment(r.a(), r.b(), 0.22 * at.cell, WHISPERS);
        } else if (r.kind() == RelationKind.EQUAL) {
            segment(r.a(), r.b(), 0.22 * at.cell, PALINDROME);
        } else if (r.kind() == RelationKind.AT_MOST) {
            segment(r.a(), r.b(), 0.3 * at.cell, SLOW_THERMOMETER);
        }
    }

    /** A slow thermometer's bulb: a cell that starts an "at most" step and ends none. */
    private void slowBulbs() {
        boolean[] starts = new boolean[model.cellCount()];
        boolean[] ends = new boolean[model.cellCount()];
        for (Relation r : model.relations()) {
            if (r.kind() == RelationKind.AT_MOST) {
                starts[r.a()] = true;
                ends[r.b()] = true;
            }
        }
        for (int c = 0; c < starts.length; c++) {
            if (starts[c] && !ends[c]) {
                canvas.circle(cx(c), cy(c), 0.38 * at.cell, SLOW_THERMOMETER, SLOW_THERMOMETER, 0.1);
            }
        }
    }

    /** A double arrow: a grey line between a circle at each end. */
    @Override
    public void doubleArrow(int[] cells) {
        double w = Math.max(1.5, at.cell / 24);
        stroke(cells, w, ARROW);
        double r = 0.4 * at.cell;
        canvas.circle(cx(cells[0]), cy(cells[0]), r, PuzzleDrawing.WHITE, ARROW, w);
        canvas.circle(cx(cells[cells.length - 1]), cy(cells[cells.length - 1]), r, PuzzleDrawing.WHITE, ARROW, w);
    }

    /**
     * A clue one step before the line's first cell, outside the grid: in a circle (an X-sum) or in an
     * upright box (a skyscraper), as f-puzzles draws them.
     */
    @Override
    public void clueOutside(int[] cells, String clue, boolean circled) {
        int dr = model.row(cells[1]) - model.row(cells[0]);
        int dc = model.col(cells[1]) - model.col(cells[0]);
        double x = cx(cells[0]) - dc * at.cell;
        double y = cy(cells[0]) - dr * at.cell;
        double w = Math.max(1, at.cell / 40);
        double r = 0.32 * at.cell;
        if (circled) {
            canvas.circle(x, y, r, PuzzleDrawing.WHITE, PuzzleDrawing.BLACK, w);
        } else {
            double h = 0.4 * at.cell;
            double half = 0.28 * at.cell;
            canvas.line(x - half, y - h, x + half, y - h, w, PuzzleDrawing.BLACK);
            canvas.line(x - half, y + h, x + half, y + h, w, PuzzleDrawing.BLACK);
            canvas.line(x - half, y - h, x - half, y + h, w, PuzzleDrawing.BLACK);
            canvas.line(x + half, y - h, x + half, y + h, w, PuzzleDrawing.BLACK);
        }
        double size = at.smallSize * 1.3;
        canvas.text(clue, x, y + Layout.HALF_DIGIT_EM * size, size, false, PuzzleDrawing.BLACK, true);
    }

    /** A cell outlined just inside its edges (an indexer, in its kind's colour). */
    @Override
    public void outline(int c, int rgb) {
        double w = Math.max(2, at.cell / 14);
        double inset = 0.08 * at.cell + w / 2;
        double x0 = at.x(model.col(c)) + inset;
        double y0 = at.y(model.row(c)) + inset;
        double x1 = at.x(model.col(c)) + at.cell - inset;
        double y1 = at.y(model.row(c)) + at.cell - inset;
        canvas.line(x0, y0, x1, y0, w, rgb);
        canvas.line(x0, y1, x1, y1, w, rgb);
        canvas.line(x0, y0, x0, y1, w, rgb);
        canvas.line(x1, y0, x1, y1, w, rgb);
    }

    /** Given pencil marks: the digits small, in a row along the top of the cell. */
    @Override
    public void smallDigits(int cell, int[] values) {
        StringBuilder digits = new StringBuilder();
        for (int v : values) {
            digits.append(digits.length() > 0 && model.size() > 9 ? " " : "").append(v);
        }
        double size = at.smallSize * 0.8;
        canvas.text(digits.toString(), cx(cell), at.y(model.row(cell)) + 0.1 * at.cell + size * 0.8, size,
                false, PuzzleDrawing.BLACK, true);
    }

    /** A thermometer: a round bulb on its first cell and a thick line along the rest. */
    private void thermometer(Group g) {
        int[] cells = g.cells();
        stroke(cells, 0.3 * at.cell, THERMOMETER);
        canvas.circle(cx(cells[0]), cy(cells[0]), 0.38 * at.cell, THERMOMETER, THERMOMETER, 0.1);
    }

    /**
     * Whether cells a and b are neighbours along a thermometer, bulb side first (the "less than" step
     * the thermometer draws itself, so no sign is needed).
     */
    static boolean thermometerStep(RuleModel model, int a, int b) {
        for (Group g : model.groups()) {
            if (g.kind() != Group.Kind.THERMOMETER) {
                continue;
            }
            for (int i = 0; i + 1 < g.size(); i++) {
                if (g.cell(i) == a && g.cell(i + 1) == b) {
                    return true;
                }
            }
        }
        return false;
    }

    private void segment(int a, int b, double width, int rgb) {
        canvas.line(cx(a), cy(a), cx(b), cy(b), width, rgb);
        // round joints where lines meet at a cell
        canvas.circle(cx(a), cy(a), width / 2, rgb, rgb, 0.1);
        canvas.circle(cx(b), cy(b), width / 2, rgb, rgb, 0.1);
    }

    @Override
    public void path(int[] cells, double width, int rgb) {
        stroke(cells, width * at.cell, rgb);
    }

    /** A line through the cells' centres, {@code width} pixels wide. */
    private void stroke(int[] cells, double width, int rgb) {
        for (int i = 0; i + 1 < cells.length; i++) {
            segment(cells[i], cells[i + 1], width, rgb);
        }
        if (cells.length == 1) {
            canvas.circle(cx(cells[0]), cy(cells[0]), width / 2, rgb, rgb, 0.1);
        }
    }

    @Override
    public void betweenLine(int[] cells) {
        stroke(cells, 0.08 * at.cell, ARROW);
        double r = 0.4 * at.cell;
        double w = Math.max(1, at.cell / 30);
        canvas.circle(cx(cells[0]), cy(cells[0]), r, PuzzleDrawing.WHITE, ARROW, w);
        canvas.circle(cx(cells[cells.length - 1]), cy(cells[cells.length - 1]), r, PuzzleDrawing.WHITE, ARROW, w);
    }

    /** The circle, then the shaft from the circle to an arrowhead. */
    @Override
    public void arrow(int[] circleCells, int[] shaftCells) {
        int[] cells = java.util.Arrays.copyOf(shaftCells, shaftCells.length + circleCells.length);
        System.arraycopy(circleCells, 0, cells, shaftCells.length, circleCells.length);
        int shaft = shaftCells.length;
        double w = Math.max(1.5, at.cell / 24);
        double r = 0.4 * at.cell;
        int circle = cells[shaft < cells.length ? shaft : 0];
        for (int i = shaft + 1; i < cells.length; i++) {
            // a pill: the circles joined by a band
            canvas.line(cx(cells[i - 1]), cy(cells[i - 1]), cx(cells[i]), cy(cells[i]), 2 * r, ARROW);
            canvas.line(cx(cells[i - 1]), cy(cells[i - 1]), cx(cells[i]), cy(cells[i]), 2 * r - 2 * w,
                    PuzzleDrawing.WHITE);
        }
        double fromX = cx(circle);
        double fromY = cy(circle);
        for (int i = 0; i < shaft; i++) {
            double toX = cx(cells[i]);
            double toY = cy(cells[i]);
            if (i == 0) {
                double len = Math.hypot(toX - fromX, toY - fromY);
                if (len > 0) {
                    fromX += (toX - fromX) * r / len;
                    fromY += (toY - fromY) * r / len;
                }
            }
            canvas.line(fromX, fromY, toX, toY, w, ARROW);
            if (i == shaft - 1) {
                head(fromX, fromY, toX, toY, 0.25 * at.cell, w, ARROW);
            }
            fromX = toX;
            fromY = toY;
        }
        for (int i = shaft; i < cells.length; i++) {
            canvas.circle(cx(cells[i]), cy(cells[i]), r, PuzzleDrawing.WHITE, ARROW, w);
        }
    }

    /** An arrowhead at (x2, y2) for a line coming from (x1, y1). */
    private void head(double x1, double y1, double x2, double y2, double size, double w, int rgb) {
        double len = Math.hypot(x2 - x1, y2 - y1);
        if (len == 0) {
            return;
        }
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        canvas.line(x2, y2, x2 - size * (ux + uy * 0.6), y2 - size * (uy - ux * 0.6), w, rgb);
        canvas.line(x2, y2, x2 - size * (ux - uy * 0.6), y2 - size * (uy + ux * 0.6), w, rgb);
    }

    /** The total one step before the diagonal's first cell, outside the grid, with an arrow along it. */
    @Override
    public void diagonalTotal(int[] cells, String total) {
        int dr = cells.length > 1 ? model.row(cells[1]) - model.row(cells[0]) : 1;
        int dc = cells.length > 1 ? model.col(cells[1]) - model.col(cells[0]) : 1;
        double x = cx(cells[0]) - dc * at.cell;
        double y = cy(cells[0]) - dr * at.cell;
        double size = at.smallSize * 1.3;
        canvas.text(total, x - dc * 0.12 * at.cell, y + Layout.HALF_DIGIT_EM * size - dr * 0.12 * at.cell, size,
                false, PuzzleDrawing.BLACK, true);
        double w = Math.max(1, at.cell / 40);
        double x1 = x + dc * 0.22 * at.cell;
        double y1 = y + dr * 0.22 * at.cell;
        double x2 = x + dc * 0.42 * at.cell;
        double y2 = y + dr * 0.42 * at.cell;
        canvas.line(x1, y1, x2, y2, w, PuzzleDrawing.BLACK);
        head(x1, y1, x2, y2, 0.08 * at.cell, w, PuzzleDrawing.BLACK);
    }

    /** The total above its column or left of its row. */
    @Override
    public void totalOutside(int[] cells, String total) {
        boolean column = model.col(cells[0]) == model.col(cells[cells.length - 1]);
        double x = column ? cx(cells[0]) : at.x(0) - at.cell / 2;
        double y = column ? at.y(0) - at.cell / 2 : cy(cells[0]);
        double size = at.smallSize * 1.5;
        canvas.text(total, x, y + Layout.HALF_DIGIT_EM * size, size, false, PuzzleDrawing.BLACK, true);
    }

    /** A white circle on the corner the cells share, listing its digits. */
    @Override
    public void cornerDigits(int[] cells, int[] values) {
        int top = Integer.MAX_VALUE;
        int left = Integer.MAX_VALUE;
        for (int c : cells) {
            top = Math.min(top, model.row(c));
            left = Math.min(left, model.col(c));
        }
        double x = at.x(left + 1);
        double y = at.y(top + 1);
        StringBuilder digits = new StringBuilder();
        for (int v : values) {
            digits.append(v);
        }
        double size = at.smallSize * (digits.length() > 2 ? 0.8 : 1);
        double r = 0.3 * at.cell;
        canvas.circle(x, y, r, PuzzleDrawing.WHITE, PuzzleDrawing.BLACK, Math.max(1, at.cell / 40));
        String text = digits.toString();
        if (text.length() > 2) {
            canvas.text(text.substring(0, 2), x, y - 0.02 * at.cell, size, false, PuzzleDrawing.BLACK, true);
            canvas.text(text.substring(2), x, y + 0.7 * size, size, false, PuzzleDrawing.BLACK, true);
        } else {
            canvas.text(text, x, y + Layout.HALF_DIGIT_EM * size, size, false, PuzzleDrawing.BLACK, true);
        }
    }

    /** X (sum 10) or V (sum 5) on the edge between the two cells. */
    private void xv(Relation r) {
        double x = (cx(r.a()) + cx(r.b())) / 2;
        double y = (cy(r.a()) + cy(r.b())) / 2;
        String mark = r.param() == 10 ? "X" : r.param() == 5 ? "V" : Integer.toString(r.param());
        double size = at.smallSize * 1.6;
        canvas.fillRect(x - 0.6 * size / 2 - 1, y - 0.45 * size, 0.6 * size * mark.length() + 2, 0.9 * size,
                PuzzleDrawing.WHITE);
        canvas.text(mark, x, y + Layout.HALF_DIGIT_EM * size, size, true, PuzzleDrawing.BLACK, true);
    }

    /** Whether the model's boxes are irregular regions (box groups but no declared box shape). */
    static boolean irregular(RuleModel model) {
        if (model.boxRows() > 0) {
            return false;
        }
        for (Group g : model.groups()) {
            if (g.kind() == Group.Kind.BOX) {
                return true;
            }
        }
        return false;
    }
}
