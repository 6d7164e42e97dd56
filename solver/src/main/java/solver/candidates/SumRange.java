package solver.candidates;

/**
 * The totals a sum of cells can reach by its cells' own bounds: from {@code min} (every cell at its
 * smallest candidate) to {@code max} (every cell at its largest). The sum fails when its total is outside;
 * otherwise each cell keeps the candidates whose value leaves the total within the others' range
 * ({@link #keep}). Repeated to a fixpoint this is bounds consistency on the sum.
 */
public record SumRange(long min, long max) {

    /** The range of the cells {@code masks[offset + cells[i]]}, {@code i} in {@code from .. to - 1}. */
    public static SumRange of(long[] masks, int offset, int[] cells, int from, int to, int[] value) {
        long min = 0;
        long max = 0;
        for (int i = from; i < to; i++) {
            long m = masks[offset + cells[i]];
            min += SumBounds.lowest(m, value);
            max += SumBounds.highest(m, value);
        }
        return new SumRange(min, max);
    }

    /** Whether {@code total} lies in the range. */
    public boolean reaches(long total) {
        return min <= total && total <= max;
    }

    /** The least value a cell whose largest candidate is worth {@code high} can take for the sum to reach {@code total}. */
    public long floor(long total, long high) {
        return total - (max - high);
    }

    /** The largest value a cell whose smallest candidate is worth {@code low} can take for the sum to reach {@code total}. */
    public long ceiling(long total, long low) {
        return total - (min - low);
    }

    /** The candidates of {@code m}, a cell of this sum, that leave {@code total} reachable by the other cells. */
    public long keep(long m, long total, int[] value) {
        int low = SumBounds.lowest(m, value);
        int high = SumBounds.highest(m, value);
        long floor = floor(total, high);
        long ceiling = ceiling(total, low);
        if (low >= floor && high <= ceiling) {
            return m;
        }
        return SumBounds.within(m, 0, floor, ceiling, value);
    }
}
