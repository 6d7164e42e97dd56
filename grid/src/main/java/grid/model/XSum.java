package grid.model;

import java.util.Arrays;

/**
 * An X-sum clue: along a row or column read from the clue's side, the first cell's value X says how many
 * cells, counted from that end and the first included, add up to the clue.
 *
 * @param cells the row or column, from the clue's side (copied)
 * @param sum   the clue
 */
public record XSum(int[] cells, int sum) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "x-sum";

    public XSum {
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

    /** The clue a full line of values shows: the sum of its first X values, X the first value. */
    public static int clueOf(int[] values) {
        int sum = 0;
        for (int i = 0; i < values[0] && i < values.length; i++) {
            sum += values[i];
        }
        return sum;
    }

    @Override
    public String clue() {
        return Integer.toString(sum);
    }

    /**
     * Once the first value X is placed: X is at most the line's length, and the first X cells can still
     * reach the clue (each open one between the least and the largest symbol).
     */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int x = values[0];
        if (x < 0) {
            return true;
        }
        if (x < 1 || x > values.length) {
            return false;
        }
        long low = 0;
        long high = 0;
        for (int i = 0; i < x; i++) {
            low += values[i] >= 0 ? values[i] : symbols[0];
            high += values[i] >= 0 ? values[i] : symbols[symbols.length - 1];
        }
        return low <= sum && sum <= high;
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
        return "x-sum " + sum + Arrays.toString(cells);
    }
}
