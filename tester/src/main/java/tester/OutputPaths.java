package tester;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The check every file the command line will write passes before any search starts: its directory exists
 * and it is not itself a directory (an atomic rename would replace an empty one).
 */
public final class OutputPaths {

    private OutputPaths() {
    }

    /** Null when {@code file} can be written, else the one-line reason it cannot. */
    public static String problem(String file) {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            return file + ": is not a valid file name (" + e.getReason() + ")";
        }
        Path parent = path.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return file + ": cannot write there, the directory " + parent + " does not exist";
        }
        if (Files.isDirectory(path)) {
            return file + ": is a directory, expected a file name to write";
        }
        return null;
    }
}
