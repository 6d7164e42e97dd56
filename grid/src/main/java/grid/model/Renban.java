package grid.model;

import java.util.Arrays;

/**
 * A renban line: its cells hold distinct values that form a run of consecutive numbers, in any order.
 * On a full line: distinct, and the largest minus the least is one less than the number of cells.
 *
 * @param cells the line (copied)
 */
public record Renban(int[] cells) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "renban line";

    public Renban {
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

    /** The values so far are distinct and span less than the line's length. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0) {
                continue;
            }
            for (int j = 0; j < i; j++) {
                if (values[j] == values[i]) {
                    return false;
                }
            }
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        return min > max || (long) max - min < values.length;
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
        return "renban" + Arrays.toString(cells);
    }
}
