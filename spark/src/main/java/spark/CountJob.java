package spark;

import grid.RuleGrid;
import grid.io.OneLineFormat;
import grid.io.TextLines;
import grid.model.RuleModel;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Registry;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

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
    public record Puzzle(String type, String solver, String name, byte[] bytes) implements Serializable {

        public Puzzle {
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
            RuleGrid grid = Registry.type(type).orElseThrow(() ->
                    new IllegalArgumentException("unknown game type " + type)).grid().get();
            grid.initGrid(TextLines.of(name, bytes));
            return grid.rules();
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
     * The number of solutions of {@code puzzle}: the sum of its {@code cubes}' counts, counted in
     * {@code partitions} tasks.
     *
     * @param cubes the cubes of {@link Split} for this puzzle, which partition its solutions
     * @param probe called as each task starts
     */
    public static long count(JavaSparkContext sc, Puzzle puzzle, List<int[]> cubes, int partitions, TaskProbe probe) {
        Broadcast<Puzzle> shared = sc.broadcast(puzzle);
        return slices(sc, cubes, partitions, probe)
                .mapPartitions(part -> {
                    PreparedSolver solver = shared.value().prepare().solver();
                    long total = 0;
                    while (part.hasNext()) {
                        total += complete(solver.solve(part.next(), SolveOptions.all(), SolutionSink.NONE));
                    }
                    return List.of(total).iterator();
                }, true)
                .fold(0L, Long::sum);
    }

    /**
     * The solutions of {@code puzzle}, one line each in the one-line form ({@link OneLineFormat}), as an RDD
     * whose partitions hold the solutions of consecutive cubes, in the solver's order. A task holds the
     * solutions of one cube at a time in memory: a deeper split makes smaller cubes.
     */
    public static JavaRDD<String> solutions(JavaSparkContext sc, Puzzle puzzle, List<int[]> cubes, int partitions,
                                            TaskProbe probe) {
        Broadcast<Puzzle> shared = sc.broadcast(puzzle);
        return slices(sc, cubes, partitions, probe)
                .mapPartitions(part -> new FlatSolutions(shared.value().prepare(), part), true);
    }

    /** The solutions of a partition's cubes, one cube solved at a time as the lines are taken. */
    private static final class FlatSolutions implements Iterator<String> {
        private final RuleModel model;
        private final PreparedSolver solver;
        private final Iterator<int[]> cubes;
        private Iterator<String> current = List.<String>of().iterator();

        FlatSolutions(Prepared prepared, Iterator<int[]> cubes) {
            this.model = prepared.model();
            this.solver = prepared.solver();
            this.cubes = cubes;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext() && cubes.hasNext()) {
                List<String> lines = new ArrayList<>();
                complete(solver.solve(cubes.next(), SolveOptions.all(), cells -> {
                    lines.add(OneLineFormat.format(model, cells));
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
