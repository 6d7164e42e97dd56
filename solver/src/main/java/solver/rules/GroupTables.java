package solver.rules;

import grid.model.Group;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of the compiled rules that depends on the groups alone: the groups' cells, the groups of n
 * cells (houses) with their kind and index, which houses and which groups hold each cell, the house
 * families the 45 rule reads ({@link HouseFamilies}), what the groups make the puzzle (the rows, columns
 * and boxes of a standard Sudoku, and how many others), and the pairs of houses that lock candidates.
 * Killers on one board differ only in their cages, so a {@link ShapeTables} derives this once per board
 * and hands it to every {@link CompiledRules} of models with equal groups (a 9x9 killer solved once per
 * puzzle then compiles only its cages). Immutable; the arrays are shared, never modify them.
 */
final class GroupTables {

    private final int n;
    private final List<Group> groups;
    /** groupCells[g]: the cells of group g, in the model's order. */
    final int[][] groupCells;
    /** The groups of n cells, in the model's order. */
    final int[][] houses;
    final Group.Kind[] kinds;
    final int[] indices;
    /** housesOf[c]: the houses holding cell c, ascending. */
    final int[][] housesOf;
    /** groupsOf[c]: the groups holding cell c, ascending. */
    final int[][] groupsOf;
    /** Whether some group has fewer than n cells (so a set may be distinct without lying in a house). */
    final boolean shortGroups;
    final HouseFamilies families;
    /** Whether the groups include every row, column and k x k box of an n = k * k grid. */
    final boolean standardHouses;
    /** How many groups are none of the standard rows, columns and boxes. */
    final int extraGroups;
    /** Built on first use (quadratic in the houses, so only for the solvers that lock candidates). */
    private volatile int[][] lockedPairs;

    GroupTables(int n, List<Group> groups) {
        this.n = n;
        this.groups = groups;
        this.groupCells = new int[groups.size()][];
        List<Group> full = new ArrayList<>();
        boolean shorter = false;
        for (int g = 0; g < groupCells.length; g++) {
            groupCells[g] = groups.get(g).cells();
            if (groupCells[g].length == n) {
                full.add(groups.get(g));
            } else {
                shorter = true;
            }
        }
        this.shortGroups = shorter;
        this.houses = new int[full.size()][];
        this.kinds = new Group.Kind[full.size()];
        this.indices = new int[full.size()];
        for (int h = 0, g = 0; g < groupCells.length; g++) {
            if (groupCells[g].length == n) {
                houses[h] = groupCells[g];
                kinds[h] = groups.get(g).kind();
                indices[h++] = groups.get(g).index();
            }
        }
        this.housesOf = CompiledRules.incidence(houses, n * n);
        this.groupsOf = CompiledRules.incidence(groupCells, n * n);
        this.families = HouseFamilies.of(houses, kinds, indices, n);
        int k = grid.model.RuleModel.boxSide(n);
        // found[0 .. n): rows, [n .. 2n): columns, [2n .. 3n): boxes, by their place on the board
        boolean[] found = new boolean[3 * n];
        int extra = 0;
        for (int[] cells : groupCells) {
            if (k < 0 || !markStandard(cells, n, k, found)) {
                extra++;
            }
        }
        boolean all = k > 0;
        for (boolean f : found) {
            all &= f;
        }
        this.standardHouses = all;
        this.extraGroups = extra;
    }

    /** Pairs {@code {i, j}} ({@code i < j}) of houses sharing at least two cells and fewer than n. */
    int[][] lockedPairs() {
        int[][] built = lockedPairs;
        if (built == null) {
            built = lockedPairs(houses, n);
            lockedPairs = built;
        }
        return built;
    }

    /**
     * Whether two lists hold equal groups, in order: {@link Group#equals} without its copies, as every
     * killer solved once looks its board up.
     */
    boolean sameGroups(int side, List<Group> other) {
        if (side != n || other.size() != groups.size()) {
            return false;
        }
        for (int g = 0; g < groups.size(); g++) {
            Group x = groups.get(g);
            Group y = other.get(g);
            if (x == y) {
                continue;
            }
            int size = x.size();
            if (x.kind() != y.kind() || x.index() != y.index() || y.size() != size) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                if (x.cell(i) != y.cell(i)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Marks in {@code found} the standard house(s) of an n = k * k grid that a group's cells are: row r
     * at r, column c at n + c, box b (band b / k, stack b % k) at 2n + b; returns whether there was one.
     * The cells are distinct, so n of them on one row (column, box) are all of it; only on a 1 x 1 grid
     * is a group more than one house.
     */
    private static boolean markStandard(int[] cells, int n, int k, boolean[] found) {
        if (cells.length != n) {
            return false;
        }
        int first = cells[0];
        int row = first / n;
        int col = first % n;
        int box = row / k * k + col / k;
        boolean sameRow = true;
        boolean sameCol = true;
        boolean sameBox = true;
        for (int i = 1; i < n; i++) {
            int r = cells[i] / n;
            int c = cells[i] % n;
            sameRow &= r == row;
            sameCol &= c == col;
            sameBox &= r / k * k + c / k == box;
        }
        found[row] |= sameRow;
        found[n + col] |= sameCol;
        found[2 * n + box] |= sameBox;
        return sameRow || sameCol || sameBox;
    }

    /** The pairs of houses whose common cells can lock a candidate: two or more, but not all n. */
    private static int[][] lockedPairs(int[][] houses, int n) {
        int cellCount = n * n;
        int words = (cellCount + 63) >>> 6;
        long[][] sets = new long[houses.length][words];
        for (int h = 0; h < houses.length; h++) {
            for (int c : houses[h]) {
                sets[h][c >>> 6] |= 1L << c;
            }
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < houses.length; i++) {
            for (int j = i + 1; j < houses.length; j++) {
                int common = 0;
                for (int w = 0; w < words; w++) {
                    common += Long.bitCount(sets[i][w] & sets[j][w]);
                }
                if (common >= 2 && common < n) {
                    pairs.add(new int[]{i, j});
                }
            }
        }
        return pairs.toArray(new int[0][]);
    }
}
