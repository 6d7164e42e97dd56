package solver.catalog;

import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.Outcome;
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

    /**
     * How many solutions each candidate has, counted up to a cap (for colouring pencil marks by how
     * forced they are).
     *
     * @param status     how the run ended (as for {@link #of})
     * @param counts     {@code counts[cell * n + v]}: the solutions with symbol index v in the cell, up
     *                   to the cap (exact below it); a given cell counts all solutions for its given
     * @param candidates per cell, the symbol indices with a count above 0 (as {@link Result#candidates})
     * @param searches   searches run
     * @param nodes      search nodes over all of them
     */
    public record Counts(Status status, int[] counts, long[] candidates, int searches, long nodes) {
    }

    /**
     * The solutions per candidate of the puzzle {@code givens}, each counted up to {@code cap}. With cap 1
     * this is {@link #of}. {@code possible} (bit v of cell c for symbol index v), when not null, says
     * which pairs may still be candidates: a pair outside it is known to be in no solution (for example
     * from an earlier answer for the same rules with fewer givens, since every given added only removes
     * solutions) and is not searched.
     *
     * <p>Each pair below the cap gets one search with it given, for up to {@code cap} solutions; every
     * solution found, by any search, is counted once for each of its pairs (solutions are told apart,
     * so none counts twice). A pair's count is then exact below the cap: its own search found all its
     * solutions, or at least cap of them.
     *
     * @throws IllegalArgumentException if n exceeds {@link #MAX_SYMBOLS}, cap is below 1, or possible
     *                                  has the wrong length
     */
    public static Counts count(PreparedSolver solver, int[] givens, int n, int cap, long[] possible,
                               SolveOptions options) {
        if (n > MAX_SYMBOLS) {
            throw new IllegalArgumentException("true candidates are kept as 64-bit masks; " + n + " symbols are too many");
        }
        if (cap < 1 || possible != null && possible.length != givens.length) {
            throw new IllegalArgumentException(cap < 1 ? "the cap must be at least 1, not " + cap
                    : "expected " + givens.length + " cells of possible candidates, got " + possible.length);
        }
        Run run = new Run(solver, options);
        Tally tally = new Tally(givens.length, n, cap);
        SolveResult first = run.search(givens, cap, tally);
        if (first == null || !first.found() || stopped(first)) {
            Status status = first != null && first.unsolvable() ? Status.NO_SOLUTION : Status.STOPPED;
            return new Counts(status, tally.counts, tally.candidates, run.searches, run.nodes);
        }
        int openCell = -1;
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                continue;
            }
            openCell = openCell < 0 ? c : openCell;
            for (int v = 0; v < n; v++) {
                // Read at each symbol: a solution found for an earlier one may have settled it.
                if (tally.counts[c * n + v] >= cap || possible != null && (possible[c] >>> v & 1) == 0) {
                    continue;
                }
                int[] tried = givens.clone();
                tried[c] = v;
                SolveResult r = run.search(tried, cap, tally);
                if (r == null || stopped(r)) {
                    return new Counts(Status.STOPPED, tally.counts, tally.candidates, run.searches, run.nodes);
                }
            }
        }
        tally.givens(givens, openCell);
        return new Counts(Status.COMPLETE, tally.counts, tally.candidates, run.searches, run.nodes);
    }

    /** Whether a search ended before it had found all the solutions it was asked for (time or cancel). */
    private static boolean stopped(SolveResult r) {
        return r.outcome() == Outcome.TIMED_OUT || r.outcome() == Outcome.CANCELLED;
    }

    /**
     * The solutions found so far, each counted once for each of its (cell, symbol) pairs, up to the cap.
     * With a cap of 1 a solution's pairs are all counted at once and no solution is kept.
     */
    private static final class Tally implements SolutionSink {
        final int[] counts;
        final long[] candidates;
        private final int n;
        private final int cap;
        private final java.util.Set<Solution> seen = new java.util.HashSet<>();

        Tally(int cells, int n, int cap) {
            this.counts = new int[cells * n];
            this.candidates = new long[cells];
            this.n = n;
            this.cap = cap;
        }

        @Override
        public boolean accept(int[] cells) {
            if (cap > 1 && !seen.add(new Solution(cells.clone()))) {
                return true;
            }
            for (int c = 0; c < cells.length; c++) {
                int i = c * n + cells[c];
                counts[i] = Math.min(cap, counts[i] + 1);
            }
            mark(candidates, cells);
            return true;
        }

        /** A given cell's count: all solutions up to the cap, which is what any open cell's counts add up to. */
        void givens(int[] givens, int openCell) {
            int all = 1;
            if (openCell >= 0) {
                long sum = 0;
                for (int v = 0; v < n; v++) {
                    sum += counts[openCell * n + v];
                }
                all = (int) Math.min(cap, sum);
            }
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] >= 0) {
                    java.util.Arrays.fill(counts, c * n, c * n + n, 0);
                    counts[c * n + givens[c]] = all;
                }
            }
        }
    }

    /** A solution as a set member: equal when every cell is. */
    private record Solution(int[] cells) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Solution s && java.util.Arrays.equals(cells, s.cells);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(cells);
        }
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
            return search(givens, 1, SolutionSink.NONE);
        }

        /**
         * Up to {@code limit} solutions of {@code givens}, each handed to {@code sink}; null when the time
         * is up or the run was cancelled before it started.
         */
        SolveResult search(int[] givens, int limit, SolutionSink sink) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || (options.cancel() != null && options.cancel().get())) {
                return null;
            }
            SolveOptions one = SolveOptions.upTo(limit).withCancel(options.cancel()).withSeed(options.seed())
                    .withTimeout(deadline == Long.MAX_VALUE ? null : Duration.ofNanos(left));
            SolveResult r = solver.solve(givens, one, sink);
            searches++;
            nodes += r.nodes();
            return r;
        }
    }
}
