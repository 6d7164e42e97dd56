package solver.api;

/**
 * Receives solutions as the search finds them (streaming, so enumeration never collects them all).
 * The array is the solver's own buffer, valid only during the call: copy it to keep it.
 */
@FunctionalInterface
public interface SolutionSink {

    /** Ignores every solution. */
    SolutionSink NONE = cells -> true;

    /** @return true to go on searching, false to stop now */
    boolean accept(int[] cells);
}
