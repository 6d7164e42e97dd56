package grid.model;

import java.util.Arrays;

/**
 * A killer cage: its cells hold distinct symbols whose <em>values</em> add up to {@code sum}.
 *
 * @param cells row-major cell indices, distinct; copied on the way in and out
 * @param sum   the total of the symbol values (not of symbol indices); a {@code long}, since a few
 *              large symbols (any non-negative {@code int} is one) add up past {@code int}
 */
public record Cage(int[] cells, long sum) {

    public Cage {
        if (cells == null || cells.length == 0) {
            throw new IllegalArgumentException("a cage needs at least one cell");
        }
        if (sum < 0) {
            throw new IllegalArgumentException("a cage total cannot be negative");
        }
        cells = cells.clone();
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    /** Number of cells. */
    public int size() {
        return cells.length;
    }

    /** The {@code i}-th cell index, without copying. */
    public int cell(int i) {
        return cells[i];
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
        return "cage " + sum + Arrays.toString(cells);
    }
}
