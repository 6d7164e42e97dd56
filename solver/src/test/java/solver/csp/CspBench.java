package solver.csp;

import grid.DutchMiracleGrid;
import grid.FutoshikiGrid;
import grid.KropkiGrid;
import grid.RuleGrid;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.CspSolver;

import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Benchmark (not a test): nodes, backtracks and time of the naive, backtracking, forward-checking and
 * AC-3 solvers on every Kropki, Futoshiki and Dutch Miracle puzzle under the project's {@code puzzles/}
 * folder, counting every solution (so the times include proving there is no other). Prints a Markdown
 * table. Each search is cut off after {@code --timeout} seconds (default 120) and marked so.
 *
 * <p>Run from the project root after {@code mvn -q -B test-compile -pl solver -am}:
 * {@code java -cp solver/target/classes:solver/target/test-classes:grid/target/classes solver.csp.CspBench}
 * (options: {@code --puzzles DIR}, {@code --timeout SECONDS}, {@code --first} to stop at the first
 * solution). Timings are single runs: compare within one run only.
 */
public final class CspBench {

    private record Kind(String folder, Supplier<RuleGrid> grid, String prefix) {
    }

    private CspBench() {
    }

    public static void main(String[] args) throws IOException {
        String root = "puzzles";
        long timeout = 120;
        boolean first = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--puzzles" -> root = args[++i];
                case "--timeout" -> timeout = Long.parseLong(args[++i]);
                case "--first" -> first = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        File dir = new File(root);
        if (!dir.isDirectory()) {
            System.err.println("no puzzles folder at " + dir.getAbsolutePath() + " (run from the project root or pass --puzzles)");
            System.exit(2);
        }
        List<Kind> kinds = List.of(new Kind("kropki", KropkiGrid::new, "Input"),
                new Kind("kropki", KropkiGrid::new, "Sample_Input"),
                new Kind("futoshiki", FutoshikiGrid::new, "Input"),
                new Kind("dutch", DutchMiracleGrid::new, "input"));
        List<Supplier<SudokuSolver>> solvers = List.of(CspSolver::naive, CspSolver::backtracking,
                CspSolver::forwardChecking, CspSolver::ac3);
        SolveOptions options = (first ? SolveOptions.firstSolution() : SolveOptions.all())
                .withTimeout(Duration.ofSeconds(timeout));
        System.out.println("| puzzle | solver | solutions | nodes | backtracks | ms |");
        System.out.println("|---|---|---:|---:|---:|---:|");
        for (Kind kind : kinds) {
            File[] files = new File(dir, kind.folder()).listFiles((d, name) -> name.startsWith(kind.prefix())
                    && !name.contains("solution"));
            if (files == null) {
                continue;
            }
            Arrays.sort(files);
            for (File f : files) {
                RuleGrid grid = kind.grid().get();
                grid.initGrid(f.getPath());
                RuleModel model = grid.rules();
                for (Supplier<SudokuSolver> s : solvers) {
                    SudokuSolver solver = s.get();
                    PreparedSolver prepared = solver.prepare(model);
                    SolutionSink check = cells -> {
                        if (!RuleChecker.isSolution(model, cells)) {
                            throw new IllegalStateException(solver.name() + " returned a non-solution for " + f);
                        }
                        return true;
                    };
                    SolveResult r = prepared.solve(model.givens(), options, check);
                    System.out.printf(Locale.ROOT, "| %s/%s | %s | %s | %,d | %,d | %,.1f |%n", kind.folder(),
                            f.getName(), solver.name(), r.solutions() + outcome(r), r.nodes(), r.backtracks(),
                            r.micros() / 1000.0);
                }
            }
        }
    }

    private static String outcome(SolveResult r) {
        return switch (r.outcome()) {
            case EXHAUSTED -> "";
            case LIMIT -> " (first)";
            case TIMED_OUT -> " (timed out)";
            case CANCELLED -> " (cancelled)";
        };
    }
}
