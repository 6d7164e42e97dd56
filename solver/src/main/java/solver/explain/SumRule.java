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
            long[] least = new long[cells.length + 1];
            long[] most = new long[cells.length + 1];
            for (int i = cells.length - 1; i >= 0; i--) {
                long m = b.cand[cells[i]];
                least[i] = least[i + 1] + (m == 0 ? 0 : b.symbol(Long.numberOfTrailingZeros(m)));
                most[i] = most[i + 1] + (m == 0 ? 0 : b.symbol(63 - Long.numberOfLeadingZeros(m)));
            }
            new Filling(b, cells, b.sums.distinct(k), least, most, new int[cells.length], support)
                    .from(0, 0L, b.sums.total(k));
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

    /**
     * Tries every filling of the cells with their candidates; each complete one with the right total marks
     * its symbols in {@code support}. {@code least[i]} / {@code most[i]}: the smallest and largest total
     * cells i.. can add up to (ignoring distinctness), which cut branches that can no longer reach it.
     */
    private record Filling(Board b, int[] cells, boolean distinct, long[] least, long[] most, int[] chosen,
                           long[] support) {

        void from(int i, long used, long left) {
            if (left < least[i] || left > most[i]) {
                return;
            }
            if (i == cells.length) {
                for (int j = 0; j < cells.length; j++) {
                    support[j] |= 1L << chosen[j];
                }
                return;
            }
            for (long m = b.cand[cells[i]] & (distinct ? ~used : -1L); m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                chosen[i] = v;
                from(i + 1, used | 1L << v, left - b.symbol(v));
            }
        }
    }
}
