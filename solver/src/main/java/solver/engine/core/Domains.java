package solver.engine.core;

import java.util.Arrays;

/**
 * The mutable state of one search over a {@link Network}: a bitmask domain per cell, and a trail that
 * records every narrowing so it can be undone and, when learning, explained.
 *
 * <p><b>Domains.</b> {@code dom[c]} has bit v set while symbol index v is still possible in cell c. Every
 * narrowing goes through {@link #restrict}, which appends one trail entry, wakes the propagators watching
 * the cell and, when one symbol is left, queues the cell so that {@link #propagate} removes that symbol
 * from all its peers (naked singles) before anything else runs; then learned clauses, then cheap
 * propagators, then expensive ones. Invariant outside {@link #propagate}: no domain is empty.
 *
 * <p><b>Literals and the trail.</b> Seen as a SAT problem, cell c holding symbol v is a Boolean
 * variable; the literal {@code [c≠v]} is true once v is gone from {@code dom[c]}, and {@code [c=v]} once
 * v is all that is left. Trail entry {@code e} holds the cell, its old domain, the symbols removed, the
 * decision level and the <em>cause</em>: a decision, a propagator, a peer elimination or a clause (see
 * {@link #cause}). With explanations on, {@code removedAt[c * n + v]} is the entry that removed v from c
 * and {@code fixedAt[c]} the entry that left c with one symbol, so every true literal has a place on the
 * trail, a level and, through its cause, a reason that a propagator gives on demand
 * ({@link Propagator#explain}). Removals of one entry share its cause; within an entry the removals come
 * before the fixing they cause, except for assignments (a decision, or a clause asserting
 * {@code [c=v]}), where the fixing comes first and implies the removals.
 *
 * <p><b>Levels.</b> {@link #decide} and {@link #refute} open a new decision level; {@link #undo} to a
 * mark closes the levels opened after it. Level 0 holds the givens and what follows from them.
 * One per search; not thread-safe.
 */
public final class Domains {

    /** Cause of level-0 facts (givens and what the root propagation derives): never explained. */
    static final int ROOT = -1;
    /** Cause of a decision {@code [c=v]}: the fixing is the decision literal and implies the removals. */
    public static final int DECISION = -2;
    /** Cause of a refutation decision {@code [c≠v]} (a removal that is a decision literal). */
    public static final int REFUTATION = -3;
    /**
     * Cause of the other branch of a decision that failed, made true one level up by a search that
     * backtracks chronologically ({@link #branch}); such a search keeps no explanations.
     */
    public static final int BRANCH = -4;

    /** Domain of each cell: bit v set while symbol index v is still possible. Read directly by propagators. */
    public final long[] dom;
    private final Network network;
    private final int n;
    private final int propagatorCount;
    private final int cellCount;
    private final boolean explaining;

    private int[] trailCell;
    private long[] trailOld;
    private long[] trailGone;
    private int[] trailCause;
    private int[] trailLevel;
    /** trailStamp[e]: a number no other entry made in this search has had (names an entry across undo). */
    private int[] trailStamp;
    private int stamps;
    private int trailSize;
    /** levelStart[k]: the trail size when level k was opened (k >= 1). */
    private int[] levelStart = new int[64];
    private int level;
    /** removedAt[c * n + v]: the entry that removed v from c (meaningful while v is gone). */
    private final int[] removedAt;
    /** fixedAt[c]: the entry that left c with one symbol (meaningful while it has one). */
    private final int[] fixedAt;
    /** rootGone[c]: the symbols removed from c at level 0 (facts that explanations need not name). */
    private final long[] rootGone;
    /** The cause recorded by {@link #restrict}: set by whoever is narrowing. */
    private int cause = ROOT;

    /** Fixed cells whose symbol is not yet removed from their peers (a stack; order does not matter). */
    private final int[] fixed;
    private int fixedSize;
    /** Trail entries before this one have been shown to the clause watches. */
    private int clauseHead;
    private ClausePropagation clauses;
    private final int[] cheap;
    private final int[] costly;
    private int cheapHead;
    private int cheapTail;
    private int costlyHead;
    private int costlyTail;
    private final boolean[] queued;
    private final boolean[] expensive;
    private int running = -1;
    private long updates;
    /** Cell whose domain the last failed propagation would have emptied, or -1. */
    private int conflictCell = -1;
    /** Cause in effect when the last propagation failed. */
    private int conflictCause = ROOT;
    /** Clause found false by the last failed propagation, or -1. */
    private int conflictClause = -1;

    /**
     * Working arrays for propagators that need more than locals (one propagator runs or explains at a
     * time), and the state that propagators keep between runs of one search.
     */
    public static final class Scratch {
        public final int[] valueOf = new int[64];
        public final int[] owner = new int[64];
        public final long[] domains = new long[64];
        public long visited;
        public long cells;
        /**
         * Per-search state a propagator keeps between its runs, by propagator id ({@link #running}); made
         * and read by the propagator of that id alone ({@link Propagator#state}). Null until one asks.
         */
        Object[] states;
    }

    private Scratch scratch;

    /** Domains without explanations (no per-literal bookkeeping). */
    public Domains(Network network) {
        this(network, false);
    }

    /** @param explaining keep the per-literal trail positions that conflict analysis needs */
    public Domains(Network network, boolean explaining) {
        this.network = network;
        this.n = network.n;
        this.cellCount = network.cellCount;
        this.propagatorCount = network.propagatorCount();
        this.explaining = explaining;
        this.dom = new long[cellCount];
        Arrays.fill(dom, network.allSymbols);
        int capacity = Math.max(64, cellCount * 4);
        trailCell = new int[capacity];
        trailOld = new long[capacity];
        trailGone = new long[capacity];
        trailCause = new int[capacity];
        trailLevel = new int[capacity];
        trailStamp = new int[capacity];
        removedAt = explaining ? new int[cellCount * n] : null;
        fixedAt = explaining ? new int[cellCount] : null;
        rootGone = explaining ? new long[cellCount] : null;
        fixed = new int[cellCount];
        cheap = new int[propagatorCount + 1];
        costly = new int[propagatorCount + 1];
        queued = new boolean[propagatorCount];
        expensive = new boolean[propagatorCount];
        for (int id = 0; id < propagatorCount; id++) {
            expensive[id] = network.propagator(id).expensive();
        }
    }

    public Network network() {
        return network;
    }

    /** Whether trail positions of literals are kept (conflict analysis is possible). */
    public boolean explaining() {
        return explaining;
    }

    /** From now on, learned clauses in {@code store} take part in propagation. */
    public void useClauses(ClausePropagation store) {
        this.clauses = store;
        this.clauseHead = trailSize;
    }

    /** Shared working arrays, created on first use. */
    public Scratch scratch() {
        if (scratch == null) {
            scratch = new Scratch();
        }
        return scratch;
    }

    /** The id of the propagator {@link #propagate} is running, or -1 when none is. */
    int running() {
        return running;
    }

    /** Domain prunings so far. */
    public long updates() {
        return updates;
    }

    // ------------------------------------------------------------------ narrowing

    /**
     * Narrows cell {@code c} to {@code dom[c] & keep} under the current cause. Returns false (changing
     * nothing) if that leaves nothing.
     */
    public boolean restrict(int c, long keep) {
        long old = dom[c];
        long now = old & keep;
        if (now == old) {
            return true;
        }
        if (now == 0) {
            conflictCell = c;
            return false;
        }
        int e = trailSize;
        if (e == trailCell.length) {
            grow();
        }
        trailCell[e] = c;
        trailOld[e] = old;
        long gone = old & ~now;
        trailGone[e] = gone;
        trailCause[e] = cause;
        trailLevel[e] = level;
        trailStamp[e] = ++stamps;
        trailSize = e + 1;
        dom[c] = now;
        updates++;
        boolean single = (now & (now - 1)) == 0;
        if (explaining) {
            place(c, e, gone, single);
        }
        if (single) {
            fixed[fixedSize++] = c;
        }
        for (int id : network.watchers(c)) {
            if (!queued[id] && id != running) {
                enqueue(id);
            }
        }
        return true;
    }

    /**
     * Records where entry {@code e} made its literals true. Apart from {@link #restrict} to keep that one's
     * bytecode under the size HotSpot inlines hot methods up to (FreqInlineSize, 325 bytes by default), so
     * that it can be inlined into the loops that call it (peer elimination, the propagators).
     */
    private void place(int c, int e, long gone, boolean single) {
        if (level == 0) {
            rootGone[c] |= gone;
        }
        int base = c * n;
        for (long g = gone; g != 0; g &= g - 1) {
            removedAt[base + Long.numberOfTrailingZeros(g)] = e;
        }
        if (single) {
            fixedAt[c] = e;
        }
    }

    private void grow() {
        int size = trailCell.length * 2;
        trailCell = Arrays.copyOf(trailCell, size);
        trailOld = Arrays.copyOf(trailOld, size);
        trailGone = Arrays.copyOf(trailGone, size);
        trailCause = Arrays.copyOf(trailCause, size);
        trailLevel = Arrays.copyOf(trailLevel, size);
        trailStamp = Arrays.copyOf(trailStamp, size);
    }

    /** Narrows cell {@code c} to symbol {@code v} under the current cause; false if v is not possible. */
    public boolean assign(int c, int v) {
        long bit = 1L << v;
        return (dom[c] & bit) != 0 && restrict(c, bit);
    }

    /** A given (level 0, never explained); false if {@code v} is no longer possible in {@code c}. */
    public boolean give(int c, int v) {
        return (dom[c] & (1L << v)) != 0 && restrictAtRoot(c, 1L << v);
    }

    /** Narrows {@code c} to {@code keep} as a level-0 fact (never explained). */
    public boolean restrictAtRoot(int c, long keep) {
        cause = ROOT;
        return restrict(c, keep);
    }

    /** Opens a decision level and decides {@code [c=v]}; false if v is not possible (nothing changes then). */
    public boolean decide(int c, int v) {
        if ((dom[c] & (1L << v)) == 0) {
            return false;
        }
        openLevel();
        cause = DECISION;
        return restrict(c, 1L << v);
    }

    /** Opens a decision level and decides {@code [c≠v]}; false if that empties the cell. */
    public boolean refute(int c, int v) {
        if (dom[c] == 1L << v) {
            conflictCell = c;
            return false;
        }
        openLevel();
        cause = REFUTATION;
        return restrict(c, ~(1L << v));
    }

    /**
     * Makes the negation of decision literal {@code lit} true at the current level (no new level): the
     * other branch of a decision whose subtree is done. False if that empties the cell.
     */
    public boolean branch(int lit) {
        int c = Literals.cellOf(lit);
        long bit = 1L << Literals.symbolOf(lit);
        cause = BRANCH;
        return restrict(c, Literals.negative(lit) ? bit : ~bit);
    }

    /** The literal decided at level {@code k} (from 1 to the current level): {@code [c=v]} or {@code [c≠v]}. */
    public int decision(int k) {
        int e = levelStart[k];
        int c = trailCell[e];
        return trailCause[e] == REFUTATION ? Literals.neq(c, Long.numberOfTrailingZeros(trailGone[e]))
                : Literals.eq(c, Long.numberOfTrailingZeros(trailOld[e] & ~trailGone[e]));
    }

    /** Narrows {@code c} to {@code keep} because of learned clause {@code clause}. */
    public boolean restrictByClause(int c, long keep, int clause) {
        cause = clauseCause(clause);
        return restrict(c, keep);
    }

    private void openLevel() {
        level++;
        if (level == levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, level * 2);
        }
        levelStart[level] = trailSize;
    }

    /** A point to {@link #undo} back to. */
    public int mark() {
        return trailSize;
    }

    /** The trail size when level {@code k} (at least 1, at most the current level) was opened. */
    public int levelStart(int k) {
        return levelStart[k];
    }

    /** The current decision level (0 at the root). */
    public int level() {
        return level;
    }

    /**
     * Restores every domain narrowed since {@code mark} and closes the levels opened since. Pending
     * propagation is dropped: it was about domains that no longer hold.
     */
    public void undo(int mark) {
        if (fixedSize > 0 || cheapHead != cheapTail || costlyHead != costlyTail) {
            clearQueues();
        }
        while (trailSize > mark) {
            trailSize--;
            dom[trailCell[trailSize]] = trailOld[trailSize];
            if (explaining && trailLevel[trailSize] == 0) {
                rootGone[trailCell[trailSize]] &= ~trailGone[trailSize];
            }
        }
        while (level > 0 && levelStart[level] >= mark) {
            level--;
        }
        if (clauseHead > mark) {
            clauseHead = mark;
        }
    }

    /** Undoes everything above decision level {@code target}. */
    public void backjump(int target) {
        if (target < level) {
            undo(levelStart[target + 1]);
        }
    }

    // ------------------------------------------------------------------ propagation

    /** Queues every propagator and every fixed cell (the first propagation of a search). */
    public void scheduleAll() {
        for (int id = 0; id < queued.length; id++) {
            if (!queued[id]) {
                enqueue(id);
            }
        }
        fixedSize = 0;
        for (int c = 0; c < dom.length; c++) {
            if ((dom[c] & (dom[c] - 1)) == 0) {
                fixed[fixedSize++] = c;
            }
        }
    }

    private void enqueue(int id) {
        queued[id] = true;
        if (expensive[id]) {
            costly[costlyTail] = id;
            costlyTail = costlyTail + 1 == costly.length ? 0 : costlyTail + 1;
        } else {
            cheap[cheapTail] = id;
            cheapTail = cheapTail + 1 == cheap.length ? 0 : cheapTail + 1;
        }
    }

    /**
     * Removes fixed symbols from peers, applies learned clauses and runs queued propagators until nothing
     * is waiting (true) or something fails (false; the queues are then emptied, the conflict is recorded
     * for {@link #conflictCell}, {@link #conflictCause} and {@link #conflictClause}, and the caller undoes).
     */
    public boolean propagate() {
        conflictCell = -1;
        conflictClause = -1;
        while (true) {
            if (fixedSize > 0) {
                if (!eliminate(fixed[--fixedSize])) {
                    return fail();
                }
                continue;
            }
            if (clauses != null && clauseHead < trailSize) {
                int conflict = clauses.propagate(this, clauseHead++);
                if (conflict >= 0) {
                    conflictClause = conflict;
                    return fail();
                }
                if (conflictCell >= 0) {
                    return fail();
                }
                continue;
            }
            int id;
            if (cheapHead != cheapTail) {
                id = cheap[cheapHead];
                cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
            } else if (costlyHead != costlyTail) {
                id = costly[costlyHead];
                costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
            } else {
                return true;
            }
            queued[id] = false;
            running = id;
            cause = id;
            boolean ok = network.propagator(id).propagate(this);
            running = -1;
            if (!ok) {
                return fail();
            }
        }
    }

    private boolean fail() {
        conflictCause = cause;
        clearQueues();
        return false;
    }

    /** Removes the symbol of fixed cell {@code c} from its peers; false if a peer is left with nothing. */
    private boolean eliminate(int c) {
        long bit = dom[c];
        cause = propagatorCount + c;
        for (int p : network.peers(c)) {
            if ((dom[p] & bit) != 0 && !restrict(p, ~bit)) {
                return false;
            }
        }
        return true;
    }

    /** After a failed {@link #propagate}: the cell it would have emptied, or -1. */
    public int conflictCell() {
        return conflictCell;
    }

    /** After a failed {@link #propagate}: the cause that failed (see {@link #cause}). */
    public int conflictCause() {
        return conflictCause;
    }

    /** After a failed {@link #propagate}: the learned clause found false, or -1. */
    public int conflictClause() {
        return conflictClause;
    }

    private void clearQueues() {
        fixedSize = 0;
        clauseHead = trailSize;
        while (cheapHead != cheapTail) {
            queued[cheap[cheapHead]] = false;
            cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
        }
        while (costlyHead != costlyTail) {
            queued[costly[costlyHead]] = false;
            costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
        }
    }

    // ------------------------------------------------------------------ the trail, read by explanations

    /** Trail entries so far. */
    public int trailSize() {
        return trailSize;
    }

    public int entryCell(int e) {
        return trailCell[e];
    }

    /** Symbols entry {@code e} removed. */
    public long entryGone(int e) {
        return trailGone[e];
    }

    /** The domain entry {@code e} left (its old domain less what it removed). */
    public long entryResult(int e) {
        return trailOld[e] & ~trailGone[e];
    }

    /** A number that identifies entry {@code e} as made, unlike its index, which later entries reuse. */
    public int entryStamp(int e) {
        return trailStamp[e];
    }

    public int entryLevel(int e) {
        return trailLevel[e];
    }

    /**
     * The cause of entry {@code e}: {@link #ROOT}, {@link #DECISION}, {@link #REFUTATION}, a propagator id
     * ({@code 0 .. propagators - 1}), a peer elimination from cell {@code cause - propagators}
     * ({@link #isPeer}), or a learned clause ({@link #isClause}, {@link #clauseOf}).
     */
    public int cause(int e) {
        return trailCause[e];
    }

    public boolean isPropagator(int cause) {
        return cause >= 0 && cause < propagatorCount;
    }

    public boolean isPeer(int cause) {
        return cause >= propagatorCount && cause < propagatorCount + cellCount;
    }

    /** The fixed cell whose symbol a peer-elimination cause removed. */
    public int peerOf(int cause) {
        return cause - propagatorCount;
    }

    public boolean isClause(int cause) {
        return cause >= propagatorCount + cellCount;
    }

    public int clauseOf(int cause) {
        return cause - propagatorCount - cellCount;
    }

    private int clauseCause(int clause) {
        return propagatorCount + cellCount + clause;
    }

    /** The symbols removed from {@code c} at level 0 (explanations only). */
    public long rootGone(int c) {
        return rootGone[c];
    }

    /** Entry that removed {@code v} from {@code c} (valid while v is gone from c; explanations only). */
    public int removedAt(int c, int v) {
        return removedAt[c * n + v];
    }

    /** Entry that fixed {@code c} (valid while c has one symbol; explanations only). */
    public int fixedAt(int c) {
        return fixedAt[c];
    }

    /**
     * The domain cell {@code c} had just before trail entry {@code at}: today's domain plus what entries
     * {@code at} and later removed. Explanations reason on it so that they use only earlier literals.
     */
    public long domBefore(int c, int at) {
        long d = dom[c];
        if (at >= trailSize) {
            return d;
        }
        int base = c * n;
        for (long gone = network.allSymbols & ~d; gone != 0; gone &= gone - 1) {
            int v = Long.numberOfTrailingZeros(gone);
            if (removedAt[base + v] >= at) {
                d |= 1L << v;
            }
        }
        return d;
    }
}
