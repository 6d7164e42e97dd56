package solver.engine.search;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.engine.Plan;
import solver.engine.core.Domains;
import solver.engine.search.CellChoice;
import solver.engine.search.ValueChoice;

/**
 * Depth-first search over propagated {@link Domains}: choose a cell and a symbol, assign it
 * (propagating), and on return refute it (remove it and propagate) before choosing again, so the space
 * is split into disjoint halves and every solution is met exactly once, in an order the choices fix.
 * Which cell and which symbol are strategies handed in by {@link Plan}. It counts and enumerates
 * exactly, and on puzzles that propagation nearly solves it is the fastest way to a first solution.
 * One per solve call; not thread-safe.
 */
public final class DepthFirstSearch {

    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final CellChoice cells;
    private final ValueChoice values;
    private final int[] solution;

    public DepthFirstSearch(Domains d, SearchControl control, SolutionSink sink, CellChoice cells, ValueChoice values) {
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.cells = cells;
        this.values = values;
        this.solution = new int[d.dom.length];
    }

    /** Searches until exhausted or told to stop by the control. */
    public void run() {
        branch();
    }

    /** Returns false when the search must unwind (the control said stop). */
    private boolean branch() {
        long[] dom = d.dom;
        while (true) {
            int c = cells.pick(dom);
            if (c < 0) {
                return control.solution(solution(dom), sink);
            }
            int v = values.pick(c, dom[c]);
            if (!control.node()) {
                return false;
            }
            int mark = d.mark();
            if (d.decide(c, v) && d.propagate()) {
                if (!branch()) {
                    return false;
                }
            } else {
                control.backtrack();
            }
            d.undo(mark);
            if (!d.refute(c, v) || !d.propagate()) {
                control.backtrack();
                return true;
            }
        }
    }

    private int[] solution(long[] dom) {
        for (int c = 0; c < solution.length; c++) {
            solution[c] = Long.numberOfTrailingZeros(dom[c]);
        }
        return solution;
    }
}
