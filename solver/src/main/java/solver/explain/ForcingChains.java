package solver.explain;

/**
 * Forcing chains that follow everything a premise implies, as Sudoku Explainer's chaining producers do
 * after the single chains ({@link ChainsAndCycles}), each kind at its place in the order of difficulty:
 * <ul>
 * <li><b>Nishio</b> (7.5): a candidate assumed true (or false) leads, through one-symbol links and the
 *     removals it makes on the way, to a candidate both true and false, so the assumption is wrong;</li>
 * <li><b>cell and region forcing chains</b> (8.0): every candidate of a cell, or every place of a symbol
 *     in a house, leads to the same conclusion (static links);</li>
 * <li><b>dynamic forcing chains</b> (8.5): the removals made on the way count (a net), and each rule's own
 *     propagator runs on the reduced candidates: contradictions, double forcing (a candidate true and
 *     false lead to the same conclusion), cell and region forcing;</li>
 * <li>the same with simpler techniques nested inside (9.0: pointing, pairs and X-Wing, the "(+)" level).</li>
 * </ul>
 * The difficulty is the kind's base plus Sudoku Explainer's bonus for the number of potentials the
 * conclusion rests on (its complexity); the easiest conclusion found is the step (then the one found
 * first: cells row by row, symbols in order; reductions before cells, cells before regions, regions
 * before contradictions, as Sudoku Explainer sorts them).
 */
final class ForcingChains implements Technique {

    /** The kinds, by Sudoku Explainer's producers. */
    enum Kind {
        NISHIO, MULTIPLE, DYNAMIC
    }

    /** The most bytes a search keeps for its premises' depths (a 9x9 board takes about a megabyte). */
    private static final long DEPTH_BYTES = 4_000_000L;

    private static final int DOUBLE = 1;
    private static final int CELL = 5;
    private static final int REGION = 6;
    private static final int CONTRADICTION = 7;

    private final Kind kind;
    private final int level;

    ForcingChains(Kind kind, int level) {
        this.kind = kind;
        this.level = level;
    }

    @Override
    public String name() {
        return switch (kind) {
            case NISHIO -> "Nishio Forcing Chain";
            case MULTIPLE -> "Cell Forcing Chains";
            case DYNAMIC -> "Dynamic Contradiction Forcing Chains" + suffix(level);
        };
    }

    @Override
    public double er() {
        return ChainSteps.er(base());
    }

    /** The base difficulty in tenths: Nishio 7.5, multiple 8.0, dynamic 8.5, (+) 9.0, nested 9.5 and up. */
    private int base() {
        if (level >= 2) {
            return 95 + 5 * (level - 2);
        }
        if (level == 1) {
            return 90;
        }
        return switch (kind) {
            case NISHIO -> 75;
            case MULTIPLE -> 80;
            case DYNAMIC -> 85;
        };
    }

    /** Sudoku Explainer's name suffix for a nesting level. */
    static String suffix(int level) {
        return switch (level) {
            case 0 -> "";
            case 1 -> " (+)";
            case 2 -> " (+ Forcing Chains)";
            case 3 -> " (+ Multiple Forcing Chains)";
            case 4 -> " (+ Dynamic Forcing Chains)";
            default -> " (+ Dynamic Forcing Chains" + suffix(level - 3) + ")";
        };
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
        search.graph.renew(level >= 2 ? WORK : Long.MAX_VALUE);
        return search.run(ChainSteps.position(b), null);
    }

    /**
     * The work (potentials expanded, nested searches included) a search nesting chain techniques (level 2
     * and up) may do before it gives up (a count, not a time, so that a rating is the same on every
     * machine). It was 25 million until the searches became about a quarter faster; doubled, it changed no
     * rating of the 333 calibration puzzles, of the first 75 of the forum's hardest or of the published
     * puzzles that finished, and five more published puzzles finish by logic, in minutes (decision 0012).
     * Such a search also settles for the first conclusion it finds (premises in Sudoku Explainer's order)
     * instead of the easiest of all, which costs far more for little change in rating.
     */
    static final long WORK = 50_000_000L;

    /** A search of this kind over {@code graph}'s links (for one nested in another search). */
    Search search(PencilMarks b, LinkGraph graph) {
        return new Search(b, graph);
    }

    /**
     * One search: every premise in Sudoku Explainer's order, keeping the easiest conclusion; or, nested
     * in another search's hypothesis, handing every conclusion to {@code sink}.
     */
    final class Search {

        final PencilMarks b;
        final int n;
        final int words;
        long[] position;
        final LinkGraph graph;
        NestedChains sink;
        /** The current cell's premises, one search per symbol (kept for the cell's forcing chains). */
        final Propagation[] onProps;
        Propagation onProp;
        int current = -1;
        final Propagation offProp;
        final Propagation aux;
        /** Nested: the branches of a cell or region kept at once for their conclusions' parents. */
        final Propagation[] branchProps;
        final long[][] onSets;
        final long[][] offSets;
        /**
         * Per candidate on, how many links each potential it implies lies from it (255: not implied), kept
         * while the board's potentials are few enough: the complexity of a static conclusion exactly
         * (depth + 1 per branch), of a dynamic one a lower bound, so that few conclusions are worked out.
         */
        final byte[][] depths;
        /** Which run the sets of a candidate were made in. */
        final int[] setsRun;
        int runs;
        final boolean dynamic = kind != Kind.MULTIPLE;
        final boolean nishio = kind == Kind.NISHIO;
        /**
         * Whether region forcing chains wait until every premise has been followed, so that each place's
         * conclusions are at hand, instead of following the places of a region ahead of their turn and then
         * again in it. Where the search keeps the easiest conclusion of all, that changes nothing (regions
         * are still met in the same order among themselves, and a tie between kinds goes by kind); nested
         * in another search, it changes the order its conclusions are handed on, and so at times which outer
         * chain is found: no rating of the 333 calibration puzzles changed, 5 of the first 75 of the forum's
         * hardest moved by 0.1 (3 down, 2 up), for 17% less CPU time there. A search of level 2 and up
         * settles for the first conclusion it meets, so it keeps Sudoku Explainer's order, region by region
         * as its first place comes.
         */
        boolean deferRegions;

        // the best conclusion: its complexity, sort key, and what rebuilds it
        int bestComplexity;
        int bestKey;
        int bestType;
        int bestPremise;
        int bestTarget;
        int bestGroup;
        int bestSymbol;

        Search(PencilMarks b, LinkGraph graph) {
            this.b = b;
            this.n = b.n;
            int cands = b.cand.length * n;
            this.words = (cands + 63) >>> 6;
            this.graph = graph;
            this.onProps = new Propagation[n];
            this.offProp = configure(new Propagation(graph));
            this.aux = configure(new Propagation(graph));
            this.branchProps = new Propagation[n];
            this.onSets = new long[cands][];
            this.offSets = new long[cands][];
            this.depths = 2L * cands * cands <= DEPTH_BYTES ? new byte[cands][] : null;
            this.setsRun = new int[cands];
        }

        private Propagation configure(Propagation p) {
            return p.links(true, !nishio).dynamic(dynamic, dynamic && !nishio, level);
        }

        private boolean stop() {
            return sink != null ? sink.done() : b.expired() || graph.work[0] > graph.work[1]
                    || level >= 2 && bestComplexity != Integer.MAX_VALUE;
        }

        /**
         * The easiest conclusion from {@code position} (candidates per cell), or null; with a {@code sink},
         * every conclusion goes to it and the answer is null.
         */
        Step run(long[] position, NestedChains sink) {
            this.position = position;
            this.sink = sink;
            deferRegions = sink != null || level < 2;
            runs++;
            bestComplexity = Integer.MAX_VALUE;
            bestKey = Integer.MAX_VALUE;
            int[] premise = new int[1];
            long[] cellOn = new long[words];
            long[] cellOff = new long[words];
            // Nishio on the board itself: skip the symbols it found nothing on when their places were as now
            ChainMemory memory = nishio && sink == null && !b.hasRules() ? b.chainMemory() : null;
            long skip = 0;
            long found = 0;
            for (int v = 0; memory != null && v < n; v++) {
                skip |= memory.quiet(v) ? 1L << v : 0;
            }
            for (int c = 0; c < position.length; c++) {
                if (!premiseCell(c)) {
                    continue;
                }
                int card = Long.bitCount(position[c]);
                boolean firstValue = true;
                current = c;
                for (long m = position[c] & ~skip; m != 0; m &= m - 1) {
                    if (stop()) {
                        return build();
                    }
                    int v = Long.numberOfTrailingZeros(m);
                    int x = c * n + v;
                    if (onProps[v] == null) {
                        onProps[v] = configure(new Propagation(graph));
                    }
                    onProp = onProps[v];
                    premise[0] = Propagation.on(x);
                    onProp.close(position, premise, 1);
                    if (!nishio) {
                        keepSets(x, onProp);
                    }
                    if (dynamic) {
                        premise[0] = Propagation.off(x);
                        offProp.close(position, premise, 1);
                        binary(x, card);
                        found |= conflicted(onProp) || conflicted(offProp) ? 1L << v : 0;
                    }
                    if (!nishio) {
                        if (!deferRegions) {
                            regions(c, v);
                        }
                        if (firstValue) {
                            System.arraycopy(onSets[x], 0, cellOn, 0, words);
                            System.arraycopy(offSets[x], 0, cellOff, 0, words);
                        } else {
                            and(cellOn, onSets[x]);
                            and(cellOff, offSets[x]);
                        }
                    }
                    firstValue = false;
                }
                if (!nishio) {
                    cell(c, cellOn, cellOff);
                }
            }
            for (int c = 0; deferRegions && !nishio && c < position.length; c++) {
                if (!premiseCell(c)) {
                    continue;
                }
                for (long m = position[c]; m != 0; m &= m - 1) {
                    if (stop()) {
                        return build();
                    }
                    regions(c, Long.numberOfTrailingZeros(m));
                }
            }
            for (int v = 0; memory != null && v < n; v++) {
                if ((skip >>> v & 1) == 0) {
                    memory.remember(v, (found >>> v & 1) != 0);
                }
            }
            return build();
        }

        /**
         * Whether the candidates of cell {@code c} are followed as premises in turn: every open cell with
         * more than two candidates, and in a dynamic search those with two as well.
         */
        private boolean premiseCell(int c) {
            int card = Long.bitCount(position[c]);
            return b.value[c] < 0 && (card > 2 || card > 1 && dynamic);
        }

        private void keepSets(int x, Propagation p) {
            if (onSets[x] == null) {
                onSets[x] = new long[words];
                offSets[x] = new long[words];
            }
            p.sets(onSets[x], offSets[x]);
            setsRun[x] = runs;
            if (depths != null) {
                if (depths[x] == null) {
                    depths[x] = new byte[2 * b.cand.length * n];
                }
                byte[] d = depths[x];
                java.util.Arrays.fill(d, (byte) -1);
                for (int i = 0; i < p.count(); i++) {
                    int q = p.found(i);
                    d[q] = (byte) Math.min(254, p.depth[q]);
                }
            }
        }

        private void ensureSets(int x) {
            if (onSets[x] == null || setsRun[x] != runs) {
                aux.close(position, new int[]{Propagation.on(x)}, 1);
                keepSets(x, aux);
            }
        }

        /** Whether a conclusion of this complexity and key would be easier than the best so far. */
        private boolean better(int complexity, int key) {
            return sink != null || complexity < bestComplexity || complexity == bestComplexity && key < bestKey;
        }

        private void keep(int complexity, int key, int type, int premise, int target, int group, int symbol) {
            bestComplexity = complexity;
            bestKey = key;
            bestType = type;
            bestPremise = premise;
            bestTarget = target;
            bestGroup = group;
            bestSymbol = symbol;
        }

        /** Contradictions of x on and of x off, and (three or more candidates) what both imply. */
        private void binary(int x, int card) {
            for (Propagation p : new Propagation[]{onProp, offProp}) {
                if (!conflicted(p)) {
                    continue;
                }
                int premise = p == onProp ? Propagation.on(x) : Propagation.off(x);
                int cx = conflictComplexity(p);
                if (sink != null) {
                    sink.begin();
                    if (p.conflictRule >= 0) {
                        for (int q : p.conflictPremises()) {
                            sink.parentsOf(p, q, -1, -1);
                        }
                    } else {
                        sink.parentsOf(p, p.conflictOn, -1, -1);
                        sink.parentsOf(p, p.conflictOff, -1, -1);
                    }
                    sink.conclude(premise ^ 1, cx, name(CONTRADICTION));
                } else if (better(cx, CONTRADICTION)) {
                    keep(cx, CONTRADICTION, CONTRADICTION, premise, -1, -1, -1);
                }
            }
            if (nishio || card < 3 || !better(4, DOUBLE)) {
                return;
            }
            // on potentials implied both ways, then off ones, each in the order the "on" search found them
            for (int pass = 1; pass >= 0; pass--) {
                for (int i = 1; i < onProp.count(); i++) {
                    int t = onProp.found(i);
                    if ((t & 1) != pass || !offProp.has(t)) {
                        continue;
                    }
                    int lower = onProp.depth[t] + offProp.depth[t] + 2;
                    if (!better(lower, DOUBLE)) {
                        continue;
                    }
                    int cx = onProp.ancestors(t) + offProp.ancestors(t);
                    if (sink != null) {
                        sink.begin();
                        sink.parentsOf(onProp, t, -1, -1);
                        sink.parentsOf(offProp, t, -1, -1);
                        sink.conclude(t, cx, name(DOUBLE));
                    } else if (better(cx, DOUBLE)) {
                        keep(cx, DOUBLE, DOUBLE, Propagation.on(x), t, -1, -1);
                    }
                }
            }
        }

        private boolean conflicted(Propagation p) {
            return p.conflictOn >= 0 || p.conflictRule >= 0;
        }

        private int conflictComplexity(Propagation p) {
            if (p.conflictRule >= 0) {
                return p.conflictAncestors();
            }
            return p.ancestors(p.conflictOn) + p.ancestors(p.conflictOff);
        }

        /** Region forcing chains for symbol v of cell c: each house where c is v's first place. */
        private void regions(int c, int v) {
            long bit = 1L << v;
            int[] places = new int[n];
            for (int h : graph.houseOrder[c]) {
                int k = 0;
                for (int q : b.houses[h]) {
                    if (b.value[q] < 0 && (position[q] & bit) != 0) {
                        places[k++] = q;
                    }
                }
                if (k < 2 || places[0] != c || !better(2 * k, REGION)) {
                    continue;
                }
                long[] on = onSets[c * n + v].clone();
                long[] off = offSets[c * n + v].clone();
                for (int i = 1; i < k; i++) {
                    int x = places[i] * n + v;
                    ensureSets(x);
                    and(on, onSets[x]);
                    and(off, offSets[x]);
                }
                int[] branches = new int[k];
                for (int i = 0; i < k; i++) {
                    branches[i] = places[i] * n + v;
                }
                common(on, off, branches, REGION, h, v);
            }
        }

        /** Cell forcing chains: what every candidate of c implies. */
        private void cell(int c, long[] on, long[] off) {
            int k = Long.bitCount(position[c]);
            if (!better(2 * k, CELL) || isEmpty(on) && isEmpty(off)) {
                return;
            }
            int[] branches = new int[k];
            int i = 0;
            for (long m = position[c]; m != 0; m &= m - 1) {
                branches[i++] = c * n + Long.numberOfTrailingZeros(m);
            }
            common(on.clone(), off.clone(), branches, CELL, c, -1);
        }

        /**
         * The conclusions {@code on}/{@code off} (bitsets over candidates) implied by every premise of
         * {@code branches}: each one's complexity is the sum over the branches of what it rests on there.
         */
        private void common(long[] on, long[] off, int[] branches, int type, int group, int symbol) {
            if (isEmpty(on) && isEmpty(off)) {
                return;
            }
            int[] targets = new int[bitCount(on) + bitCount(off)];
            int t = 0;
            for (int pass = 1; pass >= 0; pass--) {
                long[] set = pass == 1 ? on : off;
                for (int w = 0; w < words; w++) {
                    for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
                        targets[t++] = pass == 1 ? Propagation.on(x) : Propagation.off(x);
                    }
                }
            }
            int[] sums = new int[targets.length];
            boolean[] wanted = null;
            if (depths != null && sink == null) {
                // the least each conclusion can rest on: exact for static chains
                for (int branch : branches) {
                    byte[] d = depths[branch];
                    for (int i = 0; i < targets.length; i++) {
                        sums[i] += (d[targets[i]] & 0xFF) + 1;
                    }
                }
                wanted = new boolean[targets.length];
                boolean any = false;
                for (int i = 0; i < targets.length; i++) {
                    wanted[i] = better(sums[i], type);
                    any |= wanted[i];
                }
                if (!dynamic || !any) {
                    for (int i = 0; i < targets.length; i++) {
                        if (wanted[i] && better(sums[i], type)) {
                            keep(sums[i], type, type, -1, targets[i], group, symbol);
                        }
                    }
                    return;
                }
                java.util.Arrays.fill(sums, 0);
            }
            int[] premise = new int[1];
            Propagation[] props = new Propagation[branches.length];
            for (int j = 0; j < branches.length; j++) {
                int branch = branches[j];
                Propagation p = aux;
                if (branch / n == current) {
                    p = onProps[branch % n];
                } else if (sink == null) {
                    premise[0] = Propagation.on(branch);
                    aux.close(position, premise, 1);
                } else {
                    // nested: each branch kept for the conclusions' parents
                    if (branchProps[j] == null) {
                        branchProps[j] = configure(new Propagation(graph));
                    }
                    p = branchProps[j];
                    premise[0] = Propagation.on(branch);
                    p.close(position, premise, 1);
                }
                props[j] = p;
                for (int i = 0; i < targets.length; i++) {
                    if (wanted == null || wanted[i]) {
                        sums[i] += p.has(targets[i]) ? p.ancestors(targets[i]) : 1 << 20;
                    }
                }
            }
            for (int i = 0; i < targets.length; i++) {
                if (wanted != null && !wanted[i]) {
                    continue;
                }
                if (sink != null) {
                    sink.begin();
                    for (Propagation p : props) {
                        sink.parentsOf(p, targets[i], type == CELL ? group : -1, type == REGION ? group : -1);
                    }
                    sink.conclude(targets[i], sums[i], name(type));
                } else if (better(sums[i], type)) {
                    keep(sums[i], type, type, -1, targets[i], group, symbol);
                }
            }
        }

        private String name(int type) {
            return switch (type) {
                case CONTRADICTION -> nishio ? "Nishio Forcing Chain" : "Dynamic Contradiction Forcing Chains";
                case DOUBLE -> "Dynamic Double Forcing Chains";
                case CELL -> (dynamic ? "Dynamic " : "") + "Cell Forcing Chains";
                default -> (dynamic ? "Dynamic " : "") + "Region Forcing Chains";
            } + suffix(level);
        }

        /** The step of the best conclusion, its chains found again for the text; null when none (or nested). */
        Step build() {
            if (sink != null || bestComplexity == Integer.MAX_VALUE) {
                return null;
            }
            int er = base() + ChainSteps.bonus(bestComplexity);
            String name = name(bestType);
            int[] premise = new int[1];
            StringBuilder text = new StringBuilder(name).append(": ");
            int conclusion;
            if (bestType == CONTRADICTION) {
                premise[0] = bestPremise;
                aux.close(position, premise, 1);
                text.append(contradiction(aux));
                conclusion = bestPremise ^ 1;
            } else if (bestType == DOUBLE) {
                premise[0] = bestPremise;
                aux.close(position, premise, 1);
                text.append(ChainSteps.chain(aux, bestTarget)).append("; ");
                premise[0] = bestPremise ^ 1;
                aux.close(position, premise, 1);
                text.append(ChainSteps.chain(aux, bestTarget));
                conclusion = bestTarget;
            } else {
                int[] branches = branches();
                text.append(bestType == CELL ? b.cell(bestGroup) + " is " + Premises.or(b, position[bestGroup])
                        : b.symbol(bestSymbol) + " in " + b.house(bestGroup) + " is in " + places(branches));
                for (int branch : branches) {
                    premise[0] = Propagation.on(branch);
                    aux.close(position, premise, 1);
                    text.append("; ").append(ChainSteps.chain(aux, bestTarget));
                }
                conclusion = bestTarget;
            }
            int x = Propagation.candidate(conclusion);
            int c = x / n;
            int v = x % n;
            if (Propagation.isOn(conclusion)) {
                return new Step(name, ChainSteps.er(er), new int[]{c, v}, new int[0], new long[0],
                        b.cell(c) + " = " + b.symbol(v) + ": " + text);
            }
            long[] lose = new long[b.cand.length];
            lose[c] = 1L << v;
            return Steps.fromMasks(name, ChainSteps.er(er), b, lose, text.toString());
        }

        private int[] branches() {
            if (bestType == CELL) {
                int[] out = new int[Long.bitCount(position[bestGroup])];
                int i = 0;
                for (long m = position[bestGroup]; m != 0; m &= m - 1) {
                    out[i++] = bestGroup * n + Long.numberOfTrailingZeros(m);
                }
                return out;
            }
            int k = 0;
            int[] out = new int[n];
            for (int q : b.houses[bestGroup]) {
                if (b.value[q] < 0 && (position[q] >>> bestSymbol & 1) != 0) {
                    out[k++] = q * n + bestSymbol;
                }
            }
            return java.util.Arrays.copyOf(out, k);
        }

        private String places(int[] branches) {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < branches.length; i++) {
                out.append(i == 0 ? "" : i == branches.length - 1 ? " or " : ", ").append(b.cell(branches[i] / n));
            }
            return out.toString();
        }

        /** The two chains of a contradiction, or the chain to a rule that cannot be kept. */
        private String contradiction(Propagation p) {
            if (p.conflictRule >= 0) {
                int[] premises = p.conflictPremises();
                int deepest = premises[0];
                for (int q : premises) {
                    if (p.depth[q] > p.depth[deepest]) {
                        deepest = q;
                    }
                }
                return ChainSteps.chain(p, deepest) + (premises.length > 1 ? " (and " + (premises.length - 1)
                        + " more)" : "") + ", and then " + RuleNames.rule(b, b.logic().origin(p.conflictRule))
                        + " cannot be kept";
            }
            return ChainSteps.chain(p, p.conflictOn) + "; " + ChainSteps.chain(p, p.conflictOff)
                    + ": a contradiction";
        }
    }

    private static void and(long[] into, long[] with) {
        for (int w = 0; w < into.length; w++) {
            into[w] &= with[w];
        }
    }

    private static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    private static int bitCount(long[] set) {
        int k = 0;
        for (long w : set) {
            k += Long.bitCount(w);
        }
        return k;
    }
}
