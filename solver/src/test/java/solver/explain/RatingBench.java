package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The rating of {@link Explainer} over the first puzzles of each public 9x9 set (not a test): how many
 * puzzles rate at each level, how many logic finishes, the mean ER and the time per explanation (median
 * and worst). Reads the data folder named by {@code -Dbench.data=DIR}; says so and exits 0 without it.
 * Argument: puzzles per set (default 1000).
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
        System.out.print("| set | puzzles | finished |");
        for (int l = 1; l < Rating.LEVELS.size(); l++) {
            System.out.print(" " + Rating.LEVELS.get(l) + " |");
        }
        System.out.println(" mean ER | median ms | worst ms |");
        System.out.println("|---|---:|---:|" + "---:|".repeat(Rating.LEVELS.size() - 1) + "---:|---:|---:|");
        for (String name : List.of("puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles7_serg_benchmark",
                "puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106")) {
            int[] levels = new int[Rating.LEVELS.size()];
            int finished = 0;
            double er = 0;
            List<Double> times = new java.util.ArrayList<>();
            for (RuleModel puzzle : OneLineFormat.readSet(Path.of(dir, "sudoku9", name), first)) {
                long t0 = System.nanoTime();
                Explainer.HandSolution h = Explainer.explain(puzzle);
                times.add((System.nanoTime() - t0) / 1e6);
                levels[h.level()]++;
                finished += h.solved() ? 1 : 0;
                er += h.er();
            }
            java.util.Collections.sort(times);
            int count = times.size();
            System.out.printf(Locale.ROOT, "| %s | %d | %d |", name, count, finished);
            for (int l = 1; l < levels.length; l++) {
                System.out.print(" " + levels[l] + " |");
            }
            System.out.printf(Locale.ROOT, " %.2f | %.2f | %.1f |%n", er / count, times.get(count / 2),
                    times.get(count - 1));
        }
    }
}
