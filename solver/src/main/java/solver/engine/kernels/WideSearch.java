package solver.engine.kernels;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.candidates.CandidateCounts;
import solver.candidates.Occurrences;
import solver.candidates.SumBounds;
import solver.candidates.SumRange;

import java.util.Arrays;

/**
 * One search of a {@link WideEngine}: multi-word domains ({@code words} longs a cell, in one array),
 * a trail of (word position, old word) pairs for undo, and an explicit stack of choice points, so
 * that a 65,536-cell grid cannot overflow the Java stack. Invariant between propagations: the change
 * queue and the dirty lists are empty, and {@code size[c]} is the number of bits in cell c's words.
 * Used by one thread, once.
 */
final class WideSearch {

    private final WideEngine e;
    private final int words;
    private final SearchControl control;
    private final SolutionSink sink;
    private final long[] dom;
    private final int[] size;

    private int[] trailPos = new int[1024];
    private long[] trailOld = new long[1024];
    private int trailTop;
    private long updates;

    private final int[] queue;
    private int queueTop;
    private final boolean[] queued;
    private final int[] dirtyHouses;
    private int houseTop;
    private final boolean[] houseDirty;
    private final int[] dirtyCages;
    private int cageTop;
    private final boolean[] cageDirty;

    /** Scratch for hidden singles (the symbols in one cell only) and relation supports: one domain's worth each. */
    private final long[] once;
    private final long[] support;

    WideSearch(WideEngine e, SearchControl control, SolutionSink sink) {
        this.e = e;
        this.words = e.words;
        this.control = control;
        this.sink = sink;
        this.dom = new long[e.cellCount * words];
        this.size = new int[e.cellCount];
        for (int c = 0; c < e.cellCount; c++) {
            System.arraycopy(e.all, 0, dom, c * words, words);
        }
        Arrays.fill(size, e.n);
        this.queue = new int[e.cellCount];
        this.queued = new boolean[e.cellCount];
        this.dirtyHouses = new int[e.houses.length];
        this.houseDirty = new boolean[e.houses.length];
        this.dirtyCages = new int[e.cageCells.length];
        this.cageDirty = new boolean[e.cageCells.length];
        this.once = new long[words];
        this.support = new long[words];
    }

    long updates() {
        return updates;
    }

    /** Places a given before the search starts (no trail: the root is never undone). */
    void fix(int cell, int symbol) {
        int base = cell * words;
        Arrays.fill(dom, base, base + words, 0L);
        dom[base + (symbol >>> 6)] = 1L << symbol;
        size[cell] = 1;
        enqueue(cell);
    }

    /** Depth-first search with fewest-candidates branching; reports through the control and sink. */
    void run() {
        for (int h = 0; h < e.houses.length; h++) {
            markHouse(h);
        }
        for (int k = 0; k < e.cageCells.length; k++) {
            markCage(k);
        }
        for (int r = 0; r < e.relA.length; r++) {
            enqueue(e.relA[r]);
            enqueue(e.relB[r]);
        }
        if (!propagate()) {
            control.backtrack();
            return;
        }
        int[] cellAt = new int[e.cellCount + 1];
        int[] mark = new int[e.cellCount + 1];
        long[] rest = new long[(e.cellCount + 1) * words];
        int level = 0;
        while (true) {
            // the open cell with fewest candidates (first in cell order on ties), or -1 when all are placed
            int c = CandidateCounts.fewestCounted(size);
            if (c < 0) {
                if (!control.solution(solution(), sink)) {
                    return;
                }
            } else {
                cellAt[level] = c;
                mark[level] = trailTop;
                System.arraycopy(dom, c * words, rest, level * words, words);
                level++;
            }
            while (true) {
                if (level == 0) {
                    return;
                }
                int top = level - 1;
                undoTo(mark[top]);
                int v = takeLowest(rest, top * words);
                if (v < 0) {
                    level--;
                    continue;
                }
                if (!control.node()) {
                    return;
                }
                if (assign(cellAt[top], v) && propagate()) {
                    break;
                }
                control.backtrack();
            }
        }
    }

    private int takeLowest(long[] set, int base) {
        for (int w = 0; w < words; w++) {
            long bits = set[base + w];
            if (bits != 0) {
                set[base + w] = bits & bits - 1;
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    private int[] solution() {
        int[] out = new int[size.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = lowest(c);
        }
        return out;
    }

    private int lowest(int cell) {
        int base = cell * words;
        for (int w = 0; w < words; w++) {
            long bits = dom[base + w];
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    private int highest(int cell) {
        int base = cell * words;
        for (int w = words - 1; w >= 0; w--) {
            long bits = dom[base + w];
            if (bits != 0) {
                return (w << 6) + 63 - Long.numberOfLeadingZeros(bits);
            }
        }
        return -1;
    }

    private boolean assign(int cell, int symbol) {
        int home = symbol >>> 6;
        for (int w = 0; w < words; w++) {
            if (!remove(cell, w, ~(w == home ? 1L << symbol : 0L))) {
                return false;
            }
        }
        return true;
    }

    /** Removes {@code mask}'s symbols from word {@code word} of the cell; false when it empties. */
    private boolean remove(int cell, int word, long mask) {
        int pos = cell * words + word;
        long old = dom[pos];
        long gone = old & mask;
        if (gone == 0) {
            return true;
        }
        if (trailTop == trailPos.length) {
            trailPos = Arrays.copyOf(trailPos, trailTop * 2);
            trailOld = Arrays.copyOf(trailOld, trailTop * 2);
        }
        trailPos[trailTop] = pos;
        trailOld[trailTop++] = old;
        dom[pos] = old & ~mask;
        int lost = Long.bitCount(gone);
        updates += lost;
        size[cell] -= lost;
        if (size[cell] == 0) {
            return false;
        }
        enqueue(cell);
        return true;
    }

    private void undoTo(int mark) {
        while (trailTop > mark) {
            int pos = trailPos[--trailTop];
            long old = trailOld[trailTop];
            size[pos / words] += Long.bitCount(old) - Long.bitCount(dom[pos]);
            dom[pos] = old;
        }
    }

    private void enqueue(int cell) {
        if (!queued[cell]) {
            queued[cell] = true;
            queue[queueTop++] = cell;
        }
    }

    private void markHouse(int h) {
        if (!houseDirty[h]) {
            houseDirty[h] = true;
            dirtyHouses[houseTop++] = h;
        }
    }

    private void markCage(int k) {
        if (!cageDirty[k]) {
            cageDirty[k] = true;
            dirtyCages[cageTop++] = k;
        }
    }

    /** Runs every pending change to a fixpoint; false (with everything pending dropped) on a wipe-out. */
    private boolean propagate() {
        while (true) {
            if (queueTop > 0) {
                int c = queue[--queueTop];
                queued[c] = false;
                if (!changed(c)) {
                    return fail();
                }
            } else if (houseTop > 0) {
                int h = dirtyHouses[--houseTop];
                houseDirty[h] = false;
                if (!hiddenSingles(h)) {
                    return fail();
                }
            } else if (cageTop > 0) {
                int k = dirtyCages[--cageTop];
                cageDirty[k] = false;
                if (!cageBounds(e.cageCells[k], e.cageSum[k])) {
                    return fail();
                }
            } else {
                return true;
            }
        }
    }

    private boolean fail() {
        while (queueTop > 0) {
            queued[queue[--queueTop]] = false;
        }
        while (houseTop > 0) {
            houseDirty[dirtyHouses[--houseTop]] = false;
        }
        while (cageTop > 0) {
            cageDirty[dirtyCages[--cageTop]] = false;
        }
        return false;
    }

    /** Reacts to a change of cell c: a placed symbol leaves its peers; its houses, cages, relations are due. */
    private boolean changed(int c) {
        if (size[c] == 1) {
            int v = lowest(c);
            int word = v >>> 6;
            long bit = 1L << v;
            for (int k : e.distinctOf[c]) {
                for (int p : e.distinct[k]) {
                    if (p != c && !remove(p, word, bit)) {
                        return false;
                    }
                }
            }
        }
        for (int h : e.housesOf[c]) {
            markHouse(h);
        }
        for (int k : e.cagesOf[c]) {
            markCage(k);
        }
        for (int r : e.relationsOf[c]) {
            if (!revise(r, c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * In a house of n cells every symbol appears exactly once: a symbol with no place fails, and a
     * symbol with one place is placed there (hidden singles, counted word by word by {@link Occurrences}).
     */
    private boolean hiddenSingles(int h) {
        int[] cells = e.houses[h];
        int[] at = e.houseWords[h];
        for (int w = 0; w < words; w++) {
            Occurrences seen = Occurrences.of(dom, w, at, 0, at.length);
            if (!seen.covers(e.all[w])) {
                return false;
            }
            once[w] = seen.exactlyOnce();
        }
        for (int w = 0; w < words; w++) {
            for (long singles = once[w]; singles != 0; singles &= singles - 1) {
                long bit = singles & -singles;
                int v = (w << 6) + Long.numberOfTrailingZeros(bit);
                for (int c : cells) {
                    if ((dom[c * words + w] & bit) != 0) {
                        if (size[c] > 1 && !assign(c, v)) {
                            return false;
                        }
                        break;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Bounds reasoning on a cage sum ({@link SumRange}): each cell keeps only symbols whose value leaves
     * the total reachable from the other cells' smallest and largest candidates.
     */
    private boolean cageBounds(int[] cells, long total) {
        int[] value = e.value;
        long min = 0;
        long max = 0;
        for (int c : cells) {
            min += value[lowest(c)];
            max += value[highest(c)];
        }
        SumRange range = new SumRange(min, max);
        if (!range.reaches(total)) {
            return false;
        }
        for (int c : cells) {
            if (size[c] == 1) {
                continue;
            }
            long floor = range.floor(total, value[highest(c)]);
            long ceiling = range.ceiling(total, value[lowest(c)]);
            int base = c * words;
            for (int w = 0; w < words; w++) {
                long bits = dom[base + w];
                long out = bits & ~SumBounds.within(bits, w << 6, floor, ceiling, value);
                if (out != 0 && !remove(c, w, out)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Keeps in the other end of relation r only the symbols some candidate of {@code from} supports. */
    private boolean revise(int r, int from) {
        boolean forward = e.relA[r] == from;
        int to = forward ? e.relB[r] : e.relA[r];
        long[] table = forward ? e.aToB[r] : e.bToA[r];
        Arrays.fill(support, 0L);
        int base = from * words;
        for (int w = 0; w < words; w++) {
            for (long bits = dom[base + w]; bits != 0; bits &= bits - 1) {
                int x = (w << 6) + Long.numberOfTrailingZeros(bits);
                for (int k = 0; k < words; k++) {
                    support[k] |= table[x * words + k];
                }
            }
        }
        for (int w = 0; w < words; w++) {
            if (!remove(to, w, ~support[w])) {
                return false;
            }
        }
        return true;
    }
}
