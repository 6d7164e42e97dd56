import grid.io.WatchedPrintStream;
import tester.Cli;
import tester.RmitForm;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.nio.charset.Charset;

/**
 * The RMIT skeleton's entry point:
 * {@code java RmitSudokuTester [puzzle file] [game type] [solver type] [visualisation y/n] <output file>},
 * plus the options described by {@code --help}. Exit codes: 0 solved (or count/enumeration finished),
 * 1 no solution, 2 bad usage or bad input, 3 time limit reached, 4 an output could not be written,
 * 5 {@code --unique} found several solutions, 130 interrupted.
 * Standard output is a {@link WatchedPrintStream}, so a reader that closes the pipe early (or a full disk
 * behind a redirection) is reported with its cause and stops long work, instead of being ignored.
 */
public final class RmitSudokuTester {

    private RmitSudokuTester() {
    }

    public static void main(String[] args) {
        WatchedPrintStream out = WatchedPrintStream.over(new FileOutputStream(FileDescriptor.out),
                Charset.defaultCharset());
        System.setOut(out);
        if (args.length > 0 && args[0].equalsIgnoreCase("serve")) {
            // The live solver is its own entry: no class of it is loaded for the other commands.
            System.exit(tester.serve.ServeCli.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, System.err));
        }
        // The skeleton's own form runs without loading the full command-line model (start-up time).
        System.exit(RmitForm.accepts(args) ? RmitForm.run(args, System.in, out, System.err)
                : Cli.run(args, out, System.err));
    }
}
