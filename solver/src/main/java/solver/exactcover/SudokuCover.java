package solver.exactcover;

import grid.model.Group;
import grid.model.RuleModel;
import solver.api.UnsupportedModelException;

import java.util.List;

/**
 * The exact cover encoding of a {@link RuleModel} whose rules are all-different groups only (any side
 * n, any symbols, any groups). Matrix row {@code cell * n + symbol} means "cell holds symbol"; it covers
 * the cell's column and, for every group holding the cell, that group's (group, symbol) column.
 *
 * <p>Columns: first one primary column per cell (every cell gets exactly one symbol); then, per
 * group of exactly n cells (rows, columns, boxes, full extra regions), n primary (group, symbol)
 * columns (each symbol exactly once); then, per group of any other size (e.g. short diagonals),
 * n secondary columns (each symbol at most once; a group of more than n cells then has no cover,
 * which is right). Givens become forced rows, so a clash among givens yields no solution.
 *
 * <p>Immutable. Cages and relations cannot be expressed as exact cover, so {@link #encode} refuses
 * them, as it refuses sizes whose matrix would not fit in memory.
 */
public final class SudokuCover {

    /**
     * Heap bytes per matrix entry over the life of a solver, covering the problem's row lists, the
     * builder's transient copy and the larger of the two algorithms' compiled structures plus one
     * search's working copy (Dancing Links: six int arrays per node, two of them cloned per search).
     */
    static final long BYTES_PER_ENTRY = 44;

    /**
     * The largest side the exact cover solvers take, as every solver but {@code advanced} has it: an empty
     * 64x64 is already some 260,000 rows, and a 256x256's matrix of 67 million entries would take gigabytes
     * and tens of seconds to build, for a search that exact cover cannot finish at that size anyway.
     */
    public static final int MAX_SIZE = 64;

    private final int n;
    private final int cells;
    private final ExactCoverProblem problem;

    private SudokuCover(int n, ExactCoverProblem problem) {
        this.n = n;
        this.cells = n * n;
        this.problem = problem;
    }

    /**
     * Encodes the rules of {@code rules} (its givens are not part of the matrix: see
     * {@link #forcedRows}).
     *
     * @param solverName named in messages, e.g. {@code dancing}
     * @throws UnsupportedModelException if the model has cages or relations, or its matrix is too big for
     *                                   this JVM's heap
     */
    public static SudokuCover encode(RuleModel rules, String solverName) {
        checkSupported(rules, solverName);
        int n = rules.size();
        int cells = rules.cellCount();
        List<Group> groups = rules.groups();
        int[] memberships = new int[cells];
        int fullGroups = 0;
        for (Group g : groups) {
            if (g.size() == n) {
                fullGroups++;
            }
            for (int i = 0; i < g.size(); i++) {
                memberships[g.cell(i)]++;
            }
        }
        long entries = 0;
        for (int c = 0; c < cells; c++) {
            entries += (long) n * (1 + memberships[c]);
        }
        checkMemory(rules, solverName, entries, Runtime.getRuntime().maxMemory());

        // Column of (group g, symbol v) is groupBase[g] + v.
        int[] groupBase = new int[groups.size()];
        int nextPrimary = cells;
        int nextSecondary = cells + fullGroups * n;
        for (int gi = 0; gi < groups.size(); gi++) {
            if (groups.get(gi).size() == n) {
                groupBase[gi] = nextPrimary;
                nextPrimary += n;
            } else {
                groupBase[gi] = nextSecondary;
                nextSecondary += n;
            }
        }
        int[][] cellGroups = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cellGroups[c] = new int[memberships[c]];
        }
        int[] fill = new int[cells];
        for (int gi = 0; gi < groups.size(); gi++) {
            Group g = groups.get(gi);
            for (int i = 0; i < g.size(); i++) {
                int c = g.cell(i);
                cellGroups[c][fill[c]++] = gi;
            }
        }
        ExactCoverProblem.Builder builder = ExactCoverProblem.builder(nextPrimary, nextSecondary - nextPrimary)
                .capacity(cells * n, (int) entries);
        for (int c = 0; c < cells; c++) {
            int[] row = new int[1 + cellGroups[c].length];
            for (int v = 0; v < n; v++) {
                row[0] = c;
                for (int k = 0; k < cellGroups[c].length; k++) {
                    row[k + 1] = groupBase[cellGroups[c][k]] + v;
                }
                builder.addRow(row);
            }
        }
        return new SudokuCover(n, builder.build());
    }

    /**
     * Whether exact cover can express these rules: all-different groups only. Cages (sums), relations
     * between cells and the other rules (arrows, lines, odd and even cells...) are not "exactly once"
     * constraints. The size is another matter (see {@link #encode}).
     */
    /**
     * Whether the exact cover solvers ({@code algorx}, {@code dancing}) take these rules: exact cover
     * expresses them, and the side is at most {@link #MAX_SIZE}.
     */
    public static boolean takes(RuleModel rules) {
        return expresses(rules) && rules.size() <= MAX_SIZE;
    }

    /**
     * Refuses, before anything is built, a side past {@link #MAX_SIZE} for the exact cover solvers (the
     * encoding itself has no such limit: a test may cross-check a larger grid with it).
     *
     * @param solverName named in the message, e.g. {@code dancing}
     */
    public static void checkSize(RuleModel rules, String solverName) {
        int n = rules.size();
        if (n > MAX_SIZE) {
            throw new UnsupportedModelException(solverName + " supports grids up to " + MAX_SIZE + "x" + MAX_SIZE
                    + ", not " + n + "x" + n + " (past that only advanced takes a grid)");
        }
    }

    public static boolean expresses(RuleModel rules) {
        return rules.cages().isEmpty() && rules.relations().isEmpty() && rules.constraints().isEmpty();
    }

    private static void checkSupported(RuleModel rules, String solverName) {
        if (expresses(rules)) {
            return;
        }
        String extra;
        if (!rules.cages().isEmpty()) {
            extra = plural(rules.cages().size(), "cage");
        } else if (!rules.relations().isEmpty()) {
            extra = plural(rules.relations().size(), "relation") + " between cells";
        } else {
            extra = "a " + rules.constraints().get(0).kind() + " rule"
                    + (rules.constraints().size() > 1 ? " (and " + (rules.constraints().size() - 1) + " more rules)" : "");
        }
        throw new UnsupportedModelException(solverName + " handles all-different rules only; this "
                + rules.variant() + " puzzle has " + extra
                + ", which exact cover cannot express: use backtracking or a propagation solver");
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    /**
     * Refuses a matrix of {@code entries} 1s that would need more than half of {@code maxHeap} bytes
     * (or more entries than int node indices allow), before anything is allocated.
     */
    static void checkMemory(RuleModel rules, String solverName, long entries, long maxHeap) {
        long needed = entries * BYTES_PER_ENTRY;
        if (entries > Integer.MAX_VALUE / 2 || needed > maxHeap / 2) {
            int n = rules.size();
            throw new UnsupportedModelException(solverName + " cannot take a " + n + "x" + n
                    + " puzzle here: its exact cover matrix has " + entries + " entries, about "
                    + (needed >> 20) + " MB, over half the " + (maxHeap >> 20) + " MB heap (raise -Xmx)");
        }
    }

    /** The exact cover problem (rules only). */
    public ExactCoverProblem problem() {
        return problem;
    }

    /** Side of the grid. */
    public int size() {
        return n;
    }

    /** The matrix row meaning "cell holds symbol index {@code symbol}". */
    public int row(int cell, int symbol) {
        return cell * n + symbol;
    }

    /** The cell a matrix row fills. */
    public int cellOf(int row) {
        return row / n;
    }

    /** The symbol index a matrix row writes. */
    public int symbolOf(int row) {
        return row % n;
    }

    /** The rows the givens force (symbol indices, {@code -1} blank; checked against the board by the caller). */
    public int[] forcedRows(int[] givens) {
        int count = 0;
        for (int g : givens) {
            if (g >= 0) {
                count++;
            }
        }
        int[] rows = new int[count];
        int k = 0;
        for (int c = 0; c < cells; c++) {
            if (givens[c] >= 0) {
                rows[k++] = row(c, givens[c]);
            }
        }
        return rows;
    }

    /**
     * A decoder writing the chosen rows into one reused cell array (symbol indices, row-major). Every
     * cell has a primary column, so every cover fills every cell. One per search.
     */
    public CoverDecoder decoder() {
        int[] buffer = new int[cells];
        return (rows, count) -> {
            for (int k = 0; k < count; k++) {
                int r = rows[k];
                buffer[r / n] = r % n;
            }
            return buffer;
        };
    }
}
