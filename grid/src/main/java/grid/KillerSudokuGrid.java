package grid;

import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A Killer Sudoku of any size n = k*k and any symbols, in the RMIT format (size, symbols, cage count,
 * {@code total row,col row,col ...} lines). Cage totals are sums of symbol values; the cells of a cage
 * hold distinct symbols. The answer is written as comma-separated rows.
 */
public class KillerSudokuGrid extends RuleGrid {

    public KillerSudokuGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return RmitFormat.readKiller(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return RmitFormat.formatCsv(model, cells);
    }

    /**
     * The cells left out of every cage, if any: read as given (a cage is any subset of cells), but a cell in
     * no cage is more often a lost line ({@link RmitFormat#uncagedNote}).
     */
    @Override
    public String readingNote() {
        return RmitFormat.uncagedNote(rules());
    }
}
