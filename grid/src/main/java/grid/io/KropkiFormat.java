package grid.io;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.Arrays;

/**
 * The Kropki Sudoku format of the NYU assignment, for any side n = k*k (9 in the assignment): n rows of
 * n cell values (0 = blank, else 1..n), then n rows of n-1 dot codes between horizontal neighbours,
 * then n-1 rows of n dot codes between vertical neighbours (row i: between grid rows i and i+1). A
 * code is 0 (no dot), 1 (white: the values differ by 1) or 2 (black: one value is double the other).
 * Blank lines between the blocks, CRLF, a BOM and trailing spaces are accepted. The answer is n rows
 * of blank-separated values.
 */
public final class KropkiFormat {

    /** Dot codes as written in the file. */
    public static final int NO_DOT = 0;
    public static final int WHITE = 1;
    public static final int BLACK = 2;

    private KropkiFormat() {
    }

    /** Reads a Kropki puzzle. */
    public static RuleModel read(TextLines text) throws PuzzleFormatException {
        RowReader rows = new RowReader(text);
        if (rows.atEnd()) {
            throw text.error("is empty; expected n rows of n cell values (n = 4, 9, 16, ...), then the dots");
        }
        int n = RowReader.tokens(rows.peek()).length;
        int k = RuleModel.boxSide(n);
        if (k < 2 || n > RuleModel.MAX_SIZE) {
            throw text.error(rows.peek(), "found " + n + " cell values in the first row, expected a row of"
                    + " n = 4, 9, 16, ... values (a square side, up to " + RuleModel.MAX_SIZE + ")");
        }
        int[] symbols = new int[n];
        for (int i = 0; i < n; i++) {
            symbols[i] = i + 1;
        }
        int[] givens = new int[n * n];
        for (int r = 0; r < n; r++) {
            String[] t = rows.row(n, "cell values (0 = blank) for row " + (r + 1) + " of the grid");
            for (int c = 0; c < n; c++) {
                givens[r * n + c] = rows.cellValue(t[c], n) - 1;
            }
        }
        RuleModel.Builder b = RuleModel.builder("kropki", symbols).boxes(k, k).latinSquare().boxGroups();
        for (int r = 0; r < n; r++) {
            String[] t = rows.row(n - 1, "horizontal dot codes (0, 1 or 2) for row " + (r + 1) + " of the grid");
            for (int c = 0; c < n - 1; c++) {
                dot(rows, t[c], r * n + c, r * n + c + 1, b);
            }
        }
        for (int r = 0; r < n - 1; r++) {
            String[] t = rows.row(n, "vertical dot codes (0, 1 or 2) between rows " + (r + 1) + " and " + (r + 2));
            for (int c = 0; c < n; c++) {
                dot(rows, t[c], r * n + c, (r + 1) * n + c, b);
            }
        }
        rows.expectEnd("the " + (n - 1) + " rows of vertical dot codes");
        return b.givens(givens).build();
    }

    private static void dot(RowReader rows, String token, int a, int b, RuleModel.Builder builder)
            throws PuzzleFormatException {
        switch (token) {
            case "0" -> {
            }
            case "1" -> builder.relation(new Relation(a, b, RelationKind.DIFFERENCE, 1));
            case "2" -> builder.relation(new Relation(a, b, RelationKind.RATIO, 2));
            default -> throw rows.error("dot code '" + RmitFormat.shorten(token)
                    + "' is not 0 (no dot), 1 (white) or 2 (black)");
        }
    }

    /** The answer: n rows of blank-separated values ('.' for a blank), each ending in '\n'. */
    public static String format(RuleModel model, int[] cells) {
        return GridText.joined(model, cells, " ");
    }

    /** The puzzle itself in this format (givens and dots), e.g. to save a generated puzzle. */
    public static String formatPuzzle(RuleModel model) {
        int n = model.size();
        char[][] horizontal = new char[n][n - 1];
        char[][] vertical = new char[n - 1][n];
        for (char[] row : horizontal) {
            Arrays.fill(row, '0');
        }
        for (char[] row : vertical) {
            Arrays.fill(row, '0');
        }
        for (Relation r : model.relations()) {
            int code = switch (r.kind()) {
                case DIFFERENCE -> r.param() == 1 ? WHITE : -1;
                case RATIO -> r.param() == 2 ? BLACK : -1;
                default -> -1;
            };
            int lo = Math.min(r.a(), r.b());
            int hi = Math.max(r.a(), r.b());
            if (code < 0 || !(hi == lo + 1 && hi % n != 0) && hi != lo + n) {
                throw new IllegalArgumentException("a relation the Kropki format cannot write: " + r);
            }
            if (hi == lo + 1) {
                horizontal[lo / n][lo % n] = (char) ('0' + code);
            } else {
                vertical[lo / n][lo % n] = (char) ('0' + code);
            }
        }
        return RowReader.puzzleText(model, horizontal, vertical);
    }
}
