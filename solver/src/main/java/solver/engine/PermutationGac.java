package solver.engine;

/**
 * Full (generalised arc) consistency for a house, where n cells take the n symbols as a permutation:
 * every symbol left in a cell belongs to some complete assignment of the house. Following Régin, it
 * finds a perfect matching of cells to symbols (augmenting paths over bitmasks) and keeps a symbol
 * outside the matching only when its cell and the cell matched to that symbol lie on a common cycle,
 * i.e. in the same strongly connected component (Tarjan) of the graph "cell i -> the cell matched to a
 * symbol i may still take". This subsumes naked and hidden subsets of every size. Expensive, so it runs
 * after the cheap propagators, and only on large grids where measurement shows it pays.
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
}
