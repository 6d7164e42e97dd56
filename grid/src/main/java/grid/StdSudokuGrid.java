package grid;

import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A standard Sudoku of any size n = k*k and any n distinct non-negative symbols, in the RMIT format
 * (size, symbols, {@code row,col value} lines); the answer is written as comma-separated rows.
 */
public class StdSudokuGrid extends RuleGrid {

    public StdSudokuGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return RmitFormat.readStandard(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return RmitFormat.formatCsv(model, cells);
    }
}
