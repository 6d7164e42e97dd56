package solver.rules;

import grid.model.Cage;
import grid.model.Group;
import grid.model.RuleModel;

import java.util.Arrays;
import java.util.List;

/**
 * The rules of a {@link RuleModel} in the indexed form every solver reads, derived once per set of rules:
 * the all-different sets (every group and every cage) and which of them hold each cell; the houses (sets
 * of n cells, which hold every symbol exactly once: the groups of n cells in the model's order, then the
 * cages of n cells), each with the kind and index of its group; the cages with their totals; the relations
 * as support masks ({@link RelationSupport}); the other rules by cell ({@link ConstraintScopes}); the house families of the 45 rule ({@link SumRegions}); and,
 * for sides up to 64, each cell's peers (the cells it must differ from). Peers are left out past 64 (a
 * 256x256 grid would need about 200 MB of them); solvers of such sides go through the sets instead.
 *
 * <p>This is the one reading of a model's rules below the catalogue: every solver is built from a
 * {@code CompiledRules}, none from the model (an architecture test keeps it so). What depends on the
 * groups alone ({@link GroupTables}: houses, what the groups make the puzzle, the pairs of houses that
 * lock candidates) and the combination table of the symbols ({@link #sums}) are shared by the rule sets a
 * {@link ShapeTables} compiles, so a killer compiles little more than its cages; {@link #of} compiles
 * alone. Peers, {@link #distinct} and {@link #distinctOf} are built on first use: a kernel that compiles
 * a new killer for every solve reads the houses and cages only, and those lists would be most of its
 * cost. Immutable (the lazy tables are computed at most a few times in a race, always equal, and
 * published through volatile fields); the arrays returned are shared, never modify them.
 */
public final class CompiledRules {

    /** Largest side for which peer lists are built. */
    public static final int PEER_LIMIT = 64;

    /** The model compiled, only to recognise models with the same rules ({@link #compiledFrom}). */
    private final RuleModel source;
    /** Where the combination table comes from, or null: made here on first use. */
    private final ShapeTables tables;
    private final int n;
    private final int cellCount;
    private final int[] values;
    private final GroupTables board;
    private final int[][] houses;
    private final int[][] housesOf;
    private final int[][] cages;
    private final long[] cageSums;
    private final int[] cageOf;
    /** The cells of every cage in one array, cage k's at {@code cageCells[cageStart[k] .. cageStart[k + 1])}. */
    private final int[] cageCells;
    private final int[] cageStart;
    private final List<RelationSupport> relations;
    private final HouseFamilies families;
    private final ConstraintScopes constraints;
    /** Built on first use. */
    private volatile int[][] distinct;
    /** Built on first use. */
    private volatile int[][] distinctOf;
    /** Built on first use; null past {@link #PEER_LIMIT}. */
    private volatile int[][] peers;
    /** Built (or fetched from {@link #tables}) on first use. */
    private volatile SumTable sums;

    CompiledRules(RuleModel rules, GroupTables board, ShapeTables tables) {
        this.source = rules;
        this.tables = tables;
        this.n = rules.size();
        this.cellCount = rules.cellCount();
        this.values = rules.symbols();
        this.board = board;
        List<Cage> cageList = rules.cages();
        this.cages = new int[cageList.size()][];
        this.cageSums = new long[cageList.size()];
        this.cageOf = new int[cellCount];
        Arrays.fill(cageOf, -1);
        int fullCages = 0;
        int caged = 0;
        for (Cage cage : cageList) {
            caged += cage.size();
        }
        this.cageCells = new int[caged];
        this.cageStart = new int[cages.length + 1];
        for (int k = 0, at = 0; k < cages.length; k++) {
            Cage cage = cageList.get(k);
            int[] cells = cage.cells();
            cages[k] = cells;
            cageSums[k] = cage.sum();
            cageStart[k] = at;
            System.arraycopy(cells, 0, cageCells, at, cells.length);
            at += cells.length;
            fullCages += cells.length == n ? 1 : 0;
        }
        cageStart[cages.length] = caged;
        // one pass over all caged cells, the cage k moving on without a branch (no cage is empty)
        for (int i = 0, k = 0; i < caged; i++) {
            k += i >= cageStart[k + 1] ? 1 : 0;
            cageOf[cageCells[i]] = k;
        }
        if (fullCages == 0) {
            this.houses = board.houses;
            this.housesOf = board.housesOf;
        } else {
            int h = board.houses.length;
            this.houses = Arrays.copyOf(board.houses, h + fullCages);
            for (int[] cage : cages) {
                if (cage.length == n) {
                    houses[h++] = cage;
                }
            }
            this.housesOf = incidence(houses, cellCount);
        }
        this.families = fullCages == 0 ? board.families : board.families.with(houses, board.houses.length, cellCount);
        List<grid.model.Relation> given = rules.relations();
        this.relations = given.isEmpty() ? List.of() : List.copyOf(RelationSupport.all(given, values));
        this.constraints = new ConstraintScopes(rules);
    }

    /**
     * The compiled form of {@code rules}' rules (its givens play no part), derived afresh; a
     * {@link ShapeTables} shares what puzzles of one shape have in common.
     */
    public static CompiledRules of(RuleModel rules) {
        return new CompiledRules(rules, new GroupTables(rules.size(), rules.groups()), null);
    }

    /** Whether these are the compiled rules of {@code rules} (the same rules object, side and symbols). */
    boolean compiledFrom(RuleModel rules) {
        return source.sameRules(rules);
    }

    public int size() {
        return n;
    }

    public int cellCount() {
        return cellCount;
    }

    /** Symbol values by index, ascending (shared). */
    public int[] values() {
        return values;
    }

    /** Every set of cells that must hold different symbols: the groups, then the cages. */
    public int[][] distinct() {
        int[][] built = distinct;
        if (built == null) {
            int groups = board.groupCells.length;
            built = Arrays.copyOf(board.groupCells, groups + cages.length);
            System.arraycopy(cages, 0, built, groups, cages.length);
            distinct = built;
        }
        return built;
    }

    /** distinctOf()[c]: indices into {@link #distinct} of the sets holding cell c, ascending. */
    public int[][] distinctOf() {
        int[][] built = distinctOf;
        if (built == null) {
            built = incidence(distinct(), cellCount);
            distinctOf = built;
        }
        return built;
    }

    /** The sets of n cells (groups and cages) that hold every symbol exactly once. */
    public int[][] houses() {
        return houses;
    }

    /** housesOf()[c]: indices into {@link #houses} of the houses holding cell c, ascending. */
    public int[][] housesOf() {
        return housesOf;
    }

    /** The index of the symbol of value {@code value}, or -1 when it is not a symbol. */
    public int symbolIndex(int value) {
        int i = Arrays.binarySearch(values, value);
        return i >= 0 ? i : -1;
    }

    /** The combination table of the symbol values (shared by the rule sets of one {@link ShapeTables}). */
    public SumTable sums() {
        SumTable built = sums;
        if (built == null) {
            built = tables != null ? tables.sums(values) : SumTable.of(values);
            sums = built;
        }
        return built;
    }

    /** The cells of every group (all-different set of the model's groups), in the model's order. */
    public int[][] groups() {
        return board.groupCells;
    }

    /** groupsOf()[c]: the groups (indices into {@link #groups}) holding cell c, ascending. */
    public int[][] groupsOf() {
        return board.groupsOf;
    }

    /** Whether the groups include every row, column and k x k box of an n = k * k grid (in any order). */
    public boolean standardHouses() {
        return board.standardHouses;
    }

    /** How many groups are none of the rows, columns and boxes of a standard grid (diagonals, regions). */
    public int extraGroups() {
        return board.extraGroups;
    }

    /** How many of the {@link #houses} are groups: those come first, the cages of n cells after them. */
    public int groupHouses() {
        return board.houses.length;
    }

    /**
     * The pairs {@code {i, j}} ({@code i < j}, indices into {@link #houses}, both groups) of houses
     * sharing two or more cells but not all: where a symbol confined to the common cells in one leaves
     * the rest of the other (locked candidates). Built on first use, shared.
     */
    public int[][] lockedPairs() {
        return board.lockedPairs();
    }

    /** Whether {@code cells} (in any order) are exactly one of the groups of n cells, so hold every symbol once. */
    public boolean isGroupHouse(int[] cells) {
        if (cells.length != n || cells.length == 0) {
            return false;
        }
        for (int h : housesOf[cells[0]]) {
            if (h < board.houses.length && contains(board.houses[h], cells)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every cell of {@code cells} is in {@code house} (both distinct, the same size). */
    private static boolean contains(int[] house, int[] cells) {
        int[] sorted = house.clone();
        Arrays.sort(sorted);
        for (int c : cells) {
            if (Arrays.binarySearch(sorted, c) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The kind of house h's group (row, column, box, ...), or null when house h is a cage of n cells. */
    public Group.Kind houseKind(int h) {
        return h < board.kinds.length ? board.kinds[h] : null;
    }

    /** The index among its kind of house h's group (row 0, box 3, ...), or -1 when house h is a cage. */
    public int houseIndex(int h) {
        return h < board.indices.length ? board.indices[h] : -1;
    }

    /** The house families the 45 rule reads. */
    HouseFamilies families() {
        return families;
    }

    /** Whether some group has fewer than n cells. */
    boolean shortGroups() {
        return board.shortGroups;
    }

    /** The cages' cells, in the model's order. */
    public int[][] cages() {
        return cages;
    }

    /** cageSums()[k]: the total of cage k's symbol values. */
    public long[] cageSums() {
        return cageSums;
    }

    /** The cells of every cage, cage after cage (shared). */
    int[] cageCells() {
        return cageCells;
    }

    /** Where each cage's cells start in {@link #cageCells}, and at index {@code cages().length} the end (shared). */
    int[] cageStart() {
        return cageStart;
    }

    /** cageOf()[c]: the cage holding cell c, or -1. */
    public int[] cageOf() {
        return cageOf;
    }

    /** The relations, tabulated. */
    public List<RelationSupport> relations() {
        return relations;
    }

    /** The other rules ({@link grid.model.Constraint}s), indexed by cell. */
    public ConstraintScopes constraints() {
        return constraints;
    }

    /** peers()[c]: the cells sharing an all-different set with c, ascending; null past {@link #PEER_LIMIT}. */
    public int[][] peers() {
        int[][] built = peers;
        if (built == null && n <= PEER_LIMIT) {
            built = peers(distinct(), cellCount);
            peers = built;
        }
        return built;
    }

    /** For each cell, the indices of the sets that hold it, ascending. */
    public static int[][] incidence(int[][] sets, int cellCount) {
        int[] count = new int[cellCount];
        for (int[] set : sets) {
            for (int c : set) {
                count[c]++;
            }
        }
        int[][] out = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            out[c] = new int[count[c]];
        }
        Arrays.fill(count, 0);
        for (int i = 0; i < sets.length; i++) {
            for (int c : sets[i]) {
                out[c][count[c]++] = i;
            }
        }
        return out;
    }

    private static int[][] peers(int[][] sets, int cellCount) {
        int words = (cellCount + 63) >>> 6;
        long[][] bits = new long[cellCount][words];
        for (int[] set : sets) {
            for (int a : set) {
                for (int b : set) {
                    if (a != b) {
                        bits[a][b >>> 6] |= 1L << b;
                    }
                }
            }
        }
        int[][] out = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            int count = 0;
            for (long w : bits[c]) {
                count += Long.bitCount(w);
            }
            int[] list = new int[count];
            int k = 0;
            for (int w = 0; w < words; w++) {
                for (long m = bits[c][w]; m != 0; m &= m - 1) {
                    list[k++] = (w << 6) + Long.numberOfTrailingZeros(m);
                }
            }
            out[c] = list;
        }
        return out;
    }
}
