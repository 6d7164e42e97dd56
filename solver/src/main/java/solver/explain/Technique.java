package solver.explain;

/**
 * A way people find a step: it looks at the pencil marks and returns one step, or null if it finds
 * none. Each has a name and a difficulty on Sudoku Explainer's scale ({@link Rating}); a step may be
 * rated above its technique's base difficulty (a longer chain is harder), never below.
 */
interface Technique {

    /** The name people know it by. */
    String name();

    /** Its base difficulty on Sudoku Explainer's scale. */
    double er();

    /** One step this technique justifies on {@code board}, or null. Never changes the board. */
    Step find(PencilMarks board);

    default Step placement(int cell, int symbol, String text) {
        return new Step(name(), er(), new int[]{cell, symbol}, new int[0], new long[0], text);
    }

    /** A step removing {@code masks[i]} from {@code cells[i]}; null when it removes nothing. */
    default Step elimination(PencilMarks b, int[] cells, long[] masks, int count, String why) {
        return Steps.elimination(name(), er(), b, cells, masks, count, why);
    }
}
