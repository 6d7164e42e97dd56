package solver.engine;

/**
 * The mutable state of one search over a {@link Network}: a bitmask domain per cell, a trail of
 * (cell, old domain) pairs to undo narrowing, a queue of newly fixed cells and two queues of propagators
 * waiting to run. Every narrowing goes through {@link #restrict}, which records the old domain, wakes
 * the propagators watching the cell and, when one symbol is left, queues the cell so that
 * {@link #propagate} removes that symbol from all its peers (naked singles) before any propagator runs,
 * then cheap propagators before expensive ones. Invariant outside {@link #propagate}: no domain is
 * empty. One per search; not thread-safe.
 */
final class Domains {

    /** Domain of each cell: bit v set while symbol index v is still possible. Read directly by propagators. */
    final long[] dom;
    private final Network network;
    private int[] trailCell;
    private long[] trailOld;
    private int trailSize;
    /** Fixed cells whose symbol is not yet removed from their peers (a stack; order does not matter). */
    private final int[] fixed;
    private int fixedSize;
    private final int[] cheap;
    private final int[] costly;
    private int cheapHead;
    private int cheapTail;
    private int costlyHead;
    private int costlyTail;
    private final boolean[] queued;
    private final boolean[] expensive;
    private int running = -1;
    private long updates;
    /** Cell whose domain the last failed propagation would have emptied, or -1. */
    private int conflictCell = -1;
    /** Propagator that reported the last failure, or -1 (peer elimination or a wipe-out). */
    private int conflictPropagator = -1;

    /** Working arrays for propagators that need more than locals (one propagator runs at a time). */
    static final class Scratch {
        final int[] valueOf = new int[64];
        final int[] owner = new int[64];
        final int[] index = new int[64];
        final int[] low = new int[64];
        final int[] stack = new int[64];
        final boolean[] onStack = new boolean[64];
        final int[] component = new int[64];
        final long[] unions = new long[64];
        long visited;
        int counter;
        int stackSize;
        int componentCount;
    }

    private Scratch scratch;
    /** Nogoods told about every fixed cell, or null. */
    private Nogoods nogoods;

    /** From now on, {@code store} is told about every cell fixed. */
    void useNogoods(Nogoods store) {
        this.nogoods = store;
    }

    /** Shared working arrays, created on first use. */
    Scratch scratch() {
        if (scratch == null) {
            scratch = new Scratch();
        }
        return scratch;
    }

    Domains(Network network) {
        this.network = network;
        this.dom = new long[network.cellCount];
        java.util.Arrays.fill(dom, network.allSymbols);
        int capacity = Math.max(64, network.cellCount * 4);
        trailCell = new int[capacity];
        trailOld = new long[capacity];
        fixed = new int[network.cellCount];
        int count = network.propagatorCount();
        cheap = new int[count + 1];
        costly = new int[count + 1];
        queued = new boolean[count];
        expensive = new boolean[count];
        for (int id = 0; id < count; id++) {
            expensive[id] = network.propagator(id).expensive();
        }
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
            conflictCell = c;
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
        if ((now & (now - 1)) == 0) {
            fixed[fixedSize++] = c;
        }
        for (int id : network.watchers(c)) {
            if (!queued[id] && id != running) {
                enqueue(id);
            }
        }
        return true;
    }

    /** Narrows cell {@code c} to symbol {@code v} (propagate afterwards); false if {@code v} is not in its domain. */
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

    /** Queues every propagator and every fixed cell (the first propagation of a search). */
    void scheduleAll() {
        for (int id = 0; id < queued.length; id++) {
            if (!queued[id]) {
                enqueue(id);
            }
        }
        fixedSize = 0;
        for (int c = 0; c < dom.length; c++) {
            if ((dom[c] & (dom[c] - 1)) == 0) {
                fixed[fixedSize++] = c;
            }
        }
    }

    private void enqueue(int id) {
        queued[id] = true;
        if (expensive[id]) {
            costly[costlyTail] = id;
            costlyTail = costlyTail + 1 == costly.length ? 0 : costlyTail + 1;
        } else {
            cheap[cheapTail] = id;
            cheapTail = cheapTail + 1 == cheap.length ? 0 : cheapTail + 1;
        }
    }

    /**
     * Removes fixed symbols from peers and runs queued propagators until nothing is waiting (true) or
     * something fails (false; the queues are then emptied and the caller undoes to its mark).
     */
    boolean propagate() {
        conflictCell = -1;
        conflictPropagator = -1;
        while (true) {
            if (fixedSize > 0) {
                if (!eliminate(fixed[--fixedSize])) {
                    clearQueues();
                    return false;
                }
                continue;
            }
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
                conflictPropagator = id;
                clearQueues();
                return false;
            }
        }
    }

    /** Removes the symbol of fixed cell {@code c} from its peers; false if a peer is left with nothing. */
    private boolean eliminate(int c) {
        long bit = dom[c];
        if (nogoods != null && !nogoods.fixed(this, c, Long.numberOfTrailingZeros(bit))) {
            return false;
        }
        for (int p : network.peers(c)) {
            if ((dom[p] & bit) != 0 && !restrict(p, ~bit)) {
                return false;
            }
        }
        return true;
    }

    /** After a failed {@link #propagate}: the cell it would have emptied, or -1. */
    int conflictCell() {
        return conflictCell;
    }

    /** After a failed {@link #propagate}: the propagator that failed, or -1. */
    int conflictPropagator() {
        return conflictPropagator;
    }

    private void clearQueues() {
        fixedSize = 0;
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
