package solver.engine.search;

import solver.engine.core.Domains;

/**
 * Learning nothing: at a dead end on level k the search goes back to level k - 1 and takes the other
 * branch of decision k there ({@link Domains#branch}), so the space is split into disjoint halves and
 * every solution is met exactly once, in the order the choices fix. That is plain depth-first search,
 * which counts and enumerates exactly and is the fastest way to a first solution on puzzles that
 * propagation nearly solves.
 */
public final class Chronological implements Learning {

    private static final int[] NONE = new int[0];
    private int refuted;

    @Override
    public int conflict(Domains d) {
        refuted = d.decision(d.level());
        return d.level() - 1;
    }

    @Override
    public int pastSolution(Domains d) {
        return d.level() == 0 ? -1 : conflict(d);
    }

    @Override
    public void conclude(Domains d) {
        // the decided cell had two symbols or more before its decision, so its other branch leaves one
        d.branch(refuted);
    }

    @Override
    public int glue() {
        return 0;
    }

    @Override
    public int[] analysed() {
        return NONE;
    }

    @Override
    public int analysedCount() {
        return 0;
    }

    @Override
    public void maintain(Domains d, long conflicts) {
    }

    @Override
    public boolean restarted(Domains d, long conflicts) {
        return true;
    }
}
