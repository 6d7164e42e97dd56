package grid.kinds;

import grid.model.LinearSum;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Little killers: entries {@code [{cell, direction, cells, value}]}, the diagonal's cells adding up to the
 * clue, repeats allowed (a {@link LinearSum} with weights 1); a clue without a total states nothing. On the
 * command line, {@code lk:SUM;rXcY;DIR}: from the cell (outside the grid, or the first inside) along the
 * direction ({@code UL}, {@code UR}, {@code DL}, {@code DR}). The generator starts from a random cell outside
 * the grid and reads the total off the solution.
 */
final class LittleKillerForm implements Form {

    private static final Pattern OPTION = Pattern.compile("(\\d+);[rR](\\d+)[cC](\\d+);([UDud][LRlr])");

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        int n = source.size();
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            if (e.blank("value")) {
                continue; // a clue without a total states nothing
            }
            int[] cells = e.cells(e.get("cells"), e.where());
            for (int i = 0; i + 1 < cells.length; i++) {
                int dr = cells[i + 1] / n - cells[i] / n;
                int dc = cells[i + 1] % n - cells[i] % n;
                if (Math.abs(dr) != 1 || Math.abs(dc) != 1) {
                    throw e.error(e.where() + ": " + e.names(cells) + " is not a diagonal");
                }
            }
            int total = e.number(e.get("value"), e.where() + " total");
            int[] ones = new int[cells.length];
            java.util.Arrays.fill(ones, 1);
            b.constraint(new LinearSum(kind.label(), cells, ones, total));
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        Matcher m = OPTION.matcher(options.text());
        if (!m.matches()) {
            throw options.error("expected the total, the cell and the direction, like lk:15;r0c1;DR");
        }
        int n = options.size();
        String dir = m.group(4).toUpperCase(Locale.ROOT);
        int dr = dir.charAt(0) == 'U' ? -1 : 1;
        int dc = dir.charAt(1) == 'L' ? -1 : 1;
        int r = Integer.parseInt(m.group(2)) - 1;
        int c = Integer.parseInt(m.group(3)) - 1;
        if (!inside(r, c, n)) {
            r += dr;
            c += dc;
        }
        if (!inside(r, c, n)) {
            throw options.error("the little killer's cell " + "r" + m.group(2) + "c" + m.group(3) + " does not lead into the grid");
        }
        List<Object> cells = new ArrayList<>();
        String outside = "R" + (r - dr + 1) + "C" + (c - dc + 1);
        for (; inside(r, c, n); r += dr, c += dc) {
            cells.add(options.name(r * n + c));
        }
        return Form.fields("cell", outside, "direction", dir, "cells", cells, "value", m.group(1));
    }

    /** From a random cell outside the grid along a diagonal into it, with its total. */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int n = s.size();
        java.util.Random random = s.random();
        int dr = random.nextBoolean() ? 1 : -1;
        int dc = random.nextBoolean() ? 1 : -1;
        int r0 = dr > 0 ? -1 : n;
        int c0 = random.nextInt(n);
        if (random.nextBoolean()) {
            c0 = dc > 0 ? -1 : n;
            r0 = random.nextInt(n);
        }
        List<Object> cells = new ArrayList<>();
        int sum = 0;
        for (int r = r0 + dr, c = c0 + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
            cells.add(s.name(r * n + c));
            sum += s.value(r * n + c);
        }
        if (cells.size() < 2) {
            return null;
        }
        return Form.fields("cell", "R" + (r0 + 1) + "C" + (c0 + 1), "direction", (dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R"),
                "cells", cells, "value", Integer.toString(sum));
    }

    private static boolean inside(int r, int c, int n) {
        return r >= 0 && r < n && c >= 0 && c < n;
    }
}
