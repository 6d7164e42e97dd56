package grid.model;

import java.util.Arrays;

/**
 * A sandwich clue: along a row or column, the values strictly between the cell holding the least symbol
 * and the cell holding the largest (in either order) add up to {@code sum}. The line is expected to hold
 * every symbol once (a row or a column of the board).
 *
 * @param cells the line, in order (copied)
 * @param sum   the clue
 */
public record Sandwich(int[] cells, int sum) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "sandwich";

    public Sandwich {
        cells = Constraint.checkedCells(cells);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public String kind() {
        return KIND;
    }

    /** The clue a full line of values shows: the sum of the values strictly between its least and its largest. */
    public static int clueOf(int[] values) {
        int lo = 0;
        int hi = 0;
        for (int i = 1; i < values.length; i++) {
            lo = values[i] < values[lo] ? i : lo;
            hi = values[i] > values[hi] ? i : hi;
        }
        int sum = 0;
        for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) {
            sum += values[i];
        }
        return sum;
    }

    @Override
    public String clue() {
        return Integer.toString(sum);
    }

    /** Exact once both ends are placed and every cell between them is; until then, the part so far is not over the sum. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int least = symbols[0];
        int largest = symbols[symbols.length - 1];
        int lo = -1;
        int hi = -1;
        for (int i = 0; i < values.length; i++) {
            if (values[i] == least) {
                lo = i;
            } else if (values[i] == largest) {
                hi = i;
            }
        }
        if (lo < 0 || hi < 0) {
            return true;
        }
        long total = 0;
        boolean open = false;
        for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) {
            if (values[i] < 0) {
                open = true;
            } else {
                total += values[i];
            }
        }
        return open ? total <= sum : total == sum;
    }

    @Override
    public boolean equals(Object o) {
        return RecordValues.equal(this, o);
    }

    @Override
    public int hashCode() {
        return RecordValues.hash(this);
    }

    @Override
    public String toString() {
        return "sandwich " + sum + Arrays.toString(cells);
    }
}
