package solver;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.api.ModelSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.rules.CompiledRules;
import solver.rules.ShapeTables;

/**
 * The RMIT skeleton's solver API: {@link #solve(SudokuGrid)} fills the grid in place and returns false
 * when the puzzle has no solution. Every solver here is also a {@link ModelSolver}, so the tester can
 * count, enumerate and bound any of them through the same {@link SolveOptions}. A solver holds no state
 * between calls that changes an answer, and may solve many grids, one after another or from several
 * threads; it keeps one bounded cache of what puzzles of one shape share ({@link ShapeTables}), so that a
 * run of puzzles prepared one by one (killers, each with its own cages) derives the board's tables once.
 */
public abstract class SudokuSolver implements ModelSolver {

    /** What the puzzles this solver prepares share, derived once per shape. */
    private final ShapeTables tables = new ShapeTables();

    protected SudokuSolver() {
    }

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

    /**
     * The compiled rules of {@code rules}, sharing the tables of the shapes this solver prepared before. For
     * the module's own algorithms: the compiled rules' type is not exported, so a subclass outside the
     * module cannot use them.
     */
    @SuppressWarnings("exports")
    protected final CompiledRules compiled(RuleModel rules) {
        return tables.compile(rules);
    }

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
