package solver.candidates;

/**
 * Hidden singles: in a set of cells that must take a symbol (a house holding every symbol, or a sum whose
 * every combination needs it), a symbol that only one cell can take goes to that cell. Its occurrences
 * come from {@link Occurrences}; this is what they imply for one cell.
 */
public final class HiddenSingles {

    private HiddenSingles() {
    }

    /**
     * Cell mask {@code m} after placing the hidden symbols {@code hidden} (each needed, and possible in one
     * cell only): {@code m} when it holds none of them or nothing else, the one it holds, or 0 (a
     * contradiction) when it holds two or more and something else, as one cell cannot take two symbols each
     * needed there. A cell holding only hidden symbols is left as it is: the engine's searches were measured
     * with that rule (reporting it as a contradiction at once changes which conflicts clause learning sees,
     * and made some f-puzzles up to 3 times slower), and the contradiction shows when the cell is fixed.
     */
    public static long narrowed(long m, long hidden) {
        long only = m & hidden;
        if (only == 0 || only == m) {
            return m;
        }
        return (only & (only - 1)) == 0 ? only : 0;
    }
}
