package cli;

import grid.io.OutputException;
import grid.io.OutputTarget;

/**
 * The check every file the command line will write passes before any search starts, so that a long run
 * is not wasted on a name that cannot be written: {@link OutputTarget} must accept it (its directory
 * exists and is writable, it is not a directory, a block device or a socket, an existing file is not
 * read-only). The same rules apply again when the file is written.
 */
public final class OutputPaths {

    private OutputPaths() {
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
