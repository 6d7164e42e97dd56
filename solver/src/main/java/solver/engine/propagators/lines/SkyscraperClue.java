package solver.engine.propagators.lines;

import solver.engine.core.Domains;
import solver.engine.core.Propagator;

/**
 * A skyscraper clue: along the line from the clue's side, a cell is seen when its symbol is taller (a
 * larger index: indices are in value order) than every one before it, and exactly {@code seen} are seen.
 * The line is walked as a path through states (tallest so far, seen so far): a symbol stays in a cell
 * while some state reachable before the cell leads, through it, to a state from which the rest of the
 * line can end on the clue. When the line holds every symbol once (a row or a column), a cell that is not
 * seen is strictly shorter than the tallest before it and the last state's tallest is the largest
 * symbol. Repeats are otherwise not excluded here (the line's group does that). Explained by the default
 * (every symbol gone from the line).
 */
public final class SkyscraperClue extends Propagator {

    private final int seen;
    private final int symbols;
    private final boolean permutation;

    /**
     * @param line        the cells from the clue's side
     * @param seen        the clue
     * @param symbols     the number of symbols (at most 64)
     * @param permutation whether the line holds every symbol exactly once
     */
    public SkyscraperClue(int[] line, int seen, int symbols, boolean permutation) {
        super(line);
        this.seen = seen;
        this.symbols = symbols;
        this.permutation = permutation;
    }

    /**
     * Per search: {@code before[i * (n + 1) + t]}, the seen counts (bits) reachable before cell i with
     * tallest t - 1 (t = 0: none yet); {@code after[...]}, those from which the rest can end on the clue.
     */
    private record Paths(long[] before, long[] after) {
    }

    @Override
    protected Object newState(Domains d) {
        int states = (cellCount() + 1) * (symbols + 1);
        return new Paths(new long[states], new long[states]);
    }

    @Override
    public boolean propagate(Domains d) {
        if (seen < 1 || seen > Math.min(cellCount(), symbols) || seen > 62) {
            return d.restrict(cell(0), 0);
        }
        long[] dom = d.dom;
        Paths p = (Paths) state(d);
        long[] before = p.before;
        long[] after = p.after;
        int width = symbols + 1;
        int size = cellCount();
        long limit = (2L << seen) - 1;
        java.util.Arrays.fill(before, 0);
        java.util.Arrays.fill(after, 0);
        before[0] = 1;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            int row = i * width;
            for (int t = 0; t < width; t++) {
                long counts = before[row + t];
                if (counts == 0) {
                    continue;
                }
                for (long rest = m; rest != 0; rest &= rest - 1) {
                    int v = Long.numberOfTrailingZeros(rest);
                    if (v + 1 > t) {
                        before[row + width + v + 1] |= (counts << 1) & limit;
                    } else if (v + 1 < t || !permutation) {
                        before[row + width + t] |= counts;
                    }
                }
            }
        }
        int last = size * width;
        for (int t = 0; t < width; t++) {
            after[last + t] = permutation && t != symbols ? 0 : 1L << seen;
        }
        for (int i = size - 1; i >= 0; i--) {
            long m = dom[cell(i)];
            int row = i * width;
            for (int t = 0; t < width; t++) {
                long counts = 0;
                for (long rest = m; rest != 0; rest &= rest - 1) {
                    int v = Long.numberOfTrailingZeros(rest);
                    if (v + 1 > t) {
                        counts |= after[row + width + v + 1] >>> 1;
                    } else if (v + 1 < t || !permutation) {
                        counts |= after[row + width + t];
                    }
                }
                after[row + t] = counts;
            }
        }
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            int row = i * width;
            long keep = 0;
            for (long rest = m; rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                for (int t = 0; t < width; t++) {
                    long counts = before[row + t];
                    if (counts == 0) {
                        continue;
                    }
                    boolean taller = v + 1 > t;
                    if (taller ? (counts & (after[row + width + v + 1] >>> 1)) != 0
                            : (v + 1 < t || !permutation) && (counts & after[row + width + t]) != 0) {
                        keep |= 1L << v;
                        break;
                    }
                }
            }
            if (!d.restrict(cell(i), keep)) {
                return false;
            }
        }
        return true;
    }
}
