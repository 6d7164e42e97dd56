package solver.catalog;

import grid.SudokuGrid;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.csp.Ac3;
import solver.csp.Ac3Alone;
import solver.csp.Backtracking;
import solver.csp.ConstraintGraph;
import solver.csp.FirstEmpty;
import solver.csp.ForwardChecking;
import solver.csp.Inference;
import solver.csp.MrvDegree;
import solver.csp.NoInference;
import solver.csp.VariableSelector;

import java.util.Optional;
import java.util.function.Function;

/**
 * The other assignments' solvers for any puzzle type: one search, the textbook backtracking over the
 * constraint graph ({@link Backtracking}), with its two choices made per solver: which variable next and
 * what inference after each assignment. Values are tried in ascending order.
 * <ul>
 * <li>{@link #naive()}: the Dutch Miracle assignment's exhaustive recursive search, the first empty cell in
 *     row-major order and no inference; the baseline the others are measured against;</li>
 * <li>{@link #backtracking()}: the Kropki and Futoshiki assignments' search, minimum remaining values with
 *     the degree heuristic as tie-breaker, no inference (a value is legal when it agrees with the assigned
 *     neighbours);</li>
 * <li>{@link #forwardChecking()}: the same order, and after each assignment the conflicting values removed
 *     from the unassigned neighbours' domains (the Kropki assignment's extra credit);</li>
 * <li>{@link #ac3()}: the AC-3 homework's solver, AC-3 on the whole network first (which alone solves the
 *     easiest puzzles) and as the inference after each assignment (maintaining arc consistency); the command
 *     line says before the search what AC-3 alone made of the puzzle ({@link #preamble}), as the homework
 *     asks.</li>
 * </ul>
 */
public final class CspSolver extends SudokuSolver {

    private final String name;
    private final VariableSelector order;
    private final Function<ConstraintGraph, Inference> inference;
    /** Whether the solver reports what AC-3 alone makes of a puzzle before its search. */
    private final boolean ac3First;

    private CspSolver(String name, VariableSelector order, Function<ConstraintGraph, Inference> inference,
                      boolean ac3First) {
        this.name = name;
        this.order = order;
        this.inference = inference;
        this.ac3First = ac3First;
    }

    /** Exhaustive search: the first empty cell, no inference. */
    public static CspSolver naive() {
        return new CspSolver("naive", new FirstEmpty(), net -> new NoInference(), false);
    }

    /** Minimum remaining values with the degree heuristic, no inference. */
    public static CspSolver backtracking() {
        return new CspSolver("backtracking", new MrvDegree(), net -> new NoInference(), false);
    }

    /** Minimum remaining values with the degree heuristic, forward checking. */
    public static CspSolver forwardChecking() {
        return new CspSolver("forward", new MrvDegree(), net -> new ForwardChecking(), false);
    }

    /** AC-3 first, then minimum remaining values with the degree heuristic, maintaining arc consistency. */
    public static CspSolver ac3() {
        return new CspSolver("ac3", new MrvDegree(), Ac3::new, true);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean solve(SudokuGrid grid) {
        return solveInPlace(grid);
    }

    @Override
    public boolean supports(RuleModel rules) {
        return ConstraintGraph.takes(rules);
    }

    @Override
    protected PreparedSolver compile(RuleModel rules) {
        return new Backtracking(new ConstraintGraph(compiled(rules)), order, inference);
    }

    /**
     * For {@link #ac3()}: what the homework's first step, AC-3 without search, made of the puzzle (solved it,
     * proved it unsolvable or left cells open) and at what cost, on the rules this solver compiled (or
     * compiles now, for the search to share).
     */
    @Override
    public Optional<String> preamble(RuleModel model, SolveOptions options) {
        return ac3First ? Optional.of(Ac3Alone.run(compiled(model), model.givens(), options).describe())
                : Optional.empty();
    }
}
