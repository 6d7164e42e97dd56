package solver.engine;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.List;

/**
 * The sum constraints of a 9x9 killer as cell sets, for {@link Killer9}: the cages, then what the 45-rule
 * derives for every row, column and box and for the runs of rows or columns at the edges of the board.
 * A region of k houses holds each symbol k times; its cells outside the cages wholly inside it (the
 * innies) add up to k times the symbol total minus those cages' totals; if every cell of the region is
 * caged, the cells of the cages that reach out of it (the outies) add up to those cages' totals minus
 * the region's. Sets over more than {@code maxDerived} cells and repeats are left out; an empty set that
 * should add up to something else than zero makes the whole puzzle a {@link #contradiction}. Runs of
 * lines grow one line at a time over the cages of that line, so deriving costs a few hundred steps, not
 * (cages) x (regions).
 *
 * <p>Constraint {@code k} (cages are {@code 0 .. cages - 1}) has cells {@code lo[k]}/{@code hi[k]} (the
 * {@link Houses9} set layout), total {@code total[k]}, and {@code houses[k]}: the bits of the houses
 * holding all its cells. It is {@code distinct[k]} when its cells must differ: a cage, or a set inside
 * one house or one cage.
 */
final class KillerSums9 {

    private static final int N = Houses9.N;
    /** Rows: 9 prefixes, 8 suffixes, 7 middle lines; columns: 8, 8, 7; 9 boxes. At most two sums each. */
    private static final int REGIONS = 24 + 23 + 9;

    final long[] lo;
    final long[] hi;
    final long[] total;
    final int[] houses;
    final boolean[] distinct;
    int count;
    /** Set when a region's cages alone add up to the wrong total (an empty innie or outie set with a non-zero sum). */
    boolean contradiction;

    private final int maxDerived;
    private final int cageCount;
    /** cageOf[c]: 1 + the cage holding cell c, 0 if none. */
    private final int[] cageOf = new int[Houses9.CELLS];
    /** Open-addressing table of the derived sets added so far (index + 1; 0 = empty). */
    private final int[] seen = new int[512];

    KillerSums9(RuleModel rules, int[] value, int maxDerived) {
        this.maxDerived = maxDerived;
        List<Cage> cages = rules.cages();
        cageCount = cages.size();
        int max = cageCount + 2 * REGIONS;
        lo = new long[max];
        hi = new long[max];
        total = new long[max];
        houses = new int[max];
        distinct = new boolean[max];
        // lineMask[k]: rows of cage k in bits 0-8, columns in bits 9-17; boxMask[k]: its boxes
        int[] lineMask = new int[cageCount];
        int[] boxMask = new int[cageCount];
        int[] perLine = new int[2 * N + 1];
        for (Cage cage : cages) {
            int k = count;
            int common = -1;
            int lines = 0;
            int boxes = 0;
            long setLo = 0;
            long setHi = 0;
            for (int i = 0, size = cage.size(); i < size; i++) {
                int c = cage.cell(i);
                cageOf[c] = k + 1;
                // branch-free: 1L << c is the right bit of either word, c >> 6 picks the word
                long inHi = -(long) (c >> 6);
                setLo |= (1L << c) & ~inHi;
                setHi |= (1L << c) & inHi;
                int h = Houses9.HOUSES_OF[c];
                common &= h;
                lines |= h;
                boxes |= h;
            }
            lines &= (1 << 2 * N) - 1;
            for (int m = lines; m != 0; m &= m - 1) {
                perLine[Integer.numberOfTrailingZeros(m) + 1]++;
            }
            lo[k] = setLo;
            hi[k] = setHi;
            lineMask[k] = lines;
            boxMask[k] = boxes >>> 2 * N;
            total[k] = cage.sum();
            houses[k] = common;
            distinct[k] = true;
            count++;
        }
        for (int line = 0; line < 2 * N; line++) {
            perLine[line + 1] += perLine[line];
        }
        int[] lineStart = perLine.clone();
        int[] lineCages = new int[perLine[2 * N]];
        for (int k = 0; k < cageCount; k++) {
            for (int m = lineMask[k]; m != 0; m &= m - 1) {
                lineCages[perLine[Integer.numberOfTrailingZeros(m)]++] = k;
            }
        }
        long cagedLo = 0;
        long cagedHi = 0;
        for (int k = 0; k < cageCount; k++) {
            cagedLo |= lo[k];
            cagedHi |= hi[k];
        }
        long houseTotal = 0;
        for (int v : value) {
            houseTotal += v;
        }
        sweepLines(lineMask, lineStart, lineCages, houseTotal, cagedLo, cagedHi);
        boxes(boxMask, houseTotal, cagedLo, cagedHi);
    }

    /**
     * The line regions: every single row and column, every run of rows or columns that starts at the
     * first line or ends at the last (the prefixes include the whole board once). Runs in the middle of
     * the board add a constraint now and then but do not save nodes.
     */
    private void sweepLines(int[] lineMask, int[] lineStart, int[] lineCages, long houseTotal, long cagedLo,
                            long cagedHi) {
        for (int dir = 0; dir < 2; dir++) {
            Run run = new Run(dir, lineMask, lineStart, lineCages, houseTotal, cagedLo, cagedHi);
            run.extend(0, 1, dir == 0 ? N : N - 1);
            run.extend(N - 1, -1, N - 1);
            for (int line = 1; line < N - 1; line++) {
                run.extend(line, 1, 1);
            }
        }
    }

    /** Grows a run of lines one line at a time, keeping the cages it touches and the cages it holds. */
    private final class Run {
        private final int shift;
        private final int[] lineMask;
        private final int[] lineStart;
        private final int[] lineCages;
        private final long houseTotal;
        private final long cagedLo;
        private final long cagedHi;

        Run(int dir, int[] lineMask, int[] lineStart, int[] lineCages, long houseTotal, long cagedLo, long cagedHi) {
            this.shift = dir * N;
            this.lineMask = lineMask;
            this.lineStart = lineStart;
            this.lineCages = lineCages;
            this.houseTotal = houseTotal;
            this.cagedLo = cagedLo;
            this.cagedHi = cagedHi;
        }

        /** Adds the sums of the runs of 1 .. {@code lengths} lines from {@code first} in direction {@code step}. */
        void extend(int first, int step, int lengths) {
            long regionLo = 0;
            long regionHi = 0;
            long insideLo = 0;
            long insideHi = 0;
            long insideTotal = 0;
            long touchLo = 0;
            long touchHi = 0;
            long touchTotal = 0;
            int run = 0;
            for (int length = 1, line = first; length <= lengths; length++, line += step) {
                int before = run;
                run |= 1 << line;
                regionLo |= Houses9.HOUSE_LO[shift + line];
                regionHi |= Houses9.HOUSE_HI[shift + line];
                for (int i = lineStart[shift + line]; i < lineStart[shift + line + 1]; i++) {
                    int k = lineCages[i];
                    int lines = lineMask[k] >>> shift & ((1 << N) - 1);
                    // all ones when the cage is new to the run (on no earlier line of it), else 0; all ones
                    // when the cage lies in the run: branch-free, as both tests are unpredictable
                    long fresh = ((long) (lines & before) - 1) >> 63;
                    long within = ((long) (lines & ~run) - 1) >> 63;
                    touchLo |= lo[k] & fresh;
                    touchHi |= hi[k] & fresh;
                    touchTotal += total[k] & fresh;
                    insideLo |= lo[k] & within;
                    insideHi |= hi[k] & within;
                    insideTotal += total[k] & within;
                }
                long regionTotal = houseTotal * length;
                if (insideLo != 0 || insideHi != 0) {
                    add(regionLo & ~insideLo, regionHi & ~insideHi, regionTotal - insideTotal);
                }
                if ((regionLo & ~cagedLo) == 0 && (regionHi & ~cagedHi) == 0) {
                    add(touchLo & ~regionLo, touchHi & ~regionHi, touchTotal - regionTotal);
                }
            }
        }
    }

    private void boxes(int[] boxMask, long houseTotal, long cagedLo, long cagedHi) {
        long[] inside = new long[3 * N];
        long[] touch = new long[3 * N];
        for (int k = 0; k < cageCount; k++) {
            int boxes = boxMask[k];
            boolean one = (boxes & (boxes - 1)) == 0;
            for (int m = boxes; m != 0; m &= m - 1) {
                int b = Integer.numberOfTrailingZeros(m) * 3;
                touch[b] |= lo[k];
                touch[b + 1] |= hi[k];
                touch[b + 2] += total[k];
                if (one) {
                    inside[b] |= lo[k];
                    inside[b + 1] |= hi[k];
                    inside[b + 2] += total[k];
                }
            }
        }
        for (int box = 0; box < N; box++) {
            long regionLo = Houses9.HOUSE_LO[2 * N + box];
            long regionHi = Houses9.HOUSE_HI[2 * N + box];
            int b = box * 3;
            if (inside[b] != 0 || inside[b + 1] != 0) {
                add(regionLo & ~inside[b], regionHi & ~inside[b + 1], houseTotal - inside[b + 2]);
            }
            if ((regionLo & ~cagedLo) == 0 && (regionHi & ~cagedHi) == 0) {
                add(touch[b] & ~regionLo, touch[b + 1] & ~regionHi, touch[b + 2] - houseTotal);
            }
        }
    }

    private void add(long setLo, long setHi, long sum) {
        int size = Long.bitCount(setLo) + Long.bitCount(setHi);
        if (size == 0 && sum != 0) {
            contradiction = true;
        }
        if (size == 0 || size > maxDerived) {
            return;
        }
        int slot = (int) ((setLo * 0x9E3779B97F4A7C15L + setHi) * 0xC2B2AE3D27D4EB4FL >>> 55);
        while (seen[slot] != 0) {
            int k = seen[slot] - 1;
            if (lo[k] == setLo && hi[k] == setHi) {
                return;
            }
            slot = (slot + 1) & (seen.length - 1);
        }
        seen[slot] = count + 1;
        int common = -1;
        for (long w = setLo; w != 0; w &= w - 1) {
            common &= Houses9.HOUSES_OF[Long.numberOfTrailingZeros(w)];
        }
        for (long w = setHi; w != 0; w &= w - 1) {
            common &= Houses9.HOUSES_OF[64 + Long.numberOfTrailingZeros(w)];
        }
        lo[count] = setLo;
        hi[count] = setHi;
        total[count] = sum;
        houses[count] = common;
        distinct[count++] = common != 0 || inOneCage(setLo, setHi);
    }

    private boolean inOneCage(long setLo, long setHi) {
        int first = setLo != 0 ? Long.numberOfTrailingZeros(setLo) : 64 + Long.numberOfTrailingZeros(setHi);
        int cage = cageOf[first] - 1;
        return cage >= 0 && (setLo & ~lo[cage]) == 0 && (setHi & ~hi[cage]) == 0;
    }
}
