package solver.explain;

import solver.engine.LogicNetwork;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;

/**
 * Runs one rule's propagator on a position (the engine's own reasoning, never a copy of it) and reports
 * what it removes and why: the premises its explanations name, as the position's candidates. The
 * position is assumed on a level of its own above the root, so that explanations name its literals.
 * One per walk; not thread-safe.
 */
final class RuleRunner {

    /** What one run found: the removals by cell, and the premises (per cell, the absent symbols named). */
    record Found(long[] lose, long[] absent, long[] present, boolean failed) {

        boolean any() {
            for (long m : lose) {
                if (m != 0) {
                    return true;
                }
            }
            return false;
        }
    }

    private final LogicNetwork logic;
    private final Domains d;
    private final Explanation why;
    /** The trail size once {@link #load} has assumed a position. */
    private int loaded;
    /** The candidates loaded now, or null when none are. */
    private long[] held;
    /** The position last loaded from scratch, and the trail size then: a later load within it starts there. */
    private long[] base;
    private int baseMark;

    RuleRunner(LogicNetwork logic) {
        this.logic = logic;
        this.d = new Domains(logic.network(), true);
        this.why = new Explanation(d);
    }

    LogicNetwork logic() {
        return logic;
    }

    /**
     * What propagator {@code id} removes from {@code cand}, with the premises of its explanations; null
     * when it removes nothing and does not fail. A failure (the rule cannot be kept on these
     * candidates) comes back with {@code failed} set and the premises of the failure.
     */
    Found run(int id, long[] cand) {
        if (!load(cand)) {
            return null;
        }
        return runLoaded(id, cand);
    }

    /**
     * {@link #run} on the position {@link #load} loaded ({@code cand}, the same candidates), which stays
     * loaded: for several rules on one position.
     */
    Found runLoaded(int id, long[] cand) {
        int mark = loaded;
        boolean ok = d.runAlone(id);
        int end = d.trailSize();
        if (ok && end == mark) {
            d.undo(loaded);
            return null;
        }
        int cells = cand.length;
        long[] lose = new long[cells];
        long[] absent = new long[cells];
        long[] present = new long[cells];
        if (ok) {
            for (int e = mark; e < end; e++) {
                int c = d.entryCell(e);
                long gone = d.entryGone(e);
                lose[c] |= gone;
                for (long g = gone; g != 0; g &= g - 1) {
                    why.clear();
                    logic.propagator(id).explain(d, c, Long.numberOfTrailingZeros(g), e, why);
                    premises(cand, absent, present);
                }
            }
        } else {
            why.clear();
            int cell = d.conflictCell();
            if (cell >= 0) {
                // it emptied a cell: the removals it had to make there are explained like any other
                for (long g = d.dom[cell]; g != 0; g &= g - 1) {
                    logic.propagator(id).explain(d, cell, Long.numberOfTrailingZeros(g), end, why);
                }
            } else {
                logic.propagator(id).explainFailure(d, why);
            }
            premises(cand, absent, present);
        }
        d.undo(loaded);
        return new Found(lose, absent, present, !ok);
    }

    /**
     * Loads {@code cand} as the position that {@link #runLoaded}, {@link #probe} and {@link #mustContain}
     * start from; false if a cell has no candidate. A position within the one loaded now, or within the
     * last one loaded from scratch, is reached by narrowing that one further (the same literals, on the
     * same level, as loading it from scratch: only cheaper, as positions reasoned from mostly shrink).
     */
    boolean load(long[] cand) {
        if (held != null && within(cand, held)) {
            return narrow(cand);
        }
        if (held != null && within(cand, base)) {
            d.undo(baseMark);
            System.arraycopy(base, 0, held, 0, held.length);
            loaded = baseMark;
            return narrow(cand);
        }
        return loadAnew(cand);
    }

    /**
     * {@link #load} of {@code cand}, which lies within {@code start}: a search from {@code start} loads the
     * positions it meets from there, so that its premises do not load the board from scratch each.
     */
    boolean load(long[] start, long[] cand) {
        if (base == null || !java.util.Arrays.equals(start, base)) {
            if (!loadAnew(start)) {
                return false;
            }
        }
        return load(cand);
    }

    private boolean loadAnew(long[] cand) {
        d.undo(0);
        held = null;
        if (!d.assume(cand)) {
            d.undo(0);
            base = null;
            return false;
        }
        loaded = d.mark();
        baseMark = loaded;
        base = cand.clone();
        held = cand.clone();
        return true;
    }

    private boolean narrow(long[] cand) {
        if (!d.assumeMore(cand)) {
            d.undo(loaded);
            return false;
        }
        loaded = d.mark();
        System.arraycopy(cand, 0, held, 0, cand.length);
        return true;
    }

    private static boolean within(long[] cand, long[] outer) {
        for (int c = 0; c < cand.length; c++) {
            if ((cand[c] & ~outer[c]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Probes propagator {@code id} on the loaded position as a person tries a digit in a rule's cell: with
     * {@code v} in cell {@code c} (and v gone from c's peers among the rule's cells {@code scope}), the rule
     * alone, to its fixpoint, removes what {@code removed} receives (by cell) or cannot be kept (false).
     */
    boolean probe(int id, int[] scope, int c, int v, PencilMarks b, long[] removed) {
        boolean ok = d.assign(c, v) && settle(id, scope, b);
        if (ok) {
            for (int e = loaded; e < d.trailSize(); e++) {
                removed[d.entryCell(e)] |= d.entryGone(e);
            }
        }
        d.undo(loaded);
        return ok;
    }

    /**
     * Whether symbol {@code v} must lie in the cells {@code scope} of propagator {@code id} on the loaded
     * position: with v gone from all of them, the rule alone cannot be kept.
     */
    boolean mustContain(int id, int[] scope, int v, PencilMarks b) {
        boolean ok = true;
        for (int c : scope) {
            if (!d.restrict(c, ~(1L << v))) {
                ok = false;
                break;
            }
        }
        ok = ok && settle(id, scope, b);
        d.undo(loaded);
        return !ok;
    }

    /** Runs the rule and the distinctness of its cells that see each other until neither changes anything. */
    private boolean settle(int id, int[] scope, PencilMarks b) {
        while (true) {
            int before = d.trailSize();
            for (int x : scope) {
                long m = d.dom[x];
                if ((m & (m - 1)) != 0) {
                    continue;
                }
                for (int y : scope) {
                    if (y != x && b.peers(x, y) && (d.dom[y] & m) != 0 && !d.restrict(y, ~m)) {
                        return false;
                    }
                }
            }
            if (!d.runAlone(id)) {
                return false;
            }
            if (d.trailSize() == before) {
                return true;
            }
        }
    }

    /** Adds the literals of {@link #why} that hold on {@code cand} (the position's facts) to the premises. */
    private void premises(long[] cand, long[] absent, long[] present) {
        for (int i = 0; i < why.size(); i++) {
            int lit = why.literal(i);
            int c = Literals.cellOf(lit);
            long bit = 1L << Literals.symbolOf(lit);
            if (Literals.negative(lit)) {
                if ((cand[c] & bit) == 0) {
                    absent[c] |= bit;
                }
            } else if (cand[c] == bit) {
                present[c] |= bit;
            }
        }
    }
}
