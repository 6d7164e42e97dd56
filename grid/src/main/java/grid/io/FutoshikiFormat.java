package grid.io;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

/**
 * The Futoshiki format of the NYU assignment, for sides 4 to 9 (5 in the assignment): n rows of n cell
 * values (0 = blank, else 1..n), then n rows of n-1 signs between horizontal neighbours ({@code 0} none,
 * {@code <} left less than right, {@code >} left greater), then n-1 rows of n signs between vertical
 * neighbours ({@code 0} none, {@code ^} top less than bottom, {@code v} top greater). The rules are a
 * Latin square (rows and columns, no boxes) plus the signs. Blank lines between the blocks, CRLF, a
 * BOM and trailing spaces are accepted. The answer is n rows of blank-separated values.
 */
public final class FutoshikiFormat {

    /** Smallest and largest side this format takes. */
    public static final int MIN_SIZE = 4;
    public static final int MAX_SIZE = 9;

    private FutoshikiFormat() {
    }

    /** Reads a Futoshiki puzzle. */
    public static RuleModel read(TextLines text) throws PuzzleFormatException {
        RowReader rows = new RowReader(text);
        if (rows.atEnd()) {
            throw text.error("is empty; expected n rows of n cell values (n = 4..9), then the signs");
        }
        int n = RowReader.tokens(rows.peek()).length;
        if (n < MIN_SIZE || n > MAX_SIZE) {
            throw text.error(rows.peek(), "found " + n + " cell values in the first row, expected a row of "
                    + MIN_SIZE + " to " + MAX_SIZE + " values");
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
        RuleModel.Builder b = RuleModel.builder("futoshiki", symbols).latinSquare();
        for (int r = 0; r < n; r++) {
            String[] t = rows.row(n - 1, "horizontal signs (0, < or >) for row " + (r + 1) + " of the grid");
            for (int c = 0; c < n - 1; c++) {
                int left = r * n + c;
                switch (t[c]) {
                    case "0" -> {
                    }
                    case "<" -> b.relation(new Relation(left, left + 1, RelationKind.LESS_THAN, 0));
                    case ">" -> b.relation(new Relation(left + 1, left, RelationKind.LESS_THAN, 0));
                    default -> throw rows.error("sign '" + RmitFormat.shorten(t[c])
                            + "' between row neighbours is not 0, < or >");
                }
            }
        }
        for (int r = 0; r < n - 1; r++) {
            String[] t = rows.row(n, "vertical signs (0, ^ or v) between rows " + (r + 1) + " and " + (r + 2));
            for (int c = 0; c < n; c++) {
                int top = r * n + c;
                switch (t[c]) {
                    case "0" -> {
                    }
                    case "^" -> b.relation(new Relation(top, top + n, RelationKind.LESS_THAN, 0));
                    case "v" -> b.relation(new Relation(top + n, top, RelationKind.LESS_THAN, 0));
                    default -> throw rows.error("sign '" + RmitFormat.shorten(t[c])
                            + "' between column neighbours is not 0, ^ (top less) or v (top greater)");
                }
            }
        }
        rows.expectEnd("the " + (n - 1) + " rows of vertical signs");
        return b.givens(givens).build();
    }

    /** The answer: n rows of blank-separated values ('.' for a blank), each ending in '\n'. */
    public static String format(RuleModel model, int[] cells) {
        return GridText.joined(model, cells, " ");
    }

    /** The puzzle itself in this format (givens and signs), e.g. to save a generated puzzle. */
    public static String formatPuzzle(RuleModel model) {
        int n = model.size();
        char[][] horizontal = new char[n][n - 1];
        char[][] vertical = new char[n - 1][n];
        for (char[] row : horizontal) {
            java.util.Arrays.fill(row, '0');
        }
        for (char[] row : vertical) {
            java.util.Arrays.fill(row, '0');
        }
        for (Relation r : model.relations()) {
            int less = r.a();
            int more = r.b();
            int lo = Math.min(less, more);
            int hi = Math.max(less, more);
            if (r.kind() != RelationKind.LESS_THAN) {
                throw new IllegalArgumentException("a relation the Futoshiki format cannot write: " + r);
            }
            if (hi == lo + 1 && hi % n != 0) {
                horizontal[lo / n][lo % n] = less == lo ? '<' : '>';
            } else if (hi == lo + n) {
                vertical[lo / n][lo % n] = less == lo ? '^' : 'v';
            } else {
                throw new IllegalArgumentException("a sign between cells that do not touch: " + r);
            }
        }
        return RowReader.puzzleText(model, horizontal, vertical);
    }
}
