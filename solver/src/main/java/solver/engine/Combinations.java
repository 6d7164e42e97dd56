package solver.engine;

import java.util.Arrays;

/**
 * Enumerates the sets of {@code size} distinct symbols whose values add up to a total, as symbol-index
 * bitmasks. Done once per cage at compile time; gives up (returns {@code null}) beyond a cap, so a huge
 * cage on a large grid falls back to bounds reasoning instead of a table of millions.
 */
final class Combinations {

    private final int[] value;
    private final int cap;
    private long[] out;
    private int count;
    private boolean overflow;

    /** @param value symbol values by index, ascending */
    Combinations(int[] value, int cap) {
        this.value = value.clone();
        this.cap = cap;
    }

    /** The combinations, or {@code null} if there are more than the cap. */
    long[] of(int total, int size) {
        out = new long[16];
        count = 0;
        overflow = false;
        if (size <= value.length && size <= 64) {
            walk(0, size, total, 0L);
        }
        return overflow ? null : Arrays.copyOf(out, count);
    }

    private void walk(int from, int left, long rest, long chosen) {
        if (overflow) {
            return;
        }
        if (left == 0) {
            if (rest == 0) {
                if (count == cap) {
                    overflow = true;
                    return;
                }
                if (count == out.length) {
                    out = Arrays.copyOf(out, count * 2);
                }
                out[count++] = chosen;
            }
            return;
        }
        for (int v = from; v <= value.length - left; v++) {
            long smallest = 0;
            for (int k = 0; k < left; k++) {
                smallest += value[v + k];
            }
            if (smallest > rest) {
                return;
            }
            long largest = value[v];
            for (int k = 0; k < left - 1; k++) {
                largest += value[value.length - 1 - k];
            }
            if (largest < rest) {
                continue;
            }
            walk(v + 1, left - 1, rest - value[v], chosen | (1L << v));
        }
    }
}
