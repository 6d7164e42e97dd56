package solver.explain;

import grid.model.Group;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;
import solver.rules.SumTable;

import java.util.ArrayList;
import java.util.List;

/**
 * The pencil marks of a puzzle as a person keeps them: per cell the symbols still possible, and the
 * houses (rows, columns, boxes: the groups of n cells that hold every symbol once). Placing a symbol
 * removes it from the cell's peers at once (every cell sharing a group with it, shorter groups such as
 * the Dutch Miracle's diagonals included), as people cross candidates off; every other removal is a
 * technique's {@link Step}.
 *
 * <p>Representation: {@code cand[c]} has bit v for symbol index v (so n is at most 64); {@code value[c]}
 * is the placed symbol or -1; {@code houses[h]} lists house h's cells and {@code housesOf[c]} the houses
 * of cell c; {@code groupsOf[c]} lists the cells of every group holding c, houses or not. Invariant: a
 * placed cell's mask is its one symbol, and no peer of it has that symbol.
 */
final class PencilMarks {

    final RuleModel model;
    final int n;
    final long[] cand;
    final int[] value;
    final int[][] houses;
    final Group[] groups;
    final int[][] housesOf;
    final int[][][] groupsOf;
    /** The cages and the sums the 45 rule derives (of up to {@link #DERIVED_CELLS} cells); null without cages. */
    final SumRegions sums;
    /** The sets of distinct symbols by size and total (what a cage of distinct cells may hold); null without cages. */
    final SumTable combinations;

    /** The largest set of cells a 45-rule step names: more is too many for a person to add up. */
    static final int DERIVED_CELLS = 5;

    PencilMarks(RuleModel model) {
        this.model = model;
        this.n = model.size();
        int cells = n * n;
        List<Group> full = new ArrayList<>();
        for (Group g : model.groups()) {
            if (g.size() == n) {
                full.add(g);
            }
        }
        groups = full.toArray(Group[]::new);
        houses = new int[groups.length][];
        List<List<Integer>> of = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            of.add(new ArrayList<>());
        }
        for (int h = 0; h < groups.length; h++) {
            houses[h] = groups[h].cells();
            for (int c : houses[h]) {
                of.get(c).add(h);
            }
        }
        housesOf = new int[cells][];
        for (int c = 0; c < cells; c++) {
            housesOf[c] = of.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        List<List<int[]>> groupLists = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            groupLists.add(new ArrayList<>());
        }
        for (Group g : model.groups()) {
            int[] members = g.cells();
            for (int c : members) {
                groupLists.get(c).add(members);
            }
        }
        groupsOf = new int[cells][][];
        for (int c = 0; c < cells; c++) {
            groupsOf[c] = groupLists.get(c).toArray(int[][]::new);
        }
        if (model.cages().isEmpty()) {
            sums = null;
            combinations = null;
        } else {
            CompiledRules compiled = CompiledRules.of(model);
            sums = SumRegions.of(compiled, DERIVED_CELLS);
            combinations = compiled.sums();
        }
        cand = new long[cells];
        value = new int[cells];
        long all = n == 64 ? -1L : (1L << n) - 1;
        java.util.Arrays.fill(cand, all);
        java.util.Arrays.fill(value, -1);
        int[] givens = model.givens();
        for (int c = 0; c < cells; c++) {
            if (givens[c] >= 0) {
                place(c, givens[c]);
            }
        }
    }

    /** Puts symbol v in cell c and crosses v off every peer. */
    void place(int c, int v) {
        value[c] = v;
        cand[c] = 1L << v;
        for (int[] group : groupsOf[c]) {
            for (int d : group) {
                if (d != c) {
                    cand[d] &= ~(1L << v);
                }
            }
        }
    }

    /**
     * What makes this position impossible, in words, or null: an open cell without candidates, a symbol
     * with no place left in a house, or placed symbols that break a rule (two alike in a group, a cage or
     * relation between placed cells that fails).
     */
    String problem() {
        for (int c = 0; c < cand.length; c++) {
            if (value[c] < 0 && cand[c] == 0) {
                return cell(c) + " has no candidate left";
            }
        }
        for (int h = 0; h < houses.length; h++) {
            long seen = 0;
            for (int c : houses[h]) {
                seen |= cand[c];
            }
            long all = n == 64 ? -1L : (1L << n) - 1;
            if (seen != all) {
                return symbol(Long.numberOfTrailingZeros(all & ~seen)) + " has no place left in " + house(h);
            }
        }
        List<grid.model.Violation> broken = RuleChecker.violations(model, value, 1, grid.model.Wording.PLAIN);
        return broken.isEmpty() ? null : broken.get(0).message();
    }

    /** Whether cells a and b share a group, so cannot hold the same symbol. */
    boolean sees(int a, int b) {
        for (int[] group : groupsOf[a]) {
            for (int d : group) {
                if (d == b) {
                    return true;
                }
            }
        }
        return false;
    }

    boolean solved() {
        for (int v : value) {
            if (v < 0) {
                return false;
            }
        }
        return true;
    }

    /** A cell as people name it, {@code r3c5}. */
    String cell(int c) {
        return RuleChecker.name(model, c);
    }

    /** A house as people name it: {@code row 3}, {@code column 5}, {@code box 2} (from 1). */
    String house(int h) {
        return groups[h].kind().label() + " " + (groups[h].index() + 1);
    }

    /** A symbol's value, as written in the puzzle. */
    int symbol(int v) {
        return model.symbol(v);
    }
}
