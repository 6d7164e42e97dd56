package solver.csp;

/** The first unassigned cell in row-major order (the Dutch Miracle assignment's naive search). */
public final class FirstEmpty implements VariableSelector {

    @Override
    public int select(CspState state) {
        for (int c = 0, cells = state.graph().cellCount(); c < cells; c++) {
            if (state.value(c) < 0) {
                return c;
            }
        }
        return -1;
    }
}
