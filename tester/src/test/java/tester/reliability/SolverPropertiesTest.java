package tester.reliability;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Registry;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Properties every registered solver must have on random puzzles (grid.generate.RandomPuzzles): a solution
 * it returns keeps the givens and satisfies the rules; relabelling the symbols or permuting rows within a
 * band changes neither solvability nor the solution count. One dynamic test per (type, solver), so a
 * solver merged later is covered without editing this class. Base seed 5150 (+ the solver's position).
 */
class SolverPropertiesTest {

    static final long SEED = 5150L;
    static final int[] SIZES = {4, 9, 16};
    /** Generous: a bound against a hang, never a speed claim. */
    static final Duration LIMIT = Duration.ofSeconds(30);
    static final int COUNT_LIMIT = 50;

    @TestFactory
    Stream<DynamicTest> everySudokuSolverSolvesRandomPuzzlesByTheRules() {
        return solverTests("sudoku", 24, this::sudokuSolutionKeepsGivensAndRules);
    }

    @TestFactory
    Stream<DynamicTest> everyKillerSolverSolvesRandomCagesByTheRules() {
        return solverTests("killer", 16, this::killerSolutionKeepsRules);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> everySolverOnManyMoreRandomPuzzles() {
        return Stream.concat(solverTests("sudoku", 600, this::sudokuSolutionKeepsGivensAndRules),
                solverTests("killer", 300, this::killerSolutionKeepsRules));
    }

    @TestFactory
    Stream<DynamicTest> everySudokuSolverCountsLikeTheFastestOne() {
        return solverTests("sudoku", 20, (name, solver, random) -> {
            RuleModel puzzle = randomPuzzle(random, random.nextBoolean() ? 4 : 9, 0.6);
            SolveOptions options = SolveOptions.upTo(COUNT_LIMIT).withTimeout(LIMIT);
            SolveResult expected = fastSudokuSolver().solve(puzzle, options, SolutionSink.NONE);
            SolveResult actual = solver.solve(puzzle, options, SolutionSink.NONE);
            assertThat(actual.outcome()).as(name).isEqualTo(expected.outcome());
            assertThat(actual.solutions()).as(name + " solution count").isEqualTo(expected.solutions());
        });
    }

    @TestFactory
    Stream<DynamicTest> everyKillerSolverCountsLikeBacktracking() {
        return solverTests("killer", 12, (name, solver, random) -> {
            RuleModel puzzle = RandomPuzzles.killer(4, RandomPuzzles.randomSymbols(4, random), 1 + random.nextInt(4), 0.0, random);
            SolveOptions options = SolveOptions.upTo(COUNT_LIMIT).withTimeout(LIMIT);
            SolveResult expected = Registry.solver("killer", "backtracking").orElseThrow().solver().get()
                    .solve(puzzle, options, SolutionSink.NONE);
            SolveResult actual = solver.solve(puzzle, options, SolutionSink.NONE);
            assertThat(actual.solutions()).as(name + " solution count").isEqualTo(expected.solutions());
        });
    }

    @Test
    void relabellingSymbolsKeepsTheSolutionCount() {
        Trials.run("relabelled symbols, same count", SEED, 40, random -> {
            RuleModel puzzle = randomPuzzle(random, 4 + 5 * random.nextInt(2));
            int[] relabel = RandomPuzzles.permutation(puzzle.size(), random);
            int[] givens = puzzle.givens();
            for (int c = 0; c < givens.length; c++) {
                givens[c] = givens[c] < 0 ? -1 : relabel[givens[c]];
            }
            sameCount(puzzle, puzzle.withGivens(givens), c -> relabel[c]);
        });
    }

    @Test
    void permutingRowsWithinABandKeepsTheSolutionCount() {
        Trials.run("rows permuted within bands, same count", SEED + 1, 40, random -> {
            RuleModel puzzle = randomPuzzle(random, 4 + 5 * random.nextInt(2));
            int n = puzzle.size();
            int k = RuleModel.boxSide(n);
            int[] rowTo = new int[n];
            for (int band = 0; band < k; band++) {
                int[] inner = RandomPuzzles.permutation(k, random);
                for (int i = 0; i < k; i++) {
                    rowTo[band * k + i] = band * k + inner[i];
                }
            }
            int[] from = puzzle.givens();
            int[] givens = new int[from.length];
            for (int c = 0; c < from.length; c++) {
                givens[rowTo[c / n] * n + c % n] = from[c];
            }
            sameCount(puzzle, puzzle.withGivens(givens), null);
        });
    }

    @Tag("slow")
    @Test
    void symmetriesKeepTheSolutionCountLongRun() {
        Trials.run("relabelled symbols, same count (long)", SEED + 2, 2_000, random -> {
            RuleModel puzzle = randomPuzzle(random, 9);
            int[] relabel = RandomPuzzles.permutation(9, random);
            int[] givens = puzzle.givens();
            for (int c = 0; c < givens.length; c++) {
                givens[c] = givens[c] < 0 ? -1 : relabel[givens[c]];
            }
            sameCount(puzzle, puzzle.withGivens(givens), c -> relabel[c]);
        });
    }

    /** A property checked on one solver with one random source. */
    @FunctionalInterface
    interface SolverProperty {
        void check(String name, SudokuSolver solver, Random random);
    }

    private static Stream<DynamicTest> solverTests(String type, int tries, SolverProperty property) {
        List<String> names = Registry.solverNames(type);
        return names.stream().map(name -> DynamicTest.dynamicTest(
                type + "/" + name + ": " + tries + " random puzzles, seed " + (SEED + names.indexOf(name)),
                () -> Trials.run(type + "/" + name, SEED + names.indexOf(name), tries, random ->
                        property.check(name, Registry.solver(type, name).orElseThrow().solver().get(), random))));
    }

    private void sudokuSolutionKeepsGivensAndRules(String name, SudokuSolver solver, Random random) {
        int n = SIZES[random.nextInt(SIZES.length)];
        // Plain backtracking has a heavy tail on sparse 16x16 grids, so those keep more givens.
        double maxBlank = n == 4 ? 0.8 : n == 9 ? 0.65 : 0.45;
        RuleModel puzzle = RandomPuzzles.sudoku(n, 0.2 + (maxBlank - 0.2) * random.nextDouble(), random);
        // Blanked from a solution, so there is at least one: the solver must find one.
        SolveResult r = solver.solve(puzzle, SolveOptions.firstSolution().withTimeout(LIMIT), SolutionSink.NONE);
        assertThat(r.outcome()).as(name + " on\n" + puzzle.givenCount() + " givens, n = " + n).isNotEqualTo(Outcome.TIMED_OUT);
        Solutions.assertSolves(puzzle, r.solution());
        for (int c = 0; c < puzzle.cellCount(); c++) {
            if (puzzle.given(c) >= 0) {
                assertThat(r.solution()[c]).as("given at cell " + c).isEqualTo(puzzle.given(c));
            }
        }
    }

    private void killerSolutionKeepsRules(String name, SudokuSolver solver, Random random) {
        int n = random.nextInt(3) == 0 ? 9 : 4;
        RuleModel puzzle = RandomPuzzles.killer(n, RandomPuzzles.randomSymbols(n, random), 2 + random.nextInt(4),
                n == 9 ? 0.3 : 0.0, random);
        SolveResult r = solver.solve(puzzle, SolveOptions.firstSolution().withTimeout(LIMIT), SolutionSink.NONE);
        assertThat(r.outcome()).as(name + " timed out").isNotEqualTo(Outcome.TIMED_OUT);
        Solutions.assertSolves(puzzle, r.solution());
    }

    /** A Sudoku on symbols 1..n with 45-75% of its cells blank: often several solutions. */
    private static RuleModel randomPuzzle(Random random, int n) {
        return randomPuzzle(random, n, 0.75);
    }

    /** A Sudoku on symbols 1..n with 45% to {@code maxBlank} of its cells blank. */
    private static RuleModel randomPuzzle(Random random, int n, double maxBlank) {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        return rules.withGivens(RandomPuzzles.blank(RandomPuzzles.solvedSudoku(n, random),
                0.45 + (maxBlank - 0.45) * random.nextDouble(), random));
    }

    /** Counts both with the fastest registered Sudoku solver; a unique solution must map across too. */
    private static void sameCount(RuleModel a, RuleModel b, java.util.function.IntUnaryOperator symbolMap) {
        SudokuSolver solver = fastSudokuSolver();
        SolveOptions options = SolveOptions.upTo(COUNT_LIMIT).withTimeout(LIMIT);
        SolveResult ra = solver.solve(a, options, SolutionSink.NONE);
        SolveResult rb = solver.solve(b, options, SolutionSink.NONE);
        assertThat(ra.outcome()).isNotEqualTo(Outcome.TIMED_OUT);
        assertThat(rb.outcome()).isNotEqualTo(Outcome.TIMED_OUT);
        assertThat(rb.solutions()).as("solution count").isEqualTo(ra.solutions());
        assertThat(rb.outcome()).isEqualTo(ra.outcome());
        if (ra.solutions() == 1 && symbolMap != null) {
            int[] mapped = ra.solution().clone();
            for (int c = 0; c < mapped.length; c++) {
                mapped[c] = symbolMap.applyAsInt(mapped[c]);
            }
            assertThat(rb.solution()).isEqualTo(mapped);
        }
    }

    /** Dancing Links when this build has it, else the backtracking baseline. */
    static SudokuSolver fastSudokuSolver() {
        for (String name : new String[]{"dancing", "algorx", "backtracking"}) {
            var entry = Registry.solver("sudoku", name);
            if (entry.isPresent()) {
                return entry.get().solver().get();
            }
        }
        throw new IllegalStateException("no Sudoku solver registered");
    }
}
