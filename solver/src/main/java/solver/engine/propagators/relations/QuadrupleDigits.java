package solver.engine.propagators.relations;

import solver.engine.core.Domains;
import solver.engine.core.Propagator;

/**
 * A quadruple: the cells around a corner hold every listed symbol (one listed twice, at least twice).
 * A listed symbol that fewer cells can take than it is listed fails the rule; one that exactly as many
 * cells can take as it is listed fixes them; when the listed symbols are as many as the cells, every
 * cell keeps the listed symbols only. Explained by the default (every symbol gone from the cells).
 */
public final class QuadrupleDigits extends Propagator {

    /** The distinct listed symbols, and how often each is listed. */
    private final int[] symbols;
    private final int[] times;
    private final long listed;
    private final boolean full;
    /** Whether a listed value is no symbol at all (the rule can never hold). */
    private final boolean impossible;

    /** @param required the listed symbol indices, repeats allowed; -1 for a value that is no symbol */
    public QuadrupleDigits(int[] cells, int[] required) {
        super(cells);
        int[] count = new int[64];
        long mask = 0;
        boolean never = false;
        for (int s : required) {
            if (s < 0) {
                never = true;
                continue;
            }
            count[s]++;
            mask |= 1L << s;
        }
        this.listed = mask;
        this.symbols = new int[Long.bitCount(mask)];
        this.times = new int[symbols.length];
        int k = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            int s = Long.numberOfTrailingZeros(m);
            symbols[k] = s;
            times[k++] = count[s];
        }
        this.full = required.length == cells.length;
        this.impossible = never;
    }

    @Override
    public boolean propagate(Domains d) {
        if (impossible) {
            return false;
        }
        long[] dom = d.dom;
        int size = cellCount();
        if (full) {
            for (int i = 0; i < size; i++) {
                if (!d.restrict(cell(i), listed)) {
                    return false;
                }
            }
        }
        for (int k = 0; k < symbols.length; k++) {
            long bit = 1L << symbols[k];
            int can = 0;
            for (int i = 0; i < size; i++) {
                can += (dom[cell(i)] & bit) != 0 ? 1 : 0;
            }
            if (can < times[k]) {
                return false;
            }
            if (can == times[k]) {
                for (int i = 0; i < size; i++) {
                    if ((dom[cell(i)] & bit) != 0 && !d.restrict(cell(i), bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
