package solver.engine;

import solver.rules.CompiledRules;

/**
 * What kind of puzzle a set of compiled rules is, read once for every choice the engine makes ({@link Plan}):
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
record Shape(int n, boolean standardHouses, int extraGroups, boolean cages, boolean relations) {

    /** The shape of these compiled rules (what their groups make the grid is derived once per board). */
    static Shape of(CompiledRules rules) {
        // n-ary rules count as relations here: only the general network propagates them
        return new Shape(rules.size(), rules.standardHouses(), rules.extraGroups(), rules.cages().length > 0,
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
}
