package grid.render;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Draws one puzzle on a {@link Canvas}: the only place that decides what goes where, so the PNG and SVG
 * pictures are the same drawing. Layers, bottom to top: background, diagonals, thin cell lines, the
 * f-puzzles kinds ({@link RuleMarks}: parity shading, lines, arrows, quadruples, XV, outside clues), cage
 * outlines and totals, box (or irregular region) borders, dots and signs, quadruples and XV marks, digits.
 */
final class PuzzleDrawing {

    static final int WHITE = 0xFFFFFF;
    static final int BLACK = 0x000000;
    static final int GIVEN = 0x000000;
    static final int SOLVED = 0x1E5BC6;
    static final int THIN_LINE = 0xA0A0A0;
    static final int DIAGONAL = 0xB4C8E6;
    static final int CAGE_LINE = 0x404040;

    private final RuleModel model;
    private final int[] cells;
    /** Pencil marks per cell (bit v for symbol index v), drawn small in the cells left blank; or null. */
    private final long[] marks;
    private final Layout at;
    private final int n;

    /**
     * @param cells symbol indices to show ({@code -1} blank), or {@code null} for the givens only; cells
     *              that are givens of the model are drawn bold, the others as solved digits
     */
    PuzzleDrawing(RuleModel model, int[] cells) {
        this(model, cells, null);
    }

    /**
     * @param marks pencil marks per cell (bit v for symbol index v) for the cells {@code cells} leaves
     *              blank, drawn small on a grid of ceil(sqrt(n)) symbols a side; null for none
     */
    PuzzleDrawing(RuleModel model, int[] cells, long[] marks) {
        if (cells != null && cells.length != model.cellCount()) {
            throw new IllegalArgumentException("expected " + model.cellCount() + " cells, got " + cells.length);
        }
        if (marks != null && (marks.length != model.cellCount() || model.size() > 64)) {
            throw new IllegalArgumentException("expected pencil marks of up to 64 symbols for " + model.cellCount()
                    + " cells");
        }
        this.model = model;
        this.marks = marks == null ? null : marks.clone();
        this.cells = cells == null ? model.givens() : cells.clone();
        this.at = new Layout(model);
        this.n = model.size();
    }

    Layout layout() {
        return at;
    }

    RuleModel model() {
        return model;
    }

    void draw(Canvas canvas) {
        canvas.fillRect(0, 0, at.width, at.height, WHITE);
        diagonals(canvas);
        cellLines(canvas);
        RuleMarks kinds = new RuleMarks(model, at, canvas);
        kinds.under();
        cages(canvas);
        borders(canvas);
        relations(canvas);
        kinds.over();
        digits(canvas);
        marks(canvas);
    }

    private void marks(Canvas canvas) {
        if (marks == null) {
            return;
        }
        int side = (int) Math.ceil(Math.sqrt(n));
        double step = at.cell / side;
        double size = step * 0.62;
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] >= 0) {
                continue;
            }
            for (long m = marks[c]; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                double cx = at.x(model.col(c)) + (v % side + 0.5) * step;
                double cy = at.y(model.row(c)) + (v / side + 0.5) * step + Layout.HALF_DIGIT_EM * size;
                canvas.text(Integer.toString(model.symbol(v)), cx, cy, size, false, SOLVED, true);
            }
        }
    }

    private void diagonals(Canvas canvas) {
        double w = Math.max(1.5, at.cell / 18);
        for (Group g : model.groups()) {
            boolean positive = g.kind() == Group.Kind.POSITIVE_DIAGONAL;
            if (!positive && g.kind() != Group.Kind.NEGATIVE_DIAGONAL) {
                continue;
            }
            int top = g.cell(0);
            int bottom = g.cell(0);
            for (int i = 1; i < g.size(); i++) {
                top = model.row(g.cell(i)) < model.row(top) ? g.cell(i) : top;
                bottom = model.row(g.cell(i)) > model.row(bottom) ? g.cell(i) : bottom;
            }
            int tr = model.row(top);
            int tc = model.col(top);
            int br = model.row(bottom);
            int bc = model.col(bottom);
            // From corner to corner, so the line runs through every cell centre on the way.
            if (positive) {
                canvas.line(at.x(tc + 1), at.y(tr), at.x(bc), at.y(br + 1), w, DIAGONAL);
            } else {
                canvas.line(at.x(tc), at.y(tr), at.x(bc + 1), at.y(br + 1), w, DIAGONAL);
            }
        }
    }

    private void cellLines(Canvas canvas) {
        double w = Math.max(1, at.cell / 40);
        for (int i = 1; i < n; i++) {
            canvas.line(at.x(i), at.y(0), at.x(i), at.y(n), w, THIN_LINE);
            canvas.line(at.x(0), at.y(i), at.x(n), at.y(i), w, THIN_LINE);
        }
    }

    private void borders(Canvas canvas) {
        double w = Math.max(2.5, at.cell / 14);
        int br = model.boxRows();
        int bc = model.boxCols();
        if (br > 0 && bc > 0) {
            for (int i = bc; i < n; i += bc) {
                canvas.line(at.x(i), at.y(0), at.x(i), at.y(n), w, BLACK);
            }
            for (int i = br; i < n; i += br) {
                canvas.line(at.x(0), at.y(i), at.x(n), at.y(i), w, BLACK);
            }
        } else if (RuleMarks.irregular(model)) {
            regionBorders(canvas, w);
        }
        canvas.line(at.x(0), at.y(0), at.x(n), at.y(0), w, BLACK);
        canvas.line(at.x(n), at.y(0), at.x(n), at.y(n), w, BLACK);
        canvas.line(at.x(n), at.y(n), at.x(0), at.y(n), w, BLACK);
        canvas.line(at.x(0), at.y(n), at.x(0), at.y(0), w, BLACK);
    }

    /** Irregular regions: a thick line on every cell edge between two regions. */
    private void regionBorders(Canvas canvas, double w) {
        int[] regionOf = new int[model.cellCount()];
        Arrays.fill(regionOf, -1);
        for (Group g : model.groups()) {
            if (g.kind() == Group.Kind.BOX) {
                for (int c : g.cells()) {
                    regionOf[c] = g.index();
                }
            }
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                if (c + 1 < n && regionOf[cell] != regionOf[cell + 1]) {
                    canvas.line(at.x(c + 1), at.y(r), at.x(c + 1), at.y(r + 1), w, BLACK);
                }
                if (r + 1 < n && regionOf[cell] != regionOf[cell + n]) {
                    canvas.line(at.x(c), at.y(r + 1), at.x(c + 1), at.y(r + 1), w, BLACK);
                }
            }
        }
    }

    private void cages(Canvas canvas) {
        List<Cage> cages = model.cages();
        if (cages.isEmpty()) {
            return;
        }
        int[] cageOf = new int[model.cellCount()];
        Arrays.fill(cageOf, -1);
        for (int k = 0; k < cages.size(); k++) {
            for (int c : cages.get(k).cells()) {
                cageOf[c] = k;
            }
        }
        double width = Math.max(1, at.cell / 45);
        double dash = Math.max(3, at.cell / 14);
        for (int k = 0; k < cages.size(); k++) {
            Cage cage = cages.get(k);
            canvas.dashedSegments(outline(cage, k, cageOf), width, dash, CAGE_LINE);
            int first = cage.cell(0);
            for (int i = 1; i < cage.size(); i++) {
                first = Math.min(first, cage.cell(i));
            }
            String total = Long.toString(cage.sum());
            double size = at.smallSize;
            double left = at.x(model.col(first)) + 0.05 * at.cell;
            double top = at.y(model.row(first)) + 0.04 * at.cell;
            // A white patch under the total breaks the dashed line so the number stays readable.
            canvas.fillRect(left - 1, top, Layout.textWidth(total, size) + 2, 0.95 * size, WHITE);
            canvas.text(total, left, top + 0.8 * size, size, false, BLACK, false);
        }
    }

    /**
     * The cage's outline, inset by {@link Layout#cageInset} inside its cells: one segment per cell side
     * on the cage's boundary, lengthened or shortened at the ends so that segments of neighbouring cells
     * meet at convex and concave corners alike.
     */
    private double[][] outline(Cage cage, int k, int[] cageOf) {
        double d = at.cageInset;
        List<double[]> segments = new ArrayList<>();
        for (int i = 0; i < cage.size(); i++) {
            int r = model.row(cage.cell(i));
            int c = model.col(cage.cell(i));
            double x0 = at.x(c);
            double x1 = at.x(c + 1);
            double y0 = at.y(r);
            double y1 = at.y(r + 1);
            if (!in(r - 1, c, k, cageOf)) {
                segments.add(new double[] {end(x0, -1, r, c - 1, r - 1, c - 1, k, cageOf), y0 + d,
                        end(x1, 1, r, c + 1, r - 1, c + 1, k, cageOf), y0 + d});
            }
            if (!in(r + 1, c, k, cageOf)) {
                segments.add(new double[] {end(x0, -1, r, c - 1, r + 1, c - 1, k, cageOf), y1 - d,
                        end(x1, 1, r, c + 1, r + 1, c + 1, k, cageOf), y1 - d});
            }
            if (!in(r, c - 1, k, cageOf)) {
                segments.add(new double[] {x0 + d, end(y0, -1, r - 1, c, r - 1, c - 1, k, cageOf),
                        x0 + d, end(y1, 1, r + 1, c, r + 1, c - 1, k, cageOf)});
            }
            if (!in(r, c + 1, k, cageOf)) {
                segments.add(new double[] {x1 - d, end(y0, -1, r - 1, c, r - 1, c + 1, k, cageOf),
                        x1 - d, end(y1, 1, r + 1, c, r + 1, c + 1, k, cageOf)});
            }
        }
        return segments.toArray(new double[0][]);
    }

    /**
     * Where a boundary segment ends at cell edge coordinate {@code edge} ({@code dir} -1 for the start,
     * +1 for the end): inset when the cage stops there, at the edge when the boundary runs straight on
     * into the next cell, beyond the edge when it turns round a concave corner.
     */
    private double end(double edge, int dir, int nr, int nc, int dr, int dc, int k, int[] cageOf) {
        double d = at.cageInset;
        if (!in(nr, nc, k, cageOf)) {
            return edge - dir * d;
        }
        return in(dr, dc, k, cageOf) ? edge + dir * d : edge;
    }

    private boolean in(int r, int c, int k, int[] cageOf) {
        return r >= 0 && c >= 0 && r < n && c < n && cageOf[r * n + c] == k;
    }

    private void relations(Canvas canvas) {
        for (Relation rel : model.relations()) {
            int ra = model.row(rel.a());
            int ca = model.col(rel.a());
            int rb = model.row(rel.b());
            int cb = model.col(rel.b());
            if (Math.abs(ra - rb) + Math.abs(ca - cb) != 1) {
                continue; // only orthogonal neighbours share an edge to draw on
            }
            double mx = (at.x(ca) + at.x(cb)) / 2 + at.cell / 2;
            double my = (at.y(ra) + at.y(rb)) / 2 + at.cell / 2;
            switch (rel.kind()) {
                case DIFFERENCE -> dot(canvas, mx, my, rel.param() == 1 ? null : Integer.toString(rel.param()), false);
                case RATIO -> dot(canvas, mx, my, rel.param() == 2 ? null : Integer.toString(rel.param()), true);
                case LESS_THAN -> {
                    if (!RuleMarks.thermometerStep(model, rel.a(), rel.b())) {
                        sign(canvas, mx, my, cb - ca, rb - ra);
                    }
                }
                default -> {
                    // MIN_DIFFERENCE and the anti-Kropki kinds hold between unmarked cells: nothing to draw.
                }
            }
        }
    }

    private void dot(Canvas canvas, double x, double y, String label, boolean black) {
        double outlineWidth = Math.max(1, at.cell / 40);
        int fill = black ? BLACK : WHITE;
        if (label == null) {
            canvas.circle(x, y, Math.max(4, 0.12 * at.cell), fill, BLACK, outlineWidth);
            return;
        }
        double size = at.smallSize;
        double r = Math.max(0.17 * at.cell, Layout.textWidth(label, size) / 2 + 2);
        canvas.circle(x, y, r, fill, BLACK, outlineWidth);
        canvas.text(label, x, y + Layout.HALF_DIGIT_EM * size, size, true, black ? WHITE : BLACK, true);
    }

    /**
     * A Futoshiki sign at an edge midpoint; {@code (dx, dy)} points from the smaller cell to the larger,
     * and the sign opens towards the larger one.
     */
    private void sign(Canvas canvas, double x, double y, int dx, int dy) {
        double h = Math.max(4, 0.1 * at.cell);
        double w = Math.max(1.5, at.cell / 22);
        double tipX = x - dx * h;
        double tipY = y - dy * h;
        // The two arms run from the tip towards the larger cell, spread across the edge.
        double ax = dy * h;
        double ay = dx * h;
        canvas.line(tipX, tipY, x + dx * h + ax, y + dy * h + ay, w, BLACK);
        canvas.line(tipX, tipY, x + dx * h - ax, y + dy * h - ay, w, BLACK);
    }

    private void digits(Canvas canvas) {
        for (int c = 0; c < cells.length; c++) {
            int v = cells[c];
            if (v < 0) {
                continue;
            }
            boolean given = model.given(c) >= 0;
            double cx = at.x(model.col(c)) + at.cell / 2;
            double cy = at.y(model.row(c)) + at.cell / 2 + at.digitDrop;
            canvas.text(Integer.toString(model.symbol(v)), cx, cy + Layout.HALF_DIGIT_EM * at.digitSize,
                    at.digitSize, given, given ? GIVEN : SOLVED, true);
        }
    }
}
