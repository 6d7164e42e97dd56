package tester.bench;

import cli.ExitCode;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.model.RuleChecker;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.catalog.Registry;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench}: the project's benchmark command. Runs solvers over the benchmark data sets on one thread,
 * after a warm-up pass, and prints a Markdown table: puzzles/second, per-puzzle median / p90 / max, and
 * the ratio to the first solver listed (the peer, measured in the same run). Every answer is checked
 * by the rules, and against the published solution where the set has one, after the clock stops.
 * With {@code --plot FILE.svg} it also draws the puzzles/second of every row as a bar chart
 * ({@link BenchPlot}); with {@code --markdown FILE} it also writes the table to a file. Both files are
 * written after the run by the rules of {@link OutputFiles} (a regular file replaced atomically, a link
 * followed, a FIFO or device written directly); a name that cannot be written is refused before it.
 *
 * <pre>
 * java -jar tester/target/sudoku.jar bench --data DIR [--sets 17clue,hardest1905,...]
 *      [--solvers advanced,dancing,...] [--first N] [--limit K] [--timeout S] [--budget S]
 *      [--plot FILE.svg] [--markdown FILE.md]
 * </pre>
 */
public final class Bench {

    /**
     * What to measure.
     *
     * @param data     the folder holding {@code sudoku9/}, {@code large/} and {@code killer/}; null when
     *                 every set asked for is generated
     * @param sets     data set names, from {@link #SETS}
     * @param solvers  solver names; the first is the peer the others are compared with
     * @param first    puzzles per set (0: the set's standard slice)
     * @param limit    solutions looked for per puzzle (2 also proves uniqueness)
     * @param timeout  limit per puzzle
     * @param budget   seconds per set and solver, after the warm-up
     * @param plot     SVG bar chart to write, or null
     * @param markdown copy of the table to write, or null
     */
    public record Settings(Path data, List<String> sets, List<String> solvers, int first, long limit,
                           Duration timeout, double budget, String plot, String markdown) {
    }

    /** The data sets the bench knows, in the order it runs them. */
    public static final List<String> SETS = DataSets.NAMES;

    /** Whether the set is read from the data folder; the generated sets are made from their seeds. */
    public static boolean needsData(String set) {
        return DataSets.needsData(set);
    }

    private final Settings settings;
    private final List<String> sets;
    private final List<String> solvers;
    private final int first;
    private final long limit;
    private final Duration timeout;
    private final double budgetSeconds;
    private final String plot;
    private final String markdown;

    private final PrintStream out;
    private final PrintStream err;

    public Bench(Settings settings, PrintStream out, PrintStream err) {
        this.settings = settings;
        this.sets = settings.sets();
        this.solvers = settings.solvers();
        this.first = settings.first();
        this.limit = settings.limit();
        this.timeout = settings.timeout();
        this.budgetSeconds = settings.budget();
        this.plot = settings.plot();
        this.markdown = settings.markdown();
        this.out = out;
        this.err = err;
    }

    /**
     * Runs the measurements and returns the exit code: 2 when the data folder does not exist, when an
     * output would replace a data set file, or when a set or a solver asked for could not be measured (the
     * table keeps what was; with nothing measured no file is written), 4 when a file asked for could not be
     * written.
     */
    public int run() {
        Path dir = settings.data();
        if (sets.stream().anyMatch(DataSets::needsData) && !Files.isDirectory(dir)) {
            err.println("error: " + dir + ": no such folder; --data names the folder that holds the data sets"
                    + " (sudoku9/, large/, killer/; see the README, Benchmarks)");
            return ExitCode.BAD_INPUT;
        }
        for (String file : new String[]{markdown, plot}) {
            String problem = file == null ? null : DataSets.overwrites(dir, sets, file);
            if (problem != null) {
                err.println("error: " + problem);
                return ExitCode.BAD_INPUT;
            }
        }
        return execute(dir);
    }

    private int execute(Path dir) {
        StringBuilder table = new StringBuilder();
        List<BenchPlot.Bar> bars = new ArrayList<>();
        line(table, "| set | solver | puzzles | solved | wrong | timed out | puzzles/s | median ms | p90 ms | max ms | ratio to peer |");
        line(table, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        int asked = sets.size() * solvers.size();
        int measured = 0;
        for (String name : sets) {
            DataSets.DataSet set;
            try {
                set = DataSets.load(dir, name, first);
            } catch (IOException e) {
                err.println("error: " + name + ": cannot read " + DataSets.describe(e) + "; set skipped");
                continue;
            }
            if (set.items().isEmpty()) {
                err.println("error: " + name + ": the set holds no puzzle; set skipped");
                continue;
            }
            double peer = -1;
            String peerName = null;
            for (String solverName : solvers) {
                String type = set.items().get(0).model().variant();
                var entry = Registry.solver(type, solverName);
                if (entry.isEmpty()) {
                    err.println("skipping " + name + " with " + solverName + ": this build has no solver '"
                            + solverName + "' for " + type + " puzzles ("
                            + String.join(", ", Registry.solverNames(type)) + ")");
                    continue;
                }
                Row row = measure(set, entry.get().solver().get());
                if (row == null) {
                    continue;
                }
                double rate = row.rate();
                String ratio;
                if (peer < 0) {
                    peer = rate;
                    peerName = solverName;
                    ratio = "1 (peer)";
                } else {
                    ratio = String.format(Locale.ROOT, "%.3g vs %s", rate / peer, peerName);
                }
                line(table, String.format(Locale.ROOT, "| %s | %s | %d | %d | %d | %d | %.1f | %.3f | %.3f | %.3f | %s |",
                        set.description(), solverName, row.done, row.solved, row.wrong, row.timedOut, rate,
                        row.percentile(0.5), row.percentile(0.9), row.percentile(1.0), ratio));
                bars.add(new BenchPlot.Bar(set.description(), solverName, rate, row.solved == row.done));
                measured++;
            }
        }
        if (measured == 0) {
            err.println("error: nothing was measured: every set and solver asked for was skipped (see above);"
                    + " no file written");
            return ExitCode.BAD_INPUT;
        }
        int written = writeFiles(table.toString(), bars);
        if (measured < asked) {
            err.println("error: " + (asked - measured) + " of " + asked + " set and solver pairs asked for were"
                    + " skipped (see above); the table has the others");
            return written == ExitCode.SOLVED ? ExitCode.BAD_INPUT : written;
        }
        return written;
    }

    /** Prints one table line now (a long run shows its progress) and keeps it for {@code --markdown}. */
    private void line(StringBuilder table, String text) {
        out.println(text);
        out.flush();
        table.append(text).append('\n');
    }

    /** Writes the {@code --markdown} and {@code --plot} files asked for; the exit code. */
    private int writeFiles(String table, List<BenchPlot.Bar> bars) {
        boolean ok = true;
        if (markdown != null) {
            ok = write(markdown, table);
        }
        if (plot != null) {
            String title = "Sudoku solvers: throughput per data set";
            String note = limit == 1 ? "time to the first solution"
                    : "each search stops at " + limit + " solutions or when it has found them all";
            ok &= write(plot, new BenchPlot(bars).svg(title, note));
        }
        return ok ? ExitCode.SOLVED : ExitCode.WRITE_FAILED;
    }

    /** Writes one output file by the rules of {@link OutputFiles}; false (with a message) if it cannot be written. */
    private boolean write(String file, String text) {
        try {
            OutputFiles.write(file, text, out);
            err.println("wrote " + file);
            return true;
        } catch (OutputException e) {
            err.println("error: " + e.getMessage());
            return false;
        }
    }

    /** Measured figures of one (set, solver) pair. */
    private static final class Row {
        int done;
        int solved;
        int wrong;
        int timedOut;
        double seconds;
        long[] micros;

        double rate() {
            return done / Math.max(seconds, 1e-9);
        }

        double percentile(double p) {
            if (done == 0) {
                return 0;
            }
            long[] sorted = Arrays.copyOf(micros, done);
            Arrays.sort(sorted);
            int i = (int) Math.min(done - 1, Math.max(0, Math.ceil(p * done) - 1));
            return sorted[i] / 1000.0;
        }
    }

    private Row measure(DataSets.DataSet set, SudokuSolver solver) {
        List<DataSets.Item> items = set.items();
        PreparedSolver shared = null;
        if (set.sharedRules()) {
            try {
                shared = solver.prepare(items.get(0).model());
            } catch (UnsupportedModelException e) {
                err.println("skipping " + set.name() + " with " + solver.name() + ": " + e.getMessage());
                return null;
            }
        }
        SolveOptions options = SolveOptions.upTo(limit).withTimeout(timeout);
        // Warm-up: one pass over the set, at most a third of the budget, so the JIT has compiled the search.
        pass(set, solver, shared, options, budgetSeconds / 3, null, null);
        Row row = new Row();
        row.micros = new long[items.size()];
        List<int[]> answers = new ArrayList<>();
        pass(set, solver, shared, options, budgetSeconds, row, answers);
        for (int i = 0; i < row.done; i++) {
            int[] answer = answers.get(i);
            DataSets.Item item = items.get(i);
            if (answer != null && (!RuleChecker.isSolution(item.model(), answer)
                    || (item.expected() != null && !Arrays.equals(answer, item.expected())))) {
                row.wrong++;
            }
        }
        return row;
    }

    /**
     * Solves the set's puzzles in order until the budget is spent; with a {@code row}, records each
     * puzzle's time and answer.
     */
    private void pass(DataSets.DataSet set, SudokuSolver solver, PreparedSolver shared, SolveOptions options,
                      double budget, Row row, List<int[]> answers) {
        long start = System.nanoTime();
        long stop = start + (long) (budget * 1e9);
        for (DataSets.Item item : set.items()) {
            long t0 = System.nanoTime();
            if (t0 > stop) {
                break;
            }
            PreparedSolver p = shared != null ? shared : solver.prepare(item.model());
            SolveResult r = p.solve(item.model().givens(), options, SolutionSink.NONE);
            long t1 = System.nanoTime();
            if (row != null) {
                row.micros[row.done] = (t1 - t0) / 1000;
                row.done++;
                if (r.found()) {
                    row.solved++;
                } else if (r.outcome() == Outcome.TIMED_OUT) {
                    row.timedOut++;
                }
                answers.add(r.solution());
                row.seconds = (t1 - start) / 1e9;
            }
        }
    }
}
