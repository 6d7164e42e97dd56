package grid;

import grid.io.FPuzzlesFormat;
import grid.io.FPuzzlesWriter;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A puzzle saved by f-puzzles as plain JSON or shared as a link (see {@link FPuzzlesFormat} for what is
 * read and what is refused), with any rules added from outside it ({@link #addRules}). The answer is
 * written like the RMIT outputs: n lines of comma-separated values; as f-puzzles JSON it is the puzzle's
 * own document with the answer filled in.
 */
public class FPuzzlesGrid extends RuleGrid {

    private List<String> extras = List.of();
    private FPuzzlesFormat.Parsed parsed;

    public FPuzzlesGrid() {
        super();
    }

    /**
     * Rules to add to the next puzzle read, each {@code NAME[:OPTIONS]} as Rangsk's SudokuSolver names its
     * constraints (see {@link FPuzzlesFormat#parse(TextLines, List)}).
     */
    @Override
    public void addRules(List<String> specs) {
        this.extras = List.copyOf(specs);
    }

    @Override
    protected RuleModel read(TextLines lines) throws IOException {
        parsed = FPuzzlesFormat.parse(lines, extras);
        return parsed.model();
    }

    @Override
    protected String format(RuleModel model, int[] cells) {
        return RmitFormat.formatCsv(model, cells);
    }

    /** The document as it was read, with {@code cells} filled in (see {@link FPuzzlesWriter#filledIn}). */
    @Override
    public FPuzzlesWriter.Written fpuzzles(int[] cells) {
        if (parsed == null || parsed.model() != rules()) {
            return super.fpuzzles(cells);
        }
        return FPuzzlesWriter.filledIn(parsed, cells);
    }

    /**
     * The document the puzzle was read from, as {@link grid.io.Json} read it (do not modify): for readers of
     * the keys f-puzzles adds around the rules (a person's digits and marks, solver options), so the text is
     * parsed once. Null before a puzzle is read.
     */
    public Map<?, ?> document() {
        return parsed == null ? null : parsed.root();
    }

    /** The f-puzzles drawings left out of the rules, if any ({@link FPuzzlesFormat.Parsed#drawingsNote}). */
    @Override
    public String readingNote() {
        return parsed != null && parsed.model() == rules() ? parsed.drawingsNote() : "";
    }

    @Override
    public String fpuzzlesRefusal() {
        return parsed != null && parsed.model() == rules() ? null : super.fpuzzlesRefusal();
    }
}
