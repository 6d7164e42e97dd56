package grid.io;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

/**
 * The Dutch Miracle Sudoku format of the IE523 assignment: 9 rows of 9 digits (0 = blank), written
 * with blanks between them or as one 9-digit word. The rules are a standard Sudoku plus, on every
 * south-west to north-east ("positive") diagonal of two or more cells, all digits different and
 * corner-touching neighbours differing by at least {@link #MIN_DIFFERENCE}. CRLF, a BOM, trailing
 * spaces and blank lines are accepted. The answer is 9 rows of blank-separated digits.
 */
public final class DutchFormat {

    public static final int SIZE = 9;
    /** Least difference between corner-touching cells on a positive diagonal. */
    public static final int MIN_DIFFERENCE = 4;

    private static final RuleModel RULES = build();

    private DutchFormat() {
    }

    /**
     * The Dutch Miracle rules without givens (shared by every puzzle read). Diagonal {@code d} (group
     * index {@code d - 1}) holds the cells with {@code row + col = d}, listed from south-west to
     * north-east; each relation's first cell is the south-western one.
     */
    public static RuleModel rules() {
        return RULES;
    }

    private static RuleModel build() {
        int n = SIZE;
        RuleModel.Builder b = RuleModel.builder("dutch", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9})
                .boxes(3, 3).latinSquare().boxGroups();
        for (int d = 1; d <= 2 * n - 3; d++) {
            int top = Math.min(d, n - 1);
            int bottom = Math.max(0, d - (n - 1));
            int[] cells = new int[top - bottom + 1];
            for (int r = top, i = 0; r >= bottom; r--, i++) {
                cells[i] = r * n + (d - r);
            }
            b.group(new Group(Group.Kind.POSITIVE_DIAGONAL, d - 1, cells));
            for (int i = 0; i + 1 < cells.length; i++) {
                b.relation(new Relation(cells[i], cells[i + 1], RelationKind.MIN_DIFFERENCE, MIN_DIFFERENCE));
            }
        }
        return b.build();
    }

    /** Reads a Dutch Miracle puzzle. */
    public static RuleModel read(TextLines text) throws PuzzleFormatException {
        RowReader rows = new RowReader(text);
        int[] givens = new int[SIZE * SIZE];
        for (int r = 0; r < SIZE; r++) {
            if (rows.atEnd()) {
                throw rows.endError("found " + r + " rows, expected " + SIZE + " rows of " + SIZE + " digits");
            }
            String[] t = RowReader.tokens(rows.peek());
            if (t.length == 1 && t[0].length() == SIZE) {
                rows.row(1, "row of 9 digits");
                t = t[0].split("");
            } else {
                t = rows.row(SIZE, "digits 0..9 (0 = blank) for row " + (r + 1) + " of the grid");
            }
            for (int c = 0; c < SIZE; c++) {
                if (!t[c].matches("[0-9]")) {
                    throw rows.error("'" + RmitFormat.shorten(t[c]) + "' in row " + (r + 1)
                            + " is not a digit 0..9 (0 = blank)");
                }
                givens[r * SIZE + c] = t[c].charAt(0) - '1';
            }
        }
        rows.expectEnd("the " + SIZE + " rows of the grid");
        return RULES.withGivens(givens);
    }

    /** The answer: 9 rows of blank-separated digits ('.' for a blank), each ending in '\n'. */
    public static String format(RuleModel model, int[] cells) {
        return GridText.joined(model, cells, " ");
    }
}
