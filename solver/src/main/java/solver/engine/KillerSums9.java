package solver.engine;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.List;

/**
 * The sum constraints of a 9x9 killer as cell sets, for {@link Killer9}: the cages, then what the 45-rule
 * derives for every run of consecutive rows, every run of consecutive columns and every box. A region of
 * k houses holds each symbol k times; its cells outside the cages wholly inside it (the innies) add up
 * to k times the symbol total minus those cages' totals; if every cell of the region is caged, the cells
 * of the cages that reach out of it (the outies) add up to those cages' totals minus the region's. Sets
 * over more than {@code maxDerived} cells and repeats are left out; an empty set that should add up to
 * something else than zero makes the whole puzzle a {@link #contradiction}. Runs of lines are swept with the
 * cages of each line, so deriving costs about (cages per line) x 90 steps, not (cages) x (regions).
 *
 * <p>Constraint {@code k} (cages are {@code 0 .. cages - 1}) has cells {@code lo[k]}/{@code hi[k]} (the
 * {@link Houses9} set layout), total {@code total[k]}, and {@code houses[k]}: the bits of the houses
 * holding all its cells. It is {@code distinct[k]} when its cells must differ: a cage, or a set inside
 * one house or one cage.
 */
final class KillerSums9 {

    private static final int N = Houses9.N;
    /** Runs of rows (45), runs of up to eight columns (44), boxes (9): at most two sums each. */
    private static final int REGIONS = 45 + 44 + 9;

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
        java.util.Arrays.fill(cageOf, -1);
        // lineMask[k]: rows of cage k in bits 0-8, columns in bits 9-17; boxMask[k]: its boxes
        int[] lineMask = new int[cageCount];
        int[] boxMask = new int[cageCount];
        int[] perLine = new int[2 * N + 1];
        for (Cage cage : cages) {
            int k = count;
            int common = -1;
            for (int i = 0; i < cage.size(); i++) {
                int c = cage.cell(i);
                cageOf[c] = k;
                if (c < 64) {
                    lo[k] |= 1L << c;
                } else {
                    hi[k] |= 1L << (c - 64);
                }
                int h = Houses9.HOUSES_OF[c];
                common &= h;
                lineMask[k] |= h & ((1 << 2 * N) - 1);
                boxMask[k] |= h >>> 2 * N;
            }
            for (int m = lineMask[k]; m != 0; m &= m - 1) {
                perLine[Integer.numberOfTrailingZeros(m) + 1]++;
            }
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

    /** Every run a..b of rows (all nine included) and of columns (up to eight: nine is the whole board again). */
    private void sweepLines(int[] lineMask, int[] lineStart, int[] lineCages, long houseTotal, long cagedLo,
                            long cagedHi) {
        for (int dir = 0; dir < 2; dir++) {
            int shift = dir * N;
            for (int a = 0; a < N; a++) {
                long regionLo = 0;
                long regionHi = 0;
                long insideLo = 0;
                long insideHi = 0;
                long insideTotal = 0;
                long touchLo = 0;
                long touchHi = 0;
                long touchTotal = 0;
                for (int b = a; b < N; b++) {
                    regionLo |= Houses9.HOUSE_LO[shift + b];
                    regionHi |= Houses9.HOUSE_HI[shift + b];
                    int before = (1 << b) - (1 << a);
                    int span = before | 1 << b;
                    for (int i = lineStart[shift + b]; i < lineStart[shift + b + 1]; i++) {
                        int k = lineCages[i];
                        int lines = lineMask[k] >>> shift & ((1 << N) - 1);
                        if ((lines & before) == 0) {
                            touchLo |= lo[k];
                            touchHi |= hi[k];
                            touchTotal += total[k];
                        }
                        if ((lines & ~span) == 0) {
                            insideLo |= lo[k];
                            insideHi |= hi[k];
                            insideTotal += total[k];
                        }
                    }
                    if (dir == 1 && a == 0 && b == N - 1) {
                        continue;
                    }
                    long regionTotal = houseTotal * (b - a + 1);
                    if (insideLo != 0 || insideHi != 0) {
                        add(regionLo & ~insideLo, regionHi & ~insideHi, regionTotal - insideTotal);
                    }
                    if ((regionLo & ~cagedLo) == 0 && (regionHi & ~cagedHi) == 0) {
                        add(touchLo & ~regionLo, touchHi & ~regionHi, touchTotal - regionTotal);
                    }
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
        int cage = cageOf[first];
        return cage >= 0 && (setLo & ~lo[cage]) == 0 && (setHi & ~hi[cage]) == 0;
    }
}
