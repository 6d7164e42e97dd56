package solver.engine;

import grid.model.Group;
import grid.model.RuleModel;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

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
 * @param relations      the model has binary relations (dots, signs, differences)
 */
record Shape(int n, boolean standardHouses, int extraGroups, boolean cages, boolean relations) {

    static Shape of(RuleModel rules) {
        int n = rules.size();
        Set<BitSet> standard = standardGroups(n);
        Set<BitSet> found = new HashSet<>();
        int extra = 0;
        for (Group g : rules.groups()) {
            BitSet set = new BitSet(n * n);
            for (int i = 0; i < g.size(); i++) {
                set.set(g.cell(i));
            }
            if (standard.contains(set)) {
                found.add(set);
            } else {
                extra++;
            }
        }
        boolean houses = !standard.isEmpty() && found.size() == standard.size();
        return new Shape(n, houses, extra, !rules.cages().isEmpty(), !rules.relations().isEmpty());
    }

    /** A plain Sudoku: the standard houses and nothing else. */
    boolean plainSudoku() {
        return standardHouses && extraGroups == 0 && !cages && !relations;
    }

    /** A Killer Sudoku: the standard houses and cages, nothing else. */
    boolean killer() {
        return standardHouses && extraGroups == 0 && cages && !relations;
    }

    /** Rows, columns and boxes of an n = k * k grid as cell sets; empty when n is not a square. */
    private static Set<BitSet> standardGroups(int n) {
        int k = RuleModel.boxSide(n);
        Set<BitSet> out = new HashSet<>();
        if (k < 0) {
            return out;
        }
        for (int i = 0; i < n; i++) {
            BitSet row = new BitSet(n * n);
            BitSet column = new BitSet(n * n);
            BitSet box = new BitSet(n * n);
            for (int j = 0; j < n; j++) {
                row.set(i * n + j);
                column.set(j * n + i);
                box.set(((i / k) * k + j / k) * n + (i % k) * k + j % k);
            }
            out.add(row);
            out.add(column);
            out.add(box);
        }
        return out;
    }
}
