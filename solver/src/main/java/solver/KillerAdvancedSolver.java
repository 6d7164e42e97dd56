package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.engine.EngineSolver;

/**
 * The RMIT skeleton's advanced Killer solver: the propagation engine under the assignment's name (the
 * class and its superclass are fixed by the skeleton). It is the same engine as
 * {@code solver.catalog.PropagationSolver}, the name the rest of the project uses, and it takes any
 * {@link RuleModel} (every puzzle type and size), not only Killer. See {@link EngineSolver}.
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
