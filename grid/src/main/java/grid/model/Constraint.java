package grid.model;

/**
 * A rule over any number of cells that is neither all-different, a killer cage nor a binary
 * {@link Relation}: a weighted sum with repeats allowed (arrows, double arrows, little killers), a
 * sandwich sum, an X-sum, a skyscraper clue, a renban line, a between line, an entropic or modular line
 * ({@link TriadLine}), parts of a line with equal sums (zipper and region-sum lines), an indexer cell, a
 * quadruple, a cell's allowed values (odd and even cells, given pencil marks). Each states
 * itself as a test on the symbol values of its cells, so that every solver and the {@link RuleChecker}
 * read the same definition; solvers that propagate a kind do so on top of this test.
 *
 * <p>The implementations are the records of the rule kinds ({@code grid.kinds.RuleKind}), which is the one
 * list of them: the interface is not sealed, so a new kind is its record and its line in that table (the
 * grid's architecture test checks that every implementation here is a kind's record, the solver's that
 * every kind's record has a propagator).
 *
 * <p>Invariants of every implementation: immutable; {@link #cells()} is non-empty and names each cell
 * once; {@link #allows} is exact on a full assignment and, on a partial one, returns false only when
 * no completion with the board's symbols can keep the rule.
 */
public interface Constraint {

    /** The cells the rule reads, in the rule's own order (a copy). */
    int[] cells();

    /**
     * The kind of rule, as people call it, for messages: {@code arrow}, {@code renban line}, {@code x-sum},
     * {@code odd}... (its number, if any, is {@link #clue}). It is the label of the rule's kind in
     * {@code grid.kinds.RuleKind}, which finds a rule's kind by it.
     */
    String kind();

    /** The rule's number or list as people read it on the grid ({@code 15}, {@code [1, 2]}), or empty. */
    default String clue() {
        return "";
    }

    /**
     * Whether the rule can still hold.
     *
     * @param values  the symbol value of each cell of {@link #cells()}, in that order, or {@code -1} for blank
     * @param symbols the board's symbol values, ascending
     */
    boolean allows(int[] values, int[] symbols);

    /**
     * The rule for people, e.g. {@code renban line r1c1-r1c4} or {@code x-sum 6 r1c1-r2c1-r3c1-r4c1}, with
     * cells named on a side-{@code n} board.
     */
    default String describe(int n) {
        int[] cells = cells();
        StringBuilder s = new StringBuilder(kind()).append(' ');
        if (!clue().isEmpty()) {
            s.append(clue()).append(' ');
        }
        for (int i = 0; i < cells.length; i++) {
            s.append(i == 0 ? "" : "-").append('r').append(cells[i] / n + 1).append('c').append(cells[i] % n + 1);
        }
        return s.toString();
    }

    /** Whether every entry is set (no {@code -1}). */
    static boolean full(int[] values) {
        for (int v : values) {
            if (v < 0) {
                return false;
            }
        }
        return true;
    }

    /** Checks the common invariant: at least one cell, none negative, none twice. */
    static int[] checkedCells(int[] cells) {
        if (cells == null || cells.length == 0) {
            throw new IllegalArgumentException("a rule needs at least one cell");
        }
        int[] copy = cells.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] < 0) {
                throw new IllegalArgumentException("a rule names a negative cell");
            }
            for (int j = 0; j < i; j++) {
                if (copy[j] == copy[i]) {
                    throw new IllegalArgumentException("a rule names cell " + copy[i] + " twice");
                }
            }
        }
        return copy;
    }
}
