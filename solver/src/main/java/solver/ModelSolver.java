package solver;

import grid.model.RuleModel;

/**
 * A search algorithm over a {@link RuleModel}. {@link #prepare} compiles the rules (not the givens) once,
 * so batch mode can solve thousands of puzzles of one shape without rebuilding anything.
 */
public interface ModelSolver {

    /** The name the tester knows it by, e.g. {@code dancing}. */
    String name();

    /**
     * Compiles the rules of {@code rules} (its givens are ignored).
     *
     * @throws UnsupportedModelException if this algorithm cannot take these rules or this size
     */
    PreparedSolver prepare(RuleModel rules);

    /** Solves {@code model} with its own givens. */
    default SolveResult solve(RuleModel model, SolveOptions options, SolutionSink sink) {
        return prepare(model).solve(model.givens(), options, sink);
    }
}
