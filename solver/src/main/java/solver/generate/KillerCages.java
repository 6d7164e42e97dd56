package solver.generate;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The cages of a generated killer as cells: the killer puzzle they make over a solution, which cage holds
 * each cell, whether two cages together still hold distinct symbols, and the random splits that
 * {@link Generator} makes while a puzzle has two solutions (a cage cut in two connected parts). A cage is
 * an ascending array of cells; each split draws from the generator's own {@link Random}, so a seed gives
 * the same cages.
 */
final class KillerCages {

    private final Random random;
    private final int n;

    KillerCages(Random random, int n) {
        this.random = random;
        this.n = n;
    }

    /** Whether cages {@code a} and {@code b} together hold distinct symbols of {@code solution}. */
    static boolean distinct(int[] solution, int[] a, int[] b, int n) {
        boolean[] used = new boolean[n];
        for (int[] cage : new int[][]{a, b}) {
            for (int c : cage) {
                if (used[solution[c]]) {
                    return false;
                }
                used[solution[c]] = true;
            }
        }
        return true;
    }

    /** The index in {@code cages} of each cell's cage. */
    static int[] cageOf(List<int[]> cages, int n) {
        int[] cageOf = new int[n * n];
        for (int k = 0; k < cages.size(); k++) {
            for (int c : cages.get(k)) {
                cageOf[c] = k;
            }
        }
        return cageOf;
    }

    /**
     * Splits the cage holding {@code cell} into two connected parts: the cells reached from {@code cell}
     * by a random walk over half the cage, and the rest (which a further split makes connected if it is
     * not: each connected piece of it becomes a cage).
     */
    void split(List<int[]> cages, int cell) {
        int k = cageOf(cages, n)[cell];
        int[] cage = cages.get(k);
        if (cage.length == 1) {
            throw new IllegalStateException("two solutions differ in a one-cell cage");
        }
        boolean[] in = new boolean[n * n];
        for (int c : cage) {
            in[c] = true;
        }
        boolean[] first = new boolean[n * n];
        List<Integer> part = new ArrayList<>(List.of(cell));
        first[cell] = true;
        int want = Math.max(1, cage.length / 2);
        while (part.size() < want) {
            List<Integer> frontier = new ArrayList<>();
            for (int c : part) {
                for (int d : neighbours(c, n)) {
                    if (in[d] && !first[d] && !frontier.contains(d)) {
                        frontier.add(d);
                    }
                }
            }
            if (frontier.isEmpty()) {
                break;
            }
            int next = frontier.get(random.nextInt(frontier.size()));
            first[next] = true;
            part.add(next);
        }
        cages.remove(k);
        cages.add(part.stream().mapToInt(Integer::intValue).sorted().toArray());
        boolean[] rest = new boolean[n * n];
        for (int c : cage) {
            rest[c] = !first[c];
        }
        for (int c : cage) {
            if (rest[c]) {
                cages.add(component(rest, c, n));
            }
        }
    }

    /** Splits the largest cage at a random cell of it. */
    void splitLargest(List<int[]> cages) {
        int largest = 0;
        for (int k = 1; k < cages.size(); k++) {
            if (cages.get(k).length > cages.get(largest).length) {
                largest = k;
            }
        }
        int[] cage = cages.get(largest);
        split(cages, cage[random.nextInt(cage.length)]);
    }

    /** The connected piece of {@code rest} holding {@code start}; its cells are cleared from {@code rest}. */
    private static int[] component(boolean[] rest, int start, int n) {
        List<Integer> out = new ArrayList<>();
        List<Integer> stack = new ArrayList<>(List.of(start));
        rest[start] = false;
        while (!stack.isEmpty()) {
            int c = stack.remove(stack.size() - 1);
            out.add(c);
            for (int d : neighbours(c, n)) {
                if (rest[d]) {
                    rest[d] = false;
                    stack.add(d);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static int[] neighbours(int c, int n) {
        int r = c / n;
        int col = c % n;
        int[] out = new int[4];
        int k = 0;
        if (r > 0) {
            out[k++] = c - n;
        }
        if (r + 1 < n) {
            out[k++] = c + n;
        }
        if (col > 0) {
            out[k++] = c - 1;
        }
        if (col + 1 < n) {
            out[k++] = c + 1;
        }
        return Arrays.copyOf(out, k);
    }

    /** The killer (no givens) whose cages are {@code cages}, each with its total over {@code solution}. */
    static RuleModel model(int n, int[] symbols, int[] solution, List<int[]> cages) {
        RuleModel base = RuleModel.sudoku(symbols);
        RuleModel.Builder b = RuleModel.builder("killer", symbols).boxes(base.boxRows(), base.boxCols())
                .latinSquare().boxGroups();
        for (int[] cells : cages) {
            long sum = 0;
            for (int c : cells) {
                sum += symbols[solution[c]];
            }
            b.cage(new Cage(cells, sum));
        }
        int[] blank = new int[n * n];
        Arrays.fill(blank, -1);
        return b.givens(blank).build();
    }
}
