package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.csp.Backtracking;
import solver.csp.ConstraintGraph;
import solver.csp.FirstEmpty;
import solver.csp.NoInference;

/**
 * The Dutch Miracle assignment's exhaustive recursive search for any puzzle type: the first empty cell in
 * row-major order, values in ascending order, each checked against the rules for the cells filled so
 * far; no heuristic, no inference. The baseline the CSP solvers are measured against.
 */
public class NaiveSolver extends SudokuSolver {

    public NaiveSolver() {
        super();
    }

    @Override
    public String name() {
        return "naive";
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
    }

    @Override
    public boolean supports(RuleModel rules) {
        return ConstraintGraph.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        return new Backtracking(new ConstraintGraph(compiled(rules)), new FirstEmpty(), net -> new NoInference());
    }
}
