package solver.exactcover;

import solver.SearchControl;
import solver.SolutionSink;
import solver.SolveOptions;
import solver.SolveResult;

/**
 * Knuth's Dancing Links (DLX, "Dancing Links", arXiv cs/0011047) on parallel {@code int} arrays.
 *
 * <p>Node 0 is the root, nodes {@code 1..columns} are the column headers (column {@code c} is node
 * {@code c+1}), then the 1s of the matrix row by row. Each node has vertical links (up/down, circular
 * through its header) and a header ({@code col}); the nodes of a row form a circular horizontal list
 * ({@code left}/{@code right}). Only primary headers are in the root's horizontal list, so secondary
 * columns are covered when a chosen row holds them but are never chosen to branch on.
 *
 * <p>Covering a column never changes a row node's horizontal links, only vertical links, column sizes
 * and the header list. So the constructor builds the whole structure once (the template), and each
 * {@link #solve} clones just the changing arrays (up, down, sizes, header list) before covering the
 * forced rows: nothing is rebuilt per puzzle. Search is iterative with an explicit stack of chosen
 * nodes; the branching column is the primary one with the fewest rows (Knuth's S heuristic), the first
 * such in header order on ties, and the scan stops at a column with no rows (a dead end).
 *
 * <p>Statistics: nodes = rows tried, updates = nodes unlinked by covers (Knuth's measure).
 */
public final class DancingLinks implements ExactCoverAlgorithm {

    private final ExactCoverProblem problem;
    private final int columns;
    private final int primary;
    private final int[] up;
    private final int[] down;
    private final int[] left;
    private final int[] right;
    private final int[] col;
    private final int[] rowOf;
    private final int[] size;
    private final int[] headLeft;
    private final int[] headRight;
    private final int[] firstNode;

    /** Builds the linked structure of {@code problem} once. */
    public DancingLinks(ExactCoverProblem problem) {
        this.problem = problem;
        columns = problem.columnCount();
        primary = problem.primaryColumns();
        int nodes = 1 + columns + problem.entryCount();
        up = new int[nodes];
        down = new int[nodes];
        left = new int[nodes];
        right = new int[nodes];
        col = new int[nodes];
        rowOf = new int[nodes];
        size = new int[columns + 1];
        headLeft = new int[columns + 1];
        headRight = new int[columns + 1];
        firstNode = new int[problem.rowCount()];

        // Header list: root and the primary headers in a ring; secondary headers point to themselves.
        for (int h = 0; h <= columns; h++) {
            up[h] = h;
            down[h] = h;
            col[h] = h;
            rowOf[h] = -1;
            headLeft[h] = h;
            headRight[h] = h;
        }
        for (int h = 1; h <= primary; h++) {
            headLeft[h] = h - 1;
            headRight[h - 1] = h;
        }
        headLeft[0] = primary;
        headRight[primary] = 0;

        int node = columns + 1;
        for (int r = 0; r < problem.rowCount(); r++) {
            int length = problem.rowLength(r);
            int first = node;
            firstNode[r] = first;
            for (int k = 0; k < length; k++) {
                int h = problem.column(r, k) + 1;
                // Append at the bottom of column h: rows keep their order top to bottom.
                up[node] = up[h];
                down[node] = h;
                down[up[h]] = node;
                up[h] = node;
                size[h]++;
                col[node] = h;
                rowOf[node] = r;
                left[node] = k == 0 ? first + length - 1 : node - 1;
                right[node] = k == length - 1 ? first : node + 1;
                node++;
            }
        }
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    /** Nodes in the structure (root, headers and 1s), for memory estimates and reports. */
    public int nodeCount() {
        return up.length;
    }

    @Override
    public SolveResult solve(int[] forcedRows, SolveOptions options, CoverDecoder decoder, SolutionSink sink) {
        SearchControl control = options.control();
        Run run = new Run(forcedRows.length + primary);
        if (!run.force(forcedRows)) {
            return control.result(0);
        }
        run.search(control, decoder, sink, forcedRows.length);
        return control.result(run.updates);
    }

    /** The mutable state of one search: copies of the links that covering changes. */
    private final class Run {
        private final int[] u = up.clone();
        private final int[] d = down.clone();
        private final int[] s = size.clone();
        private final int[] hl = headLeft.clone();
        private final int[] hr = headRight.clone();
        private final int[] lf = left;
        private final int[] rt = right;
        private final int[] cl = col;
        private final int[] nodeStack;
        private final int[] rowStack;
        private long updates;

        Run(int maxDepth) {
            nodeStack = new int[maxDepth];
            rowStack = new int[maxDepth];
        }

        /** Selects the forced rows; false if two of them share a column. */
        boolean force(int[] rows) {
            boolean[] taken = new boolean[columns + 1];
            for (int i = 0; i < rows.length; i++) {
                int r = rows[i];
                int first = firstNode[r];
                int j = first;
                do {
                    if (taken[cl[j]]) {
                        return false;
                    }
                    taken[cl[j]] = true;
                    j = rt[j];
                } while (j != first);
                do {
                    cover(cl[j]);
                    j = rt[j];
                } while (j != first);
                rowStack[i] = r;
            }
            return true;
        }

        void search(SearchControl control, CoverDecoder decoder, SolutionSink sink, int base) {
            final int[] u = this.u;
            final int[] d = this.d;
            final int[] s = this.s;
            final int[] hr = this.hr;
            final int[] cl = this.cl;
            final int[] rt = this.rt;
            final int[] lf = this.lf;
            final int[] nodes = nodeStack;
            final int[] rows = rowStack;
            int depth = base;
            while (true) {
                // Descend: branch on the best column, or report a solution.
                int x = -1;
                if (hr[0] == 0) {
                    if (!control.solution(decoder.decode(rows, depth), sink)) {
                        return;
                    }
                } else {
                    int best = hr[0];
                    int min = s[best];
                    for (int c = hr[best]; min > 0 && c != 0; c = hr[c]) {
                        int sc = s[c];
                        if (sc < min) {
                            min = sc;
                            best = c;
                        }
                    }
                    if (min > 0) {
                        cover(best);
                        x = d[best];
                    }
                }
                // Backtrack until some level has a next row to try (x), or the search is over.
                while (x < 0) {
                    control.backtrack();
                    if (depth == base) {
                        return;
                    }
                    depth--;
                    int y = nodes[depth];
                    for (int j = lf[y]; j != y; j = lf[j]) {
                        uncover(cl[j]);
                    }
                    int c = cl[y];
                    y = d[y];
                    if (y != c) {
                        x = y;
                    } else {
                        uncover(c);
                    }
                }
                if (!control.node()) {
                    return;
                }
                nodes[depth] = x;
                rows[depth] = rowOf[x];
                depth++;
                for (int j = rt[x]; j != x; j = rt[j]) {
                    cover(cl[j]);
                }
            }
        }

        private void cover(int c) {
            final int[] u = this.u;
            final int[] d = this.d;
            final int[] s = this.s;
            final int[] cl = this.cl;
            final int[] rt = this.rt;
            int l = hl[c];
            int r = hr[c];
            hr[l] = r;
            hl[r] = l;
            int unlinked = 1;
            for (int i = d[c]; i != c; i = d[i]) {
                for (int j = rt[i]; j != i; j = rt[j]) {
                    int above = u[j];
                    int below = d[j];
                    d[above] = below;
                    u[below] = above;
                    s[cl[j]]--;
                    unlinked++;
                }
            }
            updates += unlinked;
        }

        private void uncover(int c) {
            final int[] u = this.u;
            final int[] d = this.d;
            final int[] s = this.s;
            final int[] cl = this.cl;
            final int[] lf = this.lf;
            for (int i = u[c]; i != c; i = u[i]) {
                for (int j = lf[i]; j != i; j = lf[j]) {
                    s[cl[j]]++;
                    d[u[j]] = j;
                    u[d[j]] = j;
                }
            }
            hr[hl[c]] = c;
            hl[hr[c]] = c;
        }
    }
}
