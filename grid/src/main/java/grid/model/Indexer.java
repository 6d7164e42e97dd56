package grid.model;

import java.util.Arrays;

/**
 * An indexer cell on a line of cells (a row, a column or a region, in reading order): the cell at
 * {@code position} holds v exactly when the v-th cell of the line holds {@code position + 1}. A column
 * indexer in row r column c (its line the row) says where, in row r, the digit c stands; a row indexer's
 * line is its column, a box indexer's its region.
 *
 * @param kind     {@code row indexer}, {@code column indexer}, {@code box indexer}, for messages and pictures
 * @param line     the cells the value indexes, in order (copied)
 * @param position where the indexer cell stands on the line, from 0
 */
public record Indexer(String kind, int[] line, int position) implements Constraint {

    public Indexer {
        line = Constraint.checkedCells(line);
        if (kind == null || position < 0 || position >= line.length) {
            throw new IllegalArgumentException("an indexer needs a kind and a position on its line");
        }
    }

    @Override
    public int[] cells() {
        return line.clone();
    }

    @Override
    public int[] line() {
        return line.clone();
    }

    /** The indexer cell. */
    public int cell() {
        return line[position];
    }

    /**
     * The placed values agree with the rule both ways: the indexer's value v names a cell of the line and
     * the v-th cell, once placed, holds {@code position + 1}; a cell that holds {@code position + 1} is
     * the one the indexer names, once the indexer is placed.
     */
    @Override
    public boolean allows(int[] values, int[] symbols) {
        int v = values[position];
        int self = position + 1;
        if (v >= 0) {
            if (v < 1 || v > line.length) {
                return false;
            }
            if (values[v - 1] >= 0 && values[v - 1] != self) {
                return false;
            }
        }
        for (int j = 0; j < values.length; j++) {
            if (values[j] == self && v >= 0 && v != j + 1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String describe(int n) {
        int c = line[position];
        return kind + " r" + (c / n + 1) + "c" + (c % n + 1);
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
        return kind + "@" + position + Arrays.toString(line);
    }
}
