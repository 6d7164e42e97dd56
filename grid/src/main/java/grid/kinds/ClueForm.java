package grid.kinds;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kinds that are clues just outside a row or column: entries {@code [{cell: "R0C3" | "R3C0" | ..., value}]},
 * read along the row or column from the clue's side ({@code R0Cc} above column c, {@code R(n+1)Cc} below it,
 * {@code RrC0} left of row r, {@code RrC(n+1)} right of it); a clue without a value states nothing. On the
 * command line, {@code NAME:CLUErROWcCOL} ({@code xsum:15r0c3}). The generator puts a clue at a random
 * place outside the grid and reads its number off the solution.
 *
 * @param range     the clue's values
 * @param gridOrder whether the line is kept in the grid's order (left to right, top to bottom) rather than
 *                  from the clue's side: for a clue that reads the same either way (a sandwich)
 * @param clueOf    the clue a full line of values (1..n) shows
 * @param rule      the rule of one clue
 */
record ClueForm(Range range, boolean gridOrder, ToIntFunction<int[]> clueOf, Rule rule) implements Form {

    private static final Pattern OUTSIDE = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");
    private static final Pattern OPTION = Pattern.compile("(\\d+)[rR](\\d+)[cC](\\d+)");

    /** The rule of one clue: its line and its number. */
    @FunctionalInterface
    interface Rule {
        void add(int[] line, int clue, RuleModel.Builder b);
    }

    /** A clue as read: its line and its number. */
    private record Clue(int[] line, int value) {
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        int n = source.size();
        List<Clue> found = new ArrayList<>();
        for (Entry e : source.entries(kind.jsonKey(), kind.label() + " clue")) {
            int[] line = outsideLine(e, n);
            if (e.blank("value")) {
                continue; // a clue without a value states nothing
            }
            found.add(new Clue(line, range.check(e, e.number(e.get("value"), e.where() + " value"), n)));
        }
        for (Clue clue : found) {
            rule.add(gridOrder ? forwards(clue.line) : clue.line, clue.value, b);
        }
    }

    /** The row or column next to the entry's outside cell, read from that side. */
    private static int[] outsideLine(Entry e, int n) throws BadEntry {
        Object at = e.get("cell");
        Matcher m = at instanceof String s ? OUTSIDE.matcher(s) : null;
        if (m == null || !m.matches()) {
            throw e.error(e.where() + ": \"cell\" is " + Entry.show(at)
                    + "; expected a cell outside the grid like \"R0C3\" or \"R3C0\"");
        }
        int r = Integer.parseInt(m.group(1).length() > 3 ? "999" : m.group(1));
        int c = Integer.parseInt(m.group(2).length() > 3 ? "999" : m.group(2));
        boolean column = (r == 0 || r == n + 1) && c >= 1 && c <= n;
        boolean row = (c == 0 || c == n + 1) && r >= 1 && r <= n;
        if (!column && !row) {
            throw e.error(e.where() + " is at " + at + "; expected a cell just outside a row or column, like"
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

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        Matcher m = OPTION.matcher(options.text());
        if (!m.matches()) {
            throw options.error("expected the clue and the cell outside the grid, like " + options.name() + ":15r0c3");
        }
        return Form.fields("cell", "R" + m.group(2) + "C" + m.group(3), "value", m.group(1));
    }

    /** A clue at a random cell outside a row or column, read off the solution. */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int n = s.size();
        int side = s.random().nextInt(4);
        int at = s.random().nextInt(n);
        int[] line = new int[n];
        for (int i = 0; i < n; i++) {
            line[i] = switch (side) {
                case 0 -> i * n + at;
                case 1 -> (n - 1 - i) * n + at;
                case 2 -> at * n + i;
                default -> at * n + n - 1 - i;
            };
        }
        String cell = switch (side) {
            case 0 -> "R0C" + (at + 1);
            case 1 -> "R" + (n + 1) + "C" + (at + 1);
            case 2 -> "R" + (at + 1) + "C0";
            default -> "R" + (at + 1) + "C" + (n + 1);
        };
        return Form.fields("cell", cell, "value", Integer.toString(clueOf.applyAsInt(s.values(line))));
    }

}
