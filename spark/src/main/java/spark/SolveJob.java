package spark;

import org.apache.spark.FutureAction;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.rdd.RDD;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;
import solver.api.Outcome;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Cubes;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A first solution of one hard puzzle by cube and conquer on Spark: the driver splits the puzzle into
 * cubes ({@link solver.catalog.CubeSplit}), each task conquers its share of them as {@link Cubes} does on one
 * machine (tries with Luby-growing budgets, one worker per task), and the first task to return an answer
 * makes the driver cancel the rest of the job, so no executor goes on searching a puzzle already solved.
 * When every task has exhausted its cubes there is no solution.
 */
public final class SolveJob {

    /** Budget of a try whose Luby term is 1. */
    static final Duration UNIT = Duration.ofMillis(100);

    private SolveJob() {
    }

    /**
     * What the job found.
     *
     * @param solution the answer (symbol indices), or null
     * @param tasks    tasks that ended before the job did (the winner and those that exhausted their cubes)
     * @param of       tasks in the job
     */
    public record Answer(int[] solution, int tasks, int of) {

        public Answer {
            solution = solution == null ? null : solution.clone();
        }

        @Override
        public int[] solution() {
            return solution == null ? null : solution.clone();
        }

        /** True when an answer was found. */
        public boolean found() {
            return solution != null;
        }
    }

    /** What one task did with its cubes: an answer, or the proof that they hold none. */
    private record TaskEnd(int[] solution, boolean exhausted) implements Serializable {
    }

    /**
     * Searches {@code cubes} of {@code puzzle} for a first answer in {@code partitions} tasks; cancels the
     * job at the first one.
     *
     * @param cubes the cubes of {@link solver.catalog.CubeSplit} for this puzzle, which cover its search
     * @param seed  the seed of the first try of each task (tries count up from it)
     * @param probe called as each task starts
     * @throws SparkException when the job fails past Spark's retries
     */
    public static Answer solve(JavaSparkContext sc, CountJob.PuzzleFile puzzle, List<int[]> cubes, int partitions,
                               long seed, TaskProbe probe) throws SparkException {
        Broadcast<CountJob.PuzzleFile> shared = sc.broadcast(puzzle);
        RDD<int[]> slices = CountJob.slices(sc, cubes, partitions, probe).rdd();
        int tasks = slices.getNumPartitions();
        AtomicReference<int[]> winner = new AtomicReference<>();
        AtomicInteger ended = new AtomicInteger();
        String group = "solve " + System.nanoTime();
        sc.setJobGroup(group, "first answer of " + puzzle.name(), true);
        Function1<scala.collection.Iterator<int[]>, TaskEnd> conquer = (Function1<scala.collection.Iterator<int[]>, TaskEnd>
                & Serializable) part -> conquer(shared.value(), CollectionConverters.asJava(part), seed);
        Function2<Object, TaskEnd, BoxedUnit> arrived = (index, end) -> {
            ended.incrementAndGet();
            if (end.solution() != null && winner.compareAndSet(null, end.solution())) {
                sc.cancelJobGroup(group);
            }
            return BoxedUnit.UNIT;
        };
        Function0<BoxedUnit> done = () -> BoxedUnit.UNIT;
        List<Object> all = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            all.add(i);
        }
        FutureAction<BoxedUnit> job = sc.sc().submitJob(slices, conquer, CollectionConverters.asScala(all).toSeq(),
                arrived, done);
        try {
            job.get();
        } catch (Exception e) {
            // a job cancelled for its answer ends with an exception too; any other end is the job's failure
            if (winner.get() == null) {
                sc.cancelJobGroup(group);
                throw e instanceof SparkException s ? s : new SparkException(String.valueOf(e.getMessage()), e);
            }
        } finally {
            sc.clearJobGroup();
        }
        return new Answer(winner.get(), ended.get(), tasks);
    }

    /** One task: its cubes conquered on this executor until an answer, the proof of none, or a kill. */
    private static TaskEnd conquer(CountJob.PuzzleFile puzzle, Iterator<int[]> part, long seed) {
        CountJob.Prepared prepared;
        try {
            prepared = puzzle.prepare();
        } catch (IOException e) {
            // the driver read the same bytes before the job: this is no bad input but a failing executor
            throw new UncheckedIOException(e);
        }
        List<int[]> mine = new ArrayList<>();
        part.forEachRemaining(mine::add);
        Cubes cubes = new Cubes(prepared.solver(), prepared.model(), 1, UNIT);
        SolveResult r = cubes.conquer(mine, SolveOptions.firstSolution().withSeed(seed), SolutionSink.NONE);
        return new TaskEnd(r.solution(), r.outcome() == Outcome.EXHAUSTED && !r.found());
    }
}
