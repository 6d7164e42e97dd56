package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.engine.EngineSolver;

/**
 * The fast solver: constraint propagation over bitmask domains (naked and hidden singles, box/line
 * locked candidates, cage combination tables, innie/outie sums, arc-consistent binary relations) with
 * fewest-candidates search. Takes any {@link RuleModel} (past 64 symbols with multi-word domains), so it
 * serves every puzzle type and size, not only Killer. See {@link EngineSolver}.
 */
public class KillerAdvancedSolver extends KillerSudokuSolver {

    public KillerAdvancedSolver() {
        super();
    }

    @Override
    public String name() {
        return "advanced";
    }

    /** Every rule kind at every size a model can have; only a grid too big for the heap is refused. */
    @Override
    public boolean supports(RuleModel rules) {
        return true;
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        return new EngineSolver(compiled(rules));
    }
}
