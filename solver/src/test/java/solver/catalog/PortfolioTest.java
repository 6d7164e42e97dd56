package solver.catalog;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Portfolio;
import solver.engine.EngineSolver;
import solver.rules.CompiledRules;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link Portfolio}: the first decisive worker wins, the others stop, and the caller's limits still hold. */
class PortfolioTest {

    private static final int[] SOLUTION = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};

    /**
     * A solver that finds SOLUTION for seed {@code winner} once {@code others} other searches are under way
     * (workers start a core's worth at a time), and otherwise searches until stopped.
     */
    private static PreparedSolver onlySeed(long winner, int others, List<Long> seedsSeen) {
        return (givens, options, sink) -> {
            seedsSeen.add(options.seed());
            SearchControl control = options.control();
            if (options.seed() == winner) {
                while (seedsSeen.size() <= others && control.node()) {
                    Thread.onSpinWait();
                }
                control.solution(SOLUTION, sink);
                return control.result(0);
            }
            while (control.node()) {
                Thread.onSpinWait();
            }
            return control.result(0);
        };
    }

    @Test
    void theFirstAnswerWinsAndStopsTheOtherWorkers() {
        List<Long> seeds = Collections.synchronizedList(new ArrayList<>());
        List<int[]> received = new ArrayList<>();
        SolveResult r = new Portfolio(onlySeed(12, 3, seeds), 4).solve(new int[16], SolveOptions.firstSolution()
                .withSeed(10), cells -> received.add(cells.clone()));
        assertThat(r.found()).isTrue();
        assertThat(r.solution()).isEqualTo(SOLUTION);
        assertThat(received).hasSize(1);
        assertThat(seeds).containsExactlyInAnyOrder(10L, 11L, 12L, 13L);
    }

    /**
     * A late-joining portfolio: worker 0 searches alone for the join delay, and only then do the others
     * start (here seed 11 answers at once), each with the time left of the caller's limit.
     */
    @Test
    void laterWorkersJoinOnlyAfterTheFirstHasSearchedAloneForTheDelay() {
        List<Long> seeds = Collections.synchronizedList(new ArrayList<>());
        List<Long> startedAt = Collections.synchronizedList(new ArrayList<>());
        List<Duration> limits = Collections.synchronizedList(new ArrayList<>());
        PreparedSolver onlyEleven = onlySeed(11, 0, seeds);
        PreparedSolver recorded = (givens, options, sink) -> {
            startedAt.add(System.nanoTime());
            limits.add(options.timeout());
            return onlyEleven.solve(givens, options, sink);
        };
        long t0 = System.nanoTime();
        SolveResult r = new Portfolio(recorded, 2, Duration.ofMillis(300)).solve(new int[16],
                SolveOptions.firstSolution().withSeed(10).withTimeout(Duration.ofSeconds(30)), SolutionSink.NONE);
        assertThat(r.found()).isTrue();
        assertThat(r.solution()).isEqualTo(SOLUTION);
        assertThat(seeds).containsExactly(10L, 11L);
        assertThat(startedAt.get(1) - t0).as("worker 1 started after the delay").isGreaterThanOrEqualTo(300_000_000L);
        assertThat(limits.get(0)).isEqualTo(Duration.ofSeconds(30));
        assertThat(limits.get(1)).as("the late worker's limit is what is left")
                .isLessThanOrEqualTo(Duration.ofSeconds(30).minusMillis(300));
    }

    /** An answer within the join delay ends the portfolio at once: no other worker ever starts. */
    @Test
    void anAnswerBeforeTheDelayStartsNoOtherWorker() {
        List<Long> seeds = Collections.synchronizedList(new ArrayList<>());
        long t0 = System.nanoTime();
        SolveResult r = new Portfolio(onlySeed(10, 0, seeds), 4, Duration.ofSeconds(60)).solve(new int[16],
                SolveOptions.firstSolution().withSeed(10), SolutionSink.NONE);
        assertThat(r.found()).isTrue();
        assertThat(seeds).containsExactly(10L);
        assertThat(System.nanoTime() - t0).as("not waiting for the workers that never joined")
                .isLessThan(30_000_000_000L);
    }

    /** The caller's limit holds for a late-joining portfolio, the joiners included. */
    @Test
    void theTimeLimitHoldsWhenTheOthersJoinLate() {
        List<Long> seeds = Collections.synchronizedList(new ArrayList<>());
        SolveResult r = new Portfolio(onlySeed(-1, 0, seeds), 3, Duration.ofMillis(100)).solve(new int[16],
                SolveOptions.firstSolution().withTimeout(Duration.ofMillis(400)), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(seeds).contains(0L);
    }

    @Test
    void theCallersCancelFlagStopsEveryWorker() {
        AtomicBoolean cancel = new AtomicBoolean(true);
        SolveResult r = new Portfolio(onlySeed(-1, 0, new ArrayList<>()), 3).solve(new int[16],
                SolveOptions.firstSolution().withCancel(cancel), SolutionSink.NONE);
        assertThat(r.found()).isFalse();
        assertThat(r.outcome()).isEqualTo(Outcome.CANCELLED);
    }

    @Test
    void theTimeLimitHolds() {
        SolveResult r = new Portfolio(onlySeed(-1, 0, new ArrayList<>()), 2).solve(new int[16],
                SolveOptions.firstSolution().withTimeout(Duration.ofMillis(100)), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
    }

    /**
     * Workers that do not look at the stop flag or the clock until released (a search node that takes
     * long, or a thread that gets no core): the portfolio answers at the deadline all the same, and at
     * the caller's cancel, without waiting for them.
     */
    @Test
    void theDeadlineAndTheCancelHoldWhileWorkersAreDeaf() throws InterruptedException {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        PreparedSolver deaf = (givens, options, sink) -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return options.control().result(0);
        };
        try {
            SolveResult timed = new Portfolio(deaf, 8).solve(new int[16],
                    SolveOptions.firstSolution().withTimeout(Duration.ofMillis(200)), SolutionSink.NONE);
            assertThat(timed.outcome()).isEqualTo(Outcome.TIMED_OUT);
            assertThat(release.getCount()).as("returned while every worker was still deaf").isEqualTo(1);
            AtomicBoolean cancel = new AtomicBoolean();
            Thread canceller = new Thread(() -> {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                cancel.set(true);
            });
            canceller.start();
            SolveResult cancelled = new Portfolio(deaf, 8).solve(new int[16],
                    SolveOptions.firstSolution().withCancel(cancel), SolutionSink.NONE);
            assertThat(cancelled.outcome()).isEqualTo(Outcome.CANCELLED);
            assertThat(release.getCount()).isEqualTo(1);
            canceller.join();
        } finally {
            release.countDown();
        }
    }

    /**
     * What a search does before its first node cannot be stopped, so workers set up a core's worth at a
     * time: with more workers than cores, those not yet set up at the deadline never start.
     */
    @Test
    void workersSetUpACoresWorthAtATimeAndThoseWaitingAtTheDeadlineNeverStart() throws InterruptedException {
        List<Long> started = Collections.synchronizedList(new ArrayList<>());
        PreparedSolver slowToStart = (givens, options, sink) -> {
            started.add(options.seed());
            try {
                Thread.sleep(400);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            SearchControl control = options.control();
            while (control.node()) {
                Thread.onSpinWait();
            }
            return control.result(0);
        };
        int cores = Runtime.getRuntime().availableProcessors();
        SolveResult r = new Portfolio(slowToStart, cores + 8, false).solve(new int[16],
                SolveOptions.firstSolution().withTimeout(Duration.ofMillis(200)), SolutionSink.NONE);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
        Thread.sleep(600);
        assertThat(started).hasSize(cores);
    }

    @Test
    void countingRunsOneSearch() {
        List<Long> seeds = Collections.synchronizedList(new ArrayList<>());
        PreparedSolver counting = (givens, options, sink) -> {
            seeds.add(options.seed());
            return options.control().result(0);
        };
        new Portfolio(counting, 4).solve(new int[16], SolveOptions.upTo(10), SolutionSink.NONE);
        assertThat(seeds).containsExactly(0L);
    }

    @Test
    void realWorkersAgreeOnProofsAndAnswers() {
        RuleModel killer = RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), 4, 0.0, new Random(16));
        PreparedSolver engine = new Portfolio(new EngineSolver(CompiledRules.of(killer)), 2);
        SolveResult found = engine.solve(killer.givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
        assertThat(found.found()).isTrue();
        Solutions.assertSolves(killer, found.solution());
        int[] clash = new int[81];
        java.util.Arrays.fill(clash, -1);
        clash[0] = 0;
        clash[1] = 0;
        RuleModel broken = RuleModel.sudoku(RandomPuzzles.oneToN(9)).withGivens(clash);
        SolveResult none = new Portfolio(new EngineSolver(CompiledRules.of(broken)), 2).solve(broken.givens(),
                SolveOptions.firstSolution(), SolutionSink.NONE);
        assertThat(none.unsolvable()).isTrue();
    }

    @Test
    void theWorkersShareOneExchangeEachWithItsOwnNumberUnlessSharingIsOff() {
        for (boolean sharing : new boolean[]{true, false}) {
            List<Integer> numbers = Collections.synchronizedList(new ArrayList<>());
            List<Integer> teams = Collections.synchronizedList(new ArrayList<>());
            PreparedSolver recording = new PreparedSolver() {
                @Override
                public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
                    numbers.add(-1);
                    return new SolveResult(Outcome.TIMED_OUT, 0, null, 0, 0, 0, 0);
                }

                /** A team that shares one store: each member records the store's identity and its own number. */
                @Override
                public PreparedSolver[] workers(int count) {
                    Object exchange = new Object();
                    PreparedSolver[] team = new PreparedSolver[count];
                    for (int i = 0; i < count; i++) {
                        int number = i;
                        team[i] = (givens, options, sink) -> {
                            numbers.add(number);
                            teams.add(System.identityHashCode(exchange));
                            // not decisive (a proof of no solution would stop the workers yet to start)
                            return new SolveResult(Outcome.TIMED_OUT, 0, null, 0, 0, 0, 0);
                        };
                    }
                    return team;
                }
            };
            new Portfolio(recording, 3, sharing).solve(new int[16], SolveOptions.firstSolution(), SolutionSink.NONE);
            if (sharing) {
                assertThat(numbers).containsExactlyInAnyOrder(0, 1, 2);
                assertThat(teams).hasSize(3);
                assertThat(teams).containsOnly(teams.get(0));
            } else {
                assertThat(numbers).containsExactly(-1, -1, -1);
                assertThat(teams).isEmpty();
            }
        }
    }

    @Test
    void aPortfolioNeedsAWorker() {
        PreparedSolver any = (givens, options, sink) -> options.control().result(0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Portfolio(any, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
