package solver.engine.search;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.engine.core.Domains;
import solver.engine.core.Literals;

/**
 * The engine's one search loop over propagated {@link Domains}: propagate; at a failure, let the
 * {@link Learning} strategy say where to go back to, undo to there and make its conclusion true; when
 * every cell is fixed, report the solution and go past it the same way; else open a level with the
 * decision the {@link DecisionChoice} picks. A {@link RestartPolicy} hears of every dead end and may send
 * the search back to the root, and a {@link Rephasing} may reset the phases there; {@link SearchMonitor}s hear of every conflict, every analysis, every
 * narrowing an undo takes back and every restart. Plain depth-first search is this loop with
 * {@link Chronological} and no restarts; conflict-driven clause learning is this loop with the learning
 * package's strategy, activity-driven decisions and restarts ({@code Plan} composes both).
 * One per solve call; not thread-safe.
 */
public final class SearchLoop {

    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final DecisionChoice decisions;
    private final Learning learning;
    private final RestartPolicy restarts;
    private final Rephasing rephasing;
    private final SearchMonitor[] monitors;
    private final int[] solution;
    private long conflicts;
    private int restartCount;

    public SearchLoop(Domains d, SearchControl control, SolutionSink sink, DecisionChoice decisions,
                      Learning learning, RestartPolicy restarts, SearchMonitor... monitors) {
        this(d, control, sink, decisions, learning, restarts, Rephasing.NEVER, monitors);
    }

    /** A loop whose phases are also reset by {@code rephasing}, each time with a restart. */
    public SearchLoop(Domains d, SearchControl control, SolutionSink sink, DecisionChoice decisions,
                      Learning learning, RestartPolicy restarts, Rephasing rephasing, SearchMonitor... monitors) {
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.decisions = decisions;
        this.learning = learning;
        this.restarts = restarts;
        this.rephasing = rephasing;
        this.monitors = monitors.clone();
        this.solution = new int[d.dom.length];
    }

    public long conflicts() {
        return conflicts;
    }

    public int restarts() {
        return restartCount;
    }

    /** The rephasing strategy this loop runs (to read what it did). */
    public Rephasing rephasing() {
        return rephasing;
    }

    /** Searches from the root until the space is exhausted or the control says stop. */
    public void run() {
        while (true) {
            if (!d.propagate()) {
                control.backtrack();
                if (d.level() == 0 || !deadEnd()) {
                    return;
                }
                if (!control.node()) {
                    return;
                }
                continue;
            }
            int lit = decisions.pick(d.dom);
            if (lit < 0) {
                if (!control.solution(solution(), sink)) {
                    return;
                }
                int level = learning.pastSolution(d);
                if (level < 0) {
                    return;
                }
                undoTo(level);
                learning.conclude(d);
                continue;
            }
            if (!control.node()) {
                return;
            }
            int c = Literals.cellOf(lit);
            int v = Literals.symbolOf(lit);
            if (Literals.negative(lit)) {
                d.refute(c, v);
            } else {
                d.decide(c, v);
            }
        }
    }

    /** A failed propagation above the root: goes back as the strategy says; false when nothing is left. */
    private boolean deadEnd() {
        int level = learning.conflict(d);
        if (level < 0) {
            return false;
        }
        conflicts++;
        if (monitors.length > 0) {
            int[] vars = learning.analysed();
            int count = learning.analysedCount();
            for (SearchMonitor m : monitors) {
                m.conflict(d);
                m.analysed(vars, count);
            }
        }
        undoTo(level);
        learning.conclude(d);
        restarts.deadEnd(learning.glue());
        boolean rephase = rephasing.due(conflicts);
        if (rephase || restarts.due()) {
            restartCount++;
            for (SearchMonitor m : monitors) {
                m.restarting();
            }
            // a restart may keep the decisions the next descent would make again (trail reuse)
            int keep = rephase || learning.needsRoot() ? 0 : Math.min(decisions.reusableLevels(d), d.level());
            undoTo(keep);
            restarts.restarted();
            if (keep == 0 && !learning.restarted(d, conflicts)) {
                control.backtrack();
                return false;
            }
            if (rephase) {
                rephasing.rephase(d, conflicts);
            }
        }
        learning.maintain(d, conflicts);
        return true;
    }

    /** Tells the monitors of every narrowing above {@code level}, then undoes to it. */
    private void undoTo(int level) {
        if (level >= d.level()) {
            return;
        }
        if (monitors.length > 0) {
            for (int e = d.levelStart(level + 1), end = d.trailSize(); e < end; e++) {
                long result = d.entryResult(e);
                int c = d.entryCell(e);
                for (SearchMonitor m : monitors) {
                    m.undone(c, d.entryGone(e), result);
                }
            }
        }
        d.backjump(level);
    }

    private int[] solution() {
        long[] dom = d.dom;
        for (int c = 0; c < solution.length; c++) {
            solution[c] = Long.numberOfTrailingZeros(dom[c]);
        }
        return solution;
    }
}
