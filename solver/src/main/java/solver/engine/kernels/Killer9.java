package solver.engine.kernels;

import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;
import solver.rules.SumTable;

import java.util.Arrays;

/**
 * The engine's fast path for 9x9 Killer Sudoku (the 27 standard houses plus cages, any nine symbols, no
 * other rules). Each killer puzzle has its own cages, so preparing is part of every solve. The constraints
 * are the compiled sums of {@link SumRegions}, the one derivation every solver reads: the cages and the
 * small sets the 45 rule derives (a region's total minus the cages wholly inside it is the total of its
 * other cells; if the region is wholly caged, the cages sticking out of it add that much more than the
 * region), converted here into the kernel's flat arrays. A sum over cells that share a house or a cage
 * is distinct and reasoned on with the table
 * of symbol combinations of its size and total ({@link SumTable}): the feasible combinations prune the
 * cells, a symbol they all need goes to the only cell that can take it and leaves the rest of any house
 * holding the whole sum. Other sums reason on value bounds. Search: naked singles, the sums, hidden
 * singles, to a fixpoint, locked candidates at the root, fewest-candidates branching; candidates are
 * 9-bit {@code int}s and undo copies the 81-cell board to the next level of a preallocated stack. Each solve
 * allocates one small {@code Board}.
 *
 * <p>Invariants: immutable after construction, so one instance serves any number of threads; constraint
 * {@code k}'s cells are {@code cells[start[k] .. start[k + 1])}; it is distinct exactly when
 * {@code from[k] >= 0}, and then its feasible symbol sets are {@code combos[from[k] .. to[k])}.
 */
public final class Killer9 implements PreparedSolver {

    private static final int N = Houses9.N;
    private static final int CELLS = Houses9.CELLS;
    private static final int ALL = (1 << N) - 1;
    private static final int ALL_HOUSES = (1 << Houses9.HOUSE_COUNT) - 1;
    private static final int[] PEERS = Houses9.PEERS;
    private static final int[] HOUSES = Houses9.HOUSES;
    private static final int[] HOUSES_OF = Houses9.HOUSES_OF;
    private static final int[] SEGMENT = Houses9.SEGMENT;
    private static final int[] BOX_REST = Houses9.BOX_REST;
    private static final int[] LINE_REST = Houses9.LINE_REST;
    /**
     * Default cap on the cells of a derived sum: bigger sums rarely prune and cost a pass each time one of
     * their cells changes (measured in docs/decisions/0001).
     */
    static final int MAX_DERIVED = 2;

    private final int lockedDepth;
    /** The last combination table made, kept as every killer on the same symbols uses it (never modified). */
    private static volatile Combos lastCombos;
    /** The house cell sets made last (never modified). */
    private static volatile HouseSets lastHouseSets;

    /** Symbol values by index, ascending. */
    private final int[] value;
    /** The shared combination table of the symbol set (never modified). */
    private final int[] combos;
    private final int count;
    /** start, cells and total are the {@link SumRegions} arrays, read in place (never modified). */
    private final int[] start;
    private final int[] cells;
    private final int[] from;
    private final int[] to;
    private final long[] total;
    /**
     * restLo[k]/restHi[k]: the cells outside distinct constraint k in every house that holds all of k (they
     * cannot take k's required symbols; the houses are those {@link SumRegions#houses} names), as a
     * {@link Houses9} cell set.
     */
    private final long[] restLo;
    private final long[] restHi;
    /** The cages contradict the 45-rule: no givens can be solved. */
    private final boolean contradiction;
    /** Words of a constraint bitset. */
    private final int words;
    /** consMask[c * words + w]: word w of the set of constraints on cell c. */
    private final long[] consMask;

    /** The kernel for compiled rules of the 9x9 killer shape ({@code Shape.killer}), with the default settings. */
    public Killer9(CompiledRules compiled) {
        this(compiled, 0, MAX_DERIVED);
    }

    /**
     * The kernel for compiled rules of the 9x9 killer shape ({@code Shape.killer}).
     *
     * @param lockedDepth apply pointing/claiming when the other reasoning stalls, down to this search depth
     *                    (-1: never)
     * @param maxDerived  largest derived sum kept, in cells (0: no 45-rule sums)
     */
    public Killer9(CompiledRules compiled, int lockedDepth, int maxDerived) {
        this(compiled, SumRegions.of(compiled, maxDerived), lockedDepth);
    }

    /** The kernel over {@code sums}, the compiled sums of {@code compiled}'s killer. */
    public Killer9(CompiledRules compiled, SumRegions sums, int lockedDepth) {
        this.lockedDepth = lockedDepth;
        this.value = compiled.values();
        SumTable table = compiled.sums();
        this.combos = combos(table);
        this.count = sums.count();
        this.contradiction = sums.contradiction();
        this.words = (count + 63) >>> 6;
        this.start = sums.starts();
        this.cells = sums.allCells();
        this.total = sums.totals();
        this.from = new int[count];
        this.to = new int[count];
        this.restLo = new long[count];
        this.restHi = new long[count];
        this.consMask = new long[CELLS * words];
        // one pass over all cells, the constraint k moving on without a branch (none is empty): the
        // constraints on each cell, and each constraint's cells (in restLo/restHi until cut out below)
        for (int i = 0, k = 0; i < start[count]; i++) {
            k += i >= start[k + 1] ? 1 : 0;
            int c = cells[i];
            consMask[c * words + (k >>> 6)] |= 1L << k;
            long high = -(long) (c >>> 6);
            restLo[k] |= 1L << c & ~high;
            restHi[k] |= 1L << c & high;
        }
        long[] houseSets = houseSets(compiled.houses());
        for (int k = 0; k < count; k++) {
            int size = start[k + 1] - start[k];
            if (!sums.distinct(k)) {
                from[k] = -1;
                restLo[k] = 0;
                restHi[k] = 0;
                continue;
            }
            from[k] = table.from(size, total[k]);
            to[k] = table.to(size, total[k]);
            long lo = 0;
            long hi = 0;
            for (int j = 0, held = sums.houseCount(k); j < held; j++) {
                lo |= houseSets[2 * sums.house(k, j)];
                hi |= houseSets[2 * sums.house(k, j) + 1];
            }
            restLo[k] = lo & ~restLo[k];
            restHi[k] = hi & ~restHi[k];
        }
    }

    /**
     * Each house's cells as a {@link Houses9} cell set (words 2h and 2h + 1), shared with the last caller
     * with the same houses array (killers on one board without cages of nine cells share it).
     */
    private static long[] houseSets(int[][] houses) {
        HouseSets last = lastHouseSets;
        if (last != null && last.houses == houses) {
            return last.sets;
        }
        long[] sets = new long[2 * houses.length];
        for (int h = 0; h < houses.length; h++) {
            for (int c : houses[h]) {
                sets[2 * h + (c >>> 6)] |= 1L << c;
            }
        }
        lastHouseSets = new HouseSets(houses, sets);
        return sets;
    }

    /** House cell sets, with the houses array they came from. */
    private record HouseSets(int[][] houses, long[] sets) {
    }

    /** The combination table of {@code table}'s nine symbols as {@code int}s, shared with the last caller of it. */
    private static int[] combos(SumTable table) {
        Combos last = lastCombos;
        if (last != null && last.table == table) {
            return last.masks;
        }
        int[] masks = new int[(1 << N) - 1];
        for (int i = 0; i < masks.length; i++) {
            masks[i] = (int) table.mask(i);
        }
        lastCombos = new Combos(table, masks);
        return masks;
    }

    /** A combination table as {@code int}s, with the table it came from. */
    private record Combos(SumTable table, int[] masks) {
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        Board board = new Board(this, control, sink);
        board.run(givens);
        return control.result(board.updates);
    }

    /**
     * The state of one search: a stack of boards (one per depth), the queues of pending work, and its own
     * references to the compiled tables (locals of this object, so the JIT keeps them in registers).
     */
    private static final class Board {
        private final SearchControl control;
        private final SolutionSink sink;
        private final int lockedDepth;
        private final int[] value;
        private final int[] combos;
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
         * One level per search depth, {@code stride} ints each: the candidate bits of the 81 cells, then per
         * constraint the required symbols already removed from its rest cells. Grows when the search goes deeper.
         */
        private int[] cand;
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

        Board(Killer9 rules, SearchControl control, SolutionSink sink) {
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
            this.cand = new int[4 * stride];
        }

        void run(int[] givens) {
            Arrays.fill(cand, 0, CELLS, ALL);
            Arrays.fill(cand, CELLS, stride, 0);
            for (int c = 0; c < CELLS; c++) {
                int g = givens[c];
                if (g >= 0) {
                    cand[c] = 1 << g;
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
            int best = pick(base);
            if (best < 0) {
                for (int c = 0; c < CELLS; c++) {
                    out[c] = Integer.numberOfTrailingZeros(cand[base + c]);
                }
                return control.solution(out, sink);
            }
            int next = base + stride;
            if (next + stride > cand.length) {
                cand = Arrays.copyOf(cand, cand.length * 2);
            }
            int m = cand[base + best];
            while (m != 0) {
                int bit = m & -m;
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

        /** The first open cell with fewest candidates; -1 when all are fixed. */
        private int pick(int base) {
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

        /** Narrows cell c to {@code m}, a non-empty strict subset of its candidates, and schedules what it affects. */
        private void set(int base, int c, int m) {
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
         * singles of the houses that changed (scanning houses after every sum costs more than it saves),
         * then locked candidates near the root. False on a contradiction.
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
            int[] cand = this.cand;
            while (fixedSize > 0) {
                int c = fixed[--fixedSize];
                int bit = cand[base + c];
                for (int k = c * 20, end = k + 20; k < end; k++) {
                    int p = PEERS[k];
                    int m = cand[base + p];
                    if ((m & bit) != 0) {
                        m &= ~bit;
                        if (m == 0) {
                            return false;
                        }
                        set(base, p, m);
                    }
                }
            }
            return true;
        }

        /** Places every symbol that has one cell left in a house; false if a symbol has none. */
        private boolean hiddenSingles(int base) {
            int[] cand = this.cand;
            while (dirtyHouses != 0) {
                int house = Integer.numberOfTrailingZeros(dirtyHouses);
                dirtyHouses &= dirtyHouses - 1;
                int h = house * N;
                int once = 0;
                int twice = 0;
                for (int k = h; k < h + N; k++) {
                    int m = cand[base + HOUSES[k]];
                    twice |= once & m;
                    once |= m;
                }
                if (once != ALL) {
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
                            return false;
                        }
                        set(base, c, only);
                    }
                }
            }
            return true;
        }

        /**
         * A sum over distinct cells: the feasible combinations are those holding every fixed symbol, inside
         * the cells' candidates, and meeting every cell; cells keep the symbols of feasible combinations
         * (minus the symbols fixed elsewhere in the sum); a symbol every feasible combination needs is
         * placed when one cell can take it, and leaves the houses that hold the whole sum.
         */
        private boolean distinctSum(int base, int k) {
            int[] cand = this.cand;
            int[] cells = this.cells;
            int[] combos = this.combos;
            int first = start[k];
            int end = start[k + 1];
            int union = 0;
            int fixedMask = 0;
            for (int i = first; i < end; i++) {
                int m = cand[base + cells[i]];
                union |= m;
                if ((m & (m - 1)) == 0) {
                    if ((fixedMask & m) != 0) {
                        return false;
                    }
                    fixedMask |= m;
                }
            }
            int allowed = 0;
            int required = ALL;
            for (int j = from[k], last = to[k]; j < last; j++) {
                int combo = combos[j];
                if ((combo & fixedMask) != fixedMask || (combo & ~union) != 0) {
                    continue;
                }
                boolean meets = true;
                for (int i = first; i < end; i++) {
                    if ((cand[base + cells[i]] & combo) == 0) {
                        meets = false;
                        break;
                    }
                }
                if (meets) {
                    allowed |= combo;
                    required &= combo;
                }
            }
            if (allowed == 0) {
                return false;
            }
            int once = 0;
            int twice = 0;
            // Dropping symbols outside every feasible combination leaves the combinations feasible, so
            // that alone needs no second pass; a new single or a dropped fixed symbol may not
            boolean again = false;
            for (int i = first; i < end; i++) {
                int c = cells[i];
                int m = cand[base + c];
                int keep = (m & (m - 1)) == 0 ? m & allowed : m & allowed & ~fixedMask;
                if (keep != m) {
                    if (keep == 0) {
                        return false;
                    }
                    again |= (keep & (keep - 1)) == 0 || keep != (m & allowed);
                    set(base, c, keep);
                }
                twice |= once & keep;
                once |= keep;
            }
            if ((once & required) != required) {
                return false;
            }
            int hidden = required & ~twice & ~fixedMask;
            if (hidden != 0) {
                for (int i = first; i < end; i++) {
                    int c = cells[i];
                    int m = cand[base + c];
                    int only = m & hidden;
                    if (only != 0 && only != m) {
                        if ((only & (only - 1)) != 0) {
                            return false;
                        }
                        set(base, c, only);
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
                if (!removeRequired(base, Long.numberOfTrailingZeros(w), required)) {
                    return false;
                }
            }
            for (long w = restHi[k]; w != 0; w &= w - 1) {
                if (!removeRequired(base, 64 + Long.numberOfTrailingZeros(w), required)) {
                    return false;
                }
            }
            return true;
        }

        private boolean removeRequired(int base, int c, int required) {
            int m = cand[base + c];
            if ((m & required) != 0) {
                m &= ~required;
                if (m == 0) {
                    return false;
                }
                set(base, c, m);
            }
            return true;
        }

        /** A sum over cells that may repeat symbols: each cell keeps the values the others' bounds allow. */
        private boolean boundedSum(int base, int k) {
            int[] cand = this.cand;
            int first = start[k];
            int end = start[k + 1];
            long sum = total[k];
            boolean again = true;
            while (again) {
                again = false;
                long min = 0;
                long max = 0;
                for (int i = first; i < end; i++) {
                    int m = cand[base + cells[i]];
                    min += value[Integer.numberOfTrailingZeros(m)];
                    max += value[31 - Integer.numberOfLeadingZeros(m)];
                }
                if (sum < min || sum > max) {
                    return false;
                }
                for (int i = first; i < end; i++) {
                    int c = cells[i];
                    int m = cand[base + c];
                    long low = sum - (max - value[31 - Integer.numberOfLeadingZeros(m)]);
                    long high = sum - (min - value[Integer.numberOfTrailingZeros(m)]);
                    int keep = m & within(low, high);
                    if (keep != m) {
                        if (keep == 0) {
                            return false;
                        }
                        set(base, c, keep);
                        again = true;
                    }
                }
            }
            // the loop above ran to this sum's own fixpoint
            dirty[k >>> 6] &= ~(1L << k);
            return true;
        }

        /** The symbols whose values lie in {@code low..high}. */
        private int within(long low, long high) {
            int mask = 0;
            for (int s = 0; s < N; s++) {
                if (value[s] >= low && value[s] <= high) {
                    mask |= 1 << s;
                }
            }
            return mask;
        }

        /** Pointing and claiming on every box/line intersection: -1 contradiction, 0 nothing, 1 pruned. */
        private int lockedCandidates(int base) {
            int[] cand = this.cand;
            int result = 0;
            for (int i = 0; i < Houses9.SEGMENTS; i++) {
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

        private int remove(int base, int[] restCells, int i, int symbols, int result) {
            for (int k = i * 6; k < i * 6 + 6; k++) {
                int c = restCells[k];
                int m = cand[base + c];
                if ((m & symbols) != 0) {
                    m &= ~symbols;
                    if (m == 0) {
                        return -1;
                    }
                    set(base, c, m);
                    result = 1;
                }
            }
            return result;
        }
    }
}
