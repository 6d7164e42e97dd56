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
    public Step find(PencilMarks b) {
        if (b.sums == null) {
            return null;
        }
        int from = derived ? b.sums.cageCount() : 0;
        int to = derived ? b.sums.count() : b.sums.cageCount();
        for (int k = from; k < to; k++) {
            int[] cells = b.sums.cells(k);
            long[] support = new long[cells.length];
            if (b.sums.distinct(k)) {
                supportBySets(b, cells, b.sums.total(k), support);
            } else {
                long[] least = new long[cells.length + 1];
                long[] most = new long[cells.length + 1];
                for (int i = cells.length - 1; i >= 0; i--) {
                    long m = b.cand[cells[i]];
                    least[i] = least[i + 1] + (m == 0 ? 0 : b.symbol(Long.numberOfTrailingZeros(m)));
                    most[i] = most[i + 1] + (m == 0 ? 0 : b.symbol(63 - Long.numberOfLeadingZeros(m)));
                }
                new Filling(b, cells, least, most, new int[cells.length], support).from(0, b.sums.total(k));
            }
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
     * Marks in {@code support} the candidates of cells that must all differ which some filling adding up
     * to {@code total} uses: for each set of distinct symbols with that total among their candidates (the
     * combination table), the ways of spreading the set over the cells, one symbol each.
     */
    private static void supportBySets(PencilMarks b, int[] cells, long total, long[] support) {
        long union = 0;
        for (int c : cells) {
            union |= b.cand[c];
        }
        int[] chosen = new int[cells.length];
        b.combinations.within(union, cells.length, total, set -> {
            for (int i = 0; i < cells.length; i++) {
                if ((b.cand[cells[i]] & set & ~support[i]) != 0) {
                    spread(b, cells, set, 0, chosen, support);
                    return;
                }
            }
        });
    }

    /** Every way of giving cells i.. one symbol each of {@code left} (as many as cells): marks each in support. */
    private static void spread(PencilMarks b, int[] cells, long left, int i, int[] chosen, long[] support) {
        if (i == cells.length) {
            for (int j = 0; j < cells.length; j++) {
                support[j] |= 1L << chosen[j];
            }
            return;
        }
        for (long m = b.cand[cells[i]] & left; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            chosen[i] = v;
            spread(b, cells, left & ~(1L << v), i + 1, chosen, support);
        }
    }

    /**
     * Tries every filling of cells that may repeat a symbol with their candidates; each complete one with
     * the right total marks its symbols in {@code support}. {@code least[i]} / {@code most[i]}: the
     * smallest and largest total cells i.. can add up to, which cut branches that can no longer reach it.
     */
    private record Filling(PencilMarks b, int[] cells, long[] least, long[] most, int[] chosen, long[] support) {

        void from(int i, long left) {
            if (left < least[i] || left > most[i]) {
                return;
            }
            if (i == cells.length) {
                for (int j = 0; j < cells.length; j++) {
                    support[j] |= 1L << chosen[j];
                }
                return;
            }
            for (long m = b.cand[cells[i]]; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                chosen[i] = v;
                from(i + 1, left - b.symbol(v));
            }
        }
    }
}
