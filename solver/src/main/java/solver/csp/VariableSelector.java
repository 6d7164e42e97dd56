package solver.csp;

/** SELECT-UNASSIGNED-VARIABLE: which cell the search branches on next. */
public interface VariableSelector {

    /** An unassigned cell, or -1 when every cell is assigned. */
    int select(CspState state);
}
