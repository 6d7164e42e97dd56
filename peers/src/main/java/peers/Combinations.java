package peers;

import java.util.ArrayList;
import java.util.List;

/**
 * The symbol sets a killer cage may hold: every set of {@code size} distinct symbol indices whose values
 * add up to the cage total. Symbol values are ascending and non-negative (as {@code RuleModel} keeps
 * them), which lets the search stop early on both sides: once the partial sum passes the total, and when
 * even the largest remaining values cannot reach it.
 */
final class Combinations {

    private final int[] values;
    private final int size;
    private final long sum;
    private final int[] picked;
    private final int limit;
    private final List<int[]> out = new ArrayList<>();

    private Combinations(int[] values, int size, long sum, int limit) {
        this.values = values;
        this.limit = limit;
        this.size = size;
        this.sum = sum;
        this.picked = new int[size];
    }

    /**
     * Every set of {@code size} distinct indices into {@code ascendingValues} whose values add up to
     * {@code sum}, each as ascending indices, in lexicographic order.
     *
     * @throws IllegalArgumentException when there are more than {@code limit} of them
     */
    static List<int[]> withSum(int[] ascendingValues, int size, long sum, int limit) {
        Combinations c = new Combinations(ascendingValues, size, sum, limit);
        if (size <= ascendingValues.length) {
            c.extend(0, 0, 0);
        }
        return c.out;
    }

    private void extend(int from, int depth, long acc) {
        if (depth == size) {
            if (acc == sum) {
                if (out.size() == limit) {
                    throw new IllegalArgumentException("more than " + limit + " sets of " + size
                            + " symbols add up to " + sum);
                }
                out.add(picked.clone());
            }
            return;
        }
        int left = size - depth;
        long largest = 0;
        for (int i = values.length - left; i < values.length; i++) {
            largest += values[i];
        }
        if (acc + largest < sum) {
            return;
        }
        for (int i = from; i <= values.length - left; i++) {
            long next = acc + values[i];
            if (next > sum) {
                return;
            }
            picked[depth] = i;
            extend(i + 1, depth + 1, next);
        }
    }
}
