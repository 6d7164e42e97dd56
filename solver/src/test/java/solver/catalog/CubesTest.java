package solver.catalog;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.EngineSolver;
import solver.rules.CompiledRules;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link Cubes}: the cubes cover the whole search (their solution sets, counted, are disjoint and together
 * the puzzle's), the first answer is valid and leaves no worker running, no answer is a proof only when
 * every cube is exhausted, and the caller's limits hold.
 */
class CubesTest {

    private static final Duration UNIT = Duration.ofMillis(5);

    /** Every solution of {@code givens} under {@code solver}, as strings. */
    private static List<String> all(PreparedSolver solver, int[] givens) {
        List<String> out = new ArrayList<>();
        SolveResult r = solver.solve(givens, SolveOptions.all(), cells -> out.add(Arrays.toString(cells)));
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        return out;
    }

    /** Seeded small puzzles with few enough solutions to count: empty and half-given Sudoku, killers. */
    private static List<RuleModel> smallPuzzles(long seed) {
        Random random = new Random(seed);
        return List.of(
                RuleModel.sudoku(RandomPuzzles.oneToN(4)),
                RandomPuzzles.killer(4, RandomPuzzles.oneToN(4), 3, 0.0, random),
                RandomPuzzles.killer(4, RandomPuzzles.oneToN(4), 2, 0.25, random),
                RandomPuzzles.sudoku(9, 0.6, random),
                RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 5, 0.3, random));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void theCubesSolutionSetsAreDisjointAndTogetherThePuzzles(long seed) {
        for (RuleModel puzzle : smallPuzzles(seed)) {
            PreparedSolver engine = new EngineSolver(CompiledRules.of(puzzle));
            List<int[]> split = new CubeSplit(puzzle).cubes(puzzle.givens());
            assertThat(split.size()).as("cubes of " + puzzle.variant()).isGreaterThan(1);
            Set<String> union = new HashSet<>();
            int counted = 0;
            for (int[] cube : split) {
                for (int c = 0; c < cube.length; c++) {
                    if (puzzle.given(c) >= 0) {
                        assertThat(cube[c]).isEqualTo(puzzle.given(c));
                    }
                }
                List<String> mine = all(engine, cube);
                counted += mine.size();
                union.addAll(mine);
            }
            Set<String> whole = new HashSet<>(all(engine, puzzle.givens()));
            assertThat(counted).as("no solution in two cubes").isEqualTo(union.size());
            assertThat(union).isEqualTo(whole);
        }
    }

    @Test
    void theEmpty4x4SplitsIntoCubesOf288SolutionsInAll() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        PreparedSolver engine = new EngineSolver(CompiledRules.of(empty));
        int total = 0;
        for (int[] cube : new CubeSplit(empty).cubes(empty.givens())) {
            total += all(engine, cube).size();
        }
        assertThat(total).isEqualTo(288);
    }

    @Test
    void cellsAreSplitOnePerBoxAlongTheDiagonalsFirst() {
        int[] order = CubeSplit.spreadOrder(9);
        // (0,0), (4,4), (8,8) on the main diagonal, then (1,7), (5,3), (6,2) on the other
        assertThat(Arrays.copyOf(order, 6)).containsExactly(0, 40, 80, 16, 48, 56);
        assertThat(Arrays.stream(order).distinct().count()).isEqualTo(81);
    }

    @Test
    void theBudgetsFollowTheLubySequence() {
        long[] terms = new long[15];
        for (int i = 0; i < terms.length; i++) {
            terms[i] = Cubes.luby(i + 1);
        }
        assertThat(terms).containsExactly(1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8);
    }

    @Test
    void theFirstAnswerIsValidAndNoWorkerIsLeftRunning() throws Exception {
        RuleModel killer = RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), 5, 0.0, new Random(16));
        List<int[]> handed = new ArrayList<>();
        SolveResult r = new Cubes(new EngineSolver(CompiledRules.of(killer)), killer, 2, UNIT).solve(killer.givens(),
                SolveOptions.firstSolution(), cells -> handed.add(cells.clone()));
        assertThat(r.found()).isTrue();
        Solutions.assertSolves(killer, r.solution());
        assertThat(handed).hasSize(1);
        assertThat(handed.get(0)).isEqualTo(r.solution());
        assertThat(cubeWorkers()).isEmpty();
    }

    @Test
    void aStopAtTheFirstAnswerEndsTriesThatAreStillSearching() {
        // the first cube (cells 0, 15 and 6 split, each to its first value) answers after a moment; every
        // other cube searches until it is stopped
        AtomicBoolean firstTaken = new AtomicBoolean();
        List<Boolean> stoppedByFlag = Collections.synchronizedList(new ArrayList<>());
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] answer = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};
        PreparedSolver solver = (givens, options, sink) -> {
            SearchControl control = options.control();
            if (givens[0] == answer[0] && givens[15] == answer[15] && givens[6] == answer[6] && firstTaken.compareAndSet(false, true)) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                control.solution(answer, sink);
                return control.result(0);
            }
            while (control.node()) {
                Thread.onSpinWait();
            }
            stoppedByFlag.add(options.cancel().get());
            return control.result(0);
        };
        SolveResult r = new Cubes(solver, empty, 3, Duration.ofSeconds(30)).solve(empty.givens(),
                SolveOptions.firstSolution(), SolutionSink.NONE);
        assertThat(r.solution()).isEqualTo(answer);
        assertThat(stoppedByFlag).isNotEmpty().containsOnly(true);
        assertThat(cubeWorkers()).isEmpty();
    }

    @Test
    void noAnswerIsAProofOnlyWhenEveryCubeIsExhausted() {
        RuleModel.Builder b = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups();
        b.cage(new Cage(new int[] {0, 5}, 8)); // two different cells of 1..4 never add up to 8
        RuleModel none = b.build();
        SolveResult r = new Cubes(new EngineSolver(CompiledRules.of(none)), none, 2, UNIT).solve(none.givens(),
                SolveOptions.firstSolution(), SolutionSink.NONE);
        assertThat(r.unsolvable()).isTrue();
        assertThat(cubeWorkers()).isEmpty();
    }

    /**
     * The caller's time limit holds: with a clock that moves only as the tries spend their budgets (each
     * fake try runs some nodes, then uses up the whole budget it was given and reports its time out), the
     * run ends at the limit with the work counted, and no try starts after the deadline. No wall-clock
     * race: the limit cannot pass before a worker has run, however slow the machine.
     */
    @Test
    void theCallersTimeLimitHolds() {
        long limit = Duration.ofMillis(200).toNanos();
        AtomicLong now = new AtomicLong();
        List<Long> starts = Collections.synchronizedList(new ArrayList<>());
        AtomicLong counted = new AtomicLong();
        PreparedSolver spendsItsBudget = (givens, options, sink) -> {
            starts.add(now.get());
            SearchControl control = options.control();
            for (int i = 0; i < 100 && control.node(); i++) {
                control.backtrack();
            }
            // the other worker may pass the shared fake clock's deadline during this try and so end it early:
            // what each try counted is kept, and the run must report their sum
            counted.addAndGet(control.nodes());
            now.addAndGet(options.timeout().toNanos());
            return new SolveResult(Outcome.TIMED_OUT, 0, null, control.nodes(), 0, 0, 0);
        };
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        Cubes cubes = new Cubes(spendsItsBudget, empty, 2, UNIT, now::get);
        SolveResult timed = cubes.solve(empty.givens(), SolveOptions.firstSolution()
                .withTimeout(Duration.ofNanos(limit)), SolutionSink.NONE);
        assertThat(timed.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(timed.nodes()).isEqualTo(counted.get()).isPositive().isLessThanOrEqualTo(100L * starts.size());
        // the tries went on until the deadline, and none started after it
        assertThat(now.get()).isGreaterThanOrEqualTo(limit);
        assertThat(starts).allMatch(t -> t <= limit);
        assertThat(cubeWorkers()).isEmpty();
    }

    /** A cancel flag set before the run ends it as cancelled: the waiting caller reads it and stops the workers. */
    @Test
    void theCallersCancelFlagHolds() {
        PreparedSolver endless = (givens, options, sink) -> {
            SearchControl control = options.control();
            while (control.node()) {
                Thread.onSpinWait();
            }
            return control.result(0);
        };
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        Cubes cubes = new Cubes(endless, empty, 2, UNIT);
        SolveResult cancelled = cubes.solve(empty.givens(), SolveOptions.firstSolution()
                .withCancel(new AtomicBoolean(true)), SolutionSink.NONE);
        assertThat(cancelled.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(cubeWorkers()).isEmpty();
    }

    @Test
    void countingRunsTheInnerSolverAsOneSearch() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        SolveResult r = new Cubes(new EngineSolver(CompiledRules.of(empty)), empty, 2, UNIT).solve(empty.givens(),
                SolveOptions.all(), SolutionSink.NONE);
        assertThat(r.solutions()).isEqualTo(288);
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
    }

    @Test
    void badGivensAreRefusedAsByEverySolver() {
        RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        Cubes cubes = new Cubes(new EngineSolver(CompiledRules.of(empty)), empty, 2, UNIT);
        assertThatThrownBy(() -> cubes.solve(new int[15], SolveOptions.firstSolution(), SolutionSink.NONE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Cubes(new EngineSolver(CompiledRules.of(empty)), empty, 0, UNIT))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Thread> cubeWorkers() {
        List<Thread> out = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("cube worker") && t.isAlive()) {
                out.add(t);
            }
        }
        return out;
    }
}
