package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.engine.EngineSolver;

/**
 * The propagation engine as a solver for every puzzle type and size (the command line's {@code advanced}):
 * constraint propagation over bitmask domains (naked and hidden singles, locked candidates, cage
 * combination tables, innie/outie sums, arc-consistent relations, a propagator per rule of the other
 * kinds), with the search, learning and kernels its plan chooses per puzzle shape (past 64 symbols with
 * multi-word domains). The RMIT skeleton's {@code solver.KillerAdvancedSolver} is the same engine under
 * the assignment's name.
 */
public final class PropagationSolver extends SudokuSolver {

    public PropagationSolver() {
    }

    @Override
    public String name() {
        return "advanced";
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
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
