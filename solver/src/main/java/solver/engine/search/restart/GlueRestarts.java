package solver.engine.search.restart;

import solver.engine.search.RestartPolicy;

/**
 * Restarts driven by the quality of recent learned clauses (Audemard and Simon's Glucose, as CaDiCaL
 * runs it): a fast and a slow exponential moving average of the learned clauses' literal-block
 * distances; when the recent clauses are worse than the long-run level by a margin, the search is
 * wandering and restarts. At least a few conflicts separate two restarts.
 */
public final class GlueRestarts implements RestartPolicy {

    /** Restart when the fast average exceeds the slow one by this factor. */
    private static final double MARGIN = 1.1;
    /** Weight of the newest clause in the fast average. */
    private static final double FAST = 1.0 / 32;
    /** Weight of the newest clause in the slow average, once it has this many clauses behind it. */
    private static final double SLOW = 1.0 / 10_000;
    private static final int WARM_UP = 50;
    private static final int MIN_RUN = 2;

    private double fast;
    private double slow;
    private long conflicts;
    private long sinceRestart;

    @Override
    public void deadEnd(int glue) {
        conflicts++;
        sinceRestart++;
        fast += (glue - fast) * FAST;
        slow += (glue - slow) * Math.max(SLOW, 1.0 / conflicts);
    }

    @Override
    public boolean due() {
        return conflicts > WARM_UP && sinceRestart >= MIN_RUN && fast > MARGIN * slow;
    }

    @Override
    public void restarted() {
        sinceRestart = 0;
    }
}
