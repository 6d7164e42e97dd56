package solver.engine.core;

/**
 * What the last failed propagation found: the cell it would have emptied, the cause in effect, and the
 * learned clause found false; read by conflict analysis. One per search; not thread-safe.
 */
final class Failure {

    /** Cell whose domain the last failed propagation would have emptied, or -1. */
    int cell = -1;
    /** Cause in effect when the last propagation failed. */
    int cause = Causes.ROOT;
    /** Clause found false by the last failed propagation, or -1. */
    int clause = -1;

    /** Forgets the last failure (a propagation starts). */
    void reset() {
        cell = -1;
        clause = -1;
    }
}
