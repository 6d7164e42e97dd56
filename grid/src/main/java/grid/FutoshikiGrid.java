package grid;

import grid.io.FutoshikiFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;

/**
 * A Futoshiki (type {@code futoshiki}): a Latin square of side 4..9 on 1..n, no boxes, with inequality
 * signs between some neighbours. Read from and written in {@link FutoshikiFormat}.
 */
public class FutoshikiGrid extends RuleGrid {

    public FutoshikiGrid() {
        super();
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        return FutoshikiFormat.read(lines);
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return FutoshikiFormat.format(model, cells);
    }
}
