package solver.catalog;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Relation;
import grid.model.RelationKind;
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
import solver.rules.CompiledRules;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link TrueCandidates} against brute force: on seeded 4x4, 6x6 (2x3 boxes) and 9x9 Sudoku, small killers
 * and small variants with dots, sums, signs and a cage, every solution is enumerated by the plain
 * backtracker, and the union of their symbols per cell, and the solutions per candidate up to a cap, must
 * be exactly what the true candidates say, through a solver that searches from candidate sets (the engine)
 * and through ones that take givens only.
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
            List<int[]> all = enumerate(puzzle);
            if (all == null || all.isEmpty()) {
                continue;
            }
            for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), new KillerBackTrackingSolver())) {
                for (int cap : new int[]{1, 2, 5}) {
                    assertCounts(solver.prepare(puzzle), puzzle, all, cap, solver.name() + " round " + round);
                }
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(10);
    }

    /**
     * Small variants with several solutions (Kropki dots, XV sums, signs and a cage, each drawn over a
     * random solution, and some of its digits given), through both kinds of solver: the engine, which
     * searches from candidate sets, and the backtracker, which takes givens only. Counts up to caps of 1,
     * 2, 3 and 8 against enumeration.
     */
    @Test
    void variantsWithSeveralSolutionsCountAsEnumerationSaysThroughBothKindsOfSolver() {
        Random random = new Random(17);
        int several = 0;
        for (int round = 0; round < 40; round++) {
            int n = round % 2 == 0 ? 4 : 6;
            RuleModel puzzle = variant(n, random);
            List<int[]> all = enumerate(puzzle);
            if (all == null) {
                continue;
            }
            for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), new KillerBackTrackingSolver())) {
                PreparedSolver prepared = solver.prepare(puzzle);
                assertThat(prepared.candidateSearch()).as(solver.name()).matches(
                        search -> search.isPresent() == (solver instanceof KillerAdvancedSolver));
                for (int cap : new int[]{1, 2, 3, 8}) {
                    assertCounts(prepared, puzzle, all, cap, solver.name() + " round " + round);
                }
            }
            several += all.size() > 8 ? 1 : 0;
        }
        assertThat(several).as("puzzles with more solutions than the largest cap").isGreaterThan(8);
    }

    /** A puzzle with one solution takes one search (for up to cap + 1 solutions), whatever the cap. */
    @Test
    void aUniquePuzzleIsAnsweredByOneSearch() {
        Random random = new Random(18);
        int unique = 0;
        for (int round = 0; round < 20; round++) {
            RuleModel puzzle = round % 2 == 0 ? sudoku(9, 0.45, random) : variant(6, random);
            List<int[]> all = enumerate(puzzle);
            if (all == null || all.size() != 1) {
                continue;
            }
            for (int cap : new int[]{1, 8}) {
                TrueCandidates.Counts r = assertCounts(new KillerAdvancedSolver().prepare(puzzle), puzzle, all, cap,
                        "round " + round);
                assertThat(r.searches()).as("round %d cap %d", round, cap).isEqualTo(1);
            }
            unique++;
        }
        assertThat(unique).isGreaterThan(5);
    }

    /**
     * Pairs known beforehand to be in no solution (here: from the answer for fewer givens) are left out:
     * the answer is the same, and a solver that takes givens only runs fewer searches.
     */
    @Test
    void pairsKnownImpossibleAreNotSearchedAndTheAnswerStaysExact() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] some = empty.givens().clone();
        some[0] = 0;
        int[] more = some.clone();
        more[5] = 1;
        for (SudokuSolver kind : List.of(new KillerAdvancedSolver(), new KillerBackTrackingSolver())) {
            PreparedSolver solver = kind.prepare(empty);
            TrueCandidates.Counts before = TrueCandidates.count(solver, some, 4, 1, null, SolveOptions.firstSolution());
            TrueCandidates.Counts fresh = TrueCandidates.count(solver, more, 4, 1, null, SolveOptions.firstSolution());
            TrueCandidates.Counts started = TrueCandidates.count(solver, more, 4, 1, before.candidates(),
                    SolveOptions.firstSolution());
            assertThat(started.status()).isEqualTo(TrueCandidates.Status.COMPLETE);
            assertThat(started.candidates()).as(kind.name()).containsExactly(fresh.candidates());
            if (solver.candidateSearch().isPresent()) {
                // root propagation already removes what the earlier answer knew here
                assertThat(started.searches()).as(kind.name()).isLessThanOrEqualTo(fresh.searches());
            } else {
                assertThat(started.searches()).as(kind.name()).isLessThan(fresh.searches());
            }
            assertThatCapIsChecked(solver);
        }
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
        List<int[]> all = enumerate(puzzle);
        if (all == null) {
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

    /** Every solution by plain backtracking (no inference), or null when there are too many to list. */
    private static List<int[]> enumerate(RuleModel puzzle) {
        List<int[]> all = new ArrayList<>();
        SolveResult r = new Backtracker(CompiledRules.of(puzzle)).solve(puzzle.givens(), SolveOptions.upTo(MAX_SOLUTIONS + 1L),
                cells -> all.add(cells.clone()));
        return r.outcome() == Outcome.EXHAUSTED ? all : null;
    }

    /** Checks {@code solver}'s counts up to {@code cap} against the enumerated solutions {@code all}. */
    private static TrueCandidates.Counts assertCounts(PreparedSolver solver, RuleModel puzzle, List<int[]> all, int cap,
                                                      String what) {
        int n = puzzle.size();
        int[] exact = new int[n * n * n];
        for (int[] s : all) {
            for (int c = 0; c < s.length; c++) {
                exact[c * n + s[c]]++;
            }
        }
        TrueCandidates.Counts r = TrueCandidates.count(solver, puzzle.givens(), n, cap, null, SolveOptions.firstSolution());
        assertThat(r.status()).as(what).isEqualTo(all.isEmpty() ? TrueCandidates.Status.NO_SOLUTION
                : TrueCandidates.Status.COMPLETE);
        for (int c = 0; c < n * n; c++) {
            long union = 0;
            for (int v = 0; v < n; v++) {
                assertThat(r.counts()[c * n + v]).as("%s cap %d cell %d symbol %d", what, cap, c, v)
                        .isEqualTo(Math.min(cap, exact[c * n + v]));
                union |= exact[c * n + v] > 0 ? 1L << v : 0;
            }
            assertThat(r.candidates()[c]).as("%s cap %d cell %d", what, cap, c).isEqualTo(union);
        }
        return r;
    }

    /**
     * A 4x4 or 6x6 Sudoku with a few relations between orthogonal neighbours and one two-cell cage, each
     * true of a random solution (a white or black Kropki dot, an XV-like sum, or a sign, whichever holds),
     * and a third to a half of the solution's digits given.
     */
    private static RuleModel variant(int n, Random random) {
        int[] solution = n == 6 ? solvedSixBySix(random) : RandomPuzzles.solvedSudoku(n, random);
        RuleModel.Builder b = RuleModel.builder("variant", RandomPuzzles.oneToN(n)).latinSquare();
        b = n == 6 ? b.boxes(2, 3).boxGroups() : b.boxes(2, 2).boxGroups();
        for (int k = 2 + random.nextInt(4); k > 0; k--) {
            int a = random.nextInt(n * n);
            int other = random.nextBoolean() && a % n < n - 1 ? a + 1 : a + n < n * n ? a + n : a - n;
            int x = solution[a] + 1;
            int y = solution[other] + 1;
            Relation r = Math.abs(x - y) == 1 ? new Relation(a, other, RelationKind.DIFFERENCE, 1)
                    : x == 2 * y || y == 2 * x ? new Relation(a, other, RelationKind.RATIO, 2)
                    : random.nextBoolean() ? new Relation(a, other, RelationKind.SUM, x + y)
                    : x < y ? new Relation(a, other, RelationKind.LESS_THAN, 0)
                    : new Relation(other, a, RelationKind.LESS_THAN, 0);
            b.relation(r);
        }
        int cell = random.nextInt(n * n - 1);
        int pair = cell % n < n - 1 ? cell + 1 : cell + n < n * n ? cell + n : cell - n;
        b.cage(new Cage(new int[]{Math.min(cell, pair), Math.max(cell, pair)}, solution[cell] + solution[pair] + 2));
        return b.givens(RandomPuzzles.blank(solution, 0.7 + random.nextDouble() * 0.2, random)).build();
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
