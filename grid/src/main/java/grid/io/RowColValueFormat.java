package grid.io;

import grid.model.RuleModel;

import java.util.Arrays;
import java.util.List;

/**
 * The AC-3 homework's Sudoku form: a 9 x 9 puzzle with digits 1..9, one given per line as
 * {@code row col value}, separated by blanks, with row and column counted from 1 (the homework's
 * starter code reads them so). Blank lines, CRLF, a BOM and trailing spaces are accepted.
 */
public final class RowColValueFormat {

    /** The homework's grid side. */
    public static final int SIZE = 9;

    private static final RuleModel RULES = RuleModel.sudoku(new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9});

    private RowColValueFormat() {
    }

    /** True when {@code text} (one line) has the shape {@code int int int}. */
    static boolean looksLikeGiven(String text) {
        return text.strip().matches("\\d+\\s+\\d+\\s+\\d+");
    }

    /** Reads the givens; every non-blank line must be {@code row col value} within 1..9. */
    public static RuleModel read(TextLines text) throws PuzzleFormatException {
        List<TextLines.Line> lines = text.nonBlank();
        if (lines.isEmpty()) {
            throw text.error("is empty; expected 'row col value' lines");
        }
        int[] givens = new int[SIZE * SIZE];
        Arrays.fill(givens, -1);
        int[] givenOn = new int[SIZE * SIZE];
        for (TextLines.Line line : lines) {
            if (!looksLikeGiven(line.text())) {
                throw text.error(line, "found '" + RmitFormat.shorten(line.text())
                        + "', expected 'row col value' (three numbers 1..9 separated by spaces)");
            }
            String[] t = line.text().strip().split("\\s+");
            int r = number(text, line, t[0], "row");
            int c = number(text, line, t[1], "column");
            int v = number(text, line, t[2], "value");
            int cell = (r - 1) * SIZE + (c - 1);
            int s = v - 1;
            if (givens[cell] >= 0 && givens[cell] != s) {
                throw text.error(line, "cell " + r + " " + c + " is given twice, as " + (givens[cell] + 1)
                        + " (line " + givenOn[cell] + ") and as " + v);
            }
            givens[cell] = s;
            givenOn[cell] = line.number();
        }
        return RULES.withGivens(givens);
    }

    private static int number(TextLines text, TextLines.Line line, String digits, String what)
            throws PuzzleFormatException {
        int v;
        try {
            v = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            v = -1;
        }
        if (v < 1 || v > SIZE) {
            throw text.error(line, what + " '" + RmitFormat.shorten(digits) + "' is outside 1..9 (rows, columns"
                    + " and values of this form count from 1)");
        }
        return v;
    }

    /** The givens as {@code row col value} lines (1-based), blanks left out. */
    public static String format(RuleModel model, int[] cells) {
        StringBuilder sb = new StringBuilder();
        int n = model.size();
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] >= 0) {
                sb.append(c / n + 1).append(' ').append(c % n + 1).append(' ').append(model.symbol(cells[c]))
                        .append('\n');
            }
        }
        return sb.toString();
    }
}
