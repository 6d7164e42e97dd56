package solver.engine.learning;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;

/**
 * Makes a learned clause shorter without making it weaker, after {@link ConflictAnalysis} found its first
 * implication point: {@link #minimise} drops each lower-level literal implied by the others (MiniSat's
 * recursive minimisation, with Van Gelder's and CaDiCaL's poisoning), and {@link #shrink} replaces the
 * literals of one lower level by a single literal of that level that implies them all (Fleury and
 * Biere's shrinking). Both walk the reasons the analysis gives and share its marks: a marked literal is
 * one the clause already implies. One per analysis; not thread-safe.
 */
final class ClauseMinimiser {

    private final ConflictAnalysis analysis;
    private final Domains d;
    private final Explanation check;

    ClauseMinimiser(ConflictAnalysis analysis, Domains d) {
        this.analysis = analysis;
        this.d = d;
        this.check = new Explanation(d);
    }

    /**
     * Drops each lower-level literal implied by the others: one whose reasons, followed back, end only
     * in marked or level-0 literals (MiniSat's recursive minimisation). A literal on a level where no
     * other clause literal lies cannot be implied by them, which cuts most searches short.
     */
    int minimise(int[] learnt, int learntSize) {
        levels = 0;
        for (int i = 1; i < learntSize; i++) {
            levels |= abstractLevel(Literals.not(learnt[i]));
        }
        extraSize = 0;
        int kept = 1;
        int dropped = 0;
        for (int i = 1; i < learntSize; i++) {
            int lit = Literals.not(learnt[i]);
            if (analysis.isDecision(lit) || !redundant(lit)) {
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
            analysis.unmark(extra[i]);
        }
        extraSize = 0;
        for (int i = 0; i < dropped; i++) {
            analysis.unmark(Literals.not(droppedLits[i]));
        }
        clearPoison();
        return kept;
    }

    /**
     * Replaces the literals of one lower level by a single literal of that level that implies them all
     * (its block implication point), where one is found by resolving on that level alone without
     * bringing in literals of other levels that the clause does not already imply (Fleury and Biere's
     * shrinking). Levels with one literal are left as they are.
     */
    int shrink(int[] learnt, int learntSize) {
        if (learntSize <= 2) {
            return learntSize;
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
            int level = analysis.level(Literals.not(learnt[i]));
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
            return learntSize;
        }
        int kept = 1;
        int size = learntSize;
        for (int i = 1; i < size; i++) {
            int level = literalLevel[i];
            int uip = levelCount[level] >= 2 ? levelUip[level] : -1;
            if (uip == -3) {
                // a level already replaced by its implication point: its other literals go
                continue;
            }
            if (uip < 0) {
                learnt[kept++] = learnt[i];
            } else {
                learnt[kept++] = Literals.not(uip);
                levelUip[level] = -3;
            }
        }
        return kept;
    }

    /** Per decision level during {@link #shrink}: clause literals there, and the block implication point. */
    private int[] levelCount = new int[64];
    private int[] levelUip = new int[64];
    private int[] levelStamp = new int[64];
    private int stamp;
    private int[] literalLevel = new int[64];

    /** {@link #shrinkStep} as the step of the entry walk, made once (a method reference per call allocates). */
    private final java.util.function.IntPredicate shrinkStep = this::shrinkStep;
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
            if (!analysis.hasMark(e)) {
                continue;
            }
            int uip = analysis.walkEntry(e, shrinkStep);
            if (uip >= 0 && !shrinkFailed) {
                return uip;
            }
        }
        for (int i = undoFrom; i < extraSize; i++) {
            analysis.unmark(extra[i]);
        }
        extraSize = undoFrom;
        return -1;
    }

    /** One step of {@link #blockUip}: true to stop (at the implication point, or on failure). */
    private boolean shrinkStep(int lit) {
        if (shrinkOpen == 1) {
            return true;
        }
        if (analysis.isDecision(lit)) {
            shrinkFailed = true;
            return true;
        }
        shrinkOpen--;
        check.clear();
        analysis.explain(lit, check);
        for (int k = 0; k < check.size(); k++) {
            int a = check.literal(k);
            if (analysis.marked(a)) {
                continue;
            }
            int l = analysis.level(a);
            if (l == 0) {
                continue;
            }
            if (l != shrinkLevel) {
                shrinkFailed = true;
                return true;
            }
            analysis.setMark(a);
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
        return 1 << (analysis.level(lit) & 31);
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
                if (analysis.marked(a)) {
                    continue;
                }
                int e = analysis.entryOf(a);
                int level = d.entryLevel(e);
                if (level == 0) {
                    continue;
                }
                if (poisoned(a) || analysis.isDecision(a, e) || (1 << (level & 31) & levels) == 0) {
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
                    analysis.setMark(done);
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
        analysis.explain(lit, check);
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
            poisonGone = new long[d.network().cellCount];
            poisonFixed = new boolean[d.network().cellCount];
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
}
