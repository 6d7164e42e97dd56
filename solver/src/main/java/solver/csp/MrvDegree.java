package solver.csp;

/**
 * Minimum remaining values, ties broken by the degree heuristic: among the cells with the fewest legal
 * values, the one involved in the most constraints with unassigned neighbours ({@link #degree}); then
 * the first in row-major order. A cell with no legal value is returned at once.
 */
public final class MrvDegree implements VariableSelector {

    @Override
    public int select(CspState state) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int bestDegree = -1;
        for (int c = 0, cells = state.graph().cellCount(); c < cells; c++) {
            if (state.value(c) >= 0) {
                continue;
            }
            int count = Long.bitCount(state.legal(c));
            if (count < bestCount) {
                best = c;
                bestCount = count;
                bestDegree = -1;
                if (count == 0) {
                    break;
                }
            } else if (count == bestCount) {
                if (bestDegree < 0) {
                    bestDegree = degree(state, best);
                }
                int d = degree(state, c);
                if (d > bestDegree) {
                    best = c;
                    bestDegree = d;
                }
            }
        }
        return best;
    }

    /**
     * The number of constraints between {@code c} and unassigned cells: a pair of cells joined by
     * "differ" and by a dot or sign counts twice (once per rule).
     */
    public static int degree(CspState state, int c) {
        ConstraintGraph net = state.graph();
        int d = 0;
        for (int k = 0, deg = net.degree(c); k < deg; k++) {
            if (state.value(net.neighbour(c, k)) < 0) {
                d += net.weight(c, k);
            }
        }
        return d;
    }
}
