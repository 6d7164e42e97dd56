package solver.engine.search.choice;

import solver.candidates.CandidateCounts;
import solver.engine.search.CellChoice;

/**
 * The open cell with the fewest candidates (minimum remaining values), the first one in cell order
 * among equals, so the search is deterministic; a two-candidate cell is taken at once, as none can have
 * fewer ({@link CandidateCounts}).
 */
public final class FewestCandidates implements CellChoice {

    @Override
    public int pick(long[] dom) {
        return CandidateCounts.fewest(dom, 0, dom.length);
    }
}
