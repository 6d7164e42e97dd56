package solver.rules;

import java.util.Arrays;

/**
 * Applies the 45 rule to every region of every {@link HouseFamilies.Family}: a union of L disjoint houses
 * holds each symbol L times, so its cells add up to L times the symbol total S. Then:
 * <ul>
 *   <li>innies: the region's cells outside the cages lying wholly inside it add up to L * S minus those
 *       cages' totals (taken when at least one cage lies inside, else it is the whole region again);</li>
 *   <li>outies: when every cell of the region is caged, the cells outside it of the cages touching it add
 *       up to those cages' totals minus L * S (cages are disjoint, so the touching cages hold the region
 *       and the outies exactly once).</li>
 * </ul>
 * A set with no cells that must add up to something other than zero, or a negative total (symbol values
 * are non-negative), is a contradiction. A set of at most {@code maxCells} cells that is some cage's is
 * checked against that cage's total; any other goes to a {@link CellSetTable}, so a set met twice is kept
 * once, and a set met with two totals (or a cage's with another total) is a contradiction. The new sets
 * are kept in the order met.
 *
 * <p>Per family, each cage is reduced to the positions of the houses it meets (a bitset, one bit per
 * position, cut from the cage's slots), its first and last, and whether it skips a position in between
 * (a gap). A region (positions a..b) then costs a few reads of prefix sums over the positions plus a pass
 * over the few cages crossing its first bound (first position before a, last at or after a):
 * <ul>
 *   <li>cages inside a..b (the family holds all their cells): those ending at or before b, less those
 *       ending before a, less those crossing a;</li>
 *   <li>cages touching a..b: all the family's cages, less those starting after b, those ending before a,
 *       and those crossing a whose gap holds all of a..b.</li>
 * </ul>
 * Only a set small enough to keep has its cells listed, from the cages crossing the region's bounds and
 * those the family does not hold whole. Layout, for locality: per cage {@link #CAGE} ints (size, total,
 * first, last, cells in the family, gap, last listing); per position {@link #ROW} longs of prefix sums
 * (totals and cells of the cages starting at or after it, of those ending before it, of those the family
 * holds whole ending before it; uncaged cells before it; where its crossing cages start). Sets are
 * bitsets of {@code ceil(cells / 64)} longs. Scratch is sized for the largest family and reused. Not
 * thread-safe: one derivation owns it.
 */
final class RegionSweep {

    private static final int CAGE = 8;
    private static final int SIZE = 0;
    private static final int SUM = 1;
    private static final int FIRST = 2;
    private static final int LAST = 3;
    private static final int SEEN = 4;
    private static final int GAP = 5;
    private static final int LISTED = 6;

    private static final int ROW = 8;
    private static final int AFTER_TOTAL = 0;
    private static final int AFTER_CELLS = 1;
    private static final int BEFORE_TOTAL = 2;
    private static final int BEFORE_CELLS = 3;
    private static final int HELD_TOTAL = 4;
    private static final int HELD_CELLS = 5;
    private static final int UNCAGED = 6;
    private static final int CROSS = 7;

    private final int words;
    private final int houseSize;
    private final int[][] cages;
    private final int[] cageOf;
    private final long symbolTotal;
    private final int maxCells;
    private final CellSetTable table;
    private final HouseFamilies families;
    /** The cells in no cage. */
    private final int[] uncagedCells;
    private int[] kept = new int[16];
    private int keptCount;
    private boolean contradiction;
    /** cageHouses[k * primaries + i], i below cageHouseCount[k]: the houses holding cage k. */
    private final int[] cageHouses;
    private final int[] cageHouseCount;
    private final int primaries;
    /** cageSlots[k * slotWords ..]: the slots of cage k's cells ({@link HouseFamilies}). */
    private final long[] cageSlots;
    private final int slotWords;

    private final int[] cage;
    private final long[] pre;
    /** Per cage, its position bitset in the family being read, maxWords longs each. */
    private final long[] mask;
    private final int maxWords;
    /** crossing[pre[q].CROSS ..]: the cages crossing q (first before q, last at or after q). */
    private int[] crossing = new int[16];
    /** The cages that meet the family but that it does not hold whole. */
    private final int[] partial;
    private int partialCount;
    private int listId;
    /** The family being read, its size and longs per position bitset. */
    private HouseFamilies.Family family;
    private int m;
    private int pw;

    private final long[] set;

    RegionSweep(CompiledRules rules, int maxCells) {
        int cellCount = rules.cellCount();
        this.words = (cellCount + 63) >>> 6;
        this.houseSize = rules.size();
        this.cages = rules.cages();
        this.cageOf = rules.cageOf();
        long total = 0;
        for (int v : rules.values()) {
            total += v;
        }
        this.symbolTotal = total;
        this.maxCells = maxCells;
        this.set = new long[words];
        this.table = new CellSetTable(words, 32);
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
        this.uncagedCells = new int[cellCount - caged];
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

    /**
     * Reads family {@code fi}: the houses holding each cage if it is primary, and the sets of every region
     * of it if {@code derive}.
     */
    void sweep(int fi, boolean derive) {
        HouseFamilies.Family f = families.families()[fi];
        index(f, families.offset(fi));
        int[] segment = f.segment;
        for (int a = 0, end = 0; derive && a < m; a++) {
            if (segment[a] == a) {
                end = a;
                while (end + 1 < m && segment[end + 1] == a) {
                    end++;
                }
            }
            for (int b = a + f.shortest - 1; b <= end; b++) {
                region(a, b);
            }
        }
    }

    /** The table's indices of the new sets of at most {@code maxCells} cells, in the order met. */
    int[] kept() {
        return Arrays.copyOf(kept, keptCount);
    }

    CellSetTable table() {
        return table;
    }

    boolean contradiction() {
        return contradiction || table.contradiction();
    }

    /** The number of houses holding cage k (found while reading the primary families). */
    int cageHouseCount(int k) {
        return cageHouseCount[k];
    }

    /** The i-th house holding cage k. */
    int cageHouse(int k, int i) {
        return cageHouses[k * primaries + i];
    }

    /** The innies and outies of positions a..b. */
    private void region(int a, int b) {
        long[] pre = this.pre;
        int[] cage = this.cage;
        int size = b - a + 1;
        long regionCells = (long) size * houseSize;
        long regionTotal = symbolTotal * size;
        int ra = a * ROW;
        int rb = (b + 1) * ROW;
        // a family that holds every cell holds every cage whole: the cages held are all those met
        int held = family.complete ? BEFORE_TOTAL : HELD_TOTAL;
        long inTotal = pre[rb + held] - pre[ra + held];
        long inCells = pre[rb + held + 1] - pre[ra + held + 1];
        long touchTotal = pre[AFTER_TOTAL] - pre[rb + AFTER_TOTAL] - pre[ra + BEFORE_TOTAL];
        long touchCells = pre[AFTER_CELLS] - pre[rb + AFTER_CELLS] - pre[ra + BEFORE_CELLS];
        for (int i = (int) pre[ra + CROSS], end = (int) pre[ra + ROW + CROSS]; i < end; i++) {
            int k = crossing[i] * CAGE;
            // all ones when the cage ends by b and the family holds it whole (so it counted as held), else 0:
            // branch-free, as the test is unpredictable
            long counted = ~((long) (b - cage[k + LAST]) >> 63) & ((long) (cage[k + SEEN] ^ cage[k + SIZE]) - 1) >> 63;
            inTotal -= cage[k + SUM] & counted;
            inCells -= cage[k + SIZE] & counted;
            if (cage[k + GAP] != 0 && !touches(k / CAGE, a, b)) {
                touchTotal -= cage[k + SUM];
                touchCells -= cage[k + SIZE];
            }
        }
        if (inCells > 0 && accept(regionCells - inCells, regionTotal - inTotal)) {
            list(a, b, true);
            keep(regionTotal - inTotal);
        }
        if (pre[rb + UNCAGED] == pre[ra + UNCAGED] && accept(touchCells - regionCells, touchTotal - regionTotal)) {
            list(a, b, false);
            keep(touchTotal - regionTotal);
        }
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

    /**
     * Whether a set of {@code size} cells adding up to {@code total} is small enough to list; notes a
     * contradiction when it has no cells but a non-zero total, or a negative total.
     */
    private boolean accept(long size, long total) {
        if (size == 0 || total < 0) {
            contradiction |= total != 0;
            return false;
        }
        return size <= maxCells;
    }

    /**
     * Puts into {@link #set} the innies of positions a..b (their uncaged cells and the cells there of the
     * cages not inside) or the outies (the cells elsewhere of the cages touching them). Either comes from
     * the cages crossing bound a or b + 1 and the cages the family does not hold whole: a touching cage
     * with a cell outside a..b is one of those.
     */
    private void list(int a, int b, boolean innies) {
        Arrays.fill(set, 0);
        listId++;
        list(crossing, (int) pre[a * ROW + CROSS], (int) pre[(a + 1) * ROW + CROSS], a, b, innies, false);
        if (b + 1 < m) {
            list(crossing, (int) pre[(b + 1) * ROW + CROSS], (int) pre[(b + 2) * ROW + CROSS], a, b, innies, false);
        }
        list(partial, 0, partialCount, a, b, innies, true);
        if (innies) {
            int[] position = family.position;
            for (int c : uncagedCells) {
                int p = position[c];
                if (p >= a && p <= b) {
                    set[c >>> 6] |= 1L << c;
                }
            }
        }
    }

    /**
     * Adds the cells in (innies) or out of (outies) a..b of the cages {@code ks[from .. to)} touching a..b.
     * A cage crossing a bound of a..b touches it unless it has a gap; any other cage is checked if
     * {@code check}.
     */
    private void list(int[] ks, int from, int to, int a, int b, boolean innies, boolean check) {
        int[] position = family.position;
        for (int i = from; i < to; i++) {
            int k = ks[i];
            int at = k * CAGE;
            if (cage[at + LISTED] == listId || (check || cage[at + GAP] != 0) && !touches(k, a, b)) {
                continue;
            }
            cage[at + LISTED] = listId;
            long flip = innies ? 0 : -1L;
            for (int c : cages[k]) {
                // all ones when position p is outside a..b (p - a above b - a, unsigned), else 0
                long outside = (long) (b - a) - ((position[c] - a) & 0xFFFF_FFFFL) >> 63;
                set[c >>> 6] |= 1L << c & ~(outside ^ flip);
            }
        }
    }

    /** Whether cage k has a position in a..b. */
    private boolean touches(int k, int a, int b) {
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

    /**
     * Records {@link #set} with {@code total}: a cage's cells are checked against its total, any other set
     * goes to the table and is kept if new.
     */
    private void keep(long total) {
        int c = -1;
        for (int w = 0; w < words && c < 0; w++) {
            c = set[w] != 0 ? (w << 6) + Long.numberOfTrailingZeros(set[w]) : -1;
        }
        int k = cageOf[c];
        if (k >= 0 && isCage(k)) {
            contradiction |= cage[k * CAGE + SUM] != total;
            return;
        }
        int i = table.add(set, total);
        if (i >= 0) {
            if (keptCount == kept.length) {
                kept = Arrays.copyOf(kept, 2 * keptCount);
            }
            kept[keptCount++] = i;
        }
    }

    /** Whether {@link #set} is exactly cage k's cells. */
    private boolean isCage(int k) {
        int size = 0;
        for (long w : set) {
            size += Long.bitCount(w);
        }
        if (size != cages[k].length) {
            return false;
        }
        for (int c : cages[k]) {
            if ((set[c >>> 6] & 1L << c) == 0) {
                return false;
            }
        }
        return true;
    }
}
