package solver.catalog;

import grid.model.RuleModel;

import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * Cube and conquer for a first solution (Heule, Kullmann, Wieringa and Biere, "Cube and conquer", 2011):
 * the puzzle is split into sub-puzzles, its cubes, each of which also fixes a few blank cells spread over
 * the grid ({@link CubeSplit}), so that the cubes' solution sets are disjoint and together exactly the
 * puzzle's. The cubes then run on
 * worker threads, each try with a short time budget; a cube whose try ran out goes back in the queue, and
 * the budgets of the tries grow as the Luby sequence (1, 1, 2, 1, 1, 2, 4, ...) times a unit (Luby,
 * Sinclair and Zuckerman, 1993), so the time lost to a try that was cut short stays within a constant
 * factor of the best fixed budget. The first answer stops every worker; when every cube is exhausted there
 * is none. Each try searches with its own seed, so a randomising inner solver does not repeat itself.
 *
 * <p>Only a first-solution search is split: counting and enumerating run the inner solver as one search.
 * Learned clauses are not shared between cubes, since what one cube learns may rest on its own cells.
 * Like every {@link PreparedSolver}, it may serve several threads at once.
 */
public final class Cubes implements PreparedSolver {

    /** How often the waiting caller looks at its own cancel flag and deadline. */
    private static final long POLL_MILLIS = 20;

    private final PreparedSolver inner;
    private final RuleModel rules;
    private final CubeSplit split;
    private final int workers;
    private final Duration unit;
    /** The time the deadline is kept by, in nanoseconds: {@link System#nanoTime} but in tests. */
    private final LongSupplier clock;

    /**
     * @param inner   the solver that searches each cube (shared by the workers)
     * @param rules   the rules it was prepared for (where the cells to split on and their values come from)
     * @param workers threads searching cubes at once
     * @param unit    the budget of a try whose Luby term is 1
     */
    public Cubes(PreparedSolver inner, RuleModel rules, int workers, Duration unit) {
        this(inner, rules, workers, unit, System::nanoTime);
    }

    /**
     * Cubes whose caller's deadline is kept by {@code clock} (nanoseconds): tests pass a clock that moves
     * only when the search they fake says so, to check the time limit without racing the wall clock. The
     * budget of each try is still given to the inner solver as a duration.
     */
    Cubes(PreparedSolver inner, RuleModel rules, int workers, Duration unit, LongSupplier clock) {
        if (workers < 1) {
            throw new IllegalArgumentException("cubes need at least one worker");
        }
        if (unit.isNegative() || unit.isZero()) {
            throw new IllegalArgumentException("the budget unit must be positive, not " + unit);
        }
        this.inner = inner;
        this.rules = rules;
        this.workers = workers;
        this.unit = unit;
        this.clock = clock;
        this.split = new CubeSplit(rules);
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        rules.checkGivens(givens);
        if (options.maxSolutions() != 1) {
            return inner.solve(givens, options, sink);
        }
        return conquer(split.cubes(givens), options, sink);
    }

    /**
     * A first solution of the puzzle whose search {@code cubes} cover (for example a share of
     * {@link CubeSplit#cubes}), under {@code options}' time limit and cancel flag: the first answer of a
     * cube, or {@link Outcome#EXHAUSTED} with none once every cube is exhausted. The cubes are not checked.
     */
    public SolveResult conquer(List<int[]> cubes, SolveOptions options, SolutionSink sink) {
        if (cubes.isEmpty()) {
            return SolveResult.contradiction();
        }
        return new Run(cubes, options).conquer(sink);
    }

    /** One first-solution search over the cubes: the queue, the workers and what they found. */
    private final class Run {

        private final LinkedBlockingQueue<int[]> open;
        private final SolveOptions options;
        private final long started = clock.getAsLong();
        private final long deadline;
        private final AtomicBoolean stop = new AtomicBoolean();
        private final AtomicInteger left;
        private final AtomicLong tries = new AtomicLong();
        private final AtomicReference<SolveResult> answer = new AtomicReference<>();
        private final AtomicReference<RuntimeException> failure = new AtomicReference<>();
        private final AtomicLong nodes = new AtomicLong();
        private final AtomicLong backtracks = new AtomicLong();
        private final AtomicLong updates = new AtomicLong();

        Run(List<int[]> cubes, SolveOptions options) {
            this.open = new LinkedBlockingQueue<>(cubes);
            this.left = new AtomicInteger(cubes.size());
            this.options = options;
            this.deadline = options.timeout() == null ? Long.MAX_VALUE
                    : started + Math.max(0, options.timeout().toNanos());
        }

        SolveResult conquer(SolutionSink sink) {
            Thread[] threads = new Thread[Math.min(workers, left.get())];
            for (int i = 0; i < threads.length; i++) {
                threads[i] = new Thread(this::work, "cube worker " + i);
                threads[i].setDaemon(true);
                threads[i].start();
            }
            boolean interrupted = false;
            for (Thread t : threads) {
                while (t.isAlive()) {
                    try {
                        t.join(POLL_MILLIS);
                    } catch (InterruptedException e) {
                        interrupted = true;
                        stop.set(true);
                    }
                    if (cancelled() || clock.getAsLong() - deadline > 0) {
                        stop.set(true);
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (failure.get() != null) {
                throw failure.get();
            }
            return result(sink);
        }

        private boolean cancelled() {
            return options.cancel() != null && options.cancel().get();
        }

        private void work() {
            try {
                while (!stop.get()) {
                    int[] cube = open.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                    if (cube == null) {
                        continue;
                    }
                    long number = tries.incrementAndGet();
                    long budget = Math.min(unit.toNanos() * luby(number), deadline - clock.getAsLong());
                    if (budget <= 0) {
                        stop.set(true);
                        break;
                    }
                    SolveOptions mine = new SolveOptions(1, Duration.ofNanos(budget), stop, options.seed() + number);
                    SolveResult r = inner.solve(cube, mine, SolutionSink.NONE);
                    nodes.addAndGet(r.nodes());
                    backtracks.addAndGet(r.backtracks());
                    updates.addAndGet(r.updates());
                    if (r.found()) {
                        answer.compareAndSet(null, r);
                        stop.set(true);
                    } else if (r.outcome() == Outcome.EXHAUSTED) {
                        if (left.decrementAndGet() == 0) {
                            stop.set(true);
                        }
                    } else {
                        open.add(cube);
                    }
                }
            } catch (InterruptedException e) {
                stop.set(true);
            } catch (RuntimeException e) {
                failure.compareAndSet(null, e);
                stop.set(true);
            }
        }

        private SolveResult result(SolutionSink sink) {
            long micros = (clock.getAsLong() - started) / 1_000;
            SolveResult found = answer.get();
            if (found != null) {
                sink.accept(found.solution());
                return new SolveResult(Outcome.LIMIT, 1, found.solution(), nodes.get(), backtracks.get(),
                        updates.get(), micros);
            }
            Outcome outcome = left.get() == 0 ? Outcome.EXHAUSTED
                    : cancelled() ? Outcome.CANCELLED : Outcome.TIMED_OUT;
            return new SolveResult(outcome, 0, null, nodes.get(), backtracks.get(), updates.get(), micros);
        }
    }

    /** The i-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... */
    static long luby(long i) {
        long index = i;
        while (true) {
            int k = 64 - Long.numberOfLeadingZeros(index);
            if (index == (1L << k) - 1) {
                return 1L << (k - 1);
            }
            index -= (1L << (k - 1)) - 1;
        }
    }
}
