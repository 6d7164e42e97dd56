package grid;

import grid.io.DutchFormat;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Wording;

import java.io.IOException;
import java.util.List;

/**
 * A Dutch Miracle Sudoku (type {@code dutch}): a 9x9 Sudoku where every south-west to north-east
 * diagonal holds distinct digits and corner-touching cells along it differ by at least 4. Read from
 * and written in {@link DutchFormat}. It shows itself as the assignment does: the broken rules in the
 * assignment's words ({@link Wording#DUTCH_MIRACLE}, from the one {@link RuleChecker}) and the
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
     * minimum-difference of 4}. Repeats come first (rows, columns, blocks, diagonals), then the
     * differences, diagonal by diagonal from the top-left corner. Empty when the board meets the
     * requirements.
     */
    public List<String> ruleViolations() {
        return messages(RuleChecker.violations(rules(), cells(), Integer.MAX_VALUE, Wording.DUTCH_MIRACLE));
    }

    /** True when the current board breaks no rule (blanks allowed). */
    public boolean meetsRequirements() {
        return ruleViolations().isEmpty();
    }

    /** Every rule the givens break, in the assignment's words: its program lists them all. */
    @Override
    public List<String> givenClashes() {
        RuleModel m = rules();
        return messages(RuleChecker.violations(m, m.givens(), Integer.MAX_VALUE, Wording.DUTCH_MIRACLE));
    }

    /**
     * The assignment's board picture: a {@code Board Position} line, then 9 rows of blank-separated
     * digits with {@code X} for a blank, each line ending in '\n'.
     */
    @Override
    public String boardPicture() {
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
}
