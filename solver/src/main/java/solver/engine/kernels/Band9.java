package solver.engine.kernels;

import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.Arrays;

/**
 * The engine's fast path for plain 9x9 Sudoku (rows, columns, 3x3 boxes, nothing else), bit-parallel by
 * band: the idea of Zhou's JCZSolve and of tdoku, written afresh here.
 *
 * <p><b>Representation.</b> The grid is cut into three bands of three rows. A band position is
 * {@code pos = (row % 3) * 9 + column} (27 bits); cell {@code c} is band {@code c / 27}, position
 * {@code c % 27}. A search state is {@value #STATE} ints: {@code s[b * 9 + d]} holds the positions in band
 * {@code b} where digit (symbol index) {@code d} is still possible, {@code s[UNSOLVED + b]} the positions of
 * band {@code b} not yet placed. Each search level owns one such slice of a preallocated stack; a guess
 * copies the slice to the next level, so undo is free.
 *
 * <p><b>Invariants</b> (between propagation passes, once {@code changed} is empty): a placed cell holds
 * exactly its digit's bit, and that digit is gone from all its peers; every digit keeps at least one
 * position in each row of each band, and only positions that lie in some placement of the digit consistent
 * with the band's rows and boxes (the "shrink" below). A contradiction shows as an empty digit-band, an
 * unsolved cell with no digit, or a column with no place for a digit.
 *
 * <p><b>Reasoning.</b> Per digit and band: the three rows must take the digit in three different boxes, so
 * from the 3x3 "which box can each row use" pattern a table fixed at class load keeps only the row/box
 * segments that belong to some such assignment (locked candidates along rows and boxes, and hidden singles
 * in rows and boxes fall out of it); a row left with one position is a placement, which clears the cell for
 * the other digits and the column in the other bands. Naked singles come from counting, for all 27 cells of
 * a band at once, which positions are held by exactly one digit. When both are exhausted the same bijection
 * analysis runs down the columns (per digit and stack: bands against columns), which also finds hidden
 * singles in columns. Search guesses on a cell with fewest candidates (two when there is one), preferring
 * the one with most open peers.
 *
 * <p>One algorithm: Band9 keeps no per-cell masks, so it does not call the shared per-cell routines of
 * {@code solver.candidates}; its singles, locked candidates and fewest-candidates choice are the
 * transposed, bit-parallel form of that reasoning (per digit and band, all positions at once). That form
 * is the reason to keep the kernel: it is what the bench measures against the general engine on 9x9
 * (docs/engineering-report.md, 7.11). It is also why the file is longer than the engine's others.
 *
 * <p>Stateless between calls and thread-safe: each {@link #solve} allocates its own {@link BandSearch}.
 */
public final class Band9 implements PreparedSolver {

    private static final int N = 9;
    private static final int CELLS = 81;
    private static final int BAND = (1 << 27) - 1;
    private static final int ROW = (1 << N) - 1;
    /** Offset of the three unsolved masks in a state slice. */
    private static final int UNSOLVED = 27;
    /** Ints per search level: 27 digit-bands, 3 unsolved masks, padding. */
    private static final int STATE = 32;

    /** ROW_BOXES[v]: for a 9-bit row pattern, bit k set when box k of that row has a position. */
    private static final int[] ROW_BOXES = new int[1 << N];
    /**
     * KEEP[p]: for the row/box pattern p of one digit in one band (bit {@code row * 3 + box}), the band
     * positions in segments that some row-to-box bijection inside p uses; 0 when there is none.
     */
    private static final int[] KEEP = new int[1 << N];
    /**
     * SEGMENTS[p]: KEEP[p] as the 9-bit pattern of segments kept (bit {@code row * 3 + box}); read sideways
     * (bit {@code band * 3 + column of the stack}) it serves the column analysis.
     */
    private static final int[] SEGMENTS = new int[1 << N];
    /** BAND_PEERS[pos]: the positions of the same band sharing a row, column or box with pos (not pos). */
    private static final int[] BAND_PEERS = new int[27];

    static {
        for (int v = 0; v < 1 << N; v++) {
            for (int k = 0; k < 3; k++) {
                if ((v >> 3 * k & 7) != 0) {
                    ROW_BOXES[v] |= 1 << k;
                }
            }
        }
        int[][] bijections = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int p = 0; p < 1 << N; p++) {
            int segments = 0;
            for (int[] box : bijections) {
                int used = 1 << box[0] | 1 << 3 + box[1] | 1 << 6 + box[2];
                if ((p & used) == used) {
                    segments |= used;
                }
            }
            int keep = 0;
            for (int seg = 0; seg < N; seg++) {
                if ((segments >> seg & 1) != 0) {
                    keep |= 7 << seg / 3 * 9 + seg % 3 * 3;
                }
            }
            KEEP[p] = keep;
            SEGMENTS[p] = segments;
        }
        for (int pos = 0; pos < 27; pos++) {
            for (int q = 0; q < 27; q++) {
                boolean sameRow = q / 9 == pos / 9;
                boolean sameColumn = q % 9 == pos % 9;
                boolean sameBox = q % 9 / 3 == pos % 9 / 3;
                if (q != pos && (sameRow || sameColumn || sameBox)) {
                    BAND_PEERS[pos] |= 1 << q;
                }
            }
        }
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        BandSearch search = new BandSearch(control, sink);
        search.run(givens);
        return control.result(search.placements);
    }

    /** One search: the state stack, the digit-bands changed since their last shrink, and counters. */
    private static final class BandSearch {
        private final SearchControl control;
        private final SolutionSink sink;
        /** Level l's state is {@code stack[l * STATE ...]}; grows when the search goes deeper. */
        private int[] stack = new int[4 * STATE];
        /** Bit {@code b * 9 + d}: digit d in band b changed since it was last shrunk. */
        private int changed;
        /** The solution handed to the sink, made at the first one and reused (sinks copy what they keep). */
        private int[] out;
        /** Cells placed by propagation or guesses (the {@code updates} figure of the result). */
        private long placements;

        BandSearch(SearchControl control, SolutionSink sink) {
            this.control = control;
            this.sink = sink;
        }

        void run(int[] givens) {
            int[] s = stack;
            Arrays.fill(s, 0, 30, BAND);
            for (int b = 0, c = 0; b < 3; b++) {
                for (int pos = 0; pos < 27; pos++, c++) {
                    int g = givens[c];
                    if (g >= 0) {
                        place(0, g, b, pos);
                    }
                }
            }
            if (propagate(0)) {
                search(0);
            } else {
                control.backtrack();
            }
        }

        /**
         * Puts digit d at band position pos of band b within that band for that digit; the next shrink of
         * the digit-band finds the single and clears the cell and the column elsewhere.
         */
        private void place(int base, int d, int b, int pos) {
            int i = b * N + d;
            stack[base + i] &= ~BAND_PEERS[pos];
            changed |= 1 << i;
        }

        /**
         * Searches from the propagated state at {@code base}; returns false when the search must stop. The
         * last candidate of a guessed cell reuses this level, as nothing else needs it any more.
         */
        private boolean search(int base) {
            while (true) {
                int[] s = stack;
                int cell = pick(s, base);
                if (cell < 0) {
                    return solution(base);
                }
                int band = cell / 27;
                int pos = cell - band * 27;
                int bit = 1 << pos;
                int digits = 0;
                for (int d = 0; d < N; d++) {
                    if ((s[base + band * N + d] & bit) != 0) {
                        digits |= 1 << d;
                    }
                }
                int next = base + STATE;
                while ((digits & (digits - 1)) != 0) {
                    int d = Integer.numberOfTrailingZeros(digits);
                    digits &= digits - 1;
                    if (!control.node()) {
                        return false;
                    }
                    if (next + STATE > stack.length) {
                        stack = Arrays.copyOf(stack, stack.length * 2);
                    }
                    System.arraycopy(stack, base, stack, next, STATE);
                    place(next, d, band, pos);
                    if (propagate(next)) {
                        if (!search(next)) {
                            return false;
                        }
                    } else {
                        control.backtrack();
                    }
                }
                if (!control.node()) {
                    return false;
                }
                place(base, Integer.numberOfTrailingZeros(digits), band, pos);
                if (!propagate(base)) {
                    control.backtrack();
                    return true;
                }
            }
        }

        /**
         * The cell to guess on, as {@code band * 27 + pos}, or -1 when every cell is placed: among the open
         * cells with fewest candidates (two, else three, else any), the one with most open peers (its guess
         * reaches furthest).
         */
        private static int pick(int[] s, int base) {
            int o0 = s[base + UNSOLVED];
            int o1 = s[base + UNSOLVED + 1];
            int o2 = s[base + UNSOLVED + 2];
            if ((o0 | o1 | o2) == 0) {
                return -1;
            }
            int two0 = 0;
            int two1 = 0;
            int two2 = 0;
            int three0 = 0;
            int three1 = 0;
            int three2 = 0;
            for (int b = 0; b < 3; b++) {
                // bit-sliced candidate count per position: c2 saturates from 4 on, c1 c0 are then junk
                int c0 = 0;
                int c1 = 0;
                int c2 = 0;
                int k = base + b * N;
                for (int e = 0; e < N; e++) {
                    int x = s[k + e];
                    int carry0 = c0 & x;
                    c0 ^= x;
                    c2 |= c1 & carry0;
                    c1 ^= carry0;
                }
                int two = ~c0 & c1 & ~c2;
                int three = c0 & c1 & ~c2;
                if (b == 0) {
                    two0 = two & o0;
                    three0 = three & o0;
                } else if (b == 1) {
                    two1 = two & o1;
                    three1 = three & o1;
                } else {
                    two2 = two & o2;
                    three2 = three & o2;
                }
            }
            if ((two0 | two1 | two2) != 0) {
                return mostOpenPeers(two0, two1, two2, o0, o1, o2);
            }
            if ((three0 | three1 | three2) != 0) {
                return mostOpenPeers(three0, three1, three2, o0, o1, o2);
            }
            return mostOpenPeers(o0, o1, o2, o0, o1, o2);
        }

        /** Among the positions in m0, m1, m2 (bands 0-2), the one with most open peers. */
        private static int mostOpenPeers(int m0, int m1, int m2, int o0, int o1, int o2) {
            int best = -1;
            int bestOpen = -1;
            for (int b = 0; b < 3; b++) {
                int m = b == 0 ? m0 : b == 1 ? m1 : m2;
                int open = b == 0 ? o0 : b == 1 ? o1 : o2;
                while (m != 0) {
                    int q = Integer.numberOfTrailingZeros(m);
                    m &= m - 1;
                    int column = 0x40201 << q % 9;
                    int score = Integer.bitCount(open & BAND_PEERS[q]) - Integer.bitCount(open & column)
                            + Integer.bitCount(o0 & column) + Integer.bitCount(o1 & column)
                            + Integer.bitCount(o2 & column);
                    if (score > bestOpen) {
                        bestOpen = score;
                        best = b * 27 + q;
                    }
                }
            }
            return best;
        }

        /** Hands the placed grid at {@code base} to the control; false when the search must stop. */
        private boolean solution(int base) {
            if (out == null) {
                out = new int[CELLS];
            }
            for (int b = 0; b < 3; b++) {
                for (int d = 0; d < N; d++) {
                    int x = stack[base + b * N + d];
                    while (x != 0) {
                        out[b * 27 + Integer.numberOfTrailingZeros(x)] = d;
                        x &= x - 1;
                    }
                }
            }
            return control.solution(out, sink);
        }

        /** Shrinks changed digit-bands and places singles until nothing changes; false on a contradiction. */
        private boolean propagate(int base) {
            int[] s = stack;
            int todo = changed;
            changed = 0;
            // the bands and digits whose candidates changed since their last naked-single or stack pass:
            // both passes only read those, and the state before this call was stable
            int bands = 0;
            int digits = 0;
            while (true) {
                while (todo != 0) {
                    int i = Integer.numberOfTrailingZeros(todo);
                    todo &= todo - 1;
                    int x = s[base + i];
                    x &= KEEP[ROW_BOXES[x & ROW] | ROW_BOXES[x >>> 9 & ROW] << 3 | ROW_BOXES[x >>> 18] << 6];
                    if (x == 0) {
                        return false;
                    }
                    s[base + i] = x;
                    int b = i / N;
                    int d = i - b * N;
                    bands |= 1 << b;
                    digits |= 1 << d;
                    int r0 = x & ROW;
                    int r1 = x & ROW << 9;
                    int r2 = x & ROW << 18;
                    // a row with one position is a placement; keep those whose cell is still open
                    int fresh = (r0 & ((r0 & r0 - 1) - 1) >> 31 | r1 & ((r1 & r1 - 1) - 1) >> 31
                            | r2 & ((r2 & r2 - 1) - 1) >> 31) & s[base + UNSOLVED + b];
                    if (fresh == 0) {
                        continue;
                    }
                    s[base + UNSOLVED + b] &= ~fresh;
                    placements += Integer.bitCount(fresh);
                    // clear the cells for every digit of the band and the columns for this digit in every
                    // band (branch-free), then restore this digit-band
                    int hit = 0;
                    int k = base + b * N;
                    for (int e = 0; e < N; e++) {
                        int y = s[k + e];
                        s[k + e] = y & ~fresh;
                        hit |= (-(y & fresh) >>> 31) << e;
                    }
                    todo |= hit << b * N;
                    int columns = (fresh | fresh >>> 9 | fresh >>> 18) & ROW;
                    int gone = columns | columns << 9 | columns << 18;
                    hit = 0;
                    for (int ob = 0; ob < 3; ob++) {
                        int y = s[base + d + ob * N];
                        s[base + d + ob * N] = y & ~gone;
                        hit |= (-(y & gone) >>> 31) << ob * N;
                    }
                    s[base + i] = x;
                    todo = (todo | hit << d) & ~(1 << i);
                }
                todo = nakedSingles(s, base, bands);
                bands = 0;
                if (todo == 0) {
                    todo = stacks(s, base, digits);
                    digits = 0;
                    if (todo == 0) {
                        return true;
                    }
                }
                if (todo < 0) {
                    return false;
                }
            }
        }

        /**
         * Puts every digit that is the last candidate of an open cell there (within its band, for the next
         * shrink to finish). Returns the digit-bands changed, or -1 when an open cell has no candidate.
         */
        private static int nakedSingles(int[] s, int base, int bands) {
            int todo = 0;
            for (int b = 0; b < 3; b++) {
                int open = s[base + UNSOLVED + b];
                if (open == 0 || (bands >> b & 1) == 0) {
                    continue;
                }
                int once = 0;
                int twice = 0;
                int k = base + b * N;
                for (int e = 0; e < N; e++) {
                    int x = s[k + e];
                    twice |= once & x;
                    once |= x;
                }
                if ((open & ~once) != 0) {
                    return -1;
                }
                int singles = open & ~twice;
                if (singles == 0) {
                    continue;
                }
                for (int d = 0; d < N; d++) {
                    int i = b * N + d;
                    int x = s[base + i];
                    int mine = x & singles;
                    if (mine != 0) {
                        do {
                            x &= ~BAND_PEERS[Integer.numberOfTrailingZeros(mine)];
                            mine &= mine - 1;
                        } while (mine != 0);
                        s[base + i] = x;
                        todo |= 1 << i;
                    }
                }
            }
            return todo;
        }

        /**
         * The band shrink turned sideways: per digit and stack, the three bands must take the digit in three
         * different columns, so only band/column pairs of some such bijection stay (this also finds hidden
         * singles in columns). Returns the digit-bands changed, or -1 when a digit has no bijection left.
         */
        private static int stacks(int[] s, int base, int digits) {
            int todo = 0;
            for (; digits != 0; digits &= digits - 1) {
                int d = Integer.numberOfTrailingZeros(digits);
                int x0 = s[base + d];
                int x1 = s[base + N + d];
                int x2 = s[base + 2 * N + d];
                int c0 = (x0 | x0 >>> 9 | x0 >>> 18) & ROW;
                int c1 = (x1 | x1 >>> 9 | x1 >>> 18) & ROW;
                int c2 = (x2 | x2 >>> 9 | x2 >>> 18) & ROW;
                int k0 = 0;
                int k1 = 0;
                int k2 = 0;
                for (int k = 0; k < N; k += 3) {
                    int seg = SEGMENTS[c0 >>> k & 7 | (c1 >>> k & 7) << 3 | (c2 >>> k & 7) << 6];
                    if (seg == 0) {
                        return -1;
                    }
                    k0 |= (seg & 7) << k;
                    k1 |= (seg >>> 3 & 7) << k;
                    k2 |= (seg >>> 6) << k;
                }
                if (k0 != c0) {
                    s[base + d] = x0 & (k0 | k0 << 9 | k0 << 18);
                    todo |= 1 << d;
                }
                if (k1 != c1) {
                    s[base + N + d] = x1 & (k1 | k1 << 9 | k1 << 18);
                    todo |= 1 << N + d;
                }
                if (k2 != c2) {
                    s[base + 2 * N + d] = x2 & (k2 | k2 << 9 | k2 << 18);
                    todo |= 1 << 2 * N + d;
                }
            }
            return todo;
        }
    }
}
