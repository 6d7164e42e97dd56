package solver.explain;

import grid.model.Group;

import java.util.Arrays;

/**
 * The simpler techniques a nested forcing chain applies on its reduced candidates when its own
 * implications run dry (Sudoku Explainer's "(+)" level): pointing and claiming, hidden pairs, naked pairs
 * and X-Wings, tried in that order; the first that finds anything that rests on the assumption's own
 * removals gives all it finds. Each removal becomes an off potential whose parents are those removals
 * (what made the pattern appear: the symbol gone from the rest of the box, the pair's symbols gone from
 * the rest of the house, the other symbols gone from the pair's cells, the symbol gone from the wing's
 * lines outside its columns). Patterns that were there before the assumption are left out: they are
 * steps of their own.
 *
 * <p>Works on the masks of a {@link Propagation} ({@code start}: the position; {@code cur}: what is left
 * under the assumption), on the houses of the board; records what it found by index for the chain's text.
 */
final class NestedRules {

    /** The kinds of pattern, as recorded. */
    static final int POINTING = 0;
    static final int CLAIMING = 1;
    static final int HIDDEN_PAIR = 2;
    static final int NAKED_PAIR = 3;
    static final int X_WING = 4;
    /** A chain technique's conclusion ({@link NestedChains}): its name and complexity are kept. */
    static final int CHAIN = 5;

    private final Propagation p;
    private final PencilMarks b;
    private final int n;
    /** Boxes, rows, columns by index among the houses (-1 where the board has none of that kind). */
    private final int[] boxes;
    private final int[] rows;
    private final int[] columns;
    /** What each recorded pattern was: kind, house, second house, symbols (bit set). */
    private int[] kinds = new int[16];
    private int[] first = new int[16];
    private int[] second = new int[16];
    private long[] symbols = new long[16];
    private int[] costs = new int[16];
    private int[] counted = new int[16];
    private String[] names = new String[16];
    private int recorded;
    private final int[] parents;
    private final int[] cellsBuf;
    private final int[] lines;
    private final long[] where;
    /**
     * Per technique, how many of the search's removals it has seen: a pattern that is there now and
     * was there when it last looked gave then all it gives (candidates only go), so it looks only where
     * a removal since then fell (a house and symbol, or a cell, marked with {@link #stamp}).
     */
    private final int[] seen = new int[5];
    private final int[] houseMark;
    private final int[] cellMark;
    private int stamp;

    NestedRules(Propagation p) {
        this.p = p;
        this.b = p.b;
        this.n = b.n;
        int[] bx = new int[b.houses.length];
        int[] rw = new int[b.houses.length];
        int[] cl = new int[b.houses.length];
        int nb = 0;
        int nr = 0;
        int nc = 0;
        for (int h = 0; h < b.houses.length; h++) {
            Group.Kind kind = b.groups[h].kind();
            if (kind == Group.Kind.BOX) {
                bx[nb++] = h;
            } else if (kind == Group.Kind.ROW) {
                rw[nr++] = h;
            } else if (kind == Group.Kind.COLUMN) {
                cl[nc++] = h;
            }
        }
        boxes = Arrays.copyOf(bx, nb);
        rows = Arrays.copyOf(rw, nr);
        columns = Arrays.copyOf(cl, nc);
        parents = new int[b.cand.length * n];
        cellsBuf = new int[n];
        lines = Arrays.copyOf(rows, rows.length + columns.length);
        System.arraycopy(columns, 0, lines, rows.length, columns.length);
        where = new long[n];
        houseMark = new int[b.houses.length * n];
        cellMark = new int[b.cand.length];
    }

    void reset() {
        recorded = 0;
        Arrays.fill(seen, 0);
    }

    /** Marks the houses, symbols and cells of the removals technique {@code t} has not seen yet. */
    private void news(int t) {
        stamp++;
        for (int i = seen[t], end = p.removals(); i < end; i++) {
            int x = p.removal(i);
            int c = x / n;
            int v = x - c * n;
            cellMark[c] = stamp;
            for (int h : b.housesOf[c]) {
                houseMark[h * n + v] = stamp;
            }
        }
        seen[t] = p.removals();
    }

    private boolean fresh(int h, int v) {
        return houseMark[h * n + v] == stamp;
    }

    /**
     * Applies the first technique that finds removals resting on the assumption; true if it added any
     * off potential (or met a contradiction, which {@link Propagation} then reports).
     */
    boolean find() {
        int before = p.count();
        if (locking(true) || p.count() > before) {
            return true;
        }
        if (locking(false) || p.count() > before) {
            return true;
        }
        if (hiddenPairs() || p.count() > before) {
            return true;
        }
        if (nakedPairs() || p.count() > before) {
            return true;
        }
        return xWings() || p.count() > before;
    }

    // Each pattern method returns true on a contradiction; otherwise it adds what it finds.

    /** Pointing (a box's places of v in one line) or claiming (a line's places in one box). */
    private boolean locking(boolean pointing) {
        news(pointing ? POINTING : CLAIMING);
        int[] from = pointing ? boxes : lines;
        for (int a : from) {
            for (int v = 0; v < n; v++) {
                if (!fresh(a, v)) {
                    continue;
                }
                long bit = 1L << v;
                int count = 0;
                for (int c : b.houses[a]) {
                    if (b.value[c] < 0 && (p.cur[c] & bit) != 0) {
                        cellsBuf[count++] = c;
                    }
                }
                if (count < 2) {
                    continue;
                }
                for (int second : b.housesOf[cellsBuf[0]]) {
                    Group.Kind kind = b.groups[second].kind();
                    boolean fits = pointing ? kind == Group.Kind.ROW || kind == Group.Kind.COLUMN : kind == Group.Kind.BOX;
                    if (second == a || !fits || !allIn(b.houses[second], count)) {
                        continue;
                    }
                    // parents: v gone from the first house outside the second
                    int k = 0;
                    for (int c : b.houses[a]) {
                        if ((p.start[c] & bit) != 0 && (p.cur[c] & bit) == 0 && !Steps.contains(b.houses[second], c)) {
                            parents[k++] = Propagation.off(c * n + v);
                        }
                    }
                    if (k == 0) {
                        continue;
                    }
                    int id = -1;
                    for (int c : b.houses[second]) {
                        if (b.value[c] < 0 && (p.cur[c] & bit) != 0 && !Steps.contains(b.houses[a], c)) {
                            if (id < 0) {
                                id = record(pointing ? POINTING : CLAIMING, a, second, bit);
                            }
                            if (!p.addDerivedOff(c * n + v, parents, k, cause(id))) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    private boolean allIn(int[] house, int count) {
        for (int i = 0; i < count; i++) {
            if (!Steps.contains(house, cellsBuf[i])) {
                return false;
            }
        }
        return true;
    }

    /** Two symbols with the same two places in a house: the two cells lose their other symbols. */
    private boolean hiddenPairs() {
        news(HIDDEN_PAIR);
        for (int h = 0; h < b.houses.length; h++) {
            int[] house = b.houses[h];
            boolean any = false;
            for (int v = 0; v < n && !any; v++) {
                any = fresh(h, v);
            }
            if (!any) {
                continue;
            }
            Arrays.fill(where, 0);
            for (int i = 0; i < house.length; i++) {
                int c = house[i];
                if (b.value[c] < 0) {
                    for (long m = p.cur[c]; m != 0; m &= m - 1) {
                        where[Long.numberOfTrailingZeros(m)] |= 1L << i;
                    }
                }
            }
            for (int v = 0; v < n; v++) {
                if (Long.bitCount(where[v]) != 2) {
                    continue;
                }
                for (int w = v + 1; w < n; w++) {
                    if (where[w] != where[v] || !fresh(h, v) && !fresh(h, w)) {
                        continue;
                    }
                    long pair = 1L << v | 1L << w;
                    int k = 0;
                    for (int i = 0; i < house.length; i++) {
                        int c = house[i];
                        if ((where[v] >>> i & 1) == 0) {
                            for (long m = p.start[c] & pair & ~p.cur[c]; m != 0; m &= m - 1) {
                                parents[k++] = Propagation.off(c * n + Long.numberOfTrailingZeros(m));
                            }
                        }
                    }
                    if (k == 0) {
                        continue;
                    }
                    int id = -1;
                    for (long m = where[v]; m != 0; m &= m - 1) {
                        int c = house[Long.numberOfTrailingZeros(m)];
                        for (long lose = p.cur[c] & ~pair; lose != 0; lose &= lose - 1) {
                            if (id < 0) {
                                id = record(HIDDEN_PAIR, h, -1, pair);
                            }
                            if (!p.addDerivedOff(c * n + Long.numberOfTrailingZeros(lose), parents, k, cause(id))) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Two cells of a house with the same two symbols: the house's other cells lose them. */
    private boolean nakedPairs() {
        news(NAKED_PAIR);
        for (int h = 0; h < b.houses.length; h++) {
            int[] house = b.houses[h];
            for (int i = 0; i < house.length; i++) {
                int a = house[i];
                long pair = p.cur[a];
                if (b.value[a] >= 0 || Long.bitCount(pair) != 2) {
                    continue;
                }
                for (int j = i + 1; j < house.length; j++) {
                    int c = house[j];
                    if (b.value[c] >= 0 || p.cur[c] != pair || cellMark[a] != stamp && cellMark[c] != stamp) {
                        continue;
                    }
                    int k = 0;
                    for (long m = p.start[a] & ~pair; m != 0; m &= m - 1) {
                        parents[k++] = Propagation.off(a * n + Long.numberOfTrailingZeros(m));
                    }
                    for (long m = p.start[c] & ~pair; m != 0; m &= m - 1) {
                        parents[k++] = Propagation.off(c * n + Long.numberOfTrailingZeros(m));
                    }
                    if (k == 0) {
                        continue;
                    }
                    int id = -1;
                    for (int q : house) {
                        if (q == a || q == c || b.value[q] >= 0) {
                            continue;
                        }
                        for (long lose = p.cur[q] & pair; lose != 0; lose &= lose - 1) {
                            if (id < 0) {
                                id = record(NAKED_PAIR, h, -1, pair);
                            }
                            if (!p.addDerivedOff(q * n + Long.numberOfTrailingZeros(lose), parents, k, cause(id))) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Two rows (or columns) whose places of v are the same two columns (rows): the rest of those lose v. */
    private boolean xWings() {
        news(X_WING);
        for (int orientation = 0; orientation < 2; orientation++) {
            int[] base = orientation == 0 ? rows : columns;
            int[] cover = orientation == 0 ? columns : rows;
            if (base.length != n || cover.length != n) {
                continue;
            }
            for (int v = 0; v < n; v++) {
                boolean any = false;
                for (int i = 0; i < n && !any; i++) {
                    any = fresh(base[i], v);
                }
                if (!any) {
                    continue;
                }
                long bit = 1L << v;
                long[] at = where;
                Arrays.fill(at, 0);
                for (int i = 0; i < n; i++) {
                    int[] line = b.houses[base[i]];
                    for (int j = 0; j < line.length; j++) {
                        if (b.value[line[j]] < 0 && (p.cur[line[j]] & bit) != 0) {
                            at[i] |= 1L << j;
                        }
                    }
                }
                for (int i = 0; i < n; i++) {
                    if (Long.bitCount(at[i]) != 2) {
                        continue;
                    }
                    for (int j = i + 1; j < n; j++) {
                        if (at[j] != at[i] || !fresh(base[i], v) && !fresh(base[j], v)) {
                            continue;
                        }
                        int k = 0;
                        for (int side = 0; side < 2; side++) {
                            int[] cells = b.houses[base[side == 0 ? i : j]];
                            for (int q = 0; q < cells.length; q++) {
                                int c = cells[q];
                                if ((at[i] >>> q & 1) == 0 && (p.start[c] & bit) != 0) {
                                    parents[k++] = Propagation.off(c * n + v);
                                }
                            }
                        }
                        if (k == 0) {
                            continue;
                        }
                        int id = -1;
                        for (long m = at[i]; m != 0; m &= m - 1) {
                            int[] coverCells = b.houses[cover[Long.numberOfTrailingZeros(m)]];
                            for (int c : coverCells) {
                                if (b.value[c] >= 0 || (p.cur[c] & bit) == 0 || Steps.contains(b.houses[base[i]], c)
                                        || Steps.contains(b.houses[base[j]], c)) {
                                    continue;
                                }
                                if (id < 0) {
                                    id = record(X_WING, base[i], base[j], bit);
                                }
                                if (!p.addDerivedOff(c * n + v, parents, k, cause(id))) {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    private static int cause(int id) {
        return Propagation.NESTED << 24 | id;
    }

    private int record(int kind, int house, int other, long syms) {
        if (recorded == kinds.length) {
            int size = recorded * 2;
            kinds = Arrays.copyOf(kinds, size);
            first = Arrays.copyOf(first, size);
            second = Arrays.copyOf(second, size);
            symbols = Arrays.copyOf(symbols, size);
            costs = Arrays.copyOf(costs, size);
            counted = Arrays.copyOf(counted, size);
            names = Arrays.copyOf(names, size);
        }
        costs[recorded] = 0;
        counted[recorded] = 0;
        names[recorded] = null;
        kinds[recorded] = kind;
        first[recorded] = house;
        second[recorded] = other;
        symbols[recorded] = syms;
        return recorded++;
    }

    /** Records a nested chain's conclusion, named {@code name}, resting on {@code complexity} potentials. */
    int recordChain(String name, int complexity) {
        int id = record(CHAIN, -1, -1, 0);
        names[id] = name;
        costs[id] = complexity;
        return id;
    }

    /** The complexity pattern {@code id} adds to a chain through it, once per {@code stamp} (0 for the simple ones). */
    int cost(int id, int stamp) {
        if (counted[id] == stamp) {
            return 0;
        }
        counted[id] = stamp;
        return costs[id];
    }

    /** What recorded pattern {@code id} was, in words: {@code pointing 5 in box 3}. */
    String describe(int id) {
        if (kinds[id] == CHAIN) {
            return names[id];
        }
        String syms = Steps.symbols(b, symbols[id]);
        String one = syms.substring(1, syms.length() - 1);
        return switch (kinds[id]) {
            case POINTING -> "pointing " + one + " in " + b.house(first[id]);
            case CLAIMING -> "claiming " + one + " in " + b.house(first[id]);
            case HIDDEN_PAIR -> "hidden pair " + syms + " in " + b.house(first[id]);
            case NAKED_PAIR -> "naked pair " + syms + " in " + b.house(first[id]);
            default -> "X-Wing on " + one + " in " + b.house(first[id]) + " and " + b.house(second[id]);
        };
    }
}
