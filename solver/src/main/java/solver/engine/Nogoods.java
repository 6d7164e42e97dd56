package solver.engine;

import java.util.Arrays;

/**
 * Nogoods recorded at restarts (Lecoutre et al.'s reduced nld-nogoods): sets of assignments
 * {@code cell = symbol} that cannot all hold in a solution. Each nogood of two or more literals watches
 * two of them that are not yet true (a literal is true when its cell is fixed to its symbol); when a
 * watched literal becomes true another one is watched instead, and when none is left the other watched
 * literal is made false (its symbol removed from its cell). Watches need no undo: backtracking only
 * makes literals less true. {@link Domains} calls {@link #fixed} for every cell it fixes. Storage is
 * bounded: once {@link #MAX_LITERALS} literals are stored, further nogoods are not kept (unit ones are
 * still applied). One per search.
 */
final class Nogoods {

    /** Most literals kept over all nogoods (16 MB of keys), so a long search cannot exhaust memory. */
    static final int MAX_LITERALS = 1 << 22;

    private final int n;
    private long stored;
    /** lits[id]: literal keys {@code cell * n + symbol}; positions 0 and 1 are the watched ones. */
    private int[][] lits = new int[64][];
    private int count;
    /** watches[key]: ids of the nogoods watching literal key; watchSize[key] of them are used. */
    private final int[][] watches;
    private final int[] watchSize;

    Nogoods(int n, int cellCount) {
        this.n = n;
        this.watches = new int[cellCount * n][];
        this.watchSize = new int[cellCount * n];
    }

    /** Nogoods stored (unit ones are applied to the domains instead). */
    int size() {
        return count;
    }

    private boolean isTrue(long[] dom, int key) {
        return dom[key / n] == 1L << (key % n);
    }

    /**
     * Records that the literals {@code cells[i] = symbols[i]} (i below {@code length}) cannot all hold, and
     * narrows the domains if all but one hold already. False if all hold (the domains are inconsistent);
     * call {@link Domains#propagate} afterwards.
     */
    boolean add(int[] cells, int[] symbols, int length, Domains d) {
        long[] dom = d.dom;
        int[] ng = new int[length];
        int open = 0;
        for (int i = 0; i < length; i++) {
            int key = cells[i] * n + symbols[i];
            if ((dom[cells[i]] & (1L << symbols[i])) == 0) {
                return true;
            }
            ng[i] = key;
        }
        // move the literals that are not true to the front
        for (int i = 0; i < length; i++) {
            if (!isTrue(dom, ng[i])) {
                int t = ng[open];
                ng[open++] = ng[i];
                ng[i] = t;
            }
        }
        if (open == 0) {
            return false;
        }
        if (open == 1) {
            return d.restrict(ng[0] / n, ~(1L << (ng[0] % n)));
        }
        if (stored + length > MAX_LITERALS) {
            return true;
        }
        stored += length;
        if (count == lits.length) {
            lits = Arrays.copyOf(lits, count * 2);
        }
        lits[count] = ng;
        watch(ng[0], count);
        watch(ng[1], count);
        count++;
        return true;
    }

    private void watch(int key, int id) {
        int[] list = watches[key];
        if (list == null) {
            list = new int[4];
            watches[key] = list;
        } else if (watchSize[key] == list.length) {
            list = Arrays.copyOf(list, list.length * 2);
            watches[key] = list;
        }
        list[watchSize[key]++] = id;
    }

    /** Cell {@code c} was fixed to {@code symbol}: updates the nogoods watching it; false on a conflict. */
    boolean fixed(Domains d, int c, int symbol) {
        int key = c * n + symbol;
        int[] list = watches[key];
        if (list == null) {
            return true;
        }
        long[] dom = d.dom;
        int i = 0;
        while (i < watchSize[key]) {
            int id = list[i];
            int[] ng = lits[id];
            if (ng[0] != key) {
                ng[1] = ng[0];
                ng[0] = key;
            }
            int replacement = -1;
            for (int k = 2; k < ng.length; k++) {
                if (!isTrue(dom, ng[k])) {
                    replacement = k;
                    break;
                }
            }
            if (replacement >= 0) {
                ng[0] = ng[replacement];
                ng[replacement] = key;
                list[i] = list[--watchSize[key]];
                watch(ng[0], id);
                continue;
            }
            int other = ng[1];
            if (!d.restrict(other / n, ~(1L << (other % n)))) {
                return false;
            }
            i++;
        }
        return true;
    }
}
