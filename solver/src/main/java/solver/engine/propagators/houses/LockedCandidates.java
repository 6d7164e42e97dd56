package solver.engine.propagators.houses;

import solver.candidates.LockedSymbols;
import solver.candidates.Occurrences;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * Pointing and claiming between two full houses that share several cells (a box and a row, say): a
 * symbol that one house can place only in the shared cells cannot go anywhere else in the other house
 * ({@link LockedSymbols}).
 * Removing v from the rest of one house is explained by v being gone from the rest of the other.
 */
public final class LockedCandidates extends Propagator {

    private final int[] shared;
    private final int[] onlyFirst;
    private final int[] onlySecond;

    /** @param shared cells in both houses; onlyFirst / onlySecond: the rest of each house */
    public LockedCandidates(int[] shared, int[] onlyFirst, int[] onlySecond) {
        super(concat(shared, onlyFirst, onlySecond));
        this.shared = shared.clone();
        this.onlyFirst = onlyFirst.clone();
        this.onlySecond = onlySecond.clone();
    }

    @Override
    public boolean expensive() {
        return true;
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        long inShared = Occurrences.union(dom, 0, shared, 0, shared.length);
        long firstRest = Occurrences.union(dom, 0, onlyFirst, 0, onlyFirst.length);
        long secondRest = Occurrences.union(dom, 0, onlySecond, 0, onlySecond.length);
        long lockedByFirst = LockedSymbols.locked(inShared, firstRest, secondRest);
        long lockedBySecond = LockedSymbols.locked(inShared, secondRest, firstRest);
        return removeFrom(d, onlySecond, lockedByFirst) && removeFrom(d, onlyFirst, lockedBySecond);
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        int[] other = contains(onlySecond, cell) ? onlyFirst : onlySecond;
        for (int c : other) {
            out.gone(c, value);
        }
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    private static boolean removeFrom(Domains d, int[] cells, long symbols) {
        if (symbols == 0) {
            return true;
        }
        for (int c : cells) {
            if (!d.restrict(c, ~symbols)) {
                return false;
            }
        }
        return true;
    }

    private static int[] concat(int[] a, int[] b, int[] c) {
        int[] out = new int[a.length + b.length + c.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        System.arraycopy(c, 0, out, a.length + b.length, c.length);
        return out;
    }
}
