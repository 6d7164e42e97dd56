package solver.engine.propagators.lines;

/**
 * A sandwich clue on a line that holds every symbol once: the values strictly between the least symbol
 * (index 0) and the largest (index n-1) add up to the clue. Each placement of the two ends (a pair of
 * positions and which end holds which) is kept while both end cells can take their end, and the cells
 * between can reach the clue by bounds (each its own least and largest value other than the ends, and
 * at most the sum of that many distinct middle values); a cell keeps the symbols some kept placement
 * allows it. Explained by the default (every symbol gone from the line).
 */
public final class SandwichSum extends SupportUnion {

    private final int sum;
    private final int[] value;
    private final long ends;
    private final long least;
    private final long largest;
    /** smallest[k], greatest[k]: the least and the largest total of k distinct middle values. */
    private final long[] smallest;
    private final long[] greatest;

    /** @param value symbol values by index, ascending */
    public SandwichSum(int[] line, int sum, int[] value) {
        super(line);
        this.sum = sum;
        this.value = value.clone();
        int n = value.length;
        this.least = 1L;
        this.largest = 1L << (n - 1);
        this.ends = least | largest;
        smallest = new long[n];
        greatest = new long[n];
        for (int k = 1; k < n; k++) {
            smallest[k] = smallest[k - 1] + (k <= n - 2 ? value[k] : 1_000_000_000L);
            greatest[k] = greatest[k - 1] + (k <= n - 2 ? value[n - 1 - k] : -1_000_000_000L);
        }
    }

    @Override
    void collect(long[] dom, long[] keep) {
        int size = cellCount();
        for (int p = 0; p < size; p++) {
            long dp = dom[cell(p)];
            if ((dp & ends) == 0) {
                continue;
            }
            for (int q = p + 1; q < size; q++) {
                long dq = dom[cell(q)];
                if ((dp & least) != 0 && (dq & largest) != 0 && fits(dom, p, q)) {
                    keepPlacement(dom, keep, p, q, least, largest);
                }
                if ((dp & largest) != 0 && (dq & least) != 0 && fits(dom, p, q)) {
                    keepPlacement(dom, keep, p, q, largest, least);
                }
            }
        }
    }

    /** Whether the cells strictly between positions p and q can add up to the clue. */
    private boolean fits(long[] dom, int p, int q) {
        long lo = 0;
        long hi = 0;
        for (int i = p + 1; i < q; i++) {
            long m = dom[cell(i)] & ~ends;
            if (m == 0) {
                return false;
            }
            lo += value[Long.numberOfTrailingZeros(m)];
            hi += value[63 - Long.numberOfLeadingZeros(m)];
        }
        int k = q - p - 1;
        lo = Math.max(lo, smallest[k]);
        hi = Math.min(hi, greatest[k]);
        return lo <= sum && sum <= hi;
    }

    /** Adds to {@code keep} what the placement of {@code atP} at p and {@code atQ} at q allows each cell. */
    private void keepPlacement(long[] dom, long[] keep, int p, int q, long atP, long atQ) {
        int size = cellCount();
        keep[p] |= atP;
        keep[q] |= atQ;
        long lo = 0;
        long hi = 0;
        for (int i = p + 1; i < q; i++) {
            long m = dom[cell(i)] & ~ends;
            lo += value[Long.numberOfTrailingZeros(m)];
            hi += value[63 - Long.numberOfLeadingZeros(m)];
        }
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)] & ~ends;
            if (i <= p || i >= q) {
                if (i != p && i != q) {
                    keep[i] |= m;
                }
                continue;
            }
            long mLo = value[Long.numberOfTrailingZeros(m)];
            long mHi = value[63 - Long.numberOfLeadingZeros(m)];
            for (long rest = m; rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                if (lo - mLo + value[v] <= sum && hi - mHi + value[v] >= sum) {
                    keep[i] |= 1L << v;
                }
            }
        }
    }
}
