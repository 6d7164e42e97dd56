package example;

import grid.KillerSudokuGrid;
import grid.RuleGrid;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.IOException;
import java.time.Duration;

/** Reads a Killer Sudoku file, solves it, prints the answer, and checks that it is the only one. */
public final class SolveFromJava {

    private SolveFromJava() {
    }

    public static void main(String[] args) throws IOException {
        RuleGrid grid = new KillerSudokuGrid();
        grid.initGrid(args[0]);                       // a bad file throws grid.io.PuzzleFormatException
        SudokuSolver solver = new KillerAdvancedSolver();
        if (!solver.solve(grid)) {                    // the skeleton's call: fills the grid in place
            System.out.println("no solution");
            return;
        }
        System.out.print(grid);                       // the grid with box borders and the cage map
        System.out.println(grid.validate() ? "valid" : "invalid");

        // The same rules compiled once, then searched with options: a limit, a time limit, a sink.
        RuleModel rules = grid.rules();
        PreparedSolver prepared = solver.prepare(rules);
        SolveResult two = prepared.solve(rules.givens(),
                SolveOptions.upTo(2).withTimeout(Duration.ofSeconds(5)), SolutionSink.NONE);
        System.out.println(two.solutions() == 1 ? "unique" : "not unique (" + two.outcome() + ")");
    }
}
