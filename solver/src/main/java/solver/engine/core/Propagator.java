package solver.engine.core;

/**
 * One constraint of a compiled {@link Network}: it narrows the domains of its cells or reports that they
 * cannot be satisfied, and on demand it explains what it did. It is woken whenever the domain of one of
 * its cells changes. (Plain all-different reasoning, removing a fixed symbol from every peer, is built
 * into {@link Domains}.) Propagators are immutable (all search state lives in {@link Domains}), so one
 * compiled network serves many searches and threads at once.
 *
 * <p>Explanations are lazy: a propagator records nothing while it prunes; when conflict analysis needs
 * the reason of a pruning it asks {@link #explain} with the trail entry the pruning made, and the
 * propagator reasons again on the domains as they were just before that entry
 * ({@link Domains#domBefore}), naming only literals that were already true then. Any explanation made of
 * such literals is sound; a good one names few.
 */
public abstract class Propagator {

    private final int[] cells;

    protected Propagator(int[] cells) {
        this.cells = cells.clone();
    }

    /** The cells whose domains this propagator reads and narrows. */
    public final int[] cells() {
        return cells.clone();
    }

    public final int cellCount() {
        return cells.length;
    }

    public final int cell(int i) {
        return cells[i];
    }

    /** Expensive propagators run only when the cheap queue is empty. */
    public boolean expensive() {
        return false;
    }

    /**
     * Narrows domains through {@link Domains#restrict}; returns false when a domain is wiped out or the
     * constraint is proved unsatisfiable.
     */
    public abstract boolean propagate(Domains d);

    /**
     * Adds to {@code out} literals true before trail entry {@code at} that made this propagator remove
     * {@code value} from {@code cell}: either a removal it made at entry {@code at}, or (with {@code at}
     * equal to the trail size) one it found it had to make when it failed by emptying {@code cell}.
     * The default names every symbol gone from every cell of the constraint, which is always sound.
     */
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        explainByScope(d, at, out);
    }

    /**
     * Right after {@link #propagate} returned false without emptying a domain: adds to {@code out}
     * literals, all true now, that this constraint cannot satisfy together. The default names every
     * symbol gone from every cell of the constraint.
     */
    public void explainFailure(Domains d, Explanation out) {
        explainByScope(d, d.trailSize(), out);
    }

    /** Every symbol gone from a cell of this constraint before entry {@code at}. */
    protected final void explainByScope(Domains d, int at, Explanation out) {
        long all = d.network().allSymbols;
        for (int c : cells) {
            out.goneAll(c, all & ~d.domBefore(c, at));
        }
    }

    /**
     * The state this propagator keeps between its runs in the search of {@code d} (see
     * {@link #newState}), made on first use and kept in {@code d} under the propagator's id. When
     * {@code d} is not running it (a direct call, as tests make), a fresh one that nobody keeps.
     */
    protected final Object state(Domains d) {
        int id = d.running();
        if (id < 0) {
            return newState(d);
        }
        return d.states().of(this, id, d);
    }

    /**
     * A fresh per-search state for {@link #state}, for propagators that keep work between runs; its
     * contents must let a run that finds it fresh do everything from the domains alone.
     */
    protected Object newState(Domains d) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " keeps no state");
    }

    /** Whether at most one bit is set. */
    protected static boolean single(long mask) {
        return (mask & (mask - 1)) == 0;
    }
}
