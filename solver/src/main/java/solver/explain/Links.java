package solver.explain;

import grid.model.Relation;
import solver.engine.LogicNetwork;
import solver.engine.RuleOrigin;
import solver.rules.RelationSupport;

import java.util.List;

/**
 * Weak links between candidates, gathered from every rule: two candidates that cannot both be true. A
 * candidate is {@code cell * n + symbol}. Some links hold by the houses and need no storage (two symbols
 * of one cell; one symbol in two cells sharing a group or a cage); the others are kept as bit rows over
 * the candidates: from each relation (a dot, a sign, a move apart: the pairs its table forbids) and, as
 * candidates fall, from each other rule by probing its propagator (with one candidate true, the rule
 * alone removes the other: Rangsk's way of seeing through any rule). The probes also find what a rule's
 * cells must contain (a cage adding up to 23 in three cells holds a 9). Links are never taken back: a
 * link between candidates that are gone is harmless, and every use keeps live candidates only.
 *
 * <p>Rows are made on first use; past 16 symbols only the links of the houses are kept (a row would be
 * too large to keep for each candidate), which loses steps but never makes a false one.
 */
final class Links {

    /** The largest side whose rule links are kept. */
    static final int MAX_SIDE = 16;

    private final PencilMarks b;
    private final int n;
    /** Longs in a bitset over candidates. */
    final int words;
    private final long[][] rows;
    /** Per propagator, the candidates of its cells when it was last probed (null: never). */
    private long[][] probedAt;
    /** Per propagator, the symbols its cells must contain, as last probed. */
    private long[] must;
    private final boolean keep;

    Links(PencilMarks b) {
        this.b = b;
        this.n = b.n;
        int cells = b.cand.length;
        this.words = (int) (((long) cells * n + 63) >>> 6);
        this.keep = n <= MAX_SIDE;
        this.rows = keep ? new long[cells * n][] : null;
        if (keep && !b.model.relations().isEmpty()) {
            List<RelationSupport> tables = b.compiled.relations();
            List<Relation> relations = b.model.relations();
            for (int i = 0; i < relations.size(); i++) {
                RelationSupport t = tables.get(i);
                long all = b.n == 64 ? -1L : (1L << n) - 1;
                for (int x = 0; x < n; x++) {
                    for (long forbidden = all & ~t.fromA()[x]; forbidden != 0; forbidden &= forbidden - 1) {
                        add(t.a() * n + x, t.b() * n + Long.numberOfTrailingZeros(forbidden));
                    }
                }
            }
        }
    }

    /** Whether candidates {@code x} and {@code y} cannot both be true by a house (same cell, or peers). */
    boolean implicit(int x, int y) {
        int cx = x / n;
        int cy = y / n;
        if (cx == cy) {
            return x != y;
        }
        return x % n == y % n && b.peers(cx, cy);
    }

    /** Whether candidates {@code x} and {@code y} cannot both be true. */
    boolean linked(int x, int y) {
        if (x == y) {
            return false;
        }
        if (implicit(x, y)) {
            return true;
        }
        long[] row = keep ? rows[x] : null;
        return row != null && (row[y >>> 6] >>> y & 1) != 0;
    }

    /** Records that {@code x} and {@code y} cannot both be true. */
    void add(int x, int y) {
        if (!keep || x == y || implicit(x, y)) {
            return;
        }
        row(x)[y >>> 6] |= 1L << y;
        row(y)[x >>> 6] |= 1L << x;
    }

    /** The weak links of candidate {@code x} kept from the rules (not the houses'), as a bitset; null if none. */
    long[] ruleLinks(int x) {
        return keep ? rows[x] : null;
    }

    private long[] row(int x) {
        long[] r = rows[x];
        if (r == null) {
            r = new long[words];
            rows[x] = r;
        }
        return r;
    }

    /** The live candidates: every candidate of every open cell. */
    long[] live() {
        long[] out = new long[words];
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] < 0) {
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    int x = c * n + Long.numberOfTrailingZeros(m);
                    out[x >>> 6] |= 1L << x;
                }
            }
        }
        return out;
    }

    /** Writes to {@code out} the live candidates linked to candidate {@code x} ({@code live} from {@link #live}). */
    void linkedTo(int x, long[] live, long[] out) {
        java.util.Arrays.fill(out, 0);
        int c = x / n;
        int v = x % n;
        for (long m = b.cand[c] & ~(1L << v); m != 0; m &= m - 1) {
            int y = c * n + Long.numberOfTrailingZeros(m);
            out[y >>> 6] |= 1L << y;
        }
        long[] peers = b.peerBits[c];
        long bit = 1L << v;
        for (int w = 0; w < peers.length; w++) {
            for (long p = peers[w]; p != 0; p &= p - 1) {
                int q = (w << 6) + Long.numberOfTrailingZeros(p);
                if ((b.cand[q] & bit) != 0) {
                    int y = q * n + v;
                    out[y >>> 6] |= 1L << y;
                }
            }
        }
        long[] row = keep ? rows[x] : null;
        for (int w = 0; w < out.length; w++) {
            out[w] = (out[w] | (row != null ? row[w] : 0)) & live[w];
        }
    }

    /**
     * Writes to {@code out} the live candidates linked to every one of {@code xs[0 .. count)}: what cannot
     * be true if any one of them is (Rangsk's elimination rule behind pointing, tuples and wings, seen
     * through every rule).
     */
    void common(int[] xs, int count, long[] live, long[] out) {
        long[] one = new long[words];
        System.arraycopy(live, 0, out, 0, words);
        for (int i = 0; i < count; i++) {
            linkedTo(xs[i], live, one);
            boolean any = false;
            for (int w = 0; w < words; w++) {
                out[w] &= one[w];
                any |= out[w] != 0;
            }
            if (!any) {
                return;
            }
        }
    }

    /** The symbols the cells of propagator {@code id} must contain, as last probed. */
    long mustContain(int id) {
        return must == null ? 0 : must[id];
    }

    /**
     * Probes every rule whose cells changed since its last probe ({@link RuleRunner#probe}), keeping the
     * links found and what each rule must contain. Returns the first candidate a rule cannot take, as
     * {@code {propagator, cell, symbol}}, or null when every probe keeps its rule.
     */
    int[] refresh() {
        if (!b.hasRules()) {
            return null;
        }
        LogicNetwork logic = b.logic();
        if (probedAt == null) {
            probedAt = new long[logic.count()][];
            must = new long[logic.count()];
        }
        RuleRunner runner = b.runner();
        boolean loaded = false;
        long[] removed = new long[b.cand.length];
        for (int id = 0; id < logic.count(); id++) {
            RuleOrigin.Source source = logic.origin(id).source();
            if (source == RuleOrigin.Source.HOUSE || source == RuleOrigin.Source.RELATION || unchanged(id)) {
                continue;
            }
            int[] scope = logic.propagator(id).cells();
            if (!loaded) {
                if (!runner.load(b.cand)) {
                    return null;
                }
                loaded = true;
            }
            long union = 0;
            for (int c : scope) {
                if (b.value[c] >= 0) {
                    continue;
                }
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    if (!runner.probe(id, scope, c, v, b, removed)) {
                        return new int[]{id, c, v};
                    }
                    int x = c * n + v;
                    for (int q : scope) {
                        for (long r = removed[q] & b.cand[q]; keep && r != 0; r &= r - 1) {
                            add(x, q * n + Long.numberOfTrailingZeros(r));
                        }
                        removed[q] = 0;
                    }
                }
                union |= b.cand[c];
            }
            long contains = 0;
            for (long m = union; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                if (runner.mustContain(id, scope, v, b)) {
                    contains |= 1L << v;
                }
            }
            must[id] = contains;
            long[] seen = new long[scope.length];
            for (int i = 0; i < scope.length; i++) {
                seen[i] = b.cand[scope[i]];
            }
            probedAt[id] = seen;
        }
        return null;
    }

    private boolean unchanged(int id) {
        long[] seen = probedAt[id];
        if (seen == null) {
            return false;
        }
        int[] scope = b.logic().propagator(id).cells();
        for (int i = 0; i < scope.length; i++) {
            if (seen[i] != b.cand[scope[i]]) {
                return false;
            }
        }
        return true;
    }
}
