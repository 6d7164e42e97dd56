package solver.csp;

import grid.model.RuleModel;
import solver.api.SearchControl;
import solver.api.SolveOptions;
import solver.rules.CompiledRules;

/** Runs AC-3 once on a puzzle, without search, and reports what it achieved ({@link Ac3Report}). */
public final class Ac3Alone {

    private Ac3Alone() {
    }

    /** AC-3 on the network of {@code model} with its givens, with no time limit. */
    public static Ac3Report run(RuleModel model) {
        return run(CompiledRules.of(model), model.givens(), SolveOptions.firstSolution());
    }

    /**
     * AC-3 on the network of rules compiled before (a solver's shape cache: the search that follows shares
     * them) with these givens, within the time limit and cancel of {@code options}: on a large grid one
     * pass revises hundreds of thousands of arcs, and a search's limit holds for this first step too (the
     * report then says it was stopped).
     */
    public static Ac3Report run(CompiledRules rules, int[] givens, SolveOptions options) {
        return run(new ConstraintGraph(rules), givens, options.control());
    }

    /** AC-3 on {@code net} with these givens (symbol indices, -1 blank, as a model holds them). */
    private static Ac3Report run(ConstraintGraph net, int[] givens, SearchControl control) {
        CspState state = new CspState(net);
        Ac3 ac3 = new Ac3(net);
        boolean done = Backtracking.assignGivens(state, givens) && ac3.initial(state, control);
        if (!done && !control.stopped()) {
            return new Ac3Report(false, false, 0, state.prunings(), ac3.revisions(), null, false);
        }
        int open = 0;
        int[] cells = new int[net.cellCount()];
        for (int c = 0; c < cells.length; c++) {
            long d = state.domain(c);
            if (Long.bitCount(d) == 1) {
                cells[c] = Long.numberOfTrailingZeros(d);
            } else {
                cells[c] = -1;
                open++;
            }
        }
        if (!done) {
            // stopped before it finished: how far it got, without the cells of a position it did not reach
            return new Ac3Report(true, false, open, state.prunings(), ac3.revisions(), null, true);
        }
        boolean solved = open == 0 && allConsistent(state, cells);
        return new Ac3Report(true, solved, open, state.prunings(), ac3.revisions(), cells, false);
    }

    /** Cages are not arcs, so singleton domains still need the full check before they count as solved. */
    private static boolean allConsistent(CspState state, int[] cells) {
        for (int c = 0; c < cells.length; c++) {
            if (state.value(c) < 0) {
                if (!state.consistent(c, cells[c])) {
                    return false;
                }
                state.assign(c, cells[c]);
            }
        }
        return true;
    }
}
