package solver.explain;

/**
 * A set of cells with a known total (a killer cage, or a set the 45 rule derives from a run of houses:
 * the house totals minus the cages inside them): a candidate that no way of filling the set with its
 * candidates uses (distinct symbols where the cells must differ, adding up to the total) is not
 * possible. Cages are level 2 ("cage combinations"), derived sets level 3 ("45 rule").
 */
final class SumRule implements Technique {

    private final boolean derived;

    SumRule(boolean derived) {
        this.derived = derived;
    }

    @Override
    public String name() {
        return derived ? "45 rule" : "cage combinations";
    }

    @Override
    public int level() {
        return derived ? 3 : 2;
    }

    @Override
    public Step find(Board b) {
        if (b.sums == null) {
            return null;
        }
        int from = derived ? b.sums.cageCount() : 0;
        int to = derived ? b.sums.count() : b.sums.cageCount();
        for (int k = from; k < to; k++) {
            int[] cells = b.sums.cells(k);
            long[] support = new long[cells.length];
            fill(b, cells, b.sums.distinct(k), 0, 0L, b.sums.total(k), new int[cells.length], support);
            long[] lost = new long[cells.length];
            for (int i = 0; i < cells.length; i++) {
                lost[i] = b.cand[cells[i]] & ~support[i];
            }
            StringBuilder set = new StringBuilder();
            for (int c : cells) {
                set.append(set.length() > 0 ? " + " : "").append(b.cell(c));
            }
            String why = (derived ? "45 rule: " : "cage ") + set + " = " + b.sums.total(k)
                    + ": no filling of it that adds up uses these";
            Step s = elimination(b, cells, lost, cells.length, why);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** Tries every filling of cells[i..]; each complete one with the right total marks its symbols in support. */
    private static void fill(Board b, int[] cells, boolean distinct, int i, long used, long left, int[] chosen,
                             long[] support) {
        if (i == cells.length) {
            if (left == 0) {
                for (int j = 0; j < cells.length; j++) {
                    support[j] |= 1L << chosen[j];
                }
            }
            return;
        }
        for (long m = b.cand[cells[i]] & (distinct ? ~used : -1L); m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            long rest = left - b.symbol(v);
            if (rest < 0) {
                // Symbols are never negative, so the total is already exceeded.
                continue;
            }
            chosen[i] = v;
            fill(b, cells, distinct, i + 1, used | 1L << v, rest, chosen, support);
        }
    }
}
