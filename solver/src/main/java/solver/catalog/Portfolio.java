package solver.catalog;

import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Several differently seeded searches of one hard puzzle at once: worker i searches with seed
 * {@code seed + i} (worker 0 with the caller's seed, so one worker behaves as the plain solver), and the
 * first worker to find a solution, or to prove there is none, stops the others. Randomised searches
 * have heavy-tailed run times, so the fastest of N runs is often far faster than a typical one. Only a
 * first-solution search is split this way; counting and enumerating run as one search, since workers
 * would find the same solutions. The wrapped solver is shared by the workers, which is why every
 * {@link PreparedSolver} must allow concurrent calls.
 *
 * <p>The workers are the wrapped solver's {@link PreparedSolver#workers}, so a solver that learns clauses
 * can hand its short ones to the others. The engine's do so only where its plan says (off by default:
 * over seeds it gave nothing measurable on two cores, and without it each worker is the search its seed
 * makes, so a run can be repeated; {@code docs/decisions/0018}).
 *
 * <p>Workers after the first may join late ({@code joinAfter}): worker 0 starts at once and the others
 * only once it has searched that long without an answer. That is the command line's default, where most
 * puzzles end within the first second and a hard one then gets every core, while worker 0 goes on with
 * the search it began rather than starting it again.
 */
public final class Portfolio implements PreparedSolver {

    /** How often the caller's cancel flag is looked at while the workers run. */
    private static final long POLL_MILLIS = 20;

    private final PreparedSolver inner;
    private final int workers;
    private final boolean sharing;
    /** How long worker 0 searches alone before the others start (0: all start together). */
    private final long joinAfterNanos;

    /** @param workers searches at once (1 runs {@code inner} as it is), as {@code inner}'s workers */
    public Portfolio(PreparedSolver inner, int workers) {
        this(inner, workers, true);
    }

    /**
     * @param workers searches at once (1 runs {@code inner} as it is)
     * @param sharing whether the workers are {@code inner}'s {@link PreparedSolver#workers}, which may share
     *                learned clauses, or {@code inner} itself each (off only to measure what sharing gives)
     */
    public Portfolio(PreparedSolver inner, int workers, boolean sharing) {
        this(inner, workers, sharing, Duration.ZERO);
    }

    /**
     * @param workers   searches at once (1 runs {@code inner} as it is), as {@code inner}'s workers
     * @param joinAfter how long worker 0 searches alone before the others start; they never start when the
     *                  portfolio has ended by then
     */
    public Portfolio(PreparedSolver inner, int workers, Duration joinAfter) {
        this(inner, workers, true, joinAfter);
    }

    private Portfolio(PreparedSolver inner, int workers, boolean sharing, Duration joinAfter) {
        if (workers < 1) {
            throw new IllegalArgumentException("a portfolio needs at least one worker");
        }
        if (joinAfter.isNegative()) {
            throw new IllegalArgumentException("a worker cannot join before the portfolio starts");
        }
        this.inner = inner;
        this.workers = workers;
        this.sharing = sharing;
        this.joinAfterNanos = joinAfter.toNanos();
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        if (workers == 1 || options.maxSolutions() != 1) {
            return inner.solve(givens, options, sink);
        }
        long started = System.nanoTime();
        AtomicBoolean stop = new AtomicBoolean();
        // counted down when the portfolio ends, so that workers still waiting to join give up at once
        CountDownLatch ended = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "portfolio worker");
            t.setDaemon(true);
            return t;
        });
        try {
            CompletionService<SolveResult> done = new ExecutorCompletionService<>(pool);
            List<Future<SolveResult>> runs = new ArrayList<>();
            PreparedSolver[] team = new PreparedSolver[workers];
            if (sharing) {
                team = inner.workers(workers);
            } else {
                Arrays.fill(team, inner);
            }
            // The workers start together once all are made: a worker that ran at once would take the cores
            // from the thread still making the others (256 of them took seconds so).
            CountDownLatch start = new CountDownLatch(1);
            Semaphore setUp = new Semaphore(Runtime.getRuntime().availableProcessors());
            for (int i = 0; i < workers; i++) {
                SolveOptions mine = options.withSeed(options.seed() + i).withCancel(stop);
                PreparedSolver worker = team[i];
                long wait = i == 0 ? 0 : joinAfterNanos;
                runs.add(done.submit(() -> {
                    start.await();
                    SolveOptions now = mine;
                    if (wait > 0) {
                        if (ended.await(wait, TimeUnit.NANOSECONDS) || stop.get()) {
                            return new SolveResult(Outcome.CANCELLED, 0, null, 0, 0, 0, 0);
                        }
                        // a late worker has the time left, not the whole limit
                        if (mine.timeout() != null) {
                            now = mine.withTimeout(mine.timeout().minusNanos(System.nanoTime() - started));
                        }
                    }
                    return finish(settingUp(worker, givens, now, setUp, stop), stop);
                }));
            }
            start.countDown();
            long deadline = options.timeout() == null ? Long.MAX_VALUE : started + options.timeout().toNanos();
            SolveResult winner = await(done, options, stop, deadline);
            ended.countDown();
            if (winner.found() && !sink.accept(winner.solution())) {
                winner = new SolveResult(Outcome.LIMIT, winner.solutions(), winner.solution(), winner.nodes(),
                        winner.backtracks(), winner.updates(), winner.micros());
            }
            long nodes = 0;
            long backtracks = 0;
            long updates = 0;
            boolean decided = winner.found() || winner.unsolvable();
            for (Future<SolveResult> run : runs) {
                // After an answer the others are stopped and waited for, up to the deadline; after the deadline
                // or a cancel, a worker still on its way to its next look at the stop flag is not.
                SolveResult r = decided ? result(run, deadline) : run.isDone() ? result(run) : null;
                if (r == null) {
                    continue;
                }
                nodes += r.nodes();
                backtracks += r.backtracks();
                updates += r.updates();
            }
            return new SolveResult(winner.outcome(), winner.solutions(), winner.solution(), nodes, backtracks,
                    updates, (System.nanoTime() - started) / 1_000);
        } finally {
            ended.countDown();
            pool.shutdownNow();
        }
    }

    /**
     * One worker's search, set up a core's worth at a time. What a search does before its first node (its
     * root propagation: for a 49x49 some 0.1 s of CPU) looks at no stop flag; with many more workers than
     * cores, all setting up at once would share the cores for seconds past any deadline. So a worker holds
     * one of {@code setUp}'s permits (one per core) until its search first looks at the clock (its
     * {@link SolveOptions#pace}), and one still waiting for a permit when the portfolio stops never starts.
     */
    private static SolveResult settingUp(PreparedSolver worker, int[] givens, SolveOptions options, Semaphore setUp,
                                         AtomicBoolean stop) throws InterruptedException {
        if (!setUp.tryAcquire()) {
            // past the first core's worth: wait for a turn, and give it back if the portfolio stopped meanwhile
            do {
                if (stop.get()) {
                    return new SolveResult(Outcome.CANCELLED, 0, null, 0, 0, 0, 0);
                }
            } while (!setUp.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS));
            if (stop.get()) {
                setUp.release();
                return new SolveResult(Outcome.CANCELLED, 0, null, 0, 0, 0, 0);
            }
        }
        AtomicBoolean held = new AtomicBoolean(true);
        Runnable outer = options.pace();
        Runnable searching = () -> {
            if (held.compareAndSet(true, false)) {
                setUp.release();
            }
            if (outer != null) {
                outer.run();
            }
        };
        try {
            return worker.solve(givens, options.withPace(searching), SolutionSink.NONE);
        } finally {
            if (held.compareAndSet(true, false)) {
                setUp.release();
            }
        }
    }

    /** A worker's last step: a solution or a proof that there is none ends every other worker. */
    private static SolveResult finish(SolveResult r, AtomicBoolean stop) {
        if (r.found() || r.unsolvable()) {
            stop.set(true);
        }
        return r;
    }

    /**
     * Waits for the first decisive result; when every worker ended without one (time limit, cancel), the
     * last to end. At the caller's cancel or deadline it stops waiting: with
     * more workers than cores each one runs only part of the time, so one may take long to notice the
     * stop, and the caller's time limit is the portfolio's, not the slowest worker's.
     */
    private SolveResult await(CompletionService<SolveResult> done, SolveOptions options, AtomicBoolean stop,
                              long deadline) {
        SolveResult last = null;
        int ended = 0;
        while (ended < workers) {
            Future<SolveResult> next;
            try {
                next = done.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                stop.set(true);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the portfolio", e);
            }
            if (next == null) {
                if (options.cancel() != null && options.cancel().get()) {
                    stop.set(true);
                    return new SolveResult(Outcome.CANCELLED, 0, null, 0, 0, 0, 0);
                }
                if (System.nanoTime() - deadline > 0) {
                    stop.set(true);
                    return new SolveResult(Outcome.TIMED_OUT, 0, null, 0, 0, 0, 0);
                }
                continue;
            }
            ended++;
            last = result(next);
            if (last.found() || last.unsolvable()) {
                return last;
            }
        }
        return last;
    }

    /** The result of a worker, waiting for it until {@code deadline} (by {@link System#nanoTime}); null if it has not ended by then. */
    private static SolveResult result(Future<SolveResult> run, long deadline) {
        if (deadline == Long.MAX_VALUE) {
            return result(run);
        }
        try {
            return run.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException late) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a portfolio worker", e);
        } catch (ExecutionException e) {
            throw failure(e);
        }
    }

    /** The result of a finished worker (waiting for it if needed). */
    private static SolveResult result(Future<SolveResult> run) {
        try {
            return run.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a portfolio worker", e);
        } catch (ExecutionException e) {
            throw failure(e);
        }
    }

    private static RuntimeException failure(ExecutionException e) {
        Throwable cause = e.getCause();
        return cause instanceof RuntimeException r ? r : new IllegalStateException("a portfolio worker failed", cause);
    }
}
