package solver.explain;

import grid.model.Group;
import solver.engine.LogicNetwork;
import solver.engine.RuleOrigin;

import java.util.Arrays;

/**
 * The links chains follow on one board at one step, shared by the searches of a technique: per
 * candidate, what it turns off when on (the cell's other candidates, the symbol in the cell's peers, the
 * rules' weak links from {@link Links}) and what it turns on when off (the cell's other candidate when
 * it has two, the other place of the symbol in a house or in the cells a rule must fill with it when
 * there are two), in the order Sudoku Explainer visits them (box, row, column). Made once per technique
 * call from the board's shape and the rules' must-hold symbols, and {@link #prepare}d for the position a
 * search starts from (a nested search starts from a reduced one).
 */
final class LinkGraph {

    final PencilMarks b;
    final int n;

    // --- the board's shape, in the orders Sudoku Explainer visits it ---
    /** Per cell, its houses: box first, then row, column, then the others. */
    final int[][] houseOrder;
    /** Per cell, the cells sharing a house or cage with it: its box, row, column, then the others. */
    final int[][] peerOrder;
    final Links links;
    /**
     * Per cell, indices into {@link #mustId} of the rules covering it that must hold some symbol (as the
     * rules' links stand at the step: made again by {@link #renew}, and shared with the nested graphs).
     */
    int[][] mustOf;
    int[] mustId;
    long[] mustSymbols;
    int[][] mustScope;
    /** Rules whose propagators run on the reduced candidates of a dynamic search, and the cells each reads. */
    final int[] ruleIds;
    final int[][] rulesOf;

    // --- the static links of the position searched from (rebuilt when the position changes) ---
    final long[] graphFor;
    boolean graphBuilt;
    final int[] weakStart;
    int[] weakTo = new int[1024];
    int[] weakType = new int[1024];
    final int[] strongStart;
    int[] strongTo = new int[256];
    int[] strongCause = new int[256];
    /** Per house and symbol, the open cells of the house that have it (in the position, then as crossed off). */
    final int[] placesBase;
    /** Weak link kinds in {@link #weakType}. */
    static final int SAME = 8;
    static final int CROSS = 9;


    /**
     * Potentials expanded so far by the searches of this graph and the graphs nested in it ({@code [0]},
     * one counter, shared), and how many they may expand ({@code [1]}): the measure of work that bounds
     * the nested levels, the same on every machine.
     */
    final long[] work;

    /** The searches nested in this graph's searches, made on first use. */
    private NestedChains.Inner inner;

    NestedChains.Inner inner() {
        if (inner == null) {
            inner = new NestedChains.Inner(this);
        }
        return inner;
    }

    /**
     * Readies a graph kept from an earlier step for a new search on the same board: what the rules must
     * hold is worked out again, its links and those of the graphs nested in it are built again (a cell
     * placed since may have kept its candidates), and its work starts from nothing, with at most
     * {@code limit} potentials to expand.
     */
    void renew(long limit) {
        work[0] = 0;
        work[1] = limit;
        musts();
        for (LinkGraph g = this; g != null; g = g.inner == null ? null : g.inner.graph) {
            g.graphBuilt = false;
            g.mustOf = mustOf;
            g.mustId = mustId;
            g.mustSymbols = mustSymbols;
            g.mustScope = mustScope;
        }
    }

    /** A graph of the same board and rules with links of its own (for a search nested in another). */
    LinkGraph(LinkGraph shape) {
        this.b = shape.b;
        this.n = shape.n;
        this.houseOrder = shape.houseOrder;
        this.peerOrder = shape.peerOrder;
        this.links = shape.links;
        this.mustOf = shape.mustOf;
        this.mustId = shape.mustId;
        this.mustSymbols = shape.mustSymbols;
        this.mustScope = shape.mustScope;
        this.ruleIds = shape.ruleIds;
        this.rulesOf = shape.rulesOf;
        this.graphFor = new long[shape.graphFor.length];
        this.weakStart = new int[shape.weakStart.length];
        this.strongStart = new int[shape.strongStart.length];
        this.placesBase = new int[shape.placesBase.length];
        this.work = shape.work;
    }

    LinkGraph(PencilMarks b) {
        this.b = b;
        this.n = b.n;
        int cells = b.cand.length;
        houseOrder = new int[cells][];
        peerOrder = new int[cells][];
        for (int c = 0; c < cells; c++) {
            houseOrder[c] = orderedHouses(b, c);
            peerOrder[c] = orderedPeers(b, c, houseOrder[c]);
        }
        links = b.hasRules() ? b.links() : null;
        // which propagators run on reduced candidates, and on which cells' changes
        int[] ruleList = new int[0];
        int[][] byCell = new int[cells][];
        if (b.hasRules()) {
            LogicNetwork logic = b.logic();
            ruleList = new int[logic.count()];
            int rules = 0;
            int[] rulesPerCell = new int[cells];
            for (int id = 0; id < logic.count(); id++) {
                if (logic.origin(id).source() == RuleOrigin.Source.HOUSE) {
                    continue;
                }
                // a relation's links are read from its table, but on reduced candidates its propagator
                // also removes what no candidate left in the other cell supports
                ruleList[rules++] = id;
                for (int c : logic.propagator(id).cells()) {
                    rulesPerCell[c]++;
                }
            }
            ruleList = Arrays.copyOf(ruleList, rules);
            for (int c = 0; c < cells; c++) {
                byCell[c] = new int[rulesPerCell[c]];
                rulesPerCell[c] = 0;
            }
            for (int id : ruleList) {
                for (int c : logic.propagator(id).cells()) {
                    byCell[c][rulesPerCell[c]++] = id;
                }
            }
        } else {
            Arrays.fill(byCell, new int[0]);
        }
        ruleIds = ruleList;
        rulesOf = byCell;
        musts();
        graphFor = new long[cells];
        weakStart = new int[cells * n + 1];
        strongStart = new int[cells * n + 1];
        placesBase = new int[b.houses.length * n];
        work = new long[]{0, Long.MAX_VALUE};
    }

    /** What each rule (other than a relation) must hold among its open cells, as its links now stand. */
    private void musts() {
        int cells = b.cand.length;
        int[][] mustLists = new int[cells][];
        if (!b.hasRules()) {
            Arrays.fill(mustLists, new int[0]);
            mustOf = mustLists;
            mustId = new int[0];
            mustSymbols = new long[0];
            mustScope = new int[0][];
            return;
        }
        LogicNetwork logic = b.logic();
        int[] ids = new int[ruleIds.length];
        long[] symbols = new long[ruleIds.length];
        int[][] scopes = new int[ruleIds.length][];
        int mustCount = 0;
        int[] perCell = new int[cells];
        for (int id : ruleIds) {
            if (logic.origin(id).source() == RuleOrigin.Source.RELATION) {
                continue;
            }
            int[] scope = logic.propagator(id).cells();
            long must = b.links().mustContain(id);
            for (int c : scope) {
                if (b.value[c] >= 0) {
                    must &= ~(1L << b.value[c]);
                }
            }
            if (must != 0) {
                ids[mustCount] = id;
                symbols[mustCount] = must;
                scopes[mustCount] = scope;
                for (int c : scope) {
                    perCell[c]++;
                }
                mustCount++;
            }
        }
        for (int c = 0; c < cells; c++) {
            mustLists[c] = new int[perCell[c]];
            perCell[c] = 0;
        }
        for (int k = 0; k < mustCount; k++) {
            for (int c : scopes[k]) {
                mustLists[c][perCell[c]++] = k;
            }
        }
        mustOf = mustLists;
        mustId = ids;
        mustSymbols = symbols;
        mustScope = scopes;
    }

    /**
     * The links of {@code position} as lists per candidate: what an on candidate turns off (the cell's
     * other candidates, the symbol in its peers, the rules' weak links) and what an off candidate turns
     * on (the cell's other candidate when it has two; the other place of the symbol in a house or a
     * rule's must-hold cells with two), in the order Sudoku Explainer visits them.
     */
    void prepare(long[] position) {
        if (graphBuilt && Arrays.equals(position, graphFor)) {
            return;
        }
        System.arraycopy(position, 0, graphFor, 0, position.length);
        graphBuilt = true;
        int cells = position.length;
        Arrays.fill(placesBase, 0);
        for (int h = 0; h < b.houses.length; h++) {
            for (int c : b.houses[h]) {
                if (b.value[c] < 0) {
                    for (long m = position[c]; m != 0; m &= m - 1) {
                        placesBase[h * n + Long.numberOfTrailingZeros(m)]++;
                    }
                }
            }
        }
        int w = 0;
        int s = 0;
        for (int c = 0; c < cells; c++) {
            for (int v = 0; v < n; v++) {
                int x = c * n + v;
                weakStart[x] = w;
                strongStart[x] = s;
                long bit = 1L << v;
                if (b.value[c] >= 0 || (position[c] & bit) == 0) {
                    continue;
                }
                int room = n + peerOrder[c].length + (links == null ? 0 : cells * n);
                if (w + room > weakTo.length) {
                    int size = Math.max(weakTo.length * 2, w + room);
                    weakTo = Arrays.copyOf(weakTo, size);
                    weakType = Arrays.copyOf(weakType, size);
                }
                for (long m = position[c] & ~bit; m != 0; m &= m - 1) {
                    weakTo[w] = c * n + Long.numberOfTrailingZeros(m);
                    weakType[w++] = Propagation.CELL;
                }
                for (int q : peerOrder[c]) {
                    if ((position[q] & bit) != 0 && b.value[q] < 0) {
                        weakTo[w] = q * n + v;
                        weakType[w++] = Propagation.PEER;
                    }
                }
                long[] row = links == null ? null : links.ruleLinks(x);
                for (int i = 0; row != null && i < row.length; i++) {
                    for (long bits = row[i]; bits != 0; bits &= bits - 1) {
                        int y = (i << 6) + Long.numberOfTrailingZeros(bits);
                        int cy = y / n;
                        int vy = y - cy * n;
                        if (b.value[cy] < 0 && (position[cy] >>> vy & 1) != 0) {
                            weakTo[w] = y;
                            weakType[w++] = vy == v ? SAME : CROSS;
                        }
                    }
                }
                int room2 = 1 + houseOrder[c].length + mustOf[c].length;
                if (s + room2 > strongTo.length) {
                    int size = Math.max(strongTo.length * 2, s + room2);
                    strongTo = Arrays.copyOf(strongTo, size);
                    strongCause = Arrays.copyOf(strongCause, size);
                }
                if (Long.bitCount(position[c]) == 2) {
                    strongTo[s] = c * n + Long.numberOfTrailingZeros(position[c] & ~bit);
                    strongCause[s++] = Propagation.CELL << Propagation.KIND_SHIFT;
                }
                for (int h : houseOrder[c]) {
                    if (placesBase[h * n + v] == 2) {
                        strongTo[s] = other(position, b.houses[h], c, bit) * n + v;
                        strongCause[s++] = Propagation.cause(Propagation.HOUSE, h);
                    }
                }
                for (int k : mustOf[c]) {
                    if ((mustSymbols[k] & bit) != 0 && count(position, mustScope[k], bit) == 2) {
                        strongTo[s] = other(position, mustScope[k], c, bit) * n + v;
                        strongCause[s++] = Propagation.cause(Propagation.MUST, mustId[k]);
                    }
                }
            }
        }
        weakStart[cells * n] = w;
        strongStart[cells * n] = s;
    }

    int count(long[] position, int[] set, long bit) {
        int k = 0;
        for (int q : set) {
            if ((position[q] & bit) != 0 && b.value[q] < 0) {
                k++;
            }
        }
        return k;
    }

    int other(long[] position, int[] set, int c, long bit) {
        for (int q : set) {
            if (q != c && (position[q] & bit) != 0 && b.value[q] < 0) {
                return q;
            }
        }
        return -1;
    }

    private static int[] orderedHouses(PencilMarks b, int c) {
        int[] hs = b.housesOf[c].clone();
        Integer[] boxed = new Integer[hs.length];
        for (int i = 0; i < hs.length; i++) {
            boxed[i] = hs[i];
        }
        Arrays.sort(boxed, (x, y) -> Integer.compare(rank(b.groups[x].kind()), rank(b.groups[y].kind())));
        for (int i = 0; i < hs.length; i++) {
            hs[i] = boxed[i];
        }
        return hs;
    }

    private static int rank(Group.Kind kind) {
        return switch (kind) {
            case BOX -> 0;
            case ROW -> 1;
            case COLUMN -> 2;
            default -> 3;
        };
    }

    private static int[] orderedPeers(PencilMarks b, int c, int[] houses) {
        int cells = b.cand.length;
        int[] out = new int[cells];
        boolean[] seen = new boolean[cells];
        seen[c] = true;
        int k = 0;
        for (int h : houses) {
            for (int q : b.houses[h]) {
                if (!seen[q]) {
                    seen[q] = true;
                    out[k++] = q;
                }
            }
        }
        for (int q = 0; q < cells; q++) {
            if (!seen[q] && b.peers(c, q)) {
                out[k++] = q;
            }
        }
        return Arrays.copyOf(out, k);
    }
}
