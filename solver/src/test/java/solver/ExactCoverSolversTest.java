package solver;

import grid.StdSudokuGrid;
import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import solver.api.Outcome;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
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

    @Test
    void namesAreTheTestersNames() {
        assertThat(new AlgorXSolver().name()).isEqualTo("algorx");
        assertThat(new DancingLinksSolver().name()).isEqualTo("dancing");
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(ExactCoverSolversTest.class.getResource(name).toURI());
    }
}
