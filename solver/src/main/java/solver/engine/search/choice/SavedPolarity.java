package solver.engine.search.choice;

import solver.engine.search.SearchMonitor;

/**
 * Phase saving on variables (Pipatsrisawat and Darwiche): a decision on "cell c holds v" takes the value
 * the variable last had before an undo unassigned it, positive for a variable never assigned. A
 * restarted search so resumes near the assignment it left.
 */
public final class SavedPolarity implements Polarity, SearchMonitor {

    /** negative[c]: the symbols whose variable was last false in cell c. */
    private final long[] negative;

    public SavedPolarity(int cellCount) {
        this.negative = new long[cellCount];
    }

    @Override
    public boolean positive(int cell, int symbol) {
        return (negative[cell] >>> symbol & 1) == 0;
    }

    @Override
    public void undone(int cell, long gone, long result) {
        negative[cell] |= gone;
        if ((result & (result - 1)) == 0) {
            negative[cell] &= ~result;
        }
    }
}
