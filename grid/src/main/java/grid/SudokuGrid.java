package grid;

import grid.model.RuleModel;

import java.io.FileNotFoundException;
import java.io.IOException;

/**
 * The RMIT skeleton's abstract grid. The four abstract methods are the skeleton's contract and stay as
 * they are, so a grader's unit test compiles unchanged; the methods after them are this project's
 * additions that let any solver read the rules and write an answer back.
 *
 * <p>Cell contents are exchanged as <em>symbol indices</em>: index {@code i} is the {@code i}-th smallest
 * symbol of the puzzle, {@code -1} is a blank. Symbol values (what the files contain) are available
 * through {@link #rules()} and {@link #value(int, int)}.
 */
public abstract class SudokuGrid {

    protected SudokuGrid() {
    }

    /** Reads a puzzle file; a malformed file raises {@link grid.io.PuzzleFormatException} (an IOException). */
    public abstract void initGrid(String filename) throws FileNotFoundException, IOException;

    /** Writes the grid in this puzzle type's output format. */
    public abstract void outputGrid(String filename) throws FileNotFoundException, IOException;

    /** A readable picture of the grid (aligned columns, box borders, '.' for blanks). */
    public abstract String toString();

    /** True iff every cell holds a symbol and every rule of the puzzle holds. */
    public abstract boolean validate();

    /** The rules of the loaded puzzle, givens included; throws IllegalStateException before initGrid. */
    public abstract RuleModel rules();

    /** A copy of the current contents, row-major, as symbol indices ({@code -1} for a blank). */
    public abstract int[] cells();

    /**
     * Replaces the contents with {@code symbolIndices} (row-major, {@code -1} for blank).
     *
     * @throws IllegalArgumentException if the array has the wrong length, holds an index outside
     *                                  the symbol range, or changes a given
     */
    public abstract void fill(int[] symbolIndices);

    /** The symbol value in a cell, or {@code -1} if it is blank (0 can be a real symbol). */
    public abstract int value(int row, int col);
}
