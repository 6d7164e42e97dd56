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
 * <p>Branching: the open cell whose literals took part in the most recent conflicts (activity, bumped
 * on each cell an analysis touches and decayed geometrically, VSIDS-style), ties broken by fewest
 * candidates; its symbol is the one it last held (phase saving) if still possible, else the lowest.
 * Restarts follow the Luby sequence times {@link #RESTART_UNIT} conflicts; learned clauses are pruned
 * by {@link Clauses#reduce} every few thousand conflicts. For more than one solution, each one found
 * is excluded by a clause of its decisions' negations (a blocking clause), so counts stay exact: the
 * learned clauses follow from the rules and the blocking clauses, which exclude only solutions already
 * reported. One per solve call; not thread-safe.
 */
final class LearningSearch {

    /** Conflicts per unit of the Luby restart sequence. */
    static final int RESTART_UNIT = 128;
    /** Conflicts before the first clause-database reduction; each later one comes this much plus more later. */
    private static final int REDUCE_FIRST = 2000;
    private static final int REDUCE_STEP = 300;
    private static final double DECAY = 0.95;

    private final Network network;
    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final Clauses clauses;
    private final ConflictAnalysis analysis;
    private final double[] activity;
    private double increment = 1;
    private final int[] phase;
    private final int[] solution;
    private long conflicts;
    private int restarts;

    LearningSearch(Network network, Domains d, SearchControl control, SolutionSink sink) {
        if (!d.explaining()) {
            throw new IllegalArgumentException("learning needs domains that keep explanations");
        }
        this.network = network;
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.clauses = new Clauses(network.n, network.cellCount);
        this.analysis = new ConflictAnalysis(d, clauses);
        this.activity = new double[network.cellCount];
        this.phase = new int[network.cellCount];
        java.util.Arrays.fill(phase, -1);
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
        return restarts;
    }

    /** Learned clauses kept at the end. */
    int learned() {
        return clauses.size();
    }

    /** Searches from the propagated root until the space is exhausted or the control says stop. */
    void run() {
        int run = 1;
        long restartAt = RESTART_UNIT * Search.luby(run);
        long reduceAt = REDUCE_FIRST;
        int reductions = 0;
        while (true) {
            if (!d.propagate()) {
                control.backtrack();
                if (d.level() == 0 || !analysis.analyze()) {
                    return;
                }
                conflicts++;
                bump();
                undoTo(analysis.backjump());
                learn();
                if (conflicts >= restartAt) {
                    restarts++;
                    undoTo(0);
                    restartAt = conflicts + RESTART_UNIT * Search.luby(++run);
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
            int c = pickCell();
            if (c < 0) {
                if (!control.solution(solution(), sink) || !block()) {
                    return;
                }
                continue;
            }
            if (!control.node()) {
                return;
            }
            d.decide(c, pickValue(c));
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

    /** Saves the phase of every cell fixed above {@code level}, then undoes to it. */
    private void undoTo(int level) {
        if (level >= d.level()) {
            return;
        }
        for (int e = d.levelStart(level + 1), end = d.trailSize(); e < end; e++) {
            long result = d.entryResult(e);
            if ((result & (result - 1)) == 0) {
                phase[d.entryCell(e)] = Long.numberOfTrailingZeros(result);
            }
        }
        d.backjump(level);
    }

    private void bump() {
        for (int i = 0, k = analysis.touchedCount(); i < k; i++) {
            int c = analysis.touchedCell(i);
            activity[c] += increment;
            if (activity[c] > 1e100) {
                for (int x = 0; x < activity.length; x++) {
                    activity[x] *= 1e-100;
                }
                increment *= 1e-100;
            }
        }
        increment /= DECAY;
        clauses.decay();
    }

    /** The open cell of highest activity, fewest candidates among equals; -1 when every cell is fixed. */
    private int pickCell() {
        long[] dom = d.dom;
        int best = -1;
        double bestActivity = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < dom.length; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            double a = activity[c];
            if (a > bestActivity || a == bestActivity && Long.bitCount(m) < bestCount) {
                best = c;
                bestActivity = a;
                bestCount = Long.bitCount(m);
            }
        }
        return best;
    }

    private int pickValue(int c) {
        long m = d.dom[c];
        int p = phase[c];
        return p >= 0 && (m & (1L << p)) != 0 ? p : Long.numberOfTrailingZeros(m);
    }

    private int[] solution() {
        for (int c = 0; c < solution.length; c++) {
            solution[c] = Long.numberOfTrailingZeros(d.dom[c]);
        }
        return solution;
    }
}
