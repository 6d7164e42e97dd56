package solver.engine;

/**
 * One constraint of a compiled {@link Network}: it narrows the domains of its cells or reports that they
 * cannot be satisfied. Propagators are immutable (all search state lives in {@link Domains}), so one
 * compiled network serves many searches and threads at once.
 */
abstract class Propagator {

    /** When the engine wakes a propagator up. */
    enum Wake {
        /** On any change of a watched cell's domain. */
        CHANGE,
        /** Only when a watched cell becomes fixed (a single symbol left). */
        FIX
    }

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

    /** Which domain events wake it up. */
    abstract Wake wake();

    /** Expensive propagators run only when the cheap queue is empty. */
    boolean expensive() {
        return false;
    }

    /**
     * Narrows domains through {@link Domains#restrict}; returns false when a domain is wiped out or the
     * constraint is proved unsatisfiable.
     */
    abstract boolean propagate(Domains d);

    /** Low bit set. */
    static boolean single(long mask) {
        return (mask & (mask - 1)) == 0;
    }
}
