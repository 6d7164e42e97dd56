package grid;

import grid.io.DutchFormat;
import grid.io.TextLines;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A Dutch Miracle Sudoku (type {@code dutch}): a 9x9 Sudoku where every south-west to north-east
 * diagonal holds distinct digits and corner-touching cells along it differ by at least 4. Read from
 * and written in {@link DutchFormat}. Besides the shared grid API it gives the assignment's
 * diagnostics: the rules the current board already breaks, in the assignment's words, and its
 * {@code Board Position} picture.
 */
public class DutchMiracleGrid extends RuleGrid {

    public DutchMiracleGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return DutchFormat.read(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return DutchFormat.format(model, cells);
    }

    /**
     * Every rule the current board breaks (blanks break nothing), in the assignment's wording, e.g.
     * {@code The number 3 appears multiple times along the positive-diagonal (puzzle[7][1] and
     * puzzle[5][3])} or {@code puzzle[1][5] = 8, puzzle[0][6] = 7, and they do not meet the
     * minimum-difference of 4}. Cells are named {@code puzzle[row][col]}, counted from 0 as in the
     * assignment; rows, columns and blocks likewise. Repeats come first (rows, columns, blocks,
     * diagonals), then the differences, diagonal by diagonal from the top-left corner. Empty when the
     * board meets the requirements.
     */
    public List<String> ruleViolations() {
        RuleModel m = rules();
        int[] cells = cells();
        List<String> out = new ArrayList<>();
        for (Group g : m.groups()) {
            int[] firstAt = new int[m.size()];
            boolean[] reported = new boolean[m.size()];
            java.util.Arrays.fill(firstAt, -1);
            for (int i = 0; i < g.size(); i++) {
                int c = g.cell(i);
                int v = cells[c];
                if (v < 0) {
                    continue;
                }
                if (firstAt[v] < 0) {
                    firstAt[v] = c;
                } else if (!reported[v]) {
                    reported[v] = true;
                    out.add("The number " + m.symbol(v) + " appears multiple times " + where(g) + " ("
                            + name(m, firstAt[v]) + " and " + name(m, c) + ")");
                }
            }
        }
        for (Relation r : m.relations()) {
            int x = cells[r.a()];
            int y = cells[r.b()];
            if (x >= 0 && y >= 0 && !r.allows(m.symbol(x), m.symbol(y))) {
                out.add(name(m, r.a()) + " = " + m.symbol(x) + ", " + name(m, r.b()) + " = " + m.symbol(y)
                        + ", and they do not meet the minimum-difference of " + r.param());
            }
        }
        return out;
    }

    /** True when the current board breaks no rule (blanks allowed). */
    public boolean meetsRequirements() {
        return ruleViolations().isEmpty();
    }

    /**
     * The assignment's board picture: a {@code Board Position} line, then 9 rows of blank-separated
     * digits with {@code X} for a blank, each line ending in '\n'.
     */
    public String boardPosition() {
        RuleModel m = rules();
        int[] cells = cells();
        int n = m.size();
        StringBuilder sb = new StringBuilder("Board Position\n");
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = cells[r * n + c];
                sb.append(c > 0 ? " " : "").append(v < 0 ? "X" : Integer.toString(m.symbol(v)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String where(Group g) {
        return switch (g.kind()) {
            case ROW -> "in row " + g.index();
            case COLUMN -> "in column " + g.index();
            case BOX -> "in block " + g.index();
            default -> "along the " + g.kind().label();
        };
    }

    private static String name(RuleModel m, int cell) {
        return "puzzle[" + m.row(cell) + "][" + m.col(cell) + "]";
    }
}
