package solver.rules;

/**
 * Applies the 45 rule to every region of a {@link HouseChains.Chain}: a union of L disjoint houses holds
 * each symbol L times, so its cells add up to L times the symbol total S. Then:
 * <ul>
 *   <li>innies: the region's cells outside the cages lying wholly inside it add up to L * S minus those
 *       cages' totals (taken when at least one cage lies inside, else it is the whole region again);</li>
 *   <li>outies: when every cell of the region is caged, the cells outside it of the cages touching it add
 *       up to those cages' totals minus L * S.</li>
 * </ul>
 * Each set goes to a {@link CellSetTable} that already holds the cages, so a set met twice is kept once
 * and a set met with two totals is a contradiction; so is an empty set that must add up to something
 * other than zero, or a negative total (symbol values are non-negative). Sets of at most {@code maxCells}
 * cells that are new are kept, in the order met.
 *
 * <p>A run grows one house at a time from each start, over the cages of the new house only: a cage joins
 * the touching cages the first time the run meets it, and the inside cages once the run holds its last
 * house, if it started at or before the cage's first house and the chain holds all its cells. Per-cage
 * marks (chain and run stamps) avoid clearing anything between runs. Sets are bitsets of
 * {@code ceil(cells / 64)} longs. Not thread-safe: one derivation owns it.
 */
final class RegionSweep {

    private final int words;
    private final int[][] houses;
    private final int[][] cages;
    private final int[] cageSums;
    private final int[] cageOf;
    private final long symbolTotal;
    private final int maxCells;
    private final long[] caged;
    private final CellSetTable table;
    private int[] kept = new int[16];
    private int keptCount;
    private boolean contradiction;

    /** Per cage: the chain and the run that last met it, its first and last house in the chain, its cells seen. */
    private final int[] chainMark;
    private final int[] runMark;
    private final int[] first;
    private final int[] last;
    private final int[] seen;
    private int chainId;
    private int runId;
    /** cagesAt[start[p] .. start[p + 1]): the cages of the chain's p-th house. */
    private int[] cagesAt = new int[0];
    private int[] start = new int[0];

    private final long[] region;
    private final long[] inside;
    private final long[] touch;
    private final long[] set;

    RegionSweep(CompiledRules rules, int maxCells, int expectedSets) {
        int cellCount = rules.cellCount();
        this.words = (cellCount + 63) >>> 6;
        this.houses = rules.houses();
        this.cages = rules.cages();
        this.cageSums = rules.cageSums();
        this.cageOf = rules.cageOf();
        long total = 0;
        for (int v : rules.values()) {
            total += v;
        }
        this.symbolTotal = total;
        this.maxCells = maxCells;
        this.table = new CellSetTable(words, cages.length + expectedSets);
        this.caged = new long[words];
        this.region = new long[words];
        this.inside = new long[words];
        this.touch = new long[words];
        this.set = new long[words];
        for (int k = 0; k < cages.length; k++) {
            java.util.Arrays.fill(set, 0);
            addCells(set, cages[k]);
            addCells(caged, cages[k]);
            table.add(set, cageSums[k]);
        }
        this.chainMark = new int[cages.length];
        this.runMark = new int[cages.length];
        this.first = new int[cages.length];
        this.last = new int[cages.length];
        this.seen = new int[cages.length];
    }

    /** Derives the sets of every run of {@code chain} of at least its shortest length. */
    void sweep(HouseChains.Chain chain) {
        int[] hs = chain.houses();
        int length = hs.length;
        indexCages(hs);
        for (int a = 0; a < length; a++) {
            runId++;
            java.util.Arrays.fill(region, 0);
            java.util.Arrays.fill(inside, 0);
            java.util.Arrays.fill(touch, 0);
            long insideTotal = 0;
            long touchTotal = 0;
            boolean anyInside = false;
            for (int b = a; b < length; b++) {
                int[] house = houses[hs[b]];
                if (overlaps(region, house)) {
                    break;
                }
                addCells(region, house);
                for (int i = start[b]; i < start[b + 1]; i++) {
                    int k = cagesAt[i];
                    if (runMark[k] != runId) {
                        runMark[k] = runId;
                        addCells(touch, cages[k]);
                        touchTotal += cageSums[k];
                    }
                    if (last[k] == b && first[k] >= a && seen[k] == cages[k].length) {
                        addCells(inside, cages[k]);
                        insideTotal += cageSums[k];
                        anyInside = true;
                    }
                }
                int size = b - a + 1;
                if (size < chain.shortest()) {
                    continue;
                }
                long regionTotal = symbolTotal * size;
                if (anyInside) {
                    for (int w = 0; w < words; w++) {
                        set[w] = region[w] & ~inside[w];
                    }
                    emit(regionTotal - insideTotal);
                }
                if (within(region, caged)) {
                    for (int w = 0; w < words; w++) {
                        set[w] = touch[w] & ~region[w];
                    }
                    emit(touchTotal - regionTotal);
                }
            }
        }
    }

    /** The table's indices of the new sets of at most {@code maxCells} cells, in the order met. */
    int[] kept() {
        return java.util.Arrays.copyOf(kept, keptCount);
    }

    CellSetTable table() {
        return table;
    }

    boolean contradiction() {
        return contradiction || table.contradiction();
    }

    /** Lists each house's cages and each cage's first and last house in the chain and cells in it. */
    private void indexCages(int[] hs) {
        chainId++;
        int entries = 0;
        for (int h : hs) {
            entries += houses[h].length;
        }
        if (cagesAt.length < entries) {
            cagesAt = new int[entries];
        }
        if (start.length < hs.length + 1) {
            start = new int[hs.length + 1];
        }
        int at = 0;
        for (int p = 0; p < hs.length; p++) {
            start[p] = at;
            for (int c : houses[hs[p]]) {
                int k = cageOf[c];
                if (k < 0) {
                    continue;
                }
                if (chainMark[k] != chainId) {
                    chainMark[k] = chainId;
                    first[k] = p;
                    last[k] = -1;
                    seen[k] = 0;
                }
                seen[k]++;
                if (last[k] != p) {
                    last[k] = p;
                    cagesAt[at++] = k;
                }
            }
        }
        start[hs.length] = at;
    }

    /** Records {@code set} with {@code total}. */
    private void emit(long total) {
        int size = 0;
        for (long w : set) {
            size += Long.bitCount(w);
        }
        if (size == 0 || total < 0) {
            contradiction |= total != 0;
            return;
        }
        int i = table.add(set, total);
        if (i >= 0 && size <= maxCells) {
            if (keptCount == kept.length) {
                kept = java.util.Arrays.copyOf(kept, 2 * keptCount);
            }
            kept[keptCount++] = i;
        }
    }

    private static void addCells(long[] bits, int[] cells) {
        for (int c : cells) {
            bits[c >>> 6] |= 1L << c;
        }
    }

    private static boolean overlaps(long[] bits, int[] cells) {
        for (int c : cells) {
            if ((bits[c >>> 6] & 1L << c) != 0) {
                return true;
            }
        }
        return false;
    }

    private boolean within(long[] a, long[] b) {
        for (int w = 0; w < words; w++) {
            if ((a[w] & ~b[w]) != 0) {
                return false;
            }
        }
        return true;
    }
}
