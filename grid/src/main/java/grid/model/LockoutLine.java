package grid.model;

import java.util.Arrays;

/**
 * A lockout line (SudokuPad's): its two ends differ by at least {@code gap}, and no cell between them on
 * the line holds a value between the ends' values or equal to one.
 *
 * @param cells the line, end to end (copied), at least two cells
 * @param gap   the least difference of the ends (4 in the common rule)
 */
public record LockoutLine(int[] cells, int gap) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "lockout line";

    public LockoutLine {
        cells = Constraint.checkedCells(cells);
        if (cells.length < 2 || gap < 1) {
            throw new IllegalArgumentException("a lockout line has two ends and a gap of at least 1");
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

    /** Once both ends are placed: they are {@code gap} apart, and no placed cell between them is within their range. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int a = values[0];
        int b = values[values.length - 1];
        if (a < 0 || b < 0) {
            return true;
        }
        if (Math.abs((long) a - b) < gap) {
            return false;
        }
        for (int i = 1; i + 1 < values.length; i++) {
            if (values[i] >= Math.min(a, b) && values[i] <= Math.max(a, b)) {
                return false;
            }
        }
        return true;
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
        return KIND + " " + gap + Arrays.toString(cells);
    }
}
