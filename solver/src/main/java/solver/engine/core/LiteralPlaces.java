package solver.engine.core;

/**
 * Where each true literal was made true, for explanations: the trail entry that removed symbol v from
 * cell c ({@code [c≠v]}), the one that left c with one symbol ({@code [c=v]}), and the symbols removed at
 * level 0, which are facts explanations need not name. Kept only when a search explains (learns).
 * One per search; not thread-safe.
 */
final class LiteralPlaces {

    private final int n;
    private final long all;
    /** removedAt[c * n + v]: the entry that removed v from c (meaningful while v is gone). */
    private final int[] removedAt;
    /** fixedAt[c]: the entry that left c with one symbol (meaningful while it has one). */
    private final int[] fixedAt;
    /** rootGone[c]: the symbols removed from c at level 0. */
    private final long[] rootGone;

    LiteralPlaces(int n, int cellCount, long all) {
        this.n = n;
        this.all = all;
        this.removedAt = new int[cellCount * n];
        this.fixedAt = new int[cellCount];
        this.rootGone = new long[cellCount];
    }

    /**
     * Records that entry {@code e}, at decision level {@code level}, removed {@code gone} from {@code c}
     * and, when {@code single}, left it one symbol. Kept small so that it inlines into the narrowing.
     */
    void place(int c, int e, long gone, boolean single, int level) {
        if (level == 0) {
            rootGone[c] |= gone;
        }
        int base = c * n;
        for (long g = gone; g != 0; g &= g - 1) {
            removedAt[base + Long.numberOfTrailingZeros(g)] = e;
        }
        if (single) {
            fixedAt[c] = e;
        }
    }

    /** Forgets a level-0 removal of {@code gone} from {@code c} that is being undone. */
    void unplaceRoot(int c, long gone) {
        rootGone[c] &= ~gone;
    }

    long rootGone(int c) {
        return rootGone[c];
    }

    int removedAt(int c, int v) {
        return removedAt[c * n + v];
    }

    int fixedAt(int c) {
        return fixedAt[c];
    }

    /**
     * Domain {@code now} of cell {@code c} plus the symbols that entries {@code at} and later removed: the
     * domain just before entry {@code at}.
     */
    long before(int c, long now, int at) {
        long d = now;
        int base = c * n;
        for (long gone = all & ~now; gone != 0; gone &= gone - 1) {
            int v = Long.numberOfTrailingZeros(gone);
            if (removedAt[base + v] >= at) {
                d |= 1L << v;
            }
        }
        return d;
    }
}
