package solver.engine;

/**
 * Pointing and claiming ({@link LockedCandidates}) for a whole band at once: houses {@code F_0..F_a-1}
 * and {@code S_0..S_b-1} (a band's boxes and rows, say) where segment {@code (i, j)} holds the cells
 * both in {@code F_i} and in {@code S_j}, and every house of the band is the union of its segments. A
 * symbol that {@code F_i} can place only in segment {@code (i, j)} is removed from the other segments of
 * {@code S_j}, and the other way round. One propagator per band replaces the {@code a * b} pairwise
 * ones: a cell wakes one band per direction instead of every pair it belongs to, and a run reads each
 * cell once. Segment unions are recomputed until nothing changes, so a run reaches its own fixpoint.
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
