package solver.rules;

import grid.model.Group;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The regions the 45 rule looks at, as chains of houses: every run of consecutive houses of a chain (at
 * least {@link Chain#shortest} long) is one region. The chains are the rows by index, the columns by index,
 * the boxes of each band (boxes over the same rows) left to right and the boxes of each stack (boxes over
 * the same columns) top to bottom; a gap in the indices or between two boxes ends a chain. Every other
 * house (an irregular region, a diagonal, a box that is not a rectangle, a cage of n cells) is a chain of
 * its own. A stack's runs start at two houses, as its single boxes are already runs of their bands.
 *
 * <p>Houses are indices into {@link CompiledRules#houses()}. Consecutive houses of a chain are meant to be
 * disjoint; the derivation checks that before it takes a union (a model may label groups oddly), since only
 * a union of disjoint houses holds each symbol once per house.
 */
final class HouseChains {

    /** A chain of houses and the fewest of them a region takes. */
    record Chain(int[] houses, int shortest) {
    }

    private HouseChains() {
    }

    static List<Chain> of(CompiledRules rules) {
        int n = rules.size();
        int[][] houses = rules.houses();
        int count = houses.length;
        long[] rows = new long[count];
        long[] columns = new long[count];
        long[] bands = new long[count];
        long[] stacks = new long[count];
        int rowCount = 0;
        int columnCount = 0;
        int boxCount = 0;
        List<Chain> out = new ArrayList<>();
        for (int h = 0; h < count; h++) {
            Group.Kind kind = rules.houseKind(h);
            if (kind == Group.Kind.ROW) {
                rows[rowCount++] = (long) rules.houseIndex(h) << 32 | h;
            } else if (kind == Group.Kind.COLUMN) {
                columns[columnCount++] = (long) rules.houseIndex(h) << 32 | h;
            } else if (kind == Group.Kind.BOX && rectangle(houses[h], n)) {
                int[] span = span(houses[h], n);
                // band: same rows (top, bottom), then left to right; stack: same columns, then top to bottom
                bands[boxCount] = ((long) span[0] * n + span[1]) << 42 | (long) span[2] << 21 | h;
                stacks[boxCount++] = ((long) span[2] * n + span[3]) << 42 | (long) span[0] << 21 | h;
            } else {
                out.add(new Chain(new int[]{h}, 1));
            }
        }
        lines(rows, rowCount, out);
        lines(columns, columnCount, out);
        boxes(bands, boxCount, houses, n, true, out);
        boxes(stacks, boxCount, houses, n, false, out);
        return out;
    }

    /** Chains of lines: {@code index << 32 | house}, split where the index does not go up by one. */
    private static void lines(long[] keyed, int count, List<Chain> out) {
        Arrays.sort(keyed, 0, count);
        int from = 0;
        for (int i = 1; i <= count; i++) {
            if (i == count || (keyed[i] >> 32) != (keyed[i - 1] >> 32) + 1) {
                out.add(new Chain(low(keyed, from, i, 0xFFFF_FFFFL), 1));
                from = i;
            }
        }
    }

    /**
     * Chains of boxes: {@code (span key) << 42 | position << 21 | house}, split where the span key changes
     * or the next box does not start right after the previous one.
     */
    private static void boxes(long[] keyed, int count, int[][] houses, int n, boolean band, List<Chain> out) {
        Arrays.sort(keyed, 0, count);
        int from = 0;
        for (int i = 1; i <= count; i++) {
            if (i == count || keyed[i] >>> 42 != keyed[i - 1] >>> 42
                    || !follows(houses[(int) (keyed[i - 1] & 0x1F_FFFF)], houses[(int) (keyed[i] & 0x1F_FFFF)], n,
                    band)) {
                if (band || i - from >= 2) {
                    out.add(new Chain(low(keyed, from, i, 0x1F_FFFF), band ? 1 : 2));
                }
                from = i;
            }
        }
    }

    /** Whether box {@code next} starts in the column (band) or row (stack) after box {@code previous} ends. */
    private static boolean follows(int[] previous, int[] next, int n, boolean band) {
        int[] a = span(previous, n);
        int[] b = span(next, n);
        return band ? b[2] == a[3] + 1 : b[0] == a[1] + 1;
    }

    private static int[] low(long[] keyed, int from, int to, long mask) {
        int[] out = new int[to - from];
        for (int i = from; i < to; i++) {
            out[i - from] = (int) (keyed[i] & mask);
        }
        return out;
    }

    /** {top row, bottom row, left column, right column} of a set of cells. */
    private static int[] span(int[] cells, int n) {
        int[] span = {Integer.MAX_VALUE, -1, Integer.MAX_VALUE, -1};
        for (int c : cells) {
            int r = c / n;
            int col = c % n;
            span[0] = Math.min(span[0], r);
            span[1] = Math.max(span[1], r);
            span[2] = Math.min(span[2], col);
            span[3] = Math.max(span[3], col);
        }
        return span;
    }

    /** Whether the cells fill their bounding rectangle (they are distinct, so counting suffices). */
    private static boolean rectangle(int[] cells, int n) {
        int[] span = span(cells, n);
        return (long) (span[1] - span[0] + 1) * (span[3] - span[2] + 1) == cells.length;
    }
}
