package solver.api;

/** Why a search ended. */
public enum Outcome {
    /** The whole space was searched: the solution count is exact (0 means unsolvable). */
    EXHAUSTED,
    /** Stopped at the solution limit (or the sink asked to stop): there may be more. */
    LIMIT,
    /** The deadline passed first. */
    TIMED_OUT,
    /** The cancel flag was set. */
    CANCELLED
}
