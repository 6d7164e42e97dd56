package solver.engine.propagators.lines;

import solver.engine.core.Domains;
import solver.engine.core.Propagator;

/**
 * A between line: the cells between its two ends hold values strictly between the ends' values. Symbol
 * indices are in value order, so "between" is between indices. A pair of end symbols is kept while
 * every middle cell can take a symbol strictly between them; each end keeps its symbols of kept pairs,
 * each middle cell the symbols strictly between some kept pair. Explained by the default (every symbol
 * gone from the line).
 */
public final class BetweenLineEnds extends Propagator {

    public BetweenLineEnds(int[] line) {
        super(line);
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        int first = cell(0);
        int last = cell(size - 1);
        long keepFirst = 0;
        long keepLast = 0;
        long middle = 0;
        for (long a = dom[first]; a != 0; a &= a - 1) {
            int x = Long.numberOfTrailingZeros(a);
            for (long b = dom[last]; b != 0; b &= b - 1) {
                int y = Long.numberOfTrailingZeros(b);
                long inside = strictlyBetween(Math.min(x, y), Math.max(x, y));
                if (size > 2 && inside == 0) {
                    continue;
                }
                boolean fits = true;
                for (int i = 1; i + 1 < size && fits; i++) {
                    fits = (dom[cell(i)] & inside) != 0;
                }
                if (fits) {
                    keepFirst |= 1L << x;
                    keepLast |= 1L << y;
                    middle |= inside;
                }
            }
        }
        if (!d.restrict(first, keepFirst) || !d.restrict(last, keepLast)) {
            return false;
        }
        for (int i = 1; i + 1 < size; i++) {
            if (!d.restrict(cell(i), middle)) {
                return false;
            }
        }
        return true;
    }

    /** The symbols with index strictly between lo and hi. */
    private static long strictlyBetween(int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        return ((1L << (hi - lo - 1)) - 1) << (lo + 1);
    }
}
