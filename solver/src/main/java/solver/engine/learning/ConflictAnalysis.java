package solver.engine.learning;

import solver.engine.core.Causes;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;

/**
 * Turns a failed propagation into a learned clause, as a clause-learning SAT solver does but over the
 * literals {@code [c=v]} / {@code [c≠v]} of {@link Domains}, whose reasons come from {@link TrailReasons}
 * (and through it, lazily, from the propagators).
 *
 * <p>The conflict is first stated as a set of true literals that cannot hold together: the literals of
 * a learned clause found false, a propagator's {@link Propagator#explainFailure}, or, when a cell was
 * emptied, the reasons for removing each of its last symbols. Then, walking the trail backwards from
 * the end, every literal of the conflict's decision level is replaced by its reason until one literal
 * of that level is left: the first unique implication point. The learned clause is the negation of that
 * literal and of the lower-level literals met on the way, made shorter by the {@link ClauseMinimiser}
 * (implied literals dropped, a lower level's literals replaced by one that implies them). It is asserting: after undoing to the highest level among
 * the other literals, its first literal is forced. Because every reason is implied by the rules, so is
 * the clause: it never removes a solution.
 *
 * <p>Order on the trail: an entry's removals precede the fixing they cause, except in an assignment
 * entry (a decision, or a clause asserting {@code [c=v]}), where the fixing comes first and implies the
 * removals. One per search; not thread-safe.
 */
public final class ConflictAnalysis {

    private final Domains d;
    private final Network network;
    private final Clauses clauses;
    private final int n;
    /** seenGone[c]: the symbols v whose literal [c≠v] is marked. */
    private final long[] seenGone;
    /** seenFixed[c]: the literal [c=v] (v the cell's symbol) is marked. */
    private final boolean[] seenFixed;
    /** The variables (cell << 6 | symbol) whose literals the last analysis met, each once. */
    private int[] touchedVars = new int[64];
    private int touchedVarCount;
    /** varStamp[var] == analyses while var is in touchedVars. */
    private final int[] varStamp;
    private int analyses;
    /** Cells with marks to clear before the next analysis (each once, flagged in isTouched). */
    private int[] touched = new int[64];
    private int touchedSize;
    private final boolean[] isTouched;
    private final TrailReasons reasons;
    private final Explanation reason;
    private final ClauseMinimiser minimiser;
    private int[] learnt = new int[64];
    private int learntSize;
    private int pathCount;
    private int conflictLevel;
    private final ConflictCounts counts = new ConflictCounts();
    /** Whether learned clauses are shrunk after minimisation ({@link ClauseMinimiser#shrink}). */
    private boolean shrinking;

    /** Sees every conflict and explanation the analysis uses (tests check them against the rules). */
    public interface Observer {
        /** {@code out} from index {@code from} holds the reason given for true literal {@code lit}. */
        void explained(int lit, Explanation out, int from);

        /** {@code conflict} holds true literals that the rules forbid together. */
        void conflict(Explanation conflict);
    }

    private Observer observer;
    /** {@link #resolve} as the step of {@link #walkEntry}, made once (a method reference per call allocates). */
    private final java.util.function.IntPredicate resolveStep = this::resolve;

    /** From now on {@code watcher} sees every conflict and explanation (null: none). */
    public void observe(Observer watcher) {
        this.observer = watcher;
    }

    public ConflictAnalysis(Domains d, Clauses clauses) {
        this.d = d;
        this.network = d.network();
        this.clauses = clauses;
        this.n = network.n;
        this.seenGone = new long[network.cellCount];
        this.seenFixed = new boolean[network.cellCount];
        this.isDirty = new boolean[network.cellCount];
        this.isTouched = new boolean[network.cellCount];
        this.reasons = new TrailReasons(d, clauses);
        this.reason = new Explanation(d);
        this.minimiser = new ClauseMinimiser(this, d);
        this.varStamp = new int[network.cellCount << 6];
    }

    /**
     * Whether to shrink learned clauses after minimising them (off by default): measured on the 25x25
     * set, the 16x16 killers and the f-puzzles over several seeds, it never solved more and cost time
     * (docs/decisions/0014, 0016).
     */
    void shrinking(boolean on) {
        this.shrinking = on;
    }

    /** What the conflicts analysed so far carried (benchmarks read it). */
    public ConflictCounts counts() {
        return counts;
    }

    /** The learned clause, as single literals all false now: literal 0 is the asserting one. */
    public int[] learnt() {
        return learnt;
    }

    public int learntSize() {
        return learntSize;
    }

    /** The decision level of the last conflict analysed (its implication point's level). */
    public int conflictLevel() {
        return conflictLevel;
    }

    /** Variables whose literals took part in the last analysis (for literal activity). */
    public int touchedVarCount() {
        return touchedVarCount;
    }

    /** The variables, coded {@code cell << 6 | symbol} (the first {@link #touchedVarCount}; a live array). */
    public int[] touchedVars() {
        return touchedVars;
    }

    /**
     * Analyses the failure {@link Domains#propagate} just reported. Returns false when the conflict
     * depends on level-0 facts only: the puzzle has no solution.
     */
    public boolean analyze() {
        long t0 = counts.now();
        clearMarks();
        reason.clear();
        reasons.conflict(reason);
        if (observer != null) {
            observer.conflict(reason);
        }
        conflictLevel = 0;
        int conflictSize = reason.size();
        for (int i = 0; i < reason.size(); i++) {
            conflictLevel = Math.max(conflictLevel, level(reason.literal(i)));
        }
        if (conflictLevel == 0) {
            return false;
        }
        learntSize = 1;
        pathCount = 0;
        mark(reason);
        int uip = -1;
        for (int e = d.trailSize() - 1; uip < 0; e--) {
            if (d.entryLevel(e) != conflictLevel) {
                if (d.entryLevel(e) < conflictLevel) {
                    throw new IllegalStateException("no implication point on level " + conflictLevel);
                }
                continue;
            }
            uip = resolveEntry(e);
        }
        learnt[0] = Literals.not(uip);
        long t1 = counts.now();
        counts.conflicts++;
        counts.conflictLiterals += conflictSize;
        counts.uipLiterals += learntSize;
        learntSize = minimiser.minimise(learnt, learntSize);
        counts.minimisedLiterals += learntSize;
        long t2 = counts.now();
        if (shrinking) {
            learntSize = minimiser.shrink(learnt, learntSize);
        }
        counts.shrunkLiterals += learntSize;
        long t3 = counts.now();
        counts.analysisTime += t1 - t0;
        counts.minimiseTime += t2 - t1;
        counts.shrinkTime += t3 - t2;
        return true;
    }

    /** Resolves the marked literals of entry {@code e}; returns the implication point if found there, else -1. */
    private int resolveEntry(int e) {
        return hasMark(e) ? walkEntry(e, resolveStep) : -1;
    }

    /**
     * Whether a literal made true by entry {@code e} may be marked; if not, {@link #walkEntry} would hand
     * nothing to its step (most entries of a level are like that, and the walk is dearer than the test).
     */
    boolean hasMark(int e) {
        int c = d.entryCell(e);
        return seenFixed[c] || (d.entryGone(e) & seenGone[c]) != 0;
    }

    /**
     * Hands the marked literals made true by entry {@code e} to {@code step}, latest first, until it
     * returns true; returns that literal, or -1. Marks that the steps add to this entry are seen too.
     */
    int walkEntry(int e, java.util.function.IntPredicate step) {
        int c = d.entryCell(e);
        boolean assignment = isAssignment(e);
        if (!assignment && fixedHere(c, e)) {
            int lit = Literals.eq(c, Long.numberOfTrailingZeros(d.dom[c]));
            if (step.test(lit)) {
                return lit;
            }
        }
        long done = 0;
        long pending;
        while ((pending = d.entryGone(e) & seenGone[c] & ~done) != 0) {
            int v = Long.numberOfTrailingZeros(pending);
            done |= 1L << v;
            int lit = Literals.neq(c, v);
            if (step.test(lit)) {
                return lit;
            }
        }
        // in an assignment the removals just resolved may have marked the fixing they follow from
        if (assignment && fixedHere(c, e)) {
            int lit = Literals.eq(c, Long.numberOfTrailingZeros(d.dom[c]));
            if (step.test(lit)) {
                return lit;
            }
        }
        return -1;
    }

    /** Whether the literal {@code [c=v]} is marked and was made true by entry {@code e}. */
    private boolean fixedHere(int c, int e) {
        long m = d.dom[c];
        return seenFixed[c] && (m & (m - 1)) == 0 && d.fixedAt(c) == e;
    }

    /** Counts off one marked literal of the conflict level; true if it is the last (the implication point). */
    private boolean resolve(int lit) {
        if (--pathCount == 0) {
            return true;
        }
        reason.clear();
        explain(lit, reason);
        assert precede(reason, lit) : "an explanation names a literal made true after the one it explains";
        mark(reason);
        return false;
    }

    /** Whether every literal of {@code ex} was true before {@code lit} (a check for tests). */
    private boolean precede(Explanation ex, int lit) {
        int e = entryOf(lit);
        for (int i = 0; i < ex.size(); i++) {
            int q = ex.literal(i);
            int f = entryOf(q);
            if (f > e || f == e && !sameEntryBefore(q, lit, e)) {
                throw new IllegalStateException("cause " + d.cause(e) + " explains " + describe(lit) + " at " + e
                        + " by " + describe(q) + " at " + f);
            }
        }
        return true;
    }

    /** Within entry e: removals precede the fixing, except in an assignment where the fixing comes first. */
    private boolean sameEntryBefore(int q, int lit, int e) {
        boolean assignment = isAssignment(e);
        return assignment ? !Literals.negative(q) && Literals.negative(lit) : Literals.negative(q) && !Literals.negative(lit);
    }

    private String describe(int lit) {
        return "r" + ((lit >>> 7) / network.n) + "c" + ((lit >>> 7) % network.n)
                + (Literals.negative(lit) ? "!=" : "=") + (((lit >>> 1) & 63));
    }

    /** Marks the literals of {@code ex}: conflict-level ones are counted, lower ones join the clause. */
    private void mark(Explanation ex) {
        for (int i = 0; i < ex.size(); i++) {
            int lit = ex.literal(i);
            assert clauses.isTrue(d.dom, lit) : "explanation names a literal that is not true";
            int c = (lit >>> 7);
            boolean marked;
            if (Literals.negative(lit)) {
                long bit = 1L << (((lit >>> 1) & 63));
                marked = (seenGone[c] & bit) != 0;
                seenGone[c] |= bit;
            } else {
                marked = seenFixed[c];
                seenFixed[c] = true;
            }
            if (marked) {
                continue;
            }
            touch(c);
            touchVar(lit >>> 1);
            int level = level(lit);
            if (level == conflictLevel) {
                pathCount++;
            } else if (level > 0) {
                if (learntSize == learnt.length) {
                    learnt = java.util.Arrays.copyOf(learnt, learntSize * 2);
                }
                learnt[learntSize++] = Literals.not(lit);
            }
        }
    }

    private void touch(int c) {
        if (!isTouched[c]) {
            isTouched[c] = true;
            if (touchedSize == touched.length) {
                touched = java.util.Arrays.copyOf(touched, touchedSize * 2);
            }
            touched[touchedSize++] = c;
        }
    }

    private void touchVar(int var) {
        if (varStamp[var] != analyses) {
            varStamp[var] = analyses;
            if (touchedVarCount == touchedVars.length) {
                touchedVars = java.util.Arrays.copyOf(touchedVars, touchedVarCount * 2);
            }
            touchedVars[touchedVarCount++] = var;
        }
    }

    private void clearMarks() {
        analyses++;
        touchedVarCount = 0;
        for (int i = 0; i < touchedSize; i++) {
            int c = touched[i];
            seenGone[c] = 0;
            seenFixed[c] = false;
            isTouched[c] = false;
        }
        touchedSize = 0;
        for (int i = 0; i < dirtySize; i++) {
            int c = dirty[i];
            seenGone[c] = 0;
            seenFixed[c] = false;
            isDirty[c] = false;
        }
        dirtySize = 0;
    }

    /** Cells marked outside the analysis proper (minimising, shrinking), to clear with the rest. */
    private int[] dirty = new int[64];
    private int dirtySize;
    private boolean[] isDirty;


    void setMark(int lit) {
        int c = (lit >>> 7);
        if (!isDirty[c]) {
            isDirty[c] = true;
            if (dirtySize == dirty.length) {
                dirty = java.util.Arrays.copyOf(dirty, dirtySize * 2);
            }
            dirty[dirtySize++] = c;
        }
        if (Literals.negative(lit)) {
            seenGone[c] |= 1L << (((lit >>> 1) & 63));
        } else {
            seenFixed[c] = true;
        }
    }

    void unmark(int lit) {
        int c = (lit >>> 7);
        if (Literals.negative(lit)) {
            seenGone[c] &= ~(1L << (((lit >>> 1) & 63)));
        } else {
            seenFixed[c] = false;
        }
    }

    boolean marked(int lit) {
        int c = (lit >>> 7);
        return Literals.negative(lit) ? (seenGone[c] & (1L << (((lit >>> 1) & 63)))) != 0 : seenFixed[c];
    }

    int entryOf(int lit) {
        return reasons.entryOf(lit);
    }

    int level(int lit) {
        return d.entryLevel(reasons.entryOf(lit));
    }

    private boolean isAssignment(int e) {
        return reasons.isAssignment(e);
    }

    boolean isDecision(int lit) {
        return reasons.isDecision(lit);
    }

    /** Whether true literal {@code lit}, made true by entry {@code e}, is a decision. */
    boolean isDecision(int lit, int e) {
        int cause = d.cause(e);
        return Literals.negative(lit) ? cause == Causes.REFUTATION : cause == Causes.DECISION;
    }

    /** Adds the reason of true literal {@code lit} (not a decision) to {@code out}, and shows it to the observer. */
    void explain(int lit, Explanation out) {
        int from = out.size();
        reasons.reasonOf(lit, out);
        counts.reasons++;
        counts.reasonLiterals += out.size() - from;
        if (observer != null) {
            observer.explained(lit, out, from);
        }
    }
}
