package solver.engine.search.choice;

import solver.engine.search.CellChoice;

/**
 * The open cell with the fewest candidates (minimum remaining values), the first one in cell order
 * among equals, so the search is deterministic; a two-candidate cell is taken at once, as none can have
 * fewer.
 */
public final class FewestCandidates implements CellChoice {

    @Override
    public int pick(long[] dom) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < dom.length; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            int k = Long.bitCount(m);
            if (k < bestCount) {
                if (k == 2) {
                    return c;
                }
                best = c;
                bestCount = k;
            }
        }
        return best;
    }
}
