package solver;

import grid.SudokuGrid;

/** The skeleton's base for standard Sudoku solvers. */
public abstract class StdSudokuSolver extends SudokuSolver {

    protected StdSudokuSolver() {
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
    }
}
