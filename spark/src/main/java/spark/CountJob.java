package spark;

import grid.RuleGrid;
import grid.io.OneLineFormat;
import grid.io.TextLines;
import grid.model.RuleModel;
import org.apache.spark.FutureAction;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.rdd.RDD;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Registry;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Counting and enumerating the solutions of one puzzle by splitting its search ({@link Split}): the
 * driver unrolls the first levels into cubes, the executors count (or list) the solutions of their cubes
 * with the project's solver, prepared once per partition, and the driver adds the counts up.
 */
public final class CountJob {

    private CountJob() {
    }

    /**
     * A puzzle file as read: its type, its name (for messages) and its bytes, which each executor parses
     * itself with the type's reader, as the tester does.
     *
     * @param type   a game type of the {@link Registry}
     * @param solver a solver of that type
     * @param name   the file's name
     * @param bytes  the file's contents
     */
    public record PuzzleFile(String type, String solver, String name, byte[] bytes) implements Serializable {

        public PuzzleFile {
            bytes = bytes.clone();
        }

        @Override
        public byte[] bytes() {
            return bytes.clone();
        }

        /**
         * The puzzle's rules and givens, read by its type's grid.
         *
         * @throws IOException naming the file and what was expected, if it does not parse
         */
        public RuleModel model() throws IOException {
            return grid().rules();
        }

        /**
         * The rules the givens already break, in the tester's words ({@link RuleGrid#givenClashes}): empty
         * unless the puzzle has no solution for a reason a person can see at once.
         */
        public List<String> clashes() throws IOException {
            return grid().givenClashes();
        }

        private RuleGrid grid() throws IOException {
            RuleGrid grid = Registry.type(type).orElseThrow(() ->
                    new IllegalArgumentException("unknown game type " + type)).grid().get();
            grid.initGrid(TextLines.of(name, bytes));
            return grid;
        }

        /** The model and the solver prepared for it: once per task, for all the task's cubes. */
        Prepared prepare() throws IOException {
            RuleModel model = model();
            return new Prepared(model, Registry.solver(type, solver).orElseThrow(() ->
                    new IllegalArgumentException("no solver " + solver + " for " + type)).solver().get().prepare(model));
        }
    }

    /** A task's puzzle and solver. */
    record Prepared(RuleModel model, PreparedSolver solver) {
    }

    /** The cubes in {@code partitions} slices (at most one per cube), each slice's task started with {@code probe}. */
    static JavaRDD<int[]> slices(JavaSparkContext sc, List<int[]> cubes, int partitions, TaskProbe probe) {
        return sc.parallelize(cubes, Math.max(1, Math.min(partitions, cubes.size())))
                .mapPartitions(part -> {
                    probe.enterTask();
                    return part;
                }, true);
    }

    /**
     * Where a count may stop short of the whole search: once {@code limit} solutions are counted, or at
     * {@code deadlineMillis} (the driver's wall clock, {@link System#currentTimeMillis}).
     */
    public record Bounds(long limit, long deadlineMillis) implements Serializable {
        /** No bound: the whole search. */
        public static final Bounds NONE = new Bounds(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Why a count ended. */
    public enum End {
        /** Every cube was searched to its end: the count is exact. */
        COMPLETE,
        /** The solution limit was reached: there are at least that many. */
        LIMIT,
        /** The deadline passed first. */
        TIME,
        /** The interrupt flag was set (Ctrl-C). */
        INTERRUPTED
    }

    /**
     * A count as it ended, or as it stands while it runs: the solutions counted by the tasks that finished
     * (a lower bound unless {@link End#COMPLETE}), and how many of the job's tasks finished.
     */
    public record Counted(long solutions, End end, int tasksDone, int tasks) {
    }

    /** What one task counted: its cubes' solutions, and whether it searched them all to the end. */
    private record Tally(long solutions, boolean complete) implements Serializable {
    }

    /** The whole count: {@link #count(JavaSparkContext, PuzzleFile, List, int, TaskProbe, Bounds, AtomicBoolean, Consumer)} with no bound. */
    public static long count(JavaSparkContext sc, PuzzleFile puzzle, List<int[]> cubes, int partitions, TaskProbe probe)
            throws SparkException {
        return count(sc, puzzle, cubes, partitions, probe, Bounds.NONE, new AtomicBoolean(), c -> { }).solutions();
    }

    /**
     * Counts the solutions of {@code puzzle}, the sum of its {@code cubes}' counts, in {@code partitions}
     * tasks whose results the driver adds up as they arrive. Each task stops at the bounds itself, and the
     * driver cancels the job when the limit is reached overall, at the deadline, or when {@code interrupt}
     * is set; what the finished tasks counted is then the answer, as a lower bound.
     *
     * @param cubes    the cubes of {@link Split} for this puzzle, which partition its solutions
     * @param probe    called as each task starts
     * @param progress told of the count as it stands each time a task ends
     * @throws SparkException when the job fails past Spark's retries, or is cancelled from elsewhere
     */
    public static Counted count(JavaSparkContext sc, PuzzleFile puzzle, List<int[]> cubes, int partitions, TaskProbe probe,
                                Bounds bounds, AtomicBoolean interrupt, Consumer<Counted> progress)
            throws SparkException {
        Broadcast<PuzzleFile> shared = sc.broadcast(puzzle);
        RDD<int[]> slices = slices(sc, cubes, partitions, probe).rdd();
        int tasks = slices.getNumPartitions();
        AtomicLong total = new AtomicLong();
        AtomicInteger done = new AtomicInteger();
        AtomicBoolean cut = new AtomicBoolean();
        String group = "count " + System.nanoTime();
        sc.setJobGroup(group, "count of " + puzzle.name(), true);
        Function1<scala.collection.Iterator<int[]>, Tally> countTask = (Function1<scala.collection.Iterator<int[]>, Tally>
                & Serializable) part -> tally(shared.value(), CollectionConverters.asJava(part), bounds);
        Function2<Object, Tally, BoxedUnit> arrived = (index, tally) -> {
            long sum = total.addAndGet(tally.solutions());
            if (!tally.complete()) {
                cut.set(true);
            }
            progress.accept(new Counted(sum, End.COMPLETE, done.incrementAndGet(), tasks));
            return BoxedUnit.UNIT;
        };
        Function0<BoxedUnit> nothing = () -> BoxedUnit.UNIT;
        List<Object> all = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            all.add(i);
        }
        FutureAction<BoxedUnit> job = sc.sc().submitJob(slices, countTask, CollectionConverters.asScala(all).toSeq(),
                arrived, nothing);
        End stop = null;
        try {
            while (stop == null && !job.isCompleted()) {
                stop = total.get() >= bounds.limit() ? End.LIMIT : interrupt.get() ? End.INTERRUPTED
                        : System.currentTimeMillis() >= bounds.deadlineMillis() ? End.TIME : null;
                if (stop == null) {
                    pause();
                }
            }
            if (stop != null) {
                sc.cancelJobGroup(group);
            }
            try {
                job.get();
            } catch (Exception e) {
                // A job this method cancelled ends with an exception too; so does one that Ctrl-C's shutdown
                // stopped. Any other end is the job's failure.
                if (stop == null && interrupt.get()) {
                    stop = End.INTERRUPTED;
                }
                if (stop == null) {
                    throw e instanceof SparkException s ? s : new SparkException(String.valueOf(e.getMessage()), e);
                }
            }
        } finally {
            sc.clearJobGroup();
        }
        if (stop == null) {
            // Every task ended; one that stopped at the bounds itself makes the count a lower bound.
            stop = !cut.get() ? End.COMPLETE : total.get() >= bounds.limit() ? End.LIMIT : End.TIME;
        }
        return new Counted(total.get(), stop, done.get(), tasks);
    }

    /** A short wait of the driver between looks at the running count. */
    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the count", e);
        }
    }

    /** One task: its cubes counted on this executor, each search bounded by what is left of the bounds. */
    private static Tally tally(PuzzleFile puzzle, Iterator<int[]> cubes, Bounds bounds) {
        PreparedSolver solver;
        try {
            solver = puzzle.prepare().solver();
        } catch (IOException e) {
            // the driver read the same bytes before the job: this is no bad input but a failing executor
            throw new UncheckedIOException(e);
        }
        long total = 0;
        while (cubes.hasNext()) {
            SolveOptions options = SolveOptions.upTo(bounds.limit() == Long.MAX_VALUE ? Long.MAX_VALUE
                    : bounds.limit() - total);
            if (bounds.deadlineMillis() != Long.MAX_VALUE) {
                long left = bounds.deadlineMillis() - System.currentTimeMillis();
                if (left <= 0) {
                    return new Tally(total, false);
                }
                options = options.withTimeout(Duration.ofMillis(left));
            }
            SolveResult r = solver.solve(cubes.next(), options, SolutionSink.NONE);
            total += r.solutions();
            if (r.outcome() != Outcome.EXHAUSTED) {
                return new Tally(total, false);
            }
        }
        return new Tally(total, true);
    }

    /**
     * The solutions of {@code puzzle}, one line each, as an RDD whose partitions hold the solutions of
     * consecutive cubes, in the solver's order. A line is the one-line form ({@link OneLineFormat}) where
     * that form reads back as the same symbols (sides 4 to 36 on its own symbols), else the n*n symbol
     * values separated by commas, row after row, which any symbols survive. A task holds the solutions of
     * one cube at a time in memory: a deeper split makes smaller cubes.
     */
    public static JavaRDD<String> solutions(JavaSparkContext sc, PuzzleFile puzzle, List<int[]> cubes, int partitions,
                                            TaskProbe probe) {
        Broadcast<PuzzleFile> shared = sc.broadcast(puzzle);
        return slices(sc, cubes, partitions, probe)
                .mapPartitions(part -> new FlatSolutions(shared.value().prepare(), part), true);
    }

    /** True when the one-line form of a grid of {@code model} reads back as the same symbols. */
    public static boolean oneLineRoundTrips(RuleModel model) {
        try {
            return Arrays.equals(OneLineFormat.rules(model.size()).symbols(), model.symbols());
        } catch (IllegalArgumentException notASideOfTheForm) {
            return false;
        }
    }

    /** A solution as one line: the one-line form when it round-trips, else comma-separated values. */
    static String line(RuleModel model, int[] cells, boolean oneLine) {
        if (oneLine) {
            return OneLineFormat.format(model, cells);
        }
        StringBuilder sb = new StringBuilder(cells.length * 3);
        for (int c = 0; c < cells.length; c++) {
            sb.append(c > 0 ? "," : "").append(model.symbol(cells[c]));
        }
        return sb.toString();
    }

    /** The solutions of a partition's cubes, one cube solved at a time as the lines are taken. */
    private static final class FlatSolutions implements Iterator<String> {
        private final RuleModel model;
        private final PreparedSolver solver;
        private final Iterator<int[]> cubes;
        private final boolean oneLine;
        private Iterator<String> current = List.<String>of().iterator();

        FlatSolutions(Prepared prepared, Iterator<int[]> cubes) {
            this.model = prepared.model();
            this.solver = prepared.solver();
            this.cubes = cubes;
            this.oneLine = oneLineRoundTrips(model);
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext() && cubes.hasNext()) {
                List<String> lines = new ArrayList<>();
                complete(solver.solve(cubes.next(), SolveOptions.all(), cells -> {
                    lines.add(line(model, cells, oneLine));
                    return true;
                }));
                current = lines.iterator();
            }
            return current.hasNext();
        }

        @Override
        public String next() {
            hasNext();
            return current.next();
        }
    }

    /** The count of a finished search; any other end would make the sum wrong, so it fails the task. */
    private static long complete(SolveResult r) {
        if (r.outcome() != Outcome.EXHAUSTED) {
            throw new IllegalStateException("a cube's search ended with " + r.outcome() + " after " + r.solutions()
                    + " solutions, not with the whole space searched");
        }
        return r.solutions();
    }
}
