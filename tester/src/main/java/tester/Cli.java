package tester;

import cli.ExitCode;
import grid.io.WatchedPrintStream;
import picocli.CommandLine;
import tester.common.Options;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The command line: one picocli parser with the commands {@code solve} (the default, the RMIT form
 * {@code PUZZLE TYPE SOLVER y|n [OUTPUT]}), {@code batch} and {@code bench}. Help and {@code --version}
 * are generated, options take {@code --opt value} or {@code --opt=value}, command, type and solver names
 * are read without regard to case. Every expected failure is one line on stderr and an exit code
 * ({@link ExitCode}), never a stack trace: a mistyped option gets picocli's suggestion, an option of
 * another command is named as such, and an option that does not apply to the mode asked for is refused.
 *
 * <p>The forms older scripts use keep working: {@code --batch FILE ...} is {@code batch FILE ...} and
 * {@code --bench ...} is {@code bench ...}.
 */
public final class Cli {

    private static final Set<String> TOP_LEVEL_OPTIONS = Set.of("-h", "--help", "-V", "--version");

    private Cli() {
    }

    /** {@link #run(String[], InputStream, PrintStream, PrintStream)} with the JVM's standard input. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /**
     * Runs the command line and returns the exit code (see {@link ExitCode}). {@code in} is read when the
     * puzzle is {@code -}. Standard output that failed on the way (a reader that closed the pipe, a full
     * disk behind a redirection) is a write failure like any other: one line naming it and the cause,
     * exit {@link ExitCode#WRITE_FAILED}.
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (RmitForm.accepts(args)) {
            return RmitForm.run(args, in, out, err);
        }
        JsonErrors json = JsonErrors.asked(args) ? JsonErrors.over(out, err) : null;
        PrintStream messages = json == null ? err : json.err();
        int code = parsed(args, in, json == null ? out : json.out(), messages);
        String broken = WatchedPrintStream.failure(out);
        if (broken != null && code != ExitCode.WRITE_FAILED) {
            messages.println("error: " + Options.STDOUT_NAME + ": cannot write: " + broken);
            code = ExitCode.WRITE_FAILED;
        }
        if (json != null) {
            json.finish(code);
        }
        return code;
    }

    /** {@link #run} past the RMIT form: the command line read by picocli, or the mistake named. */
    private static int parsed(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            // Nothing asked: the usage, as an error (a grader's script that lost its arguments fails).
            commandLine(in, out, err).usage(err);
            return ExitCode.BAD_INPUT;
        }
        List<String> meant = RmitForm.misspeltCommand(args[0]);
        if (!meant.isEmpty()) {
            err.println("error: " + args[0] + ": no such command or puzzle file; did you mean "
                    + Spelling.either(meant) + "? (--help lists the commands)");
            return ExitCode.BAD_INPUT;
        }
        CommandLine cl = commandLine(in, out, err);
        int code = cl.execute(normalise(args));
        cl.getOut().flush();
        cl.getErr().flush();
        return code;
    }

    /**
     * What a solve or batch command line asks for, parsed and checked as {@link #run} would, without
     * running it; null for other commands and for arguments that {@code run} would refuse. For tests
     * that must know which files a command line would write before they run it.
     */
    public static Options options(String[] args) {
        PrintStream none = new PrintStream(OutputStream.nullOutputStream());
        CommandLine cl = commandLine(InputStream.nullInputStream(), none, none);
        try {
            CommandLine.ParseResult parsed = cl.parseArgs(normalise(args));
            if (!parsed.hasSubcommand() || parsed.subcommand().isUsageHelpRequested()
                    || parsed.subcommand().isVersionHelpRequested()) {
                return null;
            }
            Object command = parsed.subcommand().commandSpec().userObject();
            return command instanceof OptionsParser parser ? parser.options() : null;
        } catch (CommandLine.ParameterException refused) {
            return null;
        }
    }

    /** The parser with its commands, writing help to {@code out} and errors to {@code err}. */
    static CommandLine commandLine(InputStream in, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new SudokuCli());
        for (Commands c : Commands.values()) {
            Object parser = c.parser(in, out, err);
            if (parser != null) {
                cl.addSubcommand(c.name, new CommandLine(parser));
            }
        }
        cl.setSubcommandsCaseInsensitive(true);
        cl.setOverwrittenOptionsAllowed(false);
        cl.setUsageHelpWidth(100);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setParameterExceptionHandler((e, args) -> {
            err.println("error: " + Usage.describe(e, cl));
            return ExitCode.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((e, command, parsed) -> {
            throw e;
        });
        SudokuCli.describe(cl);
        return cl;
    }

    /**
     * The arguments as the parser takes them: the RMIT form (anything not starting with a command or a
     * top-level option) goes to {@code solve}; {@code --batch FILE} and a leading {@code --bench} become
     * their commands.
     */
    static String[] normalise(String[] args) {
        if (args.length == 0) {
            return new String[]{"solve"};
        }
        String first = args[0];
        if (Commands.named(first) != null || TOP_LEVEL_OPTIONS.contains(first)) {
            return args;
        }
        if (first.equals("--bench")) {
            String[] rest = Arrays.copyOfRange(args, 1, args.length);
            return prepend("bench", rest);
        }
        List<String> list = new ArrayList<>(Arrays.asList(args));
        for (int i = 0; i < list.size(); i++) {
            String a = list.get(i);
            if (a.equals("--batch") || a.startsWith("--batch=")) {
                list.remove(i);
                if (a.startsWith("--batch=")) {
                    list.add(0, a.substring("--batch=".length()));
                } else if (i < list.size()) {
                    list.add(0, list.remove(i));
                }
                list.add(0, "batch");
                return list.toArray(String[]::new);
            }
        }
        return prepend("solve", args);
    }

    private static String[] prepend(String command, String[] rest) {
        String[] out = new String[rest.length + 1];
        out[0] = command;
        System.arraycopy(rest, 0, out, 1, rest.length);
        return out;
    }
}
