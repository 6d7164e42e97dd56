package grid.io;

import grid.model.Indexer;
import grid.model.RuleModel;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.XSum;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The f-puzzles kinds that are clues outside the grid or marks on whole cells, read for
 * {@link FPuzzlesFormat} into general rules of the {@link RuleModel}:
 * <ul>
 * <li>{@code sandwichsum}, {@code xsum}, {@code skyscraper} {@code [{cell: "R0C3" | "R3C0" | ..., value}]}:
 *     a clue just outside a row or column, read along it from the clue's side (a {@link Sandwich}, an
 *     {@link XSum}, a {@link Skyscraper}); a clue without a value states nothing;</li>
 * <li>{@code rowindexer}, {@code columnindexer}, {@code boxindexer} {@code [{cells}]}: each listed cell is an
 *     indexer of its column, row or region (an {@link Indexer}): a column indexer's digit d in row r, column
 *     c says that row r holds c in column d.</li>
 * </ul>
 * Malformed entries are refused with the kind, the entry's number and the JSON line.
 */
final class FPuzzlesClues {

    private static final Pattern OUTSIDE = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");

    private final FPuzzlesFormat f;
    private final int n;

    FPuzzlesClues(FPuzzlesFormat format, int n) {
        this.f = format;
        this.n = n;
    }

    /** Adds the rules of every clue and indexer kind present in {@code root}. */
    void read(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        int most = 0;
        for (int i = 2; i < n; i++) {
            most += i;
        }
        // a sandwich reads the same either way, so its line keeps the grid's order
        for (Clue clue : clues(root.get("sandwichsum"), "sandwichsum", "sandwich clue", "sum", 0, most)) {
            b.constraint(new Sandwich(forwards(clue.line), clue.value));
        }
        for (Clue clue : clues(root.get("xsum"), "xsum", "x-sum clue", "sum", 1, n * (n + 1) / 2)) {
            b.constraint(new XSum(clue.line, clue.value));
        }
        for (Clue clue : clues(root.get("skyscraper"), "skyscraper", "skyscraper clue", "count", 1, n)) {
            b.constraint(new Skyscraper(clue.line, clue.value));
        }
        indexers(root.get("rowindexer"), "rowindexer", "row indexer", b);
        indexers(root.get("columnindexer"), "columnindexer", "column indexer", b);
        indexers(root.get("boxindexer"), "boxindexer", "box indexer", b);
    }

    /** A clue outside the grid: its row or column from the clue's side, and its value. */
    private record Clue(int[] line, int value) {
    }

    private List<Clue> clues(Object v, String json, String what, String noun, int least, int most)
            throws PuzzleFormatException {
        List<Clue> out = new java.util.ArrayList<>();
        if (v == null) {
            return out;
        }
        List<?> entries = f.list(v, "\"" + json + "\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = what + " " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            int line = f.doc.line(entry);
            int[] cells = outsideLine(entry.get("cell"), where, line);
            Object value = entry.get("value");
            if (value == null || "".equals(value)) {
                continue; // a clue without a value states nothing
            }
            int clue = f.number(value, where + " value", line);
            if (clue < least || clue > most) {
                throw f.error(line, where + " has the " + noun + " " + clue + "; expected " + least + ".." + most);
            }
            out.add(new Clue(cells, clue));
        }
        return out;
    }

    /**
     * The row or column next to an outside cell ({@code R0Cc} above column c, {@code R(n+1)Cc} below it,
     * {@code RrC0} left of row r, {@code RrC(n+1)} right of it), read from that side.
     */
    private int[] outsideLine(Object at, String where, int line) throws PuzzleFormatException {
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
        boolean backwards = column ? r == n + 1 : c == n + 1;
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            int j = backwards ? n - 1 - i : i;
            cells[i] = column ? j * n + (c - 1) : (r - 1) * n + j;
        }
        return cells;
    }

    /** The line in the grid's order: left to right, top to bottom. */
    private static int[] forwards(int[] line) {
        if (line[0] < line[line.length - 1]) {
            return line;
        }
        int[] out = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            out[i] = line[line.length - 1 - i];
        }
        return out;
    }

    private void indexers(Object v, String json, String what, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> entries = f.list(v, "\"" + json + "\"", 0);
        for (int k = 0; k < entries.size(); k++) {
            String where = what + " " + (k + 1);
            Map<?, ?> entry = f.object(entries.get(k), where, f.doc.line(entries));
            for (int cell : f.cells(entry.get("cells"), where, f.doc.line(entry))) {
                int[] line = switch (json) {
                    case "rowindexer" -> column(cell % n);
                    case "columnindexer" -> row(cell / n);
                    default -> f.regionCells(f.region(cell));
                };
                int position = 0;
                while (line[position] != cell) {
                    position++;
                }
                b.constraint(new Indexer(what, line, position));
            }
        }
    }

    private int[] row(int r) {
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = r * n + i;
        }
        return cells;
    }

    private int[] column(int c) {
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i * n + c;
        }
        return cells;
    }
}
