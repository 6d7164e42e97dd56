package solver.csp;

import grid.model.RuleModel;
import solver.api.UnsupportedModelException;
import solver.rules.CompiledRules;
import solver.rules.ConstraintScopes;
import solver.rules.RelationSupport;
import solver.rules.SumTable;

import java.util.Arrays;

/**
 * The constraint graph of a model's {@link CompiledRules}, the binary constraint network as the textbook CSP
 * algorithms see it: one variable per cell with a bitmask domain over symbol indices, and one binary
 * constraint per pair of cells that share a rule. Every all-different group and every cage contributes "differ" between each
 * pair of its cells; every relation contributes its own table. Two cells with several rules between
 * them are joined by one arc whose table is the conjunction, so "neighbours" are exactly the variables
 * sharing a constraint. Cage totals are not binary: a value is consistent with a cage when some set of
 * distinct free values completes the total (see {@link CspState#consistent}), and forward checking and
 * MAC narrow the other cells of the cage to the values of such sets. The other n-ary rules (sums with
 * repeats, sandwiches, lines, quadruples, odd and even cells) are checked as each cell is assigned
 * ({@link ConstraintScopes#allowed}).
 *
 * <p>Immutable after construction and shared by every search on the same rules. Arc {@code (c, k)} runs
 * from cell {@code c} to {@code neighbour(c, k)}; {@code support(c, k)[x]} is the mask of the
 * neighbour's values allowed when {@code c} holds {@code x}.
 */
public final class ConstraintGraph {

    /** Largest side: one {@code long} bit per symbol. */
    public static final int MAX_SIZE = 64;

    private final int n;
    private final int cellCount;
    private final long full;
    private final int[] symbolValue;
    private final int[][] neighbours;
    private final int[][] reverse;
    private final long[][][] supports;
    private final int[][] weights;
    private final int[] arcBase;
    private final int arcCount;
    /** The shared "differ" table: {@code notEqual[x]} is every value but x. */
    private final long[] notEqual;
    private final int[] cageOf;
    private final long[] cageSum;
    private final int[] cageSize;
    private final int[][] cageCells;
    private final ConstraintScopes constraints;
    /** The combination table of the symbols: the sets that complete a cage. */
    private final SumTable sums;

    /** Whether the graph can hold these rules: sides up to {@link #MAX_SIZE}, any groups, cages and relations. */
    public static boolean takes(RuleModel rules) {
        return rules.size() <= MAX_SIZE;
    }

    /** The graph of these compiled rules. */
    public ConstraintGraph(CompiledRules compiled) {
        n = compiled.size();
        if (n > MAX_SIZE) {
            throw new UnsupportedModelException("the CSP solvers support grids up to " + MAX_SIZE + "x" + MAX_SIZE
                    + ", not " + n + "x" + n);
        }
        cellCount = compiled.cellCount();
        full = n == 64 ? -1L : (1L << n) - 1;
        symbolValue = compiled.values();
        sums = compiled.sums();
        notEqual = new long[n];
        for (int x = 0; x < n; x++) {
            notEqual[x] = full & ~(1L << x);
        }
        Builder b = new Builder();
        for (int[] cells : compiled.distinct()) {
            b.allDifferent(cells);
        }
        cageOf = compiled.cageOf();
        cageSum = compiled.cageSums();
        cageCells = compiled.cages();
        cageSize = new int[cageCells.length];
        for (int i = 0; i < cageCells.length; i++) {
            cageSize[i] = cageCells[i].length;
        }
        for (RelationSupport r : compiled.relations()) {
            b.relation(r);
        }
        constraints = compiled.constraints();
        neighbours = new int[cellCount][];
        supports = new long[cellCount][][];
        weights = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            int d = b.degree[c];
            neighbours[c] = Arrays.copyOf(b.other[c], d);
            supports[c] = Arrays.copyOf(b.table[c], d);
            weights[c] = Arrays.copyOf(b.weight[c], d);
        }
        reverse = new int[cellCount][];
        arcBase = new int[cellCount + 1];
        for (int c = 0; c < cellCount; c++) {
            reverse[c] = Arrays.copyOf(b.back[c], neighbours[c].length);
            arcBase[c + 1] = arcBase[c] + neighbours[c].length;
        }
        arcCount = arcBase[cellCount];
    }

    /** The combination table of the symbols (the sets of distinct values with a given total). */
    public SumTable sums() {
        return sums;
    }

    /** Side n (number of symbols). */
    public int size() {
        return n;
    }

    /** Number of variables (cells). */
    public int cellCount() {
        return cellCount;
    }

    /** The domain holding every symbol. */
    public long fullDomain() {
        return full;
    }

    /** Number of neighbours of {@code c}. */
    public int degree(int c) {
        return neighbours[c].length;
    }

    /** The {@code k}-th neighbour of {@code c}. */
    public int neighbour(int c, int k) {
        return neighbours[c][k];
    }

    /** The position of {@code c} among the neighbours of {@code neighbour(c, k)}. */
    public int reverse(int c, int k) {
        return reverse[c][k];
    }

    /** Values of {@code neighbour(c, k)} allowed when {@code c} holds {@code x}: {@code support(c,k)[x]}. */
    long[] support(int c, int k) {
        return supports[c][k];
    }

    /** True when arc (c, k) is a plain "differ" constraint (AC-3 then needs no table scan). */
    boolean isNotEqual(int c, int k) {
        return supports[c][k] == notEqual;
    }

    /** Whether {@code c = x} and {@code neighbour(c, k) = y} are allowed together. */
    public boolean allows(int c, int k, int x, int y) {
        return (supports[c][k][x] & (1L << y)) != 0;
    }

    /** How many rules of the model join {@code c} and {@code neighbour(c, k)} (for the degree heuristic). */
    public int weight(int c, int k) {
        return weights[c][k];
    }

    /** Number of directed arcs; arc ids are {@code arcId(c, k)} in {@code 0 .. arcCount-1}. */
    public int arcCount() {
        return arcCount;
    }

    /** The id of arc (c, k). */
    public int arcId(int c, int k) {
        return arcBase[c] + k;
    }

    /** The first arc id of cell {@code c} (its arcs are {@code arcBase(c) .. arcBase(c+1)-1}). */
    int arcBase(int c) {
        return arcBase[c];
    }

    /** The value of symbol index {@code v}. */
    int symbolValue(int v) {
        return symbolValue[v];
    }

    /** The rules other than groups, cages and relations, checked on each assignment ({@link CspState#consistent}). */
    ConstraintScopes constraints() {
        return constraints;
    }

    /** The cage of cell {@code c}, or -1. */
    int cageOf(int c) {
        return cageOf[c];
    }

    int cageCount() {
        return cageSum.length;
    }

    long cageSum(int cage) {
        return cageSum[cage];
    }

    int cageSize(int cage) {
        return cageSize[cage];
    }

    /** The {@code i}-th cell of a cage. */
    int cageCell(int cage, int i) {
        return cageCells[cage][i];
    }

    /**
     * Collects arcs, both directions of a pair at once (so each arc knows its reverse), merging several
     * rules between one pair into one table per direction.
     */
    private final class Builder {
        final int[] degree = new int[cellCount];
        final int[][] other = new int[cellCount][4];
        final int[][] back = new int[cellCount][4];
        final long[][][] table = new long[cellCount][4][];
        final int[][] weight = new int[cellCount][4];
        final boolean[][] differ = new boolean[cellCount][4];
        /** Positions of {@code slotOwner}'s neighbours in its list; -1 = not a neighbour. */
        private final int[] slot = new int[cellCount];
        private int slotOwner = -1;

        Builder() {
            Arrays.fill(slot, -1);
        }

        void allDifferent(int[] cells) {
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    differ(cells[i], cells[j]);
                }
            }
        }

        /** "a and b differ", counted once however many groups and cages say so. */
        private void differ(int a, int b) {
            int k = indexOf(a, b);
            if (k < 0) {
                addPair(a, b, notEqual, notEqual, true);
            } else if (!differ[a][k]) {
                int kb = back[a][k];
                table[a][k] = and(table[a][k], notEqual);
                table[b][kb] = and(table[b][kb], notEqual);
                differ[a][k] = true;
                differ[b][kb] = true;
                weight[a][k]++;
                weight[b][kb]++;
            }
        }

        void relation(RelationSupport r) {
            long[] fromA = r.fromA();
            long[] fromB = r.fromB();
            int a = r.a();
            int b = r.b();
            int k = indexOf(a, b);
            if (k < 0) {
                addPair(a, b, fromA, fromB, false);
            } else {
                int kb = back[a][k];
                table[a][k] = and(table[a][k], fromA);
                table[b][kb] = and(table[b][kb], fromB);
                weight[a][k]++;
                weight[b][kb]++;
            }
        }

        private long[] and(long[] x, long[] y) {
            long[] out = new long[n];
            for (int i = 0; i < n; i++) {
                out[i] = x[i] & y[i];
            }
            return out;
        }

        private void addPair(int a, int b, long[] fromA, long[] fromB, boolean isDiffer) {
            int ka = append(a, b, fromA, isDiffer);
            int kb = append(b, a, fromB, isDiffer);
            back[a][ka] = kb;
            back[b][kb] = ka;
        }

        private int append(int a, int b, long[] t, boolean isDiffer) {
            int d = degree[a];
            if (d == other[a].length) {
                other[a] = Arrays.copyOf(other[a], 2 * d);
                back[a] = Arrays.copyOf(back[a], 2 * d);
                table[a] = Arrays.copyOf(table[a], 2 * d);
                weight[a] = Arrays.copyOf(weight[a], 2 * d);
                differ[a] = Arrays.copyOf(differ[a], 2 * d);
            }
            other[a][d] = b;
            table[a][d] = t;
            weight[a][d] = 1;
            differ[a][d] = isDiffer;
            degree[a] = d + 1;
            if (slotOwner == a) {
                slot[b] = d;
            }
            return d;
        }

        /** Position of b among a's neighbours so far, or -1. */
        private int indexOf(int a, int b) {
            if (slotOwner != a) {
                if (slotOwner >= 0) {
                    for (int k = 0; k < degree[slotOwner]; k++) {
                        slot[other[slotOwner][k]] = -1;
                    }
                }
                slotOwner = a;
                for (int k = 0; k < degree[a]; k++) {
                    slot[other[a][k]] = k;
                }
            }
            return slot[b];
        }
    }
}
