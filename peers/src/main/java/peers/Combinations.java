package peers;

import solver.rules.SumTable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The symbol sets a killer cage may hold: every set of {@code size} distinct symbol indices whose values
 * add up to the cage total, read from the project's one combination table ({@link SumTable}) and given
 * as ascending index lists in lexicographic order, the order the encodings number them in.
 */
final class Combinations {

    private Combinations() {
    }

    /**
     * Every set of {@code size} distinct indices into {@code ascendingValues} whose values add up to
     * {@code sum}, each as ascending indices, in lexicographic order.
     *
     * @throws IllegalArgumentException when there are more than {@code limit} of them
     */
    static List<int[]> withSum(int[] ascendingValues, int size, long sum, int limit) {
        return withSum(SumTable.of(ascendingValues), ascendingValues.length, size, sum, limit);
    }

    /**
     * The same from a table of {@code symbols} symbols already made (one per encoding, not one per cage).
     *
     * @throws IllegalArgumentException when there are more than {@code limit} of them, or more than 64
     *                                  symbols (a set is one {@code long})
     */
    static List<int[]> withSum(SumTable table, int symbols, int size, long sum, int limit) {
        if (symbols > 64) {
            throw new IllegalArgumentException("cage combinations are listed for up to 64 symbols, not " + symbols);
        }
        long[] sets = table.sets(sum, size, Math.max(0, limit));
        if (sets == null) {
            throw new IllegalArgumentException("more than " + limit + " sets of " + size + " symbols add up to " + sum);
        }
        List<int[]> out = new ArrayList<>(sets.length);
        for (long set : sets) {
            int[] indices = new int[Long.bitCount(set)];
            int i = 0;
            for (long m = set; m != 0; m &= m - 1) {
                indices[i++] = Long.numberOfTrailingZeros(m);
            }
            out.add(indices);
        }
        out.sort(Comparator.comparing((int[] a) -> a, Arrays::compare));
        return out;
    }
}
