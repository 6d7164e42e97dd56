package solver.engine.propagators.lines;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * A line whose every three consecutive cells hold one symbol of each of three classes (an entropic or a
 * modular line): the cells at places 0, 3, 6, ... share a class, those at 1, 4, ... another, those at 2,
 * 5, ... the third. Of the six ways to give the three places their classes, a way is kept while every
 * cell of each place can take a symbol of its class; a cell keeps the symbols of its place's class in
 * some kept way, and never a symbol of no class. A symbol is removed because each way that would give
 * its class to its place was barred by some cell that had lost every symbol of the class that way gives
 * it: those losses are its explanation.
 */
public final class TriadLineClasses extends Propagator {

    private static final int[][] WAYS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** classMask[k]: the symbols of class k. */
    private final long[] classMask;
    /** classOf[x]: the class of symbol x, or -1. */
    private final int[] classOf;
    /** Places on the line: 3, or the line's length when shorter. */
    private final int places;

    /** @param classOf the class (0, 1, 2) of each symbol index, or -1 for a symbol in none */
    public TriadLineClasses(int[] line, int[] classOf) {
        super(line);
        this.classOf = classOf.clone();
        this.classMask = new long[3];
        for (int x = 0; x < classOf.length; x++) {
            if (classOf[x] >= 0) {
                classMask[classOf[x]] |= 1L << x;
            }
        }
        this.places = Math.min(3, line.length);
    }

    @Override
    public boolean propagate(Domains d) {
        int[] open = openClasses(d.dom, null, -1);
        int[] keep = new int[3];
        for (int[] way : WAYS) {
            if (fits(way, open)) {
                for (int p = 0; p < places; p++) {
                    keep[p] |= 1 << way[p];
                }
            }
        }
        for (int i = 0; i < cellCount(); i++) {
            long mask = 0;
            int k = keep[i % 3];
            for (int c = 0; c < 3; c++) {
                mask |= (k & (1 << c)) != 0 ? classMask[c] : 0;
            }
            if (!d.restrict(cell(i), mask)) {
                return false;
            }
        }
        return true;
    }

    /** open[p]: the classes (bits) every cell at place p can still take, from {@code dom} or before entry at. */
    private int[] openClasses(long[] dom, Domains d, int at) {
        int[] open = {7, 7, 7};
        for (int i = 0; i < cellCount(); i++) {
            long m = d == null ? dom[cell(i)] : d.domBefore(cell(i), at);
            int has = 0;
            for (int c = 0; c < 3; c++) {
                has |= (m & classMask[c]) != 0 ? 1 << c : 0;
            }
            open[i % 3] &= has;
        }
        return open;
    }

    private boolean fits(int[] way, int[] open) {
        for (int p = 0; p < places; p++) {
            if ((open[p] & (1 << way[p])) == 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        int k = classOf[value];
        if (k < 0) {
            return; // a symbol of no class: the rule alone removes it
        }
        int place = -1;
        for (int i = 0; i < cellCount() && place < 0; i++) {
            place = cell(i) == cell ? i % 3 : -1;
        }
        for (int[] way : WAYS) {
            if (way[place] != k) {
                continue;
            }
            if (!nameBarrier(d, way, cell, at, out)) {
                explainByScope(d, at, out);
                return;
            }
        }
    }

    @Override
    public void explainFailure(Domains d, Explanation out) {
        for (int[] way : WAYS) {
            if (!nameBarrier(d, way, -1, d.trailSize(), out)) {
                explainByScope(d, d.trailSize(), out);
                return;
            }
        }
    }

    /** Names one cell (other than {@code except}) that had lost every symbol of the class {@code way} gives its place. */
    private boolean nameBarrier(Domains d, int[] way, int except, int at, Explanation out) {
        for (int i = 0; i < cellCount(); i++) {
            if (cell(i) == except || i % 3 >= places) {
                continue;
            }
            long wanted = classMask[way[i % 3]];
            if ((d.domBefore(cell(i), at) & wanted) == 0) {
                out.goneAll(cell(i), wanted);
                return true;
            }
        }
        return false;
    }
}
