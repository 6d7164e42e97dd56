package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.backtrack.Backtracker;

/**
 * The skeleton's backtracking solver for Killer Sudoku: the same search as {@link BackTrackingSolver},
 * where a symbol is also legal only if its cage does not hold it yet and the cage's remaining cells can
 * still reach the total with distinct free symbols. No further cage reasoning: that is
 * {@code KillerAdvancedSolver}'s job.
 */
public class KillerBackTrackingSolver extends KillerSudokuSolver {

    public KillerBackTrackingSolver() {
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
