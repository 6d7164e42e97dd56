package grid.model;

import java.util.Arrays;

/**
 * One cell may hold only some values: an odd cell (f-puzzles' circle), an even cell (its square).
 *
 * @param kind   {@code odd}, {@code even}, ... for messages
 * @param cell   the cell
 * @param values the values it may hold (copied and sorted)
 */
public record AllowedValues(String kind, int cell, int[] values) implements Constraint {

    public AllowedValues {
        if (cell < 0 || values == null) {
            throw new IllegalArgumentException("allowed values need a cell and a list");
        }
        values = values.clone();
        Arrays.sort(values);
    }

    @Override
    public int[] cells() {
        return new int[]{cell};
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    /** Whether {@code value} is one of the allowed values. */
    public boolean allowsValue(int value) {
        return Arrays.binarySearch(values, value) >= 0;
    }

    @Override
    public boolean allows(int[] placed, int[] symbols) {
        return placed[0] < 0 || allowsValue(placed[0]);
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
        return kind + " r" + cell;
    }
}
