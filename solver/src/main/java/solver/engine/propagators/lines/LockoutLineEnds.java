package solver.engine.propagators.lines;

/**
 * A lockout line: its ends' values differ by at least the gap, and the cells between them hold values
 * outside the ends' range, the ends included. Symbol indices are in value order, so "outside" is outside
 * an interval of indices. A pair of end symbols is kept while the values are far enough apart and every
 * middle cell can take a symbol outside the pair's interval; each end keeps its symbols of kept pairs,
 * each middle cell the symbols outside some kept pair's interval. Explained by the default (every symbol
 * gone from the line).
 */
public final class LockoutLineEnds extends SupportUnion {

    /** apart[x * symbols + y]: the values of symbols x and y are at least the gap apart. */
    private final boolean[] apart;
    private final int symbols;

    /**
     * @param line  the cells, end to end
     * @param gap   the least difference of the ends' values
     * @param value symbol values by index, ascending
     */
    public LockoutLineEnds(int[] line, int gap, int[] value) {
        super(line);
        this.symbols = value.length;
        this.apart = new boolean[symbols * symbols];
        for (int x = 0; x < symbols; x++) {
            for (int y = 0; y < symbols; y++) {
                apart[x * symbols + y] = Math.abs((long) value[x] - value[y]) >= gap;
            }
        }
    }

    /** Each pair of end symbols far enough apart that leaves every middle cell a symbol outside its interval. */
    @Override
    void collect(long[] dom, long[] keep) {
        int last = cellCount() - 1;
        for (long a = dom[cell(0)]; a != 0; a &= a - 1) {
            int x = Long.numberOfTrailingZeros(a);
            for (long b = dom[cell(last)]; b != 0; b &= b - 1) {
                int y = Long.numberOfTrailingZeros(b);
                long outside = ~closed(Math.min(x, y), Math.max(x, y));
                boolean fits = apart[x * symbols + y];
                for (int i = 1; i < last && fits; i++) {
                    fits = (dom[cell(i)] & outside) != 0;
                }
                if (fits) {
                    keep[0] |= 1L << x;
                    keep[last] |= 1L << y;
                    for (int i = 1; i < last; i++) {
                        keep[i] |= outside;
                    }
                }
            }
        }
    }

    /** The symbols with index from lo to hi, both included. */
    private static long closed(int lo, int hi) {
        long upTo = hi == 63 ? -1L : (1L << (hi + 1)) - 1;
        return upTo & ~((1L << lo) - 1);
    }
}
