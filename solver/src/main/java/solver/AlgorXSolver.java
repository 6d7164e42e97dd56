package solver;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.exactcover.AlgorithmX;
import solver.exactcover.SudokuCover;
import solver.exactcover.SudokuCoverSolver;

/**
 * The skeleton's Algorithm X solver: standard Sudoku (any n, any symbols, and any other puzzle made of
 * all-different groups only) encoded as exact cover and searched by {@link AlgorithmX}.
 */
public class AlgorXSolver extends StdSudokuSolver {

    public AlgorXSolver() {
        super();
    }

    @Override
    public String name() {
        return "algorx";
    }

    @Override
    public boolean supports(RuleModel rules) {
        return SudokuCover.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        SudokuCover.checkSize(rules, name());
        return SudokuCoverSolver.prepare(rules, name(), AlgorithmX::new);
    }
}
