package solver.catalog;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.BackTrackingSolver;
import solver.DancingLinksSolver;
import solver.KillerAdvancedSolver;
import solver.KillerBackTrackingSolver;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.catalog.TrueCandidates;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link TrueCandidates} against brute force: on seeded 4x4, 6x6 (2x3 boxes) and 9x9 Sudoku and on small
 * killers, every solution is enumerated by the plain backtracker and the union of their symbols per
 * cell must be exactly what each solver's true candidates say.
 */
class TrueCandidatesTest {

    /** Puzzles whose enumeration would be longer than this are not used as references. */
    private static final int MAX_SOLUTIONS = 20_000;

    @Test
    void sudokuCandidatesAreTheUnionOfAllSolutionsForEverySolver() {
        Random random = new Random(14);
        int checked = 0;
        for (int round = 0; round < 60; round++) {
            int n = new int[]{4, 6, 9}[round % 3];
            double blank = n == 4 ? 0.6 + random.nextDouble() * 0.35 : n == 6 ? 0.55 + random.nextDouble() * 0.2
                    : 0.55 + random.nextDouble() * 0.1;
            RuleModel puzzle = sudoku(n, blank, random);
            long[] expected = bruteForce(puzzle);
            if (expected == null) {
                continue;
            }
            for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), new DancingLinksSolver(),
                    new BackTrackingSolver())) {
                TrueCandidates.Result r = TrueCandidates.of(solver.prepare(puzzle), puzzle.givens(), n,
                        SolveOptions.firstSolution());
                assertThat(r.status()).as("%s, round %d", solver.name(), round).isEqualTo(TrueCandidates.Status.COMPLETE);
                assertThat(r.candidates()).as("%s, round %d", solver.name(), round).containsExactly(expected);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(40);
    }

    @Test
    void killerCandidatesAreTheUnionOfAllSolutions() {
        Random random = new Random(15);
        for (int round = 0; round < 20; round++) {
            int n = round % 2 == 0 ? 4 : 6;
            RuleModel puzzle = killer(n, 2 + random.nextInt(3), random);
            long[] expected = bruteForce(puzzle);
            if (expected == null) {
                continue;
            }
            for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), new KillerBackTrackingSolver())) {
                TrueCandidates.Result r = TrueCandidates.of(solver.prepare(puzzle), puzzle.givens(), n,
                        SolveOptions.firstSolution());
                assertThat(r.status()).isEqualTo(TrueCandidates.Status.COMPLETE);
                assertThat(r.candidates()).as("%s, round %d", solver.name(), round).containsExactly(expected);
            }
        }
    }

    @Test
    void countsPerCandidateAreTheEnumeratedCountsUpToTheCap() {
        Random random = new Random(16);
        int checked = 0;
        for (int round = 0; round < 24; round++) {
            int n = round % 2 == 0 ? 4 : 6;
            RuleModel puzzle = round % 3 == 0 ? killer(n, 3, random) : sudoku(n, n == 4 ? 0.8 : 0.6, random);
            List<int[]> all = new ArrayList<>();
            SolveResult e = new Backtracker(puzzle).solve(puzzle.givens(), SolveOptions.upTo(MAX_SOLUTIONS + 1L),
                    cells -> all.add(cells.clone()));
            if (e.outcome() != Outcome.EXHAUSTED || all.isEmpty()) {
                continue;
            }
            int[] exact = new int[n * n * n];
            for (int[] s : all) {
                for (int c = 0; c < s.length; c++) {
                    exact[c * n + s[c]]++;
                }
            }
            for (int cap : new int[]{1, 2, 5}) {
                TrueCandidates.Counts r = TrueCandidates.count(new KillerAdvancedSolver().prepare(puzzle), puzzle.givens(),
                        n, cap, null, SolveOptions.firstSolution());
                assertThat(r.status()).isEqualTo(TrueCandidates.Status.COMPLETE);
                for (int c = 0; c < n * n; c++) {
                    for (int v = 0; v < n; v++) {
                        int expected = puzzle.given(c) >= 0 ? (v == puzzle.given(c) ? Math.min(cap, all.size()) : 0)
                                : Math.min(cap, exact[c * n + v]);
                        assertThat(r.counts()[c * n + v]).as("round %d cap %d cell %d symbol %d", round, cap, c, v)
                                .isEqualTo(expected);
                    }
                }
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void pairsKnownImpossibleAreNotSearchedAndTheAnswerStaysExact() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] some = empty.givens().clone();
        some[0] = 0;
        PreparedSolver solver = new KillerAdvancedSolver().prepare(empty);
        TrueCandidates.Counts before = TrueCandidates.count(solver, some, 4, 1, null, SolveOptions.firstSolution());
        int[] more = some.clone();
        more[5] = 1;
        TrueCandidates.Counts fresh = TrueCandidates.count(solver, more, 4, 1, null, SolveOptions.firstSolution());
        TrueCandidates.Counts started = TrueCandidates.count(solver, more, 4, 1, before.candidates(),
                SolveOptions.firstSolution());
        assertThat(started.candidates()).containsExactly(fresh.candidates());
        assertThat(started.searches()).isLessThan(fresh.searches());
        assertThatCapIsChecked(solver);
    }

    private static void assertThatCapIsChecked(PreparedSolver solver) {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TrueCandidates.count(solver, new int[16], 4, 0, null,
                SolveOptions.firstSolution())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cap");
    }

    @Test
    void anEmpty4x4HasEverySymbolEverywhereAndAGivenOnlyItself() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] givens = empty.givens().clone();
        givens[5] = 2;
        TrueCandidates.Result r = TrueCandidates.of(new KillerAdvancedSolver().prepare(empty), givens, 4,
                SolveOptions.firstSolution());
        assertThat(r.status()).isEqualTo(TrueCandidates.Status.COMPLETE);
        for (int c = 0; c < 16; c++) {
            boolean peer = c / 4 == 1 || c % 4 == 1 || (c / 8 == 0 && c % 4 < 2);
            long expected = c == 5 ? 1L << 2 : peer ? 0b1011 : 0b1111;
            assertThat(r.candidates()[c]).as("cell %d", c).isEqualTo(expected);
        }
    }

    @Test
    void aPuzzleWithoutSolutionHasNoCandidates() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] givens = empty.givens().clone();
        givens[2] = 1;   // r1c3 = 2 (symbol index 1)
        givens[7] = 1;   // r2c4 = 2: the top right box holds two 2s
        TrueCandidates.Result r = TrueCandidates.of(new KillerAdvancedSolver().prepare(empty), givens, 4,
                SolveOptions.firstSolution());
        assertThat(r.status()).isEqualTo(TrueCandidates.Status.NO_SOLUTION);
        assertThat(r.candidates()).containsOnly(0L);
    }

    @Test
    void aTimeLimitOrACancelStopsWithOnlyCertainCandidatesMarked() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        PreparedSolver solver = new KillerAdvancedSolver().prepare(empty);
        TrueCandidates.Result timedOut = TrueCandidates.of(solver, empty.givens(), 9,
                SolveOptions.firstSolution().withTimeout(Duration.ZERO));
        assertThat(timedOut.status()).isEqualTo(TrueCandidates.Status.STOPPED);
        assertThat(timedOut.searches()).isZero();
        TrueCandidates.Result cancelled = TrueCandidates.of(solver, empty.givens(), 9,
                SolveOptions.firstSolution().withCancel(new AtomicBoolean(true)));
        assertThat(cancelled.status()).isEqualTo(TrueCandidates.Status.STOPPED);
    }

    /** The union per cell of every solution's symbols, or null when there are too many solutions to list. */
    private static long[] bruteForce(RuleModel puzzle) {
        List<int[]> all = new ArrayList<>();
        SolveResult r = new Backtracker(puzzle).solve(puzzle.givens(), SolveOptions.upTo(MAX_SOLUTIONS + 1),
                cells -> all.add(cells.clone()));
        if (r.solutions() > MAX_SOLUTIONS) {
            return null;
        }
        long[] union = new long[puzzle.size() * puzzle.size()];
        for (int[] s : all) {
            for (int c = 0; c < s.length; c++) {
                union[c] |= 1L << s[c];
            }
        }
        return union;
    }

    private static RuleModel sudoku(int n, double blank, Random random) {
        int[] solution = n == 6 ? solvedSixBySix(random) : RandomPuzzles.solvedSudoku(n, random);
        RuleModel.Builder b = RuleModel.builder("sudoku", RandomPuzzles.oneToN(n)).latinSquare();
        b = n == 6 ? b.boxes(2, 3).boxGroups() : b.boxes(RuleModel.boxSide(n), RuleModel.boxSide(n)).boxGroups();
        return b.givens(RandomPuzzles.blank(solution, blank, random)).build();
    }

    /** A killer with no givens whose cages of up to {@code maxCage} cells are grown over a random solution. */
    private static RuleModel killer(int n, int maxCage, Random random) {
        int[] solution = n == 6 ? solvedSixBySix(random) : RandomPuzzles.solvedSudoku(n, random);
        RuleModel.Builder b = RuleModel.builder("killer", RandomPuzzles.oneToN(n)).latinSquare();
        b = n == 6 ? b.boxes(2, 3).boxGroups() : b.boxes(2, 2).boxGroups();
        for (int[] cells : RandomPuzzles.randomCages(n, solution, maxCage, random)) {
            int total = 0;
            for (int c : cells) {
                total += solution[c] + 1;
            }
            b.cage(new Cage(cells, total));
        }
        int[] givens = new int[n * n];
        java.util.Arrays.fill(givens, -1);
        return b.givens(givens).build();
    }

    /** A solved 6x6 Sudoku (boxes of 2x3): rows shifted by 3, then by 1 per band, symbols shuffled. */
    private static int[] solvedSixBySix(Random random) {
        int[] relabel = RandomPuzzles.permutation(6, random);
        int[] out = new int[36];
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                out[r * 6 + c] = relabel[(c + (r % 2) * 3 + r / 2) % 6];
            }
        }
        return out;
    }
}
