package solver.csp;

/**
 * Forward checking: after {@code X = v}, remove from every unassigned neighbour's domain the values
 * that conflict with {@code v}, and narrow the other cells of X's cage to the values that can still
 * complete its total; fail when a domain becomes empty. Before the search, the same is done for every
 * given and every cage.
 */
public final class ForwardChecking implements Inference {

    @Override
    public boolean initial(CspState state) {
        for (int c = 0, cells = state.graph().cellCount(); c < cells; c++) {
            if (!state.narrowCage(c) || (state.value(c) >= 0 && !infer(state, c))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean infer(CspState state, int cell) {
        ConstraintGraph net = state.graph();
        int v = state.value(cell);
        for (int k = 0, d = net.degree(cell); k < d; k++) {
            int o = net.neighbour(cell, k);
            if (state.value(o) < 0 && state.restrict(o, net.support(cell, k)[v]) == 0) {
                return false;
            }
        }
        return state.narrowCage(cell);
    }
}
