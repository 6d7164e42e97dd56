package grid.model;

import java.util.Arrays;

/**
 * Parts of a line whose sums are all equal, repeats allowed: a zipper line (each pair of cells the same
 * distance from the middle adds up to the middle cell, or to the middle pair), a region-sum line (the runs
 * of the line in each region it passes through). The line keeps its drawing order; the parts partition it.
 *
 * @param kind  {@code zipper line}, {@code region sum line}, for messages and pictures
 * @param line  the line's cells in order (copied)
 * @param parts at least two parts, each a non-empty list of the line's cells, together each cell once (copied)
 */
public record EqualSums(String kind, int[] line, int[][] parts) implements Constraint {

    public EqualSums {
        line = Constraint.checkedCells(line);
        if (kind == null || parts == null || parts.length < 2) {
            throw new IllegalArgumentException("equal sums need a kind and at least two parts");
        }
        int[][] copy = new int[parts.length][];
        int count = 0;
        for (int p = 0; p < parts.length; p++) {
            if (parts[p] == null || parts[p].length == 0) {
                throw new IllegalArgumentException("a part of equal sums is empty");
            }
            copy[p] = parts[p].clone();
            count += copy[p].length;
            for (int c : copy[p]) {
                if (indexOf(line, c) < 0) {
                    throw new IllegalArgumentException("a part names cell " + c + ", which is not on the line");
                }
            }
        }
        if (count != line.length) {
            throw new IllegalArgumentException("the parts of equal sums hold " + count + " cells; the line has "
                    + line.length);
        }
        Constraint.checkedCells(Arrays.stream(copy).flatMapToInt(Arrays::stream).toArray());
        parts = copy;
    }

    @Override
    public int[] cells() {
        return line.clone();
    }

    @Override
    public int[] line() {
        return line.clone();
    }

    @Override
    public int[][] parts() {
        int[][] out = new int[parts.length][];
        for (int p = 0; p < parts.length; p++) {
            out[p] = parts[p].clone();
        }
        return out;
    }

    /** Every part's range of sums (each open cell between the least and the largest symbol) meets the others'. */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        long low = Long.MIN_VALUE;
        long high = Long.MAX_VALUE;
        for (int[] part : parts) {
            long lo = 0;
            long hi = 0;
            for (int c : part) {
                int v = values[indexOf(line, c)];
                lo += v >= 0 ? v : symbols[0];
                hi += v >= 0 ? v : symbols[symbols.length - 1];
            }
            low = Math.max(low, lo);
            high = Math.min(high, hi);
        }
        return low <= high;
    }

    private static int indexOf(int[] cells, int c) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == c) {
                return i;
            }
        }
        return -1;
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
        return kind + Arrays.deepToString(parts);
    }
}
