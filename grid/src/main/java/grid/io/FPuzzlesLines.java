package grid.io;

import grid.model.BetweenLine;
import grid.model.EqualSums;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.TriadLine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
 * <li>{@code renban} {@code [{lines}]}: the line's cells differ (a {@link Group.Kind#LINE} group) and form a
 *     run of consecutive values (a {@link Renban});</li>
 * <li>{@code betweenline} {@code [{lines}]}: the cells between the two ends lie strictly between their
 *     values (a {@link BetweenLine});</li>
 * <li>{@code quadruple} {@code [{cells, values}]}: the cells around a corner hold every listed value (a
 *     {@link Quadruple});</li>
 * <li>{@code slowthermometer} {@code [{lines}]}: digits never decrease from the bulb (an "at most"
 *     relation per step);</li>
 * <li>{@code nabner} {@code [{lines}]}: the line's digits differ (a {@link Group.Kind#NABNER} group) and no
 *     two are consecutive (a "no difference of 1" relation per pair);</li>
 * <li>{@code entropicline} / {@code modularline} {@code [{lines}]}: every three consecutive cells hold a low,
 *     a middle and a high digit / one digit of each residue mod 3 (a {@link TriadLine});</li>
 * <li>{@code zipperline} {@code [{lines}]}: cells the same distance from the middle add up to the middle
 *     cell, or to the middle pair (an {@link EqualSums} of the pairs);</li>
 * <li>{@code regionsumline} {@code [{lines}]}: the line's runs through each region have equal sums (an
 *     {@link EqualSums} of the runs; a line inside one region states nothing);</li>
 * <li>{@code doublearrow} {@code [{lines}]}: the two ends add up to the cells between them, repeats allowed
 *     (a {@link LinearSum}: ends weight -1, the rest 1, total 0).</li>
 * </ul>
 * Malformed entries are refused with the kind, the entry's number and the JSON line.
 */
final class FPuzzlesLines {

    private final FPuzzlesFormat f;
    private final int n;

    FPuzzlesLines(FPuzzlesFormat format, int n) {
        this.f = format;
        this.n = n;
    }

    /** Adds the rules of every line, clue and mark kind present in {@code root}. */
    void read(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        int thermometers = 0;
        for (int[] line : lines(root.get("thermometer"), "thermometer", "thermometer", "increasing")) {
            for (int i = 0; i + 1 < line.length; i++) {
                b.relation(new Relation(line[i], line[i + 1], RelationKind.LESS_THAN, 0));
            }
            b.group(new Group(Group.Kind.THERMOMETER, thermometers++, line));
        }
        whispers(root.get("whispers"), b);
        for (int[] line : lines(root.get("palindrome"), "palindrome", "palindrome", null)) {
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
        List<int[]> renbans = lines(root.get("renban"), "renban", "renban line", "distinct");
        for (int k = 0; k < renbans.size(); k++) {
            int[] line = renbans.get(k);
            b.group(new Group(Group.Kind.LINE, k, line));
            b.constraint(new Renban(line));
        }
        for (int[] line : lines(root.get("betweenline"), "betweenline", "between line", null)) {
            b.constraint(new BetweenLine(line));
        }
        quadruples(root.get("quadruple"), b);
        for (int[] line : lines(root.get("slowthermometer"), "slowthermometer", "slow thermometer", null)) {
            for (int i = 0; i + 1 < line.length; i++) {
                b.relation(new Relation(line[i], line[i + 1], RelationKind.AT_MOST, 0));
            }
        }
        List<int[]> nabners = lines(root.get("nabner"), "nabner", "nabner line", "distinct");
        for (int k = 0; k < nabners.size(); k++) {
            int[] line = nabners.get(k);
            b.group(new Group(Group.Kind.NABNER, k, line));
            for (int i = 0; i < line.length; i++) {
                for (int j = i + 1; j < line.length; j++) {
                    b.relation(new Relation(line[i], line[j], RelationKind.NOT_DIFFERENCE, 1));
                }
            }
        }
        for (int[] line : lines(root.get("entropicline"), "entropicline", "entropic line", null)) {
            b.constraint(new TriadLine("entropic line", line, entropicClasses(n)));
        }
        for (int[] line : lines(root.get("modularline"), "modularline", "modular line", null)) {
            b.constraint(new TriadLine("modular line", line, residueClasses(n)));
        }
        for (int[] line : lines(root.get("zipperline"), "zipperline", "zipper line", null)) {
            int[][] parts = new int[(line.length + 1) / 2][];
            for (int i = 0; i < parts.length; i++) {
                int j = line.length - 1 - i;
                parts[i] = i == j ? new int[]{line[i]} : new int[]{line[i], line[j]};
            }
            if (parts.length >= 2) {
                b.constraint(new EqualSums("zipper line", line, parts));
            }
        }
        for (int[] line : lines(root.get("regionsumline"), "regionsumline", "region sum line", null)) {
            List<int[]> runs = new ArrayList<>();
            int start = 0;
            for (int i = 1; i <= line.length; i++) {
                if (i == line.length || f.region(line[i]) != f.region(line[i - 1])) {
                    runs.add(java.util.Arrays.copyOfRange(line, start, i));
                    start = i;
                }
            }
            if (runs.size() >= 2) {
                b.constraint(new EqualSums("region sum line", line, runs.toArray(new int[0][])));
            }
        }
        for (int[] line : lines(root.get("doublearrow"), "doublearrow", "double arrow", null)) {
            int[] weights = new int[line.length];
            java.util.Arrays.fill(weights, 1);
            weights[0] = -1;
            weights[line.length - 1] = -1;
            b.constraint(new LinearSum("double arrow", line, weights, 0));
        }
    }

    /**
     * The low, middle and high digits of 1..n as f-puzzles' entropic lines split them (Rangsk's solver
     * documents the split): three runs, the middle one the odd size out (n = 9: 1-3, 4-6, 7-9; n = 4:
     * 1, 2-3, 4; n = 8: 1-3, 4-5, 6-8).
     */
    static int[][] entropicClasses(int n) {
        int small = n / 3;
        int large = (n + 2) / 3;
        int[] sizes = n % 3 == 1 ? new int[]{small, large, small} : new int[]{large, small, large};
        int[][] out = new int[3][];
        int next = 1;
        for (int k = 0; k < 3; k++) {
            out[k] = new int[sizes[k]];
            for (int i = 0; i < sizes[k]; i++) {
                out[k][i] = next++;
            }
        }
        return out;
    }

    /** The digits 1..n by their residue mod 3: 1 4 7 ..., 2 5 8 ..., 3 6 9 .... */
    static int[][] residueClasses(int n) {
        int[][] out = new int[3][];
        for (int k = 0; k < 3; k++) {
            int count = 0;
            for (int v = k + 1; v <= n; v += 3) {
                count++;
            }
            out[k] = new int[count];
            for (int i = 0; i < count; i++) {
                out[k][i] = k + 1 + 3 * i;
            }
        }
        return out;
    }

    /**
     * Every line of every entry of a {@code [{lines: [[...], ...]}]} list, in order.
     *
     * @param json     the JSON key
     * @param key      the kind as messages name it ({@code renban line})
     * @param distinct null, or how the digits of a line differ ({@code increasing}, {@code distinct}), so
     *                 that a line longer than the side is refused
     */
    private List<int[]> lines(Object v, String json, String key, String distinct) throws PuzzleFormatException {
        List<int[]> out = new ArrayList<>();
        if (v == null) {
            return out;
        }
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
                if ("double arrow".equals(key) && cells.length < 3) {
                    throw f.error(line, where + " has " + cells.length + " cell" + (cells.length == 1 ? "" : "s")
                            + "; expected two ends and a cell between them");
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
