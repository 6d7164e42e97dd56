package solver.engine;

import solver.SearchControl;
import solver.SolutionSink;

/**
 * Conflict-driven search with clause learning over the propagation engine (lazy clause generation, as
 * in Ohrimenko, Stuckey and Codish's "Propagation via lazy clause generation", on bitmask domains).
 * Each decision {@code [c=v]} opens a level and is propagated; on a failure, {@link ConflictAnalysis}
 * derives a learned clause, the search jumps back to the level where that clause becomes unit (past
 * every decision that played no part), and the clause forces its literal there. So a failure is never
 * repeated and a decision that did not matter is not undone and redone.
 *
 * <p>Which cell and symbol to decide and when to restart are strategies handed in by {@link SearchPlan}
 * (typically {@link Activity} over cells, {@link SavedPhase} for symbols, Luby restarts counted in
 * conflicts); the monitors hear of every analysis (the cells it used) and of every fixing a backjump
 * undoes (the phases to save). Learned clauses are pruned by {@link Clauses#reduce} every few thousand
 * conflicts. For more than one solution, each one found
 * is excluded by a clause of its decisions' negations (a blocking clause), so counts stay exact: the
 * learned clauses follow from the rules and the blocking clauses, which exclude only solutions already
 * reported. One per solve call; not thread-safe.
 */
final class LearningSearch {

    /** Conflicts before the first clause-database reduction; each later one comes this much plus more later. */
    private static final int REDUCE_FIRST = 2000;
    private static final int REDUCE_STEP = 300;
    private final Network network;
    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final Clauses clauses;
    private final ConflictAnalysis analysis;
    private final CellChoice cells;
    private final ValueChoice values;
    private final RestartPolicy restarts;
    private final SearchMonitor[] monitors;
    private final int[] solution;
    private long conflicts;
    private int restartCount;

    LearningSearch(Network network, Domains d, SearchControl control, SolutionSink sink, CellChoice cells,
                   ValueChoice values, RestartPolicy restarts, SearchMonitor... monitors) {
        if (!d.explaining()) {
            throw new IllegalArgumentException("learning needs domains that keep explanations");
        }
        this.network = network;
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.clauses = new Clauses(network.n, network.cellCount);
        this.analysis = new ConflictAnalysis(d, clauses);
        this.cells = cells;
        this.values = values;
        this.restarts = restarts;
        this.monitors = monitors.clone();
        this.solution = new int[network.cellCount];
        d.useClauses(clauses);
    }

    /** The analysis, to observe it (tests). */
    ConflictAnalysis analysis() {
        return analysis;
    }

    /** The clause store (tests read the learned clauses). */
    Clauses clauses() {
        return clauses;
    }

    long conflicts() {
        return conflicts;
    }

    int restarts() {
        return restartCount;
    }

    /** Learned clauses kept at the end. */
    int learned() {
        return clauses.size();
    }

    /** Searches from the propagated root until the space is exhausted or the control says stop. */
    void run() {
        int run = 1;
        long restartAt = restarts.limit(run);
        long reduceAt = REDUCE_FIRST;
        int reductions = 0;
        while (true) {
            if (!d.propagate()) {
                control.backtrack();
                if (d.level() == 0 || !analysis.analyze()) {
                    return;
                }
                conflicts++;
                for (SearchMonitor m : monitors) {
                    m.analysed(analysis.touched(), analysis.touchedCount());
                }
                clauses.decay();
                undoTo(analysis.backjump());
                learn();
                if (conflicts >= restartAt) {
                    restartCount++;
                    for (SearchMonitor m : monitors) {
                        m.restarting();
                    }
                    undoTo(0);
                    long next = restarts.limit(++run);
                    restartAt = next == Long.MAX_VALUE ? next : conflicts + next;
                }
                if (conflicts >= reduceAt || clauses.overFull()) {
                    clauses.reduce(d);
                    reduceAt = conflicts + REDUCE_FIRST + (long) REDUCE_STEP * ++reductions;
                }
                if (!control.node()) {
                    return;
                }
                continue;
            }
            int c = cells.pick(d.dom);
            if (c < 0) {
                if (!control.solution(solution(), sink) || !block()) {
                    return;
                }
                continue;
            }
            if (!control.node()) {
                return;
            }
            d.decide(c, values.pick(c, d.dom[c]));
        }
    }

    /** Stores the learned clause and forces its first literal at the current (backjump) level. */
    private void learn() {
        int[] lits = analysis.learnt();
        int size = analysis.learntSize();
        if (size == 1) {
            clauses.makeTrue(d, lits[0], -1);
        } else {
            clauses.makeTrue(d, lits[0], clauses.addLearnt(lits, size, analysis.glue()));
        }
    }

    /**
     * Excludes the solution just found by a clause of its decisions' negations and jumps back to force
     * the last one's negation; false when there were no decisions (nothing is left to search).
     */
    private boolean block() {
        int levels = d.level();
        if (levels == 0) {
            return false;
        }
        int[] lits = new int[levels];
        for (int k = levels; k >= 1; k--) {
            int e = d.levelStart(k);
            int c = d.entryCell(e);
            lits[levels - k] = Clauses.neq(c, Long.numberOfTrailingZeros(d.entryResult(e)));
        }
        undoTo(levels - 1);
        if (levels == 1) {
            clauses.makeTrue(d, lits[0], -1);
        } else {
            clauses.makeTrue(d, lits[0], clauses.addPermanent(lits));
        }
        return true;
    }

    /** Tells the monitors the symbol of every cell fixed above {@code level} (the phases), then undoes to it. */
    private void undoTo(int level) {
        if (level >= d.level()) {
            return;
        }
        for (int e = d.levelStart(level + 1), end = d.trailSize(); e < end; e++) {
            long result = d.entryResult(e);
            if ((result & (result - 1)) == 0) {
                for (SearchMonitor m : monitors) {
                    m.assigned(d.entryCell(e), Long.numberOfTrailingZeros(result));
                }
            }
        }
        d.backjump(level);
    }

    private int[] solution() {
        for (int c = 0; c < solution.length; c++) {
            solution[c] = Long.numberOfTrailingZeros(d.dom[c]);
        }
        return solution;
    }
}
