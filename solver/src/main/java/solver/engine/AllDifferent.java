package solver.engine;

/**
 * Cells holding pairwise different symbols. Removes every fixed symbol from the other cells (naked
 * singles) and fails on a repeated fixed symbol or when fewer symbols than cells remain (pigeonhole).
 * When the group has exactly {@code n} cells every symbol must appear, so a symbol left in one cell
 * only is placed there (hidden single). Runs to its own fixpoint.
 */
final class AllDifferent extends Propagator {

    private final boolean full;
    private final long allSymbols;

    /**
     * @param cells      the group's cells
     * @param allSymbols mask of every symbol of the puzzle
     * @param full       whether the group must hold every symbol ({@code cells.length == n})
     */
    AllDifferent(int[] cells, long allSymbols, boolean full) {
        super(cells);
        this.allSymbols = allSymbols;
        this.full = full;
    }

    @Override
    Wake wake() {
        return full ? Wake.CHANGE : Wake.FIX;
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        boolean again = true;
        while (again) {
            again = false;
            long fixed = 0;
            long once = 0;
            long twice = 0;
            for (int i = 0; i < size; i++) {
                long m = dom[cell(i)];
                if (single(m)) {
                    if ((fixed & m) != 0) {
                        return false;
                    }
                    fixed |= m;
                }
                twice |= once & m;
                once |= m;
            }
            if (full ? once != allSymbols : Long.bitCount(once) < size) {
                return false;
            }
            long hidden = full ? once & ~twice & ~fixed : 0;
            if (fixed == 0 && hidden == 0) {
                return true;
            }
            for (int i = 0; i < size; i++) {
                int c = cell(i);
                long m = dom[c];
                if (single(m)) {
                    continue;
                }
                long keep = m & ~fixed;
                long h = keep & hidden;
                if (h != 0) {
                    if (!single(h)) {
                        return false;
                    }
                    keep = h;
                }
                if (keep != m) {
                    if (!d.restrict(c, keep)) {
                        return false;
                    }
                    again |= single(keep);
                }
            }
        }
        return true;
    }
}
