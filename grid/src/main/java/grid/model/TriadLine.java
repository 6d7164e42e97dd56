package grid.model;

import java.util.Arrays;

/**
 * A line whose values fall into three classes and whose every three consecutive cells hold one value of
 * each: an entropic line (low, middle and high digits) or a modular line (the residues mod 3). So cells a
 * multiple of three apart along the line share a class and any other two differ in class; a line of two
 * cells has two classes, a line of one states nothing.
 *
 * @param kind    {@code entropic line}, {@code modular line}, for messages and pictures
 * @param cells   the line, in order (copied)
 * @param classes three disjoint sets of values (copied, each sorted); a value in none breaks the rule
 */
public record TriadLine(String kind, int[] cells, int[][] classes) implements Constraint {

    public TriadLine {
        cells = Constraint.checkedCells(cells);
        if (kind == null || classes == null || classes.length != 3) {
            throw new IllegalArgumentException("a triad line needs a kind and three classes of values");
        }
        int[][] copy = new int[3][];
        for (int k = 0; k < 3; k++) {
            copy[k] = classes[k].clone();
            Arrays.sort(copy[k]);
        }
        classes = copy;
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int[][] classes() {
        int[][] out = new int[3][];
        for (int k = 0; k < 3; k++) {
            out[k] = classes[k].clone();
        }
        return out;
    }

    /** The class (0, 1 or 2) of {@code value}, or -1 when it is in none. */
    public int classOf(int value) {
        for (int k = 0; k < 3; k++) {
            if (Arrays.binarySearch(classes[k], value) >= 0) {
                return k;
            }
        }
        return -1;
    }

    /** The placed values so far: each in a class, one class per position mod 3, and three different ones. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int[] byPlace = {-1, -1, -1};
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0) {
                continue;
            }
            int k = classOf(values[i]);
            if (k < 0 || byPlace[i % 3] >= 0 && byPlace[i % 3] != k) {
                return false;
            }
            byPlace[i % 3] = k;
        }
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                if (byPlace[a] >= 0 && byPlace[a] == byPlace[b]) {
                    return false;
                }
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
        return kind + Arrays.toString(cells);
    }
}
