package solver.engine.search.choice;

import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.search.SearchMonitor;

import java.util.Arrays;

/**
 * Which way a decision on the variable "cell c holds v" goes, from three assignments kept as the search
 * runs (the phases of CaDiCaL and Kissat):
 * <ul>
 *   <li><b>saved</b> (Pipatsrisawat and Darwiche's phase saving): the value each variable last had before an
 *       undo unassigned it, positive for one never assigned, so a restarted search resumes near where it
 *       was;</li>
 *   <li><b>target</b> (Biere and Fleury, after Shaw's solution-guided search): the largest conflict-free
 *       assignment met since the target was last reset; while {@link #targeting}, a decision takes the
 *       variable's value there where it has one;</li>
 *   <li><b>best</b>: the largest conflict-free assignment since the last {@link #rephaseBest}, which copies
 *       it into the saved phases.</li>
 * </ul>
 * Target and best are kept as whole domains: a variable is true in one when its cell held only v, false
 * when v was gone, open otherwise; their size is counted in trail entries. The rephase methods overwrite
 * the saved phases (a {@link RephaseSchedule} calls them) and reset the target, so that the new phases
 * steer the next decisions.
 */
public final class Phases implements Polarity, SearchMonitor {

    private final long all;
    /** negative[c]: the symbols whose variable is saved false in cell c. */
    private final long[] negative;
    private final long[] target;
    private int targetSize;
    private final long[] best;
    private int bestSize;
    private boolean targeting = true;
    private boolean assignSaved;
    private final boolean keepBest;
    private final boolean targetPerRestart;

    /**
     * @param all              every symbol of a cell
     * @param keepBest         track the best assignment ({@link #rephaseBest} needs it)
     * @param targetPerRestart let the first conflict after every restart replace the target (else it goes
     *                         only at a rephase)
     */
    public Phases(int cellCount, long all, boolean keepBest, boolean targetPerRestart) {
        this.all = all;
        this.negative = new long[cellCount];
        this.target = new long[cellCount];
        this.best = keepBest ? new long[cellCount] : null;
        this.keepBest = keepBest;
        this.targetPerRestart = targetPerRestart;
        Arrays.fill(target, all);
        if (best != null) {
            Arrays.fill(best, all);
        }
    }

    /** Whether decisions follow the target where it has a value (else the saved phases only). */
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
        return (negative[cell] >>> symbol & 1) == 0;
    }

    /**
     * The decision on variable (cell, symbol): {@code [cell=symbol]} when its phase is positive; when it is
     * negative and the phases give the cell exactly one value in its domain {@code dom} (its target value,
     * or the one symbol whose saved phase is positive), {@code [cell=value]} if {@link #assignSavedValues}
     * is on; else {@code [cell≠symbol]}. Both ways follow the same phases: the cell's value there already
     * says the symbol is not in it, so assigning the value takes at once the step that removing the symbol
     * only starts. Most variables of a cell are false in any assignment, so most decisions of a learning
     * search remove one symbol (four in five on the 25x25 set); assigning instead makes levels carry more.
     */
    @Override
    public int decision(int cell, int symbol, long dom) {
        if (positive(cell, symbol)) {
            return Literals.eq(cell, symbol);
        }
        if (assignSaved) {
            if (targeting) {
                long t = target[cell];
                if ((t & (t - 1)) == 0 && (t & dom) != 0) {
                    return Literals.eq(cell, Long.numberOfTrailingZeros(t));
                }
            }
            long saved = dom & ~negative[cell];
            if (saved != 0 && (saved & (saved - 1)) == 0) {
                return Literals.eq(cell, Long.numberOfTrailingZeros(saved));
            }
        }
        return Literals.neq(cell, symbol);
    }

    /** Whether a decision whose phase removes a symbol assigns the cell's one saved value ({@link #decision}). */
    public void assignSavedValues(boolean on) {
        assignSaved = on;
    }

    /** The saved phase of "cell holds symbol" (tests). */
    public boolean savedPositive(int cell, int symbol) {
        return (negative[cell] >>> symbol & 1) == 0;
    }

    @Override
    public void undone(int cell, long gone, long result) {
        negative[cell] |= gone;
        if ((result & (result - 1)) == 0) {
            negative[cell] &= ~result;
        }
    }

    /**
     * Everything before the first entry of the failed level was a consistent fixpoint; if it is larger
     * than the target (or the best), it becomes the target (and the best).
     */
    @Override
    public void conflict(Domains d) {
        int size = d.levelStart(d.level());
        if (size > targetSize) {
            targetSize = size;
            snapshot(d, size, target);
        }
        if (keepBest && size > bestSize) {
            bestSize = size;
            snapshot(d, size, best);
        }
    }

    /** The domains {@code d} had when its trail held {@code size} entries, into {@code into}. */
    private static void snapshot(Domains d, int size, long[] into) {
        System.arraycopy(d.dom, 0, into, 0, into.length);
        for (int e = d.trailSize() - 1; e >= size; e--) {
            into[d.entryCell(e)] |= d.entryGone(e);
        }
    }

    /**
     * With a target per restart, the next conflict replaces the target whatever its size, but until then
     * the old target still steers the first descent (the search measured before rephasing existed, kept
     * exactly: clearing the values too made some 9x9 variants search up to 2.8 times more nodes).
     */
    @Override
    public void restarting() {
        if (targetPerRestart) {
            targetSize = 0;
        }
    }

    /** Trail entries of the best assignment so far (0: none since the last reset). */
    public int bestSize() {
        return bestSize;
    }

    /** Trail entries of the target (0: none). */
    public int targetSize() {
        return targetSize;
    }

    private void forgetTarget() {
        targetSize = 0;
        Arrays.fill(target, all);
    }

    /** Every saved phase positive (a decision assigns): the phases a search starts with. */
    public void rephaseOriginal() {
        Arrays.fill(negative, 0);
        forgetTarget();
    }

    /** Every saved phase negative (a decision removes the symbol). */
    public void rephaseInverted() {
        Arrays.fill(negative, all);
        forgetTarget();
    }

    /** Every saved phase the other way. */
    public void rephaseFlipped() {
        for (int c = 0; c < negative.length; c++) {
            negative[c] ^= all;
        }
        forgetTarget();
    }

    /**
     * The saved phases take the best assignment's values where it has them, and the best is forgotten so
     * that the next one is measured from here.
     */
    public void rephaseBest() {
        if (!keepBest) {
            throw new IllegalStateException("best phases are not kept");
        }
        for (int c = 0; c < negative.length; c++) {
            long m = best[c];
            long fixed = (m & (m - 1)) == 0 ? m : 0;
            negative[c] = (negative[c] & m & ~fixed) | (all & ~m);
        }
        bestSize = 0;
        Arrays.fill(best, all);
        forgetTarget();
    }

    /** The saved phases become the complete assignment {@code symbolOf[c]} (a local search's best). */
    public void rephaseTo(int[] symbolOf) {
        for (int c = 0; c < negative.length; c++) {
            negative[c] = all & ~(1L << symbolOf[c]);
        }
        forgetTarget();
    }

    /**
     * The saved value of each cell for a complete assignment: the lowest symbol of {@code dom[c]} whose
     * saved phase is positive, else the lowest of {@code dom[c]} (seeds a local search).
     */
    public void savedAssignment(long[] dom, int[] into) {
        for (int c = 0; c < into.length; c++) {
            long m = dom[c];
            long yes = m & ~negative[c];
            into[c] = Long.numberOfTrailingZeros(yes != 0 ? yes : m);
        }
    }
}
