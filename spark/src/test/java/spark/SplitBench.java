package spark;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;

import java.util.List;
import java.util.Locale;

/**
 * What splitting costs, without Spark: the count of a puzzle with 14,777,136 solutions (the first 31 cells
 * of {@link Fixtures#WIKIPEDIA_GRID}) in one search, against the time {@link Split} takes to make the cubes
 * and the sum of the cubes' counts, one after another in this thread, at depths 2, 4 and 6; two rounds,
 * the first warming up. Not a test (speed is measured, never asserted):
 * {@code java -cp spark/target/sudoku-spark-local.jar:spark/target/test-classes spark.SplitBench}
 */
public final class SplitBench {

    private SplitBench() {
    }

    /** Prints one line per round and depth. */
    public static void main(String[] args) throws Exception {
        String line = Fixtures.WIKIPEDIA_GRID.substring(0, 31) + ".".repeat(50);
        RuleModel rules = OneLineFormat.rules(9);
        RuleModel model = rules.withGivens(OneLineFormat.givens(rules, line, "count31", 1));
        PreparedSolver solver = new KillerAdvancedSolver().prepare(model);
        for (int round = 1; round <= 2; round++) {
            long t0 = System.nanoTime();
            long whole = solver.solve(model.givens(), SolveOptions.all(), SolutionSink.NONE).solutions();
            double wholeSeconds = (System.nanoTime() - t0) / 1e9;
            for (int depth : new int[]{2, 4, 6}) {
                long t1 = System.nanoTime();
                List<int[]> cubes = Split.cubes(model, depth);
                long t2 = System.nanoTime();
                long sum = 0;
                for (int[] cube : cubes) {
                    sum += solver.solve(cube, SolveOptions.all(), SolutionSink.NONE).solutions();
                }
                long t3 = System.nanoTime();
                System.out.printf(Locale.ROOT, "round %d: whole %d in %.2f s; depth %d: %d cubes made in %.3f s,"
                        + " their counts add up to %d in %.2f s%n", round, whole, wholeSeconds, depth, cubes.size(),
                        (t2 - t1) / 1e9, sum, (t3 - t2) / 1e9);
            }
        }
    }
}
