package solver.engine;

import java.util.Arrays;

/**
 * Clauses over the literals of {@link Domains}: learned clauses from conflict analysis and the nogoods
 * recorded at restarts. A clause is a disjunction of literals {@code [c=v]} and {@code [c≠v]}, coded as
 * ints by {@link #eq} and {@link #neq}; no solution falsifies it.
 *
 * <p>Two watched literals (Moskewicz et al.'s scheme, as in MiniSat): positions 0 and 1 of each clause
 * are watched and kept not false while possible; a clause is looked at only when one of its watched
 * literals becomes false, which {@link Domains} reports by handing each new trail entry to
 * {@link #propagate}. Then another literal that is not false takes the watch; if there is none, the
 * other watched literal is made true (with this clause as its reason) or, if it is false too, the clause
 * is the conflict. Watches need no undo: backtracking only makes literals less false. A clause that is
 * the reason of a literal keeps that literal at position 0.
 *
 * <p>Storage is bounded by {@link #MAX_LITERALS}: learned clauses are deleted by {@link #reduce} (keeping
 * those with at most {@link #GLUE} decision levels, the reasons in use, and the better half of the rest
 * by literal-block distance, then activity), and {@link #overFull} tells the search when to call it.
 * One per search; not thread-safe.
 */
final class Clauses {

    /** Most literals stored over all clauses before {@link #overFull} (64 MB of ints). */
    static final long MAX_LITERALS = 1L << 24;
    /** Learned clauses over this many decision levels or fewer are never deleted ("glue clauses"). */
    static final int GLUE = 2;

    private final int n;
    private int[][] lits = new int[256][];
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
     * watches[lit]: the clauses watching literal lit, as pairs (clause id, blocker): the blocker is another
     * literal of the clause; while it is true the clause is satisfied and need not be looked at.
     * watchSize[lit] ints of the array are used.
     */
    private final int[][] watches;
    private final int[] watchSize;

    Clauses(int n, int cellCount) {
        this.n = n;
        this.watches = new int[cellCount << 7][];
        this.watchSize = new int[cellCount << 7];
    }

    /** The literal {@code [c=v]}: cell in bits 7 and up, symbol (below 64) in bits 1-6, sign in bit 0. */
    static int eq(int c, int v) {
        return c << 7 | v << 1;
    }

    /** The literal {@code [c≠v]}. */
    static int neq(int c, int v) {
        return c << 7 | v << 1 | 1;
    }

    /** The opposite literal. */
    static int not(int lit) {
        return lit ^ 1;
    }

    static boolean negative(int lit) {
        return (lit & 1) != 0;
    }

    int cellOf(int lit) {
        return (lit >>> 7);
    }

    int symbolOf(int lit) {
        return ((lit >>> 1) & 63);
    }

    boolean isTrue(long[] dom, int lit) {
        long m = dom[(lit >>> 7)];
        long bit = 1L << (((lit >>> 1) & 63));
        return (lit & 1) != 0 ? (m & bit) == 0 : m == bit;
    }

    boolean isFalse(long[] dom, int lit) {
        long m = dom[(lit >>> 7)];
        long bit = 1L << (((lit >>> 1) & 63));
        return (lit & 1) != 0 ? m == bit : (m & bit) == 0;
    }

    /** Clauses stored. */
    int size() {
        return live;
    }

    /** Clause ids handed out so far (some may be deleted: {@link #literals} is then null). */
    int slots() {
        return count;
    }

    /** Literals of clause {@code id} (the live array: position 0 is the implied literal of a reason). */
    int[] literals(int id) {
        return lits[id];
    }

    int lbd(int id) {
        return lbd[id];
    }

    /** Whether the stored literals exceed {@link #MAX_LITERALS}. */
    boolean overFull() {
        return stored > MAX_LITERALS;
    }

    /**
     * Adds a clause at decision level 0 (a restart nogood). Returns false if every literal is false (no
     * solution is left); a clause with a true literal is dropped, one with a single literal not false is
     * applied at once (call {@link Domains#propagate} afterwards).
     */
    boolean addAtRoot(int[] clause, int size, Domains d) {
        long[] dom = d.dom;
        int[] c = new int[size];
        int open = 0;
        for (int i = 0; i < size; i++) {
            int lit = clause[i];
            if (isTrue(dom, lit)) {
                return true;
            }
            if (!isFalse(dom, lit)) {
                c[open++] = lit;
            }
        }
        if (open == 0) {
            return false;
        }
        if (open == 1) {
            return makeTrue(d, c[0], -1);
        }
        store(Arrays.copyOf(c, open), 0, false);
        return true;
    }

    /**
     * Stores a learned clause whose literal 0 is about to be asserted and whose literal 1 has the highest
     * level of the rest; returns its id.
     */
    int addLearnt(int[] clause, int size, int glue) {
        return store(Arrays.copyOf(clause, size), glue, true);
    }

    /** Stores a clause that is never deleted (a blocking clause), watched like a learned one; returns its id. */
    int addPermanent(int[] clause) {
        return store(clause.clone(), 0, false);
    }

    private int store(int[] c, int glue, boolean isLearnt) {
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
        lits[id] = c;
        lbd[id] = glue;
        activity[id] = bump;
        learnt[id] = isLearnt;
        searchFrom[id] = 2;
        stored += c.length;
        live++;
        if (c.length > 1) {
            watch(c[0], id, c[1]);
            watch(c[1], id, c[0]);
        }
        return id;
    }

    /** Makes {@code lit} true with clause {@code id} as its reason (-1: a root fact); false on a wipe-out. */
    boolean makeTrue(Domains d, int lit, int id) {
        int cell = (lit >>> 7);
        long bit = 1L << (((lit >>> 1) & 63));
        long keep = (lit & 1) != 0 ? ~bit : bit;
        return id < 0 ? d.restrictAtRoot(cell, keep) : d.restrictByClause(cell, keep, id);
    }

    private void watch(int lit, int id, int blocker) {
        int[] list = watches[lit];
        if (list == null) {
            list = new int[8];
            watches[lit] = list;
        } else if (watchSize[lit] == list.length) {
            list = Arrays.copyOf(list, list.length * 2);
            watches[lit] = list;
        }
        list[watchSize[lit]++] = id;
        list[watchSize[lit]++] = blocker;
    }

    /**
     * Shows trail entry {@code e} to the watches: every literal it made false is looked at. Returns the id
     * of a clause found false, or -1 (a unit clause's literal is made true on the way).
     */
    int propagate(Domains d, int e) {
        int c = d.entryCell(e);
        int base = c << 7;
        for (long gone = d.entryGone(e); gone != 0; gone &= gone - 1) {
            int lit = base | Long.numberOfTrailingZeros(gone) << 1;
            if (watchSize[lit] != 0) {
                int conflict = visit(d, lit);
                if (conflict >= 0) {
                    return conflict;
                }
            }
        }
        long result = d.entryResult(e);
        if ((result & (result - 1)) == 0 && d.dom[c] == result) {
            int lit = base | Long.numberOfTrailingZeros(result) << 1 | 1;
            if (watchSize[lit] != 0) {
                return visit(d, lit);
            }
        }
        return -1;
    }

    /** Looks at every clause watching {@code falseLit}, which has just become false. */
    private int visit(Domains d, int falseLit) {
        long[] dom = d.dom;
        int[] list = watches[falseLit];
        int i = 0;
        while (i < watchSize[falseLit]) {
            if (isTrue(dom, list[i + 1])) {
                i += 2;
                continue;
            }
            int id = list[i];
            int[] c = lits[id];
            if (c[0] == falseLit) {
                c[0] = c[1];
                c[1] = falseLit;
            }
            if (isTrue(dom, c[0])) {
                list[i + 1] = c[0];
                i += 2;
                continue;
            }
            int k = replacement(dom, c, id);
            if (k >= 0) {
                c[1] = c[k];
                c[k] = falseLit;
                watchSize[falseLit] -= 2;
                list[i] = list[watchSize[falseLit]];
                list[i + 1] = list[watchSize[falseLit] + 1];
                watch(c[1], id, c[0]);
                continue;
            }
            if (isFalse(dom, c[0])) {
                return id;
            }
            if (!makeTrue(d, c[0], id)) {
                return id;
            }
            i += 2;
        }
        return -1;
    }

    /**
     * A literal of clause {@code id} beyond the watched two that is not false, or -1. The search starts
     * where the last one for this clause succeeded and wraps round (Gent's circular search): the
     * literals just before it were false then and mostly still are.
     */
    private int replacement(long[] dom, int[] c, int id) {
        int length = c.length;
        int start = searchFrom[id];
        if (start < 2 || start >= length) {
            start = 2;
        }
        for (int k = start; k < length; k++) {
            if (!isFalse(dom, c[k])) {
                searchFrom[id] = k;
                return k;
            }
        }
        for (int k = 2; k < start; k++) {
            if (!isFalse(dom, c[k])) {
                searchFrom[id] = k;
                return k;
            }
        }
        return -1;
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
    void decay() {
        bump *= 1.001f;
    }

    /**
     * Deletes the worse half of the learned clauses that are neither glue clauses nor the reason of a
     * literal on the trail, and rebuilds the watches.
     */
    void reduce(Domains d) {
        int[] candidates = new int[count];
        int k = 0;
        for (int id = 0; id < count; id++) {
            if (lits[id] != null && learnt[id] && lbd[id] > GLUE && !locked(d, id)) {
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
            stored -= lits[id].length;
            lits[id] = null;
            live--;
            if (freeCount == free.length) {
                free = Arrays.copyOf(free, freeCount * 2);
            }
            free[freeCount++] = id;
        }
        Arrays.fill(watchSize, 0);
        for (int id = 0; id < count; id++) {
            if (lits[id] != null && lits[id].length > 1) {
                watch(lits[id][0], id, lits[id][1]);
                watch(lits[id][1], id, lits[id][0]);
            }
        }
    }

    /** Whether clause {@code id} is the reason of its literal 0 on the current trail. */
    private boolean locked(Domains d, int id) {
        if (!d.explaining()) {
            return true;
        }
        int lit = lits[id][0];
        if (!isTrue(d.dom, lit)) {
            return false;
        }
        int cell = (lit >>> 7);
        int e = (lit & 1) != 0 ? d.removedAt(cell, ((lit >>> 1) & 63)) : d.fixedAt(cell);
        return e < d.trailSize() && d.isClause(d.cause(e)) && d.clauseOf(d.cause(e)) == id;
    }
}
