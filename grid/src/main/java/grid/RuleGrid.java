package grid;

import grid.io.FPuzzlesWriter;
import grid.io.OutputFiles;
import grid.io.GridText;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Violation;
import grid.model.Wording;

import java.io.IOException;
import java.util.List;

/**
 * The shared body of every grid type: a {@link RuleModel} read from a file and the current cell
 * contents. A concrete grid says only how its file is read ({@link #read}) and how its answer is
 * written ({@link #format}); validation is the same rule check for all types.
 *
 * <p>Invariant: after a successful {@code initGrid}, {@code cells} has {@code n*n} entries, each a
 * symbol index or {@code -1}, and keeps every given.
 */
public abstract class RuleGrid extends SudokuGrid {

    protected RuleGrid() {
    }

    /** How many broken rules {@link #givenClashes} names at most. */
    public static final int CLASHES_SHOWN = 3;

    private RuleModel model;
    private int[] cells;

    /** Parses the file's lines into rules plus givens; throw {@link grid.io.PuzzleFormatException} on bad input. */
    protected abstract RuleModel read(TextLines lines) throws IOException;

    /** The answer file's text for the current contents. */
    protected abstract String format(RuleModel model, int[] cells);

    @Override
    public void initGrid(String filename) throws IOException {
        initGrid(TextLines.read(filename));
    }

    /**
     * Reads the puzzle from lines already loaded (standard input, a string): the same parser as a
     * file's, with the messages naming {@link TextLines#file()}.
     */
    public void initGrid(TextLines lines) throws IOException {
        load(read(lines));
    }

    /** Sets the puzzle directly (used by generators, batch mode and tests). */
    public void load(RuleModel loaded) {
        this.model = loaded;
        this.cells = loaded.givens();
    }

    /**
     * Writes the answer file through {@link OutputFiles}: a regular file is replaced atomically, a link
     * followed, a FIFO or device written directly, {@code -} goes to standard output.
     */
    @Override
    public void outputGrid(String filename) throws IOException {
        OutputFiles.write(filename, format(rules(), cells), System.out);
    }

    /** What {@link #outputGrid} would write. */
    public String outputText() {
        return format(rules(), cells);
    }

    @Override
    public String toString() {
        if (model == null) {
            return "(no puzzle loaded)\n";
        }
        return GridText.marked(model, cells);
    }

    /**
     * The picture the command line prints of this grid (before and after the search with {@code y}, and
     * for each solution with {@code --all}): by default {@link #toString()}, the aligned grid with box
     * borders, the signs and dots between cells and the killer cages ({@link GridText#marked}). A type
     * whose assignment shows its board in its own way overrides this.
     */
    public String boardPicture() {
        return toString();
    }

    /**
     * The rules the givens already break, for people, before any search: at most
     * {@value #CLASHES_SHOWN}, in this project's words ({@link Wording#PLAIN}), enough to find a typo in
     * the file without a screenful of consequences. A type whose assignment reports these in its own
     * words overrides this.
     */
    public List<String> givenClashes() {
        RuleModel m = rules();
        return messages(RuleChecker.violations(m, m.givens(), CLASHES_SHOWN, Wording.PLAIN));
    }

    /** The messages of {@code violations}, in order. */
    protected static List<String> messages(List<Violation> violations) {
        return violations.stream().map(Violation::message).toList();
    }

    /**
     * Rules to add to the puzzle read next, each {@code NAME[:OPTIONS]}; only types that take such rules
     * (f-puzzles) override this.
     *
     * @throws UnsupportedOperationException for a type that takes none, when {@code specs} is not empty
     */
    public void addRules(List<String> specs) {
        if (!specs.isEmpty()) {
            throw new UnsupportedOperationException("rules are added to f-puzzles puzzles only");
        }
    }

    /**
     * The puzzle with {@code cells} (symbol indices, -1 blank) filled in as an f-puzzles document, and the
     * rules it leaves out (see {@link FPuzzlesWriter#fromRules}).
     *
     * @throws IllegalArgumentException when f-puzzles cannot hold it ({@link #fpuzzlesRefusal})
     */
    public FPuzzlesWriter.Written fpuzzles(int[] cells) {
        return FPuzzlesWriter.fromRules(rules(), cells);
    }

    /**
     * What a person should know about how the puzzle was read, in one line (a killer's cell left out of
     * every cage, an f-puzzles drawing left out of the rules); empty when there is nothing to say. Said on
     * the side (stderr) once the run goes ahead, so that a refusal stays one line.
     */
    public String readingNote() {
        return "";
    }

    /** Why this puzzle cannot be written for f-puzzles at all, or null when it can. */
    public String fpuzzlesRefusal() {
        return FPuzzlesWriter.refusal(rules());
    }

    @Override
    public boolean validate() {
        return model != null && RuleChecker.isSolution(model, cells);
    }

    @Override
    public RuleModel rules() {
        if (model == null) {
            throw new IllegalStateException("no puzzle loaded: call initGrid first");
        }
        return model;
    }

    @Override
    public int[] cells() {
        rules();
        return cells.clone();
    }

    @Override
    public void fill(int[] symbolIndices) {
        RuleModel m = rules();
        if (symbolIndices.length != m.cellCount()) {
            throw new IllegalArgumentException("expected " + m.cellCount() + " cells, got " + symbolIndices.length);
        }
        for (int c = 0; c < symbolIndices.length; c++) {
            int v = symbolIndices[c];
            if (v < -1 || v >= m.size()) {
                throw new IllegalArgumentException("symbol index " + v + " outside 0.." + (m.size() - 1));
            }
            if (m.given(c) >= 0 && v != m.given(c)) {
                throw new IllegalArgumentException("cell " + RuleChecker.name(m, c) + " would lose its given");
            }
        }
        this.cells = symbolIndices.clone();
    }

    @Override
    public int value(int row, int col) {
        RuleModel m = rules();
        int v = cells[m.cell(row, col)];
        return v < 0 ? -1 : m.symbol(v);
    }
}
