package grid.kinds;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The kinds that are the grid's own rules ({@link OwnForm}), read together because their entries depend on
 * each other: the diagonals, killer cages (no cell in two), Kropki dots and XV marks, the negatives that
 * read which edges carry them ({@code negative}, {@code nonconsecutive}), the chess moves (anti-knight and
 * anti-king, one relation per pair of cells in two regions), disjoint groups and extra regions. Read in
 * that order, before the kinds of the other forms.
 */
final class GridRules {

    private final Source source;
    private final int n;
    private final RuleModel.Builder b;

    private GridRules(Source source, RuleModel.Builder b) {
        this.source = source;
        this.n = source.size();
        this.b = b;
    }

    /** Adds the grid's own rules that {@code source} states. */
    static void read(Source source, RuleModel.Builder b) throws BadEntry {
        new GridRules(source, b).read();
    }

    private void read() throws BadEntry {
        diagonals();
        cages();
        boolean[][] dotted = {dots(RuleKind.DIFFERENCE, RelationKind.DIFFERENCE, 1), dots(RuleKind.RATIO, RelationKind.RATIO, 2),
            xv()};
        boolean antiWhite = negative(dotted);
        if (source.flag(RuleKind.NONCONSECUTIVE.jsonKey()) && !antiWhite) {
            // Orthogonal neighbours are not consecutive, except where a white dot says they are.
            antiDots(dotted[0], RelationKind.NOT_DIFFERENCE, 1);
        }
        chessMoves();
        if (source.flag(RuleKind.DISJOINT_GROUPS.jsonKey())) {
            disjointGroups();
        }
        extraRegions();
    }

    private void diagonals() throws BadEntry {
        if (source.flag(RuleKind.POSITIVE_DIAGONAL.jsonKey())) {
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                cells[r] = r * n + (n - 1 - r);
            }
            b.group(new Group(Group.Kind.POSITIVE_DIAGONAL, 0, cells));
        }
        if (source.flag(RuleKind.NEGATIVE_DIAGONAL.jsonKey())) {
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                cells[r] = r * n + r;
            }
            b.group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, cells));
        }
    }

    /** Killer cages {@code [{cells, value?}]}: no cell in two; a cage without a total only forbids repeats. */
    private void cages() throws BadEntry {
        List<Entry> cages = source.entries(RuleKind.KILLER_CAGE.jsonKey(), RuleKind.KILLER_CAGE.label());
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        for (int k = 0; k < cages.size(); k++) {
            Entry e = cages.get(k);
            int[] cells = e.cells(e.get("cells"), e.where());
            for (int c : cells) {
                if (cageOf[c] >= 0) {
                    throw e.error(e.where() + ": cell " + e.names(new int[]{c}) + " is already in killer cage "
                            + (cageOf[c] + 1));
                }
                cageOf[c] = k;
            }
            if (cells.length > n) {
                throw e.error(e.where() + " has " + cells.length + " cells; distinct digits allow at most " + n);
            }
            if (e.blank("value")) {
                b.group(new Group(Group.Kind.REGION, 2 * n + k, cells));
                continue;
            }
            int total = e.number(e.get("value"), e.where() + " total");
            int min = cells.length * (cells.length + 1) / 2;
            int max = cells.length * (2 * n - cells.length + 1) / 2;
            if (total < min || total > max) {
                throw e.error(e.where() + " has the total " + total + "; " + cells.length
                        + " distinct digits 1.." + n + " add up to " + min + ".." + max);
            }
            b.cage(new Cage(cells, total));
        }
    }

    /**
     * Dots {@code [{cells: [a, b], value?}]} between orthogonal neighbours, one relation each (the value
     * {@code standard} when none is given); returns which edges carry one (see {@link #edge}).
     */
    private boolean[] dots(RuleKind kind, RelationKind relation, int standard) throws BadEntry {
        boolean[] dotted = new boolean[2 * n * n];
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            int[] cells = pair(e);
            int param = e.blank("value") ? standard : e.number(e.get("value"), e.where() + " value");
            if (param < 1) {
                throw e.error(e.where() + " has the value " + param + "; expected a positive whole number");
            }
            dotted[edge(cells[0], cells[1])] = true;
            b.relation(new Relation(cells[0], cells[1], relation, param));
        }
        return dotted;
    }

    /**
     * XV marks {@code [{cells: [a, b], value: "X" | "V"}]} between orthogonal neighbours: the two add up
     * to 10 (X) or 5 (V); returns which edges carry a mark (for {@code negative: ["xv"]}).
     */
    private boolean[] xv() throws BadEntry {
        boolean[] marked = new boolean[2 * n * n];
        for (Entry e : source.entries(RuleKind.XV.jsonKey(), RuleKind.XV.label())) {
            int[] cells = pair(e);
            Object value = e.get("value");
            int total;
            if ("X".equals(value) || "x".equals(value)) {
                total = 10;
            } else if ("V".equals(value) || "v".equals(value)) {
                total = 5;
            } else {
                throw e.error(e.where() + " has the value " + Entry.show(value) + "; expected \"X\" or \"V\"");
            }
            marked[edge(cells[0], cells[1])] = true;
            b.relation(new Relation(cells[0], cells[1], RelationKind.SUM, total));
        }
        return marked;
    }

    /** The two orthogonally adjacent cells an entry joins. */
    private int[] pair(Entry e) throws BadEntry {
        int[] cells = e.cells(e.get("cells"), e.where());
        if (cells.length != 2 || edge(cells[0], cells[1]) < 0) {
            throw e.error(e.where() + " joins " + e.names(cells) + "; expected two orthogonally adjacent cells");
        }
        return cells;
    }

    /** The anti-dots {@code negative} asks for; returns whether anti-white dots were added. */
    private boolean negative(boolean[][] dotted) throws BadEntry {
        String key = RuleKind.NEGATIVE.jsonKey();
        boolean antiWhite = false;
        for (Object o : source.values(key)) {
            if (RuleKind.DIFFERENCE.jsonKey().equals(o)) {
                antiWhite = true;
                antiDots(dotted[0], RelationKind.NOT_DIFFERENCE, 1);
            } else if (RuleKind.RATIO.jsonKey().equals(o)) {
                antiDots(dotted[1], RelationKind.NOT_RATIO, 2);
            } else if (RuleKind.XV.jsonKey().equals(o)) {
                // no X and no V between unmarked neighbours
                antiDots(dotted[2], RelationKind.NOT_SUM, 10);
                antiDots(dotted[2], RelationKind.NOT_SUM, 5);
            } else {
                throw source.error(key, "the negative constraint " + Entry.show(o)
                        + " is not supported; expected \"difference\", \"ratio\" or \"xv\"");
            }
        }
        return antiWhite;
    }

    /**
     * Anti-knight and anti-king: cells a chess knight's or king's move apart differ, as a relation
     * "not equal" ({@link RelationKind#NOT_DIFFERENCE} with 0) per pair not in one region (box or
     * irregular region) together.
     */
    private void chessMoves() throws BadEntry {
        List<int[]> moves = new ArrayList<>();
        if (source.flag(RuleKind.ANTIKNIGHT.jsonKey())) {
            moves.addAll(List.of(new int[]{1, 2}, new int[]{2, 1}, new int[]{1, -2}, new int[]{2, -1}));
        }
        if (source.flag(RuleKind.ANTIKING.jsonKey())) {
            moves.addAll(List.of(new int[]{1, 1}, new int[]{1, -1}));
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int[] m : moves) {
                    int r2 = r + m[0];
                    int c2 = c + m[1];
                    if (r2 >= n || c2 < 0 || c2 >= n) {
                        continue;
                    }
                    // a region (a box, an irregular region, or a row where there are neither) is a group, so
                    // two of its cells differ already; cells of two regions need the relation
                    if (source.region(r * n + c) != source.region(r2 * n + c2)) {
                        b.relation(new Relation(r * n + c, r2 * n + c2, RelationKind.NOT_DIFFERENCE, 0));
                    }
                }
            }
        }
    }

    /** Disjoint groups: the cells at the same place in every box differ (a group of n cells per place). */
    private void disjointGroups() throws BadEntry {
        int boxRows = source.boxRows();
        if (boxRows <= 1) {
            throw new BadEntry(0, "\"" + RuleKind.DISJOINT_GROUPS.jsonKey() + "\" needs boxes; a " + n + "x" + n
                    + " grid has none here");
        }
        int boxCols = n / boxRows;
        for (int place = 0; place < n; place++) {
            int[] cells = new int[n];
            for (int box = 0; box < n; box++) {
                int r = box / boxRows * boxRows + place / boxCols;
                int c = box % boxRows * boxCols + place % boxCols;
                cells[box] = r * n + c;
            }
            b.group(new Group(Group.Kind.REGION, place, cells));
        }
    }

    /** Extra regions: each listed set of cells holds distinct digits. */
    private void extraRegions() throws BadEntry {
        List<Entry> regions = source.entries(RuleKind.EXTRA_REGION.jsonKey(), RuleKind.EXTRA_REGION.label());
        for (int k = 0; k < regions.size(); k++) {
            Entry e = regions.get(k);
            int[] cells = e.cells(e.get("cells"), e.where());
            if (cells.length > n) {
                throw e.error(e.where() + " has " + cells.length + " cells; distinct digits allow at most " + n);
            }
            b.group(new Group(Group.Kind.REGION, n + k, cells));
        }
    }

    private void antiDots(boolean[] dotted, RelationKind kind, int param) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int a = r * n + c;
                if (c + 1 < n && !dotted[edge(a, a + 1)]) {
                    b.relation(new Relation(a, a + 1, kind, param));
                }
                if (r + 1 < n && !dotted[edge(a, a + n)]) {
                    b.relation(new Relation(a, a + n, kind, param));
                }
            }
        }
    }

    /** Index of the edge between two orthogonal neighbours (2 per cell: right, down), else -1. */
    private int edge(int a, int c) {
        int lo = Math.min(a, c);
        int hi = Math.max(a, c);
        if (hi - lo == 1 && lo / n == hi / n) {
            return 2 * lo;
        }
        return hi - lo == n ? 2 * lo + 1 : -1;
    }
}
