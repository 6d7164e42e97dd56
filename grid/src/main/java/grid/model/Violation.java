package grid.model;

/**
 * One broken rule, in words a person can act on, with the cells involved.
 *
 * @param message e.g. {@code the number 3 appears twice in row 2 (cells r2c1 and r2c5)}
 * @param cells   the cells involved (row-major indices)
 */
public record Violation(String message, int[] cells) {

    public Violation {
        cells = cells.clone();
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public String toString() {
        return message;
    }
}
