package solver.engine.propagators.relations;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * An indexer cell on its line (a row, a column or a region): the indexer holds v exactly when the v-th
 * cell of the line holds the indexer's own place on it. A value stays in the indexer while the cell it
 * names can still hold that place; the place stays in a line cell while the indexer can still name it.
 * Each removal is explained by the one literal that made it: the named cell's lost place, or the
 * indexer's lost value.
 */
public final class IndexerPointer extends Propagator {

    private final int indexer;
    /** The symbol whose value is the indexer's place (position + 1), or -1 when no symbol has it. */
    private final int self;
    /** target[x]: the line cell the indexer's symbol x names, or -1 when x names none. */
    private final int[] target;
    /** pointer[j]: the indexer's symbol that names line cell j (value j + 1), or -1 when none does. */
    private final int[] pointer;

    /**
     * @param line     the line's cells, in order
     * @param position the indexer's place on the line, from 0
     * @param value    symbol values by index, ascending
     */
    public IndexerPointer(int[] line, int position, int[] value) {
        super(line);
        this.indexer = line[position];
        int place = -1;
        int[] pointers = new int[line.length];
        java.util.Arrays.fill(pointers, -1);
        this.target = new int[value.length];
        for (int x = 0; x < value.length; x++) {
            int v = value[x];
            place = v == position + 1 ? x : place;
            target[x] = v >= 1 && v <= line.length ? line[v - 1] : -1;
            if (v >= 1 && v <= line.length) {
                pointers[v - 1] = x;
            }
        }
        this.self = place;
        this.pointer = pointers;
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        long selfBit = self < 0 ? 0 : 1L << self;
        long keep = 0;
        for (long m = dom[indexer]; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            int t = target[x];
            if (t >= 0 && (dom[t] & selfBit) != 0) {
                keep |= 1L << x;
            }
        }
        if (!d.restrict(indexer, keep)) {
            return false;
        }
        for (int j = 0; j < cellCount(); j++) {
            int c = cell(j);
            boolean named = pointer[j] >= 0 && (dom[indexer] & (1L << pointer[j])) != 0;
            if ((dom[c] & selfBit) != 0 && !named && !d.restrict(c, ~selfBit)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        if (cell == indexer) {
            // the value named a cell that could no longer hold the indexer's place (or named none)
            if (target[value] >= 0 && self >= 0) {
                out.gone(target[value], self);
            }
            return;
        }
        for (int j = 0; j < cellCount(); j++) {
            if (cell(j) == cell && pointer[j] >= 0) {
                // the indexer could no longer name this cell
                out.gone(indexer, pointer[j]);
            }
        }
    }
}
