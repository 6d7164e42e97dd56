package solver.csp;

import solver.api.SearchControl;

/**
 * AC-3 arc consistency, used before the search on every arc and, as INFERENCE, after each assignment
 * on the arcs into the assigned cell (maintaining arc consistency, MAC). {@code revise(Xi, Xj)} drops
 * the values of Xi with no support in Xj; when Xi shrinks, the arcs (Xk, Xi) of its other unassigned
 * neighbours go back on the queue. For a plain "differ" arc Xi loses a value only when Xj is down to
 * one value, so no table is scanned (the homework's shortcut). Cages are not arcs: after an assignment
 * their other cells are narrowed as forward checking does, and the arcs into them queued.
 *
 * <p>Holds its queue (a ring of arc ids, each at most once): one instance per search.
 */
public final class Ac3 implements Inference {

    private final ConstraintGraph net;
    private final int[] queueCell;
    private final int[] queueArc;
    private final boolean[] queued;
    /** Cages whose cells lost values since their last narrowing, to narrow again once the queue is empty. */
    private final boolean[] cageDirty;
    private final int[] dirtyCages;
    private int dirtyCount;
    private int head;
    private int size;
    private long revisions;
    /** During {@link #initial(CspState, SearchControl)}: what says the search must stop; null otherwise. */
    private SearchControl control;
    /** Revisions between two looks at {@link #control}: a few tens of microseconds of work. */
    private static final int LOOK_EVERY = 4096;

    public Ac3(ConstraintGraph net) {
        this.net = net;
        int arcs = Math.max(1, net.arcCount());
        queueCell = new int[arcs];
        queueArc = new int[arcs];
        queued = new boolean[arcs];
        cageDirty = new boolean[net.cageCount()];
        dirtyCages = new int[net.cageCount()];
    }

    /** Runs AC-3 on every arc of the network. */
    @Override
    public boolean initial(CspState state) {
        for (int c = 0, cells = net.cellCount(); c < cells; c++) {
            if (!state.narrowCage(c)) {
                return false;
            }
        }
        for (int c = 0, cells = net.cellCount(); c < cells; c++) {
            for (int k = 0, d = net.degree(c); k < d; k++) {
                push(c, k);
            }
        }
        return propagate(state);
    }

    /**
     * The first pass, looking at {@code control} every {@value #LOOK_EVERY} revisions: on a 49x49 grid it
     * revises hundreds of thousands of arcs, which can outlast the search's time limit.
     */
    @Override
    public boolean initial(CspState state, SearchControl control) {
        this.control = control;
        try {
            return initial(state);
        } finally {
            this.control = null;
        }
    }

    /**
     * MAC: narrows the other cells of X's cage to the values that can complete it, queues (Xk, Y) for
     * Y = X and each of those cells and every unassigned neighbour Xk of Y, then runs AC-3.
     */
    @Override
    public boolean infer(CspState state, int cell) {
        if (!state.narrowCage(cell)) {
            return false;
        }
        pushInto(state, cell);
        int cage = net.cageOf(cell);
        if (cage >= 0) {
            for (int i = 0, size = net.cageSize(cage); i < size; i++) {
                int m = net.cageCell(cage, i);
                if (state.value(m) < 0) {
                    pushInto(state, m);
                }
            }
        }
        return propagate(state);
    }

    private void pushInto(CspState state, int cell) {
        for (int k = 0, d = net.degree(cell); k < d; k++) {
            int o = net.neighbour(cell, k);
            if (state.value(o) < 0) {
                push(o, net.reverse(cell, k));
            }
        }
    }

    /** Arc revisions done so far. */
    public long revisions() {
        return revisions;
    }

    private boolean propagate(CspState state) {
        do {
            while (size > 0) {
                int i = queueCell[head];
                int k = queueArc[head];
                head = head + 1 == queueCell.length ? 0 : head + 1;
                size--;
                queued[net.arcId(i, k)] = false;
                if (control != null && revisions % LOOK_EVERY == 0 && control.expired()) {
                    clear();
                    return false;
                }
                if (revise(state, i, k)) {
                    if (state.domain(i) == 0) {
                        clear();
                        return false;
                    }
                    int j = net.neighbour(i, k);
                    for (int k2 = 0, d = net.degree(i); k2 < d; k2++) {
                        int m = net.neighbour(i, k2);
                        if (m != j && state.value(m) < 0) {
                            push(m, net.reverse(i, k2));
                        }
                    }
                    markCage(i);
                }
            }
            if (!narrowDirtyCages(state)) {
                clear();
                return false;
            }
        } while (size > 0);
        return true;
    }

    private void markCage(int cell) {
        int cage = net.cageOf(cell);
        if (cage >= 0 && !cageDirty[cage]) {
            cageDirty[cage] = true;
            dirtyCages[dirtyCount++] = cage;
        }
    }

    /** Narrows the cages marked dirty and queues the arcs into their shrunken cells. */
    private boolean narrowDirtyCages(CspState state) {
        while (dirtyCount > 0) {
            int cage = dirtyCages[--dirtyCount];
            cageDirty[cage] = false;
            int changed = state.narrowCageCells(cage);
            if (changed < 0) {
                return false;
            }
            for (int i = 0; i < changed; i++) {
                pushInto(state, state.changedCageCell(i));
            }
        }
        return true;
    }

    /** Removes the values of cell i without support in neighbour k; true if any was removed. */
    private boolean revise(CspState state, int i, int k) {
        revisions++;
        long di = state.domain(i);
        long dj = state.domain(net.neighbour(i, k));
        if (net.isNotEqual(i, k)) {
            if (Long.bitCount(dj) == 1 && (di & dj) != 0) {
                state.restrict(i, ~dj);
                return true;
            }
            return false;
        }
        long[] support = net.support(i, k);
        long keep = 0;
        long m = di;
        while (m != 0) {
            int x = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if ((support[x] & dj) != 0) {
                keep |= 1L << x;
            }
        }
        if (keep != di) {
            state.restrict(i, keep);
            return true;
        }
        return false;
    }

    private void push(int c, int k) {
        int id = net.arcId(c, k);
        if (queued[id]) {
            return;
        }
        queued[id] = true;
        int tail = head + size;
        if (tail >= queueCell.length) {
            tail -= queueCell.length;
        }
        queueCell[tail] = c;
        queueArc[tail] = k;
        size++;
    }

    private void clear() {
        while (dirtyCount > 0) {
            cageDirty[dirtyCages[--dirtyCount]] = false;
        }
        while (size > 0) {
            queued[net.arcId(queueCell[head], queueArc[head])] = false;
            head = head + 1 == queueCell.length ? 0 : head + 1;
            size--;
        }
    }
}
