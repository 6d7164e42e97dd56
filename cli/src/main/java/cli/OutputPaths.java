package cli;

import grid.io.OutputException;
import grid.io.OutputTarget;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The check every file the command line will write passes before any search starts, so that a long run
 * is not wasted on a name that cannot be written: {@link OutputTarget} must accept it (its directory
 * exists and is writable, it is not a directory, a block device or a socket, an existing file is not
 * read-only). The same rules apply again when the file is written.
 */
public final class OutputPaths {

    private OutputPaths() {
    }

    /**
     * Null unless writing {@code output} would replace the file the run reads, {@code input}: the same
     * path once links are followed, or the same file under another name (a hard link); else the one-line
     * refusal. {@code what} names the input in it ("the puzzle file", "the data set"). Only a regular file
     * is compared: a FIFO or a terminal read from and written to is no loss. Standard input ({@code -}) is
     * compared through {@code /dev/stdin}, so {@code < p.in} with output {@code p.in} is refused too.
     */
    public static String overwritesInput(String output, String input, String what) {
        if (output == null || input == null || output.equals("-")) {
            return null;
        }
        try {
            Path in = input.equals("-") ? Path.of("/dev/stdin") : Path.of(input);
            Path out = Path.of(output);
            if (Files.isRegularFile(in) && Files.exists(out) && Files.isSameFile(in, out)) {
                return output + ": is " + what + " itself" + (output.equals(input) ? "" : " (" + input + ")")
                        + "; writing it would replace what is read, so nothing was done";
            }
            return null;
        } catch (InvalidPathException | IOException e) {
            // A name that cannot be looked at cannot be the input either; problem() names what is wrong with it.
            return null;
        }
    }

    /**
     * True when two output names lead to one file (equal paths, or the same existing file through links),
     * so that one write would replace the other's; standard output ({@code -}) is never "one file".
     */
    public static boolean same(String a, String b) {
        if (a.equals("-") || b.equals("-")) {
            return false;
        }
        try {
            Path x = Path.of(a).toAbsolutePath().normalize();
            Path y = Path.of(b).toAbsolutePath().normalize();
            return x.equals(y) || Files.exists(x) && Files.exists(y) && Files.isSameFile(x, y);
        } catch (InvalidPathException | IOException e) {
            // problem() refuses a name that cannot be looked at, with its reason.
            return false;
        }
    }

    /** Null when {@code file} can be written, else the one-line reason it cannot. */
    public static String problem(String file) {
        try {
            OutputTarget.of(file);
            return null;
        } catch (OutputException e) {
            return e.getMessage();
        }
    }
}
