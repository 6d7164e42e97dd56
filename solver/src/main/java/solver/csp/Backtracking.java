package solver.csp;

import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.function.Function;

/**
 * The textbook BACKTRACK (Russell and Norvig, Figure 6.5; Figure 3 of the Kropki assignment) over a
 * {@link ConstraintGraph}, with its two pluggable parts: SELECT-UNASSIGNED-VARIABLE ({@link VariableSelector})
 * and INFERENCE ({@link Inference}). ORDER-DOMAIN-VALUES is ascending symbol order; a value is tried
 * only if it is consistent with the assignment ({@link CspState#consistent}).
 *
 * <p>Givens are assigned first (a given that breaks a rule with an earlier one means no solution),
 * then {@link Inference#initial} runs once. Each consistent value tried is a search node; each call
 * that runs out of values is a backtrack. Enumeration goes on after a solution until the options'
 * limit, so counting is exact. Immutable: each {@link #solve} has its own state and inference.
 */
public final class Backtracking implements PreparedSolver {

    private final ConstraintGraph net;
    private final VariableSelector selector;
    private final Function<ConstraintGraph, Inference> inference;

    /**
     * @param inference makes the inference for one search (it may hold per-search buffers)
     */
    public Backtracking(ConstraintGraph net, VariableSelector selector,
                        Function<ConstraintGraph, Inference> inference) {
        this.net = net;
        this.selector = selector;
        this.inference = inference;
    }

    /** The compiled rules this search runs on. */
    public ConstraintGraph graph() {
        return net;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        CspState state = new CspState(net);
        Inference infer = inference.apply(net);
        if (!assignGivens(state, givens) || !infer.initial(state, control)) {
            return control.result(state.prunings());
        }
        new SearchRun(state, infer, control, sink).backtrack();
        return control.result(state.prunings());
    }

    /**
     * Assigns the givens (checked against the board by the caller) in cell order; false if one breaks a
     * rule with those before it.
     */
    static boolean assignGivens(CspState state, int[] givens) {
        for (int c = 0; c < givens.length; c++) {
            int v = givens[c];
            if (v >= 0) {
                if (!state.consistent(c, v)) {
                    return false;
                }
                state.assign(c, v);
            }
        }
        return true;
    }

    /** One running search: its state, inference, stop conditions and sink. */
    private final class SearchRun {
        private final CspState state;
        private final Inference infer;
        private final SearchControl control;
        private final SolutionSink sink;

        SearchRun(CspState state, Inference infer, SearchControl control, SolutionSink sink) {
            this.state = state;
            this.infer = infer;
            this.control = control;
            this.sink = sink;
        }

        /** Returns false when the search must stop (limit reached, sink, deadline, cancel). */
        boolean backtrack() {
            int cell = selector.select(state);
            if (cell < 0) {
                return control.solution(state.values(), sink);
            }
            long values = state.domain(cell);
            while (values != 0) {
                int v = Long.numberOfTrailingZeros(values);
                values &= values - 1;
                if (!state.consistent(cell, v)) {
                    continue;
                }
                if (!control.node()) {
                    return false;
                }
                int mark = state.mark();
                state.assign(cell, v);
                boolean go = !infer.infer(state, cell) || backtrack();
                state.unassign(cell);
                state.undo(mark);
                if (!go) {
                    return false;
                }
            }
            control.backtrack();
            return true;
        }
    }
}
