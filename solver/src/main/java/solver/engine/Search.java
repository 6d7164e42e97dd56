package solver.engine;

import solver.SearchControl;
import solver.SolutionSink;

/**
 * Depth-first search over propagated {@link Domains}: pick the open cell with the fewest candidates,
 * try one symbol (propagating), and on return refute it (remove it and propagate) before choosing
 * again, so the space is split into disjoint halves and every solution is met exactly once. On large
 * grids, when only the first solution is wanted, ties and values are chosen at random from the seed and
 * the search restarts after a Luby-growing number of backtracks, which cuts off heavy-tailed runs;
 * since the limit keeps growing the search stays complete. With last-conflict reasoning on, a cell whose
 * assignment just failed is branched on again, before anything else, until an assignment of it
 * succeeds: the culprit of a failure is met high up instead of being rediscovered deep in the tree.
 * Restarted searches can also save phases (a cell is first given the symbol it last took successfully,
 * so a restart resumes near the assignment it left) and record nogoods at each restart (clauses in {@link Clauses}): every
 * refutation on the abandoned branch, together with the assignments above it, is a set of assignments
 * that no solution contains, so later runs never re-explore those subtrees. Learning stays sound because
 * a refutation is only made after its subtree was exhausted. One per solve call; not thread-safe.
 */
final class Search {

    private static final long DEFAULT_SEED = 0x9E3779B97F4A7C15L;

    private final Network network;
    private final Domains d;
    private final SearchControl control;
    private final SolutionSink sink;
    private final int[] cells;
    private final boolean randomize;
    private final boolean degreeTieBreak;
    private final int restartBase;
    private final boolean probing;
    private final boolean lastConflict;
    /** Cell whose last assignment failed and that has not been assigned successfully since, or -1. */
    private int conflict = -1;
    private long random;
    private long backtrackLimit = Long.MAX_VALUE;
    private long backtracksThisRun;
    private boolean restart;
    private int restarts;
    /** Failures each cell took part in, kept across restarts (weighted-degree branching); null if unused. */
    private final int[] weight;
    /** Per cell, the last symbol it was assigned successfully (kept across restarts), or -1; null if unused. */
    private final int[] phase;
    /** Nogoods recorded at restarts (clauses of {@code [c≠v]} literals), or null when not learning. */
    private final Clauses nogoods;
    /** The current branch: decision cells and symbols, and whether each is an assignment or a refutation. */
    private final int[] decisionCell;
    private final int[] decisionValue;
    private final boolean[] decisionPositive;
    private int decisions;
    private final int[] clause;

    Search(Network network, Domains d, SearchControl control, SolutionSink sink, boolean randomize,
           long seed, EngineConfig config) {
        this.network = network;
        this.d = d;
        this.control = control;
        this.sink = sink;
        this.cells = new int[network.cellCount];
        this.randomize = randomize;
        this.degreeTieBreak = config.degreeTieBreak();
        this.restartBase = config.restartBase();
        this.probing = network.n >= config.probeFromSize();
        this.lastConflict = network.n >= config.lastConflictFromSize();
        this.random = seed == 0 ? DEFAULT_SEED : seed;
        this.weight = randomize ? new int[network.cellCount] : null;
        this.phase = randomize && config.phaseSaving() ? new int[network.cellCount] : null;
        if (phase != null) {
            java.util.Arrays.fill(phase, -1);
        }
        this.nogoods = randomize && config.nogoods() ? new Clauses(network.n, network.cellCount) : null;
        int most = 2 * network.cellCount * network.n + 2;
        this.decisionCell = nogoods == null ? null : new int[most];
        this.decisionValue = nogoods == null ? null : new int[most];
        this.decisionPositive = nogoods == null ? null : new boolean[most];
        this.clause = nogoods == null ? null : new int[network.cellCount + 1];
        if (nogoods != null) {
            d.useClauses(nogoods);
        }
    }

    /** Nogoods stored so far (0 when not learning). */
    int learned() {
        return nogoods == null ? 0 : nogoods.size();
    }

    /** Restarts made so far (randomised searches only). */
    int restarts() {
        return restarts;
    }

    /** Searches until exhausted or told to stop by the control. */
    void run() {
        if (!randomize) {
            dfs();
            return;
        }
        int root = d.mark();
        for (int run = 1; ; run++) {
            backtrackLimit = (long) restartBase * luby(run);
            backtracksThisRun = 0;
            restart = false;
            dfs();
            if (!restart) {
                return;
            }
            restarts++;
            conflict = -1;
            d.undo(root);
            if (nogoods != null) {
                if (!learn()) {
                    control.backtrack();
                    return;
                }
                root = d.mark();
            }
            decisions = 0;
        }
    }

    /**
     * Records the reduced nld-nogoods of the branch the search is leaving (each refutation with the
     * assignments above it) and propagates them at the root; false if the puzzle is thereby proved to
     * have no solution. Runs at the root, with the branch still in the decision arrays.
     */
    private boolean learn() {
        int n = network.n;
        int positives = 0;
        for (int i = 0; i < decisions; i++) {
            clause[positives] = Clauses.neq(decisionCell[i], decisionValue[i]);
            if (decisionPositive[i]) {
                positives++;
            } else if (!nogoods.addAtRoot(clause, positives + 1, d)) {
                return false;
            }
        }
        return d.propagate();
    }

    /** Returns false when the search must unwind (stop or restart). */
    private boolean dfs() {
        int frame = decisions;
        boolean ok = branch();
        if (nogoods != null && !restart) {
            decisions = frame;
        }
        return ok;
    }

    private boolean branch() {
        long[] dom = d.dom;
        while (true) {
            if (probing && !probe(dom)) {
                return !control.stopped() && deadEnd(-1);
            }
            int c = conflict >= 0 && !Propagator.single(dom[conflict]) ? conflict : pick(dom);
            if (c < 0) {
                return control.solution(solution(dom), sink);
            }
            int v = phase != null && phase[c] >= 0 && (dom[c] & (1L << phase[c])) != 0 ? phase[c]
                    : randomize ? randomBit(dom[c]) : Long.numberOfTrailingZeros(dom[c]);
            if (!control.node()) {
                return false;
            }
            int mark = d.mark();
            int here = decisions;
            if (nogoods != null) {
                decisionCell[decisions] = c;
                decisionValue[decisions] = v;
                decisionPositive[decisions++] = true;
            }
            if (d.decide(c, v) && d.propagate()) {
                if (c == conflict) {
                    conflict = -1;
                }
                if (phase != null) {
                    phase[c] = v;
                }
                if (!dfs()) {
                    return false;
                }
            } else {
                if (lastConflict) {
                    conflict = c;
                }
                if (!deadEnd(c)) {
                    return false;
                }
            }
            d.undo(mark);
            if (nogoods != null) {
                decisions = here;
                decisionCell[decisions] = c;
                decisionValue[decisions] = v;
                decisionPositive[decisions++] = false;
            }
            if (!d.refute(c, v) || !d.propagate()) {
                return deadEnd(c);
            }
        }
    }

    /**
     * Failed-literal probing on two-candidate cells: a symbol whose propagation fails is removed (and
     * that removal propagated). One pass over the board; false if the node itself fails or the search
     * must stop (each probe counts as a search node, so deadlines are checked here too).
     */
    private boolean probe(long[] dom) {
        int count = network.cellCount;
        for (int c = 0; c < count; c++) {
            long m = dom[c];
            if (Long.bitCount(m) != 2) {
                continue;
            }
            for (long rest = m; rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                if (!control.node()) {
                    return false;
                }
                int mark = d.mark();
                boolean ok = d.decide(c, v) && d.propagate();
                d.undo(mark);
                if (!ok) {
                    if (!d.refute(c, v) || !d.propagate()) {
                        return false;
                    }
                    break;
                }
            }
        }
        return true;
    }

    /**
     * Counts a dead end met while branching on {@code c}, blaming the cells of the failed constraint;
     * false when it uses up the current restart budget.
     */
    private boolean deadEnd(int c) {
        control.backtrack();
        if (weight != null) {
            if (c >= 0) {
                weight[c]++;
            }
            int wiped = d.conflictCell();
            if (wiped >= 0) {
                weight[wiped]++;
            }
            int failed = d.conflictPropagator();
            if (failed >= 0) {
                Propagator p = network.propagator(failed);
                for (int i = 0; i < p.cellCount(); i++) {
                    weight[p.cell(i)]++;
                }
            }
        }
        if (++backtracksThisRun > backtrackLimit) {
            restart = true;
            return false;
        }
        return true;
    }

    /**
     * The open cell with the fewest candidates (per failure weight, when weights are kept), or -1 when
     * every cell is fixed.
     */
    private int pick(long[] dom) {
        if (weight != null) {
            return pickWeighted(dom);
        }
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int bestDegree = -1;
        int ties = 0;
        int count = network.cellCount;
        for (int c = 0; c < count; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            int k = Long.bitCount(m);
            if (k < bestCount) {
                best = c;
                bestCount = k;
                ties = 1;
                if (degreeTieBreak) {
                    bestDegree = network.degree(c);
                } else if (k == 2 && !randomize) {
                    return c;
                }
            } else if (k == bestCount) {
                if (randomize) {
                    if (nextInt(++ties) == 0) {
                        best = c;
                    }
                } else if (degreeTieBreak && network.degree(c) > bestDegree) {
                    best = c;
                    bestDegree = network.degree(c);
                }
            }
        }
        return best;
    }

    /** Smallest candidates / (1 + weight), ties at random. */
    private int pickWeighted(long[] dom) {
        int best = -1;
        long bestCount = 1;
        long bestWeight = 0;
        int ties = 0;
        int count = network.cellCount;
        for (int c = 0; c < count; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            long k = Long.bitCount(m);
            long w = 1L + weight[c];
            long lhs = k * bestWeight;
            long rhs = bestCount * w;
            if (best < 0 || lhs < rhs) {
                best = c;
                bestCount = k;
                bestWeight = w;
                ties = 1;
            } else if (lhs == rhs && nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }

    private int[] solution(long[] dom) {
        for (int c = 0; c < cells.length; c++) {
            cells[c] = Long.numberOfTrailingZeros(dom[c]);
        }
        return cells;
    }

    private int randomBit(long mask) {
        int skip = nextInt(Long.bitCount(mask));
        for (int i = 0; i < skip; i++) {
            mask &= mask - 1;
        }
        return Long.numberOfTrailingZeros(mask);
    }

    /** Uniform-enough int in [0, bound) from xorshift64*. */
    private int nextInt(int bound) {
        random ^= random >>> 12;
        random ^= random << 25;
        random ^= random >>> 27;
        long r = random * 0x2545F4914F6CDD1DL;
        return (int) (((r >>> 33) * bound) >>> 31);
    }

    /** The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ... */
    static long luby(int i) {
        int k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        long x = i;
        while (x != (1L << k) - 1) {
            x -= (1L << (k - 1)) - 1;
            k = 1;
            while ((1L << k) - 1 < x) {
                k++;
            }
        }
        return 1L << (k - 1);
    }
}
