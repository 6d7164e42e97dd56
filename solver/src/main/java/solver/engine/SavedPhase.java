package solver.engine;

/**
 * Phase saving: a cell is first given the symbol it last held, if that is still possible, so that a
 * restarted search resumes near the assignment it left; otherwise {@code fallback} chooses. What a cell
 * "last held" is told by the search ({@link #assigned}, and when learning, every fixing undone by a
 * backjump).
 */
final class SavedPhase implements ValueChoice, SearchMonitor {

    private final ValueChoice fallback;
    private final int[] phase;

    SavedPhase(int cellCount, ValueChoice fallback) {
        this.fallback = fallback;
        this.phase = new int[cellCount];
        java.util.Arrays.fill(phase, -1);
    }

    @Override
    public int pick(int cell, long candidates) {
        int p = phase[cell];
        return p >= 0 && (candidates & (1L << p)) != 0 ? p : fallback.pick(cell, candidates);
    }

    @Override
    public void assigned(int cell, int value) {
        phase[cell] = value;
    }
}
