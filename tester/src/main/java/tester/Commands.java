package tester;

import tester.serve.ServeCli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one table of commands: each command's name, its synopsis line in the help, and its parser. The
 * help's synopsis, the parser's subcommands ({@link Cli#commandLine}), the names the RMIT form never takes
 * for a puzzle file ({@link RmitForm}) and the near misses a mistyped command is told about are all read
 * from here. Adding a command is one constant and one line of {@link #parser}.
 *
 * <p>The constants hold only strings, so the skeleton's form, which reads the names, loads no parser:
 * the parsers are made by {@link #parser} when the full command line is built, and {@code serve}, which
 * has a parser of its own ({@link #ownEntry}), is run without building the others (nothing of the server
 * loads for them, nor of them for it).
 */
public enum Commands {
    SOLVE("solve", "PUZZLE TYPE SOLVER y|n [OUTPUT] [options]", "(solve; the RMIT form)"),
    BATCH("batch", "batch FILE --solver NAME [options]", ""),
    BENCH("bench", "bench --data DIR [options]", ""),
    GENERATE("generate", "generate sudoku|killer|kropki|futoshiki|fpuzzles [options]", ""),
    SERVE("serve", "serve [--port 4545] [--host 127.0.0.1]", "(live solver for f-puzzles)",
            "Run the live solver for f-puzzles and a page of its own (serve --help).");

    /** The program as the help names it. */
    static final String PROGRAM = "java -jar sudoku.jar";

    /** The command's name on the command line (read without regard to case). */
    final String name;
    /** What follows the program's name in the synopsis. */
    final String usage;
    /** What the synopsis says after the usage, or empty. */
    private final String note;
    /**
     * For a command with a parser of its own: its line in the help's list of commands (the others' lines
     * are their parsers' headers); null otherwise.
     */
    final String ownEntryLine;

    Commands(String name, String usage, String note) {
        this(name, usage, note, null);
    }

    Commands(String name, String usage, String note, String ownEntryLine) {
        this.name = name;
        this.usage = usage;
        this.note = note;
        this.ownEntryLine = ownEntryLine;
    }

    /** The names, in the order the help and messages list them. */
    static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Commands c : values()) {
            names.add(c.name);
        }
        return names;
    }

    /** The command called {@code word} (in any case), or null. */
    static Commands named(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        for (Commands c : values()) {
            if (c.name.equals(lower)) {
                return c;
            }
        }
        return null;
    }

    /** The help's synopsis: a line per command, then how to get a command's help and the skeleton's class. */
    static String[] synopsis() {
        List<String> lines = new ArrayList<>();
        for (Commands c : values()) {
            String line = PROGRAM + " " + c.usage + (c.note.isEmpty() ? "" : "   " + c.note);
            lines.add((lines.isEmpty() ? "Usage: " : "       ") + line);
        }
        lines.add("       " + PROGRAM + " COMMAND --help");
        lines.add("  (also: java -cp sudoku.jar RmitSudokuTester PUZZLE TYPE SOLVER y|n [OUTPUT], or RmitSudoku)");
        return lines.toArray(String[]::new);
    }

    /** The picocli command object of this command, for the full parser; null for one with its own entry. */
    Object parser(InputStream in, PrintStream out, PrintStream err) {
        return switch (this) {
            case SOLVE -> new SolveCli(in, out, err);
            case BATCH -> new BatchCli(in, out, err);
            case BENCH -> new BenchCli(out, err);
            case GENERATE -> new GenerateCli(out, err);
            case SERVE -> null;
        };
    }

    /**
     * When {@code args} start with a command that has its own entry ({@code serve}): runs it with the rest of
     * the arguments and returns its exit code; empty for every other command line.
     */
    public static Optional<Integer> ownEntry(String[] args, PrintStream out, PrintStream err) {
        Commands c = args.length == 0 ? null : named(args[0]);
        if (c == null || c.ownEntryLine == null) {
            return Optional.empty();
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        return Optional.of(switch (c) {
            case SERVE -> ServeCli.run(rest, out, err);
            default -> throw new IllegalStateException(c.name + " has no entry of its own");
        });
    }
}
