package solver.engine;

import grid.model.Group;
import grid.model.RuleModel;
import solver.PreparedSolver;
import solver.SearchControl;
import solver.SolutionSink;
import solver.SolveOptions;
import solver.SolveResult;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The engine's fast path for plain 9x9 Sudoku (rows, columns, 3x3 boxes, nothing else), which is most
 * of what people solve: the same reasoning as the general {@link Network} (naked and hidden singles,
 * locked candidates near the root, fewest-candidates branching) with the tables fixed at class load, 9-bit {@code int} candidates, and
 * undo by copying the 81-cell board to the next level of a preallocated stack instead of a trail. Kept
 * only because the benchmark shows it several times faster than the general engine on the standard sets.
 * Stateless; each {@link #solve} allocates its own {@link Board}.
 */
final class Sudoku9 implements PreparedSolver {

    private static final int N = 9;
    private static final int CELLS = 81;
    private static final int ALL = (1 << N) - 1;
    /** PEERS[c * 20 + k]: the 20 cells sharing a row, column or box with c. */
    private static final int[] PEERS = new int[CELLS * 20];
    /** HOUSES[h * 9 + k]: rows 0-8, columns 9-17, boxes 18-26. */
    private static final int[] HOUSES = new int[27 * N];
    /** HOUSES_OF[c]: bits of the three houses holding cell c. */
    private static final int[] HOUSES_OF = new int[CELLS];
    private static final int ALL_HOUSES = (1 << 27) - 1;
    /** The 54 box/line intersections: their 3 shared cells, the 6 other box cells, the 6 other line cells. */
    private static final int[] SEGMENT = new int[54 * 3];
    private static final int[] BOX_REST = new int[54 * 6];
    private static final int[] LINE_REST = new int[54 * 6];

    static {
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < N; k++) {
                HOUSES[i * N + k] = i * N + k;
                HOUSES[(N + i) * N + k] = k * N + i;
                HOUSES[(2 * N + i) * N + k] = (i / 3 * 3 + k / 3) * N + i % 3 * 3 + k % 3;
            }
        }
        int i = 0;
        for (int box = 0; box < N; box++) {
            for (int line = 0; line < 2 * N; line++) {
                int seg = 0;
                int lineRest = 0;
                int boxRest = 0;
                for (int k = 0; k < N; k++) {
                    int c = HOUSES[line * N + k];
                    if (boxOf(c) == box) {
                        SEGMENT[i * 3 + seg++] = c;
                    } else {
                        LINE_REST[i * 6 + lineRest++] = c;
                    }
                }
                if (seg == 0) {
                    continue;
                }
                for (int k = 0; k < N; k++) {
                    int c = HOUSES[(2 * N + box) * N + k];
                    boolean shared = line < N ? c / N == line : c % N == line - N;
                    if (!shared) {
                        BOX_REST[i * 6 + boxRest++] = c;
                    }
                }
                i++;
            }
        }
        for (int c = 0; c < CELLS; c++) {
            HOUSES_OF[c] = 1 << (c / N) | 1 << (N + c % N) | 1 << (2 * N + boxOf(c));
        }
        for (int c = 0; c < CELLS; c++) {
            int r = c / N;
            int col = c % N;
            int k = 0;
            for (int d = 0; d < CELLS; d++) {
                int dr = d / N;
                int dc = d % N;
                boolean peer = d != c && (dr == r || dc == col || (dr / 3 == r / 3 && dc / 3 == col / 3));
                if (peer) {
                    PEERS[c * 20 + k++] = d;
                }
            }
        }
    }

    private static int boxOf(int c) {
        return c / N / 3 * 3 + c % N / 3;
    }

    private final int lockedDepth;

    /**
     * @param lockedDepth    apply pointing/claiming when singles stall, down to this search depth (-1: never;
     *                       measured: it pays near the root, deeper its cost outweighs the nodes it saves)
     * @param degreeTieBreak among cells with fewest candidates take the one with most open peers
     */
    Sudoku9(int lockedDepth, boolean degreeTieBreak) {
        this.lockedDepth = lockedDepth;
        this.degreeTieBreak = degreeTieBreak;
    }

    private final boolean degreeTieBreak;

    /** Whether {@code rules} are exactly standard 9x9 Sudoku, so this fast path gives the same answers. */
    static boolean fits(RuleModel rules) {
        if (rules.size() != N || !rules.cages().isEmpty() || !rules.relations().isEmpty()
                || rules.groups().size() != 27) {
            return false;
        }
        Set<String> expected = new HashSet<>();
        for (int h = 0; h < 27; h++) {
            int[] cells = Arrays.copyOfRange(HOUSES, h * N, h * N + N);
            Arrays.sort(cells);
            expected.add(Arrays.toString(cells));
        }
        for (Group g : rules.groups()) {
            int[] cells = g.cells();
            Arrays.sort(cells);
            if (!expected.remove(Arrays.toString(cells))) {
                return false;
            }
        }
        return expected.isEmpty();
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        if (givens.length != CELLS) {
            throw new IllegalArgumentException("expected 81 givens, got " + givens.length);
        }
        SearchControl control = options.control();
        Board board = new Board(control, sink, lockedDepth, degreeTieBreak);
        board.run(givens);
        return control.result(board.updates);
    }

    /** The state of one search: a stack of boards (one per depth) and the queue of newly fixed cells. */
    private static final class Board {
        private final SearchControl control;
        private final SolutionSink sink;
        /** cand[depth * 81 + c]: candidate bits of cell c at that depth; grows when the search goes deeper. */
        private int[] cand = new int[8 * CELLS];
        private final int lockedDepth;
        private final boolean degreeTieBreak;
        private final int[] fixed = new int[CELLS];
        private int fixedSize;
        /** Houses with a candidate removed since their last hidden-single scan. */
        private int dirty;
        private final int[] out = new int[CELLS];
        private long updates;

        Board(SearchControl control, SolutionSink sink, int lockedDepth, boolean degreeTieBreak) {
            this.control = control;
            this.sink = sink;
            this.lockedDepth = lockedDepth;
            this.degreeTieBreak = degreeTieBreak;
        }

        void run(int[] givens) {
            Arrays.fill(cand, 0, CELLS, ALL);
            for (int c = 0; c < CELLS; c++) {
                int g = givens[c];
                if (g >= 0) {
                    if (g >= N) {
                        throw new IllegalArgumentException("symbol index " + g + " outside 0..8");
                    }
                    cand[c] = 1 << g;
                    fixed[fixedSize++] = c;
                }
            }
            dirty = ALL_HOUSES;
            if (propagate(0)) {
                search(0);
            } else {
                control.backtrack();
            }
        }

        /** Returns false when the search must stop (limit, sink, deadline or cancel). */
        private boolean search(int base) {
            int best = degreeTieBreak ? pickByDegree(base) : pickFirst(base);
            if (best < 0) {
                for (int c = 0; c < CELLS; c++) {
                    out[c] = Integer.numberOfTrailingZeros(cand[base + c]);
                }
                return control.solution(out, sink);
            }
            int next = base + CELLS;
            if (next + CELLS > cand.length) {
                cand = Arrays.copyOf(cand, cand.length * 2);
            }
            int m = cand[base + best];
            while (m != 0) {
                int bit = m & -m;
                m &= m - 1;
                if (!control.node()) {
                    return false;
                }
                System.arraycopy(cand, base, cand, next, CELLS);
                cand[next + best] = bit;
                fixedSize = 0;
                fixed[fixedSize++] = best;
                dirty = HOUSES_OF[best];
                if (propagate(next)) {
                    if (!search(next)) {
                        return false;
                    }
                } else {
                    control.backtrack();
                }
            }
            return true;
        }

        /** The first open cell with fewest candidates; -1 when all are fixed. */
        private int pickFirst(int base) {
            int best = -1;
            int bestCount = N + 1;
            for (int c = 0; c < CELLS; c++) {
                int m = cand[base + c];
                if ((m & (m - 1)) != 0) {
                    int k = Integer.bitCount(m);
                    if (k < bestCount) {
                        best = c;
                        bestCount = k;
                        if (k == 2) {
                            break;
                        }
                    }
                }
            }
            return best;
        }

        /** The open cell with fewest candidates and, among those, most open peers; -1 when all are fixed. */
        private int pickByDegree(int base) {
            int best = -1;
            int bestCount = N + 1;
            int bestDegree = -1;
            for (int c = 0; c < CELLS; c++) {
                int m = cand[base + c];
                if ((m & (m - 1)) == 0) {
                    continue;
                }
                int k = Integer.bitCount(m);
                if (k > bestCount) {
                    continue;
                }
                int degree = 0;
                for (int p = c * 20, end = p + 20; p < end; p++) {
                    int pm = cand[base + PEERS[p]];
                    degree += (pm & (pm - 1)) != 0 ? 1 : 0;
                }
                if (k < bestCount || degree > bestDegree) {
                    best = c;
                    bestCount = k;
                    bestDegree = degree;
                }
            }
            return best;
        }

        /** Naked singles to a fixpoint, then hidden singles, until neither finds anything; false on a contradiction. */
        private boolean propagate(int base) {
            int[] cand = this.cand;
            while (true) {
                while (fixedSize > 0) {
                    int c = fixed[--fixedSize];
                    int bit = cand[base + c];
                    for (int k = c * 20, end = k + 20; k < end; k++) {
                        int p = base + PEERS[k];
                        int m = cand[p];
                        if ((m & bit) != 0) {
                            m &= ~bit;
                            if (m == 0) {
                                dirty = 0;
                                return false;
                            }
                            cand[p] = m;
                            updates++;
                            dirty |= HOUSES_OF[PEERS[k]];
                            if ((m & (m - 1)) == 0) {
                                fixed[fixedSize++] = PEERS[k];
                            }
                        }
                    }
                }
                if (!hiddenSingles(base)) {
                    return false;
                }
                if (fixedSize == 0) {
                    if (base > lockedDepth * CELLS) {
                        return true;
                    }
                    int locked = lockedCandidates(base);
                    if (locked < 0) {
                        return false;
                    }
                    if (locked == 0) {
                        return true;
                    }
                }
            }
        }

        /** Pointing and claiming on every box/line intersection: -1 contradiction, 0 nothing, 1 pruned. */
        private int lockedCandidates(int base) {
            int[] cand = this.cand;
            int result = 0;
            for (int i = 0; i < 54; i++) {
                int seg = cand[base + SEGMENT[i * 3]] | cand[base + SEGMENT[i * 3 + 1]]
                        | cand[base + SEGMENT[i * 3 + 2]];
                int boxRest = 0;
                int lineRest = 0;
                for (int k = i * 6; k < i * 6 + 6; k++) {
                    boxRest |= cand[base + BOX_REST[k]];
                    lineRest |= cand[base + LINE_REST[k]];
                }
                int pointing = seg & ~boxRest & lineRest;
                int claiming = seg & ~lineRest & boxRest;
                if (pointing != 0 && (result = remove(base, LINE_REST, i, pointing, result)) < 0) {
                    return -1;
                }
                if (claiming != 0 && (result = remove(base, BOX_REST, i, claiming, result)) < 0) {
                    return -1;
                }
            }
            return result;
        }

        private int remove(int base, int[] rest, int i, int symbols, int result) {
            for (int k = i * 6; k < i * 6 + 6; k++) {
                int c = rest[k];
                int m = cand[base + c];
                if ((m & symbols) != 0) {
                    m &= ~symbols;
                    if (m == 0) {
                        dirty = 0;
                        return -1;
                    }
                    cand[base + c] = m;
                    updates++;
                    dirty |= HOUSES_OF[c];
                    result = 1;
                    if ((m & (m - 1)) == 0) {
                        fixed[fixedSize++] = c;
                    }
                }
            }
            return result;
        }

        /** Places every symbol that has one cell left in a house; false if a symbol has none. */
        private boolean hiddenSingles(int base) {
            int[] cand = this.cand;
            while (dirty != 0) {
                int house = Integer.numberOfTrailingZeros(dirty);
                dirty &= dirty - 1;
                int h = house * N;
                int once = 0;
                int twice = 0;
                for (int k = h; k < h + N; k++) {
                    int m = cand[base + HOUSES[k]];
                    twice |= once & m;
                    once |= m;
                }
                if (once != ALL) {
                    dirty = 0;
                    return false;
                }
                int hidden = once & ~twice;
                if (hidden == 0) {
                    continue;
                }
                for (int k = h; k < h + N; k++) {
                    int c = HOUSES[k];
                    int m = cand[base + c];
                    int only = m & hidden;
                    if (only != 0 && only != m) {
                        if ((only & (only - 1)) != 0) {
                            dirty = 0;
                            return false;
                        }
                        cand[base + c] = only;
                        updates++;
                        dirty |= HOUSES_OF[c];
                        fixed[fixedSize++] = c;
                    }
                }
            }
            return true;
        }
    }
}
