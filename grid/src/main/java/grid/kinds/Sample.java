package grid.kinds;

import grid.generate.RandomPuzzles;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A solution that rule instances are read off, with the random source that picks them: what a kind's
 * {@link Form#propose} works from. Lines follow random walks of king steps, cages and regions are grown
 * over the solution, and every pick draws from the one {@link Random}, so a seed gives the same
 * instances.
 */
public final class Sample {

    private final Random random;
    private final int n;
    private final int[] solution;

    /**
     * @param random   the generator's random source
     * @param n        the grid's side
     * @param solution the solution, as symbol indices (the values are 1..n)
     */
    public Sample(Random random, int n, int[] solution) {
        this.random = random;
        this.n = n;
        this.solution = solution.clone();
    }

    /** The random source. */
    Random random() {
        return random;
    }

    /** The grid's side. */
    int size() {
        return n;
    }

    /** The solution's value (1..n) in a cell. */
    int value(int cell) {
        return solution[cell] + 1;
    }

    /** The solution's values along cells. */
    int[] values(int[] cells) {
        int[] v = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            v[i] = value(cells[i]);
        }
        return v;
    }

    /** A random cell. */
    int cell() {
        return random.nextInt(n * n);
    }

    /** A random walk of {@code length} distinct cells, by king steps or orthogonal ones; null if stuck. */
    int[] walk(int length, boolean diagonal) {
        int[] cells = new int[length];
        cells[0] = random.nextInt(n * n);
        for (int i = 1; i < length; i++) {
            int[] options = new int[8];
            int count = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = cells[i - 1] / n + dr;
                    int c = cells[i - 1] % n + dc;
                    boolean step = (dr != 0 || dc != 0) && (diagonal || dr == 0 || dc == 0);
                    if (step && r >= 0 && r < n && c >= 0 && c < n && indexOf(cells, i, r * n + c) < 0) {
                        options[count++] = r * n + c;
                    }
                }
            }
            if (count == 0) {
                return null;
            }
            cells[i] = options[random.nextInt(count)];
        }
        return cells;
    }

    /** {@code size} orthogonally joined cells with distinct digits, grown at random; null if stuck. */
    int[] grow(int size) {
        int[] cells = new int[size];
        cells[0] = random.nextInt(n * n);
        long digits = 1L << solution[cells[0]];
        for (int i = 1; i < size; i++) {
            int from = cells[random.nextInt(i)];
            int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            int[] s = steps[random.nextInt(4)];
            int r = from / n + s[0];
            int c = from % n + s[1];
            int x = r * n + c;
            if (r < 0 || r >= n || c < 0 || c >= n || indexOf(cells, i, x) >= 0 || (digits >> solution[x] & 1) != 0) {
                return null;
            }
            digits |= 1L << solution[x];
            cells[i] = x;
        }
        return cells;
    }

    /** A random order of 0..size-1. */
    int[] permutation(int size) {
        return RandomPuzzles.permutation(size, random);
    }

    /** The f-puzzles name of a cell, {@code R1C1}. */
    String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    /** The f-puzzles names of cells, as an entry lists them. */
    List<Object> names(int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return out;
    }

    private static int indexOf(int[] cells, int size, int x) {
        for (int i = 0; i < size; i++) {
            if (cells[i] == x) {
                return i;
            }
        }
        return -1;
    }
}
