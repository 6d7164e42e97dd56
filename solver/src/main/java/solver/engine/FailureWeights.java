package solver.engine;

/**
 * Boussemart et al.'s weighted degree ("dom/wdeg"): every dead end adds one to the weight of the cell
 * branched on, of the cell the failed propagation would have emptied and of every cell of the failed
 * propagator, and the open cell with the fewest candidates per unit of weight is chosen, ties at random.
 * Cells that keep failing together are met first after a restart. Weights outlive restarts.
 */
final class FailureWeights implements CellChoice, SearchMonitor {

    private final Network network;
    private final int[] weight;
    private final Xorshift random;

    FailureWeights(Network network, Xorshift random) {
        this.network = network;
        this.weight = new int[network.cellCount];
        this.random = random;
    }

    @Override
    public void failed(int cell, boolean assigning, Domains d) {
        if (cell >= 0) {
            weight[cell]++;
        }
        int wiped = d.conflictCell();
        if (wiped >= 0) {
            weight[wiped]++;
        }
        int failed = d.conflictPropagator();
        if (failed >= 0) {
            Propagator p = network.propagator(failed);
            for (int i = 0; i < p.cellCount(); i++) {
                weight[p.cell(i)]++;
            }
        }
    }

    @Override
    public int pick(long[] dom) {
        int best = -1;
        long bestCount = 1;
        long bestWeight = 0;
        int ties = 0;
        for (int c = 0; c < dom.length; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            long k = Long.bitCount(m);
            long w = 1L + weight[c];
            long lhs = k * bestWeight;
            long rhs = bestCount * w;
            if (best < 0 || lhs < rhs) {
                best = c;
                bestCount = k;
                bestWeight = w;
                ties = 1;
            } else if (lhs == rhs && random.nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }
}
