package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.exactcover.DancingLinks;
import solver.exactcover.SudokuCover;
import solver.exactcover.SudokuCoverSolver;

/**
 * The skeleton's Dancing Links solver: standard Sudoku (any n, any symbols, and any other puzzle made
 * of all-different groups only) encoded as exact cover and searched by {@link DancingLinks}.
 */
public class DancingLinksSolver extends StdSudokuSolver {

    public DancingLinksSolver() {
        super();
    }

    @Override
    public String name() {
        return "dancing";
    }

    @Override
    public boolean supports(RuleModel rules) {
        return SudokuCover.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        SudokuCover.checkSize(rules, name());
        return SudokuCoverSolver.prepare(rules, name(), DancingLinks::new);
    }
}
