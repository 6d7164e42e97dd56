package solver.engine.kernels;

import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;
import solver.rules.SumTable;

/**
 * The engine's fast path for 9x9 Killer Sudoku (the 27 standard houses plus cages, any nine symbols, no
 * other rules). Each killer puzzle has its own cages, so preparing is part of every solve. The constraints
 * are the compiled sums of {@link SumRegions}, the one derivation every solver reads: the cages and the
 * small sets the 45 rule derives (a region's total minus the cages wholly inside it is the total of its
 * other cells; if the region is wholly caged, the cages sticking out of it add that much more than the
 * region), converted here into the kernel's flat arrays. A sum over cells that share a house or a cage
 * is distinct and reasoned on with the table of symbol combinations of its size and total
 * ({@link SumTable}); other sums reason on value bounds. The kernel is this data layout and the loop of
 * {@link KillerSearch}; the reasoning is the shared one of {@code solver.candidates} (feasible
 * combinations, hidden singles, sum bounds, locked candidates, the fewest-candidates choice). What it
 * derives from the rules (the house cell sets) is derived per prepared solver; the combination table is
 * the compiled rules' shared one ({@link CompiledRules#sums}), read in place. No cache of its own.
 *
 * <p>Invariants: immutable after construction, so one instance serves any number of threads; constraint
 * {@code k}'s cells are {@code cells[start[k] .. start[k + 1])}; it is distinct exactly when
 * {@code from[k] >= 0}, and then its feasible symbol sets are {@code combos[from[k] .. to[k])}.
 */
public final class Killer9 implements PreparedSolver {

    private static final int CELLS = Houses9.CELLS;
    /**
     * Default cap on the cells of a derived sum: bigger sums rarely prune and cost a pass each time one of
     * their cells changes (measured in docs/decisions/0001).
     */
    static final int MAX_DERIVED = 2;

    final int lockedDepth;

    /** Symbol values by index, ascending. */
    final int[] value;
    /** The combination table of the symbol set, the table's own masks (shared per symbol set, never modified). */
    final long[] combos;
    final int count;
    /** start, cells and total are the {@link SumRegions} arrays, read in place (never modified). */
    final int[] start;
    final int[] cells;
    final int[] from;
    final int[] to;
    final long[] total;
    /**
     * restLo[k]/restHi[k]: the cells outside distinct constraint k in every house that holds all of k (they
     * cannot take k's required symbols; the houses are those {@link SumRegions#houses} names), as a
     * {@link Houses9} cell set.
     */
    final long[] restLo;
    final long[] restHi;
    /** The cages contradict the 45-rule: no givens can be solved. */
    final boolean contradiction;
    /** Words of a constraint bitset. */
    final int words;
    /** consMask[c * words + w]: word w of the set of constraints on cell c. */
    final long[] consMask;

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
        this.combos = table.listedMasks();
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

    /** Each house's cells as a {@link Houses9} cell set (words 2h and 2h + 1). */
    private static long[] houseSets(int[][] houses) {
        long[] sets = new long[2 * houses.length];
        for (int h = 0; h < houses.length; h++) {
            for (int c : houses[h]) {
                sets[2 * h + (c >>> 6)] |= 1L << c;
            }
        }
        return sets;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        KillerSearch search = new KillerSearch(this, control, sink);
        search.run(givens);
        return control.result(search.updates());
    }
}
