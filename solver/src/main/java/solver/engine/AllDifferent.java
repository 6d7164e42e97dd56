package solver.engine;

/**
 * A house: {@code n} cells that hold every symbol exactly once. (Removing a fixed symbol from the
 * other cells is done for every all-different group by {@link Domains}' peer elimination.) This adds
 * what the full house allows on top: a symbol no cell can take any more fails, and a symbol left in one
 * cell only is placed there (hidden single).
 */
final class AllDifferent extends Propagator {

    private final long allSymbols;

    /** @param allSymbols mask of every symbol of the puzzle; {@code cells.length} is n */
    AllDifferent(int[] cells, long allSymbols) {
        super(cells);
        this.allSymbols = allSymbols;
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        long once = 0;
        long twice = 0;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            twice |= once & m;
            once |= m;
        }
        if (once != allSymbols) {
            return false;
        }
        long hidden = once & ~twice;
        if (hidden == 0) {
            return true;
        }
        for (int i = 0; i < size; i++) {
            int c = cell(i);
            long m = dom[c];
            long h = m & hidden;
            if (h != 0 && h != m) {
                if (!single(h) || !d.restrict(c, h)) {
                    return false;
                }
            }
        }
        return true;
    }
}
