package solver.candidates;

/**
 * The fewest-candidates choice (minimum remaining values): the open cell (two candidates or more) with the
 * fewest candidates, the first in order among equals so that a search is deterministic; a cell with two is
 * taken at once, as no open cell has fewer. Callers that keep each cell's candidate count ({@link
 * #fewestCounted}) and callers that keep masks ({@link #fewest}) choose by the same rule.
 */
public final class CandidateCounts {

    /** The fewest candidates an open cell can have. */
    private static final int LEAST_OPEN = 2;

    private CandidateCounts() {
    }

    /**
     * The index {@code i - from} of the open mask with fewest candidates among {@code masks[from .. to - 1]},
     * or -1 when every mask has at most one candidate.
     */
    public static int fewest(long[] masks, int from, int to) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int i = from; i < to; i++) {
            long m = masks[i];
            if ((m & (m - 1)) != 0) {
                int k = Long.bitCount(m);
                if (k < bestCount) {
                    best = i - from;
                    if (k == LEAST_OPEN) {
                        return best;
                    }
                    bestCount = k;
                }
            }
        }
        return best;
    }

    /**
     * The index of the open cell with fewest candidates, {@code counts[c]} being cell c's number of
     * candidates, or -1 when every cell has at most one.
     */
    public static int fewestCounted(int[] counts) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < counts.length; c++) {
            int k = counts[c];
            if (k >= LEAST_OPEN && k < bestCount) {
                best = c;
                if (k == LEAST_OPEN) {
                    return best;
                }
                bestCount = k;
            }
        }
        return best;
    }
}
