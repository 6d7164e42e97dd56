package solver.catalog;

import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.time.Duration;

/**
 * The true candidates of a puzzle: every (cell, symbol) that at least one solution has. Each solution
 * found marks the symbol of every cell at once, so most pairs are settled by the solutions themselves;
 * a pair still unmarked gets one search of its own with that symbol given in that cell, which either
 * finds a solution (marking it and more) or proves that no solution has it. So the work is one search
 * per impossible pair plus the few that find the solutions, and any {@link PreparedSolver} can do it,
 * since an extra given is all it needs.
 *
 * <p>Representation: {@code candidates[c]} has bit v set when symbol index v is a true candidate of
 * cell c, so symbols are limited to 64 (the {@link #MAX_SYMBOLS} of a {@code long}). A given cell's only
 * candidate is its given. Stateless: every call works on its own arrays.
 */
public final class TrueCandidates {

    /** Largest symbol count a candidate mask holds. */
    public static final int MAX_SYMBOLS = 64;

    /** How a run ended. */
    public enum Status {
        /** Every pair is settled: {@link Result#candidates} are exactly the true candidates. */
        COMPLETE,
        /** The puzzle has no solution: there are no candidates. */
        NO_SOLUTION,
        /**
         * Stopped by the time limit or a cancel: every marked pair is a true candidate, but unmarked
         * pairs not yet searched may be true candidates too.
         */
        STOPPED
    }

    /**
     * @param status     how the run ended
     * @param candidates per cell, the symbol indices found in some solution (see the class comment)
     * @param searches   searches run, the first included
     * @param nodes      search nodes over all of them
     */
    public record Result(Status status, long[] candidates, int searches, long nodes) {
    }

    private TrueCandidates() {
    }

    /**
     * The true candidates of the puzzle {@code givens} (symbol indices, -1 blank) with {@code n} symbols.
     * {@code options} gives the time limit for the whole run, the cancel flag and the seed; its solution
     * limit is ignored (each search stops at its first solution).
     *
     * @throws IllegalArgumentException if n exceeds {@link #MAX_SYMBOLS}
     */
    public static Result of(PreparedSolver solver, int[] givens, int n, SolveOptions options) {
        if (n > MAX_SYMBOLS) {
            throw new IllegalArgumentException("true candidates are kept as 64-bit masks; " + n + " symbols are too many");
        }
        Run run = new Run(solver, options);
        long[] candidates = new long[givens.length];
        SolveResult first = run.search(givens);
        if (first == null || !first.found()) {
            Status status = first != null && first.unsolvable() ? Status.NO_SOLUTION : Status.STOPPED;
            return new Result(status, candidates, run.searches, run.nodes);
        }
        mark(candidates, first.solution());
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                continue;
            }
            for (int v = 0; v < n; v++) {
                // Read at each symbol: a solution found for an earlier one may have settled it.
                if ((candidates[c] >>> v & 1) != 0) {
                    continue;
                }
                int[] tried = givens.clone();
                tried[c] = v;
                SolveResult r = run.search(tried);
                if (r == null || !(r.found() || r.unsolvable())) {
                    return new Result(Status.STOPPED, candidates, run.searches, run.nodes);
                }
                if (r.found()) {
                    mark(candidates, r.solution());
                }
            }
        }
        return new Result(Status.COMPLETE, candidates, run.searches, run.nodes);
    }

    private static void mark(long[] candidates, int[] solution) {
        for (int cell = 0; cell < solution.length; cell++) {
            candidates[cell] |= 1L << solution[cell];
        }
    }

    /** The searches of one call: one deadline for all of them, and their count and nodes. */
    private static final class Run {
        private final PreparedSolver solver;
        private final SolveOptions options;
        private final long deadline;
        int searches;
        long nodes;

        Run(PreparedSolver solver, SolveOptions options) {
            this.solver = solver;
            this.options = options;
            this.deadline = options.timeout() == null ? Long.MAX_VALUE : System.nanoTime() + options.timeout().toNanos();
        }

        /** The first solution of {@code givens}, or null when the time is up or the run was cancelled. */
        SolveResult search(int[] givens) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || (options.cancel() != null && options.cancel().get())) {
                return null;
            }
            SolveOptions one = SolveOptions.firstSolution().withCancel(options.cancel()).withSeed(options.seed())
                    .withTimeout(deadline == Long.MAX_VALUE ? null : Duration.ofNanos(left));
            SolveResult r = solver.solve(givens, one, SolutionSink.NONE);
            searches++;
            nodes += r.nodes();
            return r;
        }
    }
}
