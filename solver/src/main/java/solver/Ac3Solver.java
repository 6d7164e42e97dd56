package solver;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.csp.Ac3;
import solver.csp.Ac3Alone;
import solver.csp.Ac3Report;
import solver.csp.Backtracking;
import solver.csp.MrvDegree;
import solver.csp.Network;

/**
 * The AC-3 homework's solver for any puzzle type: AC-3 on the whole network first (which alone solves
 * the easiest puzzles), then backtracking with minimum remaining values and the degree heuristic,
 * ascending values, and AC-3 as the INFERENCE step after each assignment (maintaining arc consistency).
 * {@link #ac3Alone} tells whether AC-3 by itself was enough.
 */
public class Ac3Solver extends SudokuSolver {

    public Ac3Solver() {
        super();
    }

    @Override
    public String name() {
        return "ac3";
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
    }

    @Override
    public PreparedSolver prepare(RuleModel rules) {
        return new Backtracking(new Network(rules), new MrvDegree(), Ac3::new);
    }

    /** What the first step, AC-3 without search, makes of {@code model}'s givens. */
    public Ac3Report ac3Alone(RuleModel model) {
        return Ac3Alone.run(model);
    }
}
