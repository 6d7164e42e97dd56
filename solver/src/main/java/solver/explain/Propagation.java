package solver.explain;

import java.util.Arrays;

/**
 * What follows from assuming a candidate true or false, as the implications a person follows in a chain.
 * A <em>potential</em> is a candidate ({@code cell * n + symbol}) that is on (true) or off (false), coded
 * {@code 2 * candidate + 1} and {@code 2 * candidate}. Two kinds of implication, as Sudoku Explainer
 * chains them: <b>on → off</b> along a weak link (another symbol of the cell; the symbol in a peer; any
 * rule's weak link from {@link Links}), and <b>off → on</b> along a strong link (the cell's last other
 * candidate; the symbol's last other place in a house, or in a rule's cells that must hold it).
 *
 * <p>Each potential found keeps the potential it was first found from (its parent), so a chain is read
 * back from its end. A <b>static</b> search reads the links of the position as it is. A <b>dynamic</b>
 * search also crosses off each off potential as it goes, so that a cell or house left with one candidate
 * by the assumption's own removals gives an on potential; those removals are its further ("hidden")
 * parents, which make the chain a net. When a dynamic search runs dry, each rule's own propagator runs
 * on the reduced candidates (its removals come with the premises its explanation names: they are the
 * parents), and from {@link #level} 1 on simpler techniques run too ({@link NestedRules}).
 *
 * <p>Everything is in arrays indexed by potential, reused from one premise to the next (a stamp per
 * search marks what the current search found); nothing is boxed. Made by a technique's search and
 * reused for its premises; not thread-safe.
 */
final class Propagation {

    /** Why a potential was found: the kind, in the top bits of {@link #why}; the index in the low 24 bits. */
    static final int PREMISE = 0;
    /** On: the cell's last candidate. Off: another symbol of a cell that is on. */
    static final int CELL = 1;
    /** Off: the symbol of a peer (a cell sharing a house or cage) that is on. */
    static final int PEER = 2;
    /** Off: a rule's weak link (a dot, a line, a cage's arithmetic...) with a candidate that is on. */
    static final int LINK = 3;
    /** On: the symbol's last place in house (index). */
    static final int HOUSE = 4;
    /** On: the symbol's last place in the cells of rule (propagator index) that must hold it. */
    static final int MUST = 5;
    /** Off: rule (propagator index) removes it from the reduced candidates. */
    static final int RULE = 6;
    /** Off: a nested technique (index into {@link #nested}) removes it from the reduced candidates. */
    static final int NESTED = 7;

    static final int KIND_SHIFT = 24;
    private static final int INDEX_MASK = (1 << KIND_SHIFT) - 1;

    final LinkGraph g;
    final PencilMarks b;
    final int n;
    final int pots;
    /** Per house and symbol, the open cells of the house that still have it (a dynamic search's count). */
    private final int[] places;

    // --- what links are followed ---
    /** On → off within a cell (Sudoku Explainer's Y-links). */
    boolean cellWeak;
    /** On → off along a rule's weak link between different symbols. */
    boolean crossWeak;
    /** Off → on in a cell with two candidates. */
    boolean cellStrong;
    /** Off → on in a house (or a rule's must-hold cells) with two places (X-links). */
    boolean houseStrong;
    /** Whether off potentials are crossed off as they are found (a net). */
    boolean dynamic;
    /** Whether, when a dynamic search runs dry, the rules' propagators run on the reduced candidates. */
    boolean rules;
    /** Nesting level: 0 none; 1 pointing, pairs and X-Wing inside; 2 and more, chains inside. */
    int level;

    // --- one search ---
    final long[] start;
    final long[] cur;
    private final int[] mark;
    private int gen;
    private final int[] first;
    final int[] why;
    final int[] depth;
    private final int[] hidAt;
    private final int[] hidLen;
    private int[] pool = new int[256];
    private int poolSize;
    private final int[] found;
    private int count;
    private final int[] qOn;
    private final int[] qOff;
    private int onHead;
    private int onTail;
    private int offHead;
    private int offTail;
    private final int[] aMark;
    private int aGen;
    private final int[] stack;

    // --- search results ---
    /** The two potentials of a contradiction (one on, one off, the same candidate); -1 when none. */
    int conflictOn = -1;
    int conflictOff = -1;
    /** A rule that cannot be kept on the reduced candidates (propagator index), -1 when none; its premises follow. */
    int conflictRule = -1;
    private int conflictAt;
    private int conflictLen;

    // layered searches: what they look for
    private static final int CLOSE = 0;
    private static final int FORCING = 1;
    private static final int CYCLES = 2;
    /** Cycles and a forcing chain from the same on premise, in one search. */
    private static final int BOTH = 3;
    private int search;
    private int source;
    private int maxDepth;
    /** A forcing chain's end (the source's conjugate) and the potential it follows from; -1 when none. */
    int target = -1;
    int targetParent = -1;
    /**
     * Cycles found, in the order found: an on potential ({@link #cycleFrom}) turns off a potential
     * ({@link #cycleEnds}) that turns the source back on, three or more links from it. The same off
     * potential may close several cycles, one per on potential that turns it off.
     */
    final int[] cycleEnds;
    final int[] cycleFrom;
    int cycles;

    // dynamic rules
    private final int[] dirtyMark;
    private final int[] dirty;
    private int dirtyCount;
    private int stall;
    private final int[] ranMark;
    private final int[] scratch;

    /** The nested techniques' removals, each with its description (made when a nested step is found). */
    final NestedRules nested;
    /** The chain techniques nested from level 2 on, made on first use. */
    private NestedChains chains;

    Propagation(LinkGraph g) {
        this.g = g;
        this.b = g.b;
        this.n = b.n;
        int cells = b.cand.length;
        this.pots = 2 * cells * n;
        start = new long[cells];
        cur = new long[cells];
        mark = new int[pots];
        first = new int[pots];
        why = new int[pots];
        depth = new int[pots];
        hidAt = new int[pots];
        hidLen = new int[pots];
        found = new int[pots];
        qOn = new int[pots];
        qOff = new int[pots];
        aMark = new int[pots];
        stack = new int[pots];
        cycleEnds = new int[pots];
        cycleFrom = new int[pots];
        dirtyMark = new int[cells];
        dirty = new int[cells];
        scratch = new int[pots];
        ranMark = new int[b.hasRules() ? b.logic().count() : 0];
        places = new int[b.houses.length * n];
        nested = new NestedRules(this);
    }

    // ------------------------------------------------------------------ coding

    static int on(int x) {
        return x << 1 | 1;
    }

    static int off(int x) {
        return x << 1;
    }

    static boolean isOn(int p) {
        return (p & 1) != 0;
    }

    static int candidate(int p) {
        return p >>> 1;
    }

    static int kind(int why) {
        return why >>> KIND_SHIFT;
    }

    static int index(int why) {
        return why & INDEX_MASK;
    }

    static int cause(int kind, int index) {
        return kind << KIND_SHIFT | index;
    }

    // ------------------------------------------------------------------ searches

    /**
     * Starts a search from the candidates {@code position} (per cell; placed cells keep their symbol and
     * are never potentials).
     */
    void reset(long[] position) {
        g.prepare(position);
        if (dynamic) {
            System.arraycopy(g.placesBase, 0, places, 0, places.length);
        }
        System.arraycopy(position, 0, start, 0, start.length);
        System.arraycopy(position, 0, cur, 0, cur.length);
        gen++;
        if (gen == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            gen = 1;
        }
        count = 0;
        poolSize = 0;
        onHead = onTail = offHead = offTail = 0;
        conflictOn = conflictOff = conflictRule = -1;
        target = targetParent = -1;
        cycles = 0;
        dirtyCount = 0;
        stall++;
        nested.reset();
    }

    /** Whether potential {@code p} was found by the current search. */
    boolean has(int p) {
        return mark[p] == gen;
    }

    /** How many off potentials a dynamic search has crossed off so far (see {@link #removal}). */
    int removals() {
        return offHead;
    }

    /** The i-th candidate a dynamic search crossed off, in order. */
    int removal(int i) {
        return qOff[i] >>> 1;
    }

    /** The potentials found, in the order found. */
    int found(int i) {
        return found[i];
    }

    int count() {
        return count;
    }

    /** The potential {@code p} was first found from, or -1 for a premise. */
    int parent(int p) {
        return first[p];
    }

    /**
     * Everything that follows from the premises {@code premises[0 .. k)} (potentials), on potentials
     * first as Sudoku Explainer's chaining does, until nothing more follows or a contradiction is met
     * (true: {@link #conflictOn}/{@link #conflictOff} or {@link #conflictRule} say which).
     */
    boolean close(long[] position, int[] premises, int k) {
        reset(position);
        search = CLOSE;
        maxDepth = Integer.MAX_VALUE;
        for (int i = 0; i < k; i++) {
            add1(premises[i], -1, PREMISE);
        }
        while (true) {
            if (onHead < onTail) {
                if (!expandOn(qOn[onHead++])) {
                    return true;
                }
            } else if (offHead < offTail) {
                if (!expandOff(qOff[offHead++])) {
                    return true;
                }
            } else if (!dynamic) {
                return false;
            } else {
                int before = offTail;
                if (rules && !runRules()) {
                    return true;
                }
                if (offTail == before && (level == 0 || !nested.find() && (level < 2 || !chains().find()))) {
                    return false;
                }
                if (conflictOn >= 0 || conflictRule >= 0) {
                    return true;
                }
            }
        }
    }

    /**
     * A layered search from premise {@code p} for a forcing chain: p leads to its own conjugate
     * ({@link #target}, found from {@link #targetParent}). Potentials deeper than {@code limit} links are
     * not followed.
     */
    void forcing(long[] position, int p, int limit) {
        layered(position, p, limit, FORCING);
    }

    /**
     * A layered search from on potential {@code p} for cycles: off potentials at least three links
     * away that lead back to p ({@link #cycleEnds}); on potentials deeper than {@code limit} links are
     * not followed.
     */
    void cycles(long[] position, int p, int limit) {
        layered(position, p, limit, CYCLES);
    }

    /** {@link #cycles} and {@link #forcing} from on potential {@code p} in one search (they follow the same links). */
    void cyclesAndForcing(long[] position, int p, int limit) {
        layered(position, p, limit, BOTH);
    }

    private void layered(long[] position, int p, int limit, int kind) {
        reset(position);
        search = kind;
        source = p;
        maxDepth = limit;
        add1(p, -1, PREMISE);
        while (onHead < onTail || offHead < offTail) {
            while (onHead < onTail) {
                expandOn(qOn[onHead++]);
            }
            while (offHead < offTail) {
                expandOff(qOff[offHead++]);
            }
        }
    }

    private NestedChains chains() {
        if (chains == null) {
            chains = new NestedChains(this);
        }
        return chains;
    }

    // ------------------------------------------------------------------ implications

    /** The off potentials on potential {@code p} implies; false on a contradiction (closing only). */
    private boolean expandOn(int p) {
        g.work[0]++;
        if (depth[p] >= maxDepth) {
            return true;
        }
        int x = p >>> 1;
        for (int i = g.weakStart[x], end = g.weakStart[x + 1]; i < end; i++) {
            int type = g.weakType[i];
            if (type == CELL && !cellWeak || type == LinkGraph.CROSS && !crossWeak) {
                continue;
            }
            int y = g.weakTo[i];
            if (dynamic) {
                int cy = y / n;
                if ((cur[cy] >>> (y - cy * n) & 1) == 0) {
                    continue;
                }
            }
            if (!emitOff(y, p, (type == LinkGraph.SAME || type == LinkGraph.CROSS ? LINK : type) << KIND_SHIFT)) {
                return false;
            }
        }
        return true;
    }

    /** The on potentials off potential {@code p} implies; false on a contradiction (closing only). */
    private boolean expandOff(int p) {
        g.work[0]++;
        int x = p >>> 1;
        int c = x / n;
        int v = x - c * n;
        long bit = 1L << v;
        if (depth[p] < maxDepth) {
            if (!dynamic) {
                for (int i = g.strongStart[x], end = g.strongStart[x + 1]; i < end; i++) {
                    boolean cell = kind(g.strongCause[i]) == CELL;
                    if (cell ? cellStrong : houseStrong) {
                        scratch[0] = p;
                        if (!emitOn(g.strongTo[i], 1, g.strongCause[i])) {
                            return false;
                        }
                    }
                }
            } else {
                if (cellStrong) {
                    long m = cur[c];
                    if (Long.bitCount(m) == 2 && (m & bit) != 0) {
                        int y = c * n + Long.numberOfTrailingZeros(m & ~bit);
                        if (wanted(y)) {
                            int k = 0;
                            scratch[k++] = p;
                            for (long g = start[c] & ~m; g != 0; g &= g - 1) {
                                scratch[k++] = off(c * n + Long.numberOfTrailingZeros(g));
                            }
                            if (!emitOn(y, k, CELL << KIND_SHIFT)) {
                                return false;
                            }
                        }
                    }
                }
                if (houseStrong) {
                    for (int h : g.houseOrder[c]) {
                        if (places[h * n + v] == 2) {
                            int other = g.other(cur, b.houses[h], c, bit);
                            if (other >= 0 && wanted(other * n + v)
                                    && !strongInSet(p, b.houses[h], c, v, other, cause(HOUSE, h))) {
                                return false;
                            }
                        }
                    }
                    for (int k : g.mustOf[c]) {
                        if ((g.mustSymbols[k] & bit) == 0 || g.count(cur, g.mustScope[k], bit) != 2) {
                            continue;
                        }
                        int other = g.other(cur, g.mustScope[k], c, bit);
                        if (other >= 0 && wanted(other * n + v)
                                && !strongInSet(p, g.mustScope[k], c, v, other, cause(MUST, g.mustId[k]))) {
                            return false;
                        }
                    }
                }
            }
        }
        if (dynamic) {
            cur[c] &= ~bit;
            for (int h : b.housesOf[c]) {
                places[h * n + v]--;
            }
            if (dirtyMark[c] != stall) {
                dirtyMark[c] = stall;
                dirty[dirtyCount++] = c;
            }
        }
        return true;
    }

    /** Whether an on potential for candidate y would tell anything new (it is not known, or meets its off). */
    private boolean wanted(int y) {
        return mark[on(y)] != gen || mark[off(y)] == gen;
    }

    /** Off p leaves symbol v one place in {@code set}: {@code other} is on (with the removals that made it so). */
    private boolean strongInSet(int p, int[] set, int c, int v, int other, int cause) {
        int k = 0;
        scratch[k++] = p;
        if (dynamic) {
            long bit = 1L << v;
            for (int q : set) {
                if (q != c && (start[q] & bit) != 0 && (cur[q] & bit) == 0) {
                    scratch[k++] = off(q * n + v);
                }
            }
        }
        return emitOn(other * n + v, k, cause);
    }

    private boolean emitOff(int y, int parent, int cause) {
        int p = off(y);
        if (search == CLOSE) {
            if (mark[on(y)] == gen) {
                if (mark[p] != gen) {
                    add1(p, parent, cause);
                }
                conflictOn = on(y);
                conflictOff = p;
                return false;
            }
        } else {
            if (search != CYCLES && target < 0 && on(y) == source) {
                target = p;
                targetParent = parent;
            }
            if (search != FORCING && depth[parent] >= 2 && leadsToSource(y) && !ancestor(p, parent)) {
                cycleFrom[cycles] = parent;
                cycleEnds[cycles++] = p;
            }
        }
        if (mark[p] != gen) {
            add1(p, parent, cause);
        }
        return true;
    }

    /** Whether candidate y off turns the (on) source on by a strong link followed in this search. */
    private boolean leadsToSource(int y) {
        int s = source >>> 1;
        for (int i = g.strongStart[y], end = g.strongStart[y + 1]; i < end; i++) {
            if (g.strongTo[i] == s && (kind(g.strongCause[i]) == CELL ? cellStrong : houseStrong)) {
                return true;
            }
        }
        return false;
    }

    /** Whether potential a is p or one of p's first parents. */
    private boolean ancestor(int a, int p) {
        for (int q = p; q >= 0; q = first[q]) {
            if (q == a) {
                return true;
            }
        }
        return false;
    }

    /** On potential for candidate y, its parents in {@code scratch[0 .. k)}. */
    private boolean emitOn(int y, int k, int cause) {
        int p = on(y);
        if (search == CLOSE) {
            if (mark[off(y)] == gen) {
                if (mark[p] != gen) {
                    add(p, scratch, k, cause);
                }
                conflictOn = p;
                conflictOff = off(y);
                return false;
            }
        } else if (search != CYCLES) {
            if (target < 0 && off(y) == source) {
                target = p;
                targetParent = scratch[0];
            }
        }
        if (mark[p] != gen) {
            add(p, scratch, k, cause);
        }
        return true;
    }

    private void add1(int p, int parent, int cause) {
        mark[p] = gen;
        first[p] = parent;
        why[p] = cause;
        depth[p] = parent < 0 ? 0 : depth[parent] + 1;
        hidLen[p] = 0;
        enqueue(p);
    }

    /** Adds potential p found from {@code parents[0 .. k)} (the first is its parent, the others hidden). */
    private void add(int p, int[] parents, int k, int cause) {
        mark[p] = gen;
        first[p] = k > 0 ? parents[0] : -1;
        why[p] = cause;
        int d = 0;
        for (int i = 0; i < k; i++) {
            d = Math.max(d, depth[parents[i]] + 1);
        }
        depth[p] = d;
        hidLen[p] = Math.max(0, k - 1);
        if (k > 1) {
            if (poolSize + k > pool.length) {
                pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + k));
            }
            hidAt[p] = poolSize;
            System.arraycopy(parents, 1, pool, poolSize, k - 1);
            poolSize += k - 1;
        }
        enqueue(p);
    }

    private void enqueue(int p) {
        found[count++] = p;
        if (isOn(p)) {
            qOn[onTail++] = p;
        } else {
            qOff[offTail++] = p;
        }
    }

    /**
     * Adds the off potential of candidate {@code y}, found by a rule or nested technique from
     * {@code parents[0 .. k)}: false on a contradiction (the candidate is on already).
     */
    boolean addDerivedOff(int y, int[] parents, int k, int cause) {
        int p = off(y);
        if (mark[p] == gen) {
            return true;
        }
        add(p, parents, k, cause);
        if (mark[on(y)] == gen) {
            conflictOn = on(y);
            conflictOff = p;
            return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ rules on reduced candidates

    /**
     * Runs the propagators of the rules whose cells changed since the last time on the reduced candidates:
     * what they remove becomes off potentials whose parents are the removals their explanations name.
     * False when a rule cannot be kept (a contradiction) or a removal meets an on potential.
     */
    private boolean runRules() {
        if (g.ruleIds.length == 0 || dirtyCount == 0) {
            dirtyCount = 0;
            stall++;
            return true;
        }
        RuleRunner runner = b.runner();
        int stamp = stall;
        int cells = dirtyCount;
        dirtyCount = 0;
        stall++;
        boolean loaded = false;
        for (int i = 0; i < cells; i++) {
            for (int id : g.rulesOf[dirty[i]]) {
                if (ranMark[id] == stamp) {
                    continue;
                }
                ranMark[id] = stamp;
                if (!loaded) {
                    if (!runner.load(start, cur)) {
                        return true;
                    }
                    loaded = true;
                }
                RuleRunner.Found f = runner.runLoaded(id, cur);
                if (f == null) {
                    continue;
                }
                int k = premises(f, scratch);
                if (k == 0) {
                    continue;
                }
                if (f.failed()) {
                    conflictRule = id;
                    conflictAt = poolSize;
                    conflictLen = k;
                    if (poolSize + k > pool.length) {
                        pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + k));
                    }
                    System.arraycopy(scratch, 0, pool, poolSize, k);
                    poolSize += k;
                    return false;
                }
                int[] parents = Arrays.copyOf(scratch, k);
                for (int c = 0; c < f.lose().length; c++) {
                    for (long m = f.lose()[c] & cur[c]; m != 0; m &= m - 1) {
                        if (b.value[c] < 0 && !addDerivedOff(c * n + Long.numberOfTrailingZeros(m), parents, k,
                                cause(RULE, id))) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The potentials of this search that a rule's premises name (what the assumption removed or set). */
    private int premises(RuleRunner.Found f, int[] out) {
        int k = 0;
        for (int c = 0; c < cur.length; c++) {
            long absent = f.absent()[c] & start[c];
            for (long m = absent; m != 0; m &= m - 1) {
                int p = off(c * n + Long.numberOfTrailingZeros(m));
                if (mark[p] == gen) {
                    out[k++] = p;
                }
            }
            long present = f.present()[c];
            if (present != 0 && b.value[c] < 0) {
                int p = on(c * n + Long.numberOfTrailingZeros(present));
                if (mark[p] == gen) {
                    out[k++] = p;
                } else {
                    for (long m = start[c] & ~present; m != 0; m &= m - 1) {
                        int q = off(c * n + Long.numberOfTrailingZeros(m));
                        if (mark[q] == gen) {
                            out[k++] = q;
                        }
                    }
                }
            }
        }
        return k;
    }

    // ------------------------------------------------------------------ reading results

    /** How many distinct potentials potential {@code p} rests on, itself included (its ancestors). */
    int ancestors(int p) {
        aGen++;
        return countFrom(p);
    }

    /** Ancestors of the rule contradiction's premises, plus one for the contradiction itself. */
    int conflictAncestors() {
        aGen++;
        int total = 1;
        for (int i = 0; i < conflictLen; i++) {
            total += countFrom(pool[conflictAt + i]);
        }
        return total;
    }

    /** The premises of the rule contradiction. */
    int[] conflictPremises() {
        return Arrays.copyOfRange(pool, conflictAt, conflictAt + conflictLen);
    }

    /** Counts the ancestors of p not yet counted since the last {@link #ancestors} (stamp {@link #aGen}). */
    private int countFrom(int p) {
        if (aMark[p] == aGen) {
            return 0;
        }
        int total = 0;
        int top = 0;
        aMark[p] = aGen;
        stack[top++] = p;
        while (top > 0) {
            int q = stack[--top];
            total++;
            if (kind(why[q]) == NESTED) {
                total += nested.cost(index(why[q]), aGen);
            }
            top = pushParents(q, top);
        }
        return total;
    }

    /**
     * Writes to {@code out} the potentials p rests on, itself included, and returns how many; each
     * potential once.
     */
    int ancestorsInto(int p, int[] out) {
        aGen++;
        int k = 0;
        int top = 0;
        aMark[p] = aGen;
        stack[top++] = p;
        while (top > 0) {
            int q = stack[--top];
            out[k++] = q;
            top = pushParents(q, top);
        }
        return k;
    }

    /**
     * Pushes onto {@link #stack}, from {@code top}, the parents of q (its first and its hidden ones) not yet
     * marked in this walk ({@code aGen}), marking them; returns the new top.
     */
    private int pushParents(int q, int top) {
        int f = first[q];
        if (f >= 0 && aMark[f] != aGen) {
            aMark[f] = aGen;
            stack[top++] = f;
        }
        for (int i = 0; i < hidLen[q]; i++) {
            int h = pool[hidAt[q] + i];
            if (aMark[h] != aGen) {
                aMark[h] = aGen;
                stack[top++] = h;
            }
        }
        return top;
    }

    /** How many parents beyond the first potential p has (the removals that made it a net). */
    int hidden(int p) {
        return hidLen[p];
    }

    /** The chain that led to p: its first parents from the premise to p. */
    int[] path(int p) {
        int k = 0;
        for (int q = p; q >= 0; q = first[q]) {
            k++;
        }
        int[] out = new int[k];
        for (int q = p; q >= 0; q = first[q]) {
            out[--k] = q;
        }
        return out;
    }

    /** Writes the candidates found on and off into the bitsets (over candidates) {@code on} and {@code off}. */
    void sets(long[] on, long[] off) {
        Arrays.fill(on, 0);
        Arrays.fill(off, 0);
        for (int i = 0; i < count; i++) {
            int p = found[i];
            int x = p >>> 1;
            long[] into = isOn(p) ? on : off;
            into[x >>> 6] |= 1L << x;
        }
    }

    /** Sets which links are followed: Sudoku Explainer's X-links, Y-links, or both, and rules' links. */
    Propagation links(boolean x, boolean y) {
        cellWeak = y;
        cellStrong = y;
        houseStrong = x;
        crossWeak = x && y;
        return this;
    }

    Propagation dynamic(boolean on, boolean withRules, int nesting) {
        dynamic = on;
        rules = withRules;
        level = nesting;
        return this;
    }
}
