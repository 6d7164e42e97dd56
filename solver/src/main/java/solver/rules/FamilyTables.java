package solver.rules;

import java.util.Arrays;

/**
 * The tables {@link RegionSweep} reads a house family through, rebuilt for each family: each cage cut
 * down to the positions of the family's houses it meets (a bitset, one bit per position, cut from the
 * cage's slots), with its first and last position, its cells the family holds, and whether it skips a
 * position in between (a gap); prefix sums over the positions; and for each position q the cages crossing
 * it (first position before q, last at or after q).
 *
 * <p>Layout, for locality: per cage {@link #CAGE} ints (size, total, first, last, cells in the family,
 * gap, last listing); per position {@link #ROW} longs, the prefix sums up to it: totals and cells of the
 * cages starting at or after it, of those ending before it, of those the family holds whole ending before
 * it; the uncaged cells before it; where its crossing cages start in {@link #crossing}. Scratch is sized
 * for the largest family and reused. Also found while reading the primary families: the houses holding
 * each cage (per primary family, the house of the one position a cage wholly in it meets). Not
 * thread-safe: one derivation owns it.
 */
final class FamilyTables {

    static final int CAGE = 8;
    static final int SIZE = 0;
    static final int SUM = 1;
    static final int FIRST = 2;
    static final int LAST = 3;
    static final int SEEN = 4;
    static final int GAP = 5;
    static final int LISTED = 6;

    static final int ROW = 8;
    static final int AFTER_TOTAL = 0;
    static final int AFTER_CELLS = 1;
    static final int BEFORE_TOTAL = 2;
    static final int BEFORE_CELLS = 3;
    static final int HELD_TOTAL = 4;
    static final int HELD_CELLS = 5;
    static final int UNCAGED = 6;
    static final int CROSS = 7;

    final int[][] cages;
    final int[] cage;
    final long[] pre;
    /** The cells in no cage. */
    final int[] uncagedCells;
    /** crossing[pre[q * ROW + CROSS] .. pre[(q + 1) * ROW + CROSS]): the cages crossing q. */
    int[] crossing = new int[16];
    /** partial[0 .. partialCount): the cages that meet the family but that it does not hold whole. */
    final int[] partial;
    int partialCount;
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
    /** cageHouses[k * primaries + i], i below cageHouseCount[k]: the houses holding cage k. */
    private final int[] cageHouses;
    private final int[] cageHouseCount;
    private final int primaries;

    FamilyTables(CompiledRules rules) {
        this.cages = rules.cages();
        this.families = rules.families();
        this.slotWords = families.slotWords();
        int count = cages.length;
        this.cage = new int[count * CAGE];
        this.cageSlots = new long[count * slotWords];
        long[] cellSlots = families.cellSlots();
        int[] sums = rules.cageSums();
        int caged = 0;
        for (int k = 0; k < count; k++) {
            int[] cells = cages[k];
            cage[k * CAGE + SIZE] = cells.length;
            cage[k * CAGE + SUM] = sums[k];
            caged += cells.length;
            for (int c : cells) {
                for (int w = 0; w < slotWords; w++) {
                    cageSlots[k * slotWords + w] |= cellSlots[c * slotWords + w];
                }
            }
        }
        int[] cageOf = rules.cageOf();
        this.uncagedCells = new int[rules.cellCount() - caged];
        for (int c = 0, u = 0; u < uncagedCells.length; c++) {
            if (cageOf[c] < 0) {
                uncagedCells[u++] = c;
            }
        }
        int primary = 0;
        int largest = 0;
        for (HouseFamilies.Family f : families.families()) {
            primary += f.primary ? 1 : 0;
            largest = Math.max(largest, f.size());
        }
        this.primaries = primary;
        this.cageHouses = new int[count * primary];
        this.cageHouseCount = new int[count];
        this.maxWords = (largest + 63) >>> 6;
        this.mask = new long[count * maxWords];
        this.pre = new long[(largest + 2) * ROW];
        this.partial = new int[count];
    }

    /** Reads family {@code fi} into the tables. */
    HouseFamilies.Family read(int fi) {
        HouseFamilies.Family f = families.families()[fi];
        index(f, families.offset(fi));
        return f;
    }

    /** The number of houses holding cage k (found while reading the primary families). */
    int cageHouseCount(int k) {
        return cageHouseCount[k];
    }

    /** The i-th house holding cage k. */
    int cageHouse(int k, int i) {
        return cageHouses[k * primaries + i];
    }

    /** Reads the family (its slots from {@code offset} on) into the prefix sums and crossing lists. */
    private void index(HouseFamilies.Family f, int offset) {
        family = f;
        m = f.size();
        pw = (m + 63) >>> 6;
        long[] pre = this.pre;
        int[] cage = this.cage;
        Arrays.fill(pre, 0, (m + 2) * ROW, 0);
        partialCount = 0;
        int crossings = 0;
        for (int k = 0; k < cages.length; k++) {
            int lo = positions(k, offset);
            if (lo < 0) {
                continue;
            }
            int at = k * CAGE;
            int hi = cage[at + LAST];
            int seen = f.complete ? cage[at + SIZE] : seen(k, f.position);
            cage[at + SEEN] = seen;
            int sum = cage[at + SUM];
            int cells = cage[at + SIZE];
            pre[lo * ROW + AFTER_TOTAL] += sum;
            pre[lo * ROW + AFTER_CELLS] += cells;
            pre[(hi + 1) * ROW + BEFORE_TOTAL] += sum;
            pre[(hi + 1) * ROW + BEFORE_CELLS] += cells;
            for (int q = lo + 1; q <= hi; q++) {
                pre[(q + 1) * ROW + CROSS]++;
            }
            crossings += hi - lo;
            if (seen < cells) {
                partial[partialCount++] = k;
            } else {
                if (!f.complete) {
                    pre[(hi + 1) * ROW + HELD_TOTAL] += sum;
                    pre[(hi + 1) * ROW + HELD_CELLS] += cells;
                }
                if (f.primary && lo == hi) {
                    cageHouses[k * primaries + cageHouseCount[k]++] = f.houses[lo];
                }
            }
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
        // prefix sums; CROSS of q + 1 counted the cages crossing q, and becomes where those of q + 1 start
        for (int p = 0; p < m; p++) {
            for (int j = BEFORE_TOTAL; j <= CROSS; j++) {
                pre[(p + 1) * ROW + j] += pre[p * ROW + j];
            }
        }
        if (crossing.length < crossings) {
            crossing = new int[Math.max(crossings, 2 * crossing.length)];
        }
        for (int k = 0; k < cages.length; k++) {
            int at = k * CAGE;
            if (cage[at + FIRST] < 0) {
                continue;
            }
            for (int q = cage[at + FIRST] + 1; q <= cage[at + LAST]; q++) {
                crossing[(int) pre[q * ROW + CROSS]++] = k;
            }
        }
        // each CROSS of q moved to the end of q's cages, which is where q + 1's begin
        for (int q = m; q > 0; q--) {
            pre[q * ROW + CROSS] = pre[(q - 1) * ROW + CROSS];
        }
        pre[CROSS] = 0;
    }

    /**
     * Cuts cage k's slots {@code offset .. offset + m} into its position bitset and records its first and
     * last position and whether it has a gap; returns the first position, -1 (recorded too) when the cage
     * does not meet the family.
     */
    private int positions(int k, int offset) {
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
