package grid.model;

import java.util.Arrays;

/**
 * A between line: the values of the cells between the line's two ends (its first and last cell, the
 * circles) lie strictly between the ends' values.
 *
 * @param cells the line from one circle to the other (copied), at least two cells
 */
public record BetweenLine(int[] cells) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "between line";

    public BetweenLine {
        cells = Constraint.checkedCells(cells);
        if (cells.length < 2) {
            throw new IllegalArgumentException("a between line has two ends");
        }
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public String kind() {
        return KIND;
    }

    /** With both ends placed, every placed middle value is strictly between them. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int a = values[0];
        int b = values[values.length - 1];
        if (a < 0 || b < 0) {
            return true;
        }
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (int i = 1; i + 1 < values.length; i++) {
            if (values[i] >= 0 && (values[i] <= lo || values[i] >= hi)) {
                return false;
            }
        }
        return values.length == 2 || hi - lo >= 2;
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
        return "between" + Arrays.toString(cells);
    }
}
