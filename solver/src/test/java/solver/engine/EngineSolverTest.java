package solver.engine;

import grid.generate.RandomPuzzles;
import grid.io.KrazydadKillerCsv;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import solver.KillerAdvancedSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.rules.CompiledRules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The engine end to end: counts, cross-checks against the plain backtracker, real puzzles. */
class EngineSolverTest {

    private static final int[] CUSTOM_SYMBOLS = {3, 7, 8, 9, 4, 5, 6, 11, 10};

    /** Counts up to {@code limit} solutions, checking each by the rules. */
    private static SolveResult count(PreparedSolver solver, RuleModel model, long limit) {
        return solver.solve(model.givens(), SolveOptions.upTo(limit), cells -> {
            Solutions.assertSolves(model, cells);
            return true;
        });
    }

    private static SolveResult first(RuleModel model) {
        return new EngineSolver(CompiledRules.of(model)).solve(model.givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
    }

    @Test
    void puzzleWithADeadlyRectangleHasExactlyTwoSolutions() {
        // 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 with the 1/3 rectangle of rows 0-1, columns 0 and 2 blanked
        int[] solved = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};
        int[] givens = solved.clone();
        givens[0] = givens[2] = givens[4] = givens[6] = -1;
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(4)).withGivens(givens);
        SolveResult r = count(new EngineSolver(CompiledRules.of(model)), model, 10);
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(2);
        assertThat(count(new Backtracker(CompiledRules.of(model)), model, 10).solutions()).isEqualTo(2);
        SolveResult limited = count(new EngineSolver(CompiledRules.of(model)), model, 1);
        assertThat(limited.outcome()).isEqualTo(Outcome.LIMIT);
        assertThat(limited.solutions()).isEqualTo(1);
    }

    @ParameterizedTest(name = "sudoku {0}x{0}, seed 1000+{0}")
    @ValueSource(ints = {4, 9, 16})
    void countsMatchTheBacktrackerOnGeneratedSudoku(int n) {
        Random random = new Random(1000 + n);
        double blanks = n == 4 ? 0.8 : n == 9 ? 0.6 : 0.45;
        for (int i = 0; i < 8; i++) {
            RuleModel model = RandomPuzzles.sudoku(n, blanks, random);
            SolveResult mine = count(new EngineSolver(CompiledRules.of(model)), model, 200);
            SolveResult theirs = count(new Backtracker(CompiledRules.of(model)), model, 200);
            assertThat(mine.solutions()).as("puzzle %d", i).isEqualTo(theirs.solutions());
            assertThat(mine.outcome()).isEqualTo(theirs.outcome());
            assertThat(mine.solutions()).isPositive();
        }
    }

    @ParameterizedTest(name = "killer 9x9 on 3 7 8 9 4 5 6 11 10, seed {0}")
    @ValueSource(ints = {11, 12, 13})
    void killerCountsMatchTheBacktrackerOnCustomSymbols(int seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 4; i++) {
            RuleModel model = RandomPuzzles.killer(9, CUSTOM_SYMBOLS, 4, 0.25, random);
            SolveResult mine = count(new EngineSolver(CompiledRules.of(model)), model, 50);
            SolveResult theirs = count(new Backtracker(CompiledRules.of(model)), model, 50);
            assertThat(mine.solutions()).as("puzzle %d", i).isEqualTo(theirs.solutions()).isPositive();
            assertThat(mine.outcome()).isEqualTo(theirs.outcome());
        }
    }

    @Test
    void killerFourByFourCountsMatchTheBacktrackerOnRandomSymbols() {
        Random random = new Random(44);
        for (int i = 0; i < 20; i++) {
            int[] symbols = RandomPuzzles.randomSymbols(4, random);
            RuleModel model = RandomPuzzles.killer(4, symbols, 3, 0.0, random);
            SolveResult mine = count(new EngineSolver(CompiledRules.of(model)), model, Long.MAX_VALUE);
            SolveResult theirs = count(new Backtracker(CompiledRules.of(model)), model, Long.MAX_VALUE);
            assertThat(mine.solutions()).as("puzzle %d", i).isEqualTo(theirs.solutions()).isPositive();
        }
    }

    @Test
    void killerSixteenBySixteenIsSolved() {
        Random random = new Random(16);
        for (int i = 0; i < 2; i++) {
            RuleModel model = RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), 5, 0.0, random);
            SolveResult r = new EngineSolver(CompiledRules.of(model)).solve(model.givens(),
                    SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(20)), SolutionSink.NONE);
            assertThat(r.found()).as("16x16 killer %d: %s", i, r.outcome()).isTrue();
            Solutions.assertSolves(model, r.solution());
        }
    }

    @Test
    void krazydadKillersMatchTheirPublishedSolutions() throws IOException {
        List<String> lines = resourceLines("/engine/krazydad_killer_sample.csv");
        assertThat(lines).hasSizeGreaterThan(5);
        for (String line : lines.subList(1, lines.size())) {
            KrazydadKillerCsv.Row row = KrazydadKillerCsv.parse(line, "krazydad", 0);
            SolveResult r = count(new KillerAdvancedSolver().prepare(row.model()), row.model(), 2);
            assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
            assertThat(r.solutions()).isEqualTo(1);
            assertThat(r.solution()).isEqualTo(row.solution());
        }
    }

    /** A 4x4 Latin square with Futoshiki signs: both solvers must agree on the count. */
    @Test
    void futoshikiLikeModelCountsMatchTheBacktracker() {
        RuleModel model = RuleModel.builder("futoshiki", RandomPuzzles.oneToN(4)).latinSquare()
                .relation(new Relation(0, 1, RelationKind.LESS_THAN, 0))
                .relation(new Relation(5, 1, RelationKind.LESS_THAN, 0))
                .relation(new Relation(10, 14, RelationKind.LESS_THAN, 0))
                .relation(new Relation(11, 7, RelationKind.LESS_THAN, 0))
                .build();
        SolveResult mine = count(new EngineSolver(CompiledRules.of(model)), model, Long.MAX_VALUE);
        SolveResult theirs = count(new Backtracker(CompiledRules.of(model)), model, Long.MAX_VALUE);
        assertThat(mine.solutions()).isEqualTo(theirs.solutions()).isPositive();
    }

    /** Kropki-like: dots between neighbours of a 9x9 solution, plus anti-dot and min-difference rules. */
    @Test
    void kropkiLikeModelCountsMatchTheBacktracker() {
        Random random = new Random(99);
        int[] solution = RandomPuzzles.solvedSudoku(9, random);
        int[] symbols = RandomPuzzles.oneToN(9);
        RuleModel.Builder b = RuleModel.builder("kropki", symbols).boxes(3, 3).latinSquare().boxGroups();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 8; c++) {
                int a = r * 9 + c;
                int x = solution[a] + 1;
                int y = solution[a + 1] + 1;
                if (Math.abs(x - y) == 1) {
                    b.relation(new Relation(a, a + 1, RelationKind.DIFFERENCE, 1));
                } else if (x == 2 * y || y == 2 * x) {
                    b.relation(new Relation(a, a + 1, RelationKind.RATIO, 2));
                } else if (Math.abs(x - y) >= 4) {
                    b.relation(new Relation(a, a + 1, RelationKind.MIN_DIFFERENCE, 4));
                } else {
                    b.relation(new Relation(a, a + 1, RelationKind.NOT_DIFFERENCE, 1));
                }
            }
        }
        RuleModel model = b.givens(RandomPuzzles.blank(solution, 0.75, random)).build();
        SolveResult mine = count(new EngineSolver(CompiledRules.of(model)), model, 100);
        SolveResult theirs = count(new Backtracker(CompiledRules.of(model)), model, 100);
        assertThat(mine.solutions()).isEqualTo(theirs.solutions()).isPositive();
        assertThat(mine.outcome()).isEqualTo(theirs.outcome());
    }

    @Test
    void thirtySixByThirtySixIsSolved() {
        Random random = new Random(36);
        RuleModel model = RandomPuzzles.sudoku(36, 0.35, random);
        SolveResult r = new EngineSolver(CompiledRules.of(model)).solve(model.givens(),
                SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(20)), SolutionSink.NONE);
        assertThat(r.found()).as("outcome %s", r.outcome()).isTrue();
        Solutions.assertSolves(model, r.solution());
    }

    @Test
    void gecodeTwentyFiveByTwentyFiveSampleIsSolvedAndSeedsAreDeterministic() throws IOException {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        PreparedSolver solver = new EngineSolver(CompiledRules.of(rules));
        for (String line : resourceLines("/engine/gecode_25x25_sample.txt")) {
            String cells = line.strip().split("\\s+")[1];
            int[] givens = new int[625];
            for (int i = 0; i < 625; i++) {
                char ch = cells.charAt(i);
                givens[i] = ch == '.' ? -1 : ch <= '9' ? ch - '1' : ch - 'A' + 9;
            }
            RuleModel model = rules.withGivens(givens);
            SolveOptions options = SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(20)).withSeed(0);
            SolveResult r = solver.solve(givens, options, SolutionSink.NONE);
            assertThat(r.found()).as("25x25 %s: %s", line.substring(0, 3), r.outcome()).isTrue();
            Solutions.assertSolves(model, r.solution());
            SolveResult again = solver.solve(givens, options, SolutionSink.NONE);
            assertThat(again.nodes()).isEqualTo(r.nodes());
            assertThat(again.solution()).isEqualTo(r.solution());
        }
    }

    @Test
    void nineByNineFastPathAndGeneralEngineCountTheSame() {
        Random random = new Random(909);
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.randomSymbols(9, random));
        PreparedSolver fast = new EngineSolver(CompiledRules.of(rules));
        PreparedSolver general = new EngineSolver(CompiledRules.of(rules), Plan.of(Shape.of(CompiledRules.of(rules))).withKernel(Plan.Kernel.NETWORK));
        assertThat(Plan.of(Shape.of(CompiledRules.of(rules))).kernel()).isEqualTo(Plan.Kernel.BAND9);
        for (int i = 0; i < 10; i++) {
            RuleModel model = rules.withGivens(RandomPuzzles.blank(RandomPuzzles.solvedSudoku(9, random), 0.65, random));
            SolveResult a = count(fast, model, 500);
            SolveResult b = count(general, model, 500);
            assertThat(a.solutions()).as("puzzle %d", i).isEqualTo(b.solutions()).isPositive();
            assertThat(a.outcome()).isEqualTo(b.outcome());
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "sudoku {0}x{0} at {1} blank, seed 4900+{0}")
    @CsvSource({"25, 0.65", "36, 0.65", "49, 0.30"})
    void largeGeneratedSudokuIsSolved(int n, double blanks) {
        Random random = new Random(4900 + n);
        for (int i = 0; i < 3; i++) {
            RuleModel model = RandomPuzzles.sudoku(n, blanks, random);
            SolveResult r = new EngineSolver(CompiledRules.of(model)).solve(model.givens(),
                    SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(60)), SolutionSink.NONE);
            assertThat(r.found()).as("%dx%d #%d: %s", n, n, i, r.outcome()).isTrue();
            Solutions.assertSolves(model, r.solution());
        }
    }

    private static List<String> resourceLines(String name) throws IOException {
        try (InputStream in = EngineSolverTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                if (!line.isBlank()) {
                    out.add(line);
                }
            }
            return out;
        }
    }
}
