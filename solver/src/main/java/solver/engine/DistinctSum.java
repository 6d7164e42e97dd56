package solver.engine;

/**
 * Distinct cells whose symbol values add up to a total (a killer cage, or an innie/outie set that lies
 * in one house), using the precomputed symbol combinations of that total and size. A combination is
 * feasible while it holds every fixed symbol, every one of its symbols is still possible somewhere and
 * every cell can take one of its symbols; cells keep only symbols of feasible combinations, and a
 * symbol common to all feasible combinations that only one cell can take is placed there.
 */
final class DistinctSum extends Propagator {

    private final long[] combinations;

    /** @param combinations the symbol masks of exactly {@code cells.length} symbols adding up to the total */
    DistinctSum(int[] cells, long[] combinations) {
        super(cells);
        this.combinations = combinations.clone();
    }

    @Override
    boolean expensive() {
        return combinations.length > 16;
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        boolean again = true;
        while (again) {
            again = false;
            long union = 0;
            long fixed = 0;
            for (int i = 0; i < size; i++) {
                long m = dom[cell(i)];
                union |= m;
                if (single(m)) {
                    fixed |= m;
                }
            }
            long allowed = 0;
            long required = -1L;
            for (long combo : combinations) {
                if ((combo & fixed) != fixed || (combo & ~union) != 0 || !meetsEveryCell(dom, combo, size)) {
                    continue;
                }
                allowed |= combo;
                required &= combo;
            }
            if (allowed == 0) {
                return false;
            }
            long once = 0;
            long twice = 0;
            for (int i = 0; i < size; i++) {
                int c = cell(i);
                if (!d.restrict(c, allowed)) {
                    return false;
                }
                long m = dom[c];
                twice |= once & m;
                once |= m;
            }
            if ((once & required) != required) {
                return false;
            }
            long hidden = required & once & ~twice;
            if (hidden == 0) {
                continue;
            }
            for (int i = 0; i < size; i++) {
                int c = cell(i);
                long m = dom[c];
                long h = m & hidden;
                if (h != 0 && h != m) {
                    if (!single(h) || !d.restrict(c, h)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        return true;
    }

    private boolean meetsEveryCell(long[] dom, long combo, int size) {
        for (int i = 0; i < size; i++) {
            if ((dom[cell(i)] & combo) == 0) {
                return false;
            }
        }
        return true;
    }
}
