package tester;

import cli.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import tester.batch.BatchCommand;

import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.Callable;

/** {@code batch FILE --solver NAME}: a data set of one-line Sudoku puzzles, one answer line each. */
@Command(name = "batch", mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Solve a data set of one-line Sudoku puzzles, one answer line each.",
        description = {"Solves a data set of one-line Sudoku puzzles (n*n characters, '.' blank, 1-9 then A-Z;",
            "0 is a blank too up to 25x25, and a symbol in a 36x36 line; '#' starts a comment; an index",
            "number may stand before the puzzle). Prints one answer line per puzzle in input order",
            "('no solution' for an unsolvable one) and a summary on stderr.",
            "Exit: 0 all solved, 1 some unsolvable, 2 some line skipped, 3 time limit, 4 answers not written,",
            "130 Ctrl-C (the answers so far and the summary are printed)."})
final class BatchCli implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the data set, or - for standard input")
    private String file;

    @Option(names = "--solver", required = true, paramLabel = "NAME",
            description = "a Sudoku solver: advanced, backtracking, algorx, dancing, naive, forward or ac3")
    private String solver;

    @Option(names = "--threads", paramLabel = "N", description = "spread the puzzles over N threads, 1 to " + Arguments.MAX_THREADS
            + " (answers stay in order)")
    private int threads = 1;

    @Option(names = "--out", paramLabel = "FILE", description = "write the answers to FILE (only for a complete run)")
    private String out;

    @Option(names = "--timeout", paramLabel = "S", description = "stop the whole run after S seconds (exit 3)")
    private String timeout;

    @Option(names = "--limit", paramLabel = "K",
            description = "look for K solutions per puzzle (2 also proves each answer unique; default 1)")
    private long limit = 1;

    @Option(names = "--seed", paramLabel = "N", description = "seed for the solvers that randomise (default 0)")
    private long seed;

    @Option(names = "--json", description = "print one JSON object (summary and every answer) instead")
    private boolean json;

    @Option(names = "--rate", description = "print each puzzle's rating by hand (level and name, see solve --rate)"
            + " instead of its answer, and the count per level")
    private boolean rate;

    private final InputStream stdin;
    private final PrintStream stdout;
    private final PrintStream stderr;

    BatchCli(InputStream stdin, PrintStream stdout, PrintStream stderr) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        return new BatchCommand(arguments(), stdin, stdout, stderr).run();
    }

    /** The checked arguments; a {@link CommandLine.ParameterException} names the first mistake. */
    Arguments arguments() {
        SolveCli.threads(spec.commandLine(), threads);
        if (limit < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--limit must be at least 1, not " + limit);
        }
        Duration limitTime = timeout == null ? null : Seconds.parse(spec.commandLine(), "--timeout", timeout);
        return new Arguments(file, "sudoku", solver, false, out, false, false, limit, limitTime, null,
                threads, seed, json, rate ? Arguments.Question.RATE : Arguments.Question.ANSWER,
                false);
    }
}
