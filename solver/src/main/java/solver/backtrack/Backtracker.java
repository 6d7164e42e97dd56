package solver.backtrack;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.candidates.SumBounds;
import solver.rules.CompiledRules;
import solver.rules.ConstraintScopes;
import solver.rules.RelationSupport;

import java.util.Arrays;

/**
 * Plain backtracking over a model's {@link CompiledRules}: pick the empty cell with the fewest legal symbols
 * (ties: the first in row-major order), try its symbols in ascending order, undo on failure. A symbol
 * is legal when no group holding the cell uses it, its cage still has it free and can still reach the
 * total, every relation with a filled neighbour allows it, and every other rule over the cell can still
 * hold with it ({@link ConstraintScopes#allowed}). There is no look-ahead beyond that:
 * this is the baseline the exact-cover and propagation solvers are measured against.
 *
 * <p>Domains are {@code long} bitmasks, so sides up to 64 are supported. Compiled tables are immutable;
 * each {@link #solve} call works on its own {@link State}.
 */
public final class Backtracker implements PreparedSolver {

    /** Largest side: one {@code long} bit per symbol. */
    public static final int MAX_SIZE = 64;

    private final int n;
    private final int cells;
    private final long full;
    private final int[] symbolValue;
    private final int[][] cellGroups;
    private final int groupCount;
    private final int[] cageOf;
    private final long[] cageSum;
    private final int[] cageSize;
    private final int[][] neighbours;
    /** relationTable[cell][k][v]: mask of neighbour k's symbols allowed when this cell holds v. */
    private final long[][][] relationTable;
    private final ConstraintScopes constraints;

    /** Whether the backtracker can hold these rules: sides up to {@link #MAX_SIZE}, any rule kinds. */
    public static boolean takes(RuleModel rules) {
        return rules.size() <= MAX_SIZE;
    }

    /**
     * The backtracker over these compiled rules.
     *
     * @throws UnsupportedModelException if the side is over {@link #MAX_SIZE}
     */
    public Backtracker(CompiledRules compiled) {
        n = compiled.size();
        if (n > MAX_SIZE) {
            throw new UnsupportedModelException("backtracking supports grids up to " + MAX_SIZE + "x" + MAX_SIZE
                    + ", not " + n + "x" + n);
        }
        cells = compiled.cellCount();
        full = n == 64 ? -1L : (1L << n) - 1;
        symbolValue = compiled.values();
        groupCount = compiled.groups().length;
        cellGroups = compiled.groupsOf();
        cageOf = compiled.cageOf();
        cageSum = compiled.cageSums();
        cageSize = new int[cageSum.length];
        for (int k = 0; k < cageSize.length; k++) {
            cageSize[k] = compiled.cages()[k].length;
        }
        int[] degree = new int[cells];
        for (RelationSupport r : compiled.relations()) {
            degree[r.a()]++;
            degree[r.b()]++;
        }
        neighbours = new int[cells][];
        relationTable = new long[cells][][];
        for (int c = 0; c < cells; c++) {
            neighbours[c] = new int[degree[c]];
            relationTable[c] = new long[degree[c]][];
        }
        int[] fill = new int[cells];
        for (RelationSupport r : compiled.relations()) {
            neighbours[r.a()][fill[r.a()]] = r.b();
            relationTable[r.a()][fill[r.a()]++] = r.fromA();
            neighbours[r.b()][fill[r.b()]] = r.a();
            relationTable[r.b()][fill[r.b()]++] = r.fromB();
        }
        constraints = compiled.constraints();
    }

    /**
     * {@inheritDoc} The givens must fit the board (checked by the caller); a given that breaks a rule with
     * those before it ends the search at once with no solution.
     */
    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        State s = new State();
        for (int c = 0; c < cells; c++) {
            int v = givens[c];
            if (v >= 0) {
                if ((legal(s, c) & (1L << v)) == 0) {
                    return control.result(0);
                }
                s.place(c, v);
            }
        }
        s.search(control, sink);
        return control.result(0);
    }

    /** Symbols cell {@code c} may take now. */
    private long legal(State s, int c) {
        long used = 0;
        for (int g : cellGroups[c]) {
            used |= s.groupUsed[g];
        }
        long mask = full & ~used;
        int[] nb = neighbours[c];
        for (int k = 0; k < nb.length && mask != 0; k++) {
            int other = s.value[nb[k]];
            if (other >= 0) {
                long allowed = 0;
                long m = mask;
                while (m != 0) {
                    int v = Long.numberOfTrailingZeros(m);
                    m &= m - 1;
                    if ((relationTable[c][k][v] & (1L << other)) != 0) {
                        allowed |= 1L << v;
                    }
                }
                mask = allowed;
            }
        }
        int cage = cageOf[c];
        if (cage >= 0 && mask != 0) {
            mask = cageReach(s, cage, mask);
        }
        return mask == 0 ? 0 : constraints.allowed(c, mask, s.value, s.ruleScratch);
    }

    /**
     * Keeps the symbols whose value leaves the cage's remaining cells able to reach its total: the rest
     * must lie between the least and the largest total of that many distinct free symbols ({@link SumBounds}).
     */
    private long cageReach(State s, int cage, long mask) {
        long free = full & ~s.cageUsed[cage];
        mask &= free;
        int left = cageSize[cage] - s.cageFilled[cage] - 1;
        long need = cageSum[cage] - s.cageTotal[cage];
        long out = 0;
        long m = mask;
        while (m != 0) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            long rest = need - symbolValue[v];
            long others = free & ~(1L << v);
            if (Long.bitCount(others) >= left && rest >= SumBounds.extreme(others, left, 1, true, symbolValue)
                    && rest <= SumBounds.extreme(others, left, 1, false, symbolValue)) {
                out |= 1L << v;
            }
        }
        return out;
    }

    /** The mutable part of one search. */
    private final class State {
        final int[] value = new int[cells];
        final long[] groupUsed = new long[groupCount];
        final long[] cageUsed = new long[cageSum.length];
        final long[] cageTotal = new long[cageSum.length];
        final int[] cageFilled = new int[cageSum.length];
        final int[][] ruleScratch = constraints.scratch();
        int empty = cells;

        State() {
            Arrays.fill(value, -1);
        }

        void place(int c, int v) {
            value[c] = v;
            long bit = 1L << v;
            for (int g : cellGroups[c]) {
                groupUsed[g] |= bit;
            }
            int cage = cageOf[c];
            if (cage >= 0) {
                cageUsed[cage] |= bit;
                cageTotal[cage] += symbolValue[v];
                cageFilled[cage]++;
            }
            empty--;
        }

        void remove(int c) {
            int v = value[c];
            value[c] = -1;
            long bit = ~(1L << v);
            for (int g : cellGroups[c]) {
                groupUsed[g] &= bit;
            }
            int cage = cageOf[c];
            if (cage >= 0) {
                cageUsed[cage] &= bit;
                cageTotal[cage] -= symbolValue[v];
                cageFilled[cage]--;
            }
            empty++;
        }

        /** Returns false when the search must stop (limit, sink, deadline). */
        boolean search(SearchControl control, SolutionSink sink) {
            if (empty == 0) {
                return control.solution(value, sink);
            }
            int best = -1;
            long bestMask = 0;
            int bestCount = Integer.MAX_VALUE;
            for (int c = 0; c < cells; c++) {
                if (value[c] < 0) {
                    long mask = legal(this, c);
                    int count = Long.bitCount(mask);
                    if (count < bestCount) {
                        best = c;
                        bestMask = mask;
                        bestCount = count;
                        if (count <= 1) {
                            break;
                        }
                    }
                }
            }
            if (bestCount == 0) {
                control.backtrack();
                return true;
            }
            long m = bestMask;
            while (m != 0) {
                int v = Long.numberOfTrailingZeros(m);
                m &= m - 1;
                if (!control.node()) {
                    return false;
                }
                place(best, v);
                boolean go = search(control, sink);
                remove(best);
                if (!go) {
                    return false;
                }
            }
            control.backtrack();
            return true;
        }
    }
}
