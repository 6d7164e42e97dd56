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
        super(line > 0 ? file + ":" + line + ": " + visible(reason) : file + ": " + visible(reason));
        this.file = file;
        this.line = line;
        this.reason = visible(reason);
    }

    /**
     * The reason with control and line-separator characters (quoted from the file) shown as backslash-u
     * escapes, so the message stays one line and cannot drive the terminal (ESC sequences).
     */
    private static String visible(String reason) {
        StringBuilder sb = null;
        for (int i = 0; i < reason.length(); i++) {
            char ch = reason.charAt(i);
            boolean hidden = Character.isISOControl(ch) || ch == '\u2028' || ch == '\u2029';
            if (hidden && sb == null) {
                sb = new StringBuilder(reason.length() + 8).append(reason, 0, i);
            }
            if (hidden) {
                sb.append(String.format("\\u%04x", (int) ch));
            } else if (sb != null) {
                sb.append(ch);
            }
        }
        return sb == null ? reason : sb.toString();
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
