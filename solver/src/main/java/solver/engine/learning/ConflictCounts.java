package solver.engine.learning;

import java.util.function.LongSupplier;

/**
 * What the conflicts of one search carried, summed, to see where a conflict's work goes (benchmarks
 * read it; nothing in the search does): the learned clause's single literals at the first implication
 * point, after minimisation and after shrinking, its set literals and glue, the reasons the analysis
 * and minimisation asked for and their literals, and, when a clock is given ({@link #timedBy}), the time
 * spent finding the implication point, minimising and shrinking. One per analysis; not thread-safe.
 */
public final class ConflictCounts {

    long conflicts;
    long uipLiterals;
    long minimisedLiterals;
    long shrunkLiterals;
    long setLiterals;
    long glue;
    long reasons;
    long reasonLiterals;
    long conflictLiterals;
    long analysisTime;
    long minimiseTime;
    long shrinkTime;
    private LongSupplier clock;

    /** From now on the analysis is timed by {@code source} (thread CPU nanoseconds, say; null: not timed). */
    public void timedBy(LongSupplier source) {
        this.clock = source;
    }

    long now() {
        return clock == null ? 0 : clock.getAsLong();
    }

    /** Conflicts analysed. */
    public long conflicts() {
        return conflicts;
    }

    /** Single literals of the learned clauses at the first implication point, before minimisation. */
    public long uipLiterals() {
        return uipLiterals;
    }

    /** The same after minimisation. */
    public long minimisedLiterals() {
        return minimisedLiterals;
    }

    /** The same after shrinking. */
    public long shrunkLiterals() {
        return shrunkLiterals;
    }

    /** Set literals of the learned clauses as stored (single literals merged by cell). */
    public long setLiterals() {
        return setLiterals;
    }

    /** Literal-block distances of the learned clauses, summed. */
    public long glue() {
        return glue;
    }

    /** Reasons asked for (of true literals, by analysis, minimisation and shrinking). */
    public long reasons() {
        return reasons;
    }

    /** Literals in those reasons. */
    public long reasonLiterals() {
        return reasonLiterals;
    }

    /** Literals in the conflicts' own statements. */
    public long conflictLiterals() {
        return conflictLiterals;
    }

    /** Clock units spent finding the implication points (with {@link #timedBy}). */
    public long analysisTime() {
        return analysisTime;
    }

    /** Clock units spent minimising. */
    public long minimiseTime() {
        return minimiseTime;
    }

    /** Clock units spent shrinking. */
    public long shrinkTime() {
        return shrinkTime;
    }
}
