package solver;

import grid.FPuzzlesGrid;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Measures {@code advanced} on every f-puzzle of {@code puzzles/fpuzzles} that has a solution (not a test):
 * per puzzle, the thread CPU time of preparing and solving it to its first solution, the median of
 * {@code runs} runs after one untimed run of the whole set (so the JIT has compiled the search); each
 * answer is checked by the rules. Arguments: runs per puzzle (default 5), then optionally another folder
 * of puzzles with their solutions (to compare builds on the puzzles both read). Prints one line a puzzle,
 * in name order, and the slowest.
 */
public final class FPuzzlesBench {

    private FPuzzlesBench() {
    }

    public static void main(String[] args) throws IOException {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path dir = args.length > 1 ? Path.of(args[1]) : Files.isDirectory(Path.of("puzzles", "fpuzzles"))
                ? Path.of("puzzles", "fpuzzles") : Path.of("..", "puzzles", "fpuzzles");
        List<String> stems;
        try (Stream<Path> files = Files.list(dir)) {
            stems = files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".solution"))
                    .map(f -> f.substring(0, f.length() - ".solution".length())).sorted().toList();
        }
        RuleModel[] models = new RuleModel[stems.size()];
        for (int i = 0; i < models.length; i++) {
            FPuzzlesGrid grid = new FPuzzlesGrid();
            grid.initGrid(dir.resolve(stems.get(i) + ".json").toString());
            models[i] = grid.rules();
        }
        for (RuleModel m : models) {
            solveOnce(m);
        }
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        double[] ms = new double[models.length];
        for (int i = 0; i < models.length; i++) {
            double[] times = new double[runs];
            for (int r = 0; r < runs; r++) {
                long t0 = bean.getCurrentThreadCpuTime();
                solveOnce(models[i]);
                times[r] = (bean.getCurrentThreadCpuTime() - t0) / 1e6;
            }
            Arrays.sort(times);
            ms[i] = times[runs / 2];
            System.out.printf(Locale.ROOT, "%-58s %9.1f ms (runs %.1f .. %.1f)%n", stems.get(i), ms[i], times[0],
                    times[runs - 1]);
        }
        int worst = 0;
        for (int i = 1; i < ms.length; i++) {
            worst = ms[i] > ms[worst] ? i : worst;
        }
        System.out.printf(Locale.ROOT, "%d puzzles; slowest %s, %.1f ms%n", ms.length, stems.get(worst), ms[worst]);
    }

    private static void solveOnce(RuleModel model) {
        SolveResult result = new KillerAdvancedSolver().prepare(model).solve(model.givens(), SolveOptions.firstSolution(),
                SolutionSink.NONE);
        if (result.solution() == null || !RuleChecker.isSolution(model, result.solution())) {
            throw new IllegalStateException("no valid answer");
        }
    }
}
