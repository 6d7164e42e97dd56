package solver.engine;

/**
 * Pointing and claiming ({@link LockedCandidates}) for a whole band at once: houses {@code F_0..F_a-1}
 * and {@code S_0..S_b-1} (a band's boxes and rows, say) where segment {@code (i, j)} holds the cells
 * both in {@code F_i} and in {@code S_j}, and every house of the band is the union of its segments. A
 * symbol that {@code F_i} can place only in segment {@code (i, j)} is removed from the other segments of
 * {@code S_j}, and the other way round. One propagator per band replaces the {@code a * b} pairwise
 * ones: a cell wakes one band per direction instead of every pair it belongs to, and a run reads each
 * cell once. Segment unions are recomputed until nothing changes, so a run reaches its own fixpoint.
 * A removal of v from segment (k, m) is explained by the house that locked v: v gone from every other
 * segment of some {@code F_i} (locked in {@code (i, m)}) or of some {@code S_j} (locked in {@code (k, j)}).
 */
final class LockedBand extends Propagator {

    private final int firsts;
    private final int seconds;
    /** segment[i * seconds + j]: cells of F_i and S_j (possibly empty). */
    private final int[][] segment;

    /** @param segments segments[i][j]: the cells shared by first house i and second house j */
    LockedBand(int[][][] segments) {
        super(allCells(segments));
        if (segments.length * segments[0].length > 64) {
            throw new IllegalArgumentException("a band has at most 64 segments");
        }
        this.firsts = segments.length;
        this.seconds = segments[0].length;
        this.segment = new int[firsts * seconds][];
        for (int i = 0; i < firsts; i++) {
            for (int j = 0; j < seconds; j++) {
                segment[i * seconds + j] = segments[i][j].clone();
            }
        }
    }

    @Override
    boolean expensive() {
        return true;
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        long[] union = d.scratch().unions;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int s = 0; s < segment.length; s++) {
                long u = 0;
                for (int c : segment[s]) {
                    u |= dom[c];
                }
                union[s] = u;
            }
            for (int i = 0; i < firsts; i++) {
                for (int j = 0; j < seconds; j++) {
                    long here = union[i * seconds + j];
                    if (here == 0) {
                        continue;
                    }
                    long elsewhereInFirst = 0;
                    for (int k = 0; k < seconds; k++) {
                        if (k != j) {
                            elsewhereInFirst |= union[i * seconds + k];
                        }
                    }
                    long elsewhereInSecond = 0;
                    for (int k = 0; k < firsts; k++) {
                        if (k != i) {
                            elsewhereInSecond |= union[k * seconds + j];
                        }
                    }
                    long lockedByFirst = here & ~elsewhereInFirst & elsewhereInSecond;
                    long lockedBySecond = here & ~elsewhereInSecond & elsewhereInFirst;
                    if (lockedByFirst != 0) {
                        for (int k = 0; k < firsts; k++) {
                            if (k != i && !removeFrom(d, segment[k * seconds + j], lockedByFirst)) {
                                return false;
                            }
                        }
                        changed = true;
                    }
                    if (lockedBySecond != 0) {
                        for (int k = 0; k < seconds; k++) {
                            if (k != j && !removeFrom(d, segment[i * seconds + k], lockedBySecond)) {
                                return false;
                            }
                        }
                        changed = true;
                    }
                }
            }
        }
        return true;
    }

    @Override
    void explain(Domains d, int cell, int value, int at, Explanation out) {
        int s = segmentOf(cell);
        int k = s / seconds;
        int m = s % seconds;
        long bit = 1L << value;
        for (int i = 0; i < firsts; i++) {
            if (i != k && !present(d, at, bit, i, -1, m)) {
                goneFrom(i, -1, m, value, out);
                return;
            }
        }
        for (int j = 0; j < seconds; j++) {
            if (j != m && !present(d, at, bit, -1, j, k)) {
                goneFrom(-1, j, k, value, out);
                return;
            }
        }
        explainByScope(d, at, out);
    }

    /**
     * Whether symbol {@code bit} is possible before entry {@code at} in house F_i (i >= 0) or S_j outside
     * its segment with the house of the other kind numbered {@code except}.
     */
    private boolean present(Domains d, int at, long bit, int i, int j, int except) {
        int count = i >= 0 ? seconds : firsts;
        for (int x = 0; x < count; x++) {
            if (x == except) {
                continue;
            }
            int[] cells = i >= 0 ? segment[i * seconds + x] : segment[x * seconds + j];
            for (int c : cells) {
                if ((d.domBefore(c, at) & bit) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private void goneFrom(int i, int j, int except, int value, Explanation out) {
        int count = i >= 0 ? seconds : firsts;
        for (int x = 0; x < count; x++) {
            if (x != except) {
                for (int c : i >= 0 ? segment[i * seconds + x] : segment[x * seconds + j]) {
                    out.gone(c, value);
                }
            }
        }
    }

    /** The segment index {@code i * seconds + j} holding {@code cell}. */
    private int segmentOf(int cell) {
        for (int s = 0; s < segment.length; s++) {
            for (int c : segment[s]) {
                if (c == cell) {
                    return s;
                }
            }
        }
        throw new IllegalArgumentException("cell " + cell + " is not in this band");
    }

    private static boolean removeFrom(Domains d, int[] cells, long symbols) {
        for (int c : cells) {
            if (!d.restrict(c, ~symbols)) {
                return false;
            }
        }
        return true;
    }

    private static int[] allCells(int[][][] segments) {
        int count = 0;
        for (int[][] row : segments) {
            for (int[] s : row) {
                count += s.length;
            }
        }
        int[] out = new int[count];
        int k = 0;
        for (int[][] row : segments) {
            for (int[] s : row) {
                System.arraycopy(s, 0, out, k, s.length);
                k += s.length;
            }
        }
        return out;
    }
}
