package solver.rules;

import java.util.Arrays;

/**
 * The sum constraints of a killer, derived once and read by every solver: the cages, then the sets the 45
 * rule derives from the regions of {@link HouseFamilies} (every house; every run of adjacent rows, of
 * adjacent columns, of adjacent boxes of a band or of a stack), as {@link RegionSweep} does it: a region's
 * innies (its cells outside the cages wholly inside it) and, when it is wholly caged, its outies (the
 * cells outside it of the cages touching it). Valid at every side and on any symbols: the house total is
 * the sum of the symbol values. Only plain sums come out; a region that is partly caged would also give
 * "innies minus outies" differences, which no propagator takes.
 *
 * <p>Constraint k has {@link #size} cells ({@link #cell}) adding up to {@link #total}; constraints
 * {@code 0 .. cageCount() - 1} are the cages in the model's order, each with its cells in the model's
 * order, and the derived sets follow, cells ascending. Each derived set has at most the caller's
 * {@code maxCells} cells (larger sets seldom prune and cost a pass whenever one of their cells changes,
 * so each solver chooses its cap by measurement), differs from every cage and every other set, and holds
 * on every solution. {@link #distinct} says whether the cells must differ (one cell, or some group or
 * cage holds them all), so a solver may reason on combinations rather than bounds; {@link #houses} are
 * the houses ({@link CompiledRules#houses()} indices, ascending) holding the whole set, whose other cells
 * cannot take a symbol the set needs. {@link #contradiction} means no grid satisfies the rules, whatever
 * the givens: a set of at most {@code maxCells} cells got two totals (or a cage's cells another total than
 * the cage's), or a set with no cells must add up to something other than zero, or a total is negative.
 *
 * <p>Representation: the cells of all constraints in one array, constraint k at
 * {@code cells[start[k] .. start[k + 1])}, and their houses likewise (that array may run on past the
 * last constraint's), so a kernel that derives the sums of a new puzzle for every solve allocates a
 * handful of arrays, not a few per constraint, and may read the cells and totals in place. Immutable
 * (the arrays {@link #allCells}, {@link #starts} and {@link #totals} return are shared, never modify
 * them).
 */
public final class SumRegions {

    /** A cap that keeps every derived set. */
    public static final int UNCAPPED = Integer.MAX_VALUE;

    private final int cageCount;
    private final int count;
    private final int[] cells;
    private final int[] start;
    private final long[] totals;
    private final boolean[] distinct;
    private final int[] houses;
    private final int[] houseStart;
    private final boolean contradiction;

    private SumRegions(CompiledRules rules, RegionSweep sweep) {
        int[][] cages = rules.cages();
        FamilyTables tables = sweep.tables();
        CellSetTable table = sweep.table();
        boolean ascending = rules.families().ascending;
        int primaries = tables.primaries();
        int derived = table.count();
        this.cageCount = cages.length;
        this.count = cages.length + derived;
        this.start = new int[count + 1];
        this.totals = new long[count];
        this.distinct = new boolean[count];
        this.houseStart = new int[count + 1];
        int caged = tables.cageCells.length;
        int cellTotal = caged;
        for (int i = 0; i < derived; i++) {
            cellTotal += table.size(i);
        }
        this.cells = new int[cellTotal];
        System.arraycopy(tables.cageCells, 0, cells, 0, caged);
        // each constraint lies in one house per primary family at most; the houses end up in order of
        // index, found family by family when the families' houses come in that order
        int[] found = new int[count * primaries];
        long[] sums = rules.cageSums();
        HouseFamilies houseFamilies = rules.families();
        long[] primarySlots = houseFamilies.primarySlots;
        int[] slotHouse = houseFamilies.slotHouse;
        int slotWords = houseFamilies.slotWords();
        int at = 0;
        int held = 0;
        for (int k = 0; k < cageCount; k++) {
            start[k] = at;
            at += cages[k].length;
            totals[k] = sums[k];
            distinct[k] = true;
            houseStart[k] = held;
            for (int v = 0; v < slotWords; v++) {
                for (long bits = tables.cageShared[k * slotWords + v] & primarySlots[v]; bits != 0; bits &= bits - 1) {
                    found[held++] = slotHouse[(v << 6) + Long.numberOfTrailingZeros(bits)];
                }
            }
            if (!ascending) {
                sortSmall(found, houseStart[k], held);
            }
        }
        int[] cageOf = rules.cageOf();
        long[] cellSlots = houseFamilies.cellSlots();
        long[] common = new long[slotWords];
        for (int k = cageCount, i = 0; k < count; k++, i++) {
            start[k] = at;
            // one pass over the set's cells: list them, keep the slots they all have, and whether one
            // cage holds them all
            System.arraycopy(primarySlots, 0, common, 0, slotWords);
            int cage = -2;
            for (int w = 0; w < table.words(); w++) {
                for (long bits = table.word(i, w); bits != 0; bits &= bits - 1) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                    cells[at++] = c;
                    for (int v = 0; v < slotWords; v++) {
                        common[v] &= cellSlots[c * slotWords + v];
                    }
                    cage = cage == -2 || cage == cageOf[c] ? cageOf[c] : -1;
                }
            }
            totals[k] = table.total(i);
            houseStart[k] = held;
            for (int v = 0; v < slotWords; v++) {
                for (long bits = common[v]; bits != 0; bits &= bits - 1) {
                    found[held++] = slotHouse[(v << 6) + Long.numberOfTrailingZeros(bits)];
                }
            }
            distinct[k] = held > houseStart[k] || cage >= 0
                    || rules.shortGroups() && common(cells, start[k], at, rules.groupsOf()) > 0;
            if (!ascending) {
                sortSmall(found, houseStart[k], held);
            }
        }
        start[count] = at;
        houseStart[count] = held;
        this.houses = found;
        this.contradiction = sweep.contradiction();
    }

    /**
     * The cages of {@code rules} and its derived sets of at most {@code maxCells} cells; {@code maxCells}
     * 0 leaves the 45 rule out (no derived sets, no contradiction sought).
     */
    public static SumRegions of(CompiledRules rules, int maxCells) {
        if (maxCells < 0) {
            throw new IllegalArgumentException("a cap on cells cannot be negative: " + maxCells);
        }
        RegionSweep sweep = new RegionSweep(rules, maxCells);
        if (maxCells > 0 && rules.cages().length > 0) {
            for (int f = 0; f < rules.families().families().length; f++) {
                sweep.sweep(f);
            }
        }
        return new SumRegions(rules, sweep);
    }

    /** Constraints: the cages, then the derived sets. */
    public int count() {
        return count;
    }

    /** The first {@code cageCount()} constraints are the cages. */
    public int cageCount() {
        return cageCount;
    }

    /** The number of cells of constraint k. */
    public int size(int k) {
        return start[k + 1] - start[k];
    }

    /** The i-th cell of constraint k. */
    public int cell(int k, int i) {
        return cells[start[k] + i];
    }

    /** The cells of constraint k (a copy). */
    public int[] cells(int k) {
        return Arrays.copyOfRange(cells, start[k], start[k + 1]);
    }

    /**
     * The cells of every constraint in one array, constraint k's at {@code [starts()[k], starts()[k + 1])}
     * (shared, never modify it): a kernel that keeps its sums in this layout reads them without a copy.
     */
    public int[] allCells() {
        return cells;
    }

    /** Where each constraint's cells start in {@link #allCells}, and at index {@link #count} the end (shared). */
    public int[] starts() {
        return start;
    }

    /** The totals of every constraint, by index (shared, never modify it). */
    public long[] totals() {
        return totals;
    }

    /** The total of the symbol values on constraint k's cells. */
    public long total(int k) {
        return totals[k];
    }

    /** Whether constraint k's cells must all hold different symbols. */
    public boolean distinct(int k) {
        return distinct[k];
    }

    /** The number of houses holding all of constraint k's cells. */
    public int houseCount(int k) {
        return houseStart[k + 1] - houseStart[k];
    }

    /** The i-th house holding all of constraint k's cells ({@link CompiledRules#houses()} index, ascending in i). */
    public int house(int k, int i) {
        return houses[houseStart[k] + i];
    }

    /** The houses holding all of constraint k's cells, as indices into {@link CompiledRules#houses()} (a copy). */
    public int[] houses(int k) {
        return Arrays.copyOfRange(houses, houseStart[k], houseStart[k + 1]);
    }

    /** Whether the cages contradict the 45 rule, so that no grid satisfies the rules. */
    public boolean contradiction() {
        return contradiction;
    }

    /** Sorts {@code a[from .. to)}, a handful of entries (one house per primary family at most), in place. */
    private static void sortSmall(int[] a, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= from && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    /** How many sets hold every one of {@code cells[from .. to)}, given each cell's sets in ascending order. */
    private static int common(int[] cells, int from, int to, int[][] setsOf) {
        int found = 0;
        for (int set : setsOf[cells[from]]) {
            boolean all = true;
            for (int i = from + 1; i < to && all; i++) {
                all = Arrays.binarySearch(setsOf[cells[i]], set) >= 0;
            }
            found += all ? 1 : 0;
        }
        return found;
    }
}
