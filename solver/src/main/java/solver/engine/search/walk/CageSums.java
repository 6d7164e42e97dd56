package solver.engine.search.walk;

/**
 * The sum rules a local search checks besides the peers: cage k's cells {@code cells[k]} add up, in symbol
 * values ({@code value[symbol]}), to {@code total[k]}. Shared, never modified.
 *
 * @param cells the cells of each cage
 * @param total each cage's total
 * @param value the value of each symbol index
 */
public record CageSums(int[][] cells, long[] total, int[] value) {

    /** No cages. */
    public static CageSums none(int[] value) {
        return new CageSums(new int[0][], new long[0], value);
    }

    public int count() {
        return cells.length;
    }
}
