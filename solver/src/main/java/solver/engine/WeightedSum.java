package solver.engine;

/**
 * {@code sum(weight[i] * value(cell[i])) == total} with repeats allowed (arrows, little killers), by
 * bounds: each term must lie between the total minus the other terms' largest and the total minus their
 * smallest, to a fixpoint. Weights may be negative (an arrow's circle), so a term's bounds come from
 * either end of its cell's domain. Explained by the default: every symbol gone from the sum's cells,
 * which is sound because bounds reasoning reads nothing else.
 */
final class WeightedSum extends Propagator {

    private final long[] weight;
    private final long total;
    private final int[] value;

    /** @param value symbol values by index, ascending */
    WeightedSum(int[] cells, int[] weights, long total, int[] value) {
        super(cells);
        this.weight = new long[weights.length];
        for (int i = 0; i < weights.length; i++) {
            weight[i] = weights[i];
        }
        this.total = total;
        this.value = value.clone();
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        boolean again = true;
        while (again) {
            again = false;
            long sumMin = 0;
            long sumMax = 0;
            for (int i = 0; i < size; i++) {
                sumMin += low(i, dom[cell(i)]);
                sumMax += high(i, dom[cell(i)]);
            }
            if (sumMin > total || sumMax < total) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                int c = cell(i);
                long m = dom[c];
                long lo = low(i, m);
                long hi = high(i, m);
                long floor = total - (sumMax - hi);
                long ceiling = total - (sumMin - lo);
                if (lo >= floor && hi <= ceiling) {
                    continue;
                }
                long keep = 0;
                for (long rest = m; rest != 0; rest &= rest - 1) {
                    int v = Long.numberOfTrailingZeros(rest);
                    long term = weight[i] * value[v];
                    if (term >= floor && term <= ceiling) {
                        keep |= 1L << v;
                    }
                }
                if (!d.restrict(c, keep)) {
                    return false;
                }
                again = true;
                break;
            }
        }
        return true;
    }

    /** The smallest term of cell i over the symbols of {@code m}. */
    private long low(int i, long m) {
        long a = weight[i] * value[Long.numberOfTrailingZeros(m)];
        long b = weight[i] * value[63 - Long.numberOfLeadingZeros(m)];
        return Math.min(a, b);
    }

    /** The largest term of cell i over the symbols of {@code m}. */
    private long high(int i, long m) {
        long a = weight[i] * value[Long.numberOfTrailingZeros(m)];
        long b = weight[i] * value[63 - Long.numberOfLeadingZeros(m)];
        return Math.max(a, b);
    }
}
