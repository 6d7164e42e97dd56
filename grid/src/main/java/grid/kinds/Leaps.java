package grid.kinds;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The rules of Rangsk's SudokuSolver that f-puzzles has no key for and that are relations between cells a
 * given leap apart, or a group ({@link DirectForm}): {@code chess} (cells a given leap apart differ, or
 * never share the listed digits), {@code taxi} (cells a given taxicab distance apart differ),
 * {@code selftaxi} (a digit d never stands twice at taxicab distance d), {@code dnc} (diagonal neighbours
 * are not consecutive), {@code disjointoffset} (the cells at one place of every region differ) and
 * {@code knightmare} (cells a knight's move apart do not add up to 5 or 15, or the sums listed).
 */
final class Leaps {

    private Leaps() {
    }

    /** {@code taxi:D}: cells at taxicab distance D that share no row, column or region differ. */
    static void taxicab(Options o, RuleModel.Builder b) throws BadEntry {
        int d = o.number(o.text(), "a taxicab distance, like taxi:4");
        for (int[] offset : taxicab(d)) {
            leap(o, b, offset, RelationKind.NOT_DIFFERENCE, 0, true);
        }
    }

    /** {@code selftaxi}: a digit d never stands twice at taxicab distance d. */
    static void selfTaxicab(Options o, RuleModel.Builder b) throws BadEntry {
        o.noOptions();
        for (int d = 1; d <= o.size(); d++) {
            for (int[] offset : taxicab(d)) {
                leap(o, b, offset, RelationKind.NOT_BOTH, d, true);
            }
        }
    }

    /** {@code dnc}: diagonal neighbours are not consecutive. */
    static void diagonalNonconsecutive(Options o, RuleModel.Builder b) throws BadEntry {
        o.noOptions();
        for (int[] offset : new int[][]{{1, 1}, {1, -1}}) {
            leap(o, b, offset, RelationKind.NOT_DIFFERENCE, 1, false);
        }
    }

    /** {@code disjointoffset:K}: the K-th cells (in reading order) of every region differ. */
    static void disjointOffset(Options o, RuleModel.Builder b) throws BadEntry {
        int n = o.size();
        int k = o.number(o.text(), "a place in the regions from 1 to " + n + ", like disjointoffset:5");
        if (k < 1 || k > n) {
            throw o.error("expected a place in the regions from 1 to " + n + ", not " + k);
        }
        int[] seen = new int[n];
        int[] cells = new int[n];
        int size = 0;
        for (int c = 0; c < n * n; c++) {
            if (seen[o.region(c)]++ == k - 1) {
                cells[size++] = c;
            }
        }
        b.group(new Group(Group.Kind.REGION, 3 * n + k, java.util.Arrays.copyOf(cells, size)));
    }

    /** {@code knightmare[:S,S...]}: cells a knight's move apart do not add up to 5 or 15 (or the sums listed). */
    static void knightmare(Options o, RuleModel.Builder b) throws BadEntry {
        List<Integer> sums = new ArrayList<>();
        for (String s : o.text().isBlank() ? new String[]{"5", "15"} : o.text().split(",")) {
            sums.add(o.number(s.strip(), "sums separated by commas, like knightmare:5,15"));
        }
        for (int[] offset : new int[][]{{1, 2}, {2, 1}, {1, -2}, {2, -1}}) {
            for (int sum : sums) {
                leap(o, b, offset, RelationKind.NOT_SUM, sum, false);
            }
        }
    }

    /**
     * {@code chess:a,b;c,d;v1,2;r1c1...}: leaps (every sign and order of each offset pair), optionally only
     * for the listed digits ({@code v...}: cells a leap apart never both hold one of them) and only for
     * pairs that touch the listed cells.
     */
    static void chess(Options o, RuleModel.Builder b) throws BadEntry {
        int n = o.size();
        List<int[]> offsets = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        boolean[] only = null;
        for (String raw : o.text().split(";")) {
            String part = raw.strip();
            if (part.isEmpty()) {
                continue;
            }
            if (part.startsWith("v") || part.startsWith("V")) {
                for (String v : part.substring(1).split(",")) {
                    int value = o.number(v.strip(), "digits after v, like chess:1,2;v1,9");
                    if (value < 1 || value > n) {
                        throw o.error("the digit " + value + " is not 1.." + n);
                    }
                    values.add(value);
                }
            } else if (part.startsWith("r") || part.startsWith("R")) {
                only = only == null ? new boolean[n * n] : only;
                for (int c : o.group(part)) {
                    only[c] = true;
                }
            } else {
                String[] xy = part.split(",");
                if (xy.length != 2) {
                    throw o.error("expected an offset like 1,2, found '" + part + "'");
                }
                int a = Math.abs(o.number(xy[0].strip(), "an offset like 1,2"));
                int c = Math.abs(o.number(xy[1].strip(), "an offset like 1,2"));
                if (a == 0 && c == 0) {
                    throw o.error("the offset 0,0 leaps nowhere");
                }
                offsets.add(new int[]{a, c});
            }
        }
        if (offsets.isEmpty()) {
            throw o.error("expected at least one offset, like chess:1,2 (a knight's move)");
        }
        Set<Long> done = new HashSet<>();
        for (int[] off : offsets) {
            for (int[] step : new int[][]{{off[0], off[1]}, {off[0], -off[1]}, {off[1], off[0]}, {off[1], -off[0]}}) {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        int r2 = r + step[0];
                        int c2 = c + step[1];
                        if (r2 < r || r2 == r && c2 <= c || !inside(r2, c2, n)) {
                            continue;
                        }
                        int a = r * n + c;
                        int z = r2 * n + c2;
                        if ((only != null && !only[a] && !only[z]) || !done.add((long) a * n * n + z)) {
                            continue;
                        }
                        if (values.isEmpty()) {
                            if (r != r2 && c != c2 && o.region(a) != o.region(z)) {
                                b.relation(new Relation(a, z, RelationKind.NOT_DIFFERENCE, 0));
                            }
                        } else {
                            for (int v : values) {
                                b.relation(new Relation(a, z, RelationKind.NOT_BOTH, v));
                            }
                        }
                    }
                }
            }
        }
    }

    /** The offsets of taxicab distance d with a non-negative row step (each pair of cells once). */
    private static List<int[]> taxicab(int d) {
        List<int[]> out = new ArrayList<>();
        for (int dr = 0; dr <= d; dr++) {
            int dc = d - dr;
            out.add(new int[]{dr, dc});
            if (dr > 0 && dc > 0) {
                out.add(new int[]{dr, -dc});
            }
        }
        return out;
    }

    /**
     * One relation per pair of cells {@code offset} apart (each pair once); with {@code skipShared}, none
     * between cells that share a row, a column or a region, which differ already.
     */
    private static void leap(Options o, RuleModel.Builder b, int[] offset, RelationKind kind, int param,
                             boolean skipShared) {
        int n = o.size();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int r2 = r + offset[0];
                int c2 = c + offset[1];
                if (!inside(r2, c2, n) || (offset[0] == 0 && offset[1] <= 0)) {
                    continue;
                }
                int a = r * n + c;
                int z = r2 * n + c2;
                if (skipShared && (r == r2 || c == c2 || o.region(a) == o.region(z))) {
                    continue;
                }
                b.relation(new Relation(a, z, kind, param));
            }
        }
    }

    private static boolean inside(int r, int c, int n) {
        return r >= 0 && r < n && c >= 0 && c < n;
    }
}
