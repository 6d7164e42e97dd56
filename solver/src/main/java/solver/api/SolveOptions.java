package solver.api;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * How far a search goes.
 *
 * @param maxSolutions stop after this many solutions (1 = first solution; {@link Long#MAX_VALUE} = all)
 * @param timeout      wall-clock limit for the whole search, or {@code null} for none
 * @param cancel       set from another thread (Ctrl-C) to stop the search; may be {@code null}
 * @param seed         seed for solvers that randomise (value order, restarts); 0 = their default
 * @param pace         run by the search each time it looks at the clock (about every millisecond of wall
 *                     time, between nodes), so that a server can hold a long search back while shorter work
 *                     has the cores; it may block for a while, and returns to let the search go on; may be
 *                     {@code null}
 */
public record SolveOptions(long maxSolutions, Duration timeout, AtomicBoolean cancel, long seed, Runnable pace) {

    public SolveOptions {
        if (maxSolutions < 1) {
            throw new IllegalArgumentException("maxSolutions must be at least 1");
        }
    }

    /** Options without a pace. */
    public SolveOptions(long maxSolutions, Duration timeout, AtomicBoolean cancel, long seed) {
        this(maxSolutions, timeout, cancel, seed, null);
    }

    /** Stop at the first solution. */
    public static SolveOptions firstSolution() {
        return new SolveOptions(1, null, null, 0);
    }

    /** Count (or stream) up to {@code limit} solutions. */
    public static SolveOptions upTo(long limit) {
        return new SolveOptions(limit, null, null, 0);
    }

    /** Every solution. */
    public static SolveOptions all() {
        return new SolveOptions(Long.MAX_VALUE, null, null, 0);
    }

    public SolveOptions withTimeout(Duration limit) {
        return new SolveOptions(maxSolutions, limit, cancel, seed, pace);
    }

    public SolveOptions withCancel(AtomicBoolean flag) {
        return new SolveOptions(maxSolutions, timeout, flag, seed, pace);
    }

    public SolveOptions withSeed(long newSeed) {
        return new SolveOptions(maxSolutions, timeout, cancel, newSeed, pace);
    }

    public SolveOptions withPace(Runnable hook) {
        return new SolveOptions(maxSolutions, timeout, cancel, seed, hook);
    }

    /** A fresh stop-watch for one search under these options. */
    public SearchControl control() {
        return new SearchControl(this);
    }
}
