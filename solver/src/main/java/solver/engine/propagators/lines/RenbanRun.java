package solver.engine.propagators.lines;

import java.util.ArrayList;
import java.util.List;

/**
 * A renban line's run: its L cells hold L consecutive values (their distinctness is an all-different
 * group of its own). A run is a window of L symbols whose values are L consecutive numbers; a window is
 * kept while every cell can take one of its symbols and the cells together can take all of them (they
 * must, L distinct values in L symbols); a cell keeps the symbols of the kept windows it can take.
 * Explained by the default (every symbol gone from the line).
 */
public final class RenbanRun extends SupportUnion {

    /** The windows: masks of L symbols with consecutive values. */
    private final long[] windows;

    /** @param value symbol values by index, ascending */
    public RenbanRun(int[] cells, int[] value) {
        super(cells);
        int length = cells.length;
        List<Long> found = new ArrayList<>();
        for (int s = 0; s + length <= value.length; s++) {
            if ((long) value[s + length - 1] - value[s] == length - 1) {
                long mask = length == 64 ? -1L : ((1L << length) - 1) << s;
                found.add(mask);
            }
        }
        windows = new long[found.size()];
        for (int i = 0; i < windows.length; i++) {
            windows[i] = found.get(i);
        }
    }

    @Override
    void collect(long[] dom, long[] keep) {
        int size = cellCount();
        for (long w : windows) {
            long covered = 0;
            boolean fits = true;
            for (int i = 0; i < size && fits; i++) {
                long m = dom[cell(i)] & w;
                fits = m != 0;
                covered |= m;
            }
            if (fits && covered == w) {
                for (int i = 0; i < size; i++) {
                    keep[i] |= dom[cell(i)] & w;
                }
            }
        }
    }
}
