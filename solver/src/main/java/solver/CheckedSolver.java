package solver;

import grid.model.RuleModel;
import solver.api.CandidateSearch;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.Optional;

/**
 * The one door to every algorithm: checks the givens of each {@link #solve} call against the board
 * ({@link RuleModel#checkGivens}: {@code n * n} entries, each a symbol index or {@code -1}) and only then
 * hands them to the compiled algorithm. {@link SudokuSolver#prepare} puts every solver behind one, so a
 * bad array is refused with the same {@link IllegalArgumentException} and message whichever algorithm
 * runs, and no algorithm carries a check of its own. Immutable when the algorithm is.
 */
final class CheckedSolver implements PreparedSolver {

    private final RuleModel rules;
    private final PreparedSolver algorithm;

    /**
     * @param rules     the board the givens must fit
     * @param algorithm the compiled algorithm, which may assume well-formed givens
     */
    CheckedSolver(RuleModel rules, PreparedSolver algorithm) {
        this.rules = rules;
        this.algorithm = algorithm;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        rules.checkGivens(givens);
        return algorithm.solve(givens, options, sink);
    }

    /** The algorithm's search from candidate sets, behind a check that there is one set per cell. */
    @Override
    public Optional<CandidateSearch> candidateSearch() {
        return algorithm.candidateSearch().map(search -> new CandidateSearch() {
            @Override
            public long[] propagate(long[] candidates) {
                check(candidates);
                return search.propagate(candidates);
            }

            @Override
            public SolveResult solve(long[] candidates, SolveOptions options, SolutionSink sink) {
                check(candidates);
                return search.solve(candidates, options, sink);
            }
        });
    }

    private void check(long[] candidates) {
        if (candidates.length != rules.cellCount()) {
            throw new IllegalArgumentException("expected " + rules.cellCount() + " candidate sets (one per cell), got "
                    + candidates.length);
        }
    }

    /** The algorithm's workers, each behind the same check. */
    @Override
    public PreparedSolver[] workers(int count) {
        PreparedSolver[] team = algorithm.workers(count);
        for (int i = 0; i < team.length; i++) {
            team[i] = new CheckedSolver(rules, team[i]);
        }
        return team;
    }
}
