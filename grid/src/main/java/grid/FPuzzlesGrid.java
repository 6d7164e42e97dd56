package grid;

import grid.io.FPuzzlesFormat;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A puzzle saved by f-puzzles as plain JSON (see {@link FPuzzlesFormat} for what is read and what is
 * refused). The answer is written like the RMIT outputs: n lines of comma-separated values.
 */
public class FPuzzlesGrid extends RuleGrid {

    public FPuzzlesGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return FPuzzlesFormat.read(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return RmitFormat.formatCsv(model, cells);
    }
}
