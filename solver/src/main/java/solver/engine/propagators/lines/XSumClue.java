package solver.engine.propagators.lines;

import solver.engine.core.Domains;
import solver.engine.core.Propagator;

/**
 * An X-sum clue: the first cell's value X says how many cells, from the clue's side and the first
 * included, add up to the clue. For each symbol X of the first cell, the cells after it up to the X-th
 * must add up to the clue less X; the sums they can reach are walked cell by cell as bit sets, forwards
 * (the totals so far) and backwards (the totals from which the rest can still reach it). X stays while
 * the clue is reachable; a later cell keeps, for each X that stays, every symbol if it lies past the X-th
 * cell, else the symbols that join a reachable total to one that can finish. Repeats are not excluded
 * here (the line's group does that). Explained by the default (every symbol gone from the line).
 */
public final class XSumClue extends Propagator {

    private final int sum;
    private final int[] value;
    /** Longs per bit set of totals 0..sum. */
    private final int words;

    /**
     * @param line  the cells from the clue's side
     * @param sum   the clue
     * @param value symbol values by index, ascending
     */
    public XSumClue(int[] line, int sum, int[] value) {
        super(line);
        this.sum = sum;
        this.value = value.clone();
        this.words = (Math.max(sum, 0) >>> 6) + 1;
    }

    /** Per search: the forward and backward totals, one bit set per cell boundary, and the kept masks. */
    private record Totals(long[] forward, long[] backward, long[] keep, long[] scratch) {
    }

    @Override
    protected Object newState(Domains d) {
        int sets = (cellCount() + 1) * words;
        return new Totals(new long[sets], new long[sets], new long[cellCount()], new long[words]);
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        Totals s = (Totals) state(d);
        long[] keep = s.keep;
        java.util.Arrays.fill(keep, 0);
        int size = cellCount();
        for (long m = dom[cell(0)]; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            int count = value[x];
            int rest = sum - value[x];
            if (count < 1 || count > size || rest < 0 || (count == 1 && rest != 0)) {
                continue;
            }
            if (count > 1 && !walk(dom, s, count, rest)) {
                continue;
            }
            keep[0] |= 1L << x;
            for (int i = 1; i < size; i++) {
                keep[i] |= i >= count ? dom[cell(i)] : supported(dom, s, i, rest);
            }
        }
        for (int i = 0; i < size; i++) {
            if (!d.restrict(cell(i), keep[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Fills the forward totals of cells 1..count-1 (set k: the totals before cell k + 1) and the backward
     * ones (set k: the totals before cell k from which the cells k..count-1 can reach {@code rest});
     * false when the cells cannot reach it.
     */
    private boolean walk(long[] dom, Totals s, int count, int rest) {
        long[] fw = s.forward;
        long[] bw = s.backward;
        java.util.Arrays.fill(fw, 0, (count + 1) * words, 0);
        java.util.Arrays.fill(bw, 0, (count + 1) * words, 0);
        fw[words] = 1; // before cell 1: total 0
        for (int k = 1; k < count; k++) {
            for (long m = dom[cell(k)]; m != 0; m &= m - 1) {
                shiftOr(fw, k * words, value[Long.numberOfTrailingZeros(m)], fw, (k + 1) * words, true, rest);
            }
        }
        if ((fw[count * words + (rest >>> 6)] & (1L << rest)) == 0) {
            return false;
        }
        bw[count * words + (rest >>> 6)] = 1L << rest;
        for (int k = count - 1; k >= 1; k--) {
            for (long m = dom[cell(k)]; m != 0; m &= m - 1) {
                shiftOr(bw, (k + 1) * words, value[Long.numberOfTrailingZeros(m)], bw, k * words, false, rest);
            }
        }
        return true;
    }

    /** The symbols of cell i (1 <= i < count) that join a total before it to one after it that can finish. */
    private long supported(long[] dom, Totals s, int i, int rest) {
        long keep = 0;
        long[] tmp = s.scratch;
        for (long m = dom[cell(i)]; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            java.util.Arrays.fill(tmp, 0);
            shiftOr(s.forward, i * words, value[x], tmp, 0, true, rest);
            for (int w = 0; w < words; w++) {
                if ((tmp[w] & s.backward[(i + 1) * words + w]) != 0) {
                    keep |= 1L << x;
                    break;
                }
            }
        }
        return keep;
    }

    /**
     * ORs the bit set {@code from[at ..]} moved by {@code by} (up when {@code up}, else down) into
     * {@code to[into ..]}, keeping totals 0..limit.
     */
    private void shiftOr(long[] from, int at, int by, long[] to, int into, boolean up, int limit) {
        int wordShift = by >>> 6;
        int bitShift = by & 63;
        for (int w = 0; w < words; w++) {
            long bits;
            if (up) {
                int src = w - wordShift;
                long lo = src >= 0 ? from[at + src] : 0;
                long carry = src - 1 >= 0 && bitShift != 0 ? from[at + src - 1] >>> (64 - bitShift) : 0;
                bits = src >= 0 ? (lo << bitShift) | carry : 0;
            } else {
                int src = w + wordShift;
                long hi = src < words ? from[at + src] : 0;
                long carry = src + 1 < words && bitShift != 0 ? from[at + src + 1] << (64 - bitShift) : 0;
                bits = src < words ? (hi >>> bitShift) | carry : 0;
            }
            to[into + w] |= bits;
        }
        int top = limit & 63;
        to[into + (limit >>> 6)] &= top == 63 ? -1L : (2L << top) - 1;
        for (int w = (limit >>> 6) + 1; w < words; w++) {
            to[into + w] = 0;
        }
    }
}
