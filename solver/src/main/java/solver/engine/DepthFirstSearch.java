package solver.engine;

import solver.SearchControl;
import solver.SolutionSink;

/**
 * Depth-first search over propagated {@link Domains}: choose a cell and a symbol, assign it
 * (propagating), and on return refute it (remove it and propagate) before choosing again, so the space
 * is split into disjoint halves and every solution is met exactly once. Which cell and symbol, whether
 * and when to restart, and whether restarts keep nogoods are strategies handed in by {@link Plan};
 * the search tells its monitors what happens. With restarts, each run may meet the dead ends the policy
 * allows it; since the limits grow, the search stays complete. One per solve call; not thread-safe.
 */
final class DepthFirstSearch {

    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final CellChoice cells;
    private final ValueChoice values;
    private final RestartPolicy restarts;
    private final SearchMonitor[] monitors;
    /** Nogoods kept at restarts, or null. */
    private final RestartNogoods nogoods;
    private final int[] solution;
    private boolean restart;
    private int restartCount;
    /** The current branch, when nogoods are kept: decision cells and symbols, and which are assignments. */
    private final int[] decisionCell;
    private final int[] decisionValue;
    private final boolean[] decisionAssigns;
    private int decisions;

    DepthFirstSearch(Network network, Domains d, SearchControl control, SolutionSink sink, CellChoice cells,
                     ValueChoice values, RestartPolicy restarts, boolean keepNogoods, SearchMonitor... monitors) {
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.cells = cells;
        this.values = values;
        this.restarts = restarts;
        this.monitors = monitors.clone();
        this.nogoods = keepNogoods ? new RestartNogoods(network, d) : null;
        this.solution = new int[network.cellCount];
        int most = keepNogoods ? 2 * network.cellCount * network.n + 2 : 0;
        this.decisionCell = new int[most];
        this.decisionValue = new int[most];
        this.decisionAssigns = new boolean[most];
    }

    /** Nogoods kept so far (0 without restarts or nogoods). */
    int learned() {
        return nogoods == null ? 0 : nogoods.size();
    }

    int restarts() {
        return restartCount;
    }

    /** Searches until exhausted or told to stop by the control. */
    void run() {
        int root = d.mark();
        while (true) {
            restart = false;
            dfs();
            if (!restart) {
                return;
            }
            restartCount++;
            for (SearchMonitor m : monitors) {
                m.restarting();
            }
            restarts.restarted();
            d.undo(root);
            if (nogoods != null) {
                if (!nogoods.record(decisionCell, decisionValue, decisionAssigns, decisions, d)) {
                    control.backtrack();
                    return;
                }
                root = d.mark();
            }
            decisions = 0;
        }
    }

    /** Returns false when the search must unwind (stop or restart). */
    private boolean dfs() {
        int frame = decisions;
        boolean ok = branch();
        if (!restart) {
            decisions = frame;
        }
        return ok;
    }

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
            int here = decisions;
            push(c, v, true);
            if (d.decide(c, v) && d.propagate()) {
                for (SearchMonitor m : monitors) {
                    m.assigned(c, v);
                }
                if (!dfs()) {
                    return false;
                }
            } else if (!deadEnd(c, true)) {
                return false;
            }
            d.undo(mark);
            decisions = here;
            push(c, v, false);
            if (!d.refute(c, v) || !d.propagate()) {
                return deadEnd(c, false);
            }
        }
    }

    private void push(int c, int v, boolean assigns) {
        if (nogoods != null) {
            decisionCell[decisions] = c;
            decisionValue[decisions] = v;
            decisionAssigns[decisions++] = assigns;
        }
    }

    /** Counts a dead end met while branching on {@code c}; false when it uses up the current run. */
    private boolean deadEnd(int c, boolean assigning) {
        control.backtrack();
        for (SearchMonitor m : monitors) {
            m.failed(c, assigning, d);
        }
        restarts.deadEnd(0);
        if (restarts.due()) {
            restart = true;
            return false;
        }
        return true;
    }

    private int[] solution(long[] dom) {
        for (int c = 0; c < solution.length; c++) {
            solution[c] = Long.numberOfTrailingZeros(dom[c]);
        }
        return solution;
    }
}
