package solver.engine.propagators.sums;

import solver.engine.core.Propagator;

/**
 * The one place that chooses the propagator of a linear sum {@code sum(weight[i] * value(cell[i])) == total}
 * from its weights, as choco-solver's {@code IntLinCombFactory} chooses among its sum constraints: unit
 * weights over cells none of which must differ from another get {@link BoundedSum} (each cell's own bounds,
 * a pass linear in the cells, explanations by bounds); any other weights, or cells in blocks that must
 * differ, get {@link WeightedSum} (a block's distinct terms bound it more tightly). Both prune to the same
 * bounds where both apply. Sums over distinct cells with a combination table are {@link DistinctSum}s,
 * chosen where the table is known.
 */
public final class LinearSums {

    private LinearSums() {
    }

    /**
     * The propagator of the sum.
     *
     * @param value  symbol values by index, ascending
     * @param blocks the block of each cell, from 0 (cells of a block differ and share one weight)
     */
    public static Propagator of(int[] cells, int[] weights, long total, int[] value, int[] blocks) {
        if (unitWeights(weights) && apart(blocks)) {
            return new BoundedSum(cells, total, value);
        }
        return new WeightedSum(cells, weights, total, value, blocks);
    }

    /** The propagator of a plain sum of the cells' values, none of which need differ. */
    public static Propagator of(int[] cells, long total, int[] value) {
        int[] weights = new int[cells.length];
        int[] blocks = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            weights[i] = 1;
            blocks[i] = i;
        }
        return of(cells, weights, total, value, blocks);
    }

    private static boolean unitWeights(int[] weights) {
        for (int w : weights) {
            if (w != 1) {
                return false;
            }
        }
        return true;
    }

    /** Whether every cell is a block of its own. */
    private static boolean apart(int[] blocks) {
        long[] seen = new long[(blocks.length + 63) >>> 6];
        for (int b : blocks) {
            if (b < 0 || b >= blocks.length || (seen[b >>> 6] & 1L << b) != 0) {
                return false;
            }
            seen[b >>> 6] |= 1L << b;
        }
        return true;
    }
}
