package grid.model;

import java.util.Arrays;

/**
 * A weighted sum with repeats allowed: {@code sum(weights[i] * value(cells[i])) == total}. An arrow is
 * its shaft's cells with weight 1 and its circle's cells with weights {@code -10^k} (a circle of several
 * cells reads as a number, most significant first), total 0; a little killer clue is its diagonal with
 * weight 1 and the clue as the total.
 *
 * @param kind    what the sum stands for in messages ({@code arrow}, {@code little killer}, {@code double arrow})
 * @param cells   distinct cells (copied)
 * @param weights one non-zero weight per cell (copied)
 * @param total   the required total
 */
public record LinearSum(String kind, int[] cells, int[] weights, long total) implements Constraint {

    public LinearSum {
        cells = Constraint.checkedCells(cells);
        if (weights == null || weights.length != cells.length) {
            throw new IllegalArgumentException("a sum needs one weight per cell");
        }
        weights = weights.clone();
        for (int w : weights) {
            if (w == 0) {
                throw new IllegalArgumentException("a sum's weights are non-zero");
            }
        }
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[] weights() {
        return weights.clone();
    }

    /** The weight of the {@code i}-th cell, without copying. */
    public int weight(int i) {
        return weights[i];
    }

    /** The total, when it is a clue to read (a little killer's); none for an arrow's 0. */
    @Override
    public String clue() {
        return total == 0 ? "" : Long.toString(total);
    }

    /** Bounds: the open cells can reach the rest of the total with values between the least and largest symbol. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        long low = 0;
        long high = 0;
        int least = symbols[0];
        int largest = symbols[symbols.length - 1];
        for (int i = 0; i < cells.length; i++) {
            long w = weights[i];
            if (values[i] >= 0) {
                low += w * values[i];
                high += w * values[i];
            } else {
                low += Math.min(w * least, w * largest);
                high += Math.max(w * least, w * largest);
            }
        }
        return low <= total && total <= high;
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
        return kind + " " + Arrays.toString(weights) + "x" + Arrays.toString(cells) + " = " + total;
    }
}
