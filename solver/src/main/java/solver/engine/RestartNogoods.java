package solver.engine;

/**
 * Nogoods recorded at restarts (Lecoutre et al.'s reduced nld-nogoods). When a depth-first run is cut
 * off, every refutation on the branch it leaves, together with the assignments above it, is a set of
 * assignments that no solution contains (the refuted subtree was searched to the end), so the clause of
 * their negations is recorded and the next runs never enter those subtrees again. Sound for counting
 * too: a refutation is only made after its subtree was exhausted.
 */
final class RestartNogoods {

    private final Clauses store;
    private final int[] clause;

    RestartNogoods(Network network, Domains d) {
        this.store = new Clauses(network.n, network.cellCount);
        this.clause = new int[network.cellCount + 1];
        d.useClauses(store);
    }

    /** Nogoods kept so far. */
    int size() {
        return store.size();
    }

    /**
     * Records the nogoods of a branch ({@code count} decisions: cell, symbol, and whether it was an
     * assignment or a refutation) at the root and propagates them; false if no solution is left.
     */
    boolean record(int[] cells, int[] symbols, boolean[] assignment, int count, Domains d) {
        int size = 0;
        for (int i = 0; i < count; i++) {
            clause[size] = Clauses.neq(cells[i], symbols[i]);
            if (assignment[i]) {
                size++;
            } else if (!store.addAtRoot(clause, size + 1, d)) {
                return false;
            }
        }
        return d.propagate();
    }
}
