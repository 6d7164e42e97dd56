package solver.engine;

/**
 * Lecoutre et al.'s last-conflict reasoning around another cell choice: after an assignment of a cell
 * fails, that cell is branched on again, before anything else, until one of its assignments succeeds.
 * The culprit of a failure is then met high in the tree instead of being rediscovered deep in it.
 */
final class LastConflict implements CellChoice, SearchMonitor {

    private final CellChoice inner;
    /** Cell whose last assignment failed and that has not been assigned successfully since, or -1. */
    private int conflict = -1;

    LastConflict(CellChoice inner) {
        this.inner = inner;
    }

    @Override
    public int pick(long[] dom) {
        if (conflict >= 0 && (dom[conflict] & (dom[conflict] - 1)) != 0) {
            return conflict;
        }
        return inner.pick(dom);
    }

    @Override
    public void assigned(int cell, int value) {
        if (cell == conflict) {
            conflict = -1;
        }
    }

    @Override
    public void failed(int cell, boolean assigning, Domains d) {
        if (assigning) {
            conflict = cell;
        }
    }

    @Override
    public void restarting() {
        conflict = -1;
    }
}
