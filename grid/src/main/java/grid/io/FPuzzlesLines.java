package grid.io;

import grid.model.BetweenLine;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.Sandwich;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The f-puzzles constraint kinds drawn as lines, clues and marks, read for {@link FPuzzlesFormat} into
 * general rules of the {@link RuleModel}:
 * <ul>
 * <li>{@code thermometer} {@code [{lines: [[bulb, ...]]}]}: a "less than" relation per step from the bulb,
 * and the line as a {@link Group.Kind#THERMOMETER} group (its digits differ; pictures draw it);</li>
 * <li>{@code whispers} {@code [{lines, value?}]}: neighbours on a line differ by at least {@code value},
 *     by default {@code (n + 1) / 2} rounded down (5 on 9x9, 3 on 6x6, as f-puzzles' German whispers): a
 *     minimum-difference relation per step;</li>
 * <li>{@code palindrome} {@code [{lines}]}: the line reads the same both ways (an "equal" relation per
 *     mirrored pair); {@code clone} {@code [{cells, cloneCells}]}: the i-th cells of both hold the same;</li>
 * <li>{@code minimum} / {@code maximum} {@code [{cell}]}: less (greater) than each orthogonal neighbour that
 *     is not itself a minimum or maximum cell ("less than" relations);</li>
 * <li>{@code odd} / {@code even} {@code [{cell}]}: allowed values of one cell;</li>
 * <li>{@code arrow} {@code [{cells: circle, lines: [[circle cell, ...shaft]]}]}: each line's shaft cells (the
 *     line's cells outside the circle) add up, repeats allowed, to the circle read as a number (a pill
 *     of 2 or 3 cells, most significant first): one {@link LinearSum} per line;</li>
 * <li>{@code littlekillersum} {@code [{cell, direction, cells, value}]}: the diagonal's cells add up to
 *     the clue, repeats allowed (a {@link LinearSum});</li>
 * <li>{@code sandwichsum} {@code [{cell: "R0C3" | "R3C0" | ..., value}]}: the clue outside a column or row
 *     (a {@link Sandwich} on that line);</li>
 * <li>{@code renban} {@code [{lines}]}: the line's cells differ (a {@link Group.Kind#LINE} group) and form a
 *     run of consecutive values (a {@link Renban});</li>
 * <li>{@code betweenline} {@code [{lines}]}: the cells between the two ends lie strictly between their
 *     values (a {@link BetweenLine});</li>
 * <li>{@code quadruple} {@code [{cells, values}]}: the cells around a corner hold every listed value (a
 *     {@link Quadruple}).</li>
 * </ul>
 * Malformed entries are refused with the kind, the entry's number and the JSON line.
 */
final class FPuzzlesLines {

    private static final Pattern OUTSIDE = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");

    private final FPuzzlesFormat f;
    private final int n;

    FPuzzlesLines(FPuzzlesFormat format, int n) {
        this.f = format;
        this.n = n;
    }

    /** Adds the rules of every line, clue and mark kind present in {@code root}. */
    void read(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        int thermometers = 0;
        for (int[] line : lines(root.get("thermometer"), "thermometer", "increasing")) {
            for (int i = 0; i + 1 < line.length; i++) {
                b.relation(new Relation(line[i], line[i + 1], RelationKind.LESS_THAN, 0));
            }
            b.group(new Group(Group.Kind.THERMOMETER, thermometers++, line));
        }
        whispers(root.get("whispers"), b);
        for (int[] line : lines(root.get("palindrome"), "palindrome", null)) {
            for (int i = 0; i < line.length / 2; i++) {
                b.relation(new Relation(line[i], line[line.length - 1 - i], RelationKind.EQUAL, 0));
            }
        }
        clones(root.get("clone"), b);
        extremes(root.get("minimum"), root.get("maximum"), b);
        for (int cell : single(root.get("odd"), "odd")) {
            b.constraint(f.parity(cell, 1));
        }
        for (int cell : single(root.get("even"), "even")) {
            b.constraint(f.parity(cell, 0));
        }
        arrows(root.get("arrow"), b);
        littleKillers(root.get("littlekillersum"), b);
        sandwiches(root.get("sandwichsum"), b);
        List<int[]> renbans = lines(root.get("renban"), "renban line", "distinct");
        for (int k = 0; k < renbans.size(); k++) {
            int[] line = renbans.get(k);
            b.group(new Group(Group.Kind.LINE, k, line));
            b.constraint(new Renban(line));
        }
        for (int[] line : lines(root.get("betweenline"), "between line", null)) {
            b.constraint(new BetweenLine(line));
        }
        quadruples(root.get("quadruple"), b);
    }

    /**
     * Every line of every entry of a {@code [{lines: [[...], ...]}]} list, in order.
     *
     * @param key      the kind as messages name it ({@code renban line}); its first word is the JSON key,
     *                 but for {@code between line} ({@code betweenline})
     * @param distinct null, or how the digits of a line differ ({@code increasing}, {@code distinct}), so
     *                 that a line longer than the side is refused
     */
    private List<int[]> lines(Object v, String key, String distinct) throws PuzzleFormatException {
        List<int[]> out = new ArrayList<>();
        if (v == null) {
            return out;
        }
        String json = key.equals("between line") ? "betweenline" : key.split(" ")[0];
        List<?> entries = f.list(v, "\"" + json + "\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = key + " " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            for (Object l : f.list(entry.get("lines"), where + " \"lines\"", line)) {
                int[] cells = f.cells(l, where, line);
                if (distinct != null && cells.length > n) {
                    throw f.error(line, where + " has " + cells.length + " cells; " + distinct
                            + " digits allow at most " + n);
                }
                if ("between line".equals(key) && cells.length < 2) {
                    throw f.error(line, where + " has one cell; expected two ends");
                }
                out.add(cells);
            }
        }
        return out;
    }

    private void whispers(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"whispers\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "whispers " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            Object value = entry.get("value");
            int gap = value == null || "".equals(value) ? (n + 1) / 2 : f.number(value, where + " value", line);
            if (gap < 1 || gap >= n) {
                throw f.error(line, where + " has the difference " + gap + "; expected 1.." + (n - 1));
            }
            for (Object l : f.list(entry.get("lines"), where + " \"lines\"", line)) {
                int[] cells = f.cells(l, where, line);
                for (int i = 0; i + 1 < cells.length; i++) {
                    b.relation(new Relation(cells[i], cells[i + 1], RelationKind.MIN_DIFFERENCE, gap));
                }
            }
        }
    }

    private void clones(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"clone\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "clone " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            int[] cells = f.cells(entry.get("cells"), where, line);
            int[] copies = f.cells(entry.get("cloneCells"), where + " cloneCells", line);
            if (cells.length != copies.length) {
                throw f.error(line, where + " has " + cells.length + " cells and " + copies.length
                        + " clone cells; expected as many of each");
            }
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] != copies[i]) {
                    b.relation(new Relation(cells[i], copies[i], RelationKind.EQUAL, 0));
                }
            }
        }
    }

    /** The cells of a {@code [{cell: "R1C1"}, ...]} list. */
    private int[] single(Object v, String key) throws PuzzleFormatException {
        if (v == null) {
            return new int[0];
        }
        List<?> entries = f.list(v, "\"" + key + "\"", 0);
        int[] out = new int[entries.size()];
        for (int k = 0; k < out.length; k++) {
            String where = key + " " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            out[k] = f.cells(List.of(String.valueOf(entry.get("cell"))), where, f.doc.line(entry))[0];
        }
        return out;
    }

    /** Minimum and maximum cells against their orthogonal neighbours that are neither. */
    private void extremes(Object minimum, Object maximum, RuleModel.Builder b) throws PuzzleFormatException {
        int[] low = single(minimum, "minimum");
        int[] high = single(maximum, "maximum");
        boolean[] marked = new boolean[n * n];
        for (int c : low) {
            marked[c] = true;
        }
        for (int c : high) {
            marked[c] = true;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int c : pass == 0 ? low : high) {
                int r = c / n;
                int col = c % n;
                int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                for (int[] s : steps) {
                    int r2 = r + s[0];
                    int c2 = col + s[1];
                    if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || marked[r2 * n + c2]) {
                        continue;
                    }
                    int o = r2 * n + c2;
                    b.relation(pass == 0 ? new Relation(c, o, RelationKind.LESS_THAN, 0)
                            : new Relation(o, c, RelationKind.LESS_THAN, 0));
                }
            }
        }
    }

    private void arrows(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"arrow\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "arrow " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            int[] circle = f.cells(entry.get("cells"), where + " circle", line);
            if (circle.length > 3) {
                throw f.error(line, where + " has a circle of " + circle.length + " cells; expected 1 to 3");
            }
            for (Object l : f.list(entry.get("lines"), where + " \"lines\"", line)) {
                int[] path = f.cells(l, where, line);
                List<Integer> shaft = new ArrayList<>();
                for (int c : path) {
                    if (indexOf(circle, c) < 0) {
                        shaft.add(c);
                    }
                }
                if (shaft.isEmpty()) {
                    throw f.error(line, where + " has a line with no cell outside its circle");
                }
                int[] cells = new int[shaft.size() + circle.length];
                int[] weights = new int[cells.length];
                for (int i = 0; i < shaft.size(); i++) {
                    cells[i] = shaft.get(i);
                    weights[i] = 1;
                }
                int place = 1;
                for (int i = circle.length - 1; i >= 0; i--) {
                    cells[shaft.size() + i] = circle[i];
                    weights[shaft.size() + i] = -place;
                    place *= 10;
                }
                b.constraint(new LinearSum("arrow", cells, weights, 0));
            }
        }
    }

    private void littleKillers(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"littlekillersum\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "little killer " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            Object value = entry.get("value");
            if (value == null || "".equals(value)) {
                continue; // a clue without a total states nothing
            }
            int[] cells = f.cells(entry.get("cells"), where, line);
            for (int i = 0; i + 1 < cells.length; i++) {
                int dr = cells[i + 1] / n - cells[i] / n;
                int dc = cells[i + 1] % n - cells[i] % n;
                if (Math.abs(dr) != 1 || Math.abs(dc) != 1) {
                    throw f.error(line, where + ": " + f.names(cells) + " is not a diagonal");
                }
            }
            int total = f.number(value, where + " total", line);
            int[] ones = new int[cells.length];
            java.util.Arrays.fill(ones, 1);
            b.constraint(new LinearSum("little killer " + total, cells, ones, total));
        }
    }

    private void sandwiches(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"sandwichsum\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "sandwich clue " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            Object at = entry.get("cell");
            Matcher m = at instanceof String s ? OUTSIDE.matcher(s) : null;
            if (m == null || !m.matches()) {
                throw f.error(line, where + ": \"cell\" is " + FPuzzlesFormat.show(at)
                        + "; expected a cell outside the grid like \"R0C3\" or \"R3C0\"");
            }
            int r = Integer.parseInt(m.group(1).length() > 3 ? "999" : m.group(1));
            int c = Integer.parseInt(m.group(2).length() > 3 ? "999" : m.group(2));
            boolean column = (r == 0 || r == n + 1) && c >= 1 && c <= n;
            boolean row = (c == 0 || c == n + 1) && r >= 1 && r <= n;
            if (!column && !row) {
                throw f.error(line, where + " is at " + at + "; expected a cell just outside a row or column, like"
                        + " \"R0C3\" or \"R3C0\"");
            }
            Object value = entry.get("value");
            if (value == null || "".equals(value)) {
                continue;
            }
            int sum = f.number(value, where + " value", line);
            int most = 0;
            for (int i = 2; i < n; i++) {
                most += i;
            }
            if (sum < 0 || sum > most) {
                throw f.error(line, where + " has the sum " + sum + "; expected 0.." + most);
            }
            int[] cells = new int[n];
            for (int i = 0; i < n; i++) {
                cells[i] = column ? i * n + (c - 1) : (r - 1) * n + i;
            }
            b.constraint(new Sandwich(cells, sum));
        }
    }

    private void quadruples(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"quadruple\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = "quadruple " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            int[] cells = f.cells(entry.get("cells"), where, line);
            List<?> listed = f.list(entry.get("values"), where + " \"values\"", line);
            if (cells.length > 4 || listed.isEmpty() || listed.size() > cells.length) {
                throw f.error(line, where + " has " + cells.length + " cells and " + listed.size()
                        + " values; expected up to 4 cells and 1 to that many values");
            }
            int[] values = new int[listed.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = f.number(listed.get(i), where + " value", line);
                if (values[i] < 1 || values[i] > n) {
                    throw f.error(line, where + " lists " + values[i] + "; expected 1.." + n);
                }
            }
            b.constraint(new Quadruple(cells, values));
        }
    }

    private static int indexOf(int[] cells, int c) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == c) {
                return i;
            }
        }
        return -1;
    }
}
