package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The rating of {@link Explainer} over the first puzzles of each public 9x9 set (not a test): how many
 * puzzles rate at each level, the mean level, and the time per explanation. Reads the data folder named
 * by {@code -Dbench.data=DIR}; says so and exits 0 without it. Argument: puzzles per set (default 1000).
 */
public final class RatingBench {

    private RatingBench() {
    }

    public static void main(String[] args) throws IOException {
        String dir = System.getProperty("bench.data");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            System.out.println("RatingBench: no data folder " + (dir == null ? "given" : dir)
                    + " (-Dbench.data=DIR names the folder of the benchmark sets); nothing to measure.");
            return;
        }
        int first = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        RuleModel rules = OneLineFormat.rules(9);
        PreparedSolver solver = new KillerAdvancedSolver().prepare(rules);
        System.out.println("| set | puzzles | easy | medium | hard | expert | trial | mean level | ms per puzzle |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String name : List.of("puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles7_serg_benchmark",
                "puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106")) {
            int[] levels = new int[6];
            int count = 0;
            long nanos = 0;
            for (RuleModel puzzle : OneLineFormat.readSet(Path.of(dir, "sudoku9", name), first)) {
                int[] solution = solver.solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
                long t0 = System.nanoTime();
                levels[Explainer.explain(puzzle, Explainer.Settings.logic().withTrial(solution)).level()]++;
                nanos += System.nanoTime() - t0;
                count++;
            }
            double mean = 0;
            for (int l = 1; l <= 5; l++) {
                mean += l * levels[l];
            }
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d | %.2f | %.2f |%n", name, count, levels[1],
                    levels[2], levels[3], levels[4], levels[5], mean / count, nanos / 1e6 / count);
        }
    }
}
