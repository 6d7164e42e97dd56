package solver.exactcover;

import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

/**
 * A search for exact covers of one compiled {@link ExactCoverProblem}. Implementations are immutable
 * after construction and allocate their working state per call, so one instance may serve several
 * threads. Both report nodes (rows tried), backtracks and updates through {@link SolveResult}.
 */
public interface ExactCoverAlgorithm {

    /** The problem this instance was compiled from. */
    ExactCoverProblem problem();

    /**
     * Searches for exact covers that contain every row of {@code forcedRows}, handing each (decoded) to
     * {@code sink} until {@code options.maxSolutions()} are found, the sink says stop, the space is
     * exhausted, or the deadline passes / the cancel flag is set. Forced rows that share a column (or a
     * row forced twice) give {@code EXHAUSTED} with no solutions.
     */
    SolveResult solve(int[] forcedRows, SolveOptions options, CoverDecoder decoder, SolutionSink sink);

    /** Every exact cover, as ascending row indices. */
    default SolveResult solve(SolveOptions options, SolutionSink sink) {
        return solve(new int[0], options, CoverDecoder.rowIndices(), sink);
    }
}
