package solver.engine.kernels;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.candidates.CandidateCounts;
import solver.candidates.FeasibleCombinations;
import solver.candidates.HiddenSingles;
import solver.candidates.LockedSymbols;
import solver.candidates.Occurrences;
import solver.candidates.SumRange;

import java.util.Arrays;

/**
 * One search of a {@link Killer9}: its data layout and its loop. The layout is a stack of boards, one per
 * depth, each the 81 cells' 9-bit candidate masks followed by, per constraint, the required symbols already
 * removed from its rest cells; a branch copies the board to the next level, so undo is free. The loop runs
 * naked singles through the peer table, one pending sum, and, when no sum is pending, the hidden singles of
 * the houses that changed (scanning houses after every sum costs more than it saves), then locked
 * candidates near the root, to a fixpoint; it branches on a cell with fewest candidates. The reasoning is
 * the shared one of {@code solver.candidates}; what is the kernel's own is where it looks (the fixed 9x9
 * tables of {@link Houses9}, the constraints' flat arrays) and the scheduling. Used by one thread, once.
 * One algorithm (the kernel's propagation loop and its depth-first search), hence its length.
 */
final class KillerSearch {

    private static final int N = Houses9.N;
    private static final int CELLS = Houses9.CELLS;
    private static final long ALL = (1L << N) - 1;
    private static final int ALL_HOUSES = (1 << Houses9.HOUSE_COUNT) - 1;
    private static final int[] PEERS = Houses9.PEERS;
    private static final int[] HOUSES = Houses9.HOUSES;
    private static final int[] HOUSES_OF = Houses9.HOUSES_OF;
    private static final int[] SEGMENT = Houses9.SEGMENT;
    private static final int[] BOX_REST = Houses9.BOX_REST;
    private static final int[] LINE_REST = Houses9.LINE_REST;

    private final SearchControl control;
    private final SolutionSink sink;
    // the compiled tables, copied into fields of this object so the JIT keeps them in registers
    private final int lockedDepth;
    private final int[] value;
    private final long[] combos;
    private final int count;
    private final int[] start;
    private final int[] cells;
    private final int[] from;
    private final int[] to;
    private final long[] total;
    private final long[] restLo;
    private final long[] restHi;
    private final boolean contradiction;
    private final int words;
    private final long[] consMask;
    /**
     * One level per search depth, {@code stride} longs each: the candidate masks of the 81 cells, then per
     * constraint the required symbols already removed from its rest cells. Grows when the search goes deeper.
     */
    private long[] cand;
    private final int stride;
    /** Cells that became fixed and whose peers still hold their symbol. */
    private final int[] fixed = new int[CELLS];
    private int fixedSize;
    /** Houses with a candidate removed since their last hidden-single scan. */
    private int dirtyHouses;
    /** Constraints with a cell narrowed since they last ran. */
    private final long[] dirty;
    private final int[] out = new int[CELLS];
    private long updates;

    KillerSearch(Killer9 rules, SearchControl control, SolutionSink sink) {
        this.control = control;
        this.sink = sink;
        this.lockedDepth = rules.lockedDepth;
        this.value = rules.value;
        this.combos = rules.combos;
        this.count = rules.count;
        this.start = rules.start;
        this.cells = rules.cells;
        this.from = rules.from;
        this.to = rules.to;
        this.total = rules.total;
        this.restLo = rules.restLo;
        this.restHi = rules.restHi;
        this.contradiction = rules.contradiction;
        this.words = rules.words;
        this.consMask = rules.consMask;
        this.dirty = new long[words];
        this.stride = CELLS + count;
        this.cand = new long[4 * stride];
    }

    long updates() {
        return updates;
    }

    void run(int[] givens) {
        Arrays.fill(cand, 0, CELLS, ALL);
        Arrays.fill(cand, CELLS, stride, 0);
        for (int c = 0; c < CELLS; c++) {
            int g = givens[c];
            if (g >= 0) {
                cand[c] = 1L << g;
                fixed[fixedSize++] = c;
            }
        }
        dirtyHouses = ALL_HOUSES;
        for (int k = 0; k < count; k++) {
            dirty[k >>> 6] |= 1L << k;
        }
        if (!contradiction && propagate(0)) {
            search(0);
        } else {
            control.backtrack();
        }
    }

    /** Returns false when the search must stop (limit, sink, deadline or cancel). */
    private boolean search(int base) {
        int best = CandidateCounts.fewest(cand, base, base + CELLS);
        if (best < 0) {
            for (int c = 0; c < CELLS; c++) {
                out[c] = Long.numberOfTrailingZeros(cand[base + c]);
            }
            return control.solution(out, sink);
        }
        int next = base + stride;
        if (next + stride > cand.length) {
            cand = Arrays.copyOf(cand, cand.length * 2);
        }
        long m = cand[base + best];
        while (m != 0) {
            long bit = m & -m;
            m &= m - 1;
            if (!control.node()) {
                return false;
            }
            System.arraycopy(cand, base, cand, next, stride);
            cand[next + best] = bit;
            fixedSize = 0;
            fixed[fixedSize++] = best;
            dirtyHouses = HOUSES_OF[best];
            System.arraycopy(consMask, best * words, dirty, 0, words);
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

    /** Narrows cell c to {@code m}, a non-empty strict subset of its candidates, and schedules what it affects. */
    private void set(int base, int c, long m) {
        cand[base + c] = m;
        updates++;
        dirtyHouses |= HOUSES_OF[c];
        for (int w = 0, o = c * words; w < words; w++) {
            dirty[w] |= consMask[o + w];
        }
        if ((m & (m - 1)) == 0) {
            fixed[fixedSize++] = c;
        }
    }

    /**
     * To a fixpoint: naked singles, then one pending sum, and only when no sum is pending the hidden
     * singles of the houses that changed, then locked candidates near the root. False on a contradiction.
     */
    private boolean propagate(int base) {
        while (true) {
            if (!nakedSingles(base)) {
                return false;
            }
            int k = nextDirty();
            if (k >= 0) {
                if (!(from[k] >= 0 ? distinctSum(base, k) : boundedSum(base, k))) {
                    return false;
                }
                continue;
            }
            if (dirtyHouses != 0) {
                if (!hiddenSingles(base)) {
                    return false;
                }
                continue;
            }
            if (base > lockedDepth * stride) {
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

    private int nextDirty() {
        for (int w = 0; w < words; w++) {
            long bits = dirty[w];
            if (bits != 0) {
                dirty[w] = bits & (bits - 1);
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    /** Removes the symbol of every newly fixed cell from its peers; false on a contradiction. */
    private boolean nakedSingles(int base) {
        while (fixedSize > 0) {
            int c = fixed[--fixedSize];
            long bit = cand[base + c];
            for (int k = c * 20, end = k + 20; k < end; k++) {
                if (!drop(base, PEERS[k], bit)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The hidden singles of every changed house ({@link HiddenSingles}); false if a symbol has no cell. */
    private boolean hiddenSingles(int base) {
        while (dirtyHouses != 0) {
            int house = Integer.numberOfTrailingZeros(dirtyHouses);
            dirtyHouses &= dirtyHouses - 1;
            int h = house * N;
            Occurrences seen = Occurrences.of(cand, base, HOUSES, h, h + N);
            if (!seen.covers(ALL)) {
                return false;
            }
            long hidden = seen.hidden();
            if (hidden == 0) {
                continue;
            }
            for (int k = h; k < h + N; k++) {
                if (!narrow(base, HOUSES[k], HiddenSingles.narrowed(cand[base + HOUSES[k]], hidden))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Narrows cell c to {@code keep} unless that is all it holds; false when {@code keep} is empty. */
    private boolean narrow(int base, int c, long keep) {
        if (keep != cand[base + c]) {
            if (keep == 0) {
                return false;
            }
            set(base, c, keep);
        }
        return true;
    }

    /** Removes {@code symbols} from cell c; false when nothing is left. */
    private boolean drop(int base, int c, long symbols) {
        long m = cand[base + c];
        return (m & symbols) == 0 || narrow(base, c, m & ~symbols);
    }

    /**
     * A sum over distinct cells ({@link FeasibleCombinations}): cells keep the symbols of feasible
     * combinations (minus the symbols fixed elsewhere in the sum); a symbol every feasible combination
     * needs is a hidden single when one cell can take it, and leaves the houses that hold the whole sum.
     */
    private boolean distinctSum(int base, int k) {
        long[] cand = this.cand;
        int[] cells = this.cells;
        int first = start[k];
        int end = start[k + 1];
        long union = 0;
        long fixedMask = 0;
        for (int i = first; i < end; i++) {
            long m = cand[base + cells[i]];
            union |= m;
            if ((m & (m - 1)) == 0) {
                if ((fixedMask & m) != 0) {
                    return false;
                }
                fixedMask |= m;
            }
        }
        FeasibleCombinations feasible = FeasibleCombinations.of(combos, from[k], to[k], fixedMask, union,
                cand, base, cells, first, end);
        long allowed = feasible.allowed();
        long required = feasible.required();
        if (allowed == 0) {
            return false;
        }
        // Dropping symbols outside every feasible combination leaves the combinations feasible, so
        // that alone needs no second pass; a new single or a dropped fixed symbol may not
        boolean again = false;
        for (int i = first; i < end; i++) {
            int c = cells[i];
            long m = cand[base + c];
            long keep = (m & (m - 1)) == 0 ? m & allowed : m & allowed & ~fixedMask;
            if (keep != m) {
                if (keep == 0) {
                    return false;
                }
                again |= (keep & (keep - 1)) == 0 || keep != (m & allowed);
                set(base, c, keep);
            }
        }
        Occurrences seen = Occurrences.of(cand, base, cells, first, end);
        if (!seen.covers(required)) {
            return false;
        }
        long hidden = required & seen.exactlyOnce() & ~fixedMask;
        if (hidden != 0) {
            for (int i = first; i < end; i++) {
                int c = cells[i];
                long m = cand[base + c];
                long only = HiddenSingles.narrowed(m, hidden);
                if (only != m) {
                    if (!narrow(base, c, only)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        if (!again) {
            dirty[k >>> 6] &= ~(1L << k);
        }
        int done = base + CELLS + k;
        if ((required & ~cand[done]) == 0) {
            return true;
        }
        cand[done] = required;
        for (long w = restLo[k]; w != 0; w &= w - 1) {
            if (!drop(base, Long.numberOfTrailingZeros(w), required)) {
                return false;
            }
        }
        for (long w = restHi[k]; w != 0; w &= w - 1) {
            if (!drop(base, 64 + Long.numberOfTrailingZeros(w), required)) {
                return false;
            }
        }
        return true;
    }

    /** A sum over cells that may repeat symbols: bounds ({@link SumRange}) to this sum's fixpoint. */
    private boolean boundedSum(int base, int k) {
        int first = start[k];
        int end = start[k + 1];
        long sum = total[k];
        boolean again = true;
        while (again) {
            again = false;
            SumRange range = SumRange.of(cand, base, cells, first, end, value);
            if (!range.reaches(sum)) {
                return false;
            }
            for (int i = first; i < end; i++) {
                int c = cells[i];
                long m = cand[base + c];
                long keep = range.keep(m, sum, value);
                if (keep != m) {
                    if (!narrow(base, c, keep)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        // the loop above ran to this sum's own fixpoint
        dirty[k >>> 6] &= ~(1L << k);
        return true;
    }

    /**
     * Pointing and claiming ({@link LockedSymbols}) on every box/line intersection: -1 contradiction, 0
     * nothing, 1 pruned.
     */
    private int lockedCandidates(int base) {
        int result = 0;
        for (int i = 0; i < Houses9.SEGMENTS; i++) {
            long seg = Occurrences.union(cand, base, SEGMENT, i * 3, i * 3 + 3);
            long boxRest = Occurrences.union(cand, base, BOX_REST, i * 6, i * 6 + 6);
            long lineRest = Occurrences.union(cand, base, LINE_REST, i * 6, i * 6 + 6);
            long pointing = LockedSymbols.locked(seg, boxRest, lineRest);
            long claiming = LockedSymbols.locked(seg, lineRest, boxRest);
            if (pointing != 0 && (result = remove(base, LINE_REST, i, pointing, result)) < 0) {
                return -1;
            }
            if (claiming != 0 && (result = remove(base, BOX_REST, i, claiming, result)) < 0) {
                return -1;
            }
        }
        return result;
    }

    private int remove(int base, int[] restCells, int i, long symbols, int result) {
        for (int k = i * 6; k < i * 6 + 6; k++) {
            int c = restCells[k];
            if ((cand[base + c] & symbols) != 0) {
                if (!drop(base, c, symbols)) {
                    return -1;
                }
                result = 1;
            }
        }
        return result;
    }
}
