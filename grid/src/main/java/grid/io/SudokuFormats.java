package grid.io;

import grid.model.RuleModel;

import java.util.List;

/**
 * Tells apart the three ways a standard Sudoku file may be written and reads it with the right
 * reader: the RMIT format (a size line, a symbol line, {@code row,col value} lines), the AC-3
 * homework's {@code row col value} lines, and a one-line puzzle ({@link OneLineFormat}). The first
 * non-blank line decides: a single number is the RMIT size line, a line of {@code n*n} cells that is
 * the file's only line is a one-line puzzle, three numbers are a {@code row col value} given.
 */
public final class SudokuFormats {

    private SudokuFormats() {
    }

    /** Whether {@code text} is a one-line puzzle: one non-blank line of n*n characters. */
    public static boolean isOneLine(TextLines text) {
        List<TextLines.Line> lines = text.nonBlank();
        return lines.size() == 1 && OneLineFormat.sideFor(lines.get(0).text().strip().length()) > 0;
    }

    /** Reads whichever of the three forms {@code text} is in. */
    public static RuleModel read(TextLines text) throws PuzzleFormatException {
        List<TextLines.Line> lines = text.nonBlank();
        if (lines.isEmpty()) {
            throw text.error("is empty; expected the grid size of the RMIT format (size, symbols, 'row,col value'"
                    + " lines), the 'row col value' form or a one-line puzzle");
        }
        TextLines.Line first = lines.get(0);
        String body = first.text().strip();
        if (isOneLine(text)) {
            return OneLineFormat.parse(first.text(), text.file(), first.number());
        }
        if (body.matches("\\d+")) {
            return RmitFormat.readStandard(text);
        }
        if (RowColValueFormat.looksLikeGiven(body)) {
            return RowColValueFormat.read(text);
        }
        throw text.error(first, "found '" + RmitFormat.shorten(body) + "', expected the grid size of the RMIT"
                + " format (size, symbols, 'row,col value' lines), the 'row col value' form or a one-line puzzle");
    }
}
