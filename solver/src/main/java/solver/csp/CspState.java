package solver.csp;

import java.util.Arrays;

/**
 * The mutable side of one search over a {@link Network}: the assignment, the current domains, the
 * cage sums so far, and a trail that undoes domain changes. Domains and the assignment are kept apart
 * on purpose: plain backtracking never narrows a domain (its "legal values" are the domain values
 * consistent with the assigned neighbours), forward checking and MAC narrow them and undo through
 * the trail.
 *
 * <p>Invariants: an assigned cell's domain is exactly its value; {@code unassigned} counts the cells
 * with {@code value < 0}; undoing to a mark restores every domain changed since. One per search; not
 * thread-safe.
 */
public final class CspState {

    private final Network net;
    private final int[] value;
    private final long[] domain;
    private int unassigned;
    private final int[] cageTotal;
    private final int[] cageFilled;
    private final long[] cageUsed;
    private int[] trailCell;
    private long[] trailDomain;
    private int trailSize;
    private long prunings;

    /** Every cell unassigned with the full domain. */
    public CspState(Network net) {
        this.net = net;
        int cells = net.cellCount();
        value = new int[cells];
        Arrays.fill(value, -1);
        domain = new long[cells];
        Arrays.fill(domain, net.fullDomain());
        unassigned = cells;
        cageTotal = new int[net.cageCount()];
        cageFilled = new int[net.cageCount()];
        cageUsed = new long[net.cageCount()];
        trailCell = new int[Math.max(16, cells)];
        trailDomain = new long[trailCell.length];
    }

    public Network network() {
        return net;
    }

    /** The value (symbol index) of cell {@code c}, or -1 when unassigned. */
    public int value(int c) {
        return value[c];
    }

    /** The assignment itself (symbol indices, -1 unassigned): the search's own array, do not keep it. */
    int[] values() {
        return value;
    }

    /** A copy of the assignment. */
    public int[] assignment() {
        return value.clone();
    }

    /** The current domain of {@code c} as a bitmask over symbol indices. */
    public long domain(int c) {
        return domain[c];
    }

    /** Number of unassigned cells. */
    public int unassigned() {
        return unassigned;
    }

    /** Values removed from domains by inference so far (the "updates" a result reports). */
    public long prunings() {
        return prunings;
    }

    /**
     * Whether {@code c = v} agrees with every assigned neighbour and leaves {@code c}'s cage able to
     * reach its total with distinct values in its other empty cells.
     */
    public boolean consistent(int c, int v) {
        for (int k = 0, d = net.degree(c); k < d; k++) {
            int o = value[net.neighbour(c, k)];
            if (o >= 0 && !net.allows(c, k, v, o)) {
                return false;
            }
        }
        int cage = net.cageOf(c);
        return cage < 0 || cageAllows(cage, v);
    }

    /**
     * The domain values of {@code c} consistent with the assignment ({@link #consistent} for each):
     * the "remaining values" of the MRV heuristic.
     */
    public long legal(int c) {
        long mask = domain[c];
        for (int k = 0, d = net.degree(c); k < d && mask != 0; k++) {
            int o = net.neighbour(c, k);
            int w = value[o];
            if (w >= 0) {
                mask &= net.support(o, net.reverse(c, k))[w];
            }
        }
        int cage = net.cageOf(c);
        if (cage >= 0 && mask != 0) {
            long m = mask;
            while (m != 0) {
                int v = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                if (!cageAllows(cage, v)) {
                    mask &= ~(1L << v);
                }
            }
        }
        return mask;
    }

    /** Whether the cage can still reach its total with {@code v} added. */
    private boolean cageAllows(int cage, int v) {
        long bit = 1L << v;
        if ((cageUsed[cage] & bit) != 0) {
            return false;
        }
        int left = net.cageSize(cage) - cageFilled[cage] - 1;
        long need = (long) net.cageSum(cage) - cageTotal[cage] - net.symbolValue(v);
        long free = net.fullDomain() & ~cageUsed[cage] & ~bit;
        long min = 0;
        long max = 0;
        long lo = free;
        long hi = free;
        for (int i = 0; i < left; i++) {
            if (lo == 0) {
                return false;
            }
            int a = Long.numberOfTrailingZeros(lo);
            lo &= lo - 1;
            int b = 63 - Long.numberOfLeadingZeros(hi);
            hi &= ~(1L << b);
            min += net.symbolValue(a);
            max += net.symbolValue(b);
        }
        return need >= min && need <= max;
    }

    /**
     * Assigns {@code c = v} and narrows its domain to {@code v} (trailed; not counted as pruning, since
     * the assignment itself removed those values, not an inference).
     */
    public void assign(int c, int v) {
        value[c] = v;
        unassigned--;
        narrow(c, 1L << v);
        int cage = net.cageOf(c);
        if (cage >= 0) {
            cageUsed[cage] |= 1L << v;
            cageTotal[cage] += net.symbolValue(v);
            cageFilled[cage]++;
        }
    }

    /** Takes back the assignment of {@code c} (its domain comes back through {@link #undo}). */
    public void unassign(int c) {
        int v = value[c];
        value[c] = -1;
        unassigned++;
        int cage = net.cageOf(c);
        if (cage >= 0) {
            cageUsed[cage] &= ~(1L << v);
            cageTotal[cage] -= net.symbolValue(v);
            cageFilled[cage]--;
        }
    }

    /**
     * Narrows the domain of {@code c} to {@code domain & keep}, recording the old domain on the trail.
     *
     * @return the new domain (0 = wiped out)
     */
    public long restrict(int c, long keep) {
        long old = domain[c];
        long now = narrow(c, keep);
        prunings += Long.bitCount(old & ~now);
        return now;
    }

    private long narrow(int c, long keep) {
        long old = domain[c];
        long now = old & keep;
        if (now != old) {
            if (trailSize == trailCell.length) {
                trailCell = Arrays.copyOf(trailCell, 2 * trailSize);
                trailDomain = Arrays.copyOf(trailDomain, 2 * trailSize);
            }
            trailCell[trailSize] = c;
            trailDomain[trailSize++] = old;
            domain[c] = now;
        }
        return now;
    }

    /** A point to undo domain changes back to. */
    public int mark() {
        return trailSize;
    }

    /** Restores every domain changed since {@code mark}. */
    public void undo(int mark) {
        while (trailSize > mark) {
            trailSize--;
            domain[trailCell[trailSize]] = trailDomain[trailSize];
        }
    }
}
