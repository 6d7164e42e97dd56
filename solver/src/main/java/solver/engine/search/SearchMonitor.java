package solver.engine.search;

import solver.engine.core.Domains;

/**
 * Hears what a learning search does, so that strategies can learn from it: a conflict and the variables
 * its learned clause was derived from, a narrowing taken back, a restart. Every method defaults to
 * nothing.
 */
public interface SearchMonitor {

    /** A propagation failed at decision level {@code d.level()} (at least 1); {@code d} still holds that state. */
    default void conflict(Domains d) {
    }

    /**
     * Conflict analysis used the literals of these variables ({@code vars[0 .. count)}, each coded
     * {@code cell << 6 | symbol}).
     */
    default void analysed(int[] vars, int count) {
    }

    /**
     * An undo took back a narrowing of {@code cell} that removed {@code gone} and left {@code result}: the
     * variables of those symbols (and of the one left, if it was alone) are unassigned again.
     */
    default void undone(int cell, long gone, long result) {
    }

    /** The search is about to restart from the root. */
    default void restarting() {
    }
}
