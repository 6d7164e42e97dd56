package solver.exactcover;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.function.Function;

/**
 * A {@link PreparedSolver} that solves all-different puzzles as exact cover: the rules are encoded
 * ({@link SudokuCover}) and compiled ({@link ExactCoverAlgorithm}) once; each solve turns the givens
 * into forced rows and searches. Immutable and thread-safe (the algorithms allocate per search).
 */
public final class SudokuCoverSolver implements PreparedSolver {

    private final SudokuCover cover;
    private final ExactCoverAlgorithm algorithm;

    private SudokuCoverSolver(SudokuCover cover, ExactCoverAlgorithm algorithm) {
        this.cover = cover;
        this.algorithm = algorithm;
    }

    /**
     * Encodes and compiles the rules of {@code rules}.
     *
     * @param solverName named in refusals, e.g. {@code dancing}
     * @param algorithm  compiles the matrix, e.g. {@code DancingLinks::new}
     * @throws solver.api.UnsupportedModelException if the rules are not all-different only, or too big
     */
    public static SudokuCoverSolver prepare(RuleModel rules, String solverName,
                                            Function<ExactCoverProblem, ExactCoverAlgorithm> algorithm) {
        SudokuCover cover = SudokuCover.encode(rules, solverName);
        return new SudokuCoverSolver(cover, algorithm.apply(cover.problem()));
    }

    /** The encoding. */
    public SudokuCover cover() {
        return cover;
    }

    /** The compiled search. */
    public ExactCoverAlgorithm algorithm() {
        return algorithm;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        return algorithm.solve(cover.forcedRows(givens), options, cover.decoder(), sink);
    }
}
