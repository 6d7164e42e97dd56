package grid.model;

import java.util.Arrays;

/**
 * A quadruple clue: the cells (the two to four cells around a grid corner) hold every listed value, a
 * value listed twice at least twice.
 *
 * @param cells  the cells around the corner (copied)
 * @param values the listed values, ascending (copied and sorted), no more than there are cells
 */
public record Quadruple(int[] cells, int[] values) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "quadruple";

    public Quadruple {
        cells = Constraint.checkedCells(cells);
        if (values == null || values.length == 0 || values.length > cells.length) {
            throw new IllegalArgumentException("a quadruple lists 1.." + cells.length + " values");
        }
        values = values.clone();
        Arrays.sort(values);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String clue() {
        return Arrays.toString(values);
    }

    /** The listed values not yet placed fit in the open cells. */
    @Override
    public boolean allows(int[] placed, int[] symbols) {
        boolean[] used = new boolean[placed.length];
        int open = 0;
        for (int v : placed) {
            open += v < 0 ? 1 : 0;
        }
        int missing = 0;
        for (int want : values) {
            boolean found = false;
            for (int i = 0; i < placed.length && !found; i++) {
                if (!used[i] && placed[i] == want) {
                    used[i] = true;
                    found = true;
                }
            }
            missing += found ? 0 : 1;
        }
        return missing <= open;
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
        return "quadruple " + Arrays.toString(values) + Arrays.toString(cells);
    }
}
