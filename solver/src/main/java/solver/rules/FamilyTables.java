package solver.rules;

import java.util.Arrays;

/**
 * The tables {@link RegionSweep} reads a house family through, rebuilt for each family: each cage cut
 * down to the positions of the family's houses it meets (a bitset, one bit per position, cut from the
 * cage's slots), with its first and last position, whether the family holds it whole, and whether it
 * skips a position in between (a gap); prefix sums over the positions; and for each position q the set
 * of cages crossing it (first position before q, last at or after q).
 *
 * <p>Layout, for locality: per cage {@link #CAGE} ints (size, first, last, held whole, gap; the totals
 * apart, in {@link #cageSum}); per position {@link #ROW} longs, the prefix sums up to it: totals and cells of the cages starting at or
 * after it, of those ending before it, of those the family holds whole ending before it; the uncaged
 * cells before it. Sets of cages are bitsets of {@link #cageWords} longs (cage k is bit {@code k & 63} of
 * word {@code k >>> 6}), so the cages crossing every position come from one pass over the cages and one
 * over the positions, without a branch per cage and position. Scratch is sized for the largest family
 * and reused. Also kept per cage: the slots all its cells share, which name the houses holding it. Not
 * thread-safe: one derivation owns it.
 */
final class FamilyTables {

    static final int CAGE = 8;
    static final int SIZE = 0;
    static final int FIRST = 2;
    static final int LAST = 3;
    /** 1 when the family holds all of the cage's cells, else 0. */
    static final int HELD = 4;
    static final int GAP = 5;

    static final int ROW = 8;
    static final int AFTER_TOTAL = 0;
    static final int AFTER_CELLS = 1;
    static final int BEFORE_TOTAL = 2;
    static final int BEFORE_CELLS = 3;
    static final int HELD_TOTAL = 4;
    static final int HELD_CELLS = 5;
    static final int UNCAGED = 6;

    final int[][] cages;
    final int[] cage;
    /** The cages' totals, by cage (apart from {@link #cage}: a total of large symbols needs a {@code long}). */
    final long[] cageSum;
    final long[] pre;
    /** The cells of every cage, cage after cage, in the model's order (shared with the rules). */
    final int[] cageCells;
    /** The cells in no cage. */
    final int[] uncagedCells;
    /** Longs per cell set. */
    final int words;
    /** cageBits[k * words ..]: the cells of cage k, as a set. */
    final long[] cageBits;
    /** The cells in no cage, as a set. */
    final long[] uncagedBits;
    /** Longs per set of cages. */
    final int cageWords;
    /** crossing[q * cageWords ..]: the cages crossing position q, for q in 0 .. m (none cross m). */
    final long[] crossing;
    /** The cages that meet the family but that it does not hold whole. */
    final long[] partial;
    /** ending[q * cageWords ..]: scratch, the cages whose last position is q. */
    private final long[] ending;
    /** The family read last, its size and longs per position bitset. */
    HouseFamilies.Family family;
    int m;
    int pw;

    private final HouseFamilies families;
    /** cageSlots[k * slotWords ..]: the slots of cage k's cells ({@link HouseFamilies}). */
    private final long[] cageSlots;
    private final int slotWords;
    /** Per cage, its position bitset in the family read last, maxWords longs each. */
    private final long[] mask;
    private final int maxWords;
    /** cageShared[k * slotWords ..]: the slots every cell of cage k has (whose houses hold the cage). */
    final long[] cageShared;
    private final int primaries;

    FamilyTables(CompiledRules rules) {
        this.cages = rules.cages();
        this.families = rules.families();
        this.slotWords = families.slotWords();
        int count = cages.length;
        this.cage = new int[count * CAGE];
        this.cageSlots = new long[count * slotWords];
        this.cageShared = new long[count * slotWords];
        Arrays.fill(cageShared, -1L);
        long[] cellSlots = families.cellSlots();
        this.cageSum = rules.cageSums();
        this.words = (rules.cellCount() + 63) >>> 6;
        this.cageBits = new long[count * words];
        this.uncagedBits = new long[words];
        this.cageCells = rules.cageCells();
        int[] cageStart = rules.cageStart();
        int caged = cageCells.length;
        for (int k = 0; k < count; k++) {
            cage[k * CAGE + SIZE] = cageStart[k + 1] - cageStart[k];
        }
        // one pass over all caged cells, the cage k moving on without a branch (no cage is empty)
        for (int i = 0, k = 0; i < caged; i++) {
            k += i >= cageStart[k + 1] ? 1 : 0;
            int c = cageCells[i];
            cageBits[k * words + (c >>> 6)] |= 1L << c;
            for (int w = 0; w < slotWords; w++) {
                cageSlots[k * slotWords + w] |= cellSlots[c * slotWords + w];
                cageShared[k * slotWords + w] &= cellSlots[c * slotWords + w];
            }
        }
        int[] cageOf = rules.cageOf();
        this.uncagedCells = new int[rules.cellCount() - caged];
        for (int c = 0, u = 0; u < uncagedCells.length; c++) {
            if (cageOf[c] < 0) {
                uncagedCells[u++] = c;
                uncagedBits[c >>> 6] |= 1L << c;
            }
        }
        int primary = 0;
        int largest = 0;
        for (HouseFamilies.Family f : families.families()) {
            primary += f.primary ? 1 : 0;
            largest = Math.max(largest, f.size());
        }
        this.primaries = primary;
        this.maxWords = (largest + 63) >>> 6;
        this.mask = new long[count * maxWords];
        this.pre = new long[(largest + 2) * ROW];
        this.cageWords = (count + 63) >>> 6;
        this.crossing = new long[(largest + 1) * cageWords];
        this.ending = new long[(largest + 1) * cageWords];
        this.partial = new long[cageWords];
    }

    /** Reads family {@code fi} into the tables. */
    HouseFamilies.Family read(int fi) {
        HouseFamilies.Family f = families.families()[fi];
        index(f, families.offset(fi));
        return f;
    }

    /** The number of primary families: no set lies in more houses. */
    int primaries() {
        return primaries;
    }

    /** Reads the family (its slots from {@code offset} on) into the prefix sums and crossing sets. */
    private void index(HouseFamilies.Family f, int offset) {
        family = f;
        m = f.size();
        pw = (m + 63) >>> 6;
        long[] pre = this.pre;
        int[] cage = this.cage;
        long[] crossing = this.crossing;
        long[] ending = this.ending;
        int cw = cageWords;
        Arrays.fill(pre, 0, (m + 2) * ROW, 0);
        // crossing holds, until the pass over the positions, the cages starting at each position
        Arrays.fill(crossing, 0, (m + 1) * cw, 0);
        Arrays.fill(ending, 0, m * cw, 0);
        Arrays.fill(partial, 0);
        for (int k = 0; k < cages.length; k++) {
            int lo = positions(k, offset);
            if (lo < 0) {
                continue;
            }
            int at = k * CAGE;
            int hi = cage[at + LAST];
            long sum = cageSum[k];
            int cells = cage[at + SIZE];
            int held = f.complete || seen(k, f.position) == cells ? 1 : 0;
            cage[at + HELD] = held;
            pre[lo * ROW + AFTER_TOTAL] += sum;
            pre[lo * ROW + AFTER_CELLS] += cells;
            pre[(hi + 1) * ROW + BEFORE_TOTAL] += sum;
            pre[(hi + 1) * ROW + BEFORE_CELLS] += cells;
            if (!f.complete) {
                pre[(hi + 1) * ROW + HELD_TOTAL] += sum * held;
                pre[(hi + 1) * ROW + HELD_CELLS] += cells * held;
            }
            long bit = 1L << k;
            crossing[lo * cw + (k >>> 6)] |= bit;
            ending[hi * cw + (k >>> 6)] |= bit;
            partial[k >>> 6] |= (long) (1 - held) << k;
        }
        for (int c : uncagedCells) {
            int p = f.position[c];
            if (p >= 0) {
                pre[(p + 1) * ROW + UNCAGED]++;
            }
        }
        for (int p = m - 1; p >= 0; p--) {
            pre[p * ROW + AFTER_TOTAL] += pre[(p + 1) * ROW + AFTER_TOTAL];
            pre[p * ROW + AFTER_CELLS] += pre[(p + 1) * ROW + AFTER_CELLS];
        }
        for (int p = 0; p < m; p++) {
            for (int j = BEFORE_TOTAL; j <= UNCAGED; j++) {
                pre[(p + 1) * ROW + j] += pre[p * ROW + j];
            }
        }
        // the cages crossing q: started before q, not ended before q
        for (int w = 0; w < cw; w++) {
            long open = 0;
            for (int q = 0; q <= m; q++) {
                long starting = crossing[q * cw + w];
                crossing[q * cw + w] = open;
                open = (open | starting) & ~(q < m ? ending[q * cw + w] : -1L);
            }
        }
    }

    /**
     * Cuts cage k's slots {@code offset .. offset + m} into its position bitset and records its first and
     * last position and whether it has a gap; returns the first position, -1 (recorded too) when the cage
     * does not meet the family.
     */
    private int positions(int k, int offset) {
        if (pw == 1) {
            // one word: the family's slots start at bit `shift` of word `word` and may spill into the next
            int word = k * slotWords + (offset >>> 6);
            int shift = offset & 63;
            long bits = cageSlots[word] >>> shift;
            if (shift != 0 && (offset >>> 6) + 1 < slotWords) {
                bits |= cageSlots[word + 1] << -shift;
            }
            bits &= -1L >>> -m;
            mask[k * maxWords] = bits;
            int at = k * CAGE;
            if (bits == 0) {
                cage[at + FIRST] = -1;
                return -1;
            }
            int lo = Long.numberOfTrailingZeros(bits);
            long run = bits >>> lo;
            cage[at + FIRST] = lo;
            cage[at + LAST] = 63 - Long.numberOfLeadingZeros(bits);
            // a gap: the positions from the first on are not one run of ones
            cage[at + GAP] = (run & run + 1) != 0 ? 1 : 0;
            return lo;
        }
        int lo = -1;
        int hi = -1;
        int count = 0;
        for (int t = 0; t < pw; t++) {
            int bit = offset + (t << 6);
            int from = k * slotWords + (bit >>> 6);
            int shift = bit & 63;
            long bits = cageSlots[from] >>> shift;
            if (shift != 0 && (bit >>> 6) + 1 < slotWords) {
                bits |= cageSlots[from + 1] << (64 - shift);
            }
            if (t == pw - 1 && (m & 63) != 0) {
                bits &= (1L << m) - 1;
            }
            mask[k * maxWords + t] = bits;
            if (bits != 0) {
                lo = lo < 0 ? (t << 6) + Long.numberOfTrailingZeros(bits) : lo;
                hi = (t << 6) + 63 - Long.numberOfLeadingZeros(bits);
                count += Long.bitCount(bits);
            }
        }
        int at = k * CAGE;
        cage[at + FIRST] = lo;
        cage[at + LAST] = hi;
        cage[at + GAP] = count != hi - lo + 1 ? 1 : 0;
        return lo;
    }

    /** How many of cage k's cells the family (its {@code position}s) holds. */
    private int seen(int k, int[] position) {
        int count = 0;
        for (int c : cages[k]) {
            count += position[c] >= 0 ? 1 : 0;
        }
        return count;
    }

    /** Cage k's first position at or after a, which it has (a is at most its last). */
    int next(int k, int a) {
        if (pw == 1) {
            return Long.numberOfTrailingZeros(mask[k * maxWords] & -1L << a);
        }
        int w = a >>> 6;
        long bits = mask[k * maxWords + w] & -1L << a;
        while (bits == 0) {
            bits = mask[k * maxWords + ++w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    /** Whether cage k has a position in a..b. */
    boolean touches(int k, int a, int b) {
        if (pw == 1) {
            return (mask[k * maxWords] & -1L << a & -1L >>> 63 - b) != 0;
        }
        for (int w = a >>> 6; w <= b >>> 6; w++) {
            long bits = mask[k * maxWords + w];
            if (w == a >>> 6) {
                bits &= -1L << a;
            }
            if (w == b >>> 6 && (b & 63) != 63) {
                bits &= (1L << (b + 1)) - 1;
            }
            if (bits != 0) {
                return true;
            }
        }
        return false;
    }
}
