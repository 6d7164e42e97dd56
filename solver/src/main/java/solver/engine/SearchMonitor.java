package solver.engine;

/**
 * Hears what the search does, so that strategies can learn from it: a decision that propagated without
 * failing, a dead end (with the failed propagation's conflict still recorded in {@link Domains}), the
 * cells a learned clause was derived from, a restart. Every method defaults to nothing.
 */
interface SearchMonitor {

    /** Cell {@code cell} was given {@code value} and propagation succeeded. */
    default void assigned(int cell, int value) {
    }

    /**
     * A branch on {@code cell} failed: its assignment ({@code assigning}) or, the assignment's subtree
     * done, its refutation; {@code d} still says what failed.
     */
    default void failed(int cell, boolean assigning, Domains d) {
    }

    /** Conflict analysis used the literals of these cells ({@code cells[0 .. count)}). */
    default void analysed(int[] cells, int count) {
    }

    /** The search is about to restart from the root. */
    default void restarting() {
    }
}
