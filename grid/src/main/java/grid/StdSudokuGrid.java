package grid;

import grid.io.RmitFormat;
import grid.io.SudokuFormats;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A standard Sudoku of any size n = k*k and any n distinct non-negative symbols, read from the RMIT
 * format (size, symbols, {@code row,col value} lines), the AC-3 homework's {@code row col value} lines or
 * a one-line puzzle (see {@link SudokuFormats}); the answer is written as comma-separated rows.
 */
public class StdSudokuGrid extends RuleGrid {

    public StdSudokuGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return SudokuFormats.read(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return RmitFormat.formatCsv(model, cells);
    }
}
