package solver.engine.learning;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;

/**
 * Turns a failed propagation into a learned clause, as a clause-learning SAT solver does but over the
 * literals {@code [c=v]} / {@code [c≠v]} of {@link Domains}, whose reasons come from {@link Reasons}
 * (and through it, lazily, from the propagators).
 *
 * <p>The conflict is first stated as a set of true literals that cannot hold together: the literals of
 * a learned clause found false, a propagator's {@link Propagator#explainFailure}, or, when a cell was
 * emptied, the reasons for removing each of its last symbols. Then, walking the trail backwards from
 * the end, every literal of the conflict's decision level is replaced by its reason until one literal
 * of that level is left: the first unique implication point. The learned clause is the negation of that
 * literal and of the lower-level literals met on the way, less those implied by the others (recursive
 * minimisation), with each lower level's literals replaced by one that implies them where possible
 * (shrinking). It is asserting: after undoing to the highest level among
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
    private final Reasons reasons;
    private final Explanation reason;
    private final Explanation check;
    private int[] learnt = new int[64];
    private int learntSize;
    private int pathCount;
    private int conflictLevel;

    /** Sees every conflict and explanation the analysis uses (tests check them against the rules). */
    public interface Observer {
        /** {@code out} from index {@code from} holds the reason given for true literal {@code lit}. */
        void explained(int lit, Explanation out, int from);

        /** {@code conflict} holds true literals that the rules forbid together. */
        void conflict(Explanation conflict);
    }

    private Observer observer;

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
        this.reasons = new Reasons(d, clauses);
        this.reason = new Explanation(d);
        this.check = new Explanation(d);
        this.varStamp = new int[network.cellCount << 6];
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
        clearMarks();
        reason.clear();
        reasons.conflict(reason);
        if (observer != null) {
            observer.conflict(reason);
        }
        conflictLevel = 0;
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
        minimise();
        shrink();
        return true;
    }

    /** Resolves the marked literals of entry {@code e}; returns the implication point if found there, else -1. */
    private int resolveEntry(int e) {
        return hasMark(e) ? walkEntry(e, this::resolve) : -1;
    }

    /**
     * Whether a literal made true by entry {@code e} may be marked; if not, {@link #walkEntry} would hand
     * nothing to its step (most entries of a level are like that, and the walk is dearer than the test).
     */
    private boolean hasMark(int e) {
        int c = d.entryCell(e);
        return seenFixed[c] || (d.entryGone(e) & seenGone[c]) != 0;
    }

    /**
     * Hands the marked literals made true by entry {@code e} to {@code step}, latest first, until it
     * returns true; returns that literal, or -1. Marks that the steps add to this entry are seen too.
     */
    private int walkEntry(int e, java.util.function.IntPredicate step) {
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

    /**
     * Drops each lower-level literal implied by the others: one whose reasons, followed back, end only
     * in marked or level-0 literals (MiniSat's recursive minimisation). A literal on a level where no
     * other clause literal lies cannot be implied by them, which cuts most searches short.
     */
    private void minimise() {
        levels = 0;
        for (int i = 1; i < learntSize; i++) {
            levels |= abstractLevel(Literals.not(learnt[i]));
        }
        extraSize = 0;
        int kept = 1;
        int dropped = 0;
        for (int i = 1; i < learntSize; i++) {
            int lit = Literals.not(learnt[i]);
            if (isDecision(lit) || !redundant(lit)) {
                learnt[kept++] = learnt[i];
            } else {
                if (dropped == droppedLits.length) {
                    droppedLits = java.util.Arrays.copyOf(droppedLits, dropped * 2);
                }
                droppedLits[dropped++] = learnt[i];
            }
        }
        // the implied literals stay marked only while minimising: shrinking counts marked literals as clause ones
        for (int i = 0; i < extraSize; i++) {
            unmark(extra[i]);
        }
        extraSize = 0;
        for (int i = 0; i < dropped; i++) {
            unmark(Literals.not(droppedLits[i]));
        }
        clearPoison();
        learntSize = kept;
    }

    /**
     * Replaces the literals of one lower level by a single literal of that level that implies them all
     * (its block implication point), where one is found by resolving on that level alone without
     * bringing in literals of other levels that the clause does not already imply (Fleury and Biere's
     * shrinking). Levels with one literal are left as they are.
     */
    private void shrink() {
        if (learntSize <= 2) {
            return;
        }
        if (levelCount.length <= d.level()) {
            int size = Math.max(d.level() + 1, levelCount.length * 2);
            levelCount = new int[size];
            levelUip = new int[size];
            levelStamp = new int[size];
        }
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(levelStamp, 0);
            stamp = 1;
        }
        if (literalLevel.length < learntSize) {
            literalLevel = new int[Math.max(learntSize, literalLevel.length * 2)];
        }
        for (int i = 1; i < learntSize; i++) {
            int level = level(Literals.not(learnt[i]));
            literalLevel[i] = level;
            if (levelStamp[level] != stamp) {
                levelStamp[level] = stamp;
                levelCount[level] = 0;
                levelUip[level] = -2;
            }
            levelCount[level]++;
        }
        boolean shrunk = false;
        for (int i = 1; i < learntSize; i++) {
            int level = literalLevel[i];
            if (levelCount[level] >= 2 && levelUip[level] == -2) {
                levelUip[level] = blockUip(level, levelCount[level]);
                shrunk |= levelUip[level] >= 0;
            }
        }
        if (!shrunk) {
            return;
        }
        int kept = 1;
        int size = learntSize;
        for (int i = 1; i < size; i++) {
            int level = literalLevel[i];
            int uip = levelCount[level] >= 2 ? levelUip[level] : -1;
            if (uip < 0) {
                learnt[kept++] = learnt[i];
            } else if (uip != -3) {
                learnt[kept++] = Literals.not(uip);
                levelUip[level] = -3;
            }
        }
        learntSize = kept;
    }

    /** Per decision level during {@link #shrink}: clause literals there, and the block implication point. */
    private int[] levelCount = new int[64];
    private int[] levelUip = new int[64];
    private int[] levelStamp = new int[64];
    private int stamp;
    private int[] literalLevel = new int[64];

    private int shrinkLevel;
    private int shrinkOpen;
    private boolean shrinkFailed;

    /** The block implication point of {@code level} for the {@code count} clause literals there, or -1. */
    private int blockUip(int level, int count) {
        shrinkLevel = level;
        shrinkOpen = count;
        shrinkFailed = false;
        int undoFrom = extraSize;
        int start = d.levelStart(level);
        int end = level < d.level() ? d.levelStart(level + 1) : d.trailSize();
        for (int e = end - 1; e >= start && !shrinkFailed; e--) {
            if (!hasMark(e)) {
                continue;
            }
            int uip = walkEntry(e, this::shrinkStep);
            if (uip >= 0 && !shrinkFailed) {
                return uip;
            }
        }
        for (int i = undoFrom; i < extraSize; i++) {
            unmark(extra[i]);
        }
        extraSize = undoFrom;
        return -1;
    }

    /** One step of {@link #blockUip}: true to stop (at the implication point, or on failure). */
    private boolean shrinkStep(int lit) {
        if (shrinkOpen == 1) {
            return true;
        }
        if (isDecision(lit)) {
            shrinkFailed = true;
            return true;
        }
        shrinkOpen--;
        check.clear();
        explain(lit, check);
        for (int k = 0; k < check.size(); k++) {
            int a = check.literal(k);
            if (marked(a)) {
                continue;
            }
            int l = level(a);
            if (l == 0) {
                continue;
            }
            if (l != shrinkLevel) {
                shrinkFailed = true;
                return true;
            }
            setMark(a);
            if (extraSize == extra.length) {
                extra = java.util.Arrays.copyOf(extra, extraSize * 2);
            }
            extra[extraSize++] = a;
            shrinkOpen++;
        }
        return false;
    }

    private int levels;
    private int[] droppedLits = new int[64];
    private int[] extra = new int[64];
    private int extraSize;
    private int[] stack = new int[64];

    private int abstractLevel(int lit) {
        return 1 << (level(lit) & 31);
    }

    /**
     * Whether true literal {@code lit} follows from the marked literals and level-0 facts: a depth-first
     * walk through reasons that fails at a decision, at a literal of a level no clause literal has, or at
     * a literal already found not to follow ("poisoned"). On success the literals walked are marked, so
     * later walks stop at them; on failure the literals on the walk's path are poisoned, so later walks
     * stop at them too (as in Van Gelder's and CaDiCaL's minimisation), while those it did show to follow
     * stay marked: they follow whatever becomes of the literal that started the walk.
     */
    private boolean redundant(int lit) {
        int frames = 0;
        int top = 0;
        frames = pushFrame(lit, frames, top);
        top = frameEnd[0];
        while (frames > 0) {
            int f = frames - 1;
            if (framePos[f] < frameEnd[f]) {
                int a = stack[framePos[f]++];
                if (marked(a)) {
                    continue;
                }
                int e = entryOf(a);
                int level = d.entryLevel(e);
                if (level == 0) {
                    continue;
                }
                if (poisoned(a) || isDecision(a, e) || (1 << (level & 31) & levels) == 0) {
                    for (int g = 0; g < frames; g++) {
                        poison(frameLit[g]);
                    }
                    poison(a);
                    return false;
                }
                frames = pushFrame(a, frames, top);
                top = frameEnd[frames - 1];
            } else {
                int done = frameLit[f];
                frames--;
                top = frameStart[f];
                if (frames > 0) {
                    setMark(done);
                    if (extraSize == extra.length) {
                        extra = java.util.Arrays.copyOf(extra, extraSize * 2);
                    }
                    extra[extraSize++] = done;
                }
            }
        }
        return true;
    }

    private int[] frameLit = new int[16];
    private int[] frameStart = new int[16];
    private int[] frameEnd = new int[16];
    private int[] framePos = new int[16];

    /** Opens a walk frame for {@code lit}: its reason's literals go on the stack from {@code top}. */
    private int pushFrame(int lit, int frames, int top) {
        if (frames == frameLit.length) {
            frameLit = java.util.Arrays.copyOf(frameLit, frames * 2);
            frameStart = java.util.Arrays.copyOf(frameStart, frames * 2);
            frameEnd = java.util.Arrays.copyOf(frameEnd, frames * 2);
            framePos = java.util.Arrays.copyOf(framePos, frames * 2);
        }
        check.clear();
        explain(lit, check);
        int size = check.size();
        if (top + size > stack.length) {
            stack = java.util.Arrays.copyOf(stack, Math.max(stack.length * 2, top + size));
        }
        check.copyTo(0, size, stack, top);
        frameLit[frames] = lit;
        frameStart[frames] = top;
        framePos[frames] = top;
        frameEnd[frames] = top + size;
        return frames + 1;
    }

    /** poisonGone[c]: symbols v whose literal [c≠v] is known not to follow; poisonFixed[c] for [c=v]. */
    private long[] poisonGone;
    private boolean[] poisonFixed;
    private int[] poisoned = new int[64];
    private int poisonedSize;

    private void poison(int lit) {
        int c = lit >>> 7;
        if (poisonGone == null) {
            poisonGone = new long[network.cellCount];
            poisonFixed = new boolean[network.cellCount];
        }
        if (poisonedSize == poisoned.length) {
            poisoned = java.util.Arrays.copyOf(poisoned, poisonedSize * 2);
        }
        poisoned[poisonedSize++] = c;
        if (Literals.negative(lit)) {
            poisonGone[c] |= 1L << ((lit >>> 1) & 63);
        } else {
            poisonFixed[c] = true;
        }
    }

    private boolean poisoned(int lit) {
        if (poisonGone == null) {
            return false;
        }
        int c = lit >>> 7;
        return Literals.negative(lit) ? (poisonGone[c] >>> ((lit >>> 1) & 63) & 1) != 0 : poisonFixed[c];
    }

    private void clearPoison() {
        for (int i = 0; i < poisonedSize; i++) {
            poisonGone[poisoned[i]] = 0;
            poisonFixed[poisoned[i]] = false;
        }
        poisonedSize = 0;
    }

    private void setMark(int lit) {
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

    private void unmark(int lit) {
        int c = (lit >>> 7);
        if (Literals.negative(lit)) {
            seenGone[c] &= ~(1L << (((lit >>> 1) & 63)));
        } else {
            seenFixed[c] = false;
        }
    }

    private boolean marked(int lit) {
        int c = (lit >>> 7);
        return Literals.negative(lit) ? (seenGone[c] & (1L << (((lit >>> 1) & 63)))) != 0 : seenFixed[c];
    }

    private int entryOf(int lit) {
        return reasons.entryOf(lit);
    }

    private int level(int lit) {
        return d.entryLevel(reasons.entryOf(lit));
    }

    private boolean isAssignment(int e) {
        return reasons.isAssignment(e);
    }

    private boolean isDecision(int lit) {
        return reasons.isDecision(lit);
    }

    /** Whether true literal {@code lit}, made true by entry {@code e}, is a decision. */
    private boolean isDecision(int lit, int e) {
        int cause = d.cause(e);
        return Literals.negative(lit) ? cause == Domains.REFUTATION : cause == Domains.DECISION;
    }

    /** Adds the reason of true literal {@code lit} (not a decision) to {@code out}, and shows it to the observer. */
    private void explain(int lit, Explanation out) {
        int from = out.size();
        reasons.reasonOf(lit, out);
        if (observer != null) {
            observer.explained(lit, out, from);
        }
    }
}
