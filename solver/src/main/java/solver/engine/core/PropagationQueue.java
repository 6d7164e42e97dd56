package solver.engine.core;

/**
 * What {@link Domains#propagate} has still to do, in the order it does it: fixed cells whose symbol is
 * not yet removed from their peers, trail entries not yet shown to the learned clauses, then cheap
 * propagators, then expensive ones (each queued once, first in first out). One per search; not
 * thread-safe.
 */
final class PropagationQueue {

    /** Fixed cells whose symbol is not yet removed from their peers (a stack; order does not matter). */
    private final int[] fixed;
    private int fixedSize;
    /** Trail entries before this one have been shown to the clause watches. */
    private int clauseHead;
    private final int[] cheap;
    private final int[] costly;
    private int cheapHead;
    private int cheapTail;
    private int costlyHead;
    private int costlyTail;
    /** Whether each propagator waits in the queue; always true for one left out of the search. */
    private final boolean[] queued;
    private final boolean[] expensive;
    /** Propagators left out of this search ({@link #leaveOut}). */
    private final boolean[] leftOut;

    PropagationQueue(Network network) {
        int propagators = network.propagatorCount();
        fixed = new int[network.cellCount];
        cheap = new int[propagators + 1];
        costly = new int[propagators + 1];
        queued = new boolean[propagators];
        expensive = new boolean[propagators];
        leftOut = new boolean[propagators];
        for (int id = 0; id < propagators; id++) {
            expensive[id] = network.propagator(id).expensive();
        }
    }

    /** Queues the propagators {@code ids} not yet queued, except {@code running} (it sees its own work). */
    void wake(int[] ids, int running) {
        for (int id : ids) {
            if (!queued[id] && id != running) {
                enqueue(id);
            }
        }
    }

    /** Queues every propagator not yet queued. */
    void wakeAll() {
        for (int id = 0; id < queued.length; id++) {
            if (!queued[id]) {
                enqueue(id);
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
     * Leaves propagator {@code id} out of this search: it stays marked queued, so no wake-up queues it, and
     * if it waits in the queue now it is passed over when its turn comes.
     */
    void leaveOut(int id) {
        leftOut[id] = true;
        queued[id] = true;
    }

    /** The next propagator to run (taken off the queue: cheap ones first), or -1 when none waits. */
    int nextPropagator() {
        while (true) {
            int id;
            if (cheapHead != cheapTail) {
                id = cheap[cheapHead];
                cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
            } else if (costlyHead != costlyTail) {
                id = costly[costlyHead];
                costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
            } else {
                return -1;
            }
            if (!leftOut[id]) {
                queued[id] = false;
                return id;
            }
        }
    }

    void pushFixed(int c) {
        fixed[fixedSize++] = c;
    }

    boolean hasFixed() {
        return fixedSize > 0;
    }

    int popFixed() {
        return fixed[--fixedSize];
    }

    /** Forgets the fixed cells waiting (before all fixed cells are pushed afresh). */
    void forgetFixed() {
        fixedSize = 0;
    }

    /** The first trail entry not yet shown to the clause watches. */
    int clauseHead() {
        return clauseHead;
    }

    void clauseShown() {
        clauseHead++;
    }

    /** The clause watches have seen the entries before {@code size} and no others. */
    void clausesSeenTo(int size) {
        clauseHead = size;
    }

    /** Entries from {@code size} on are new to the clause watches (after an undo to that size, or a start). */
    void clausesFrom(int size) {
        if (clauseHead > size) {
            clauseHead = size;
        }
    }

    /** Whether anything waits but learned clauses. */
    boolean busy() {
        return fixedSize > 0 || cheapHead != cheapTail || costlyHead != costlyTail;
    }

    /** Drops everything waiting; the clause watches have seen the trail up to {@code trailSize}. */
    void clear(int trailSize) {
        fixedSize = 0;
        clauseHead = trailSize;
        while (cheapHead != cheapTail) {
            queued[cheap[cheapHead]] = leftOut[cheap[cheapHead]];
            cheapHead = cheapHead + 1 == cheap.length ? 0 : cheapHead + 1;
        }
        while (costlyHead != costlyTail) {
            queued[costly[costlyHead]] = leftOut[costly[costlyHead]];
            costlyHead = costlyHead + 1 == costly.length ? 0 : costlyHead + 1;
        }
    }
}
