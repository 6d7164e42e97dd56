package solver.engine.search;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.engine.Plan;
import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.learning.ClauseExchange;
import solver.engine.learning.Clauses;
import solver.engine.learning.ConflictAnalysis;
import solver.engine.search.DecisionChoice;
import solver.engine.search.RestartPolicy;
import solver.engine.search.SearchMonitor;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.SavedPolarity;
import solver.engine.search.choice.TargetPhase;
import solver.engine.search.restart.Stabilizing;

import java.util.ArrayList;
import java.util.List;

/**
 * Conflict-driven search with clause learning over the propagation engine (lazy clause generation, as
 * in Ohrimenko, Stuckey and Codish's "Propagation via lazy clause generation", on bitmask domains).
 * Each decision opens a level and is propagated; on a failure, {@link ConflictAnalysis}
 * derives a learned clause, the search jumps back to the level where that clause becomes unit (past
 * every decision that played no part), and the clause forces its literal there. So a failure is never
 * repeated and a decision that did not matter is not undone and redone.
 *
 * <p>Which literal to decide and when to restart are strategies handed in by {@link Plan} (typically
 * {@link LiteralActivity} with {@link TargetPhase} over {@link SavedPolarity}, and {@link Stabilizing}
 * restarts); the monitors hear of every conflict before it is analysed, of the variables each analysis
 * used, of every narrowing an undo takes back and of restarts. A decision may be a refutation
 * {@code [c≠v]} as well as an assignment. Learned clauses are pruned by {@link Clauses#reduce} every few
 * thousand conflicts. For more than one solution, each one found
 * is excluded by a clause of its decisions' negations (a blocking clause), so counts stay exact: the
 * learned clauses follow from the rules and the blocking clauses, which exclude only solutions already
 * reported. One per solve call; not thread-safe.
 */
public final class LearningSearch {

    /** Conflicts before the first clause-database reduction; each later one comes this much plus more later. */
    private static final int REDUCE_FIRST = 2000;
    private static final int REDUCE_STEP = 300;
    private final Network network;
    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final Clauses clauses;
    private final ConflictAnalysis analysis;
    private final DecisionChoice decisions;
    private final RestartPolicy restarts;
    private final SearchMonitor[] monitors;
    private final int[] solution;
    private long conflicts;
    private int restartCount;
    /** Where short learned clauses go to and come from the other workers of a portfolio, or null. */
    private ClauseExchange exchange;
    private int worker;
    /** How far this search has read {@link #exchange}. */
    private int taken;
    /** Whether a blocking clause was added: clauses learned since may rest on it, so none is shared. */
    private boolean blocked;
    private final List<long[]> incoming = new ArrayList<>();

    public LearningSearch(Network network, Domains d, SearchControl control, SolutionSink sink, DecisionChoice decisions,
                   RestartPolicy restarts, SearchMonitor... monitors) {
        if (!d.explaining()) {
            throw new IllegalArgumentException("learning needs domains that keep explanations");
        }
        this.network = network;
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.clauses = new Clauses(network.n, network.cellCount);
        this.analysis = new ConflictAnalysis(d, clauses);
        this.decisions = decisions;
        this.restarts = restarts;
        this.monitors = monitors.clone();
        this.solution = new int[network.cellCount];
        d.useClauses(clauses);
    }

    /**
     * Shares learned clauses with the other workers of a portfolio through {@code shared} (null: none),
     * as worker {@code number}: the glue clauses this search learns ({@link Clauses#GLUE} levels or fewer,
     * and at most {@link #SHARED_SIZE} set literals) are published, and the others' are taken in at every
     * restart. Call before {@link #run}.
     */
    public LearningSearch sharingWith(ClauseExchange shared, int number) {
        this.exchange = shared;
        this.worker = number;
        return this;
    }

    /** Longest learned clause, in set literals, handed to the other workers. */
    static final int SHARED_SIZE = 12;

    /** The analysis, to observe it (tests). */
    public ConflictAnalysis analysis() {
        return analysis;
    }

    /** The clause store (tests read the learned clauses). */
    public Clauses clauses() {
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
    public void run() {
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
                    m.conflict(d);
                    m.analysed(analysis.touchedVars(), analysis.touchedVarCount());
                }
                clauses.decay();
                learn();
                restarts.deadEnd(clauses.preparedGlue());
                if (restarts.due()) {
                    restartCount++;
                    for (SearchMonitor m : monitors) {
                        m.restarting();
                    }
                    undoTo(0);
                    restarts.restarted();
                    if (!takeShared()) {
                        control.backtrack();
                        return;
                    }
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
            int lit = decisions.pick(d.dom);
            if (lit < 0) {
                if (!control.solution(solution(), sink) || !block()) {
                    return;
                }
                continue;
            }
            if (!control.node()) {
                return;
            }
            int c = lit >>> 7;
            int v = (lit >>> 1) & 63;
            if (Literals.negative(lit)) {
                d.refute(c, v);
            } else {
                d.decide(c, v);
            }
        }
    }

    /** Stores the learned clause and forces its first literal at the current (backjump) level. */
    private void learn() {
        undoTo(clauses.prepare(analysis.learnt(), analysis.learntSize(), analysis.conflictLevel(), d));
        if (exchange != null && !blocked && clauses.preparedGlue() <= Clauses.GLUE
                && clauses.preparedSize() <= SHARED_SIZE) {
            exchange.publish(worker, clauses.preparedClause());
        }
        clauses.storePrepared(d, true);
    }

    /**
     * At level 0, takes in the clauses the other workers published since the last time; false when one
     * of them is false here, so that no solution exists.
     */
    private boolean takeShared() {
        if (exchange == null || blocked) {
            return true;
        }
        incoming.clear();
        taken = exchange.takeSince(taken, worker, incoming);
        for (long[] clause : incoming) {
            if (!clauses.adopt(clause, d)) {
                return false;
            }
        }
        return true;
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
        blocked = true;
        int[] lits = new int[levels];
        for (int k = levels; k >= 1; k--) {
            int e = d.levelStart(k);
            int c = d.entryCell(e);
            lits[levels - k] = d.cause(e) == Domains.REFUTATION
                    ? Literals.eq(c, Long.numberOfTrailingZeros(d.entryGone(e)))
                    : Literals.neq(c, Long.numberOfTrailingZeros(d.entryResult(e)));
        }
        undoTo(clauses.prepare(lits, levels, levels, d));
        clauses.storePrepared(d, false);
        return true;
    }

    /** Tells the monitors of every narrowing above {@code level}, then undoes to it. */
    private void undoTo(int level) {
        if (level >= d.level()) {
            return;
        }
        for (int e = d.levelStart(level + 1), end = d.trailSize(); e < end; e++) {
            long result = d.entryResult(e);
            int c = d.entryCell(e);
            for (SearchMonitor m : monitors) {
                m.undone(c, d.entryGone(e), result);
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
