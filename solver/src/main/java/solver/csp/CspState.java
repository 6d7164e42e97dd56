package solver.csp;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * The mutable side of one search over a {@link ConstraintGraph}: the assignment, the current domains, the
 * cage sums so far with the values that can still complete each cage, and a trail that undoes domain
 * changes. Domains and the assignment are kept apart
 * on purpose: plain backtracking never narrows a domain (its "legal values" are the domain values
 * consistent with the assigned neighbours), forward checking and MAC narrow them and undo through
 * the trail.
 *
 * <p>Invariants: an assigned cell's domain is exactly its value; {@code unassigned} counts the cells
 * with {@code value < 0}; undoing to a mark restores every domain changed since. One per search; not
 * thread-safe.
 */
final class CspState {

    private final ConstraintGraph net;
    private final int[] value;
    private final long[] domain;
    private int unassigned;
    private final long[] cageTotal;
    private final int[] cageFilled;
    private final long[] cageUsed;
    /** Per cage: the values that some completion of its total uses (see {@link #cageValues}). */
    private final long[] cageOptions;
    /** Earlier {@code cageOptions} of the cages of assigned cells, popped by {@link #unassign}. */
    private final long[] cageStack;
    private int cageDepth;
    /** Scratch of {@link #options}: the union of the completions found so far. */
    private long union;
    /** Adds a completion to {@link #union}. */
    private final LongConsumer unite = set -> union |= set;
    /** Marks what a completion of a cage gives each open cell, when it can be spread over them. */
    private final LongConsumer support = this::support;
    /** Scratch of {@link #narrowCageCells}: the open cells of one cage, their domains and supports. */
    private final int[] cageCells;
    private final long[] cageDomains;
    private final long[] cageSupports;
    private int openCount;
    private int[] trailCell;
    private long[] trailDomain;
    private int trailSize;
    private long prunings;
    /** Working arrays of the n-ary rules' check. */
    private final int[][] ruleScratch;

    /** Every cell unassigned with the full domain. */
    public CspState(ConstraintGraph net) {
        this.net = net;
        int cells = net.cellCount();
        value = new int[cells];
        Arrays.fill(value, -1);
        domain = new long[cells];
        Arrays.fill(domain, net.fullDomain());
        unassigned = cells;
        cageTotal = new long[net.cageCount()];
        cageFilled = new int[net.cageCount()];
        cageUsed = new long[net.cageCount()];
        cageOptions = new long[net.cageCount()];
        cageStack = new long[cells];
        int largest = 0;
        for (int k = 0; k < net.cageCount(); k++) {
            largest = Math.max(largest, net.cageSize(k));
        }
        cageCells = new int[largest];
        cageDomains = new long[largest];
        cageSupports = new long[largest];
        for (int k = 0; k < cageOptions.length; k++) {
            cageOptions[k] = options(k);
        }
        ruleScratch = net.constraints().scratch();
        trailCell = new int[Math.max(16, cells)];
        trailDomain = new long[trailCell.length];
    }

    /** The compiled rules this state assigns values under. */
    public ConstraintGraph graph() {
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
     * Whether {@code c = v} agrees with every assigned neighbour, leaves {@code c}'s cage able to
     * reach its total with distinct values in its other empty cells, and leaves every other rule over c
     * able to hold.
     */
    public boolean consistent(int c, int v) {
        for (int k = 0, d = net.degree(c); k < d; k++) {
            int o = value[net.neighbour(c, k)];
            if (o >= 0 && !net.allows(c, k, v, o)) {
                return false;
            }
        }
        int cage = net.cageOf(c);
        if (cage >= 0 && (cageOptions[cage] & (1L << v)) == 0) {
            return false;
        }
        return net.constraints().allowed(c, 1L << v, value, ruleScratch) != 0;
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
        mask = cage < 0 ? mask : mask & cageOptions[cage];
        return net.constraints().allowed(c, mask, value, ruleScratch);
    }

    /**
     * The values a cell of {@code cage} may still take: those in some set of distinct values, none used
     * in the cage yet, with one value per empty cell, adding up to what the total still needs. Empty
     * domains of the other cells are not consulted, only the cage's own state.
     */
    public long cageValues(int cage) {
        return cageOptions[cage];
    }

    private long options(int cage) {
        int left = net.cageSize(cage) - cageFilled[cage];
        if (left == 0) {
            return 0;
        }
        union = 0;
        net.sums().within(net.fullDomain() & ~cageUsed[cage], left, net.cageSum(cage) - cageTotal[cage], unite);
        return union;
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
            cageStack[cageDepth++] = cageOptions[cage];
            cageOptions[cage] = options(cage);
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
            cageOptions[cage] = cageStack[--cageDepth];
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

    /**
     * Forward checking on the cage of {@code c} (if any), see {@link #narrowCageCells}.
     *
     * @return false if a domain is wiped out
     */
    public boolean narrowCage(int c) {
        int cage = net.cageOf(c);
        return cage < 0 || narrowCageCells(cage) >= 0;
    }

    /**
     * Narrows each unassigned cell of {@code cage} to the values it takes in some set of distinct free
     * values that completes the total and can be spread over those cells: every cell must have a value
     * of the set in its domain, and every value of the set must be in some cell's domain (a cheap
     * relaxation of a perfect matching, so only values without support are removed).
     *
     * @return the number of cells whose domain shrank (listed by {@link #changedCageCell}), or -1 if
     *         a domain was wiped out
     */
    public int narrowCageCells(int cage) {
        int size = net.cageSize(cage);
        int k = 0;
        long reachable = 0;
        for (int i = 0; i < size; i++) {
            int m = net.cageCell(cage, i);
            if (value[m] < 0) {
                cageCells[k] = m;
                cageDomains[k] = domain[m];
                cageSupports[k] = 0;
                reachable |= domain[m];
                k++;
            }
        }
        if (k == 0) {
            return 0;
        }
        openCount = k;
        net.sums().within(net.fullDomain() & ~cageUsed[cage] & reachable, k,
                net.cageSum(cage) - cageTotal[cage], support);
        int changed = 0;
        for (int i = 0; i < k; i++) {
            long before = domain[cageCells[i]];
            long now = restrict(cageCells[i], cageSupports[i]);
            if (now == 0) {
                return -1;
            }
            if (now != before) {
                cageCells[changed++] = cageCells[i];
            }
        }
        return changed;
    }

    /** The {@code i}-th cell changed by the last {@link #narrowCageCells} call. */
    public int changedCageCell(int i) {
        return cageCells[i];
    }

    /**
     * A set of distinct free values completing the cage's total ({@code chosen}): when every open cell
     * can take one of them and every one of them fits some open cell, each cell's values in it are
     * supported.
     */
    private void support(long chosen) {
        long covered = 0;
        for (int i = 0; i < openCount; i++) {
            long mine = cageDomains[i] & chosen;
            if (mine == 0) {
                return;
            }
            covered |= mine;
        }
        if (covered != chosen) {
            return;
        }
        for (int i = 0; i < openCount; i++) {
            cageSupports[i] |= cageDomains[i] & chosen;
        }
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
