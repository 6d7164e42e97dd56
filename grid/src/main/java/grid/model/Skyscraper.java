package grid.model;

import java.util.Arrays;

/**
 * A skyscraper clue: along a row or column read from the clue's side, each value is a building of that
 * height, and a building is seen when it is taller than every one before it; the clue is how many are
 * seen.
 *
 * @param cells the row or column, from the clue's side (copied)
 * @param seen  the clue
 */
public record Skyscraper(int[] cells, int seen) implements Constraint {

    /** The kind's label. */
    public static final String KIND = "skyscraper";

    public Skyscraper {
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

    /** The clue a full line of values shows: how many are taller than every one before them. */
    public static int clueOf(int[] values) {
        int seen = 0;
        int tallest = Integer.MIN_VALUE;
        for (int v : values) {
            if (v > tallest) {
                seen++;
                tallest = v;
            }
        }
        return seen;
    }

    @Override
    public String clue() {
        return Integer.toString(seen);
    }

    /**
     * Exact on a full line. On a partial one, the buildings seen in the placed run from the clue's side
     * are seen whatever follows, and each later cell adds at most one, and only with a symbol taller than
     * the tallest so far.
     */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int count = 0;
        int tallest = Integer.MIN_VALUE;
        int i = 0;
        while (i < values.length && values[i] >= 0) {
            if (values[i] > tallest) {
                count++;
                tallest = values[i];
            }
            i++;
        }
        if (count > seen) {
            return false;
        }
        int taller = 0;
        for (int s : symbols) {
            taller += s > tallest ? 1 : 0;
        }
        return count + Math.min(values.length - i, taller) >= seen;
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
        return "skyscraper " + seen + Arrays.toString(cells);
    }
}
