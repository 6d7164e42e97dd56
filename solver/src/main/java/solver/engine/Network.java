package solver.engine;

/**
 * The compiled, immutable form of a puzzle's rules: its propagators and, per cell, which of them to wake
 * when the cell's domain changes or becomes fixed. Built once by {@link NetworkCompiler}; every search
 * gets its own {@link Domains} over it.
 */
final class Network {

    final int n;
    final int cellCount;
    /** Mask of every symbol index. */
    final long allSymbols;
    private final Propagator[] propagators;
    /** onChange[c]: propagators to wake on any change of cell c (ids). */
    private final int[][] onChange;
    /** onFix[c]: propagators to wake only when cell c becomes fixed. */
    private final int[][] onFix;
    /** Number of propagators sharing a rule with each cell (for search tie-breaks). */
    private final int[] degree;

    Network(int n, Propagator[] propagators) {
        this.n = n;
        this.cellCount = n * n;
        this.allSymbols = n == 64 ? -1L : (1L << n) - 1;
        this.propagators = propagators.clone();
        int[] changeCount = new int[cellCount];
        int[] fixCount = new int[cellCount];
        degree = new int[cellCount];
        for (Propagator p : propagators) {
            int[] counts = p.wake() == Propagator.Wake.CHANGE ? changeCount : fixCount;
            for (int i = 0; i < p.cellCount(); i++) {
                counts[p.cell(i)]++;
                degree[p.cell(i)] += p.cellCount() - 1;
            }
        }
        onChange = new int[cellCount][];
        onFix = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            onChange[c] = new int[changeCount[c]];
            onFix[c] = new int[fixCount[c]];
        }
        java.util.Arrays.fill(changeCount, 0);
        java.util.Arrays.fill(fixCount, 0);
        for (int id = 0; id < propagators.length; id++) {
            Propagator p = propagators[id];
            boolean change = p.wake() == Propagator.Wake.CHANGE;
            for (int i = 0; i < p.cellCount(); i++) {
                int c = p.cell(i);
                if (change) {
                    onChange[c][changeCount[c]++] = id;
                } else {
                    onFix[c][fixCount[c]++] = id;
                }
            }
        }
    }

    int propagatorCount() {
        return propagators.length;
    }

    Propagator propagator(int id) {
        return propagators[id];
    }

    int[] onChange(int cell) {
        return onChange[cell];
    }

    int[] onFix(int cell) {
        return onFix[cell];
    }

    int degree(int cell) {
        return degree[cell];
    }
}
