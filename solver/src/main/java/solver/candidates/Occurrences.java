package solver.candidates;

/**
 * How many of a set of cells can still take each symbol: {@code once} holds the symbols some cell can
 * take, {@code twice} those two cells or more can take. A house that holds every symbol fails when a
 * symbol is missing from {@code once}, and places each symbol of {@link #exactlyOnce} in its one cell
 * ({@link HiddenSingles}); locked candidates read {@code twice} over the segments of a band.
 */
public record Occurrences(long once, long twice) {

    /** The occurrences in {@code masks[offset + cells[i]]} for {@code i} in {@code from .. to - 1}. */
    public static Occurrences of(long[] masks, int offset, int[] cells, int from, int to) {
        long once = 0;
        long twice = 0;
        for (int i = from; i < to; i++) {
            long m = masks[offset + cells[i]];
            twice |= once & m;
            once |= m;
        }
        return new Occurrences(once, twice);
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

    /** Whether every symbol of {@code symbols} has a cell that can take it. */
    public boolean covers(long symbols) {
        return (once & symbols) == symbols;
    }
}
