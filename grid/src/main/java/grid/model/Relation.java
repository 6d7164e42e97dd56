package grid.model;

/**
 * A binary constraint between two different cells.
 *
 * @param a     first cell (row-major index)
 * @param b     second cell
 * @param kind  the rule, read as {@code kind.allows(value(a), value(b), param)}
 * @param param the rule's parameter (1 for a white dot, 2 for a black dot, 4 for the Dutch Miracle)
 */
public record Relation(int a, int b, RelationKind kind, int param) {

    public Relation {
        if (kind == null) {
            throw new IllegalArgumentException("a relation needs a kind");
        }
        if (a == b || a < 0 || b < 0) {
            throw new IllegalArgumentException("a relation joins two different cells");
        }
    }

    /** Whether the symbol values {@code x} in a and {@code y} in b are allowed together. */
    public boolean allows(int x, int y) {
        return kind.allows(x, y, param);
    }
}
