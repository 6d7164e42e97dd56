package solver.explain;

/**
 * One step of a solution by hand: symbols placed or candidates removed, found by one technique, with
 * the reason in words and its difficulty.
 *
 * @param technique  the technique's name, e.g. {@code hidden single}
 * @param er         its difficulty on Sudoku Explainer's scale (1.0 for the last free cell of a house to
 *                   11 and more for nested forcing chains; see {@link Rating})
 * @param placements (cell, symbol index) pairs placed, flattened
 * @param cells      the cells that lose candidates
 * @param masks      per cell of {@code cells}, the symbol indices it loses (bit v for symbol v)
 * @param text       the step in words, e.g. {@code r3c5 = 7: the only place for 7 in box 2}
 * @param guess      whether the step is a trial (a value taken from the solution, not found by logic)
 */
public record Step(String technique, double er, int[] placements, int[] cells, long[] masks, String text,
                   boolean guess) {

    /** A step found by logic. */
    public Step(String technique, double er, int[] placements, int[] cells, long[] masks, String text) {
        this(technique, er, placements, cells, masks, text, false);
    }

    /** Its named level ({@link Rating#LEVELS}). */
    public int level() {
        return Rating.level(er, guess);
    }

    /** The same step under another name, difficulty and text. */
    Step as(String name, double difficulty, String words) {
        return new Step(name, difficulty, placements, cells, masks, words, guess);
    }
}
