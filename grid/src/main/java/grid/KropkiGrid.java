package grid;

import grid.io.KropkiFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A Kropki Sudoku (type {@code kropki}): a Sudoku of side n = k*k on 1..n where a white dot between two
 * neighbours means their values differ by 1 and a black dot means one is double the other. Read from
 * and written in {@link KropkiFormat}.
 */
public class KropkiGrid extends RuleGrid {

    public KropkiGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return KropkiFormat.read(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return KropkiFormat.format(model, cells);
    }
}
