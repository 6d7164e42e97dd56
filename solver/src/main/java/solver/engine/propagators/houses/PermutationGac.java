package solver.engine.propagators.houses;

import solver.engine.core.Domains;
import solver.engine.core.Scratch;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * Full (generalised arc) consistency for a house, where n cells take the n symbols as a permutation:
 * every symbol left in a cell belongs to some complete assignment of the house. Following Régin, it
 * keeps a perfect matching of cells to symbols and keeps a symbol outside the matching only when its cell
 * and the cell matched to that symbol lie on a common cycle, i.e. in the same strongly connected
 * component of the graph "cell i -> the cell matched to a symbol i may still take". This subsumes naked
 * and hidden subsets of every size. Expensive, so it runs after the cheap propagators, and only on large
 * grids where measurement shows it pays.
 *
 * <p>One algorithm (Régin's matching-based all-different filtering, with incremental repair and
 * explanations), which is why this file is longer than the engine's others.
 *
 * <p><b>Work kept between runs.</b> Each search keeps, per house, a {@link State} in its {@link Domains}
 * (propagators themselves are shared between searches): the matching, the domains the last run ended
 * with and their components. When a run ends, every symbol left in a cell is matched within the cell's
 * component, so the house splits into parts of k cells that hold exactly k symbols between them. A part
 * none of whose cells has changed since still does, whatever happened to the other cells (narrowed, or
 * grown back when the search undid narrowings): its symbols are used up by its own cells, and it is
 * still consistent on its own. So a run takes up only the parts with a changed cell, and within them
 * only the symbols of no other part (any other symbol there is removed): it matches again just the
 * cells whose matched symbol is gone (augmenting paths from the kept matching) and decomposes those
 * parts. After a failed run the whole house is taken up. A fixed cell whose symbol no other cell may
 * take is a part of its own and needs no work at all.
 *
 * <p><b>Components</b> are found with bit masks rather than Tarjan's stack: from a cell r, the cells it
 * reaches (forward, through the matched owners of the symbols each may take) and, among those, the cells
 * that reach r (backward: cells that may take a symbol matched in the set found so far) make r's
 * component; the reached cells outside it, and the cells not reached, are decomposed in turn, since no
 * component crosses the boundary of what r reaches. With the typical house of one big part and fixed
 * cells, that is a few word operations per cell.
 *
 * <p>Explanations are Hall sets. A symbol v removed from cell c: the cells reachable from the cell
 * matched to v form a set R whose domains hold exactly |R| symbols (those matched in R, v among them),
 * so those symbols are used up by R and c, outside R, cannot take v; the literals are the symbols outside
 * that set gone from the cells of R. A failure: the cells an augmenting path search visited without
 * success can take fewer symbols than there are of them; the literals are the other symbols gone from
 * those cells. Both are computed afresh on the domains before the pruning ({@link Domains#domBefore}).
 */
public final class PermutationGac extends Propagator {

    private final long allCells;

    public PermutationGac(int[] cells) {
        super(cells);
        if (cells.length > 64) {
            throw new IllegalArgumentException("a house has at most 64 cells");
        }
        this.allCells = cells.length == 64 ? -1L : (1L << cells.length) - 1;
    }

    @Override
    public boolean expensive() {
        return true;
    }

    /**
     * What one search keeps of this house between runs. Cells are named by their index in the house,
     * symbols by their bit. Invariants: {@code owner[valueOf[i]] == i} for every matched cell i, every
     * other owner is -1, and {@code free} holds exactly the symbols without an owner. When {@code valid},
     * {@code seen} holds the domains the last run ended with and {@code component[i]} (index bits) the
     * component of cell i then; the matching is then perfect on {@code seen}, and every domain lies
     * within the symbols matched in its cell's component.
     */
    private static final class State {
        final int[] valueOf;
        final int[] owner = new int[64];
        long free;
        final long[] seen;
        final long[] component;
        boolean valid;
        /** Symbols an augmenting path search has tried, or may not use (set before each search). */
        long visited;
        /** The symbols of the cells a run works on: all but those matched to the other cells. */
        long regionValues;
        /** Decomposition work: parts still to split, as cells and the symbols matched in them. */
        final long[] partCells;
        final long[] partValues;

        State(int size, long allSymbols) {
            valueOf = new int[size];
            seen = new long[size];
            component = new long[size];
            partCells = new long[size];
            partValues = new long[size];
            java.util.Arrays.fill(valueOf, -1);
            java.util.Arrays.fill(owner, -1);
            free = allSymbols;
        }
    }

    @Override
    protected Object newState(Domains d) {
        return new State(cellCount(), d.network().allSymbols);
    }

    @Override
    public boolean propagate(Domains d) {
        State st = (State) state(d);
        long[] dom = d.dom;
        long[] seen = st.seen;
        int size = cellCount();
        long changed = 0;
        long once = 0;
        long twice = 0;
        long singles = 0;
        for (int i = 0; i < size; i++) {
            long m = dom[cell(i)];
            long was = seen[i];
            seen[i] = m;
            if (m != was) {
                changed |= 1L << i;
            }
            twice |= once & m;
            once |= m;
            if (single(m)) {
                singles |= 1L << i;
            }
        }
        long region;
        if (!st.valid) {
            region = allCells;
        } else {
            region = 0;
            for (long x = changed; x != 0; x &= x - 1) {
                region |= st.component[Long.numberOfTrailingZeros(x)];
            }
            if (region == 0) {
                return true;
            }
        }
        st.valid = false;
        region &= ~alone(st, region & singles, twice);
        if (region != 0 && (!rematch(st, region) || !decompose(d, st, region))) {
            return false;
        }
        st.valid = true;
        return true;
    }

    /**
     * The cells of {@code fixed} whose symbol no other cell may take (not in {@code twice}): each is a
     * component of its own. They are matched to their symbol here (a cell that was matched to it has lost
     * it and is left unmatched) and need no more work.
     */
    private static long alone(State st, long fixed, long twice) {
        long alone = 0;
        int[] valueOf = st.valueOf;
        int[] owner = st.owner;
        for (; fixed != 0; fixed &= fixed - 1) {
            int i = Long.numberOfTrailingZeros(fixed);
            long m = st.seen[i];
            if ((m & twice) != 0) {
                continue;
            }
            alone |= 1L << i;
            st.component[i] = 1L << i;
            int v = Long.numberOfTrailingZeros(m);
            int u = valueOf[i];
            if (u != v) {
                if (u >= 0) {
                    owner[u] = -1;
                    st.free |= 1L << u;
                }
                int j = owner[v];
                if (j >= 0) {
                    valueOf[j] = -1;
                } else {
                    st.free &= ~m;
                }
                owner[v] = i;
                valueOf[i] = v;
            }
        }
        return alone;
    }

    /**
     * Unmatches the cells of {@code region} whose symbol is gone and matches them again within the
     * symbols no cell outside the region is matched to ({@code st.regionValues}); false if one cannot be.
     */
    private static boolean rematch(State st, long region) {
        int[] valueOf = st.valueOf;
        int[] owner = st.owner;
        long[] seen = st.seen;
        long values = 0;
        long lost = 0;
        for (long r = region; r != 0; r &= r - 1) {
            int i = Long.numberOfTrailingZeros(r);
            int v = valueOf[i];
            if (v >= 0) {
                values |= 1L << v;
                if ((seen[i] & (1L << v)) != 0) {
                    continue;
                }
                owner[v] = -1;
                st.free |= 1L << v;
                valueOf[i] = -1;
            }
            lost |= 1L << i;
        }
        values |= st.free;
        st.regionValues = values;
        for (; lost != 0; lost &= lost - 1) {
            int i = Long.numberOfTrailingZeros(lost);
            long direct = seen[i] & st.free;
            if (direct != 0) {
                int v = Long.numberOfTrailingZeros(direct);
                owner[v] = i;
                valueOf[i] = v;
                st.free &= ~(1L << v);
                continue;
            }
            st.visited = ~values;
            if (!augment(st, i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Finds an augmenting path from unmatched cell {@code i} (depth first; symbols already tried are in
     * {@code st.visited}) and flips it; false if there is none.
     */
    private static boolean augment(State st, int i) {
        long m = st.seen[i] & ~st.visited;
        while (m != 0) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            st.visited |= 1L << v;
            int j = st.owner[v];
            if (j < 0 || augment(st, j)) {
                if (j < 0) {
                    st.free &= ~(1L << v);
                }
                st.owner[v] = i;
                st.valueOf[i] = v;
                return true;
            }
            m &= ~st.visited;
        }
        return false;
    }

    /**
     * Splits {@code region} (a union of parts, perfectly matched) into strongly connected components,
     * records them and removes from each cell the symbols matched outside its component (cell by cell
     * in house order, once the components are known).
     */
    private boolean decompose(Domains d, State st, long region) {
        long[] seen = st.seen;
        int[] valueOf = st.valueOf;
        int[] owner = st.owner;
        long[] partCells = st.partCells;
        long[] partValues = st.partValues;
        long regionValues = st.regionValues;
        long pruned = 0;
        int top = 0;
        partCells[top] = region;
        partValues[top++] = regionValues;
        while (top > 0) {
            top--;
            long cells = partCells[top];
            long values = partValues[top];
            int root = Long.numberOfTrailingZeros(cells);
            // forward: the symbols (so the cells matched to them) reachable from root within the part
            long reached = seen[root] & values;
            long forward = 0;
            for (long layer = reached; layer != 0; ) {
                long next = 0;
                for (long f = layer; f != 0; f &= f - 1) {
                    int j = owner[Long.numberOfTrailingZeros(f)];
                    forward |= 1L << j;
                    next |= seen[j];
                }
                layer = next & values & ~reached;
                reached |= layer;
            }
            // backward: the cells of forward that reach root, found until a sweep adds none
            long comp = 1L << root;
            long compValues = 1L << valueOf[root];
            boolean grew = true;
            while (grew) {
                grew = false;
                for (long x = forward & ~comp; x != 0; x &= x - 1) {
                    int i = Long.numberOfTrailingZeros(x);
                    if ((seen[i] & compValues) != 0) {
                        comp |= 1L << i;
                        compValues |= 1L << valueOf[i];
                        grew = true;
                    }
                }
            }
            for (long x = comp; x != 0; x &= x - 1) {
                int i = Long.numberOfTrailingZeros(x);
                st.component[i] = comp;
                if ((seen[i] & ~compValues) != 0) {
                    seen[i] &= compValues;
                    pruned |= 1L << i;
                }
            }
            if (forward != comp) {
                partCells[top] = forward & ~comp;
                partValues[top++] = reached & ~compValues;
            }
            if (cells != forward) {
                partCells[top] = cells & ~forward;
                partValues[top++] = values & ~reached;
            }
        }
        for (; pruned != 0; pruned &= pruned - 1) {
            int i = Long.numberOfTrailingZeros(pruned);
            if (!d.restrict(cell(i), seen[i])) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ explanations

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        int size = cellCount();
        Scratch s = d.scratch();
        long[] doms = s.domains;
        for (int i = 0; i < size; i++) {
            doms[i] = before(d, cell(i), at);
        }
        int[] valueOf = s.valueOf;
        int[] owner = s.owner;
        if (match(doms, size, valueOf, owner, s) >= 0) {
            explainByScope(d, at, out);
            return;
        }
        long forward = closure(doms, owner, 1L << owner[value]);
        long backward = reaching(doms, allCells, valueOf, 1L << indexOf(cell));
        long other = allCells & ~backward;
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

    /**
     * The domain of {@code c} before entry {@code at}: {@link Domains#domBefore}, except that a cell fixed
     * before {@code at} had then what it has now (no need to look up when each lost symbol went).
     */
    private static long before(Domains d, int c, int at) {
        long m = d.dom[c];
        return single(m) && d.fixedAt(c) < at ? m : d.domBefore(c, at);
    }

    /** Literals a Hall set of k of the n cells needs: k * (n - k). */
    private static long cost(long set, int size) {
        int k = Long.bitCount(set);
        return (long) k * (size - k);
    }

    /**
     * The cells reachable from {@code start} (index bits): i leads to the cell matched to a symbol i may
     * take. Grown a symbol at a time: each newly reached symbol adds its owner and the owner's domain.
     */
    private static long closure(long[] doms, int[] owner, long start) {
        long reach = start;
        long symbols = 0;
        for (long r = start; r != 0; r &= r - 1) {
            symbols |= doms[Long.numberOfTrailingZeros(r)];
        }
        long done = 0;
        for (long next = symbols; next != 0; next = symbols & ~done) {
            long bit = next & -next;
            done |= bit;
            int j = owner[Long.numberOfTrailingZeros(bit)];
            if ((reach & (1L << j)) == 0) {
                reach |= 1L << j;
                symbols |= doms[j];
            }
        }
        return reach;
    }

    /**
     * The cells that can reach one of {@code target} (index bits) in the same graph: those that may take
     * a symbol matched to a cell found so far, swept until a sweep adds none.
     */
    private static long reaching(long[] doms, long all, int[] valueOf, long target) {
        long reach = target;
        long matched = 0;
        for (long t = target; t != 0; t &= t - 1) {
            matched |= 1L << valueOf[Long.numberOfTrailingZeros(t)];
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (long x = all & ~reach; x != 0; x &= x - 1) {
                int i = Long.numberOfTrailingZeros(x);
                if ((doms[i] & matched) != 0) {
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
    public void explainFailure(Domains d, Explanation out) {
        int size = cellCount();
        Scratch s = d.scratch();
        long[] doms = s.domains;
        for (int i = 0; i < size; i++) {
            doms[i] = d.dom[cell(i)];
        }
        int[] valueOf = s.valueOf;
        int[] owner = s.owner;
        int stuck = match(doms, size, valueOf, owner, s);
        if (stuck < 0) {
            explainByScope(d, d.trailSize(), out);
            return;
        }
        s.visited = 0;
        s.cells = 0;
        tryAugment(stuck, doms, valueOf, owner, s);
        long outside = d.network().allSymbols & ~s.visited;
        for (long k = s.cells; k != 0; k &= k - 1) {
            out.goneAll(cell(Long.numberOfTrailingZeros(k)), outside);
        }
    }

    /**
     * A perfect matching of the first {@code size} cells (by index) to symbols of {@code doms}, made from
     * nothing, cell by cell: -1 when found (in {@code valueOf} and {@code owner}), else the index of a
     * cell that could not be matched.
     */
    private static int match(long[] doms, int size, int[] valueOf, int[] owner, Scratch s) {
        java.util.Arrays.fill(owner, -1);
        java.util.Arrays.fill(valueOf, 0, size, -1);
        for (int i = 0; i < size; i++) {
            s.visited = 0;
            s.cells = 0;
            if (!tryAugment(i, doms, valueOf, owner, s)) {
                return i;
            }
        }
        return -1;
    }

    /** An augmenting path from cell {@code i}; records the symbols and cells it visits in {@code s}. */
    private static boolean tryAugment(int i, long[] doms, int[] valueOf, int[] owner, Scratch s) {
        s.cells |= 1L << i;
        long m = doms[i] & ~s.visited;
        while (m != 0) {
            int v = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            s.visited |= 1L << v;
            int j = owner[v];
            if (j < 0 || tryAugment(j, doms, valueOf, owner, s)) {
                owner[v] = i;
                valueOf[i] = v;
                return true;
            }
            m &= ~s.visited;
        }
        return false;
    }
}
