package solver.engine.core;

/**
 * The coding of single literals as ints, shared by explanations, conflict analysis, learned clauses and
 * the decisions of a learning search. Seen as a SAT problem, cell c holding symbol v is a Boolean
 * variable; {@code [c=v]} is true once v is all that is left in c, {@code [c≠v]} once v is gone from c.
 * A literal is the cell in bits 7 and up, the symbol (below 64) in bits 1-6 and the sign in bit 0 (set
 * for {@code [c≠v]}); {@code lit >>> 1} is the variable, {@code cell << 6 | symbol}.
 */
public final class Literals {

    private Literals() {
    }

    /** The literal {@code [c=v]}. */
    public static int eq(int c, int v) {
        return c << 7 | v << 1;
    }

    /** The literal {@code [c≠v]}. */
    public static int neq(int c, int v) {
        return c << 7 | v << 1 | 1;
    }

    /** The opposite literal. */
    public static int not(int lit) {
        return lit ^ 1;
    }

    /** Whether {@code lit} is {@code [c≠v]}. */
    public static boolean negative(int lit) {
        return (lit & 1) != 0;
    }

    /** The cell of {@code lit}. */
    public static int cellOf(int lit) {
        return lit >>> 7;
    }

    /** The symbol of {@code lit}. */
    public static int symbolOf(int lit) {
        return (lit >>> 1) & 63;
    }
}
