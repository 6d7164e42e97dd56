package solver.engine.learning;

import solver.engine.core.ClausePropagation;
import solver.engine.core.Domains;

import java.util.Arrays;

/**
 * How the clauses of a {@link ClauseStore} take part in propagation.
 *
 * <p><b>Watches</b> (two watched literals, as in Chaff and MiniSat, with a watched symbol inside each):
 * positions 0 and 1 of each clause are watched and kept not false while possible. A watched literal
 * {@code [c∈S]} is listed under one symbol v of S, its <em>sentinel</em>: while v is in c's domain the
 * literal is not false, so only the removal of v from c makes it looked at. Then, if the watch's blocking
 * literal (another literal of the clause) is true, the clause is satisfied and the watch stays where it is;
 * else, if S still has a symbol in the domain, the watch moves to it (the clause itself is not read); else
 * the literal is false and another literal that is not false takes the watch; if there is none, the other
 * watched literal is made true (with this clause as the cause of the narrowing) or, if it is false too,
 * the clause is the conflict. A literal that misses a single symbol u,
 * {@code [c∈all∖{u}]} (the negation of a fixing), is false only once c is fixed to u, so it is listed under
 * that fixing instead and never moves. Watches need no undo: backtracking restores whole decision levels,
 * so a literal that has its sentinel back, or loses its fixing, is one that is no longer false, and a watch
 * left in place by a true blocking literal has its sentinel back no later than that literal stops being
 * true (the literal is true at the level being propagated or below, the sentinel went at that level).
 *
 * <p><b>Binary clauses</b> are watched apart: the blocking literal of either watch is the clause's other
 * literal for as long as the clause lives, so a watch of a binary clause that finds its literal false
 * makes the other literal true, or reports the conflict, from the watch alone, never reading the clause.
 *
 * One per search; not thread-safe.
 */
final class ClauseWatches implements ClausePropagation {

    private final ClauseStore store;
    private final long all;
    /**
     * watches[w] for w = c * n + v: the literals on cell c watched under sentinel v; for w =
     * {@link #fixings} + (c * n + u), the literals {@code [c∈all∖{u}]}. Three longs a watch: the literal's
     * set, the set of a blocking literal (another literal of the clause; while it is true the clause is
     * satisfied and is not read, MiniSat's blocker), and the clause id in the high half with the blocking
     * literal's cell in the low half ({@link #BINARY} set in the id half for a clause of two literals). watchSize[w]
     * watches are in use.
     */
    private final long[][] watches;
    private final int[] watchSize;
    /** Symbols a cell can hold. */
    private final int n;
    /** Longs a literal takes in the store's arena. */
    private final int stride;
    /** Offset of the lists of literals watched under a fixing. */
    private final int fixings;
    /** In a watch's id half: its clause has two literals, so the blocking literal is the other one. */
    private static final long BINARY = 1L << 62;
    /** The clause id bits of a watch's id half. */
    private static final int ID = (1 << 30) - 1;
    /** searchFrom[id]: the literal where the last successful search for a new watch in clause id ended. */
    private int[] searchFrom = new int[256];

    ClauseWatches(ClauseStore store, int n, int cellCount) {
        this.store = store;
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.n = n;
        this.stride = store.stride();
        // c * n + v rather than c << 6 | v: no unused slots between cells, so the lists' references
        // of neighbouring cells share cache lines
        this.fixings = cellCount * n;
        this.watches = new long[2 * fixings][];
        this.watchSize = new int[2 * fixings];
    }

    /** Watches the first two literals of clause {@code id}, just stored (a clause of one literal is not watched). */
    void watch(int id, Domains d) {
        if (id >= searchFrom.length) {
            searchFrom = Arrays.copyOf(searchFrom, Math.max(id + 1, searchFrom.length * 2));
        }
        searchFrom[id] = 2;
        watchClause(id, d);
    }

    /** Forgets every watch and watches the clauses the store still has (after a deletion). */
    void rebuild(Domains d) {
        Arrays.fill(watchSize, 0);
        for (int id = 0, end = store.slots(); id < end; id++) {
            if (store.live(id)) {
                watchClause(id, d);
            }
        }
    }

    private void watchClause(int id, Domains d) {
        int length = store.length(id);
        if (length < 2) {
            return;
        }
        long[] a = store.arena();
        int s = store.position(id, 0);
        int t = store.position(id, 1);
        long tag = length == 2 ? BINARY : 0;
        int c0 = store.cellAt(a, s);
        long s0 = store.setAt(a, s);
        int c1 = store.cellAt(a, t);
        long s1 = store.setAt(a, t);
        watchLiteral(c0, id, s0, c1, s1, tag, d);
        watchLiteral(c1, id, s1, c0, s0, tag, d);
    }

    /** Watches literal {@code [c∈mask]} of clause {@code id} under its sentinel in the domains {@code d}. */
    private void watchLiteral(int c, int id, long mask, int blocker, long blockerMask, long tag, Domains d) {
        add(listOf(c, mask, d), (long) id << 32 | tag | blocker, mask, blockerMask);
    }

    /** The list to watch literal {@code [c∈mask]} in: under a fixing, or under its sentinel. */
    private int listOf(int c, long mask, Domains d) {
        long missing = all & ~mask;
        if (missing != 0 && (missing & (missing - 1)) == 0) {
            return fixings + c * n + Long.numberOfTrailingZeros(missing);
        }
        return c * n + sentinel(d, c, mask);
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

    private void add(int w, long idAndBlocker, long mask, long blockerMask) {
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
        list[at + 2] = idAndBlocker;
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
        int base = c * n;
        for (long gone = d.entryGone(e); gone != 0; gone &= gone - 1) {
            int w = base + Long.numberOfTrailingZeros(gone);
            if (watchSize[w] != 0) {
                int conflict = visit(d, c, w);
                if (conflict >= 0) {
                    return conflict;
                }
            }
        }
        long result = d.entryResult(e);
        if ((result & (result - 1)) == 0) {
            int w = fixings + base + Long.numberOfTrailingZeros(result);
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
     * is, so both are read once; so is the arena, since no clause is stored meanwhile.
     */
    private int visit(Domains d, int c, int w) {
        long[] dom = d.dom;
        long[] list = watches[w];
        int size = watchSize[w];
        long here = dom[c];
        long[] arena = store.arena();
        int k = 0;
        while (k < size) {
            int at = 3 * k;
            long mask = list[at];
            long idAndBlocker = list[at + 2];
            long blockerSet = list[at + 1];
            int blocker = (int) idAndBlocker;
            long blocking = dom[blocker];
            if ((blocking & ~blockerSet) == 0) {
                // satisfied by a literal true since before the sentinel went: the watch may stay here, since
                // an undo gives the sentinel back before it takes the blocking literal away (MiniSat's blocker)
                k++;
                continue;
            }
            long open = here & mask;
            if (open != 0) {
                size = drop(list, k, size);
                add(c * n + Long.numberOfTrailingZeros(open), idAndBlocker, mask, blockerSet);
                continue;
            }
            int id = (int) (idAndBlocker >>> 32) & ID;
            if ((idAndBlocker & BINARY) != 0) {
                // the blocker of a binary clause is its other literal: unit or false, without reading the clause
                k++;
                if ((blocking & blockerSet) == 0 || !d.restrictByClause(blocker, blockerSet, id)) {
                    watchSize[w] = size;
                    return id;
                }
                continue;
            }
            int s = store.start(id);
            int second = s + stride;
            if (store.cellAt(arena, s) == c) {
                store.swap(s, second);
            }
            int firstCell = store.cellAt(arena, s);
            long firstSet = store.setAt(arena, s);
            long first = dom[firstCell];
            if ((first & ~firstSet) == 0) {
                list[at + 1] = firstSet;
                list[at + 2] = (long) id << 32 | firstCell;
                k++;
                continue;
            }
            int r = replacement(dom, arena, s, store.length(id), id);
            if (r >= 0) {
                store.swap(second, r);
                size = drop(list, k, size);
                int other = store.cellAt(arena, second);
                long otherSet = store.setAt(arena, second);
                add(listOf(other, otherSet, d), (long) id << 32 | firstCell, otherSet, firstSet);
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
     * The arena position of a literal beyond the watched two of the clause starting at {@code s} that is
     * not false, or -1. The search starts where the last one for this clause succeeded and wraps round
     * (Gent's circular search): the literals just before it were false then and mostly still are.
     */
    private int replacement(long[] dom, long[] arena, int s, int literals, int id) {
        int from = searchFrom[id];
        if (from < 2 || from >= literals) {
            from = 2;
        }
        int k = from;
        for (int p = s + stride * k; k < literals; k++, p += stride) {
            if ((dom[store.cellAt(arena, p)] & store.setAt(arena, p)) != 0) {
                searchFrom[id] = k;
                return p;
            }
        }
        k = 2;
        for (int p = s + stride * k; k < from; k++, p += stride) {
            if ((dom[store.cellAt(arena, p)] & store.setAt(arena, p)) != 0) {
                searchFrom[id] = k;
                return p;
            }
        }
        return -1;
    }
}
