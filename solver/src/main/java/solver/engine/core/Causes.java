package solver.engine.core;

/**
 * The coding of a trail entry's cause as one int: negative for the kinds without a source (level-0
 * facts, decisions, refutations, the other branch of a chronological search), then the propagator ids
 * ({@code 0 .. propagators - 1}), then a peer elimination per fixed cell, then a learned clause per
 * clause id ({@link Domains#causes}). Immutable.
 */
public final class Causes {

    /** Cause of level-0 facts (givens and what the root propagation derives): never explained. */
    public static final int ROOT = -1;
    /** Cause of a decision {@code [c=v]}: the fixing is the decision literal and implies the removals. */
    public static final int DECISION = -2;
    /** Cause of a refutation decision {@code [c≠v]} (a removal that is a decision literal). */
    public static final int REFUTATION = -3;
    /** Cause of the other branch of a failed decision, made true one level up by a chronological search. */
    public static final int BRANCH = -4;

    private final int propagators;
    private final int cells;

    Causes(int propagators, int cells) {
        this.propagators = propagators;
        this.cells = cells;
    }

    public boolean isPropagator(int cause) {
        return cause >= 0 && cause < propagators;
    }

    /** The cause of removing fixed cell {@code c}'s symbol from its peers. */
    int peer(int c) {
        return propagators + c;
    }

    public boolean isPeer(int cause) {
        return cause >= propagators && cause < propagators + cells;
    }

    public int peerOf(int cause) {
        return cause - propagators;
    }

    /** The cause of a narrowing forced by learned clause {@code clause}. */
    int clause(int clause) {
        return propagators + cells + clause;
    }

    public boolean isClause(int cause) {
        return cause >= propagators + cells;
    }

    public int clauseOf(int cause) {
        return cause - propagators - cells;
    }
}
