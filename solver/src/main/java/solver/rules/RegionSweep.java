package solver.rules;

import java.util.Arrays;

import static solver.rules.FamilyTables.AFTER_CELLS;
import static solver.rules.FamilyTables.AFTER_TOTAL;
import static solver.rules.FamilyTables.BEFORE_CELLS;
import static solver.rules.FamilyTables.BEFORE_TOTAL;
import static solver.rules.FamilyTables.CAGE;
import static solver.rules.FamilyTables.GAP;
import static solver.rules.FamilyTables.HELD;
import static solver.rules.FamilyTables.HELD_TOTAL;
import static solver.rules.FamilyTables.LAST;
import static solver.rules.FamilyTables.ROW;
import static solver.rules.FamilyTables.SIZE;
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
 * are non-negative), is a contradiction. A set of at most {@code maxCells} cells goes to a
 * {@link CellSetTable}, so a set met twice is kept once, and a set met with two totals is a contradiction.
 * No set is a cage's cells (a cage inside a region is out of its innies, and every outie belongs to a
 * cage with a cell inside), so none repeats a cage. The new sets are kept in the order met.
 *
 * <p>A region (positions a..b of a family) costs a few reads of the {@link FamilyTables} prefix sums:
 * <ul>
 *   <li>cages inside a..b (the family holds all their cells): those ending at or before b, less those
 *       ending before a, less those crossing a that end by b;</li>
 *   <li>cages touching a..b: all the family's cages, less those starting after b, those ending before a,
 *       and those crossing a whose gap holds all of a..b.</li>
 * </ul>
 * The cages crossing a are read once per a, not once per region: each changes the counts from one b on
 * (its last position, or its next position after the gap), so the regions a..b follow with running sums
 * as b grows. Sizes and totals decide, with one rarely taken branch, whether a region gives anything to
 * keep or a contradiction; only then are its cells listed, as the union of the cells of the cages
 * crossing the region's bounds or not held whole by the family (and, for innies, of the uncaged cells),
 * cut to the region or to the rest of the board. Sets are bitsets of {@code ceil(cells / 64)} longs. Not
 * thread-safe: one derivation owns it.
 */
final class RegionSweep {

    private final int words;
    private final int houseSize;
    private final int[][] cages;
    private final long symbolTotal;
    private final int maxCells;
    private final CellSetTable table;
    private final FamilyTables tables;
    private boolean contradiction;
    private final long[] set;
    /** The cells before each position of the family being swept ({@link HouseFamilies.Family#before}). */
    private long[] before;
    /** Per position b of the region being swept, what the cages crossing its start change from b on. */
    private long[] delta = new long[0];

    RegionSweep(CompiledRules rules, int maxCells) {
        this.words = (rules.cellCount() + 63) >>> 6;
        this.houseSize = rules.size();
        this.cages = rules.cages();
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

    /** Reads family {@code fi} and derives the sets of every region of it. */
    void sweep(int fi) {
        HouseFamilies.Family f = tables.read(fi);
        before = f.before(words);
        int[] segment = f.segment;
        int m = tables.m;
        long[] pre = tables.pre;
        int[] cage = tables.cage;
        long[] crossing = tables.crossing;
        int cw = tables.cageWords;
        if (delta.length < 4 * (m + 1)) {
            delta = new long[4 * (m + 1)];
        }
        long[] delta = this.delta;
        // positions 0 .. m - 1, cleared as read; m takes what no region reads
        Arrays.fill(delta, 0, 4 * (m + 1), 0);
        // a family that holds every cell holds every cage whole: the cages held are all those met
        int held = f.complete ? BEFORE_TOTAL : HELD_TOTAL;
        for (int a = 0, end = 0; a < m; a++) {
            if (segment[a] == a) {
                end = a;
                while (end + 1 < m && segment[end + 1] == a) {
                    end++;
                }
            }
            int first = a + f.shortest - 1;
            if (first > end) {
                continue;
            }
            // the cages crossing a, once for every b: one held whole leaves the inside from b = its last
            // position on; one with a gap at a does not touch a..b before b reaches its next position.
            // Without branches (the tests are unpredictable): what applies past the segment, or not at
            // all, goes to position m
            long touchCells = 0;
            long touchTotal = 0;
            for (int w = 0; w < cw; w++) {
                for (long bits = crossing[a * cw + w]; bits != 0; bits &= bits - 1) {
                    int k = (w << 6) + Long.numberOfTrailingZeros(bits);
                    int at = k * CAGE;
                    long size = cage[at + SIZE];
                    long sum = tables.cageSum[k];
                    int last = cage[at + LAST];
                    int inside = cage[at + HELD] != 0 && last <= end ? last : m;
                    delta[4 * inside] += size;
                    delta[4 * inside + 1] += sum;
                    int next = tables.next(k, a);
                    long skips = next > a ? -1L : 0;
                    touchCells += size & skips;
                    touchTotal += sum & skips;
                    int touches = next <= end ? next : m;
                    delta[4 * touches + 2] += size & skips;
                    delta[4 * touches + 3] += sum & skips;
                }
            }
            // positions a..b: the cages inside are those the family holds whole ending in a..b, less those
            // crossing a ending by b; the cages touching are all those met, less those starting after b,
            // those ending before a, and those crossing a whose gap skips a..b
            long inCells = -pre[a * ROW + held + 1];
            long inTotal = -pre[a * ROW + held];
            touchCells = pre[AFTER_CELLS] - pre[a * ROW + BEFORE_CELLS] - touchCells;
            touchTotal = pre[AFTER_TOTAL] - pre[a * ROW + BEFORE_TOTAL] - touchTotal;
            long uncaged = pre[a * ROW + UNCAGED];
            long regionCells = (long) (first - a) * houseSize;
            long regionTotal = (first - a) * symbolTotal;
            for (int b = a; b < first; b++) {
                inCells -= delta[4 * b];
                inTotal -= delta[4 * b + 1];
                touchCells += delta[4 * b + 2];
                touchTotal += delta[4 * b + 3];
                delta[4 * b] = delta[4 * b + 1] = delta[4 * b + 2] = delta[4 * b + 3] = 0;
            }
            for (int b = first, rb = (first + 1) * ROW; b <= end; b++, rb += ROW) {
                inCells -= delta[4 * b];
                inTotal -= delta[4 * b + 1];
                touchCells += delta[4 * b + 2];
                touchTotal += delta[4 * b + 3];
                delta[4 * b] = delta[4 * b + 1] = delta[4 * b + 2] = delta[4 * b + 3] = 0;
                regionCells += houseSize;
                regionTotal += symbolTotal;
                long in = pre[rb + held + 1] + inCells;
                long innies = regionCells - in;
                long inniesTotal = regionTotal - (pre[rb + held] + inTotal);
                long outies = touchCells - pre[rb + AFTER_CELLS] - regionCells;
                long outiesTotal = touchTotal - pre[rb + AFTER_TOTAL] - regionTotal;
                // one branch, taken rarely: sign bits of "some cage inside and (few innies or a negative
                // total)" and of "wholly caged and (few outies or a negative total)"
                long innieSign = -in & (innies - maxCells - 1 | inniesTotal);
                long outieSign = pre[rb + UNCAGED] - uncaged - 1 & (outies - maxCells - 1 | outiesTotal);
                if ((innieSign | outieSign) < 0) {
                    region(a, b, in, innies, inniesTotal, outies, outiesTotal, pre[rb + UNCAGED] == uncaged);
                }
            }
        }
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

    /**
     * Keeps the innies (if some cage lies inside) and the outies (if the region is wholly caged) of
     * positions a..b, given their sizes and totals.
     */
    private void region(int a, int b, long in, long innies, long inniesTotal, long outies, long outiesTotal,
                        boolean caged) {
        if (in > 0 && accept(innies, inniesTotal)) {
            list(a, b, true);
            keep(inniesTotal);
        }
        if (caged && accept(outies, outiesTotal)) {
            list(a, b, false);
            keep(outiesTotal);
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
     * with a cell outside a..b is one of those. The union of those cages' cells (and, for the innies, of
     * the uncaged cells) is cut to the region's cells or to the others.
     */
    private void list(int a, int b, boolean innies) {
        long[] set = this.set;
        for (int v = 0; v < words; v++) {
            set[v] = 0;
        }
        int[] cage = tables.cage;
        long[] crossing = tables.crossing;
        long[] cageBits = tables.cageBits;
        int cw = tables.cageWords;
        for (int w = 0; w < cw; w++) {
            long partial = tables.partial[w];
            for (long bits = crossing[a * cw + w] | crossing[(b + 1) * cw + w] | partial; bits != 0; bits &= bits - 1) {
                int k = (w << 6) + Long.numberOfTrailingZeros(bits);
                // a cage crossing a bound touches a..b unless a gap skips it; any other is checked
                if ((cage[k * CAGE + GAP] != 0 || (partial & bits & -bits) != 0) && !tables.touches(k, a, b)) {
                    continue;
                }
                for (int v = 0, at = k * words; v < words; v++) {
                    set[v] |= cageBits[at + v];
                }
            }
        }
        long[] before = this.before;
        long flip = innies ? 0 : -1L;
        for (int v = 0; v < words; v++) {
            long region = before[(b + 1) * words + v] ^ before[a * words + v];
            long cells = innies ? set[v] | tables.uncagedBits[v] : set[v];
            set[v] = cells & (region ^ flip);
        }
    }

    /**
     * Records {@link #set} with {@code total} in the table, which keeps the new sets in the order met. It
     * is never a cage's cells: a cage inside the region is out of its innies, and every outie belongs to a
     * cage with a cell inside.
     */
    private void keep(long total) {
        table.add(set, total);
    }
}
