package solver.engine.search.choice;

import solver.engine.core.Domains;
import solver.engine.search.SearchMonitor;

/**
 * Target phases (Biere and Fleury's CaDiCaL, after Shaw's "solution-guided" search): the largest
 * conflict-free assignment met since the last restart is the target; while targeting, a decision takes
 * the variable's value in the target where the target has one, else what {@code fallback} says. An
 * assignment is kept as whole domains: a variable "c holds v" is true in it when c held only v, false
 * when v was gone from c, and open otherwise. Size is measured in trail entries.
 */
public final class TargetPhase implements Polarity, SearchMonitor {

    private final Polarity fallback;
    private final long[] target;
    private int targetSize;
    private boolean targeting = true;

    public TargetPhase(int cellCount, long all, Polarity fallback) {
        this.fallback = fallback;
        this.target = new long[cellCount];
        java.util.Arrays.fill(target, all);
    }

    /** Whether decisions follow the target (else only {@code fallback}). */
    public void targeting(boolean on) {
        targeting = on;
    }

    @Override
    public boolean positive(int cell, int symbol) {
        if (targeting) {
            long m = target[cell];
            if ((m >>> symbol & 1) == 0) {
                return false;
            }
            if ((m & (m - 1)) == 0) {
                return true;
            }
        }
        return fallback.positive(cell, symbol);
    }

    /**
     * Everything before the first entry of the failed level was a consistent fixpoint; if it is larger
     * than the target, it becomes the target.
     */
    @Override
    public void conflict(Domains d) {
        int size = d.levelStart(d.level());
        if (size <= targetSize) {
            return;
        }
        targetSize = size;
        System.arraycopy(d.dom, 0, target, 0, target.length);
        for (int e = d.trailSize() - 1; e >= size; e--) {
            target[d.entryCell(e)] |= d.entryGone(e);
        }
    }

    @Override
    public void restarting() {
        targetSize = 0;
    }
}
