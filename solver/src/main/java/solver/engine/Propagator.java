package solver.engine;

/**
 * One constraint of a compiled {@link Network}: it narrows the domains of its cells or reports that they
 * cannot be satisfied. It is woken whenever the domain of one of its cells changes. (Plain
 * all-different reasoning, removing a fixed symbol from every peer, is built into {@link Domains}.)
 * Propagators are immutable (all search state lives in {@link Domains}), so one compiled network
 * serves many searches and threads at once.
 */
abstract class Propagator {

    private final int[] cells;

    Propagator(int[] cells) {
        this.cells = cells.clone();
    }

    /** The cells whose domains this propagator reads and narrows. */
    final int[] cells() {
        return cells.clone();
    }

    final int cellCount() {
        return cells.length;
    }

    final int cell(int i) {
        return cells[i];
    }

    /** Expensive propagators run only when the cheap queue is empty. */
    boolean expensive() {
        return false;
    }

    /**
     * Narrows domains through {@link Domains#restrict}; returns false when a domain is wiped out or the
     * constraint is proved unsatisfiable.
     */
    abstract boolean propagate(Domains d);

    /** Whether at most one bit is set. */
    static boolean single(long mask) {
        return (mask & (mask - 1)) == 0;
    }
}
