package solver.exactcover;

import java.util.Arrays;

/**
 * Turns the rows of one exact cover into the array a {@link solver.api.SolutionSink} receives. An exact
 * cover search calls it once per solution; a decoder may reuse one buffer (sinks copy what they keep),
 * so a decoder with a buffer serves one search at a time.
 */
@FunctionalInterface
interface CoverDecoder {

    /**
     * Decodes a solution.
     *
     * @param rows  the chosen rows (forced rows first, then in search order); only the first
     *              {@code count} entries are meaningful and the array must not be kept
     * @param count how many rows were chosen
     * @return the array to hand to the sink
     */
    int[] decode(int[] rows, int count);

    /** Hands the sink the chosen row indices, ascending, in a fresh array. */
    static CoverDecoder rowIndices() {
        return (rows, count) -> {
            int[] out = Arrays.copyOf(rows, count);
            Arrays.sort(out);
            return out;
        };
    }
}
