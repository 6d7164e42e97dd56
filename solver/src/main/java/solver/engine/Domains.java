package solver.engine;

/**
 * The mutable state of one search over a {@link Network}: a bitmask domain per cell, a trail of
 * (cell, old domain) pairs to undo narrowing, and two queues of propagators waiting to run (cheap ones
 * first). Every narrowing goes through {@link #restrict}, which records the old domain and wakes the
 * propagators watching the cell. Invariant outside {@link #propagate}: no domain is empty. One per
 * search; not thread-safe.
 */
final class Domains {

    /** Domain of each cell: bit v set while symbol index v is still possible. Read directly by propagators. */
    final long[] dom;
    private final Network network;
    private int[] trailCell;
    private long[] trailOld;
    private int trailSize;
    private final int[] cheap;
    private final int[] costly;
    private int cheapHead;
    private int cheapTail;
    private int costlyHead;
    private int costlyTail;
    private final boolean[] queued;
    private int running = -1;
    private long updates;

    Domains(Network network) {
        this.network = network;
        this.dom = new long[network.cellCount];
        java.util.Arrays.fill(dom, network.allSymbols);
        int capacity = Math.max(64, network.cellCount * 4);
        trailCell = new int[capacity];
        trailOld = new long[capacity];
        int count = network.propagatorCount();
        cheap = new int[count + 1];
        costly = new int[count + 1];
        queued = new boolean[count];
    }

    /** Domain prunings so far. */
    long updates() {
        return updates;
    }

    /**
     * Narrows cell {@code c} to {@code dom[c] & keep}. Returns false (changing nothing) if that leaves
     * nothing.
     */
    boolean restrict(int c, long keep) {
        long old = dom[c];
        long now = old & keep;
        if (now == old) {
            return true;
        }
        if (now == 0) {
            return false;
        }
        if (trailSize == trailCell.length) {
            trailCell = java.util.Arrays.copyOf(trailCell, trailSize * 2);
            trailOld = java.util.Arrays.copyOf(trailOld, trailSize * 2);
        }
        trailCell[trailSize] = c;
        trailOld[trailSize++] = old;
        dom[c] = now;
        updates++;
        schedule(network.onChange(c));
        if ((now & (now - 1)) == 0) {
            schedule(network.onFix(c));
        }
        return true;
    }

    /** Fixes cell {@code c} to symbol {@code v}; false if {@code v} is not in its domain. */
    boolean assign(int c, int v) {
        long bit = 1L << v;
        return (dom[c] & bit) != 0 && restrict(c, bit);
    }

    /** A point to {@link #undo} back to. */
    int mark() {
        return trailSize;
    }

    /** Restores every domain narrowed since {@code mark}. */
    void undo(int mark) {
        while (trailSize > mark) {
            trailSize--;
            dom[trailCell[trailSize]] = trailOld[trailSize];
        }
    }

    /** Queues every propagator (the first propagation of a search). */
    void scheduleAll() {
        for (int id = 0; id < queued.length; id++) {
            enqueue(id);
        }
    }

    private void schedule(int[] ids) {
        for (int id : ids) {
            if (id != running && !queued[id]) {
                enqueue(id);
            }
        }
    }

    private void enqueue(int id) {
        queued[id] = true;
        if (network.propagator(id).expensive()) {
            costly[costlyTail] = id;
            costlyTail = costlyTail + 1 == costly.length ? 0 : costlyTail + 1;
        } else {
            cheap[cheapTail] = id;
            cheapTail = cheapTail + 1 == cheap.length ? 0 : cheapTail + 1;
        }
    }

    /**
     * Runs queued propagators until none is waiting (true) or one fails (false; the queues are then
     * emptied and the caller undoes to its mark).
     */
    boolean propagate() {
        while (true) {
            int id;
            if (cheapHead != cheapTail) {
                id = cheap[cheapHead];
                cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
            } else if (costlyHead != costlyTail) {
                id = costly[costlyHead];
                costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
            } else {
                return true;
            }
            queued[id] = false;
            running = id;
            boolean ok = network.propagator(id).propagate(this);
            running = -1;
            if (!ok) {
                clearQueues();
                return false;
            }
        }
    }

    private void clearQueues() {
        while (cheapHead != cheapTail) {
            queued[cheap[cheapHead]] = false;
            cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
        }
        while (costlyHead != costlyTail) {
            queued[costly[costlyHead]] = false;
            costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
        }
    }
}
