package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.backtrack.Backtracker;

/**
 * The skeleton's backtracking solver for standard Sudoku of any size up to 64x64: fewest-candidates
 * cell first, symbols in ascending order, bitmask candidates, no inference. See {@link Backtracker}.
 */
public class BackTrackingSolver extends StdSudokuSolver {

    public BackTrackingSolver() {
        super();
    }

    @Override
    public String name() {
        return "backtracking";
    }

    @Override
    public boolean supports(RuleModel rules) {
        return Backtracker.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        return new Backtracker(compiled(rules));
    }
}
