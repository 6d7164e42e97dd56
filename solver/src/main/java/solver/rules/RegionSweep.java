package solver.rules;

import java.util.Arrays;

import static solver.rules.FamilyTables.AFTER_CELLS;
import static solver.rules.FamilyTables.AFTER_TOTAL;
import static solver.rules.FamilyTables.BEFORE_CELLS;
import static solver.rules.FamilyTables.BEFORE_TOTAL;
import static solver.rules.FamilyTables.CAGE;
import static solver.rules.FamilyTables.CROSS;
import static solver.rules.FamilyTables.GAP;
import static solver.rules.FamilyTables.HELD_TOTAL;
import static solver.rules.FamilyTables.LAST;
import static solver.rules.FamilyTables.LISTED;
import static solver.rules.FamilyTables.ROW;
import static solver.rules.FamilyTables.SEEN;
import static solver.rules.FamilyTables.SIZE;
import static solver.rules.FamilyTables.SUM;
import static solver.rules.FamilyTables.UNCAGED;

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
 * once, and a set met with two totals is a contradiction. The new sets are kept in the order met.
 *
 * <p>A region (positions a..b of a family) costs a few reads of the {@link FamilyTables} prefix sums and
 * a pass over the few cages crossing a:
 * <ul>
 *   <li>cages inside a..b (the family holds all their cells): those ending at or before b, less those
 *       ending before a, less those crossing a;</li>
 *   <li>cages touching a..b: all the family's cages, less those starting after b, those ending before a,
 *       and those crossing a whose gap holds all of a..b.</li>
 * </ul>
 * Only a set small enough to keep has its cells listed, from the cages crossing the region's bounds and
 * those the family does not hold whole. Sets are bitsets of {@code ceil(cells / 64)} longs. Not
 * thread-safe: one derivation owns it.
 */
final class RegionSweep {

    private final int words;
    private final int houseSize;
    private final int[][] cages;
    private final int[] cageOf;
    private final long symbolTotal;
    private final int maxCells;
    private final CellSetTable table;
    private final FamilyTables tables;
    private int[] kept = new int[16];
    private int keptCount;
    private boolean contradiction;
    private int listId;
    private final long[] set;

    RegionSweep(CompiledRules rules, int maxCells) {
        this.words = (rules.cellCount() + 63) >>> 6;
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
        this.tables = new FamilyTables(rules);
    }

    /**
     * Reads family {@code fi} (so the houses holding each cage are known once every primary family is
     * read), and derives the sets of every region of it if {@code derive}.
     */
    void sweep(int fi, boolean derive) {
        HouseFamilies.Family f = tables.read(fi);
        int[] segment = f.segment;
        int m = tables.m;
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

    FamilyTables tables() {
        return tables;
    }

    boolean contradiction() {
        return contradiction || table.contradiction();
    }

    /** The innies and outies of positions a..b. */
    private void region(int a, int b) {
        long[] pre = tables.pre;
        int[] cage = tables.cage;
        int[] crossing = tables.crossing;
        int size = b - a + 1;
        long regionCells = (long) size * houseSize;
        long regionTotal = symbolTotal * size;
        int ra = a * ROW;
        int rb = (b + 1) * ROW;
        // a family that holds every cell holds every cage whole: the cages held are all those met
        int held = tables.family.complete ? BEFORE_TOTAL : HELD_TOTAL;
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
            if (cage[k + GAP] != 0 && !tables.touches(k / CAGE, a, b)) {
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
        long[] pre = tables.pre;
        int[] crossing = tables.crossing;
        list(crossing, (int) pre[a * ROW + CROSS], (int) pre[(a + 1) * ROW + CROSS], a, b, innies, false);
        if (b + 1 < tables.m) {
            list(crossing, (int) pre[(b + 1) * ROW + CROSS], (int) pre[(b + 2) * ROW + CROSS], a, b, innies, false);
        }
        list(tables.partial, 0, tables.partialCount, a, b, innies, true);
        if (innies) {
            int[] position = tables.family.position;
            for (int c : tables.uncagedCells) {
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
        int[] position = tables.family.position;
        int[] cage = tables.cage;
        for (int i = from; i < to; i++) {
            int k = ks[i];
            int at = k * CAGE;
            if (cage[at + LISTED] == listId || (check || cage[at + GAP] != 0) && !tables.touches(k, a, b)) {
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
            contradiction |= tables.cage[k * CAGE + SUM] != total;
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
