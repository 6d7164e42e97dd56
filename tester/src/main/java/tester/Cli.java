package tester;

import grid.io.WatchedPrintStream;
import tester.batch.BatchCommand;
import tester.bench.Bench;

import java.io.PrintStream;

/**
 * Parses the arguments and runs the right command; turns every expected failure into one line on
 * stderr and an exit code, never a stack trace.
 */
public final class Cli {

    /** How messages name standard output. */
    public static final String STANDARD_OUTPUT = "standard output";

    private Cli() {
    }

    /**
     * Runs the command line and returns the exit code (see {@link ExitCode}). Standard output that failed
     * on the way (a reader that closed the pipe, a full disk behind a redirection) is a write failure
     * like any other: one line naming it and the cause, exit {@link ExitCode#WRITE_FAILED}.
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        int code = dispatch(args, out, err);
        String broken = WatchedPrintStream.failure(out);
        if (broken != null && code != ExitCode.WRITE_FAILED) {
            err.println("error: " + STANDARD_OUTPUT + ": cannot write: " + broken);
            return ExitCode.WRITE_FAILED;
        }
        return code;
    }

    private static int dispatch(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("--bench")) {
            return Bench.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        }
        Arguments arguments;
        try {
            arguments = Arguments.parse(args);
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.print(usage());
            return ExitCode.BAD_INPUT;
        }
        if (arguments.help()) {
            out.print(usage());
            return ExitCode.SOLVED;
        }
        try {
            return arguments.batch() ? new BatchCommand(arguments, out, err).run()
                    : new SolveCommand(arguments, out, err).run();
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.print(usage());
            return ExitCode.BAD_INPUT;
        }
    }

    /** The usage text, listing every type and the solvers each takes. */
    public static String usage() {
        StringBuilder sb = new StringBuilder();
        sb.append("usage: java -jar sudoku.jar PUZZLE TYPE SOLVER y|n [OUTPUT] [options]\n");
        sb.append("       java -jar sudoku.jar --batch FILE --solver NAME [--threads N] [--out FILE] [--timeout S]\n");
        sb.append("       java -jar sudoku.jar --bench [--sets ...] [--solvers ...] [--plot F.svg] [--markdown F.md]\n");
        sb.append("  (also: java -cp sudoku.jar RmitSudokuTester ... or RmitSudoku ...)\n");
        sb.append("types and solvers:\n");
        for (Registry.GameType t : Registry.types()) {
            sb.append(String.format("  %-10s %s%n", t.name(), String.join(", ", Registry.solverNames(t.name()))));
        }
        sb.append("options:\n");
        sb.append("  --count          count solutions (prints 'solutions: N')\n");
        sb.append("  --all            print every solution, write them all to OUTPUT\n");
        sb.append("  --limit K        stop counting/enumerating at K solutions\n");
        sb.append("  --timeout S      stop at S seconds (exit 3; a file is left as it was)\n");
        sb.append("  --render F       draw the puzzle and its solution to F (.png or .svg)\n");
        sb.append("  --seed N         seed for solvers that randomise\n");
        sb.append("  --threads N      one puzzle: N differently seeded searches at once, the first answer wins\n");
        sb.append("  OUTPUT           a file (replaced atomically), a link (followed), a FIFO or device,\n");
        sb.append("                   or - for standard output\n");
        sb.append("exit codes: 0 solved, 1 no solution, 2 bad usage or input, 3 time limit,\n");
        sb.append("            4 an output could not be written\n");
        return sb.toString();
    }
}
