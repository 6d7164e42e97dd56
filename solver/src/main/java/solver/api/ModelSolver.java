package solver.api;

import grid.model.RuleModel;

import java.util.Optional;

/**
 * A search algorithm over a {@link RuleModel}. {@link #prepare} compiles the rules (not the givens) once,
 * so batch mode can solve thousands of puzzles of one shape without rebuilding anything.
 */
public interface ModelSolver {

    /** The name the tester knows it by, e.g. {@code dancing}. */
    String name();

    /**
     * Whether this algorithm takes rules like these: their kinds (exact cover expresses all-different
     * groups only, not cages or relations) and their size. {@link #prepare} refuses what this rejects;
     * it may also refuse a size whose tables would not fit in this JVM's heap, which only it can tell.
     */
    boolean supports(RuleModel rules);

    /**
     * Compiles the rules of {@code rules} (its givens are ignored). The solver returned keeps the
     * {@link PreparedSolver} contract, the givens check included.
     *
     * @throws UnsupportedModelException if this algorithm cannot take these rules or this size
     */
    PreparedSolver prepare(RuleModel rules);

    /**
     * What this algorithm has to tell people about {@code model} before its search, as one line, or empty
     * (the default: most algorithms have nothing to add to the search's own result); worked out within the
     * time limit and cancel of {@code options}, as the search that follows is.
     */
    default Optional<String> preamble(RuleModel model, SolveOptions options) {
        return Optional.empty();
    }

    /** Solves {@code model} with its own givens. */
    default SolveResult solve(RuleModel model, SolveOptions options, SolutionSink sink) {
        return prepare(model).solve(model.givens(), options, sink);
    }
}
