package solver.exactcover;

import java.util.Arrays;

/**
 * An exact cover problem: columns {@code 0 .. primary-1} must each be covered exactly once, columns
 * {@code primary .. primary+secondary-1} at most once, by a set of chosen rows. A row is a set of
 * columns. As in Knuth's generalised exact cover, the searches branch on primary columns only, so the
 * covers they list are made of rows that each hold a primary column (a row of secondary columns
 * alone is never chosen unless forced). This class knows nothing of Sudoku; {@link SudokuCover}
 * builds one from a rule model.
 *
 * <p>Invariants: immutable; every row's columns are distinct, in range and stored ascending. Rows are
 * kept in one flat array (compressed rows), so problems with millions of rows cost no per-row object.
 */
public final class ExactCoverProblem {

    private final int primary;
    private final int secondary;
    /** Row {@code r} holds {@code columns[rowStart[r] .. rowStart[r+1])}. */
    private final int[] rowStart;
    private final int[] columns;

    private ExactCoverProblem(int primary, int secondary, int[] rowStart, int[] columns) {
        this.primary = primary;
        this.secondary = secondary;
        this.rowStart = rowStart;
        this.columns = columns;
    }

    /** Starts a problem with these many primary and secondary columns. */
    public static Builder builder(int primaryColumns, int secondaryColumns) {
        return new Builder(primaryColumns, secondaryColumns);
    }

    /** Columns that must be covered exactly once. */
    public int primaryColumns() {
        return primary;
    }

    /** Columns that may be covered at most once (numbered after the primary ones). */
    public int secondaryColumns() {
        return secondary;
    }

    /** All columns. */
    public int columnCount() {
        return primary + secondary;
    }

    /** Whether column {@code c} is primary. */
    public boolean isPrimary(int c) {
        return c < primary;
    }

    public int rowCount() {
        return rowStart.length - 1;
    }

    /** Total number of 1s in the matrix. */
    public int entryCount() {
        return columns.length;
    }

    /** Number of columns in row {@code r}. */
    public int rowLength(int r) {
        return rowStart[r + 1] - rowStart[r];
    }

    /** The {@code k}-th column (ascending) of row {@code r}, without copying. */
    public int column(int r, int k) {
        return columns[rowStart[r] + k];
    }

    /** The columns of row {@code r}, ascending (a copy). */
    public int[] row(int r) {
        return Arrays.copyOfRange(columns, rowStart[r], rowStart[r + 1]);
    }

    /**
     * Whether {@code rows} is an exact cover: no column covered twice, every primary column covered.
     * Used by tests and assertions; not on any hot path.
     */
    public boolean isCover(int[] rows) {
        int[] hits = new int[columnCount()];
        for (int r : rows) {
            if (r < 0 || r >= rowCount()) {
                return false;
            }
            for (int i = rowStart[r]; i < rowStart[r + 1]; i++) {
                if (++hits[columns[i]] > 1) {
                    return false;
                }
            }
        }
        for (int c = 0; c < primary; c++) {
            if (hits[c] != 1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "ExactCoverProblem[" + primary + " primary + " + secondary + " secondary columns, "
                + rowCount() + " rows, " + columns.length + " entries]";
    }

    /** Collects rows; {@link #build()} freezes them. Not thread-safe. */
    public static final class Builder {
        private final int primary;
        private final int secondary;
        private int[] rowStart = new int[16];
        private int[] columns = new int[64];
        private int rows;

        private Builder(int primary, int secondary) {
            if (primary < 0 || secondary < 0) {
                throw new IllegalArgumentException("column counts must not be negative");
            }
            this.primary = primary;
            this.secondary = secondary;
        }

        /** Reserves room for this many rows and entries in all (a hint to avoid regrowing). */
        public Builder capacity(int rowCapacity, int entryCapacity) {
            if (rowCapacity + 1 > rowStart.length) {
                rowStart = Arrays.copyOf(rowStart, rowCapacity + 1);
            }
            if (entryCapacity > columns.length) {
                columns = Arrays.copyOf(columns, entryCapacity);
            }
            return this;
        }

        /**
         * Adds a row covering {@code cols} (any order, no repeats) and returns its index.
         *
         * @throws IllegalArgumentException if the row is empty, or a column is out of range or repeated
         */
        public int addRow(int... cols) {
            if (cols.length == 0) {
                throw new IllegalArgumentException("a row must cover at least one column");
            }
            int[] sorted = cols.clone();
            Arrays.sort(sorted);
            int total = primary + secondary;
            for (int i = 0; i < sorted.length; i++) {
                if (sorted[i] < 0 || sorted[i] >= total) {
                    throw new IllegalArgumentException("column " + sorted[i] + " outside 0.." + (total - 1));
                }
                if (i > 0 && sorted[i] == sorted[i - 1]) {
                    throw new IllegalArgumentException("column " + sorted[i] + " repeated in a row");
                }
            }
            int end = rowStart[rows];
            if (rows + 2 > rowStart.length) {
                rowStart = Arrays.copyOf(rowStart, rowStart.length * 2);
            }
            if (end + sorted.length > columns.length) {
                columns = Arrays.copyOf(columns, Math.max(columns.length * 2, end + sorted.length));
            }
            System.arraycopy(sorted, 0, columns, end, sorted.length);
            rowStart[++rows] = end + sorted.length;
            return rows - 1;
        }

        /** Rows added so far. */
        public int rowCount() {
            return rows;
        }

        public ExactCoverProblem build() {
            int[] starts = Arrays.copyOf(rowStart, rows + 1);
            return new ExactCoverProblem(primary, secondary, starts, Arrays.copyOf(columns, starts[rows]));
        }
    }
}
