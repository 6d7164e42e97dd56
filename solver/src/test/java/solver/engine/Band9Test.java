package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import solver.DancingLinksSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.engine.kernels.Band9;
import solver.rules.CompiledRules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bit-parallel 9x9 fast path against Dancing Links (an independent algorithm): counts, the set of
 * solutions, real benchmark puzzles; every solution is checked by the rules.
 */
class Band9Test {

    private static final RuleModel RULES = RuleModel.sudoku(RandomPuzzles.oneToN(9));
    private static final PreparedSolver BAND = new Band9();
    private static final PreparedSolver DLX = new DancingLinksSolver().prepare(RULES);

    /** Every solution up to {@code limit}, each checked by the rules, as row-major strings. */
    private static Set<String> solutions(PreparedSolver solver, RuleModel model, long limit, SolveResult[] result) {
        Set<String> all = new HashSet<>();
        result[0] = solver.solve(model.givens(), SolveOptions.upTo(limit), cells -> {
            Solutions.assertSolves(model, cells);
            assertThat(all.add(Arrays.toString(cells))).as("each solution once").isTrue();
            return true;
        });
        return all;
    }

    private static List<int[]> resource(String name) throws IOException {
        List<int[]> puzzles = new ArrayList<>();
        try (InputStream in = Band9Test.class.getResourceAsStream("/engine/" + name)) {
            assertThat(in).as(name).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                int[] g = new int[81];
                for (int c = 0; c < 81; c++) {
                    char ch = t.charAt(c);
                    g[c] = ch >= '1' && ch <= '9' ? ch - '1' : -1;
                }
                puzzles.add(g);
            }
        }
        return puzzles;
    }

    /** Band9 finds what Dancing Links finds (the same set when it is all of them). */
    private static void assertSameSolutions(RuleModel model, long limit, String what) {
        SolveResult[] dlx = new SolveResult[1];
        Set<String> expected = solutions(DLX, model, limit, dlx);
        SolveResult[] band = new SolveResult[1];
        Set<String> found = solutions(BAND, model, limit, band);
        assertThat(band[0].outcome()).as(what).isEqualTo(dlx[0].outcome());
        assertThat(band[0].solutions()).as(what).isEqualTo(dlx[0].solutions()).isEqualTo(found.size());
        if (dlx[0].outcome() == Outcome.EXHAUSTED) {
            assertThat(found).as(what).isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "seed {0}, {1} blank")
    @CsvSource({"11, 0.55", "12, 0.65", "13, 0.72", "14, 0.78", "15, 0.85"})
    void generatedPuzzlesHaveTheSameSolutionsAsDancingLinks(long seed, double blanks) {
        Random random = new Random(seed);
        for (int i = 0; i < 40; i++) {
            int[] solved = RandomPuzzles.solvedSudoku(9, random);
            RuleModel model = RULES.withGivens(RandomPuzzles.blank(solved, blanks, random));
            assertSameSolutions(model, 300, "seed " + seed + " puzzle " + i);
        }
    }

    @Test
    void randomSymbolSetsAreOnlyIndicesToTheFastPathSeed21() {
        Random random = new Random(21);
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.randomSymbols(9, random));
        assertThat(Plan.of(Shape.of(CompiledRules.of(rules))).kernel()).isEqualTo(Plan.Kernel.BAND9);
        PreparedSolver fast = new EngineSolver(CompiledRules.of(rules));
        for (int i = 0; i < 20; i++) {
            int[] solved = RandomPuzzles.solvedSudoku(9, random);
            RuleModel model = rules.withGivens(RandomPuzzles.blank(solved, 0.6, random));
            SolveResult r = fast.solve(model.givens(), SolveOptions.upTo(2), cells -> {
                Solutions.assertSolves(model, cells);
                return true;
            });
            assertThat(r.found()).isTrue();
            if (r.solutions() == 1) {
                assertThat(r.solution()).isEqualTo(solved);
            }
        }
    }

    @Test
    void benchmarkPuzzlesHaveTheirOneSolution() throws IOException {
        List<int[]> puzzles = resource("sudoku9_sample.txt");
        assertThat(puzzles).hasSize(75);
        for (int i = 0; i < puzzles.size(); i++) {
            RuleModel model = RULES.withGivens(puzzles.get(i));
            SolveResult[] band = new SolveResult[1];
            Set<String> found = solutions(BAND, model, 2, band);
            assertThat(band[0].outcome()).as("puzzle %d", i).isEqualTo(Outcome.EXHAUSTED);
            assertThat(found).as("puzzle %d", i).hasSize(1);
            SolveResult dlx = DLX.solve(model.givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
            assertThat(band[0].solution()).as("puzzle %d", i).isEqualTo(dlx.solution());
        }
    }

    @Test
    void multiSolutionBenchmarkPuzzlesCountAsDancingLinks() throws IOException {
        List<int[]> puzzles = resource("serg_sample.txt");
        int multiple = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            RuleModel model = RULES.withGivens(puzzles.get(i));
            assertSameSolutions(model, 1_000, "serg puzzle " + i);
            SolveResult r = BAND.solve(model.givens(), SolveOptions.upTo(2), SolutionSink.NONE);
            multiple += r.solutions() > 1 ? 1 : 0;
        }
        assertThat(multiple).as("the sample has puzzles with several solutions").isGreaterThan(10);
    }

    @Test
    void aDeadlyRectangleLeavesExactlyTwoSolutions() throws IOException {
        // grids made by RandomPuzzles come from one pattern that has no such rectangle: use real ones
        int found = 0;
        for (int[] puzzle : resource("sudoku9_sample.txt")) {
            int[] solved = DLX.solve(puzzle, SolveOptions.firstSolution(), SolutionSink.NONE).solution();
            int[] rectangle = deadlyRectangle(solved);
            if (rectangle.length == 0) {
                continue;
            }
            found++;
            int[] givens = solved.clone();
            for (int c : rectangle) {
                givens[c] = -1;
            }
            RuleModel model = RULES.withGivens(givens);
            SolveResult[] r = new SolveResult[1];
            Set<String> all = solutions(BAND, model, 10, r);
            assertThat(r[0].outcome()).isEqualTo(Outcome.EXHAUSTED);
            assertThat(all).hasSize(2).contains(Arrays.toString(solved));
        }
        assertThat(found).isGreaterThan(10);
    }

    /**
     * Four cells holding a, b / b, a on two rows and two columns, with the rows in one band or the columns
     * in one stack: swapping a and b there keeps every row, column and box, so with only those four blank
     * there are exactly two solutions. Empty if the grid has none.
     */
    private static int[] deadlyRectangle(int[] g) {
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = r1 + 1; r2 < 9; r2++) {
                for (int c1 = 0; c1 < 9; c1++) {
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        boolean twoBoxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                        if (twoBoxes && g[r1 * 9 + c1] == g[r2 * 9 + c2] && g[r1 * 9 + c2] == g[r2 * 9 + c1]) {
                            return new int[]{r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
                        }
                    }
                }
            }
        }
        return new int[0];
    }

    @Test
    void twoDigitsRemovedEverywhereCountAsDancingLinksSeed41() {
        Random random = new Random(41);
        for (int i = 0; i < 10; i++) {
            int[] givens = RandomPuzzles.solvedSudoku(9, random);
            int a = random.nextInt(9);
            int b = (a + 1 + random.nextInt(8)) % 9;
            for (int c = 0; c < 81; c++) {
                if (givens[c] == a || givens[c] == b) {
                    givens[c] = -1;
                }
            }
            RuleModel model = RULES.withGivens(givens);
            assertSameSolutions(model, Long.MAX_VALUE, "grid " + i);
            assertThat(BAND.solve(givens, SolveOptions.all(), SolutionSink.NONE).solutions())
                    .as("swapping the two digits is always a second solution").isGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void anEmptyFirstRowHasOneSolutionAndAnEmptyBoxRowPairCountsAsBacktrackerSeed51() {
        Random random = new Random(51);
        int[] solved = RandomPuzzles.solvedSudoku(9, random);
        int[] givens = solved.clone();
        Arrays.fill(givens, 0, 9, -1);
        SolveResult one = BAND.solve(givens, SolveOptions.all(), SolutionSink.NONE);
        assertThat(one.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(one.solutions()).isEqualTo(1);
        assertThat(one.solution()).isEqualTo(solved);
        Arrays.fill(givens, 0, 27, -1);
        RuleModel model = RULES.withGivens(givens);
        long expected = new Backtracker(CompiledRules.of(RULES)).solve(givens, SolveOptions.all(), SolutionSink.NONE).solutions();
        SolveResult band = BAND.solve(givens, SolveOptions.all(), cells -> {
            Solutions.assertSolves(model, cells);
            return true;
        });
        assertThat(band.solutions()).isEqualTo(expected).isGreaterThan(1);
    }

    @Test
    void aFullGridIsItsOwnOnlySolutionAndABrokenOneHasNoneSeed71() {
        int[] solved = RandomPuzzles.solvedSudoku(9, new Random(71));
        SolveResult full = BAND.solve(solved, SolveOptions.all(), SolutionSink.NONE);
        assertThat(full.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(full.solutions()).isEqualTo(1);
        assertThat(full.solution()).isEqualTo(solved);
        int[] broken = solved.clone();
        broken[40] = solved[41];
        broken[41] = solved[40];
        SolveResult none = BAND.solve(broken, SolveOptions.all(), SolutionSink.NONE);
        assertThat(none.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(none.solutions()).isZero();
    }

    @Test
    void aCellWithNoCandidateLeftHasNoSolution() {
        int[] givens = new int[81];
        Arrays.fill(givens, -1);
        for (int d = 0; d < 8; d++) {
            givens[d + 1] = d;
        }
        givens[9 * 4] = 8;
        SolveResult r = BAND.solve(givens, SolveOptions.all(), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isZero();
    }

    @Test
    void aDigitWithNoPlaceLeftInAColumnHasNoSolution() {
        // Column 0 is filled in rows 0, 1, 3, 4, 6, 7 and rows 2, 5, 8 hold digit 0 elsewhere: no row or box
        // is closed to digit 0, yet column 0 is.
        int[] givens = new int[81];
        Arrays.fill(givens, -1);
        int[][] placed = {{0, 1}, {9, 2}, {22, 0}, {27, 3}, {36, 4}, {52, 0}, {54, 5}, {63, 6}, {74, 0}};
        for (int[] p : placed) {
            givens[p[0]] = p[1];
        }
        RuleModel model = RULES.withGivens(givens);
        assertSameSolutions(model, 5, "column 0 closed to digit 0");
        assertThat(BAND.solve(givens, SolveOptions.all(), SolutionSink.NONE).solutions()).isZero();
    }

    @Test
    void onlyPlainNineByNineFits() {
        assertThat(Plan.of(Shape.of(CompiledRules.of(RULES))).kernel()).isEqualTo(Plan.Kernel.BAND9);
        assertThat(Plan.of(Shape.of(CompiledRules.of(RuleModel.sudoku(RandomPuzzles.oneToN(4))))).kernel()).isEqualTo(Plan.Kernel.NETWORK);
        assertThat(Plan.of(Shape.of(CompiledRules.of(RuleModel.sudoku(RandomPuzzles.oneToN(16))))).kernel()).isEqualTo(Plan.Kernel.NETWORK);
        RuleModel related = RuleModel.builder("kropki", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare()
                .boxGroups().relation(new Relation(0, 1, RelationKind.DIFFERENCE, 1)).build();
        assertThat(Plan.of(Shape.of(CompiledRules.of(related))).kernel()).isEqualTo(Plan.Kernel.NETWORK);
    }

}
