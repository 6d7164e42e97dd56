package tester;

import cli.ExitCode;
import grid.io.WatchedPrintStream;
import tester.common.Options;
import tester.solve.SolveCommand;
import tester.solve.UsageException;


import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * The skeleton's own form, {@code PUZZLE TYPE SOLVER y|n [OUTPUT]} with no option, read by hand and run
 * without the full command-line model. Graders time one process per puzzle, and building picocli's model
 * of every command (reflection over their annotated fields, its converters) costs more start-up than the
 * solve of a typical puzzle. Anything else, a mistake included, goes to {@link Cli}, which names it
 * (and so this class must load nothing of picocli, nor of any command but {@code solve}).
 */
public final class RmitForm {

    private RmitForm() {
    }

    /**
     * True for exactly the skeleton's form: four or five arguments, the fourth {@code y} or {@code n} (in any
     * case), none an option (only {@code -} alone, standard input or output, may start with a dash), the
     * first not a command name ({@link Commands}): a command's name is never taken for a puzzle file.
     */
    public static boolean accepts(String[] args) {
        if (args.length != 4 && args.length != 5) {
            return false;
        }
        if (Commands.named(args[0]) != null || !misspeltCommand(args[0]).isEmpty()) {
            return false;
        }
        for (String a : args) {
            if (a.startsWith("-") && !a.equals(Options.STDIN)) {
                return false;
            }
        }
        return args[3].equalsIgnoreCase("y") || args[3].equalsIgnoreCase("n");
    }

    /**
     * The commands {@code first}, the first argument, is a near miss of ({@link Spelling#nearest}), when it is
     * clearly meant as one: a plain word (no dot, no slash, no leading dash) that names no file. Empty
     * otherwise, which is nearly always: a puzzle file's name has an extension or exists.
     */
    static List<String> misspeltCommand(String first) {
        if (first.isEmpty() || first.indexOf('.') >= 0 || first.indexOf('/') >= 0 || first.indexOf('\\') >= 0
                || first.startsWith("-")) {
            return List.of();
        }
        List<String> near = Spelling.nearest(first, Commands.names());
        if (near.isEmpty()) {
            return near;
        }
        try {
            return Files.exists(Path.of(first)) ? List.of() : near;
        } catch (InvalidPathException e) {
            return near;
        }
    }

    /**
     * Runs a command line that {@link #accepts} takes, as {@link Cli#run} would run it, and returns the exit
     * code; standard output that failed on the way is a write failure (exit {@link ExitCode#WRITE_FAILED}).
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        Options plain = Options.of(args[0], args[1], args[2]).visual(args[3].equalsIgnoreCase("y"))
                .output(args.length > 4 ? args[4] : null).build();
        int code;
        try {
            code = new SolveCommand(plain, in, out, err).run();
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            code = ExitCode.BAD_INPUT;
        }
        out.flush();
        err.flush();
        String broken = WatchedPrintStream.failure(out);
        if (broken != null && code != ExitCode.WRITE_FAILED) {
            err.println("error: " + Options.STDOUT_NAME + ": cannot write: " + broken);
            return ExitCode.WRITE_FAILED;
        }
        return code;
    }
}
