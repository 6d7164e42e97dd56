package solver.engine.learning;

import solver.engine.core.ClausePropagation;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;

import java.util.Arrays;

/**
 * Clauses over the cells of {@link Domains}: learned clauses from conflict analysis and blocking clauses.
 * No solution falsifies a learned clause; a blocking clause excludes one solution already reported.
 *
 * <p><b>Literals.</b> Conflict analysis and the propagators' explanations work on single literals
 * {@code [c=v]} and {@code [c≠v]}, coded as ints by {@link #eq} and {@link #neq}. A stored clause merges
 * the literals it has on one cell into one <em>set literal</em> {@code [c∈S]}: the disjunction
 * {@code [c=v1] ∨ [c=v2] ∨ ...} is {@code [c∈{v1,v2,...}]}, and {@code [c≠v]} is {@code [c∈all∖{v}]}.
 * A set literal is true when the cell's domain lies inside S, false when it has nothing left in S, and
 * it is made true by narrowing the cell to S. So clause {@code id} is {@code cells(id)[i] ∈ masks(id)[i]}
 * for each i, one literal per cell. A set literal is false far less often than the single literals it
 * replaces (only once the last symbol of S is gone), which is what makes watching it cheap.
 *
 * <p><b>Watches</b> (two watched literals, as in Chaff and MiniSat, with a watched symbol inside each):
 * positions 0 and 1 of each clause are watched and kept not false while possible. A watched literal
 * {@code [c∈S]} is listed under one symbol v of S, its <em>sentinel</em>: while v is in c's domain the
 * literal is not false, so only the removal of v from c makes it looked at. Then, if S still has a symbol
 * in the domain, the watch moves to it (the clause itself is not read); else the literal is false and
 * another literal that is not false takes the watch; if there is none, the other watched literal is made
 * true (with this clause as the cause of the narrowing) or, if it is false too, the clause is the
 * conflict. A literal that misses a single symbol u, {@code [c∈all∖{u}]} (the negation of a fixing), is
 * false only once c is fixed to u, so it is listed under that fixing instead and never moves. Watches
 * need no undo: backtracking restores whole decision levels, so a literal that has its sentinel back, or
 * loses its fixing, is one that is no longer false.
 *
 * <p>Storage is bounded by {@link #MAX_LITERALS}: learned clauses are deleted by {@link #reduce} (keeping
 * those with at most {@link #GLUE} decision levels, the causes of narrowings on the trail, and the better
 * half of the rest by literal-block distance, then activity), and {@link #overFull} tells the search when
 * to call it. One per search; not thread-safe.
 */
public final class Clauses implements ClausePropagation {

    /** Most set literals stored over all clauses before {@link #overFull} (12 bytes each). */
    static final long MAX_LITERALS = 1L << 23;
    /** Learned clauses over this many decision levels or fewer are never deleted ("glue clauses"). */
    public static final int GLUE = 2;

    private final long all;
    /**
     * lits[id]: clause id's literals, two longs each: the cell, then the set; null once deleted. Positions
     * 0 and 1 are the watched literals.
     */
    private long[][] lits = new long[256][];
    private int[] lbd = new int[256];
    private float[] activity = new float[256];
    private boolean[] learnt = new boolean[256];
    /** searchFrom[id]: where the last successful search for a new watch in clause id ended. */
    private int[] searchFrom = new int[256];
    private int count;
    private int[] free = new int[16];
    private int freeCount;
    private long stored;
    private int live;
    private float bump = 1f;
    /**
     * watches[w] for w = c << 6 | v: the literals on cell c watched under sentinel v; for w =
     * {@link #fixings} + (c << 6 | u), the literals {@code [c∈all∖{u}]}. Three longs a watch: the literal's
     * set, the set of a blocking literal (another literal of the clause; while it is true the clause is
     * satisfied and is not read, MiniSat's blocker), and the clause id in the high half with the blocking
     * literal's cell in the low half. watchSize[w] watches are in use.
     */
    private final long[][] watches;
    private final int[] watchSize;
    /** Offset of the lists of literals watched under a fixing. */
    private final int fixings;

    /** The clause being learned, merged by cell (see {@link #prepare}), until {@link #storePrepared}. */
    private int[] pendingCells = new int[64];
    private long[] pendingMasks = new long[64];
    private int pendingSize;
    private int pendingGlue;
    private int[] levelSeen = new int[64];
    private int levelStamp;
    /** cellSlot[c]: position of cell c in the pending clause plus one, 0 when absent. */
    private final int[] cellSlot;

    public Clauses(int n, int cellCount) {
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.fixings = cellCount << 6;
        this.watches = new long[2 * fixings][];
        this.watchSize = new int[2 * fixings];
        this.cellSlot = new int[cellCount];
    }

    public int cellOf(int lit) {
        return Literals.cellOf(lit);
    }

    public int symbolOf(int lit) {
        return Literals.symbolOf(lit);
    }

    public boolean isTrue(long[] dom, int lit) {
        long m = dom[(lit >>> 7)];
        long bit = 1L << (((lit >>> 1) & 63));
        return (lit & 1) != 0 ? (m & bit) == 0 : m == bit;
    }

    public boolean isFalse(long[] dom, int lit) {
        long m = dom[(lit >>> 7)];
        long bit = 1L << (((lit >>> 1) & 63));
        return (lit & 1) != 0 ? m == bit : (m & bit) == 0;
    }

    /** The symbols a single literal allows its cell: {v} for {@code [c=v]}, all but v for {@code [c≠v]}. */
    private long maskOf(int lit) {
        long bit = 1L << ((lit >>> 1) & 63);
        return (lit & 1) != 0 ? all & ~bit : bit;
    }

    /** Clauses stored. */
    public int size() {
        return live;
    }

    /** Clause ids handed out so far (some may be deleted: {@link #cells} is then null). */
    public int slots() {
        return count;
    }

    /** The cells of clause {@code id}, one per literal (a copy), or null once deleted. */
    public int[] cells(int id) {
        long[] c = lits[id];
        if (c == null) {
            return null;
        }
        int[] out = new int[c.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (int) c[2 * i];
        }
        return out;
    }

    /** The symbol sets of clause {@code id}'s literals, in the order of {@link #cells} (a copy). */
    public long[] masks(int id) {
        long[] c = lits[id];
        long[] out = new long[c.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = c[2 * i + 1];
        }
        return out;
    }

    int lbd(int id) {
        return lbd[id];
    }

    /** Whether the stored literals exceed {@link #MAX_LITERALS}. */
    public boolean overFull() {
        return stored > MAX_LITERALS;
    }

    /** Merges {@code lits[0 .. size)} by cell into the pending clause (first cells first). */
    private void merge(int[] lits, int size) {
        clearPending();
        for (int i = 0; i < size; i++) {
            int lit = lits[i];
            int c = lit >>> 7;
            int slot = cellSlot[c];
            if (slot == 0) {
                if (pendingSize == pendingCells.length) {
                    pendingCells = Arrays.copyOf(pendingCells, pendingSize * 2);
                    pendingMasks = Arrays.copyOf(pendingMasks, pendingSize * 2);
                }
                pendingCells[pendingSize] = c;
                pendingMasks[pendingSize] = maskOf(lit);
                cellSlot[c] = ++pendingSize;
            } else {
                pendingMasks[slot - 1] |= maskOf(lit);
            }
        }
    }

    private void clearPending() {
        for (int i = 0; i < pendingSize; i++) {
            cellSlot[pendingCells[i]] = 0;
        }
        pendingSize = 0;
    }

    /**
     * Merges a learned clause of single literals, all false now, whose literal 0 is the asserting one (the
     * only literal of the conflict level {@code conflictLevel}), by cell: the asserting cell's literal comes
     * first and the literal false since the highest level of the rest second. Returns the level to undo to
     * before the clause asserts its first literal (0 when it has no other cell); {@link #preparedGlue}
     * gives its literal-block distance. The pending clause stays until {@link #storePrepared}.
     */
    public int prepare(int[] lits, int size, int conflictLevel, Domains d) {
        merge(lits, size);
        int backjump = 0;
        int at = -1;
        if (++levelStamp == Integer.MAX_VALUE) {
            Arrays.fill(levelSeen, 0);
            levelStamp = 1;
        }
        pendingGlue = 0;
        seeLevel(conflictLevel);
        for (int i = 1; i < pendingSize; i++) {
            int level = falseSince(d, pendingCells[i], pendingMasks[i]);
            seeLevel(level);
            if (level > backjump) {
                backjump = level;
                at = i;
            }
        }
        if (at > 1) {
            swapPending(1, at);
        }
        return backjump;
    }

    private void seeLevel(int level) {
        if (level >= levelSeen.length) {
            levelSeen = Arrays.copyOf(levelSeen, Math.max(level + 1, levelSeen.length * 2));
        }
        if (levelSeen[level] != levelStamp) {
            levelSeen[level] = levelStamp;
            pendingGlue++;
        }
    }

    private void swapPending(int i, int j) {
        int c = pendingCells[i];
        pendingCells[i] = pendingCells[j];
        pendingCells[j] = c;
        long m = pendingMasks[i];
        pendingMasks[i] = pendingMasks[j];
        pendingMasks[j] = m;
    }

    /** The decision level at which set literal {@code [c∈mask]}, false now, became false. */
    private static int falseSince(Domains d, int c, long mask) {
        int level = 0;
        for (long s = mask & ~d.rootGone(c); s != 0; s &= s - 1) {
            level = Math.max(level, d.entryLevel(d.removedAt(c, Long.numberOfTrailingZeros(s))));
        }
        return level;
    }

    /** Literal-block distance of the prepared clause: the number of decision levels among its literals. */
    public int preparedGlue() {
        return pendingGlue;
    }

    /** Set literals in the prepared clause. */
    public int preparedSize() {
        return pendingSize;
    }

    /**
     * Asserts the prepared clause's first literal, after the undo to the level {@link #prepare} returned:
     * as a level-0 fact when it has one literal, else stored (learned, or permanent for a blocking clause)
     * and made the cause of the narrowing. False when the narrowing empties the cell.
     */
    public boolean storePrepared(Domains d, boolean isLearnt) {
        int[] cells = Arrays.copyOf(pendingCells, pendingSize);
        long[] masks = Arrays.copyOf(pendingMasks, pendingSize);
        int glue = pendingGlue;
        clearPending();
        if (cells.length == 1) {
            return d.restrictAtRoot(cells[0], masks[0]);
        }
        int id = store(cells, masks, isLearnt ? glue : 0, isLearnt, d);
        return d.restrictByClause(cells[0], masks[0], id);
    }

    /**
     * The prepared clause as another search can {@link #adopt} it: cell and set of each set literal in
     * turn ({@code [c0, S0, c1, S1, ...]}), a fresh array.
     */
    public long[] preparedClause() {
        long[] out = new long[2 * pendingSize];
        for (int i = 0; i < pendingSize; i++) {
            out[2 * i] = pendingCells[i];
            out[2 * i + 1] = pendingMasks[i];
        }
        return out;
    }

    /**
     * Takes in at decision level 0 a clause learned by another search of the same rules and givens
     * (coded as {@link #preparedClause} makes them): nothing when one of its literals is already true;
     * the literal itself as a level-0 fact when only one is not false; else the clause of the literals
     * not yet false, kept as a glue clause. False when every literal is false: the rules and givens then
     * have no solution.
     */
    public boolean adopt(long[] clause, Domains d) {
        long[] dom = d.dom;
        int open = 0;
        int[] cells = new int[clause.length / 2];
        long[] masks = new long[cells.length];
        for (int i = 0; i < clause.length; i += 2) {
            int c = (int) clause[i];
            long mask = clause[i + 1];
            if ((dom[c] & ~mask) == 0) {
                return true;
            }
            if ((dom[c] & mask) != 0) {
                cells[open] = c;
                masks[open++] = mask;
            }
        }
        if (open == 0) {
            return false;
        }
        if (open == 1) {
            return d.restrictAtRoot(cells[0], masks[0]);
        }
        store(Arrays.copyOf(cells, open), Arrays.copyOf(masks, open), GLUE, true, d);
        return true;
    }

    /** Stores a learned clause of single literals (merged by cell) as it is, without asserting anything. */
    public int addLearnt(int[] lits, int size, int glue, Domains d) {
        merge(lits, size);
        int[] cells = Arrays.copyOf(pendingCells, pendingSize);
        long[] masks = Arrays.copyOf(pendingMasks, pendingSize);
        clearPending();
        return store(cells, masks, glue, true, d);
    }

    private int store(int[] cells, long[] masks, int glue, boolean isLearnt, Domains d) {
        int id;
        if (freeCount > 0) {
            id = free[--freeCount];
        } else {
            if (count == lits.length) {
                int size = count * 2;
                lits = Arrays.copyOf(lits, size);
                lbd = Arrays.copyOf(lbd, size);
                activity = Arrays.copyOf(activity, size);
                learnt = Arrays.copyOf(learnt, size);
                searchFrom = Arrays.copyOf(searchFrom, size);
            }
            id = count++;
        }
        long[] c = new long[2 * cells.length];
        for (int i = 0; i < cells.length; i++) {
            c[2 * i] = cells[i];
            c[2 * i + 1] = masks[i];
        }
        lits[id] = c;
        lbd[id] = glue;
        activity[id] = bump;
        learnt[id] = isLearnt;
        searchFrom[id] = 4;
        stored += cells.length;
        live++;
        if (cells.length > 1) {
            watch(cells[0], id, masks[0], cells[1], masks[1], d);
            watch(cells[1], id, masks[1], cells[0], masks[0], d);
        }
        return id;
    }

    /** Watches literal {@code [c∈mask]} of clause {@code id} under its sentinel in the domains {@code d}. */
    private void watch(int c, int id, long mask, int blocker, long blockerMask, Domains d) {
        add(listOf(c, mask, d), id, mask, blocker, blockerMask);
    }

    /** The list to watch literal {@code [c∈mask]} in: under a fixing, or under its sentinel. */
    private int listOf(int c, long mask, Domains d) {
        long missing = all & ~mask;
        if (missing != 0 && (missing & (missing - 1)) == 0) {
            return fixings + (c << 6 | Long.numberOfTrailingZeros(missing));
        }
        return c << 6 | sentinel(d, c, mask);
    }

    /**
     * A symbol of {@code mask} still possible in {@code c}; if none, the one removed last (the first to
     * return on backtracking).
     */
    private static int sentinel(Domains d, int c, long mask) {
        long open = d.dom[c] & mask;
        if (open != 0) {
            return Long.numberOfTrailingZeros(open);
        }
        int best = Long.numberOfTrailingZeros(mask);
        int latest = -1;
        for (long s = mask & ~d.rootGone(c); s != 0; s &= s - 1) {
            int v = Long.numberOfTrailingZeros(s);
            int e = d.removedAt(c, v);
            if (e > latest) {
                latest = e;
                best = v;
            }
        }
        return best;
    }

    private void add(int w, int id, long mask, int blocker, long blockerMask) {
        long[] list = watches[w];
        int at = 3 * watchSize[w];
        if (list == null) {
            list = new long[12];
            watches[w] = list;
        } else if (at == list.length) {
            list = Arrays.copyOf(list, 2 * at);
            watches[w] = list;
        }
        list[at] = mask;
        list[at + 1] = blockerMask;
        list[at + 2] = (long) id << 32 | blocker;
        watchSize[w]++;
    }

    /** Removes watch {@code k} of a list of {@code size} (the last one takes its place); the new size. */
    private static int drop(long[] list, int k, int size) {
        int last = 3 * (size - 1);
        int at = 3 * k;
        list[at] = list[last];
        list[at + 1] = list[last + 1];
        list[at + 2] = list[last + 2];
        return size - 1;
    }

    /**
     * Shows trail entry {@code e} to the watches of the symbols it removed from its cell: a watched literal
     * with another symbol left moves to it, a false one is handled as the class comment says. Returns the
     * id of a clause found false, or -1 (a unit clause's literal is made true on the way).
     */
    public int propagate(Domains d, int e) {
        int c = d.entryCell(e);
        for (long gone = d.entryGone(e); gone != 0; gone &= gone - 1) {
            int w = c << 6 | Long.numberOfTrailingZeros(gone);
            if (watchSize[w] != 0) {
                int conflict = visit(d, c, w);
                if (conflict >= 0) {
                    return conflict;
                }
            }
        }
        long result = d.entryResult(e);
        if ((result & (result - 1)) == 0) {
            int w = fixings + (c << 6 | Long.numberOfTrailingZeros(result));
            if (watchSize[w] != 0) {
                return visit(d, c, w);
            }
        }
        return -1;
    }

    /**
     * Looks at the literals on cell {@code c} watched in list {@code w}, whose sentinel or fixing just came.
     * Nothing joins list w meanwhile (a watch that moves goes to a symbol still in c's domain, which w's is
     * not, or to another cell of its clause; narrowings only queue propagators) and c's domain stays as it
     * is, so both are read once.
     */
    private int visit(Domains d, int c, int w) {
        long[] dom = d.dom;
        long[] list = watches[w];
        int size = watchSize[w];
        long here = dom[c];
        int k = 0;
        while (k < size) {
            int at = 3 * k;
            long mask = list[at];
            long open = here & mask;
            if (open != 0) {
                long blockerMask = list[at + 1];
                long idAndBlocker = list[at + 2];
                size = drop(list, k, size);
                add(c << 6 | Long.numberOfTrailingZeros(open), (int) (idAndBlocker >>> 32), mask, (int) idAndBlocker,
                        blockerMask);
                continue;
            }
            long idAndBlocker = list[at + 2];
            if ((dom[(int) idAndBlocker] & ~list[at + 1]) == 0) {
                k++;
                continue;
            }
            int id = (int) (idAndBlocker >>> 32);
            long[] clause = lits[id];
            if (clause[0] == c) {
                clause[0] = clause[2];
                clause[2] = c;
                long t = clause[1];
                clause[1] = clause[3];
                clause[3] = t;
            }
            int firstCell = (int) clause[0];
            long firstSet = clause[1];
            long first = dom[firstCell];
            if ((first & ~firstSet) == 0) {
                list[at + 1] = firstSet;
                list[at + 2] = (long) id << 32 | firstCell;
                k++;
                continue;
            }
            int r = replacement(dom, clause, id);
            if (r >= 0) {
                clause[2] = clause[r];
                clause[3] = clause[r + 1];
                clause[r] = c;
                clause[r + 1] = mask;
                size = drop(list, k, size);
                int other = (int) clause[2];
                add(listOf(other, clause[3], d), id, clause[3], firstCell, firstSet);
                continue;
            }
            k++;
            if ((first & firstSet) == 0 || !d.restrictByClause(firstCell, firstSet, id)) {
                watchSize[w] = size;
                return id;
            }
        }
        watchSize[w] = size;
        return -1;
    }

    /**
     * The position (of its cell, in {@code clause}) of a literal beyond the watched two that is not false,
     * or -1. The search starts where the last one for this clause succeeded and wraps round (Gent's
     * circular search): the literals just before it were false then and mostly still are.
     */
    private int replacement(long[] dom, long[] clause, int id) {
        int length = clause.length;
        int start = searchFrom[id];
        if (start < 4 || start >= length) {
            start = 4;
        }
        for (int k = start; k < length; k += 2) {
            if ((dom[(int) clause[k]] & clause[k + 1]) != 0) {
                searchFrom[id] = k;
                return k;
            }
        }
        for (int k = 4; k < start; k += 2) {
            if ((dom[(int) clause[k]] & clause[k + 1]) != 0) {
                searchFrom[id] = k;
                return k;
            }
        }
        return -1;
    }

    /**
     * Adds to {@code out} why clause {@code id} narrowed cell {@code cell} at trail entry {@code at}: every
     * other literal was false, each named by its cell's fixing (one literal) where the cell was fixed
     * before the entry to a symbol outside the literal's set, else by the removals of the set's symbols.
     */
    void explain(Domains d, int id, int cell, int at, Explanation out) {
        bump(id);
        long[] clause = lits[id];
        for (int i = 0; i < clause.length; i += 2) {
            int x = (int) clause[i];
            if (x == cell) {
                continue;
            }
            long open = clause[i + 1] & ~d.rootGone(x);
            long m = d.dom[x];
            if (Long.bitCount(open) > 1 && (m & (m - 1)) == 0 && d.fixedAt(x) < at) {
                out.fixed(x, Long.numberOfTrailingZeros(m));
            } else {
                out.goneAll(x, open);
            }
        }
    }

    /** Adds to {@code out} the true literals that make every literal of clause {@code id} false now. */
    void explainFalse(Domains d, int id, Explanation out) {
        explain(d, id, -1, d.trailSize(), out);
    }

    /** Raises the activity of a clause used in conflict analysis. */
    void bump(int id) {
        activity[id] += bump;
        if (activity[id] > 1e20f) {
            for (int k = 0; k < count; k++) {
                activity[k] *= 1e-20f;
            }
            bump *= 1e-20f;
        }
    }

    /** Ages every activity (recent use counts more). */
    public void decay() {
        bump *= 1.001f;
    }

    /**
     * Deletes the worse half of the learned clauses that are neither glue clauses nor the cause of a
     * narrowing on the trail, and rebuilds the watches.
     */
    public void reduce(Domains d) {
        boolean[] locked = new boolean[count];
        for (int e = 0, end = d.trailSize(); e < end; e++) {
            int cause = d.cause(e);
            if (d.isClause(cause)) {
                locked[d.clauseOf(cause)] = true;
            }
        }
        int[] candidates = new int[count];
        int k = 0;
        for (int id = 0; id < count; id++) {
            if (lits[id] != null && learnt[id] && lbd[id] > GLUE && !locked[id]) {
                candidates[k++] = id;
            }
        }
        Integer[] order = new Integer[k];
        for (int i = 0; i < k; i++) {
            order[i] = candidates[i];
        }
        Arrays.sort(order, (a, b) -> lbd[a] != lbd[b] ? Integer.compare(lbd[b], lbd[a])
                : Float.compare(activity[a], activity[b]));
        for (int i = 0; i < k / 2; i++) {
            int id = order[i];
            stored -= lits[id].length / 2;
            lits[id] = null;
            live--;
            if (freeCount == free.length) {
                free = Arrays.copyOf(free, freeCount * 2);
            }
            free[freeCount++] = id;
        }
        Arrays.fill(watchSize, 0);
        for (int id = 0; id < count; id++) {
            long[] c = lits[id];
            if (c != null && c.length > 2) {
                watch((int) c[0], id, c[1], (int) c[2], c[3], d);
                watch((int) c[2], id, c[3], (int) c[0], c[1], d);
            }
        }
    }
}
