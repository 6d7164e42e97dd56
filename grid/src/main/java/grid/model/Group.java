package grid.model;

import java.util.Arrays;

/**
 * An all-different group: no two of its cells may hold the same symbol. A row, column or box of an
 * n x n Sudoku has n cells (every symbol appears exactly once); a Dutch Miracle diagonal may be shorter.
 *
 * @param kind  what the group is, for messages and pictures
 * @param index which one of its kind (row 0, box 3, ...)
 * @param cells row-major cell indices, distinct; the array is copied on the way in and out
 */
public record Group(Kind kind, int index, int[] cells) {

    /** What an all-different group stands for. */
    public enum Kind {
        ROW("row"), COLUMN("column"), BOX("box"),
        /** A south-west to north-east diagonal (the Dutch Miracle's "positive diagonal"). */
        POSITIVE_DIAGONAL("positive-diagonal"),
        /** A north-west to south-east diagonal. */
        NEGATIVE_DIAGONAL("negative-diagonal"),
        /** Anything else a format may define (extra regions). */
        REGION("region"),
        /** The cells of a line whose digits differ (an f-puzzles renban line). */
        LINE("renban line"),
        /**
         * The cells of a thermometer, bulb first. Its digits rise from the bulb (one "less than" relation
         * per step says so), so they also differ; the group states that and keeps the line's order.
         */
        THERMOMETER("thermometer"),
        /** The cells of a Nabner line: its digits differ, and no two of them are consecutive. */
        NABNER("nabner line");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The lower-case name used in messages, e.g. {@code positive-diagonal}. */
        public String label() {
            return label;
        }
    }

    public Group {
        if (kind == null || cells == null || cells.length == 0) {
            throw new IllegalArgumentException("a group needs a kind and at least one cell");
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

    /** e.g. {@code row 3} (1-based for people). */
    public String describe() {
        return kind.label() + " " + (index + 1);
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
        return describe() + Arrays.toString(cells);
    }
}
