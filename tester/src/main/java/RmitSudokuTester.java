import grid.io.WatchedPrintStream;
import tester.Cli;
import tester.Commands;
import tester.RmitForm;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.nio.charset.Charset;
import java.util.Optional;

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
        // A command with a parser of its own (the live solver) runs without the others' (and they without it).
        Optional<Integer> own = Commands.ownEntry(args, out, System.err);
        if (own.isPresent()) {
            System.exit(own.get());
        }
        // The skeleton's own form runs without loading the full command-line model (start-up time).
        System.exit(RmitForm.accepts(args) ? RmitForm.run(args, System.in, out, System.err)
                : Cli.run(args, out, System.err));
    }
}
