package solver.candidates;

/**
 * How many of a set of cells can still take each symbol: {@code once} holds the symbols some cell can
 * take, {@code twice} those two cells or more can take, {@code fixed} those a cell is left with alone. A
 * house that holds every symbol fails when a symbol is missing from {@code once}, and places each symbol of
 * {@link #hidden} in its one cell ({@link HiddenSingles}); locked candidates read {@code twice} over the
 * segments of a band.
 */
public record Occurrences(long once, long twice, long fixed) {

    /** The occurrences in {@code masks[offset + cells[i]]} for {@code i} in {@code from .. to - 1}. */
    public static Occurrences of(long[] masks, int offset, int[] cells, int from, int to) {
        long once = 0;
        long twice = 0;
        long fixed = 0;
        for (int i = from; i < to; i++) {
            long m = masks[offset + cells[i]];
            twice |= once & m;
            once |= m;
            fixed |= (m & (m - 1)) == 0 ? m : 0;
        }
        return new Occurrences(once, twice, fixed);
    }

    /** The symbols some of {@code masks[offset + cells[i]]} ({@code i} in {@code from .. to - 1}) can take. */
    public static long union(long[] masks, int offset, int[] cells, int from, int to) {
        long union = 0;
        for (int i = from; i < to; i++) {
            union |= masks[offset + cells[i]];
        }
        return union;
    }

    /** The symbols exactly one cell can take. */
    public long exactlyOnce() {
        return once & ~twice;
    }

    /** The symbols exactly one cell can take, that cell holding others too: what hidden singles place. */
    public long hidden() {
        return once & ~twice & ~fixed;
    }

    /** Whether every symbol of {@code symbols} has a cell that can take it. */
    public boolean covers(long symbols) {
        return (once & symbols) == symbols;
    }
}
