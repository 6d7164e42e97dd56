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
     * cell only): {@code m} when it holds none of them, the one it holds, or 0 (a contradiction) when it
     * holds two or more, as one cell cannot take two symbols each needed there.
     */
    public static long narrowed(long m, long hidden) {
        long only = m & hidden;
        if (only == 0) {
            return m;
        }
        return (only & (only - 1)) == 0 ? only : 0;
    }
}
