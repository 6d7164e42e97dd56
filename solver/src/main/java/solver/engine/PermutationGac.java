package solver.engine;

/**
 * Full (generalised arc) consistency for a house, where n cells take the n symbols as a permutation:
 * every symbol left in a cell belongs to some complete assignment of the house. Following Régin, it
 * finds a perfect matching of cells to symbols (augmenting paths over bitmasks) and keeps a symbol
 * outside the matching only when its cell and the cell matched to that symbol lie on a common cycle,
 * i.e. in the same strongly connected component (Tarjan) of the graph "cell i -> the cell matched to a
 * symbol i may still take". This subsumes naked and hidden subsets of every size. Expensive, so it runs
 * after the cheap propagators, and only on large grids where measurement shows it pays.
 *
 * <p>Explanations are Hall sets. A symbol v removed from cell c: the cells reachable from the cell
 * matched to v form a set R whose domains hold exactly |R| symbols (those matched in R, v among them),
 * so those symbols are used up by R and c, outside R, cannot take v; the literals are the symbols outside
 * that set gone from the cells of R. A failure: the cells an augmenting path search visited without
 * success can take fewer symbols than there are of them; the literals are the other symbols gone from
 * those cells.
 */
final class PermutationGac extends Propagator {

    PermutationGac(int[] cells) {
        super(cells);
    }

    @Override
    boolean expensive() {
        return true;
    }

    @Override
    boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        Domains.Scratch s = d.scratch();
        int[] valueOf = s.valueOf;
        int[] owner = s.owner;
        java.util.Arrays.fill(owner, 0, 64, -1);
        long used = 0;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            long free = m & ~used;
            if (free != 0) {
                int v = Long.numberOfTrailingZeros(free);
                valueOf[i] = v;
                owner[v] = i;
                used |= 1L << v;
            } else {
                valueOf[i] = -1;
            }
        }
        for (int i = 0; i < size; i++) {
            if (valueOf[i] < 0) {
                s.visited = 0;
                if (!augment(i, dom, s)) {
                    return false;
                }
            }
        }
        components(dom, s, size);
        int[] component = s.component;
        // A symbol stays in a cell only if the cell it is matched to lies in the cell's component.
        long[] matchedIn = s.unions;
        java.util.Arrays.fill(matchedIn, 0, s.componentCount, 0L);
        for (int i = 0; i < size; i++) {
            matchedIn[component[i]] |= 1L << valueOf[i];
        }
        for (int i = 0; i < size; i++) {
            int c = cell(i);
            long remove = dom[c] & ~matchedIn[component[i]];
            if (remove != 0 && !d.restrict(c, ~remove)) {
                return false;
            }
        }
        return true;
    }

    /** Finds an augmenting path from unmatched cell {@code i}; symbols already on the path are in visited. */
    private boolean augment(int i, long[] dom, Domains.Scratch s) {
        long m = dom[cell(i)] & ~s.visited;
        while (m != 0) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            s.visited |= 1L << v;
            int j = s.owner[v];
            if (j < 0 || augment(j, dom, s)) {
                s.owner[v] = i;
                s.valueOf[i] = v;
                return true;
            }
        }
        return false;
    }

    /** Tarjan's strongly connected components of the cell graph, into {@code s.component}. */
    private void components(long[] dom, Domains.Scratch s, int size) {
        java.util.Arrays.fill(s.index, 0, size, -1);
        s.counter = 0;
        s.stackSize = 0;
        s.componentCount = 0;
        for (int i = 0; i < size; i++) {
            if (s.index[i] < 0) {
                strongConnect(i, dom, s);
            }
        }
    }

    private void strongConnect(int i, long[] dom, Domains.Scratch s) {
        s.index[i] = s.counter;
        s.low[i] = s.counter++;
        s.stack[s.stackSize++] = i;
        s.onStack[i] = true;
        long m = dom[cell(i)] & ~(1L << s.valueOf[i]);
        while (m != 0) {
            int j = s.owner[Long.numberOfTrailingZeros(m)];
            m &= m - 1;
            if (s.index[j] < 0) {
                strongConnect(j, dom, s);
                s.low[i] = Math.min(s.low[i], s.low[j]);
            } else if (s.onStack[j]) {
                s.low[i] = Math.min(s.low[i], s.index[j]);
            }
        }
        if (s.low[i] == s.index[i]) {
            int j;
            do {
                j = s.stack[--s.stackSize];
                s.onStack[j] = false;
                s.component[j] = s.componentCount;
            } while (j != i);
            s.componentCount++;
        }
    }

    @Override
    void explain(Domains d, int cell, int value, int at, Explanation out) {
        int size = cellCount();
        long[] doms = new long[size];
        for (int i = 0; i < size; i++) {
            doms[i] = d.domBefore(cell(i), at);
        }
        int[] valueOf = new int[size];
        int[] owner = new int[64];
        if (match(doms, valueOf, owner) >= 0) {
            explainByScope(d, at, out);
            return;
        }
        long forward = closure(doms, owner, 1L << owner[value]);
        long backward = reaching(doms, valueOf, 1L << indexOf(cell));
        long all = size == 64 ? -1L : (1L << size) - 1;
        long other = all & ~backward;
        long hall = cost(forward, size) <= cost(other, size) ? forward : other;
        long symbols = 0;
        for (long r = hall; r != 0; r &= r - 1) {
            symbols |= doms[Long.numberOfTrailingZeros(r)];
        }
        long outside = d.network().allSymbols & ~symbols;
        for (long r = hall; r != 0; r &= r - 1) {
            out.goneAll(cell(Long.numberOfTrailingZeros(r)), outside);
        }
    }

    /** Literals a Hall set of k of the n cells needs: k * (n - k). */
    private static long cost(long set, int size) {
        int k = Long.bitCount(set);
        return (long) k * (size - k);
    }

    /** The cells reachable from {@code start} (index bits): i leads to the cell matched to a symbol i may take. */
    private static long closure(long[] doms, int[] owner, long start) {
        long reach = start;
        long frontier = start;
        while (frontier != 0) {
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                for (long m = doms[Long.numberOfTrailingZeros(f)]; m != 0; m &= m - 1) {
                    int j = owner[Long.numberOfTrailingZeros(m)];
                    if ((reach & (1L << j)) == 0) {
                        reach |= 1L << j;
                        next |= 1L << j;
                    }
                }
            }
            frontier = next;
        }
        return reach;
    }

    /** The cells that can reach one of {@code target} (index bits) in the same graph. */
    private static long reaching(long[] doms, int[] valueOf, long target) {
        long reach = target;
        long matched = 0;
        for (long t = target; t != 0; t &= t - 1) {
            matched |= 1L << valueOf[Long.numberOfTrailingZeros(t)];
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < doms.length; i++) {
                if ((reach & (1L << i)) == 0 && (doms[i] & matched) != 0) {
                    reach |= 1L << i;
                    matched |= 1L << valueOf[i];
                    grew = true;
                }
            }
        }
        return reach;
    }

    private int indexOf(int c) {
        for (int i = 0; i < cellCount(); i++) {
            if (cell(i) == c) {
                return i;
            }
        }
        throw new IllegalArgumentException("cell " + c + " is not in this house");
    }

    @Override
    void explainFailure(Domains d, Explanation out) {
        int size = cellCount();
        long[] doms = new long[size];
        for (int i = 0; i < size; i++) {
            doms[i] = d.dom[cell(i)];
        }
        int[] valueOf = new int[size];
        int[] owner = new int[64];
        int stuck = match(doms, valueOf, owner);
        if (stuck < 0) {
            explainByScope(d, d.trailSize(), out);
            return;
        }
        long[] visited = new long[1];
        long[] cells = new long[1];
        tryAugment(stuck, doms, valueOf, owner, visited, cells);
        long outside = d.network().allSymbols & ~visited[0];
        for (long k = cells[0]; k != 0; k &= k - 1) {
            out.goneAll(cell(Long.numberOfTrailingZeros(k)), outside);
        }
    }

    /**
     * A perfect matching of the cells (by index) to symbols of {@code doms}: -1 when found (in
     * {@code valueOf} and {@code owner}), else the index of a cell that could not be matched.
     */
    private static int match(long[] doms, int[] valueOf, int[] owner) {
        java.util.Arrays.fill(owner, -1);
        java.util.Arrays.fill(valueOf, -1);
        long[] visited = new long[1];
        long[] cells = new long[1];
        for (int i = 0; i < doms.length; i++) {
            visited[0] = 0;
            cells[0] = 0;
            if (!tryAugment(i, doms, valueOf, owner, visited, cells)) {
                return i;
            }
        }
        return -1;
    }

    /** An augmenting path from cell {@code i}; records the symbols and cells it visits. */
    private static boolean tryAugment(int i, long[] doms, int[] valueOf, int[] owner, long[] visited, long[] cells) {
        cells[0] |= 1L << i;
        long m = doms[i] & ~visited[0];
        while (m != 0) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            visited[0] |= 1L << v;
            int j = owner[v];
            if (j < 0 || tryAugment(j, doms, valueOf, owner, visited, cells)) {
                owner[v] = i;
                valueOf[i] = v;
                return true;
            }
            m &= ~visited[0];
        }
        return false;
    }
}
