package grid.kinds;

import java.util.List;

/**
 * The document a rule kind reads its entries from, as the f-puzzles reader offers it: the grid's side and
 * regions, and the entries of a key, each named for messages.
 */
public interface Source {

    /** The grid's side n (cells are numbered row by row, 0 to n * n - 1). */
    int size();

    /** The region (box, irregular region, or row where there are neither) of a cell, from 0. */
    int region(int cell);

    /** The cells of region {@code region}, in reading order. */
    int[] regionCells(int region);

    /** The height of the grid's standard boxes (1 when the side has none). */
    int boxRows();

    /** Whether the document has a value for {@code key} (not null). */
    boolean has(String key);

    /** Whether a key of the whole grid is on ({@code true}); false when absent. */
    boolean flag(String key) throws BadEntry;

    /** The values of a key that holds a JSON array (none when absent). */
    java.util.List<?> values(String key) throws BadEntry;

    /** An error at the line of a key's value. */
    BadEntry error(String key, String reason);

    /**
     * The entries of {@code key}, in order (none when the document has no such key); the k-th is named
     * {@code label k} in messages.
     *
     * @throws BadEntry when the key's value is not a JSON array of objects
     */
    List<Entry> entries(String key, String label) throws BadEntry;
}
