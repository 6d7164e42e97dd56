package tester;

import cli.ExitCode;
import cli.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

import tester.common.Options;
import tester.common.Seconds;
import tester.solve.SolveCommand;
import tester.solve.UsageException;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code solve}, the default command: the RMIT form {@code PUZZLE TYPE SOLVER y|n [OUTPUT]} and its
 * options. An option that does not change what this run does is refused rather than ignored.
 */
@Command(mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Solve one puzzle (the default: PUZZLE TYPE SOLVER y|n [OUTPUT]).",
        description = {"Solves one puzzle (the default command: 'solve' may be left out).",
            "Prints 'Solution found!' or 'No solution found!', the time taken and 'Valid solution.',",
            "and writes the answer to OUTPUT; with y also the grid before and after and the search statistics.",
            "Which solver finishes on which size: the README, 'Which solver for which size'."})
final class SolveCli implements Callable<Integer>, OptionsParser {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PUZZLE",
            description = "the puzzle file, - for standard input, or for fpuzzles a link (f-puzzles, SudokuPad, Sudocle) or its payload")
    private String file;

    @Parameters(index = "1", paramLabel = "TYPE", description = "sudoku, killer, kropki, futoshiki, dutch or fpuzzles")
    private String type;

    @Parameters(index = "2", paramLabel = "SOLVER", description = "a solver that takes TYPE (listed below)")
    private String solver;

    @Parameters(index = "3", paramLabel = "y|n", description = "y: print the grid before and after, and the statistics")
    private String visual;

    @Parameters(index = "4", arity = "0..1", paramLabel = "OUTPUT",
            description = "where the answer goes: a file (replaced atomically), a link (followed), a FIFO or device, or -")
    private String output;

    @Option(names = "--out", paramLabel = "FILE", description = "the same as OUTPUT")
    private String out;

    @Option(names = "--count", description = "count the solutions: prints 'solutions: N'")
    private boolean count;

    @Option(names = "--all", description = "print every solution and write them all to OUTPUT")
    private boolean all;

    @Option(names = "--limit", paramLabel = "K", description = "with --count or --all: stop at K solutions")
    private Long limit;

    @Option(names = "--timeout", paramLabel = "S", description = "stop the search after S seconds (exit 3)")
    private String timeout;

    @Option(names = "--render", paramLabel = "F", description = "draw the puzzle and its answer to F (.png or .svg)")
    private String render;

    @Option(names = "--threads", paramLabel = "N",
            description = "run N (1 to " + Options.MAX_THREADS + ") differently seeded searches at once; the first"
                    + " answer or proof of none wins (default: advanced searches alone for 1 s, then one search per"
                    + " other core joins it)")
    private Integer threads;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the solvers that randomise, i.e. advanced (default 0); the others are deterministic")
    private long seed;

    @Option(names = "--json", description = "print one JSON object (status, solution, counts, time, nodes) instead")
    private boolean json;

    @Option(names = "--candidates", description = "print the true candidates: per cell, every symbol some solution has")
    private boolean candidates;

    @Option(names = "--unique", description = "say whether the puzzle has one solution, several (exit 5, two shown) or none")
    private boolean unique;

    @Option(names = "--url", description = "also print the puzzle with its answer as an f-puzzles link")
    private boolean url;

    @Option(names = "--constraint", paramLabel = "NAME[:OPTIONS]",
            description = "fpuzzles: add a rule, named as Rangsk's SudokuSolver names it (king, knight, chess:1,2,"
                    + " taxi:4, dnc, thermo:r1c1r1c2, ...; see the README); may be repeated")
    private java.util.List<String> constraints = new java.util.ArrayList<>();

    @Option(names = "--explain", description = "solve it by hand, one step a line, and rate it")
    private boolean explain;

    @Option(names = "--rate", description = "rate it by the hardest technique a solution by hand needs")
    private boolean rate;

    @Option(names = "--trial", description = "with --explain or --rate: where logic stops, go on by trial"
            + " (each such step takes the solution's value and says so)")
    private boolean trial;

    private final InputStream stdin;
    private final PrintStream stdout;
    private final PrintStream stderr;

    SolveCli(InputStream stdin, PrintStream stdout, PrintStream stderr) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        Options args = options();
        try {
            return new SolveCommand(args, stdin, stdout, stderr).run();
        } catch (UsageException e) {
            stderr.println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
    }

    @Override
    public Options options() {
        String v = visual.toLowerCase(Locale.ROOT);
        if (!v.equals("y") && !v.equals("n")) {
            throw refuse("the fourth argument must be y or n (print the grid or not), not '" + visual + "'");
        }
        if (output != null && out != null) {
            throw refuse("OUTPUT is given twice: as an argument ('" + output + "') and with --out");
        }
        if (count && all) {
            throw refuse("--count and --all cannot be used together");
        }
        Options.Question question = Options.Question.ANSWER;
        for (var asked : java.util.Map.of(Options.Question.CANDIDATES, candidates, Options.Question.UNIQUE, unique,
                Options.Question.EXPLAIN, explain, Options.Question.RATE, rate).entrySet()) {
            if (!asked.getValue()) {
                continue;
            }
            if (question != Options.Question.ANSWER) {
                Options.Question[] both = {question, asked.getKey()};
                java.util.Arrays.sort(both);
                throw refuse(both[0].option() + " and " + both[1].option() + " cannot be used together");
            }
            question = asked.getKey();
        }
        if (trial && question != Options.Question.EXPLAIN && question != Options.Question.RATE) {
            throw refuse("--trial finishes a solution by hand; it goes with --explain or --rate");
        }
        if (question != Options.Question.ANSWER) {
            String option = question.option();
            if (count || all) {
                throw refuse(option + " cannot be used with " + (count ? "--count" : "--all"));
            }
            if (output != null || out != null) {
                throw refuse(option + " prints its answer; it writes no OUTPUT file");
            }
            if (render != null && question != Options.Question.CANDIDATES) {
                throw refuse("--render draws an answer or the true candidates; " + option + " draws nothing");
            }
            if (threads != null && threads > 1) {
                throw refuse("--threads runs several searches for one answer; " + option + " runs its own searches");
            }
        }
        if (limit != null && !count && !all) {
            throw refuse("--limit applies to --count and --all; a plain solve stops at its first solution");
        }
        if (threads != null && threads > 1 && (count || all)) {
            throw refuse("--threads runs several searches for one answer; --count and --all run one search");
        }
        if (render != null && count) {
            throw refuse("--render draws an answer and --count prints none; use a plain solve or --all");
        }
        if (url && (count || all || question != Options.Question.ANSWER || json)) {
            throw refuse("--url prints the link of one answer; it goes with a plain solve only");
        }
        if (json && all) {
            throw refuse("--json reports one answer or a count; --all prints every grid as text");
        }
        if (json && v.equals("y")) {
            throw refuse("--json prints only the JSON object; pass n instead of y");
        }
        String answers = output != null ? output : out;
        if (json && Options.STDIN.equals(answers)) {
            throw refuse("--json uses standard output; OUTPUT cannot be - as well");
        }
        return Options.of(file, type, solver).visual(v.equals("y")).output(answers).count(count).all(all)
                .limit(limit == null ? Long.MAX_VALUE : positive("--limit", limit))
                .timeout(timeout == null ? null : Seconds.parse(spec.commandLine(), "--timeout", timeout))
                .render(render)
                .threads(threads == null ? Options.DEFAULT_THREADS : threads(spec.commandLine(), threads))
                .seed(seed).json(json).question(question).url(url).rules(constraints).trial(trial).build();
    }

    /** {@code --threads N} checked: 1 to {@link Options#MAX_THREADS}. */
    static int threads(CommandLine cl, int n) {
        if (n < 1 || n > Options.MAX_THREADS) {
            throw new CommandLine.ParameterException(cl, "--threads " + n + ": expected 1 to " + Options.MAX_THREADS
                    + " (searches beyond the cores only take turns on them)");
        }
        return n;
    }

    private CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    private long positive(String option, long value) {
        if (value < 1) {
            throw refuse(option + " must be at least 1, not " + value);
        }
        return value;
    }
}
