package solver;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.catalog.TrueCandidates;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Measures {@link TrueCandidates} with {@code advanced} (not a test): per puzzle, the thread CPU time
 * of settling every candidate, on the first puzzles of the forum-hardest 9x9 set and the Gecode 16x16
 * set. Reads the data folder named by {@code -Dbench.data=DIR}; says so and exits 0 without it.
 * Arguments: puzzles per set (default 500 and 55). Every set is run once untimed first, so the JIT has
 * compiled the search.
 */
public final class CandidatesBench {

    private CandidatesBench() {
    }

    public static void main(String[] args) throws IOException {
        String dir = System.getProperty("bench.data");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            System.out.println("CandidatesBench: no data folder " + (dir == null ? "given" : dir)
                    + " (-Dbench.data=DIR names the folder of the benchmark sets); nothing to measure.");
            return;
        }
        int nine = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int sixteen = args.length > 1 ? Integer.parseInt(args[1]) : 55;
        run(Path.of(dir, "sudoku9", "puzzles5_forum_hardest_1905_11+"), "forum hardest 1905_11+", nine);
        run(Path.of(dir, "large", "gecode_sudoku_16x16.txt"), "Gecode 16x16", sixteen);
    }

    private static void run(Path file, String label, int first) throws IOException {
        List<int[]> puzzles = new ArrayList<>();
        List<RuleModel> set = OneLineFormat.readSet(file, first);
        for (RuleModel puzzle : set) {
            puzzles.add(puzzle.givens());
        }
        // Every puzzle of a set has the same side, so one prepared solver serves them all.
        RuleModel rules = set.get(0);
        PreparedSolver solver = new KillerAdvancedSolver().prepare(rules);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long[] micros = new long[puzzles.size()];
        long searches = 0;
        for (int round = 0; round < 2; round++) {
            searches = 0;
            for (int i = 0; i < puzzles.size(); i++) {
                long t0 = cpu.getCurrentThreadCpuTime();
                TrueCandidates.Result r = TrueCandidates.of(solver, puzzles.get(i), rules.size(), SolveOptions.firstSolution());
                micros[i] = (cpu.getCurrentThreadCpuTime() - t0) / 1000;
                searches += r.searches();
                if (r.status() != TrueCandidates.Status.COMPLETE) {
                    throw new IllegalStateException(label + " #" + (i + 1) + ": " + r.status());
                }
            }
        }
        long[] sorted = micros.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%s (%d): candidates per puzzle, CPU ms: median %.2f, p90 %.2f, max %.2f;"
                        + " %.1f searches a puzzle%n", label, sorted.length, sorted[sorted.length / 2] / 1e3,
                sorted[(int) Math.ceil(sorted.length * 0.9) - 1] / 1e3, sorted[sorted.length - 1] / 1e3,
                (double) searches / sorted.length);
    }
}
