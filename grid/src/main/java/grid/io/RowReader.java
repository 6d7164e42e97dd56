package grid.io;

import grid.model.RuleModel;

import java.util.List;

/**
 * Walks the non-blank lines of a file as rows of blank-separated tokens, for the formats that are
 * blocks of rows (Kropki, Futoshiki, Dutch Miracle). Blank lines between blocks are skipped, so a
 * missing or doubled separator does not matter; a row with the wrong number of tokens, a bad token,
 * a missing row or an extra line is refused with the line and what was expected there.
 */
final class RowReader {

    private final TextLines text;
    private final List<TextLines.Line> lines;
    private int next;

    RowReader(TextLines text) {
        this.text = text;
        this.lines = text.nonBlank();
    }

    /** True when no non-blank line is left. */
    boolean atEnd() {
        return next >= lines.size();
    }

    /** The next non-blank line without consuming it (null at the end). */
    TextLines.Line peek() {
        return atEnd() ? null : lines.get(next);
    }

    /**
     * The tokens of the next row, which must have {@code count} of them.
     *
     * @param what what the row is, for messages, e.g. {@code "cell values for row 3 of the grid"}
     */
    String[] row(int count, String what) throws PuzzleFormatException {
        if (atEnd()) {
            throw endError("expected " + count + " " + what);
        }
        TextLines.Line line = lines.get(next++);
        String[] tokens = tokens(line);
        if (tokens.length != count) {
            throw text.error(line, "found " + tokens.length + (tokens.length == 1 ? " entry" : " entries")
                    + ", expected " + count + " " + what);
        }
        return tokens;
    }

    /** The line the previous {@link #row} call read. */
    TextLines.Line last() {
        return lines.get(next - 1);
    }

    /** Refuses anything after the last expected row. */
    void expectEnd(String after) throws PuzzleFormatException {
        if (!atEnd()) {
            throw text.error(lines.get(next), "found '" + RmitFormat.shorten(lines.get(next).text())
                    + "', expected the end of the file after " + after);
        }
    }

    /** An error at the current line (the one last read). */
    PuzzleFormatException error(String reason) {
        return text.error(next > 0 ? lines.get(next - 1) : null, reason);
    }

    /** An error for a file that ends too early, pointing at its last line. */
    PuzzleFormatException endError(String reason) {
        if (lines.isEmpty()) {
            return text.error("is empty; " + reason);
        }
        return text.error(lines.get(lines.size() - 1), "the file ends here; " + reason);
    }

    static String[] tokens(TextLines.Line line) {
        return line.text().strip().split("\\s+");
    }

    /** A cell value token: an integer 0..n (0 = blank); returns it. */
    int cellValue(String token, int n) throws PuzzleFormatException {
        if (token.matches("\\d{1,3}")) {
            int v = Integer.parseInt(token);
            if (v <= n) {
                return v;
            }
        }
        throw error("cell value '" + RmitFormat.shorten(token) + "' is not a number 0.." + n + " (0 = blank)");
    }

    /**
     * The text of a puzzle in the row formats: n rows of givens ({@code 0} blank), a blank line, the
     * horizontal marks, a blank line, the vertical marks; values and marks separated by one space.
     */
    static String puzzleText(RuleModel model, char[][] horizontal, char[][] vertical) {
        int n = model.size();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int g = model.given(r * n + c);
                sb.append(c > 0 ? " " : "").append(g < 0 ? 0 : model.symbol(g));
            }
            sb.append('\n');
        }
        for (char[][] marks : new char[][][]{horizontal, vertical}) {
            sb.append('\n');
            for (char[] row : marks) {
                for (int i = 0; i < row.length; i++) {
                    sb.append(i > 0 ? " " : "").append(row[i]);
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
