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
 * {@link #cause}). With explanations on, {@link #removedAt} gives the entry that removed v from c
 * and {@link #fixedAt} the entry that left c with one symbol, so every true literal has a place on the
 * trail, a level and, through its cause, a reason that a propagator gives on demand
 * ({@link Propagator#explain}). Removals of one entry share its cause; within an entry the removals come
 * before the fixing they cause, except for assignments (a decision, or a clause asserting
 * {@code [c=v]}), where the fixing comes first and implies the removals.
 *
 * <p><b>Levels.</b> {@link #decide} and {@link #refute} open a new decision level; {@link #undo} to a
 * mark closes the levels opened after it. Level 0 holds the givens and what follows from them.
 *
 * <p><b>Parts.</b> This class owns the domains and the narrowing protocol; the rest is kept by one part
 * each: the entries and levels by {@link Trail}, the places of true literals by {@link LiteralPlaces},
 * what waits to run by {@link PropagationQueue}, the coding of causes by {@link Causes}, the last
 * failure by {@link Failure} and the propagators' per-search states by {@link PropagatorStates}.
 * One per search; not thread-safe.
 */
public final class Domains {

    /** Domain of each cell: bit v set while symbol index v is still possible. Read directly by propagators. */
    public final long[] dom;
    private final Network network;
    private final boolean explaining;
    private final Trail trail;
    /** Where each true literal was made true; null when not explaining. */
    private final LiteralPlaces places;
    private final PropagationQueue queue;
    private final Causes causes;
    private final Failure failure = new Failure();
    private final PropagatorStates states;
    /** The cause recorded by {@link #restrict}: set by whoever is narrowing. */
    private int cause = Causes.ROOT;
    private ClausePropagation clauses;
    private int running = -1;
    private long updates;

    private Scratch scratch;

    /** Domains without explanations (no per-literal bookkeeping). */
    public Domains(Network network) {
        this(network, false);
    }

    /** @param explaining keep the per-literal trail positions that conflict analysis needs */
    public Domains(Network network, boolean explaining) {
        this.network = network;
        int cellCount = network.cellCount;
        int propagatorCount = network.propagatorCount();
        this.explaining = explaining;
        this.dom = new long[cellCount];
        Arrays.fill(dom, network.allSymbols);
        this.trail = new Trail(Math.max(64, cellCount * 4));
        this.places = explaining ? new LiteralPlaces(network.n, cellCount, network.allSymbols) : null;
        this.queue = new PropagationQueue(network);
        this.causes = new Causes(propagatorCount, cellCount);
        this.states = new PropagatorStates(propagatorCount);
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
        queue.clausesSeenTo(trail.size());
    }

    /** Shared working arrays, created on first use. */
    public Scratch scratch() {
        if (scratch == null) {
            scratch = new Scratch();
        }
        return scratch;
    }

    /** The per-search states of the propagators. */
    PropagatorStates states() {
        return states;
    }

    /** The id of the propagator {@link #propagate} is running, or -1 when none is. */
    int running() {
        return running;
    }

    /** Domain prunings so far. */
    public long updates() {
        return updates;
    }

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
            failure.cell = c;
            return false;
        }
        long gone = old & ~now;
        int e = trail.push(c, old, gone, cause);
        dom[c] = now;
        updates++;
        boolean single = (now & (now - 1)) == 0;
        if (places != null) {
            places.place(c, e, gone, single, trail.level());
        }
        if (single) {
            queue.pushFixed(c);
        }
        queue.wake(network.watchers(c), running);
        return true;
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
        cause = Causes.ROOT;
        return restrict(c, keep);
    }

    /** Opens a decision level and decides {@code [c=v]}; false if v is not possible (nothing changes then). */
    public boolean decide(int c, int v) {
        if ((dom[c] & (1L << v)) == 0) {
            return false;
        }
        trail.openLevel();
        cause = Causes.DECISION;
        return restrict(c, 1L << v);
    }

    /** Opens a decision level and decides {@code [c≠v]}; false if that empties the cell. */
    public boolean refute(int c, int v) {
        if (dom[c] == 1L << v) {
            failure.cell = c;
            return false;
        }
        trail.openLevel();
        cause = Causes.REFUTATION;
        return restrict(c, ~(1L << v));
    }

    /**
     * Opens a decision level on which {@code c} is narrowed to {@code keep}: an assumption whose
     * consequences {@link #propagate} shows and an {@link #undo} takes back, never explained (it is
     * recorded as a refutation). False if nothing would be left (nothing changes then).
     */
    public boolean probe(int c, long keep) {
        if ((dom[c] & keep) == 0) {
            failure.cell = c;
            return false;
        }
        trail.openLevel();
        cause = Causes.REFUTATION;
        return restrict(c, keep);
    }

    /**
     * Makes the negation of decision literal {@code lit} true at the current level (no new level): the
     * other branch of a decision whose subtree is done. False if that empties the cell.
     */
    public boolean branch(int lit) {
        int c = Literals.cellOf(lit);
        long bit = 1L << Literals.symbolOf(lit);
        cause = Causes.BRANCH;
        return restrict(c, Literals.negative(lit) ? bit : ~bit);
    }

    /** The literal decided at level {@code k} (from 1 to the current level): {@code [c=v]} or {@code [c≠v]}. */
    public int decision(int k) {
        int e = trail.levelStart(k);
        int c = trail.cell(e);
        return trail.cause(e) == Causes.REFUTATION ? Literals.neq(c, Long.numberOfTrailingZeros(trail.gone(e)))
                : Literals.eq(c, Long.numberOfTrailingZeros(entryResult(e)));
    }

    /**
     * Opens a decision level on which every cell {@code c} is narrowed to {@code to[c]}: a position that a
     * solution by hand reasons from. Its removals are literals of level 1, not facts, so explanations name
     * them. Nothing is propagated. False (with the level open) if a cell would be left with nothing.
     */
    public boolean assume(long[] to) {
        trail.openLevel();
        return assumeMore(to);
    }

    /**
     * Narrows the position {@link #assume} opened further, on the same level: every cell {@code c} to
     * {@code to[c]}, as if the assumed position had been {@code to} (a position reasoned from that lies
     * within the one assumed, without undoing and assuming it all again). Nothing is propagated. False if
     * a cell would be left with nothing (the cells before it stay narrowed; the caller undoes).
     */
    public boolean assumeMore(long[] to) {
        cause = Causes.DECISION;
        for (int c = 0; c < dom.length; c++) {
            if (!restrict(c, to[c])) {
                queue.clear(trail.size());
                return false;
            }
        }
        queue.clear(trail.size());
        return true;
    }

    /**
     * Runs propagator {@code id} once on its own, as the cause of what it narrows, with the state it keeps
     * in this search (as {@link #propagate} runs it), and drops what that queued (nothing else runs).
     * False if it failed; the failure is then recorded as {@link #propagate} records one.
     */
    public boolean runAlone(int id) {
        failure.reset();
        running = id;
        cause = id;
        boolean ok = network.propagator(id).propagate(this);
        running = -1;
        if (!ok) {
            failure.cause = id;
        }
        queue.clear(trail.size());
        return ok;
    }

    /**
     * Leaves propagator {@code id} out of this search from now on, for a search that does its work another
     * way (a house's hidden singles held as clauses beside its matching): it never runs again.
     */
    public void leaveOut(int id) {
        queue.leaveOut(id);
    }

    /** Narrows {@code c} to {@code keep} because of learned clause {@code clause}. */
    public boolean restrictByClause(int c, long keep, int clause) {
        cause = causes.clause(clause);
        return restrict(c, keep);
    }

    /** A point to {@link #undo} back to. */
    public int mark() {
        return trail.size();
    }

    /** The trail size when level {@code k} (at least 1, at most the current level) was opened. */
    public int levelStart(int k) {
        return trail.levelStart(k);
    }

    /** The current decision level (0 at the root). */
    public int level() {
        return trail.level();
    }

    /**
     * Restores every domain narrowed since {@code mark} and closes the levels opened since. Pending
     * propagation is dropped: it was about domains that no longer hold.
     */
    public void undo(int mark) {
        if (queue.busy()) {
            queue.clear(trail.size());
        }
        while (trail.size() > mark) {
            trail.pop();
            int e = trail.size();
            int c = trail.cell(e);
            dom[c] = trail.old(e);
            if (places != null && trail.level(e) == 0) {
                places.unplaceRoot(c, trail.gone(e));
            }
        }
        trail.closeLevelsFrom(mark);
        queue.clausesFrom(mark);
    }

    /** Undoes everything above decision level {@code target}. */
    public void backjump(int target) {
        if (target < trail.level()) {
            undo(trail.levelStart(target + 1));
        }
    }

    /** Queues every propagator and every fixed cell (the first propagation of a search). */
    public void scheduleAll() {
        queue.wakeAll();
        queue.forgetFixed();
        for (int c = 0; c < dom.length; c++) {
            if ((dom[c] & (dom[c] - 1)) == 0) {
                queue.pushFixed(c);
            }
        }
    }

    /**
     * Removes fixed symbols from peers, applies learned clauses and runs queued propagators until nothing
     * is waiting (true) or something fails (false; the queues are then emptied, the conflict is recorded
     * for {@link #conflictCell}, {@link #conflictCause} and {@link #conflictClause}, and the caller undoes).
     */
    public boolean propagate() {
        failure.reset();
        while (true) {
            if (queue.hasFixed()) {
                if (!eliminate(queue.popFixed())) {
                    return fail();
                }
                continue;
            }
            if (clauses != null && queue.clauseHead() < trail.size()) {
                int head = queue.clauseHead();
                queue.clauseShown();
                int conflict = clauses.propagate(this, head);
                if (conflict >= 0) {
                    failure.clause = conflict;
                    return fail();
                }
                if (failure.cell >= 0) {
                    return fail();
                }
                continue;
            }
            int id = queue.nextPropagator();
            if (id < 0) {
                return true;
            }
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
        failure.cause = cause;
        queue.clear(trail.size());
        return false;
    }

    /** Removes the symbol of fixed cell {@code c} from its peers; false if a peer is left with nothing. */
    private boolean eliminate(int c) {
        long bit = dom[c];
        cause = causes.peer(c);
        for (int p : network.peers(c)) {
            if ((dom[p] & bit) != 0 && !restrict(p, ~bit)) {
                return false;
            }
        }
        return true;
    }

    /** After a failed {@link #propagate}: the cell it would have emptied, or -1. */
    public int conflictCell() {
        return failure.cell;
    }

    /** After a failed {@link #propagate}: the cause that failed (see {@link #cause}). */
    public int conflictCause() {
        return failure.cause;
    }

    /** After a failed {@link #propagate}: the learned clause found false, or -1. */
    public int conflictClause() {
        return failure.clause;
    }

    /** Trail entries so far. */
    public int trailSize() {
        return trail.size();
    }

    public int entryCell(int e) {
        return trail.cell(e);
    }

    /** Symbols entry {@code e} removed. */
    public long entryGone(int e) {
        return trail.gone(e);
    }

    /** The domain entry {@code e} left (its old domain less what it removed). */
    public long entryResult(int e) {
        return trail.old(e) & ~trail.gone(e);
    }

    /** A number that identifies entry {@code e} as made, unlike its index, which later entries reuse. */
    public int entryStamp(int e) {
        return trail.stamp(e);
    }

    public int entryLevel(int e) {
        return trail.level(e);
    }

    /**
     * The cause of entry {@code e}: {@link Causes#ROOT}, {@link Causes#DECISION}, {@link Causes#REFUTATION}, a propagator id
     * ({@code 0 .. propagators - 1}), a peer elimination or a learned clause, as {@link Causes} decodes.
     */
    public int cause(int e) {
        return trail.cause(e);
    }

    /** How {@link #cause} codes its kinds and sources. */
    public Causes causes() {
        return causes;
    }

    /** The symbols removed from {@code c} at level 0 (explanations only). */
    public long rootGone(int c) {
        return places.rootGone(c);
    }

    /** Entry that removed {@code v} from {@code c} (valid while v is gone from c; explanations only). */
    public int removedAt(int c, int v) {
        return places.removedAt(c, v);
    }

    /** Entry that fixed {@code c} (valid while c has one symbol; explanations only). */
    public int fixedAt(int c) {
        return places.fixedAt(c);
    }

    /**
     * The domain cell {@code c} had just before trail entry {@code at}: today's domain plus what entries
     * {@code at} and later removed. Explanations reason on it so that they use only earlier literals.
     */
    public long domBefore(int c, int at) {
        return at >= trail.size() ? dom[c] : places.before(c, dom[c], at);
    }
}
