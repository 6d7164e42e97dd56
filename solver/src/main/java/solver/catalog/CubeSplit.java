package solver.catalog;

import grid.model.Cage;
import grid.model.Group;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How {@link Cubes} splits a puzzle for a first solution: blank cells spread over the grid (one per box
 * along each diagonal first, so the cubes differ in every part of the grid rather than in one corner) are
 * fixed in turn, each to every value that no given or earlier fixed cell of its groups and cages holds.
 * Cubes made from one cube fix the same cell to different values, so no solution extends two of them; a
 * solution of the parent holds in that cell a value its groups and cages allow, so it extends one of them.
 * The cubes therefore partition the solutions of the puzzle. Immutable; depends only on the rules.
 */
public final class CubeSplit {

    /** Cubes to make when the grid allows: enough that each worker has many, few enough to each be hard. */
    static final int TARGET = 64;
    /** A split that would make more cubes than this stops one cell earlier. */
    static final int MAX_CUBES = 4096;

    private final int size;
    /** The cells of each group and cage: a cell differs from the others of every one that holds it. */
    private final int[][] houses;
    /** For each cell, which of {@link #houses} hold it. */
    private final int[][] housesOf;
    /** Blank cells are taken for splitting in this order. */
    private final int[] spread;

    public CubeSplit(RuleModel rules) {
        this.size = rules.size();
        this.houses = houses(rules);
        this.housesOf = housesOf(rules.cellCount(), houses);
        this.spread = spreadOrder(rules.size());
    }

    /**
     * The cubes of {@code givens}: copies of it that also fix blank cells, taken in the spread order
     * (one per box along the main diagonal, then along the other, then the rest row by row), until there
     * are at least {@link #TARGET} cubes or one more cell would make more than {@link #MAX_CUBES}.
     */
    public List<int[]> cubes(int[] givens) {
        return cubes(givens, TARGET);
    }

    /**
     * The cubes of {@code givens}, as {@link #cubes(int[])} makes them but until there are at least
     * {@code target} (more than {@link #MAX_CUBES} only if one cell makes them so many at once). A cell
     * takes every value that no given or earlier fixed cell of its groups and cages holds. Empty when some
     * cell has no value left (then the puzzle has no solution); {@code givens} alone when it has no blank.
     */
    public List<int[]> cubes(int[] givens, int target) {
        List<int[]> cubes = new ArrayList<>();
        cubes.add(givens.clone());
        for (int cell : spread) {
            if (cubes.size() >= target || cubes.isEmpty()) {
                break;
            }
            if (givens[cell] >= 0) {
                continue;
            }
            List<int[]> next = new ArrayList<>();
            for (int[] cube : cubes) {
                for (int v = 0; v < size; v++) {
                    if (allowed(cube, cell, v)) {
                        int[] more = cube.clone();
                        more[cell] = v;
                        next.add(more);
                    }
                }
            }
            if (next.size() > Math.max(MAX_CUBES, target)) {
                break;
            }
            cubes = next;
        }
        return cubes;
    }

    private boolean allowed(int[] cube, int cell, int value) {
        for (int h : housesOf[cell]) {
            for (int other : houses[h]) {
                if (cube[other] == value) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The cells of every group and cage. */
    private static int[][] houses(RuleModel rules) {
        List<int[]> out = new ArrayList<>();
        for (Group g : rules.groups()) {
            out.add(g.cells());
        }
        for (Cage c : rules.cages()) {
            out.add(c.cells());
        }
        return out.toArray(new int[0][]);
    }

    /** For each cell, the indices into {@code houses} of those that hold it. */
    private static int[][] housesOf(int cells, int[][] houses) {
        int[] count = new int[cells];
        for (int[] house : houses) {
            for (int c : house) {
                count[c]++;
            }
        }
        int[][] out = new int[cells][];
        for (int c = 0; c < cells; c++) {
            out[c] = new int[count[c]];
        }
        Arrays.fill(count, 0);
        for (int h = 0; h < houses.length; h++) {
            for (int c : houses[h]) {
                out[c][count[c]++] = h;
            }
        }
        return out;
    }

    /**
     * Every cell of an n x n grid, spread first: one cell per box along the main diagonal (a different row
     * and column of each box), then likewise along the other diagonal, then the rest row by row.
     */
    static int[] spreadOrder(int n) {
        int k = Math.max(1, (int) Math.ceil(Math.sqrt(n)));
        int[] order = new int[n * n];
        boolean[] taken = new boolean[n * n];
        int size = 0;
        for (int diagonal = 0; diagonal < 2; diagonal++) {
            for (int b = 0; b < k; b++) {
                int r = b * k + (b + diagonal) % k;
                if (r >= n) {
                    continue;
                }
                int c = diagonal == 0 ? r : n - 1 - r;
                if (!taken[r * n + c]) {
                    taken[r * n + c] = true;
                    order[size++] = r * n + c;
                }
            }
        }
        for (int cell = 0; cell < n * n; cell++) {
            if (!taken[cell]) {
                order[size++] = cell;
            }
        }
        return order;
    }
}
