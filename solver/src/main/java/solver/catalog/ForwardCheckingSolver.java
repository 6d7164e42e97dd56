package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.csp.Backtracking;
import solver.csp.ConstraintGraph;
import solver.csp.ForwardChecking;
import solver.csp.MrvDegree;

/**
 * Backtracking with forward checking (the Kropki assignment's extra credit) for any puzzle type: minimum
 * remaining values with the degree heuristic, ascending values, and after each assignment the
 * conflicting values removed from the unassigned neighbours' domains. See {@link Backtracking}.
 */
public class ForwardCheckingSolver extends SudokuSolver {

    public ForwardCheckingSolver() {
        super();
    }

    @Override
    public String name() {
        return "forward";
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
        return new Backtracking(new ConstraintGraph(compiled(rules)), new MrvDegree(), net -> new ForwardChecking());
    }
}
