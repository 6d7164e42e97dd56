package solver.explain;

/**
 * Chains of alternating weak and strong links from one candidate, as Sudoku Explainer's "forcing chains
 * and cycles" find them, under the names people know:
 * <ul>
 * <li>a candidate that, if true, makes itself false through a chain on one symbol is an <b>X-Chain</b>
 *     (Sudoku Explainer's forcing X-chain, 6.6; a <b>Turbot Fish</b> with six potentials); through
 *     bivalue cells, an <b>XY-Chain</b>; through both kinds of links, an <b>AIC</b> (a forcing chain, 7.0).
 *     A candidate that, if false, makes itself true is placed;</li>
 * <li>a loop that holds either way round is a cycle: an <b>X-Cycle</b> on one symbol (6.5; a
 *     <b>Generalized X-Wing</b> on four cells), an <b>XY-Cycle</b> through bivalue cells (6.5), a
 *     <b>Continuous Nice Loop</b> with both (7.0); what sees a candidate that is true one way round and
 *     one that is true the other way cannot be true.</li>
 * </ul>
 * Links are the weak links of every rule ({@link Links}) and the strong links of bivalue cells, of houses
 * with two places left and of the cells a rule must fill with a symbol ({@link Propagation}). Every chain
 * is rated by Sudoku Explainer's length bonus, and the easiest one found is the step (ties: the first
 * found, in Sudoku Explainer's order: one symbol first, then bivalue cells, then both; cells row by row).
 */
final class ChainsAndCycles implements Technique {

    private static final int X = 0;
    private static final int Y = 1;
    private static final int XY = 2;

    @Override
    public String name() {
        return "X-Chain";
    }

    @Override
    public double er() {
        return 6.5;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!ChainSteps.fits(b)) {
            return null;
        }
        if (b.hasRules()) {
            b.links().refresh();
        }
        Search search = b.chainMemory().search(this, Search.class, () -> new Search(b, new LinkGraph(b)));
        search.prop.g.renew(Long.MAX_VALUE);
        return search.run(ChainSteps.position(b), null);
    }

    /**
     * One search over a position: the best chain so far and what it takes to beat it; or, nested in
     * another search's hypothesis, every chain found, handed to {@code sink}.
     */
    static final class Search {

        final PencilMarks b;
        final int n;
        final Propagation prop;
        NestedChains sink;
        long[] position;
        final boolean[] inCycle;
        int bestEr;
        int bestComplexity;
        Step step;

        Search(PencilMarks b, LinkGraph graph) {
            this.b = b;
            this.n = b.n;
            this.prop = new Propagation(graph);
            this.inCycle = new boolean[b.cand.length];
        }

        /**
         * The easiest chain from {@code position} (candidates per cell), or null; with a {@code sink},
         * every chain goes to it and the answer is null.
         */
        Step run(long[] position, NestedChains sink) {
            this.position = position;
            this.sink = sink;
            bestEr = Integer.MAX_VALUE;
            bestComplexity = Integer.MAX_VALUE;
            step = null;
            for (int pass = X; pass <= XY; pass++) {
                pass(pass);
                if (sink != null ? sink.done() : b.expired()) {
                    break;
                }
            }
            return step;
        }

        private void pass(int pass) {
            prop.links(pass != Y, pass != X).dynamic(false, false, 0);
            int cycleBase = pass == XY ? 70 : 65;
            int chainBase = pass == XY ? 70 : 66;
            if (ChainSteps.limit(cycleBase, bestEr, bestComplexity) < 4
                    && ChainSteps.limit(chainBase, bestEr, bestComplexity) < 4) {
                return;
            }
            for (int c = 0; c < position.length; c++) {
                int count = Long.bitCount(position[c]);
                if (b.value[c] >= 0 || count < 2 || pass == Y && count > 2) {
                    continue;
                }
                if (sink != null ? sink.done() : b.expired()) {
                    return;
                }
                for (long m = position[c]; m != 0; m &= m - 1) {
                    int x = c * n + Long.numberOfTrailingZeros(m);
                    // cycles and the chain from x on follow the same links: one search finds both
                    int cycleLimit = ChainSteps.limit(cycleBase, bestEr, bestComplexity);
                    int chainLimit = pass == Y ? 0 : ChainSteps.limit(chainBase, bestEr, bestComplexity);
                    int depth = Math.max(depthFor(cycleLimit), depthFor(chainLimit));
                    if (depth > 0) {
                        if (pass == Y || chainLimit < 4) {
                            prop.cycles(position, Propagation.on(x), depth);
                        } else if (cycleLimit < 4) {
                            prop.forcing(position, Propagation.on(x), depth);
                        } else {
                            prop.cyclesAndForcing(position, Propagation.on(x), depth);
                        }
                        for (int i = 0; i < prop.cycles; i++) {
                            cycle(pass, cycleBase, prop.cycleFrom[i], prop.cycleEnds[i]);
                        }
                        if (prop.target >= 0) {
                            forcing(pass, chainBase, Propagation.on(x));
                        }
                    }
                    if (pass == Y) {
                        continue;
                    }
                    chainLimit = ChainSteps.limit(chainBase, bestEr, bestComplexity);
                    if (chainLimit >= 4) {
                        prop.forcing(position, Propagation.off(x), depthFor(chainLimit));
                        if (prop.target >= 0) {
                            forcing(pass, chainBase, Propagation.off(x));
                        }
                    }
                }
            }
        }

        /**
         * How deep a search expands for chains and cycles of at most {@code complexity} potentials (their
         * last link leaves a potential two short of that): 0 for none, unbounded for no limit.
         */
        private static int depthFor(int complexity) {
            if (complexity == Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
            return complexity < 4 ? 0 : complexity - 1;
        }

        private boolean better(int er, int complexity) {
            return sink != null || er < bestEr || er == bestEr && complexity < bestComplexity;
        }

        /**
         * The cycle closed by off potential {@code end}, turned off by {@code from}: what sees an on
         * potential each way round goes.
         */
        private void cycle(int pass, int base, int from, int end) {
            int complexity = prop.depth[from] + 2;
            int er = base + ChainSteps.bonus(complexity);
            if (!better(er, complexity)) {
                return;
            }
            int[] head = prop.path(from);
            int[] path = java.util.Arrays.copyOf(head, head.length + 1);
            path[head.length] = end;
            int cells = 0;
            for (int q : path) {
                int c = Propagation.candidate(q) / n;
                if (!inCycle[c]) {
                    inCycle[c] = true;
                    cells++;
                }
            }
            long[] forward = new long[b.cand.length];
            long[] back = new long[b.cand.length];
            for (int q : path) {
                sees(Propagation.candidate(q), Propagation.isOn(q) ? forward : back);
            }
            long[] lose = new long[b.cand.length];
            boolean any = false;
            for (int c = 0; c < lose.length; c++) {
                lose[c] = forward[c] & back[c];
                any |= lose[c] != 0;
            }
            for (int q : path) {
                inCycle[Propagation.candidate(q) / n] = false;
            }
            if (!any) {
                return;
            }
            String name = pass == X ? cells == 4 ? "Generalized X-Wing" : "X-Cycle"
                    : pass == Y ? "XY-Cycle" : "Continuous Nice Loop";
            if (sink != null) {
                sink.begin();
                sink.parentsOf(prop, from, -1, -1);
                sink.conclude(lose, complexity, name);
                return;
            }
            String text = name + ": " + ChainSteps.chain(prop, path, Propagation.on(Propagation.candidate(path[0])))
                    + " (a loop, so true one way round or the other)";
            Step s = Steps.fromMasks(name, ChainSteps.er(er), b, lose, text);
            if (s != null) {
                bestEr = er;
                bestComplexity = complexity;
                step = s;
            }
        }

        /** Adds to {@code into} (by cell) the candidates with x's symbol that x's links forbid, outside the cycle. */
        private void sees(int x, long[] into) {
            int c = x / n;
            int v = x % n;
            long bit = 1L << v;
            for (int w = 0; w < b.cellWords; w++) {
                for (long m = b.peerBits[c][w]; m != 0; m &= m - 1) {
                    int q = (w << 6) + Long.numberOfTrailingZeros(m);
                    if (!inCycle[q] && b.value[q] < 0 && (position[q] & bit) != 0) {
                        into[q] |= bit;
                    }
                }
            }
            long[] row = b.hasRules() ? b.links().ruleLinks(x) : null;
            for (int w = 0; row != null && w < row.length; w++) {
                for (long m = row[w]; m != 0; m &= m - 1) {
                    int y = (w << 6) + Long.numberOfTrailingZeros(m);
                    int q = y / n;
                    if (y % n == v && !inCycle[q] && b.value[q] < 0 && (position[q] & bit) != 0) {
                        into[q] |= bit;
                    }
                }
            }
        }

        /** A premise that leads to its own conjugate: a true one false (removed), a false one true (placed). */
        private void forcing(int pass, int base, int premise) {
            int complexity = prop.depth[prop.targetParent] + 2;
            int er = base + ChainSteps.bonus(complexity);
            if (!better(er, complexity)) {
                return;
            }
            int[] path = prop.path(prop.targetParent);
            String name = pass == X ? complexity == 6 ? "Turbot Fish" : "X-Chain" : family(path);
            if (sink != null) {
                sink.begin();
                sink.parentsOf(prop, prop.targetParent, -1, -1);
                sink.conclude(prop.target, complexity, name);
                return;
            }
            String chain = ChainSteps.chain(prop, path, prop.target);
            int x = Propagation.candidate(premise);
            int c = x / n;
            int v = x % n;
            if (Propagation.isOn(premise)) {
                long[] lose = new long[b.cand.length];
                lose[c] = 1L << v;
                step = Steps.fromMasks(name, ChainSteps.er(er), b, lose, name + ": " + chain);
            } else {
                step = new Step(name, ChainSteps.er(er), new int[]{c, v}, new int[0], new long[0],
                        b.cell(c) + " = " + b.symbol(v) + ": " + name + ": " + chain);
            }
            bestEr = er;
            bestComplexity = complexity;
        }

        /** XY-Chain when every strong link is a bivalue cell and every weak link a symbol in two cells, else AIC. */
        private String family(int[] path) {
            for (int i = 1; i < path.length; i++) {
                int kind = Propagation.kind(prop.why[path[i]]);
                boolean on = Propagation.isOn(path[i]);
                if (on && kind != Propagation.CELL || !on && kind != Propagation.PEER) {
                    return "AIC";
                }
            }
            return "XY-Chain";
        }
    }
}
