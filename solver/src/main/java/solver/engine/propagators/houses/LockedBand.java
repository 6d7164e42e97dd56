package solver.engine.propagators.houses;

import solver.candidates.LockedSymbols;
import solver.candidates.Occurrences;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * Pointing and claiming ({@link LockedCandidates}) for a whole band at once: houses {@code F_0..F_a-1}
 * and {@code S_0..S_b-1} (a band's boxes and rows, say) where segment {@code (i, j)} holds the cells
 * both in {@code F_i} and in {@code S_j}, and every house of the band is the union of its segments. A
 * symbol that {@code F_i} can place only in segment {@code (i, j)} is removed from the other segments of
 * {@code S_j}, and the other way round. One propagator per band replaces the {@code a * b} pairwise
 * ones: a cell wakes one band per direction instead of every pair it belongs to, and a run reads each
 * cell once. A pass works on the union of each segment's domains: per house, the symbols found in two
 * segments or more ({@code twice}); a symbol of segment (i, j) is locked by F_i when it is not in two
 * segments of F_i, and has something to remove when it is in two of S_j. Passes repeat, recomputing
 * only the unions of segments that lost symbols, until nothing changes, so a run reaches its own
 * fixpoint.
 * A removal of v from segment (k, m) is explained by the house that locked v: v gone from every other
 * segment of some {@code F_i} (locked in {@code (i, m)}) or of some {@code S_j} (locked in {@code (k, j)}).
 */
public final class LockedBand extends Propagator {

    private final int firsts;
    private final int seconds;
    /** segment[i * seconds + j]: cells of F_i and S_j (possibly empty). */
    private final int[][] segment;
    /** Segment s is {@code members[start[s] .. start[s + 1] - 1]} (the cells listed segment by segment). */
    private final int[] start;
    private final int[] members;

    /** @param segments segments[i][j]: the cells shared by first house i and second house j */
    public LockedBand(int[][][] segments) {
        super(allCells(segments));
        if (segments.length * segments[0].length > 64) {
            throw new IllegalArgumentException("a band has at most 64 segments");
        }
        this.firsts = segments.length;
        this.seconds = segments[0].length;
        this.segment = new int[firsts * seconds][];
        this.start = new int[firsts * seconds + 1];
        this.members = allCells(segments);
        for (int i = 0; i < firsts; i++) {
            for (int j = 0; j < seconds; j++) {
                int s = i * seconds + j;
                segment[s] = segments[i][j].clone();
                start[s + 1] = start[s] + segment[s].length;
            }
        }
    }

    @Override
    public boolean expensive() {
        return true;
    }

    /**
     * What one search keeps of this band between runs: the union of each segment's domains when the last
     * run ended ({@code union}, meaningful when {@code valid}), and room for the symbols in two segments
     * or more of each house ({@code twice}: F_i at i, S_j at {@code firsts + j}).
     */
    private static final class State {
        final long[] union;
        final long[] twice;
        boolean valid;

        State(int segments, int houses) {
            union = new long[segments];
            twice = new long[houses];
        }
    }

    @Override
    protected Object newState(Domains d) {
        return new State(segment.length, firsts + seconds);
    }

    /**
     * What a run removes depends on the segment unions alone, so when none has changed since the last
     * run ended (at its fixpoint), there is nothing to do.
     */
    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        State st = (State) state(d);
        long[] union = st.union;
        long[] twice = st.twice;
        boolean same = st.valid;
        for (int s = 0; s < union.length; s++) {
            long u = Occurrences.union(dom, 0, members, start[s], start[s + 1]);
            same &= union[s] == u;
            union[s] = u;
        }
        if (same) {
            return true;
        }
        st.valid = false;
        long stale = 0;
        while (true) {
            for (; stale != 0; stale &= stale - 1) {
                int s = Long.numberOfTrailingZeros(stale);
                union[s] = Occurrences.union(dom, 0, members, start[s], start[s + 1]);
            }
            // twice: symbols in two segments or more of a house, counted in place (the band's grid of segments
            // is this propagator's layout: its rows are the F houses, its columns the S houses); a symbol of
            // segment (i, j) not in two segments of F_i but in two of S_j is locked by F_i and leaves the rest of
            // S_j, and vice versa (LockedSymbols)
            for (int i = 0; i < firsts; i++) {
                long once = 0;
                long twoOrMore = 0;
                for (int j = 0, s = i * seconds; j < seconds; j++, s++) {
                    twoOrMore |= once & union[s];
                    once |= union[s];
                }
                twice[i] = twoOrMore;
            }
            for (int j = 0; j < seconds; j++) {
                long once = 0;
                long twoOrMore = 0;
                for (int i = 0, s = j; i < firsts; i++, s += seconds) {
                    twoOrMore |= once & union[s];
                    once |= union[s];
                }
                twice[firsts + j] = twoOrMore;
            }
            for (int i = 0; i < firsts; i++) {
                for (int j = 0; j < seconds; j++) {
                    long here = union[i * seconds + j];
                    long lockedByFirst = LockedSymbols.locked(here, twice[i], twice[firsts + j]);
                    long lockedBySecond = LockedSymbols.locked(here, twice[firsts + j], twice[i]);
                    if (lockedByFirst != 0) {
                        for (int k = 0; k < firsts; k++) {
                            if (k != i) {
                                if (!removeFrom(d, k * seconds + j, lockedByFirst)) {
                                    return false;
                                }
                                stale |= 1L << (k * seconds + j);
                            }
                        }
                    }
                    if (lockedBySecond != 0) {
                        for (int k = 0; k < seconds; k++) {
                            if (k != j) {
                                if (!removeFrom(d, i * seconds + k, lockedBySecond)) {
                                    return false;
                                }
                                stale |= 1L << (i * seconds + k);
                            }
                        }
                    }
                }
            }
            if (stale == 0) {
                st.valid = true;
                return true;
            }
        }
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        int s = segmentOf(cell);
        int k = s / seconds;
        int m = s % seconds;
        for (int i = 0; i < firsts; i++) {
            if (i != k && !present(d, at, value, i, -1, m)) {
                goneFrom(i, -1, m, value, out);
                return;
            }
        }
        for (int j = 0; j < seconds; j++) {
            if (j != m && !present(d, at, value, -1, j, k)) {
                goneFrom(-1, j, k, value, out);
                return;
            }
        }
        explainByScope(d, at, out);
    }

    /**
     * Whether symbol {@code value} is possible before entry {@code at} in house F_i (i >= 0) or S_j outside
     * its segment with the house of the other kind numbered {@code except}. A cell had it then if it has
     * it now or lost it at {@code at} or later (what {@link Domains#domBefore} finds, for one symbol).
     */
    private boolean present(Domains d, int at, int value, int i, int j, int except) {
        long bit = 1L << value;
        int count = i >= 0 ? seconds : firsts;
        for (int x = 0; x < count; x++) {
            if (x == except) {
                continue;
            }
            int[] cells = i >= 0 ? segment[i * seconds + x] : segment[x * seconds + j];
            for (int c : cells) {
                if ((d.dom[c] & bit) != 0 || d.removedAt(c, value) >= at) {
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

    /** Removes {@code symbols} from the cells of segment {@code s}; false if one is left with nothing. */
    private boolean removeFrom(Domains d, int s, long symbols) {
        for (int k = start[s], end = start[s + 1]; k < end; k++) {
            if (!d.restrict(members[k], ~symbols)) {
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
