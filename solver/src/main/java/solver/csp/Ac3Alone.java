package solver.csp;

import grid.model.RuleModel;
import solver.rules.CompiledRules;

/** Runs AC-3 once on a puzzle, without search, and reports what it achieved ({@link Ac3Report}). */
public final class Ac3Alone {

    private Ac3Alone() {
    }

    /** AC-3 on the network of {@code model} with its givens. */
    public static Ac3Report run(RuleModel model) {
        return run(CompiledRules.of(model), model.givens());
    }

    /**
     * AC-3 on the network of rules compiled before (a solver's shape cache: the search that follows shares
     * them) with these givens.
     */
    public static Ac3Report run(CompiledRules rules, int[] givens) {
        return run(new ConstraintGraph(rules), givens);
    }

    /** AC-3 on {@code net} with these givens (symbol indices, -1 blank, as a model holds them). */
    private static Ac3Report run(ConstraintGraph net, int[] givens) {
        CspState state = new CspState(net);
        Ac3 ac3 = new Ac3(net);
        if (!Backtracking.assignGivens(state, givens) || !ac3.initial(state)) {
            return new Ac3Report(false, false, 0, state.prunings(), ac3.revisions(), null);
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
        boolean solved = open == 0 && allConsistent(state, cells);
        return new Ac3Report(true, solved, open, state.prunings(), ac3.revisions(), cells);
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
