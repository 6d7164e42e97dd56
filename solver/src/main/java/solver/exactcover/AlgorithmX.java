package solver.exactcover;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.Arrays;

/**
 * Knuth's Algorithm X on an explicit sparse matrix, without links: each column lists its rows and each
 * row its columns (both fixed), and the current sub-matrix is given by an "active" flag per row and,
 * per column, a count of active rows with a mark while the column is inactive. Choosing a row deactivates its columns and every
 * active row that meets one of them; each change is pushed on a primitive trail and undone by popping
 * back to the level's mark. Deactivated rows stay in the column lists and are skipped by scanning,
 * which is exactly the cost Dancing Links removes.
 *
 * <p>The branching column is the active primary column with the fewest active rows (first on ties);
 * the scan stops early at a column with none. Secondary columns are covered when a chosen row holds
 * them but never branched on. Immutable after construction; each {@link #solve} allocates its state.
 *
 * <p>Statistics: nodes = rows tried, backtracks = chosen rows taken back (never more than the nodes),
 * updates = rows and columns deactivated.
 */
public final class AlgorithmX implements ExactCoverAlgorithm {

    /**
     * Added to a column's count while it is inactive, so one array read tells both whether a column is
     * active and how many rows it has (an active row never meets an inactive column, so the count of an
     * inactive column stays put until it is reactivated).
     */
    private static final int INACTIVE = 1 << 30;

    private final ExactCoverProblem problem;
    private final int primary;
    private final int columns;
    private final int rowCount;
    /** Row {@code r}'s columns: {@code rowCols[rowStart[r] .. rowStart[r+1])}. */
    private final int[] rowStart;
    private final int[] rowCols;
    /** Column {@code c}'s rows: {@code colRows[colStart[c] .. colStart[c+1])}, ascending. */
    private final int[] colStart;
    private final int[] colRows;

    /** Builds the row and column lists of {@code problem} once. */
    public AlgorithmX(ExactCoverProblem problem) {
        this.problem = problem;
        primary = problem.primaryColumns();
        columns = problem.columnCount();
        rowCount = problem.rowCount();
        rowStart = new int[rowCount + 1];
        rowCols = new int[problem.entryCount()];
        colStart = new int[columns + 1];
        colRows = new int[problem.entryCount()];
        int at = 0;
        for (int r = 0; r < rowCount; r++) {
            rowStart[r] = at;
            for (int k = 0; k < problem.rowLength(r); k++) {
                int c = problem.column(r, k);
                rowCols[at++] = c;
                colStart[c + 1]++;
            }
        }
        rowStart[rowCount] = at;
        for (int c = 0; c < columns; c++) {
            colStart[c + 1] += colStart[c];
        }
        int[] fill = new int[columns];
        for (int r = 0; r < rowCount; r++) {
            for (int i = rowStart[r]; i < rowStart[r + 1]; i++) {
                int c = rowCols[i];
                colRows[colStart[c] + fill[c]++] = r;
            }
        }
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    public SolveResult solve(int[] forcedRows, SolveOptions options, CoverDecoder decoder, SolutionSink sink) {
        SearchControl control = options.control();
        SearchRun run = new SearchRun(forcedRows.length + primary);
        for (int i = 0; i < forcedRows.length; i++) {
            int r = forcedRows[i];
            // A row goes inactive exactly when one of its columns is taken, so this is the clash test.
            if (!run.rowActive[r]) {
                return control.result(0);
            }
            run.select(r);
            run.rowStack[i] = r;
        }
        run.search(control, decoder, sink, forcedRows.length);
        return control.result(run.updates);
    }

    /** The mutable state of one search. */
    private final class SearchRun {
        final boolean[] rowActive = new boolean[rowCount];
        /** Active rows per column, plus {@link #INACTIVE} while the column is out of the sub-matrix. */
        final int[] count = new int[columns];
        /** Deactivated rows as {@code r}, deactivated columns as {@code ~c}. */
        final int[] trail = new int[rowCount + columns];
        int top;
        final int[] rowStack;
        final int[] levelColumn;
        final int[] levelPos;
        final int[] levelMark;
        long updates;

        SearchRun(int maxDepth) {
            Arrays.fill(rowActive, true);
            for (int c = 0; c < columns; c++) {
                count[c] = colStart[c + 1] - colStart[c];
            }
            rowStack = new int[maxDepth];
            levelColumn = new int[maxDepth];
            levelPos = new int[maxDepth];
            levelMark = new int[maxDepth];
        }

        /** Takes row {@code r}: its columns and every active row meeting them leave the sub-matrix. */
        void select(int r) {
            int start = top;
            for (int i = rowStart[r], end = rowStart[r + 1]; i < end; i++) {
                int c = rowCols[i];
                count[c] += INACTIVE;
                trail[top++] = ~c;
                for (int p = colStart[c], pe = colStart[c + 1]; p < pe; p++) {
                    int other = colRows[p];
                    if (rowActive[other]) {
                        rowActive[other] = false;
                        trail[top++] = other;
                        for (int k = rowStart[other], ke = rowStart[other + 1]; k < ke; k++) {
                            count[rowCols[k]]--;
                        }
                    }
                }
            }
            updates += top - start;
        }

        /** Undoes every change made since the trail was at {@code mark}. */
        void restore(int mark) {
            while (top > mark) {
                int e = trail[--top];
                if (e >= 0) {
                    rowActive[e] = true;
                    for (int k = rowStart[e], ke = rowStart[e + 1]; k < ke; k++) {
                        count[rowCols[k]]++;
                    }
                } else {
                    count[~e] -= INACTIVE;
                }
            }
        }

        void search(SearchControl control, CoverDecoder decoder, SolutionSink sink, int base) {
            int depth = base;
            while (true) {
                // Descend: open a level on the best column, or report a solution.
                int best = -1;
                int min = Integer.MAX_VALUE;
                for (int c = 0; c < primary; c++) {
                    int k = count[c];
                    if (k < min) {
                        min = k;
                        best = c;
                        if (k == 0) {
                            break;
                        }
                    }
                }
                if (min >= INACTIVE) {
                    if (!control.solution(decoder.decode(rowStack, depth), sink)) {
                        return;
                    }
                } else if (min > 0) {
                    levelColumn[depth] = best;
                    levelPos[depth] = colStart[best] - 1;
                    levelMark[depth] = top;
                    depth++;
                }
                if ((min >= INACTIVE || min == 0) && depth == base) {
                    return;
                }
                // Advance the top level to its next active row, popping exhausted levels.
                int row = -1;
                while (row < 0) {
                    int level = depth - 1;
                    restore(levelMark[level]);
                    int c = levelColumn[level];
                    if (levelPos[level] >= colStart[c]) {
                        // The row chosen at this level is taken back: one backtrack per row undone.
                        control.backtrack();
                    }
                    int end = colStart[c + 1];
                    int p = levelPos[level] + 1;
                    while (p < end && !rowActive[colRows[p]]) {
                        p++;
                    }
                    if (p < end) {
                        levelPos[level] = p;
                        row = colRows[p];
                    } else {
                        depth--;
                        if (depth == base) {
                            return;
                        }
                    }
                }
                if (!control.node()) {
                    return;
                }
                rowStack[depth - 1] = row;
                select(row);
            }
        }
    }
}
