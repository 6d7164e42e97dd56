package grid.generate;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded generators of solved grids and puzzles, for the tests of every module and for the benchmark's
 * generated sets: the same seed gives the same puzzle on every machine ({@link Random}'s sequence is
 * specified). A solved Sudoku comes from the classic base pattern shuffled by the moves that keep it
 * valid (rows within bands, bands, columns within stacks, stacks, symbols), so it needs no solver.
 * Puzzles made by blanking cells or growing cages have at least one solution (the one they came from)
 * but need not be unique; a caller that needs uniqueness asks a solver to count.
 */
public final class RandomPuzzles {

    private RandomPuzzles() {
    }

    /** Distinct random non-negative symbols (never sorted in the order returned). */
    public static int[] randomSymbols(int n, Random random) {
        int[] out = new int[n];
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            int v;
            do {
                v = random.nextInt(Math.max(4 * n, 20));
            } while (!used.add(v));
            out[i] = v;
        }
        return out;
    }

    /** The symbols 1..n. */
    public static int[] oneToN(int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = i + 1;
        }
        return out;
    }

    /** A random complete Sudoku of side n = k*k, as symbol indices, row-major. */
    public static int[] solvedSudoku(int n, Random random) {
        int k = RuleModel.boxSide(n);
        if (k < 0) {
            throw new IllegalArgumentException("not a square: " + n);
        }
        int[] rows = shuffledLines(k, random);
        int[] cols = shuffledLines(k, random);
        int[] relabel = permutation(n, random);
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int rr = rows[r];
                int cc = cols[c];
                cells[r * n + c] = relabel[((rr % k) * k + rr / k + cc) % n];
            }
        }
        return cells;
    }

    /** A random Latin square of side n (rows and columns only), as symbol indices. */
    public static int[] solvedLatinSquare(int n, Random random) {
        int[] rows = permutation(n, random);
        int[] cols = permutation(n, random);
        int[] relabel = permutation(n, random);
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = relabel[(rows[r] + cols[c]) % n];
            }
        }
        return cells;
    }

    /** {@code solution} with a fraction {@code blankRatio} of its cells blanked ({@code -1}). */
    public static int[] blank(int[] solution, double blankRatio, Random random) {
        int[] out = solution.clone();
        int[] order = permutation(out.length, random);
        int blanks = (int) Math.round(out.length * blankRatio);
        for (int i = 0; i < blanks; i++) {
            out[order[i]] = -1;
        }
        return out;
    }

    /** A Sudoku puzzle on random symbols with the given blank ratio. */
    public static RuleModel sudoku(int n, double blankRatio, Random random) {
        RuleModel rules = RuleModel.sudoku(randomSymbols(n, random));
        return rules.withGivens(blank(solvedSudoku(n, random), blankRatio, random));
    }

    /**
     * A killer puzzle whose cages are grown at random over a random solution (each cage holds distinct
     * symbols, sizes 1..maxCage), with {@code givenRatio} of the cells also given.
     */
    public static RuleModel killer(int n, int[] symbols, int maxCage, double givenRatio, Random random) {
        int[] solution = solvedSudoku(n, random);
        RuleModel base = RuleModel.sudoku(symbols);
        RuleModel.Builder builder = RuleModel.builder("killer", symbols).boxes(base.boxRows(), base.boxCols())
                .latinSquare().boxGroups();
        for (int[] cells : randomCages(n, solution, maxCage, random)) {
            long sum = 0;
            for (int c : cells) {
                sum += base.symbol(solution[c]);
            }
            builder.cage(new Cage(cells, sum));
        }
        int[] givens = blank(solution, 1.0 - givenRatio, random);
        return builder.givens(givens).build();
    }

    /** A partition of the board into connected cages of distinct symbols. */
    public static List<int[]> randomCages(int n, int[] solution, int maxCage, Random random) {
        int cells = n * n;
        int[] cageOf = new int[cells];
        Arrays.fill(cageOf, -1);
        List<int[]> cages = new ArrayList<>();
        for (int start : permutation(cells, random)) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int target = 1 + random.nextInt(maxCage);
            List<Integer> cage = new ArrayList<>();
            boolean[] used = new boolean[n];
            cage.add(start);
            cageOf[start] = cages.size();
            used[solution[start]] = true;
            while (cage.size() < target) {
                List<Integer> frontier = new ArrayList<>();
                for (int c : cage) {
                    int r = c / n;
                    int col = c % n;
                    int[][] around = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
                    for (int[] p : around) {
                        if (p[0] >= 0 && p[0] < n && p[1] >= 0 && p[1] < n) {
                            int d = p[0] * n + p[1];
                            if (cageOf[d] < 0 && !used[solution[d]]) {
                                frontier.add(d);
                            }
                        }
                    }
                }
                if (frontier.isEmpty()) {
                    break;
                }
                int next = frontier.get(random.nextInt(frontier.size()));
                cage.add(next);
                cageOf[next] = cages.size();
                used[solution[next]] = true;
            }
            cages.add(cage.stream().mapToInt(Integer::intValue).toArray());
        }
        return cages;
    }

    /** A random permutation of 0..n-1. */
    public static int[] permutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** Line order 0..k*k-1 shuffled within bands and with the bands shuffled. */
    private static int[] shuffledLines(int k, Random random) {
        int[] bands = permutation(k, random);
        int[] out = new int[k * k];
        for (int b = 0; b < k; b++) {
            int[] inner = permutation(k, random);
            for (int i = 0; i < k; i++) {
                out[b * k + i] = bands[b] * k + inner[i];
            }
        }
        return out;
    }
}
