package solver;

import grid.StdSudokuGrid;
import grid.model.RuleModel;
import grid.testkit.RandomPuzzles;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The {@code algorx} and {@code dancing} solvers through the solver API, cross-checked with backtracking. */
class ExactCoverSolversTest {

    private static final int[] FOUR = {1, 2, 3, 4};

    static Stream<SudokuSolver> solvers() {
        return Stream.of(new AlgorXSolver(), new DancingLinksSolver());
    }

    private static RuleModel fourByFour(int[] givens) {
        return RuleModel.sudoku(FOUR).withGivens(givens);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void emptyFourByFourHas288DistinctSolutions(SudokuSolver solver) {
        RuleModel model = RuleModel.sudoku(FOUR);
        Set<String> seen = new HashSet<>();
        SolveResult r = solver.solve(model, SolveOptions.all(), cells -> {
            Solutions.assertSolves(model, cells);
            seen.add(Arrays.toString(cells));
            return true;
        });
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(288);
        assertThat(seen).hasSize(288);
    }

    /** A solved grid with a deadly rectangle (rows 0-1, columns 0 and 2: 1 3 / 3 1) blanked. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void fourByFourWithExactlyTwoSolutions(SudokuSolver solver) {
        int[] givens = {
            -1, 1, -1, 3,
            -1, 3, -1, 1,
            1, 0, 3, 2,
            3, 2, 1, 0};
        RuleModel model = fourByFour(givens);
        List<int[]> found = new ArrayList<>();
        SolveResult r = solver.solve(model, SolveOptions.all(), cells -> {
            Solutions.assertSolves(model, cells);
            found.add(cells.clone());
            return true;
        });
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(2);
        assertThat(found.get(0)).isNotEqualTo(found.get(1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void unsolvableWithoutAClashAmongGivens(SudokuSolver solver) {
        // Row 0 needs 3 and 4 in columns 2 and 3, but both columns already hold a 3.
        int[] givens = new int[16];
        Arrays.fill(givens, -1);
        givens[0] = 0;
        givens[1] = 1;
        givens[6] = 2;
        givens[11] = 2;
        SolveResult r = solver.solve(fourByFour(givens), SolveOptions.all(), SolutionSink.NONE);
        assertThat(r.unsolvable()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void clashingGivensGiveNoSolutionWithoutSearching(SudokuSolver solver) {
        int[] givens = new int[16];
        Arrays.fill(givens, -1);
        givens[0] = 2;
        givens[3] = 2;
        SolveResult r = solver.solve(fourByFour(givens), SolveOptions.all(), SolutionSink.NONE);
        assertThat(r.unsolvable()).isTrue();
        assertThat(r.nodes()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void stopsAtTheLimit(SudokuSolver solver) {
        SolveResult r = solver.solve(RuleModel.sudoku(FOUR), SolveOptions.upTo(10), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT);
        assertThat(r.solutions()).isEqualTo(10);
        Solutions.assertSolves(RuleModel.sudoku(FOUR), r.solution());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void streamingSinkCanStopEarly(SudokuSolver solver) {
        int[] calls = new int[1];
        SolveResult r = solver.solve(RuleModel.sudoku(FOUR), SolveOptions.all(), cells -> ++calls[0] < 3);
        assertThat(calls[0]).isEqualTo(3);
        assertThat(r.solutions()).isEqualTo(3);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void countingAnEmpty16x16TimesOut(SudokuSolver solver) {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(16));
        SolveResult r = solver.solve(model, SolveOptions.all().withTimeout(Duration.ofMillis(50)), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(r.solutions()).isPositive();
        Solutions.assertSolves(model, r.solution());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void cancelFlagStopsTheSearch(SudokuSolver solver) {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        AtomicBoolean cancel = new AtomicBoolean(true);
        SolveResult r = solver.solve(model, SolveOptions.all().withCancel(cancel), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.CANCELLED);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void cancelFromAnotherThreadStopsTheSearch(SudokuSolver solver) throws InterruptedException {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(16));
        AtomicBoolean cancel = new AtomicBoolean();
        PreparedSolver prepared = solver.prepare(model);
        SolveResult[] result = new SolveResult[1];
        Thread t = new Thread(() -> result[0] = prepared.solve(model.givens(),
                SolveOptions.all().withCancel(cancel), SolutionSink.NONE));
        t.start();
        Thread.sleep(30);
        cancel.set(true);
        t.join(10_000);
        assertThat(t.isAlive()).isFalse();
        assertThat(result[0].outcome()).isEqualTo(Outcome.CANCELLED);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void killerIsRefused(SudokuSolver solver) {
        RuleModel killer = RandomPuzzles.killer(4, FOUR, 3, 0.0, new Random(2));
        assertThatThrownBy(() -> solver.prepare(killer)).isInstanceOf(UnsupportedModelException.class)
                .hasMessageContaining(solver.name() + " handles all-different rules only");
    }

    static Stream<Arguments> generated() {
        List<Arguments> out = new ArrayList<>();
        int[] sizes = {4, 4, 9, 9, 9, 16, 16};
        double[] blanks = {0.6, 0.75, 0.6, 0.7, 0.75, 0.45, 0.55};
        for (int i = 0; i < sizes.length; i++) {
            for (long seed = 1; seed <= 4; seed++) {
                out.add(Arguments.of(sizes[i], blanks[i], 100 * i + seed));
            }
        }
        return out.stream();
    }

    /**
     * Generated puzzles on random symbols: algorx, dancing and backtracking agree on the count (up to 2),
     * every solution found satisfies the rules, and a unique solution is the same for all three.
     */
    @ParameterizedTest(name = "{0}x{0}, blank {1}, seed {2}")
    @MethodSource("generated")
    void agreesWithBacktracking(int n, double blank, long seed) {
        RuleModel model = RandomPuzzles.sudoku(n, blank, new Random(seed));
        SudokuSolver[] all = {new BackTrackingSolver(), new AlgorXSolver(), new DancingLinksSolver()};
        long[] counts = new long[all.length];
        List<int[]> firsts = new ArrayList<>();
        for (int i = 0; i < all.length; i++) {
            SolveResult r = all[i].solve(model, SolveOptions.upTo(2), cells -> {
                Solutions.assertSolves(model, cells);
                return true;
            });
            counts[i] = r.solutions();
            firsts.add(r.solution());
        }
        assertThat(counts[1]).as("algorx vs backtracking").isEqualTo(counts[0]);
        assertThat(counts[2]).as("dancing vs backtracking").isEqualTo(counts[0]);
        assertThat(counts[0]).isPositive();
        if (counts[0] == 1) {
            assertThat(firsts.get(1)).isEqualTo(firsts.get(0));
            assertThat(firsts.get(2)).isEqualTo(firsts.get(0));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"hard-std-99-01", "hard-std-99-02"})
    void solvesRmitSamplesThroughTheSkeletonApi(String name) throws IOException, URISyntaxException {
        Path in = resource("/rmit/" + name + ".in");
        String expected = Files.readString(resource("/rmit/" + name + ".out"), StandardCharsets.UTF_8).strip();
        for (SudokuSolver solver : solvers().toList()) {
            StdSudokuGrid grid = new StdSudokuGrid();
            grid.initGrid(in.toString());
            assertThat(solver.solve(grid)).isTrue();
            assertThat(grid.validate()).isTrue();
            assertThat(grid.outputText().strip()).as(solver.name()).isEqualTo(expected);
        }
    }

    /** The RMIT 16x16 sample (symbols 0-15) has no solution: backtracking also exhausts it, in 20 million nodes. */
    @Test
    void the16x16SampleIsProvedUnsolvableAndTheGridKept() throws IOException, URISyntaxException {
        for (SudokuSolver solver : solvers().toList()) {
            StdSudokuGrid grid = new StdSudokuGrid();
            grid.initGrid(resource("/rmit/std-1616.in").toString());
            int[] before = grid.cells();
            assertThat(solver.solve(grid)).as(solver.name()).isFalse();
            assertThat(grid.cells()).isEqualTo(before);
            SolveResult r = solver.solve(grid.rules(), SolveOptions.all(), SolutionSink.NONE);
            assertThat(r.unsolvable()).isTrue();
        }
    }

    /** One prepared solver shared by four threads: each search has its own state. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void preparedSolverServesSeveralThreads(SudokuSolver solver) throws Exception {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        PreparedSolver prepared = solver.prepare(rules);
        List<RuleModel> puzzles = new ArrayList<>();
        for (long seed = 1; seed <= 40; seed++) {
            int[] solution = RandomPuzzles.solvedSudoku(9, new Random(seed));
            puzzles.add(rules.withGivens(RandomPuzzles.blank(solution, 0.55, new Random(seed))));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<SolveResult>> futures = new ArrayList<>();
            for (RuleModel p : puzzles) {
                futures.add(pool.submit(() -> prepared.solve(p.givens(), SolveOptions.firstSolution(), SolutionSink.NONE)));
            }
            for (int i = 0; i < puzzles.size(); i++) {
                Solutions.assertSolves(puzzles.get(i), futures.get(i).get().solution());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void namesAreTheTestersNames() {
        assertThat(new AlgorXSolver().name()).isEqualTo("algorx");
        assertThat(new DancingLinksSolver().name()).isEqualTo("dancing");
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(ExactCoverSolversTest.class.getResource(name).toURI());
    }
}
