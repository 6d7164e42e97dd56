package solver.engine.learning;

import solver.engine.core.ClausePropagation;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.search.ClauseView;

import java.util.Arrays;

/**
 * Clauses over the cells of {@link Domains}: learned clauses from conflict analysis and blocking clauses.
 * No solution falsifies a learned clause; a blocking clause excludes one solution already reported.
 *
 * <p><b>Literals.</b> Conflict analysis and the propagators' explanations work on single literals
 * {@code [c=v]} and {@code [c≠v]}, coded as ints by {@link Literals#eq} and {@link Literals#neq}. A stored clause merges
 * the literals it has on one cell into one <em>set literal</em> {@code [c∈S]}: the disjunction
 * {@code [c=v1] ∨ [c=v2] ∨ ...} is {@code [c∈{v1,v2,...}]}, and {@code [c≠v]} is {@code [c∈all∖{v}]}.
 * A set literal is true when the cell's domain lies inside S, false when it has nothing left in S, and
 * it is made true by narrowing the cell to S. So clause {@code id} is {@code cells(id)[i] ∈ masks(id)[i]}
 * for each i, one literal per cell. A set literal is false far less often than the single literals it
 * replaces (only once the last symbol of S is gone), which is what makes watching it cheap.
 *
 * <p>The clauses are kept in a {@link ClauseStore}, take part in propagation through
 * {@link ClauseWatches} (two watched literals, each under a sentinel symbol) and are deleted as
 * {@link ClauseDeletion} decides. This class builds the clause being learned and hands it to them.
 *
 * <p>Storage is bounded by {@link ClauseStore#MAX_LITERALS}: {@link #overFull} tells the search when to
 * call {@link #reduce}. One per search; not thread-safe.
 */
public final class Clauses implements ClauseView {

    /** Learned clauses over this many decision levels or fewer are shared and never deleted ("glue clauses"). */
    public static final int GLUE = ClauseDeletion.GLUE;

    private final long all;
    private final ClauseStore store;
    private final ClauseWatches watches;

    /** The clause being learned, merged by cell (see {@link #prepare}), until {@link #storePrepared}. */
    private int[] pendingCells = new int[64];
    private long[] pendingMasks = new long[64];
    private int pendingSize;
    private int pendingGlue;
    private int[] levelSeen = new int[64];
    private int levelStamp;
    /** cellSlot[c]: position of cell c in the pending clause plus one, 0 when absent. */
    private final int[] cellSlot;

    /** When and which learned clauses are deleted. */
    private final ClauseDeletion deletion;

    /** Shortens learned clauses at restarts ({@link Vivifier}). */
    private final Vivifier vivifier;

    /** Clauses with {@link ClauseDeletion#GLUCOSE} deletion and no vivification. */
    public Clauses(int n, int cellCount) {
        this(n, cellCount, ClauseDeletion.GLUCOSE, Vivification.OFF);
    }

    /**
     * Clauses over {@code cellCount} cells of {@code n} symbols, deleted as {@code deletion} says and
     * vivified as {@code vivification} says.
     */
    public Clauses(int n, int cellCount, ClauseDeletion deletion, Vivification vivification) {
        this.deletion = deletion;
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.store = new ClauseStore(n, cellCount);
        this.watches = new ClauseWatches(store, n, cellCount);
        this.cellSlot = new int[cellCount];
        this.vivifier = new Vivifier(store, n, vivification);
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
        return store.size();
    }

    /** Clause ids handed out so far (some may be deleted: {@link #cells} is then null). */
    @Override
    public int slots() {
        return store.slots();
    }

    /** The cells of clause {@code id}, one per literal (a copy), or null once deleted. */
    public int[] cells(int id) {
        if (!store.live(id)) {
            return null;
        }
        long[] arena = store.arena();
        int[] out = new int[store.length(id)];
        for (int i = 0; i < out.length; i++) {
            out[i] = store.cellAt(arena, store.position(id, i));
        }
        return out;
    }

    /** The symbol sets of clause {@code id}'s literals, in the order of {@link #cells} (a copy). */
    public long[] masks(int id) {
        long[] arena = store.arena();
        long[] out = new long[store.length(id)];
        for (int i = 0; i < out.length; i++) {
            out[i] = store.setAt(arena, store.position(id, i));
        }
        return out;
    }

    int lbd(int id) {
        return store.lbd(id);
    }

    @Override
    public boolean live(int id) {
        return store.live(id);
    }

    @Override
    public int length(int id) {
        return store.length(id);
    }

    @Override
    public int cell(int id, int k) {
        return store.cellAt(store.arena(), store.position(id, k));
    }

    @Override
    public long mask(int id, int k) {
        return store.setAt(store.arena(), store.position(id, k));
    }

    @Override
    public int glue(int id) {
        return store.lbd(id);
    }

    /** Whether the stored literals exceed {@link ClauseStore#MAX_LITERALS}. */
    public boolean overFull() {
        return store.overFull();
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
        newLevels();
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
        pendingGlue += newLevel(level);
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
        int size = pendingSize;
        int cell = pendingCells[0];
        long mask = pendingMasks[0];
        if (size == 1) {
            clearPending();
            return d.restrictAtRoot(cell, mask);
        }
        int id = store(pendingCells, pendingMasks, size, isLearnt ? pendingGlue : 0, isLearnt, d);
        clearPending();
        return d.restrictByClause(cell, mask, id);
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
        store(cells, masks, open, GLUE, true, d);
        return true;
    }

    /**
     * Stores a permanent clause (never deleted, never vivified) at decision level 0: "one of the first
     * {@code length} {@code cells} holds a symbol of {@code mask}", a set literal per cell. At least two of
     * its literals must be open and none true; nothing is asserted.
     */
    public void addPermanent(int[] cells, long mask, int length, Domains d) {
        if (d.level() != 0 || length < 2) {
            throw new IllegalArgumentException("a permanent clause is added at the root, with two open literals"
                    + " or more");
        }
        long[] masks = new long[length];
        Arrays.fill(masks, mask);
        store(cells, masks, length, 0, false, d);
    }

    /** Stores a learned clause of single literals (merged by cell) as it is, without asserting anything. */
    public int addLearnt(int[] lits, int size, int glue, Domains d) {
        merge(lits, size);
        int id = store(pendingCells, pendingMasks, pendingSize, glue, true, d);
        clearPending();
        return id;
    }

    private int store(int[] cells, long[] masks, int length, int glue, boolean isLearnt, Domains d) {
        int id = store.add(cells, masks, length, glue, isLearnt);
        watches.watch(id, d);
        return id;
    }

    /** How these clauses take part in the propagation of the domains they were made for. */
    public ClausePropagation watches() {
        return watches;
    }

    /**
     * Adds to {@code out} why clause {@code id} narrowed cell {@code cell} at trail entry {@code at}: every
     * other literal was false, each named by its cell's fixing (one literal) where the cell was fixed
     * before the entry to a symbol outside the literal's set, else by the removals of the set's symbols.
     */
    void explain(Domains d, int id, int cell, int at, Explanation out) {
        bump(id);
        boolean glueing = deletion.updateGlue() && store.learnt(id) && store.lbd(id) > deletion.coreGlue();
        if (glueing) {
            newLevels();
        }
        int glue = 0;
        long[] arena = store.arena();
        int stride = store.stride();
        for (int i = store.start(id), end = i + stride * store.length(id); i < end; i += stride) {
            int x = store.cellAt(arena, i);
            if (x == cell) {
                continue;
            }
            long open = store.setAt(arena, i) & ~d.rootGone(x);
            long m = d.dom[x];
            if (Long.bitCount(open) > 1 && (m & (m - 1)) == 0 && d.fixedAt(x) < at) {
                out.fixed(x, Long.numberOfTrailingZeros(m));
            } else {
                out.goneAll(x, open);
            }
            if (glueing) {
                glue += newLevel(falseSince(d, x, open));
            }
        }
        if (glueing) {
            // the literal this clause narrows lies on the level of the narrowing (one more level)
            store.lowerLbd(id, glue + (cell >= 0 ? newLevel(d.entryLevel(at)) : 0));
        }
    }

    /** Forgets the levels {@link #newLevel} met. */
    private void newLevels() {
        if (++levelStamp == Integer.MAX_VALUE) {
            Arrays.fill(levelSeen, 0);
            levelStamp = 1;
        }
    }

    /** 1 if decision level {@code level} (above 0) is met for the first time since the stamp moved, else 0. */
    private int newLevel(int level) {
        if (level == 0) {
            return 0;
        }
        if (level >= levelSeen.length) {
            levelSeen = Arrays.copyOf(levelSeen, Math.max(level + 1, levelSeen.length * 2));
        }
        if (levelSeen[level] == levelStamp) {
            return 0;
        }
        levelSeen[level] = levelStamp;
        return 1;
    }

    /** Adds to {@code out} the true literals that make every literal of clause {@code id} false now. */
    void explainFalse(Domains d, int id, Explanation out) {
        explain(d, id, -1, d.trailSize(), out);
    }

    /** Raises the activity of a clause used in conflict analysis. */
    void bump(int id) {
        store.bump(id);
    }

    /** Ages every activity (recent use counts more). */
    public void decay() {
        store.decay();
    }

    /**
     * At level 0, after {@code conflicts} conflicts: a round of vivification if one is due. False when it
     * shows that no solution exists. Only while every clause follows from the rules (no blocking clause).
     */
    public boolean vivify(Domains d, long conflicts) {
        return !vivifier.due(conflicts) || vivifier.round(d, watches, conflicts);
    }

    /** What vivification did: rounds, clauses tried, clauses made shorter, set literals removed. */
    public long[] vivified() {
        return new long[] {vivifier.rounds(), vivifier.tried(), vivifier.shortened(), vivifier.literalsRemoved()};
    }

    /** The deletion policy (its reduction intervals). */
    public ClauseDeletion deletion() {
        return deletion;
    }

    /** Deletes the clauses {@link ClauseDeletion} gives up and rebuilds the watches. */
    public void reduce(Domains d) {
        deletion.reduce(store, d);
        store.compact();
        watches.rebuild(d);
    }
}
