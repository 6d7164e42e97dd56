package solver.generate;

import grid.generate.RandomPuzzles;
import grid.io.FutoshikiFormat;
import grid.io.KropkiFormat;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.catalog.PropagationSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Puzzles with exactly one solution, reproducible from a seed (the JDK's {@link Random} sequence is
 * specified, so a seed gives the same puzzle everywhere).
 *
 * <p><b>Sudoku</b>: a random solved grid, then givens taken away a symmetry orbit at a time (one cell,
 * the cell and its 180° image, or the cell and its mirror in the main diagonal) in a random order, each
 * removal kept only if the puzzle stays unique. A puzzle without symmetry is then minimal: a given that
 * could not go when it was tried cannot go later either, since taking more givens away only adds
 * solutions. With a symmetry it is minimal among symmetric removals; {@code minimal} then also tries
 * single givens, which may break the symmetry.
 *
 * <p><b>Killer</b> (no givens, as the RMIT killer format has none): cages grown at random over a random
 * solution; while two solutions remain, the cage of a cell where they differ is split in two. With
 * {@code minimal}, neighbouring cages are then merged, in a random order, wherever the merged cage
 * still holds distinct symbols and the puzzle stays unique, until no merge is possible.
 *
 * <p><b>Kropki</b> and <b>Futoshiki</b>: a random solution (a Sudoku, or a Latin square), every given
 * and every dot or sign it allows (a white dot where neighbours differ by one, a black dot where one is
 * double the other, a sign between every two neighbours), then clues of both kinds taken away in one
 * random order while the puzzle stays unique: the result is minimal in both (no given, dot or sign can
 * go). A pair like 1 and 2 that could take either dot gets one of them at random. The puzzle is made as
 * the file it is written to and read back by that format's reader, so what is checked is what is saved.
 *
 * <p>Uniqueness is decided by {@code advanced} with a time limit per check ({@link #CHECK_LIMIT}); a
 * check that runs out counts as "not shown unique", so a step it guards is not taken and the result is
 * unique all the same (only perhaps not minimal: {@link Generated#settled} says so).
 */
public final class Generator {

    /** How long one uniqueness check may take before it counts as failed. */
    public static final Duration CHECK_LIMIT = Duration.ofSeconds(2);

    /** Which cells are taken away together. */
    public enum Symmetry {
        /** One cell at a time. */
        NONE,
        /** A cell and its image under a half turn of the grid. */
        ROTATIONAL,
        /** A cell and its mirror image in the main diagonal. */
        DIAGONAL
    }

    /**
     * A generated puzzle.
     *
     * @param model    the puzzle (its givens, or its cages)
     * @param solution its one solution, as symbol indices
     * @param checks   uniqueness checks run
     * @param settled  false when some check ran out of time, so a removal or merge was left untried
     */
    public record Generated(RuleModel model, int[] solution, int checks, boolean settled) {
    }

    private final Random random;
    /**
     * The solver that checks uniqueness, one per puzzle made: its checks prepare many models of one board,
     * which share what that board derives (the solver's one cache of it).
     */
    private final PropagationSolver advanced = new PropagationSolver();
    private int checks;
    private boolean settled = true;

    private Generator(long seed) {
        this.random = new Random(seed);
    }

    /** A unique n x n Sudoku (n = k * k) on the symbols 1..n. */
    public static Generated sudoku(int n, long seed, Symmetry symmetry, boolean minimal) {
        return new Generator(seed).sudoku(n, symmetry, minimal);
    }

    /** A unique n x n killer on the symbols 1..n without givens, cages of 1..maxCage cells before merges. */
    public static Generated killer(int n, long seed, int maxCage, boolean minimal) {
        return new Generator(seed).killer(n, maxCage, minimal);
    }

    /** A unique n x n Kropki Sudoku (n = k * k) on 1..n, minimal in givens and dots. */
    public static Generated kropki(int n, long seed) {
        Generator g = new Generator(seed);
        return g.relational(n, RandomPuzzles.solvedSudoku(n, g.random), true);
    }

    /** A unique n x n Futoshiki (n from 4 to 9) on 1..n, minimal in givens and signs. */
    public static Generated futoshiki(int n, long seed) {
        Generator g = new Generator(seed);
        return g.relational(n, RandomPuzzles.solvedLatinSquare(n, g.random), false);
    }

    /**
     * Kropki ({@code dots}) or Futoshiki: clue k is a given for k below n*n, else the dot or sign between
     * a cell and its right neighbour (k - n*n = c) or its lower neighbour (k - 2*n*n = c); {@code clue[k]}
     * is the file's code for it, 0 for none.
     */
    private Generated relational(int n, int[] solution, boolean dots) {
        int cells = n * n;
        char[] clue = new char[3 * cells];
        for (int c = 0; c < cells; c++) {
            clue[c] = (char) ('0' + solution[c] + 1);
            for (int dir = 1; dir <= 2; dir++) {
                int d = dir == 1 ? (c % n + 1 < n ? c + 1 : -1) : (c + n < cells ? c + n : -1);
                if (d >= 0) {
                    clue[dir * cells + c] = dots ? dot(solution[c] + 1, solution[d] + 1)
                            : sign(solution[c] < solution[d], dir == 1);
                }
            }
        }
        RuleModel model = relationalModel(n, clue, dots);
        for (int k : RandomPuzzles.permutation(clue.length, random)) {
            if (clue[k] == 0 || clue[k] == '0') {
                continue;
            }
            char kept = clue[k];
            clue[k] = '0';
            RuleModel fewer = relationalModel(n, clue, dots);
            if (solutions(advanced.prepare(fewer), fewer.givens(), null) == 1) {
                model = fewer;
            } else {
                clue[k] = kept;
            }
        }
        return new Generated(model, solution, checks, settled);
    }

    private char dot(int x, int y) {
        boolean white = Math.abs(x - y) == 1;
        boolean black = x == 2 * y || y == 2 * x;
        if (white && black) {
            return random.nextBoolean() ? '1' : '2';
        }
        return white ? '1' : black ? '2' : '0';
    }

    private static char sign(boolean less, boolean horizontal) {
        return horizontal ? (less ? '<' : '>') : (less ? '^' : 'v');
    }

    /** The clues as the format's file, read back by its reader. */
    private static RuleModel relationalModel(int n, char[] clue, boolean dots) {
        int cells = n * n;
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                char v = clue[r * n + c];
                text.append(c > 0 ? " " : "").append(v == 0 ? "0" : String.valueOf(v - '0'));
            }
            text.append('\n');
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c + 1 < n; c++) {
                char v = clue[cells + r * n + c];
                text.append(c > 0 ? " " : "").append(v == 0 ? '0' : v);
            }
            text.append('\n');
        }
        for (int r = 0; r + 1 < n; r++) {
            for (int c = 0; c < n; c++) {
                char v = clue[2 * cells + r * n + c];
                text.append(c > 0 ? " " : "").append(v == 0 ? '0' : v);
            }
            text.append('\n');
        }
        try {
            TextLines lines = TextLines.of("generated", text.toString().getBytes(StandardCharsets.UTF_8));
            return dots ? KropkiFormat.read(lines) : FutoshikiFormat.read(lines);
        } catch (PuzzleFormatException e) {
            throw new IllegalStateException("a generated puzzle does not read back: " + e.getMessage(), e);
        }
    }

    private Generated sudoku(int n, Symmetry symmetry, boolean minimal) {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        PreparedSolver solver = advanced.prepare(rules);
        int[] givens = solution.clone();
        for (int[] orbit : orbits(n, symmetry)) {
            removeIfUnique(solver, givens, orbit);
        }
        if (minimal && symmetry != Symmetry.NONE) {
            for (int c : RandomPuzzles.permutation(n * n, random)) {
                if (givens[c] >= 0) {
                    removeIfUnique(solver, givens, new int[]{c});
                }
            }
        }
        return new Generated(rules.withGivens(givens), solution, checks, settled);
    }

    /** Takes the cells of {@code orbit} away; puts them back unless the puzzle is still shown unique. */
    private void removeIfUnique(PreparedSolver solver, int[] givens, int[] orbit) {
        int[] kept = new int[orbit.length];
        for (int i = 0; i < orbit.length; i++) {
            kept[i] = givens[orbit[i]];
            givens[orbit[i]] = -1;
        }
        if (solutions(solver, givens, null) != 1) {
            for (int i = 0; i < orbit.length; i++) {
                givens[orbit[i]] = kept[i];
            }
        }
    }

    /** The orbits of the symmetry over all cells, in a random order (each orbit's cells ascending). */
    private List<int[]> orbits(int n, Symmetry symmetry) {
        List<int[]> out = new ArrayList<>();
        boolean[] seen = new boolean[n * n];
        for (int c : RandomPuzzles.permutation(n * n, random)) {
            if (seen[c]) {
                continue;
            }
            int image = switch (symmetry) {
                case NONE -> c;
                case ROTATIONAL -> n * n - 1 - c;
                case DIAGONAL -> (c % n) * n + c / n;
            };
            seen[c] = true;
            seen[image] = true;
            out.add(image == c ? new int[]{c} : new int[]{Math.min(c, image), Math.max(c, image)});
        }
        return out;
    }

    private Generated killer(int n, int maxCage, boolean minimal) {
        int[] symbols = RandomPuzzles.oneToN(n);
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        List<int[]> cages = new ArrayList<>(RandomPuzzles.randomCages(n, solution, maxCage, random));
        int[] blank = new int[n * n];
        Arrays.fill(blank, -1);
        KillerCages cuts = new KillerCages(random, n);
        while (true) {
            RuleModel model = KillerCages.model(n, symbols, solution, cages);
            List<int[]> found = new ArrayList<>();
            long count = solutions(advanced.prepare(model), blank, found);
            if (count == 1) {
                break;
            }
            if (count == 0) {
                throw new IllegalStateException("cages read off a solution admit no solution");
            }
            if (found.size() < 2) {
                // The check ran out of time: split the largest cage, which brings the puzzle closer.
                settled = false;
                cuts.splitLargest(cages);
                continue;
            }
            cuts.split(cages, differingCell(found.get(0), found.get(1)));
        }
        if (minimal) {
            mergeWhileUnique(n, symbols, solution, cages, blank);
        }
        return new Generated(KillerCages.model(n, symbols, solution, cages), solution, checks, settled);
    }

    /** Merges neighbouring cages, in a random order, while the merge keeps the cage distinct and the puzzle unique. */
    private void mergeWhileUnique(int n, int[] symbols, int[] solution, List<int[]> cages, int[] blank) {
        boolean merged = true;
        while (merged) {
            merged = false;
            int[] cageOf = KillerCages.cageOf(cages, n);
            List<int[]> pairs = new ArrayList<>();
            for (int c = 0; c < n * n; c++) {
                for (int d : new int[]{c % n + 1 < n ? c + 1 : -1, c + n < n * n ? c + n : -1}) {
                    if (d >= 0 && cageOf[c] != cageOf[d]) {
                        pairs.add(new int[]{Math.min(cageOf[c], cageOf[d]), Math.max(cageOf[c], cageOf[d])});
                    }
                }
            }
            java.util.Collections.shuffle(pairs, random);
            for (int[] pair : pairs) {
                int[] a = cages.get(pair[0]);
                int[] b = cages.get(pair[1]);
                if (a.length + b.length > n || !KillerCages.distinct(solution, a, b, n)) {
                    continue;
                }
                List<int[]> tried = new ArrayList<>(cages);
                int[] union = Arrays.copyOf(a, a.length + b.length);
                System.arraycopy(b, 0, union, a.length, b.length);
                Arrays.sort(union);
                tried.set(pair[0], union);
                tried.remove(pair[1]);
                RuleModel model = KillerCages.model(n, symbols, solution, tried);
                if (solutions(advanced.prepare(model), blank, null) == 1) {
                    cages.clear();
                    cages.addAll(tried);
                    merged = true;
                    break;
                }
            }
        }
    }

    private int differingCell(int[] a, int[] b) {
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < a.length; c++) {
            if (a[c] != b[c]) {
                cells.add(c);
            }
        }
        return cells.get(random.nextInt(cells.size()));
    }

    /**
     * Solutions of {@code givens} up to two (collected into {@code found} when not null), or -1 when
     * the check ran out of time before settling it.
     */
    private long solutions(PreparedSolver solver, int[] givens, List<int[]> found) {
        checks++;
        SolutionSink sink = found == null ? SolutionSink.NONE : cells -> found.add(cells.clone());
        SolveResult r = solver.solve(givens, SolveOptions.upTo(2).withTimeout(CHECK_LIMIT), sink);
        if (r.solutions() < 2 && r.outcome() != Outcome.EXHAUSTED) {
            settled = false;
            return -1;
        }
        return r.solutions();
    }
}
