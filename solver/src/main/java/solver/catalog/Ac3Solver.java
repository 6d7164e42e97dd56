package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.csp.Ac3;
import solver.csp.Ac3Alone;
import solver.csp.Ac3Report;
import solver.csp.Backtracking;
import solver.csp.ConstraintGraph;
import solver.csp.MrvDegree;

import java.util.Optional;

/**
 * The AC-3 homework's solver for any puzzle type: AC-3 on the whole network first (which alone solves
 * the easiest puzzles), then backtracking with minimum remaining values and the degree heuristic,
 * ascending values, and AC-3 as the INFERENCE step after each assignment (maintaining arc consistency).
 * {@link #ac3Alone} tells whether AC-3 by itself was enough, and the command line says so before the
 * search ({@link #preamble}), as the homework asks.
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
    public boolean supports(RuleModel rules) {
        return ConstraintGraph.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        return new Backtracking(new ConstraintGraph(compiled(rules)), new MrvDegree(), Ac3::new);
    }

    /**
     * What the first step, AC-3 without search, makes of {@code model}'s givens, on the rules this solver
     * compiled (or compiles now, for the search to share).
     */
    public Ac3Report ac3Alone(RuleModel model) {
        return Ac3Alone.run(compiled(model), model.givens());
    }

    /** Whether AC-3 alone solved the puzzle, proved it unsolvable or left cells open, and at what cost. */
    @Override
    public Optional<String> preamble(RuleModel model) {
        return Optional.of(ac3Alone(model).describe());
    }
}
