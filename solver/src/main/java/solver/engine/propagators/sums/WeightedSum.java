package solver.engine.propagators.sums;

import solver.candidates.SumBounds;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * {@code sum(weight[i] * value(cell[i])) == total} with repeats allowed (arrows, little killers), by
 * bounds, to a fixpoint. The cells come in blocks: cells of one block share a group of the puzzle (so
 * they differ) and have the same weight; a block of k cells adds at least the k smallest distinct terms
 * its cells' domains offer and at most the k largest, which is tighter than each cell's own bounds (a
 * little killer's diagonal crosses boxes three cells at a time). A value stays in a cell while the
 * other cells can make up the rest of the total, its own block's others avoiding that value. Weights
 * may be negative (an arrow's circle). A value removed as too large is explained by the bounds that
 * made the other blocks' least total: in each of their cells, the symbols gone on the small side of
 * its block's bound (too small, the same on the large side), and a failure by every block's bounds
 * the same way; anything else by the default, every symbol gone from the sum's cells. Bounds are
 * loosened where the sum has room to spare: a gone symbol whose return would move its block's bound by no
 * more than what is left of that room is not named, so explanations name fewer literals.
 */
public final class WeightedSum extends Propagator {

    private final long[] weight;
    private final long total;
    private final int[] value;
    /** block[i]: the block of cell i; blocks are numbered 0 .. blocks-1. */
    private final int[] block;
    private final int blocks;

    /**
     * @param value symbol values by index, ascending
     * @param block the block of each cell (cells of a block differ and share one weight), from 0
     */
    public WeightedSum(int[] cells, int[] weights, long total, int[] value, int[] block) {
        super(cells);
        this.weight = new long[weights.length];
        int most = 0;
        for (int i = 0; i < weights.length; i++) {
            weight[i] = weights[i];
            most = Math.max(most, block[i] + 1);
        }
        this.total = total;
        this.value = value.clone();
        this.block = block.clone();
        this.blocks = most;
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        long[] low = new long[blocks];
        long[] high = new long[blocks];
        boolean again = true;
        while (again) {
            again = false;
            long sumMin = 0;
            long sumMax = 0;
            for (int b = 0; b < blocks; b++) {
                long union = 0;
                int k = 0;
                long w = 0;
                for (int i = 0; i < size; i++) {
                    if (block[i] == b) {
                        union |= dom[cell(i)];
                        k++;
                        w = weight[i];
                    }
                }
                if (Long.bitCount(union) < k) {
                    return false;
                }
                low[b] = extreme(union, k, w, true);
                high[b] = extreme(union, k, w, false);
                sumMin += low[b];
                sumMax += high[b];
            }
            if (sumMin > total || sumMax < total) {
                return false;
            }
            for (int i = 0; i < size && !again; i++) {
                int c = cell(i);
                int b = block[i];
                long others = 0;
                int k = 0;
                for (int j = 0; j < size; j++) {
                    if (j != i && block[j] == b) {
                        others |= dom[cell(j)];
                        k++;
                    }
                }
                long restMin = sumMin - low[b];
                long restMax = sumMax - high[b];
                long keep = 0;
                for (long m = dom[c]; m != 0; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    long pool = others & ~(1L << v);
                    if (Long.bitCount(pool) < k) {
                        continue;
                    }
                    long term = weight[i] * value[v];
                    long min = restMin + term + extreme(pool, k, weight[i], true);
                    long max = restMax + term + extreme(pool, k, weight[i], false);
                    if (min <= total && total <= max) {
                        keep |= 1L << v;
                    }
                }
                if (keep != dom[c]) {
                    if (!d.restrict(c, keep)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int symbol, int at, Explanation out) {
        int self = -1;
        for (int i = 0; i < cellCount(); i++) {
            self = cell(i) == cell ? i : self;
        }
        if (!explainByBounds(d, self, symbol, at, out)) {
            explainByScope(d, at, out);
        }
    }

    @Override
    public void explainFailure(Domains d, Explanation out) {
        if (!explainByBounds(d, -1, -1, d.trailSize(), out)) {
            explainByScope(d, d.trailSize(), out);
        }
    }

    /**
     * Names the bounds, before entry {@code at}, of every block but cell {@code self} (none when -1) that
     * together exclude {@code symbol} from that cell (or, without a cell, fail the sum): in each of their
     * cells, the symbols gone on the small side of its block's bound when the least total is too large,
     * on the large side when the largest is too small. False, adding nothing, when the bounds alone do
     * not show it (a block short of distinct symbols).
     */
    private boolean explainByBounds(Domains d, int self, int symbol, int at, Explanation out) {
        int size = cellCount();
        long[] pools = new long[blocks];
        int[] counts = new int[blocks];
        long[] weights = new long[blocks];
        for (int j = 0; j < size; j++) {
            if (j != self) {
                int b = block[j];
                pools[b] |= d.domBefore(cell(j), at);
                counts[b]++;
                weights[b] = weight[j];
            }
        }
        int own = self < 0 ? -1 : block[self];
        long barred = self < 0 ? 0 : 1L << symbol;
        if (own >= 0) {
            pools[own] &= ~barred;
        }
        long min = self < 0 ? 0 : weight[self] * value[symbol];
        long max = min;
        for (int b = 0; b < blocks; b++) {
            if (counts[b] == 0) {
                continue;
            }
            if (Long.bitCount(pools[b]) < counts[b]) {
                return false;
            }
            min += extreme(pools[b], counts[b], weights[b], true);
            max += extreme(pools[b], counts[b], weights[b], false);
        }
        if (min <= total && total <= max) {
            return false;
        }
        boolean least = min > total;
        long all = d.network().allSymbols;
        // loosen: a symbol gone on a block's bound side that the bound can spare (the sum still misses the
        // total with it back in the pool) need not be named, so the explanation names fewer literals
        long slack = least ? min - total - 1 : total - max - 1;
        long[] sides = new long[blocks];
        for (int b = 0; b < blocks; b++) {
            if (counts[b] == 0) {
                continue;
            }
            long side = side(pools[b], counts[b], weights[b], least, all);
            // symbols gone at the root from every cell of the block are facts, named for free: not worth slack
            long facts = all;
            for (int j = 0; j < size; j++) {
                if (j != self && block[j] == b) {
                    facts &= d.rootGone(cell(j));
                }
            }
            long spare = side & ~pools[b] & ~(b == own ? barred : 0) & ~facts;
            long bound = extreme(pools[b], counts[b], weights[b], least);
            boolean fromBottom = least == (weights[b] > 0);
            while (spare != 0) {
                int s = fromBottom ? 63 - Long.numberOfLeadingZeros(spare) : Long.numberOfTrailingZeros(spare);
                spare &= ~(1L << s);
                long looser = extreme(pools[b] | 1L << s, counts[b], weights[b], least);
                long cost = Math.abs(bound - looser);
                if (cost <= slack) {
                    slack -= cost;
                    pools[b] |= 1L << s;
                    bound = looser;
                }
            }
            sides[b] = side;
        }
        for (int j = 0; j < size; j++) {
            if (j == self) {
                continue;
            }
            int b = block[j];
            // the symbol itself is barred from the cell's block-mates by the rule, not by their domain
            out.goneAll(cell(j), sides[b] & ~pools[b] & ~(b == own ? barred : 0));
        }
        return true;
    }

    /**
     * The symbols on the bound's side of a block: up to and including the last of the k symbols of
     * {@code set} that make its least ({@code least}) or largest total, from that end.
     */
    private static long side(long set, int k, long w, boolean least, long all) {
        boolean fromBottom = least == (w > 0);
        long m = set;
        int last = -1;
        for (int t = 0; t < k; t++) {
            last = fromBottom ? Long.numberOfTrailingZeros(m) : 63 - Long.numberOfLeadingZeros(m);
            m &= ~(1L << last);
        }
        return fromBottom ? all & (last == 63 ? -1L : (2L << last) - 1) : all & -(1L << last);
    }

    /** The least ({@code least}) or largest total of {@code k} distinct terms {@code w * value} of {@code set}. */
    private long extreme(long set, int k, long w, boolean least) {
        return SumBounds.extreme(set, k, w, least, value);
    }
}
