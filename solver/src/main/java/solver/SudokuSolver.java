package solver;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.api.ModelSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;

/**
 * The RMIT skeleton's solver API: {@link #solve(SudokuGrid)} fills the grid in place and returns false
 * when the puzzle has no solution. Every solver here is also a {@link ModelSolver}, so the tester can
 * count, enumerate and bound any of them through the same {@link SolveOptions}. A solver holds no state
 * between calls and may solve many grids, one after another or from several threads.
 */
public abstract class SudokuSolver implements ModelSolver {

    /** Solves {@code grid} in place; false if it has no solution (the grid is then left as it was). */
    public abstract boolean solve(SudokuGrid grid);

    /**
     * Compiles the rules with {@link #compile} and puts the result behind the one givens check
     * ({@link CheckedSolver}), so that no subclass can hand out an algorithm that skips it.
     */
    @Override
    public final PreparedSolver prepare(RuleModel rules) {
        return new CheckedSolver(rules, compile(rules));
    }

    /**
     * Compiles the rules of {@code rules} for this algorithm. The givens it is handed later have been
     * checked against the board.
     *
     * @throws UnsupportedModelException if this algorithm cannot take these rules or this size
     */
    protected abstract PreparedSolver compile(RuleModel rules);

    /** The skeleton behaviour shared by all subclasses: first solution, no limit, written back. */
    protected final boolean solveInPlace(SudokuGrid grid) {
        SolveResult result = solve(grid.rules(), SolveOptions.firstSolution(), SolutionSink.NONE);
        if (result.solution() == null) {
            return false;
        }
        grid.fill(result.solution());
        return true;
    }
}
