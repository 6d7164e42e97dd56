package solver.rules;

/**
 * The sum constraints of a killer, derived once and read by every solver: the cages, then the sets the 45
 * rule derives from the regions of {@link HouseChains} (every house; every run of adjacent rows, of
 * adjacent columns, of adjacent boxes of a band or of a stack), as {@link RegionSweep} does it. Valid at
 * every side and on any symbols: the house total is the sum of the symbol values.
 *
 * <p>Constraint k has cells {@link #cells} (ascending) adding up to {@link #total}; constraints
 * {@code 0 .. cageCount() - 1} are the cages in the model's order. Each derived set has at most the
 * caller's {@code maxCells} cells (larger sets seldom prune and cost a pass whenever a cell changes, so
 * each solver chooses its cap), differs from every cage and from every other set, and is true on every
 * solution. {@link #distinct} says whether the cells must differ (one cell, or some group or cage holds
 * them all), so a solver may reason on combinations rather than bounds; {@link #houses} lists the houses
 * ({@link CompiledRules#houses()} indices) holding the whole set, whose other cells cannot take a symbol
 * the set needs. {@link #contradiction} means no solution exists whatever the givens: two regions gave
 * one set two totals, or a set with no cells must add up to something else than zero. Immutable; the
 * arrays returned are shared, never modify them.
 */
public final class SumRegions {

    /** A cap that keeps every derived set. */
    public static final int UNCAPPED = Integer.MAX_VALUE;

    private final int cageCount;
    private final int[][] cells;
    private final long[] totals;
    private final boolean[] distinct;
    private final int[][] houses;
    private final boolean contradiction;

    private SumRegions(int cageCount, int[][] cells, long[] totals, boolean[] distinct, int[][] houses,
                       boolean contradiction) {
        this.cageCount = cageCount;
        this.cells = cells;
        this.totals = totals;
        this.distinct = distinct;
        this.houses = houses;
        this.contradiction = contradiction;
    }

    /**
     * The cages of {@code rules} and its derived sets of at most {@code maxCells} cells; {@code maxCells}
     * 0 leaves the 45 rule out (no derived sets, no contradiction sought).
     */
    public static SumRegions of(CompiledRules rules, int maxCells) {
        if (maxCells < 0) {
            throw new IllegalArgumentException("a cap on cells cannot be negative: " + maxCells);
        }
        int[][] cages = rules.cages();
        int[] derived = new int[0];
        RegionSweep sweep = null;
        if (maxCells > 0 && cages.length > 0) {
            java.util.List<HouseChains.Chain> chains = HouseChains.of(rules);
            int runs = 0;
            for (HouseChains.Chain chain : chains) {
                int length = chain.houses().length;
                runs += length * (length + 1) / 2;
            }
            sweep = new RegionSweep(rules, maxCells, 2 * runs);
            for (HouseChains.Chain chain : chains) {
                sweep.sweep(chain);
            }
            derived = sweep.kept();
        }
        int count = cages.length + derived.length;
        int[][] cells = new int[count][];
        long[] totals = new long[count];
        boolean[] distinct = new boolean[count];
        int[][] houses = new int[count][];
        for (int k = 0; k < count; k++) {
            if (k < cages.length) {
                cells[k] = cages[k].clone();
                java.util.Arrays.sort(cells[k]);
                totals[k] = rules.cageSums()[k];
                distinct[k] = true;
            } else {
                cells[k] = sweep.table().cells(derived[k - cages.length]);
                totals[k] = sweep.table().total(derived[k - cages.length]);
                distinct[k] = cells[k].length == 1 || common(cells[k], rules.distinctOf()).length > 0;
            }
            houses[k] = common(cells[k], rules.housesOf());
        }
        return new SumRegions(cages.length, cells, totals, distinct, houses, sweep != null && sweep.contradiction());
    }

    /** Constraints: the cages, then the derived sets. */
    public int count() {
        return cells.length;
    }

    /** The first {@code cageCount()} constraints are the cages. */
    public int cageCount() {
        return cageCount;
    }

    /** The cells of constraint k, ascending (shared). */
    public int[] cells(int k) {
        return cells[k];
    }

    /** The total of the symbol values on constraint k's cells. */
    public long total(int k) {
        return totals[k];
    }

    /** Whether constraint k's cells must all hold different symbols. */
    public boolean distinct(int k) {
        return distinct[k];
    }

    /** The houses holding all of constraint k's cells, as indices into {@link CompiledRules#houses()} (shared). */
    public int[] houses(int k) {
        return houses[k];
    }

    /** Whether the cages contradict the 45 rule, so that no grid satisfies the rules. */
    public boolean contradiction() {
        return contradiction;
    }

    /** The sets holding every one of {@code cells}, given for each cell its sets in ascending order. */
    private static int[] common(int[] cells, int[][] setsOf) {
        int[] out = setsOf[cells[0]].clone();
        int size = out.length;
        for (int i = 1; i < cells.length && size > 0; i++) {
            int[] other = setsOf[cells[i]];
            int kept = 0;
            int j = 0;
            for (int a = 0; a < size; a++) {
                while (j < other.length && other[j] < out[a]) {
                    j++;
                }
                if (j < other.length && other[j] == out[a]) {
                    out[kept++] = out[a];
                }
            }
            size = kept;
        }
        return size == out.length ? out : java.util.Arrays.copyOf(out, size);
    }
}
