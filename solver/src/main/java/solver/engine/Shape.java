package solver.engine;

import grid.model.Group;
import grid.model.RuleModel;

/**
 * What kind of puzzle a model is, recognised once for every choice the engine makes ({@link Plan}):
 * its side, whether its groups are exactly the rows, columns and boxes of a standard Sudoku (in any
 * order), how many other groups it has (diagonals, extra regions), and whether it has cages or binary
 * relations.
 *
 * @param n              the side
 * @param standardHouses the groups include every row, column and k x k box of an n = k * k grid
 * @param extraGroups    groups that are none of those
 * @param cages          the model has killer cages
 * @param relations      the model has binary relations (dots, signs, differences) or other n-ary rules
 */
public record Shape(int n, boolean standardHouses, int extraGroups, boolean cages, boolean relations) {

    static Shape of(RuleModel rules) {
        int n = rules.size();
        int k = RuleModel.boxSide(n);
        // found[0 .. n): rows, [n .. 2n): columns, [2n .. 3n): boxes, by their place on the board
        boolean[] found = new boolean[3 * n];
        int extra = 0;
        for (Group g : rules.groups()) {
            if (k < 0 || !markStandard(g, n, k, found)) {
                extra++;
            }
        }
        boolean all = k > 0;
        for (boolean f : found) {
            all &= f;
        }
        // n-ary rules count as relations here: only the general network propagates them
        return new Shape(n, all, extra, !rules.cages().isEmpty(),
                !rules.relations().isEmpty() || !rules.constraints().isEmpty());
    }

    /** A plain Sudoku: the standard houses and nothing else. */
    boolean plainSudoku() {
        return standardHouses && extraGroups == 0 && !cages && !relations;
    }

    /** A Killer Sudoku: the standard houses and cages, nothing else. */
    boolean killer() {
        return standardHouses && extraGroups == 0 && cages && !relations;
    }

    /**
     * Marks in {@code found} the standard house(s) of an n = k * k grid that the group's cells are: row r
     * at r, column c at n + c, box b (band b / k, stack b % k) at 2n + b; returns whether there was one.
     * The cells are distinct, so n of them on one row (column, box) are all of it; only on a 1 x 1 grid
     * is a group more than one house.
     */
    private static boolean markStandard(Group g, int n, int k, boolean[] found) {
        if (g.size() != n) {
            return false;
        }
        Grid grid = Grid.of(n, k);
        int first = g.cell(0);
        int row = grid.row[first];
        int col = grid.col[first];
        int box = grid.box[first];
        boolean sameRow = true;
        boolean sameCol = true;
        boolean sameBox = true;
        for (int i = 1; i < n; i++) {
            int c = g.cell(i);
            sameRow &= grid.row[c] == row;
            sameCol &= grid.col[c] == col;
            sameBox &= grid.box[c] == box;
        }
        found[row] |= sameRow;
        found[n + col] |= sameCol;
        found[2 * n + box] |= sameBox;
        return sameRow || sameCol || sameBox;
    }

    /**
     * Row, column and box of every cell of an n = k * k grid, so that recognising a model costs no
     * divisions; the last one made is kept, as a run of puzzles has one side.
     */
    private record Grid(int n, int[] row, int[] col, int[] box) {
        private static volatile Grid last;

        static Grid of(int n, int k) {
            Grid g = last;
            if (g != null && g.n == n) {
                return g;
            }
            int[] row = new int[n * n];
            int[] col = new int[n * n];
            int[] box = new int[n * n];
            for (int c = 0; c < n * n; c++) {
                row[c] = c / n;
                col[c] = c % n;
                box[c] = row[c] / k * k + col[c] / k;
            }
            g = new Grid(n, row, col, box);
            last = g;
            return g;
        }
    }
}
