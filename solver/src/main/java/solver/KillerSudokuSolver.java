package solver;

import grid.SudokuGrid;

/** The skeleton's base for Killer Sudoku solvers. */
public abstract class KillerSudokuSolver extends SudokuSolver {

    protected KillerSudokuSolver() {
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
    }
}
