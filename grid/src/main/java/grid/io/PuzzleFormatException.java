package grid.io;

import java.io.IOException;

/**
 * A puzzle file that cannot be read as its format requires. The message is one line a person can act
 * on: {@code file:line: what was found, what was expected}. It is an {@link IOException} so the
 * skeleton's {@code initGrid} signature already covers it.
 */
public final class PuzzleFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String reason;

    /**
     * @param file   the file name as the user gave it
     * @param line   1-based line number, or 0 when the problem is not on one line
     * @param reason what was found and what was expected
     */
    public PuzzleFormatException(String file, int line, String reason) {
        super(line > 0 ? file + ":" + line + ": " + reason : file + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    /** 1-based line number, 0 if the problem is not on one line. */
    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
