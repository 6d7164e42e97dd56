package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.csp.Backtracking;
import solver.csp.ConstraintGraph;
import solver.csp.MrvDegree;
import solver.csp.NoInference;

/**
 * The textbook backtracking search of the Kropki and Futoshiki assignments for any puzzle type: minimum
 * remaining values with the degree heuristic as tie-breaker, values in ascending order, no inference (a
 * value is legal when it agrees with the assigned neighbours). See {@link Backtracking}.
 */
public class CspBacktrackingSolver extends SudokuSolver {

    public CspBacktrackingSolver() {
        super();
    }

    @Override
    public String name() {
        return "backtracking";
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
        return new Backtracking(new ConstraintGraph(compiled(rules)), new MrvDegree(), net -> new NoInference());
    }
}
