package solver.catalog;

import solver.api.CandidateSearch;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.Outcome;
import solver.api.SolveResult;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The true candidates of a puzzle: every (cell, symbol) that at least one solution has, and how many
 * solutions each has, counted up to a cap. The searches are few, and as few as the answer allows:
 * <ol>
 *   <li>one search for up to cap + 1 solutions: a puzzle with no more solutions than that (a unique one,
 *       most often) is answered by it alone, exactly;</li>
 *   <li>otherwise the solver's propagation at the root removes what it can (with a solver that offers a
 *       {@link CandidateSearch}), and what is known impossible beforehand goes too;</li>
 *   <li>then, per cell, one search for a solution whose symbol there is none of those the solutions
 *       found so far have: each one found marks a whole grid, and one that fails proves every symbol left
 *       in the cell impossible at once;</li>
 *   <li>with a cap above 1, one search per candidate still counted below the cap, with it given, for up to
 *       cap solutions.</li>
 * </ol>
 * A solver without a {@link CandidateSearch} gets the same questions with givens only: a cell's
 * "none of these" becomes one search per symbol left, and nothing is removed before the searches.
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
     * The true candidates of the puzzle {@code givens} (symbol indices, -1 blank) with {@code n} symbols:
     * {@link #count} with a cap of 1. {@code options} gives the time limit for the whole run, the cancel
     * flag and the seed; its solution limit is ignored.
     *
     * @throws IllegalArgumentException if n exceeds {@link #MAX_SYMBOLS}
     */
    public static Result of(PreparedSolver solver, int[] givens, int n, SolveOptions options) {
        Counts counts = count(solver, givens, n, 1, null, options);
        return new Result(counts.status(), counts.candidates(), counts.searches(), counts.nodes());
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
     * solutions) and is not searched. {@code options} gives the time limit for the whole run, the cancel
     * flag and the seed; its solution limit is ignored.
     *
     * <p>Every solution found, by any search, is counted once for each of its pairs (solutions are told
     * apart, so none counts twice). A pair's count is exact below the cap: the first search found every
     * solution, or the pair's own search found all of its solutions or at least cap of them.
     *
     * @throws IllegalArgumentException if n exceeds {@link #MAX_SYMBOLS}, cap is below 1, or possible
     *                                  has the wrong length or excludes a solution found
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
        Run run = new Run(options);
        Tally tally = new Tally(givens.length, n, cap);
        SolveOptions firstOptions = run.next(cap + 1L);
        if (firstOptions == null) {
            return tally.counts(Status.STOPPED, run);
        }
        SolveResult first = run.counted(solver.solve(givens, firstOptions, tally));
        if (stopped(first)) {
            return tally.counts(Status.STOPPED, run);
        }
        if (first.outcome() == Outcome.EXHAUSTED) {
            // every solution is found: the tally is exact
            return tally.counts(first.found() ? Status.COMPLETE : Status.NO_SOLUTION, run);
        }
        Space space = solver.candidateSearch().<Space>map(search -> new Masked(search, run))
                .orElseGet(() -> new Split(solver, run));
        long all = n == 64 ? -1L : (1L << n) - 1;
        long[] domains = new long[givens.length];
        for (int c = 0; c < givens.length; c++) {
            domains[c] = (givens[c] >= 0 ? 1L << givens[c] : all) & (possible == null ? -1L : possible[c]);
        }
        domains = space.root(domains);
        if (domains == null) {
            throw new IllegalArgumentException("the pairs said to be impossible exclude a solution found");
        }
        for (int c = 0; c < domains.length; c++) {
            long rest;
            while ((rest = domains[c] & ~tally.candidates[c]) != 0) {
                SolveResult r = space.search(domains, c, rest, 1, tally);
                if (r == null || stopped(r)) {
                    return tally.counts(Status.STOPPED, run);
                }
                if (!r.found()) {
                    domains[c] &= ~rest;
                }
            }
        }
        if (cap > 1) {
            for (int c = 0; c < domains.length; c++) {
                if (single(domains[c])) {
                    continue;
                }
                for (long m = domains[c]; m != 0; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    if (tally.counts[c * n + v] >= cap) {
                        continue;
                    }
                    SolveResult r = space.search(domains, c, 1L << v, cap, tally);
                    if (r == null || stopped(r)) {
                        return tally.counts(Status.STOPPED, run);
                    }
                }
            }
        }
        // A cell's only candidate has its cap already: the first search counted cap + 1 solutions.
        return tally.counts(Status.COMPLETE, run);
    }

    private static boolean single(long mask) {
        return (mask & (mask - 1)) == 0;
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
        private final Set<Solution> seen = new HashSet<>();

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
                candidates[c] |= 1L << cells[c];
            }
            return true;
        }

        Counts counts(Status status, Run run) {
            if (status == Status.NO_SOLUTION) {
                Arrays.fill(counts, 0);
                Arrays.fill(candidates, 0);
            }
            return new Counts(status, counts, candidates, run.searches, run.nodes);
        }
    }

    /** A solution as a set member: equal when every cell is. */
    private record Solution(int[] cells) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Solution s && Arrays.equals(cells, s.cells);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(cells);
        }
    }

    /** The searches of one call: one deadline for all of them, and their count and nodes. */
    private static final class Run {
        private final SolveOptions options;
        private final long deadline;
        int searches;
        long nodes;

        Run(SolveOptions options) {
            this.options = options;
            this.deadline = options.timeout() == null ? Long.MAX_VALUE : System.nanoTime() + options.timeout().toNanos();
        }

        /** Whether the time is up or the run was cancelled. */
        boolean over() {
            return deadline - System.nanoTime() <= 0 || options.cancel() != null && options.cancel().get();
        }

        /** Options for one search of up to {@code limit} solutions in what is left of the time; null when over. */
        SolveOptions next(long limit) {
            if (over()) {
                return null;
            }
            long left = deadline - System.nanoTime();
            return SolveOptions.upTo(limit).withCancel(options.cancel()).withSeed(options.seed()).withPace(options.pace())
                    .withTimeout(deadline == Long.MAX_VALUE ? null : Duration.ofNanos(Math.max(1, left)));
        }

        SolveResult counted(SolveResult r) {
            searches++;
            nodes += r.nodes();
            return r;
        }
    }

    /** How the questions of a run are put to the solver. */
    private interface Space {
        /** The candidates left of {@code domains} before any search, or null when none can be a solution. */
        long[] root(long[] domains);

        /**
         * Up to {@code limit} solutions within {@code domains} with cell {@code cell} narrowed to {@code only},
         * each handed to {@code sink}; null when the time is up or the run was cancelled first. It may remove
         * from {@code domains} what it proves is in no solution.
         */
        SolveResult search(long[] domains, int cell, long only, long limit, SolutionSink sink);
    }

    /** The questions as they are, to a solver that searches from candidate sets. */
    private static final class Masked implements Space {
        private final CandidateSearch search;
        private final Run run;

        Masked(CandidateSearch search, Run run) {
            this.search = search;
            this.run = run;
        }

        @Override
        public long[] root(long[] domains) {
            return search.propagate(domains);
        }

        @Override
        public SolveResult search(long[] domains, int cell, long only, long limit, SolutionSink sink) {
            SolveOptions options = run.next(limit);
            if (options == null) {
                return null;
            }
            long[] asked = domains.clone();
            asked[cell] = only;
            return run.counted(search.solve(asked, options, sink));
        }
    }

    /**
     * The questions in givens, to a solver that takes nothing else: cells with one candidate are given,
     * other candidate sets are left out (they only hold what no solution breaks), and a narrowed cell is
     * tried one symbol after another, the ones without a solution taken out of {@code domains}.
     */
    private static final class Split implements Space {
        private final PreparedSolver solver;
        private final Run run;

        Split(PreparedSolver solver, Run run) {
            this.solver = solver;
            this.run = run;
        }

        @Override
        public long[] root(long[] domains) {
            for (long d : domains) {
                if (d == 0) {
                    return null;
                }
            }
            return domains;
        }

        @Override
        public SolveResult search(long[] domains, int cell, long only, long limit, SolutionSink sink) {
            int[] givens = new int[domains.length];
            for (int c = 0; c < givens.length; c++) {
                givens[c] = single(domains[c]) ? Long.numberOfTrailingZeros(domains[c]) : -1;
            }
            SolveResult last = null;
            SolveResult hit = null;
            long found = 0;
            for (long m = only; m != 0 && found < limit; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                SolveOptions options = run.next(limit - found);
                if (options == null) {
                    return null;
                }
                givens[cell] = v;
                last = run.counted(solver.solve(givens, options, sink));
                if (stopped(last)) {
                    return last;
                }
                if (last.unsolvable()) {
                    domains[cell] &= ~(1L << v);
                }
                hit = last.found() ? last : hit;
                found += last.solutions();
            }
            return hit != null ? hit : last;
        }
    }
}
