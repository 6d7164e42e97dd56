package tester;

import cli.ExitCode;
import cli.OutputPaths;
import cli.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import tester.bench.Bench;
import tester.common.Seconds;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code bench --data DIR}: throughput of the solvers on the published data sets, as a Markdown table. */
@Command(mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Measure the solvers on the published data sets (a Markdown table).",
        description = {"Runs solvers over the benchmark data sets on one thread, after a warm-up pass, checks",
            "every answer by the rules, and prints a Markdown table: puzzles/second, median / p90 / max ms",
            "per puzzle, and each solver's speed relative to the first solver listed."})
final class BenchCli implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--data", paramLabel = "DIR",
            description = "the folder holding sudoku9/, large/ and killer/ (see the README, Benchmarks); "
                    + "the generated sets and the f-puzzles samples need none")
    private Path data;

    @Option(names = "--sets", split = ",", paramLabel = "SET",
            description = "data sets to run (default: all): 17clue, top1465, hardest1905, hardest1106, serg, "
                    + "large16, large25, killer, the generated killer16-5, killer16-6, killer16-7, and this "
                    + "project's f-puzzles samples (published and generated), fpuzzles (puzzles/fpuzzles)")
    private List<String> sets = Bench.SETS;

    @Option(names = "--solvers", split = ",", paramLabel = "NAME",
            description = "solvers to run; the first is the one the others are compared with "
                    + "(default: advanced,dancing,algorx,backtracking)")
    private List<String> solvers = List.of("advanced", "dancing", "algorx", "backtracking");

    @Option(names = "--first", paramLabel = "N", description = "at most N puzzles of each set")
    private int first;

    @Option(names = "--limit", paramLabel = "K", description = "solutions looked for per puzzle (2 proves uniqueness; default 1)")
    private long limit = 1;

    @Option(names = "--timeout", paramLabel = "S", description = "limit per puzzle in seconds (default 10)")
    private String timeout = "10";

    @Option(names = "--budget", paramLabel = "S", description = "seconds per set and solver after the warm-up (default 30)")
    private String budget = "30";

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "also draw the throughputs as an SVG bar chart")
    private String plot;

    @Option(names = "--markdown", paramLabel = "FILE.md", description = "also write the table to a file")
    private String markdown;

    private final PrintStream stdout;
    private final PrintStream stderr;

    BenchCli(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        for (String s : sets) {
            if (!Bench.SETS.contains(s)) {
                throw refuse("unknown data set '" + s + "'; expected one of " + String.join(", ", Bench.SETS));
            }
        }
        if (data == null && sets.stream().anyMatch(Bench::needsData)) {
            throw refuse("bench needs --data DIR, the folder that holds sudoku9/, large/ and killer/"
                    + " (see the README, Benchmarks)");
        }
        if (first < 0) {
            throw refuse("--first must be at least 1, not " + first);
        }
        if (limit < 1) {
            throw refuse("--limit must be at least 1, not " + limit);
        }
        Duration perPuzzle = Seconds.parse(spec.commandLine(), "--timeout", timeout);
        Duration perSet = Seconds.parse(spec.commandLine(), "--budget", budget);
        String[][] files = {{"--plot", plot}, {"--markdown", markdown}};
        for (String[] file : files) {
            String problem = file[1] == null ? null : OutputPaths.problem(file[1]);
            if (problem != null) {
                stderr.println("error: " + file[0] + " " + problem);
                return ExitCode.BAD_INPUT;
            }
        }
        if (plot != null && markdown != null && OutputPaths.same(plot, markdown)) {
            stderr.println("error: --plot and --markdown name the same file, " + plot + "; give each its own");
            return ExitCode.BAD_INPUT;
        }
        Bench.Settings settings = new Bench.Settings(data, sets, solvers, first, limit,
                perPuzzle, perSet.toNanos() / 1e9, plot, markdown);
        return new Bench(settings, stdout, stderr).run();
    }

    private CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
