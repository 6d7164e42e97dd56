package solver.engine.search.choice;

import solver.engine.core.Literals;
import solver.engine.search.CellChoice;
import solver.engine.search.DecisionChoice;
import solver.engine.search.ValueChoice;

/**
 * The decisions of a plain depth-first search: the cell a {@link CellChoice} picks, holding the symbol a
 * {@link ValueChoice} picks for it ({@code [c=v]}; its other branch, {@code [c≠v]}, is the search loop's).
 */
public final class CellThenValue implements DecisionChoice {

    private final CellChoice cells;
    private final ValueChoice values;

    public CellThenValue(CellChoice cells, ValueChoice values) {
        this.cells = cells;
        this.values = values;
    }

    @Override
    public int pick(long[] dom) {
        int c = cells.pick(dom);
        return c < 0 ? -1 : Literals.eq(c, values.pick(c, dom[c]));
    }
}
