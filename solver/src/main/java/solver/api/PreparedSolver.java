package solver.api;

import java.util.Arrays;
import java.util.Optional;

/**
 * A solver bound to one set of rules. Immutable: each {@link #solve} call allocates its own working state,
 * so one instance may serve several threads at once and gives each the answers it would give alone.
 *
 * <p>The compiled algorithms implement this interface and may assume well-formed givens;
 * {@link ModelSolver#prepare} puts each behind the one givens check, and the solvers it returns keep this
 * contract (one test holds every solver and every engine kernel to it):
 * <ul>
 *   <li>givens of the wrong length, or with an entry that is neither a symbol index nor {@code -1}, are
 *       refused with an {@link IllegalArgumentException} whose message does not depend on the solver
 *       (see {@link grid.model.RuleModel#checkGivens});</li>
 *   <li>well-formed givens that already break a rule (two equal in a group, a cage over its total, a
 *       relation between two givens that fails) are an answer, not an error: {@link Outcome#EXHAUSTED}
 *       with no solution;</li>
 *   <li>every solution handed to the sink satisfies the rules and keeps the givens;</li>
 *   <li>the search ends with {@link Outcome#LIMIT} as soon as {@code options.maxSolutions()} solutions
 *       were found or the sink returned false, with {@link Outcome#CANCELLED} once the cancel flag is set
 *       and with {@link Outcome#TIMED_OUT} once the deadline passed, whatever the size of the space.</li>
 * </ul>
 */
@FunctionalInterface
public interface PreparedSolver {

    /**
     * Searches for solutions with these givens (symbol indices, {@code -1} blank), handing each to
     * {@code sink} until {@code options.maxSolutions()} are found, the sink says stop, the space is
     * exhausted, the cancel flag is set or the deadline passes.
     *
     * @throws IllegalArgumentException if {@code givens} does not fit the board (solvers from
     *                                  {@link ModelSolver#prepare}; a bare algorithm may fail otherwise)
     */
    SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink);

    /**
     * {@code count} searches of one puzzle meant to run at once, as the workers of a portfolio: worker
     * {@code i} is element {@code i}. A solver whose searches can help each other (one that learns
     * clauses hands its short ones to the others) returns workers bound to one fresh shared store, so each
     * call makes a new team; the default is this solver {@code count} times, searches that share nothing.
     */
    default PreparedSolver[] workers(int count) {
        PreparedSolver[] team = new PreparedSolver[count];
        Arrays.fill(team, this);
        return team;
    }

    /**
     * This solver's search from candidate sets per cell, when it has one (a solver that propagates can
     * start from any domains, not only from givens); empty by default, and for more than 64 symbols. It
     * may compile what it needs on each call: ask once and keep it for many searches.
     */
    default Optional<CandidateSearch> candidateSearch() {
        return Optional.empty();
    }
}
