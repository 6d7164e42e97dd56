package solver.candidates;

/**
 * What the combination table of a sum over distinct cells implies (a killer cage, a 45-rule set inside a
 * house): a combination of symbols with the sum's size and total is feasible while it holds every symbol
 * fixed in the sum's cells, holds only symbols some cell can take, and offers every cell one of its
 * symbols. The cells may keep only symbols of feasible combinations ({@code allowed}, empty when none is
 * feasible: a contradiction), and the sum needs the symbols every feasible combination holds
 * ({@code required}), which makes them hidden singles or locks them in the sum's houses.
 */
public record FeasibleCombinations(long allowed, long required) {

    /**
     * The feasible combinations among {@code combos[first .. last - 1]} for the cells
     * {@code masks[offset + cells[i]]}, {@code i} in {@code from .. to - 1}, whose fixed symbols are
     * {@code fixed} and whose candidates together are {@code union}.
     */
    public static FeasibleCombinations of(long[] combos, int first, int last, long fixed, long union,
                                          long[] masks, int offset, int[] cells, int from, int to) {
        long allowed = 0;
        long required = -1L;
        for (int j = first; j < last; j++) {
            long combo = combos[j];
            if (fits(combo, fixed, union) && meetsEvery(combo, masks, offset, cells, from, to)) {
                allowed |= combo;
                required &= combo;
            }
        }
        return new FeasibleCombinations(allowed, allowed == 0 ? 0 : required);
    }

    /** Whether {@code combo} holds every fixed symbol and only symbols of {@code union}. */
    public static boolean fits(long combo, long fixed, long union) {
        return (combo & fixed) == fixed && (combo & ~union) == 0;
    }

    /** Whether every cell {@code masks[offset + cells[i]]} can take a symbol of {@code combo}. */
    public static boolean meetsEvery(long combo, long[] masks, int offset, int[] cells, int from, int to) {
        for (int i = from; i < to; i++) {
            if ((masks[offset + cells[i]] & combo) == 0) {
                return false;
            }
        }
        return true;
    }
}
