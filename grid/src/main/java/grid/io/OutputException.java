package grid.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * A file the program was asked to write could not be written. The message is one line: the name as the
 * user gave it (and, after a symbolic link, the file it leads to), then the cause as the operating system
 * words it ({@code out.csv: cannot write: No space left on device}). It never names the temporary file,
 * which is gone by the time the message is read.
 */
public final class OutputException extends IOException {

    private static final long serialVersionUID = 1L;

    /** A failure whose wording is already complete. */
    public OutputException(String label, String reason) {
        super(label + ": " + reason);
    }

    /** A failure of the operating system while writing {@code label}; the message gives its cause. */
    public OutputException(String label, String doing, IOException cause) {
        super(label + ": " + doing + ": " + reason(cause), cause);
    }

    /**
     * The cause of an I/O failure in the operating system's words, without the paths Java adds to it: the
     * paths may be a temporary file's, and the message already names the file the user asked for.
     */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null) {
                return f.getReason();
            }
            if (e instanceof AccessDeniedException) {
                return "Permission denied";
            }
            if (e instanceof NoSuchFileException) {
                return "No such file or directory";
            }
            if (e instanceof FileAlreadyExistsException) {
                return "File exists";
            }
            return "input/output error";
        }
        return e.getMessage() == null || e.getMessage().isBlank() ? "input/output error" : e.getMessage();
    }
}
