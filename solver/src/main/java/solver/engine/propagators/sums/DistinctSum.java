package solver.engine.propagators.sums;

import solver.candidates.FeasibleCombinations;
import solver.candidates.HiddenSingles;
import solver.candidates.Occurrences;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * Distinct cells whose symbol values add up to a total (a killer cage, or an innie/outie set that lies
 * in one house), using the precomputed symbol combinations of that total and size. A combination is
 * feasible while it holds every fixed symbol, every one of its symbols is still possible somewhere and
 * every cell can take one of its symbols; cells keep only symbols of feasible combinations, and a
 * symbol common to all feasible combinations that only one cell can take is placed there. A symbol common
 * to all feasible combinations whose possible cells all lie in one house leaves the rest of that house
 * (the cage must hold it, and the house holds it once): for a cage inside a house this is the killer
 * rule "the cage's sure digits are nowhere else in the house", and pointing otherwise.
 *
 * <p>Explanations say why combinations are out: a cell fixed to a symbol outside it, a cell that can
 * take none of its symbols, or one of its symbols that no cell can take. A symbol removed from a cell is
 * explained by every combination holding it being out; a symbol placed as the only cell left for a
 * required symbol r, by every combination without r being out and r being gone from the other cells;
 * a required symbol removed from the rest of a house, by every combination without it being out and it
 * being gone from the cells of the cage outside that house.
 *
 * <p>One algorithm (combination-table filtering of a distinct sum, with its explanations), which is why
 * this file is longer than the engine's others; the filtering rule itself is the shared
 * {@link FeasibleCombinations}, scanned for small tables and run as bitset intersections for large ones.
 */
public final class DistinctSum extends Propagator {

    private final long[] combinations;
    /** inHouse[h]: the positions (in cell order) of this constraint's cells that house h holds. */
    private final long[] inHouse;
    /** rest[h]: the cells of house h outside this constraint. */
    private final int[][] rest;
    /** holding[s]: bitset over {@link #combinations} of those that hold symbol s (empty when there are none). */
    private final long[][] holding;
    /** The symbols {@link #holding} has a row for. */
    private final long symbolsOf;
    /** The constraint's cells, and their positions 0 .. size - 1, as the shared routines read them. */
    private final int[] scope;
    private final int[] positions;

    /** @param combinations the symbol masks of exactly {@code cells.length} symbols adding up to the total */
    public DistinctSum(int[] cells, long[] combinations) {
        this(cells, combinations, new int[0][]);
    }

    /**
     * @param combinations the symbol masks of exactly {@code cells.length} symbols adding up to the total
     * @param houses       sets of n cells that hold every symbol once; those holding two or more of
     *                     {@code cells} receive the required symbols' pointing
     */
    public DistinctSum(int[] cells, long[] combinations, int[][] houses) {
        super(cells);
        this.scope = cells.clone();
        this.positions = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            positions[i] = i;
        }
        this.combinations = combinations.clone();
        long symbols = 0;
        for (long combo : combinations) {
            symbols |= combo;
        }
        int words = (combinations.length + 63) >>> 6;
        this.holding = new long[64 - Long.numberOfLeadingZeros(symbols)][words];
        this.symbolsOf = holding.length == 64 ? -1L : (1L << holding.length) - 1;
        for (int k = 0; k < combinations.length; k++) {
            for (long m = combinations[k]; m != 0; m &= m - 1) {
                holding[Long.numberOfTrailingZeros(m)][k >>> 6] |= 1L << k;
            }
        }
        java.util.List<long[]> masks = new java.util.ArrayList<>();
        java.util.List<int[]> rests = new java.util.ArrayList<>();
        for (int[] house : houses) {
            long positions = 0;
            int outside = 0;
            for (int c : house) {
                int i = indexOf(cells, c);
                if (i >= 0) {
                    positions |= 1L << i;
                } else {
                    outside++;
                }
            }
            if (Long.bitCount(positions) >= 2 && outside > 0) {
                int[] others = new int[outside];
                int k = 0;
                for (int c : house) {
                    if (indexOf(cells, c) < 0) {
                        others[k++] = c;
                    }
                }
                masks.add(new long[]{positions});
                rests.add(others);
            }
        }
        this.inHouse = new long[masks.size()];
        for (int h = 0; h < inHouse.length; h++) {
            inHouse[h] = masks.get(h)[0];
        }
        this.rest = rests.toArray(new int[0][]);
    }

    /** The position of {@code c} among this constraint's cells, or -1. */
    private int position(int c) {
        for (int i = 0, size = cellCount(); i < size; i++) {
            if (cell(i) == c) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOf(int[] cells, int c) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == c) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean expensive() {
        return combinations.length > 16;
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        int size = cellCount();
        boolean again = true;
        while (again) {
            again = false;
            long union = 0;
            long fixed = 0;
            for (int i = 0; i < size; i++) {
                long m = dom[cell(i)];
                union |= m;
                if (single(m)) {
                    fixed |= m;
                }
            }
            long allowed = 0;
            long required = -1L;
            if (combinations.length <= SCAN) {
                FeasibleCombinations feasible = FeasibleCombinations.of(combinations, 0, combinations.length,
                        fixed, union, dom, 0, scope, 0, size);
                allowed = feasible.allowed();
                required = feasible.required();
            } else {
                long[] left = (long[]) state(d);
                feasible(dom, fixed, union, left);
                for (int w = 0; w < left.length; w++) {
                    for (long bits = left[w]; bits != 0; bits &= bits - 1) {
                        long combo = combinations[(w << 6) + Long.numberOfTrailingZeros(bits)];
                        allowed |= combo;
                        required &= combo;
                    }
                }
            }
            if (allowed == 0) {
                return false;
            }
            for (int c : scope) {
                if (!d.restrict(c, allowed)) {
                    return false;
                }
            }
            Occurrences seen = Occurrences.of(dom, 0, scope, 0, size);
            if (!seen.covers(required)) {
                return false;
            }
            long hidden = required & seen.exactlyOnce();
            if (hidden == 0) {
                if (!point(d, required & seen.twice())) {
                    return false;
                }
                continue;
            }
            for (int c : scope) {
                long m = dom[c];
                long only = HiddenSingles.narrowed(m, hidden);
                // an empty result is a failure found, not a removal: explainFailure names it
                if (only != m) {
                    if (only == 0 || !d.restrict(c, only)) {
                        return false;
                    }
                    again = true;
                }
            }
        }
        return true;
    }

    /** Tables of up to this many combinations are filtered one combination at a time, larger ones as bitsets. */
    private static final int SCAN = 64;

    @Override
    protected Object newState(Domains d) {
        return new long[(combinations.length + 63) >>> 6];
    }

    /**
     * Leaves in {@code left} (a bitset over {@link #combinations}) the combinations that hold every
     * {@code fixed} symbol, only symbols of {@code union} and a symbol of every cell's domain: a few word
     * operations per symbol instead of a pass over the table.
     */
    private void feasible(long[] dom, long fixed, long union, long[] left) {
        int words = left.length;
        java.util.Arrays.fill(left, -1L);
        if ((combinations.length & 63) != 0) {
            left[words - 1] = (1L << (combinations.length & 63)) - 1;
        }
        for (long f = fixed; f != 0; f &= f - 1) {
            int sym = Long.numberOfTrailingZeros(f);
            if (sym >= holding.length) {
                java.util.Arrays.fill(left, 0L);
                return;
            }
            and(left, holding[sym]);
        }
        long absent = ~union & (holding.length == 64 ? -1L : (1L << holding.length) - 1);
        for (long a = absent; a != 0; a &= a - 1) {
            andNot(left, holding[Long.numberOfTrailingZeros(a)]);
        }
        for (int i = 0, size = cellCount(); i < size; i++) {
            long m = dom[cell(i)];
            if (single(m)) {
                continue;
            }
            for (int w = 0; w < words; w++) {
                long any = 0;
                for (long s = m & symbolsOf; s != 0; s &= s - 1) {
                    any |= holding[Long.numberOfTrailingZeros(s)][w];
                }
                left[w] &= any;
            }
        }
    }

    /** Removes each of {@code symbols} (all required) from the rest of a house holding all its places. */
    private boolean point(Domains d, long symbols) {
        long[] dom = d.dom;
        for (long s = symbols; s != 0 && inHouse.length > 0; s &= s - 1) {
            long bit = s & -s;
            long places = 0;
            for (int i = 0, size = cellCount(); i < size; i++) {
                if ((dom[cell(i)] & bit) != 0) {
                    places |= 1L << i;
                }
            }
            for (int h = 0; h < inHouse.length; h++) {
                if ((places & ~inHouse[h]) != 0) {
                    continue;
                }
                for (int y : rest[h]) {
                    if ((dom[y] & bit) != 0 && !d.restrict(y, ~bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    @Override
    public void explain(Domains d, int cell, int symbol, int at, Explanation out) {
        long[] before = before(d, at);
        if (position(cell) < 0) {
            pointed(d, before, cell, symbol, out);
            return;
        }
        long allowed = allowed(before);
        if ((allowed & (1L << symbol)) == 0) {
            explainOut(d, before, 1L << symbol, 0, out);
            return;
        }
        int required = Long.numberOfTrailingZeros(d.entryResult(at));
        requiredHere(d, before, cell, required, out);
    }

    @Override
    public void explainFailure(Domains d, Explanation out) {
        long[] now = before(d, d.trailSize());
        long allowed = 0;
        long required = -1L;
        for (long combo : combinations) {
            if (feasible(now, combo)) {
                allowed |= combo;
                required &= combo;
            }
        }
        if (allowed == 0) {
            explainOut(d, now, 0, 0, out);
            return;
        }
        int size = cellCount();
        long[] kept = new long[size];
        for (int i = 0; i < size; i++) {
            kept[i] = now[i] & allowed;
        }
        Occurrences seen = Occurrences.of(kept, 0, positions, 0, size);
        long missing = required & ~seen.once();
        if (missing != 0) {
            requiredHere(d, now, -1, Long.numberOfTrailingZeros(missing), out);
            return;
        }
        long hidden = required & seen.exactlyOnce();
        for (int i = 0; i < size; i++) {
            long h = now[i] & hidden;
            if (!single(h)) {
                requiredHere(d, now, cell(i), Long.numberOfTrailingZeros(h), out);
                requiredHere(d, now, cell(i), 63 - Long.numberOfLeadingZeros(h), out);
                return;
            }
        }
        throw new IllegalStateException("no failure to explain");
    }

    /** The domains of this constraint's cells just before entry {@code at}, in cell order. */
    private long[] before(Domains d, int at) {
        long[] out = new long[cellCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = d.domBefore(cell(i), at);
        }
        return out;
    }

    private long allowed(long[] doms) {
        long allowed = 0;
        for (long combo : combinations) {
            if (feasible(doms, combo)) {
                allowed |= combo;
            }
        }
        return allowed;
    }

    /** Whether every cell can take a symbol of {@code combo} and every symbol of it is possible somewhere. */
    private static boolean feasible(long[] doms, long combo) {
        long union = 0;
        for (long m : doms) {
            if ((m & combo) == 0) {
                return false;
            }
            union |= m;
        }
        return (combo & ~union) == 0;
    }

    /**
     * Explains the removal of required symbol {@code r} from {@code cell}, outside this constraint: every
     * combination without r is out, and r is gone from this constraint's cells outside a house that
     * holds {@code cell}.
     */
    private void pointed(Domains d, long[] doms, int cell, int r, Explanation out) {
        for (int h = 0; h < inHouse.length; h++) {
            if (indexOf(rest[h], cell) < 0) {
                continue;
            }
            long places = 0;
            for (int i = 0; i < doms.length; i++) {
                if ((doms[i] >>> r & 1) != 0) {
                    places |= 1L << i;
                }
            }
            if ((places & ~inHouse[h]) != 0) {
                continue;
            }
            explainOut(d, doms, 0, 1L << r, out);
            for (int i = 0; i < doms.length; i++) {
                if ((inHouse[h] >>> i & 1) == 0) {
                    out.gone(cell(i), r);
                }
            }
            return;
        }
        throw new IllegalStateException("no house explains this removal");
    }

    /**
     * Explains that symbol {@code r} must lie in {@code cell} (or, with {@code cell} -1, that it cannot
     * lie anywhere): every combination without r is out, and r is gone from every other cell.
     */
    private void requiredHere(Domains d, long[] doms, int cell, int r, Explanation out) {
        explainOut(d, doms, 0, 1L << r, out);
        for (int i = 0; i < doms.length; i++) {
            if (cell(i) != cell) {
                out.gone(cell(i), r);
            }
        }
    }

    /**
     * Explains why every combination holding all of {@code withAll} and none of {@code without} is out
     * under {@code doms}, covering them greedily with the reasons that cost fewest literals: first cells
     * fixed to a symbol the combination lacks (one literal excludes every such combination), then symbols
     * gone from every cell (one literal a cell, excluding every combination holding the symbol), best
     * ratio first, and last, for what is left, a cell that can take none of the combination's symbols.
     * Sets of combinations are bitsets ({@link #holding}), so each step is a few word operations.
     */
    private void explainOut(Domains d, long[] doms, long withAll, long without, Explanation out) {
        int words = (combinations.length + 63) >>> 6;
        long[] left = new long[words];
        for (int w = 0; w < words; w++) {
            left[w] = w == words - 1 && (combinations.length & 63) != 0 ? (1L << (combinations.length & 63)) - 1 : -1L;
        }
        for (long a = withAll; a != 0; a &= a - 1) {
            and(left, holdingOf(Long.numberOfTrailingZeros(a), words));
        }
        for (long a = without; a != 0; a &= a - 1) {
            andNot(left, holdingOf(Long.numberOfTrailingZeros(a), words));
        }
        for (int i = 0; i < doms.length && !empty(left); i++) {
            long m = doms[i];
            if (single(m)) {
                long[] lacking = holdingOf(Long.numberOfTrailingZeros(m), words);
                if (anyOutside(left, lacking)) {
                    out.fixed(cell(i), Long.numberOfTrailingZeros(m));
                    and(left, lacking);
                }
            }
        }
        long union = 0;
        for (long m : doms) {
            union |= m;
        }
        long absent = ~union & (holding.length == 64 ? -1L : (1L << holding.length) - 1);
        while (!empty(left) && absent != 0) {
            int best = -1;
            double bestRatio = 0;
            for (long a = absent; a != 0; a &= a - 1) {
                int sym = Long.numberOfTrailingZeros(a);
                int covers = common(left, holding[sym]);
                int cost = 1;
                for (int i = 0; i < doms.length; i++) {
                    if ((d.rootGone(cell(i)) >>> sym & 1) == 0) {
                        cost++;
                    }
                }
                double ratio = covers / (double) cost;
                if (covers > 0 && ratio > bestRatio) {
                    best = sym;
                    bestRatio = ratio;
                }
            }
            if (best < 0) {
                break;
            }
            absent &= ~(1L << best);
            for (int i = 0; i < doms.length; i++) {
                out.gone(cell(i), best);
            }
            andNot(left, holding[best]);
        }
        for (int w = 0; w < words; w++) {
            for (long bits = left[w]; bits != 0; bits &= bits - 1) {
                emptyCell(doms, combinations[(w << 6) + Long.numberOfTrailingZeros(bits)], out);
            }
        }
    }

    /** The combinations holding symbol {@code s} (none when no combination does). */
    private long[] holdingOf(int s, int words) {
        return s < holding.length ? holding[s] : new long[words];
    }

    private static void and(long[] x, long[] y) {
        for (int w = 0; w < x.length; w++) {
            x[w] &= y[w];
        }
    }

    private static void andNot(long[] x, long[] y) {
        for (int w = 0; w < x.length; w++) {
            x[w] &= ~y[w];
        }
    }

    private static boolean empty(long[] x) {
        for (long w : x) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code x} has a member outside {@code y}. */
    private static boolean anyOutside(long[] x, long[] y) {
        for (int w = 0; w < x.length; w++) {
            if ((x[w] & ~y[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static int common(long[] x, long[] y) {
        int count = 0;
        for (int w = 0; w < x.length; w++) {
            count += Long.bitCount(x[w] & y[w]);
        }
        return count;
    }

    /** A cell that can take none of {@code combo}'s symbols, named by those symbols being gone from it. */
    private void emptyCell(long[] doms, long combo, Explanation out) {
        for (int i = 0; i < doms.length; i++) {
            if ((doms[i] & combo) == 0) {
                out.goneAll(cell(i), combo);
                return;
            }
        }
        throw new IllegalStateException("combination is not out");
    }
}
