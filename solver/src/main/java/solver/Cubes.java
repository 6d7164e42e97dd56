package solver;

import grid.model.Cage;
import grid.model.Group;
import grid.model.RuleModel;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Cube and conquer for a first solution (Heule, Kullmann, Wieringa and Biere, "Cube and conquer", 2011):
 * the puzzle is split into sub-puzzles, its cubes, each of which also fixes a few blank cells spread over
 * the grid ({@link #split}); every value of those cells that the givens' groups and cages allow makes a
 * cube, so the cubes' solution sets are disjoint and together exactly the puzzle's. The cubes then run on
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

    /** Cubes to make when the grid allows: enough that each worker has many, few enough to each be hard. */
    static final int TARGET = 64;
    /** A split that would make more cubes than this stops one cell earlier. */
    static final int MAX_CUBES = 4096;
    /** How often the waiting caller looks at its own cancel flag and deadline. */
    private static final long POLL_MILLIS = 20;

    private final PreparedSolver inner;
    private final RuleModel rules;
    private final int workers;
    private final Duration unit;
    /** The cells of each group and cage: a cell differs from the others of every one that holds it. */
    private final int[][] houses;
    /** For each cell, which of {@link #houses} hold it. */
    private final int[][] housesOf;
    /** Blank cells are taken for splitting in this order. */
    private final int[] spread;

    /**
     * @param inner   the solver that searches each cube (shared by the workers)
     * @param rules   the rules it was prepared for (where the cells to split on and their values come from)
     * @param workers threads searching cubes at once
     * @param unit    the budget of a try whose Luby term is 1
     */
    public Cubes(PreparedSolver inner, RuleModel rules, int workers, Duration unit) {
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
        this.houses = houses(rules);
        this.housesOf = housesOf(rules.cellCount(), houses);
        this.spread = spreadOrder(rules.size());
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        rules.checkGivens(givens);
        if (options.maxSolutions() != 1) {
            return inner.solve(givens, options, sink);
        }
        List<int[]> cubes = split(givens);
        if (cubes.isEmpty()) {
            return SolveResult.contradiction();
        }
        return new Run(cubes, options).conquer(sink);
    }

    /**
     * The cubes of {@code givens}: copies of it that also fix blank cells, taken in the spread order
     * (one per box along the main diagonal, then along the other, then the rest row by row), until there
     * are at least {@link #TARGET} cubes or one more cell would make more than {@link #MAX_CUBES}. A cell
     * takes every value that no given or earlier fixed cell of its groups and cages holds. Empty when some
     * cell has no value left (then the puzzle has no solution); {@code givens} alone when it has no blank.
     */
    List<int[]> split(int[] givens) {
        List<int[]> cubes = new ArrayList<>();
        cubes.add(givens.clone());
        for (int cell : spread) {
            if (cubes.size() >= TARGET || cubes.isEmpty()) {
                break;
            }
            if (givens[cell] >= 0) {
                continue;
            }
            List<int[]> next = new ArrayList<>();
            for (int[] cube : cubes) {
                for (int v = 0; v < rules.size(); v++) {
                    if (allowed(cube, cell, v)) {
                        int[] more = cube.clone();
                        more[cell] = v;
                        next.add(more);
                    }
                }
            }
            if (next.size() > MAX_CUBES) {
                break;
            }
            cubes = next;
        }
        return cubes;
    }

    private boolean allowed(int[] cube, int cell, int value) {
        for (int h : housesOf[cell]) {
            for (int other : houses[h]) {
                if (cube[other] == value) {
                    return false;
                }
            }
        }
        return true;
    }

    /** One first-solution search over the cubes: the queue, the workers and what they found. */
    private final class Run {

        private final LinkedBlockingQueue<int[]> open;
        private final SolveOptions options;
        private final long started = System.nanoTime();
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
                    if (cancelled() || System.nanoTime() - deadline > 0) {
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
                    long budget = Math.min(unit.toNanos() * luby(number), deadline - System.nanoTime());
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
            long micros = (System.nanoTime() - started) / 1_000;
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

    /** The cells of every group and cage. */
    private static int[][] houses(RuleModel rules) {
        List<int[]> out = new ArrayList<>();
        for (Group g : rules.groups()) {
            out.add(g.cells());
        }
        for (Cage c : rules.cages()) {
            out.add(c.cells());
        }
        return out.toArray(new int[0][]);
    }

    /** For each cell, the indices into {@code houses} of those that hold it. */
    private static int[][] housesOf(int cells, int[][] houses) {
        int[] count = new int[cells];
        for (int[] house : houses) {
            for (int c : house) {
                count[c]++;
            }
        }
        int[][] out = new int[cells][];
        for (int c = 0; c < cells; c++) {
            out[c] = new int[count[c]];
        }
        Arrays.fill(count, 0);
        for (int h = 0; h < houses.length; h++) {
            for (int c : houses[h]) {
                out[c][count[c]++] = h;
            }
        }
        return out;
    }

    /**
     * Every cell of an n x n grid, spread first: one cell per box along the main diagonal (a different row
     * and column of each box), then likewise along the other diagonal, then the rest row by row.
     */
    static int[] spreadOrder(int n) {
        int k = Math.max(1, (int) Math.ceil(Math.sqrt(n)));
        int[] order = new int[n * n];
        boolean[] taken = new boolean[n * n];
        int size = 0;
        for (int diagonal = 0; diagonal < 2; diagonal++) {
            for (int b = 0; b < k; b++) {
                int r = b * k + (b + diagonal) % k;
                if (r >= n) {
                    continue;
                }
                int c = diagonal == 0 ? r : n - 1 - r;
                if (!taken[r * n + c]) {
                    taken[r * n + c] = true;
                    order[size++] = r * n + c;
                }
            }
        }
        for (int cell = 0; cell < n * n; cell++) {
            if (!taken[cell]) {
                order[size++] = cell;
            }
        }
        return order;
    }
}
