package solver;

import grid.generate.RandomPuzzles;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.Cage;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import solver.api.Outcome;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Symbols are any distinct non-negative integers, so a sum of a few of them may pass {@code int}: every
 * solver must give the same answers to a puzzle whose symbols are all shifted by a large offset (with each
 * sum's total shifted to match, which keeps exactly the same solutions) as to the puzzle itself. The
 * shipped killers (4x4 to 16x16) and seeded puzzles with arrows and little killers over random symbols are
 * shifted by seeded offsets near {@code 2^31 / 8}, where the sum of two houses of a 4x4 already passes
 * {@code int}.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class LargeSymbolsTest {

    private static final Path KILLERS = Path.of("..", "puzzles", "killer");
    /** A solver that does not answer the original within this is not compared on it. */
    private static final Duration LIMIT = Duration.ofSeconds(2);
    /** The shifted puzzle's limit: generous, so a busy machine does not fail a solver that answered. */
    private static final Duration SHIFTED_LIMIT = Duration.ofSeconds(60);

    /** A puzzle and the same puzzle on shifted symbols. */
    record Pair(String name, RuleModel original, RuleModel shifted) {

        @Override
        public String toString() {
            return name;
        }
    }

    /** One solver on one pair. */
    record Case(SudokuSolver solver, Pair pair) {

        @Override
        public String toString() {
            return solver.name() + " on " + pair;
        }
    }

    /**
     * The model on symbols {@code symbol + offset}: cages and linear sums keep their cells and weights and
     * add {@code offset} times the sum of their weights to their totals; groups and givens (symbol indices)
     * are unchanged. Models with relations are not shifted (a relation's meaning is not shift-invariant).
     */
    static RuleModel shifted(RuleModel m, long offset) {
        int[] symbols = m.symbols();
        int[] moved = new int[symbols.length];
        for (int i = 0; i < symbols.length; i++) {
            long v = symbols[i] + offset;
            if (v > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("offset too large for symbol " + symbols[i]);
            }
            moved[i] = (int) v;
        }
        assertThat(m.relations()).as("relations are not shift-invariant").isEmpty();
        RuleModel.Builder b = RuleModel.builder(m.variant(), moved).boxes(m.boxRows(), m.boxCols());
        for (Group g : m.groups()) {
            b.group(g);
        }
        for (Cage c : m.cages()) {
            b.cage(new Cage(c.cells(), c.sum() + offset * c.size()));
        }
        for (Constraint c : m.constraints()) {
            if (c instanceof LinearSum s) {
                long weights = Arrays.stream(s.weights()).asLongStream().sum();
                b.constraint(new LinearSum(s.kind(), s.cells(), s.weights(), s.total() + offset * weights));
            } else {
                throw new IllegalArgumentException("not shifted: " + c);
            }
        }
        return b.givens(m.givens()).build();
    }

    static List<Pair> pairs() {
        Random random = new Random(20261128);
        List<Pair> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(KILLERS)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".in")).sorted().toList()) {
                // the 16x16 with no givens is the hard instance of the set: no solver answers it in a test's time
                if (p.getFileName().toString().equals("killer_1616.in")) {
                    continue;
                }
                RuleModel m = RmitFormat.readKiller(TextLines.read(p.toString()));
                out.add(new Pair(p.getFileName().toString(), m, shifted(m, offset(m, random))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int k = 0; k < 4; k++) {
            RuleModel m = arrowsAndLittleKillers(k % 2 == 0 ? 4 : 9, random);
            out.add(new Pair("seeded sums " + k + " (" + m.size() + "x" + m.size() + ")", m,
                    shifted(m, offset(m, random))));
        }
        return out;
    }

    /** A seeded offset near 2^31 / 8 that keeps every shifted symbol an int. */
    private static long offset(RuleModel m, Random random) {
        int largest = Arrays.stream(m.symbols()).max().orElseThrow();
        long room = Integer.MAX_VALUE - (long) largest;
        return Math.min(room, (1L << 28) + random.nextInt(1 << 24));
    }

    /**
     * A Sudoku on random distinct symbols with a few givens, arrows (a circle equal to the sum of a short
     * shaft) and little killer style sums over diagonals, all true of a random solution.
     */
    private static RuleModel arrowsAndLittleKillers(int n, Random random) {
        int[] symbols = random.ints(0, 1000).distinct().limit(n).sorted().toArray();
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        int box = RuleModel.boxSide(n);
        RuleModel.Builder b = RuleModel.builder("sums", symbols).boxes(box, box).latinSquare().boxGroups();
        for (int k = 0; k < n; k++) {
            int circle = random.nextInt(n * n);
            int[] cells = {circle, (circle + 1 + random.nextInt(n * n - 1)) % (n * n)};
            int[] weights = {-1, 1};
            long total = (long) -symbols[solution[cells[0]]] + symbols[solution[cells[1]]];
            b.constraint(new LinearSum("arrow", cells, weights, total));
        }
        for (int d = 0; d < n - 1; d++) {
            int[] cells = new int[n - d];
            long total = 0;
            for (int i = 0; i < cells.length; i++) {
                cells[i] = i * n + i + d;
                total += symbols[solution[cells[i]]];
            }
            int[] weights = new int[cells.length];
            Arrays.fill(weights, 1);
            b.constraint(new LinearSum("little killer", cells, weights, total));
        }
        int[] givens = new int[n * n];
        Arrays.fill(givens, -1);
        for (int c = 0; c < n * n; c++) {
            if (random.nextInt(3) == 0) {
                givens[c] = solution[c];
            }
        }
        return b.givens(givens).build();
    }

    static Stream<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (Pair p : pairs()) {
            for (SudokuSolver s : AllSolvers.all()) {
                if (s.supports(p.original())) {
                    out.add(new Case(s, p));
                }
            }
        }
        return out.stream();
    }

    @Test
    void theOffsetsPassIntOnTwoHousesOfEveryPuzzle() {
        for (Pair p : pairs()) {
            long house = Arrays.stream(p.shifted().symbols()).asLongStream().sum();
            assertThat(2 * house).as(p.name()).isGreaterThan(Integer.MAX_VALUE);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void shiftedSymbolsGiveTheSameAnswers(Case c) {
        SolveResult before = c.solver().prepare(c.pair().original()).solve(c.pair().original().givens(),
                SolveOptions.upTo(2).withTimeout(LIMIT), cells -> true);
        if (before.outcome() == Outcome.TIMED_OUT) {
            return; // this solver cannot answer the puzzle in a test's time: there is nothing to compare
        }
        RuleModel shifted = c.pair().shifted();
        SolveResult after = c.solver().prepare(shifted).solve(shifted.givens(),
                SolveOptions.upTo(2).withTimeout(SHIFTED_LIMIT), cells -> true);
        assertThat(after.outcome()).isEqualTo(before.outcome());
        assertThat(after.solutions()).isEqualTo(before.solutions());
        assertThat(after.found()).isTrue();
        assertThat(RuleChecker.violations(shifted, after.solution(), 3)).isEmpty();
        if (before.solutions() == 1) {
            assertThat(after.solution()).isEqualTo(before.solution());
        }
    }
}
