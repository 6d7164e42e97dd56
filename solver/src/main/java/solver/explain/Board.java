package solver.explain;

import grid.model.Group;
import grid.model.RuleChecker;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;

/**
 * The pencil marks of a Sudoku as a person keeps them: per cell the symbols still possible, and the
 * houses (rows, columns, boxes: the groups of n cells that hold every symbol once). Placing a symbol
 * removes it from the cell's peers at once, as people cross candidates off; every other removal is a
 * technique's {@link Step}.
 *
 * <p>Representation: {@code cand[c]} has bit v for symbol index v (so n is at most 64); {@code value[c]}
 * is the placed symbol or -1; {@code houses[h]} lists house h's cells and {@code housesOf[c]} the houses
 * of cell c. Invariant: a placed cell's mask is its one symbol, and no peer of it has that symbol.
 */
final class Board {

    final RuleModel model;
    final int n;
    final long[] cand;
    final int[] value;
    final int[][] houses;
    final Group[] groups;
    final int[][] housesOf;

    Board(RuleModel model) {
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
        for (int h : housesOf[c]) {
            for (int d : houses[h]) {
                if (d != c) {
                    cand[d] &= ~(1L << v);
                }
            }
        }
    }

    /** Whether cells a and b share a house. */
    boolean sees(int a, int b) {
        for (int h : housesOf[a]) {
            for (int h2 : housesOf[b]) {
                if (h == h2) {
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
