package solver.csp;

/**
 * Minimum remaining values: the unassigned cell with the fewest legal values ({@link CspState#legal});
 * ties go to the first in row-major order. A cell with no legal value is returned at once, so the
 * search fails there without looking further.
 */
final class Mrv implements VariableSelector {

    @Override
    public int select(CspState state) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0, cells = state.graph().cellCount(); c < cells; c++) {
            if (state.value(c) >= 0) {
                continue;
            }
            int count = Long.bitCount(state.legal(c));
            if (count < bestCount) {
                best = c;
                bestCount = count;
                if (count == 0) {
                    break;
                }
            }
        }
        return best;
    }
}
