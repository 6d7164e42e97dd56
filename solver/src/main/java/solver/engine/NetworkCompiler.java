package solver.engine;

import grid.model.Group;
import solver.api.UnsupportedModelException;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.houses.AllDifferent;
import solver.engine.propagators.houses.LockedBand;
import solver.engine.propagators.houses.LockedCandidates;
import solver.engine.propagators.houses.PermutationGac;
import solver.engine.propagators.relations.BinaryRelation;
import solver.engine.propagators.sums.BoundedSum;
import solver.engine.propagators.sums.LinearSums;
import solver.engine.propagators.sums.DistinctSum;
import solver.rules.CompiledRules;
import solver.rules.RelationSupport;
import solver.rules.SumRegions;
import solver.rules.SumTable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns compiled rules ({@link CompiledRules}) into a {@link Network}: peer tables for every group and cage, an
 * {@link AllDifferent} (hidden singles) per house of n cells, plus a {@link PermutationGac} on large
 * grids, a sum propagator per cage ({@link DistinctSum} from a combination table, or {@link BoundedSum}
 * when the table would be too big), a {@link BinaryRelation} per relation with its support masks, the
 * propagators of the other rules ({@link ConstraintPropagators}), and
 * the derived constraints the {@link Reasoning} asks for ({@link LockedCandidates} between houses, the 45
 * rule's innie/outie sums from {@link SumRegions}, up to its cap). Givens are not compiled: they are per search.
 */
final class NetworkCompiler {

    /** Largest side: one {@code long} bit per symbol. */
    public static final int MAX_SIZE = Network.MAX_SIZE;

    private final Reasoning reasoning;
    private final int n;
    private final long allSymbols;
    private final int[] value;
    private final SumTable combinations;
    private final List<Propagator> out = new ArrayList<>();
    /** Where each propagator of {@link #out} comes from, filled by {@link #tag} as they are added. */
    private final List<RuleOrigin> origins = new ArrayList<>();
    /** Whether tiling house kinds get one {@link LockedBand} per band instead of pairwise propagators. */
    private final CompiledRules compiled;

    NetworkCompiler(CompiledRules rules, Reasoning reasoning) {
        this.reasoning = reasoning;
        this.n = rules.size();
        if (n > MAX_SIZE) {
            throw new UnsupportedModelException("the advanced solver supports grids up to " + MAX_SIZE + "x"
                    + MAX_SIZE + ", not " + n + "x" + n);
        }
        this.allSymbols = n == 64 ? -1L : (1L << n) - 1;
        this.value = rules.values();
        this.combinations = rules.sums();
        this.compiled = rules;
    }

    Network compile() {
        int[][] houses = compiled.houses();
        // singles[h]: house h's hidden singles where its matching subsumes them (a learning search may hold
        // those as clauses instead), else -1
        int[] singles = new int[houses.length];
        for (int h = 0; h < houses.length; h++) {
            singles[h] = -1;
            out.add(new AllDifferent(houses[h], allSymbols));
            tag(RuleOrigin.Source.HOUSE, h);
            // full cages are matched only as the groups are
            if (reasoning.houseMatching() && compiled.houseKind(h) != null) {
                singles[h] = out.size() - 1;
                out.add(new PermutationGac(houses[h]));
                tag(RuleOrigin.Source.MATCHING, h);
            }
        }
        SumRegions sums = SumRegions.of(compiled, reasoning.houseSums() ? reasoning.regionCap() : 0);
        for (int k = 0; k < sums.count(); k++) {
            addSum(sums.cells(k), sums.total(k), sums.distinct(k));
            tag(k < sums.cageCount() ? RuleOrigin.Source.CAGE : RuleOrigin.Source.DERIVED_SUM,
                    k < sums.cageCount() ? k : k - sums.cageCount());
        }
        if (sums.contradiction()) {
            // a sum with no feasible combination: the root propagation fails, whatever the givens
            out.add(new DistinctSum(sums.cells(0), new long[0]));
            tag(RuleOrigin.Source.DERIVED_SUM, -1);
        }
        List<RelationSupport> relations = compiled.relations();
        for (int i = 0; i < relations.size(); i++) {
            RelationSupport r = relations.get(i);
            out.add(new BinaryRelation(r.a(), r.b(), r.fromA(), r.fromB()));
            tag(RuleOrigin.Source.RELATION, i);
        }
        ConstraintPropagators.addAll(compiled, out, k -> tag(RuleOrigin.Source.CONSTRAINT, k));
        if (reasoning.lockedCandidates()) {
            addLockedCandidates();
            tag(RuleOrigin.Source.LOCKING, -1);
        }
        return new Network(n, out.toArray(new Propagator[0]), compiled.peers(), houses, singles);
    }

    /** The origin of every propagator of the network {@link #compile} made, by propagator id. */
    RuleOrigin[] origins() {
        return origins.toArray(new RuleOrigin[0]);
    }

    /** Records {@code source} and {@code index} as the origin of the propagators added since the last tag. */
    private void tag(RuleOrigin.Source source, int index) {
        RuleOrigin origin = new RuleOrigin(source, index);
        while (origins.size() < out.size()) {
            origins.add(origin);
        }
    }


    private void addSum(int[] cells, long total, boolean distinct) {
        if (total < 0) {
            out.add(new DistinctSum(cells, new long[0]));
            return;
        }
        long[] table = distinct ? combinations.sets(total, cells.length, reasoning.combinationCap()) : null;
        if (table != null) {
            out.add(new DistinctSum(cells, table, compiled.houses()));
        } else {
            out.add(LinearSums.of(cells, total, value));
        }
    }

    /** The cells of a bitset, ascending. */
    private static int[] members(long[] set) {
        int count = 0;
        for (long w : set) {
            count += Long.bitCount(w);
        }
        int[] out = new int[count];
        int k = 0;
        for (int i = 0; i < set.length; i++) {
            for (long w = set[i]; w != 0; w &= w - 1) {
                out[k++] = (i << 6) + Long.numberOfTrailingZeros(w);
            }
        }
        return out;
    }

    /**
     * Locked candidates between every two full houses sharing several cells. Where the houses of two
     * kinds tile each other (a band's boxes and rows), one {@link LockedBand} covers the band; every
     * other pair gets its own {@link LockedCandidates}.
     */
    private void addLockedCandidates() {
        int[][] all = compiled.houses();
        int count = compiled.groupHouses();
        Group.Kind[] kindOf = new Group.Kind[count];
        int words = (compiled.cellCount() + 63) >>> 6;
        long[][] sets = new long[count][words];
        for (int h = 0; h < count; h++) {
            kindOf[h] = compiled.houseKind(h);
            for (int c : all[h]) {
                sets[h][c >>> 6] |= 1L << c;
            }
        }
        List<int[]> pairs = List.of(compiled.lockedPairs());
        boolean[] covered = new boolean[pairs.size()];
        Group.Kind[] kinds = Group.Kind.values();
        int[] component = new int[count];
        for (int a = 0; a < kinds.length; a++) {
            for (int b = a + 1; b < kinds.length; b++) {
                for (int i = 0; i < component.length; i++) {
                    component[i] = i;
                }
                List<Integer> these = new ArrayList<>();
                for (int p = 0; p < pairs.size(); p++) {
                    Group.Kind x = kindOf[pairs.get(p)[0]];
                    Group.Kind y = kindOf[pairs.get(p)[1]];
                    if ((x == kinds[a] && y == kinds[b]) || (x == kinds[b] && y == kinds[a])) {
                        these.add(p);
                        component[root(component, pairs.get(p)[0])] = root(component, pairs.get(p)[1]);
                    }
                }
                for (int p : these) {
                    int r = pairs.get(p)[0];
                    if (root(component, r) != root(component, pairs.get(p)[1]) || covered[p]) {
                        continue;
                    }
                    int top = root(component, r);
                    int[][][] band = reasoning.locking() == Reasoning.Locking.BANDS
                            ? band(kindOf, sets, component, top) : null;
                    if (band != null) {
                        out.add(new LockedBand(band));
                        for (int q : these) {
                            if (root(component, pairs.get(q)[0]) == top) {
                                covered[q] = true;
                            }
                        }
                    } else {
                        for (int q : these) {
                            if (root(component, pairs.get(q)[0]) == top) {
                                covered[q] = true;
                                addPair(sets[pairs.get(q)[0]], sets[pairs.get(q)[1]]);
                            }
                        }
                    }
                }
            }
        }
        for (int p = 0; p < pairs.size(); p++) {
            if (!covered[p]) {
                addPair(sets[pairs.get(p)[0]], sets[pairs.get(p)[1]]);
            }
        }
    }

    private void addPair(long[] first, long[] second) {
        int words = first.length;
        long[] shared = new long[words];
        long[] onlyFirst = new long[words];
        long[] onlySecond = new long[words];
        for (int w = 0; w < words; w++) {
            shared[w] = first[w] & second[w];
            onlyFirst[w] = first[w] & ~second[w];
            onlySecond[w] = second[w] & ~first[w];
        }
        out.add(new LockedCandidates(members(shared), members(onlyFirst), members(onlySecond)));
    }

    /**
     * The segments of the component rooted at {@code r} when it is made of two kinds of houses that tile
     * each other (each house the disjoint union of its intersections with the houses of the other kind)
     * with at most 64 segments; null otherwise.
     */
    private int[][][] band(Group.Kind[] kindOf, long[][] sets, int[] component, int r) {
        List<Integer> members = new ArrayList<>();
        for (int h = 0; h < kindOf.length; h++) {
            if (root(component, h) == r) {
                members.add(h);
            }
        }
        if (members.size() < 2) {
            return null;
        }
        Group.Kind firstKind = kindOf[members.get(0)];
        List<Integer> firsts = new ArrayList<>();
        List<Integer> seconds = new ArrayList<>();
        Group.Kind secondKind = null;
        for (int h : members) {
            Group.Kind k = kindOf[h];
            if (k == firstKind) {
                firsts.add(h);
            } else if (secondKind == null || k == secondKind) {
                secondKind = k;
                seconds.add(h);
            } else {
                return null;
            }
        }
        if (seconds.isEmpty() || firsts.size() * seconds.size() > 64
                || !tiles(sets, firsts, seconds) || !tiles(sets, seconds, firsts)) {
            return null;
        }
        int words = sets[0].length;
        int[][][] segments = new int[firsts.size()][seconds.size()][];
        long[] shared = new long[words];
        for (int i = 0; i < firsts.size(); i++) {
            for (int j = 0; j < seconds.size(); j++) {
                for (int w = 0; w < words; w++) {
                    shared[w] = sets[firsts.get(i)][w] & sets[seconds.get(j)][w];
                }
                segments[i][j] = members(shared);
            }
        }
        return segments;
    }

    /** Whether every house of {@code these} is the disjoint union of its intersections with {@code others}. */
    private boolean tiles(long[][] sets, List<Integer> these, List<Integer> others) {
        for (int h : these) {
            int sum = 0;
            for (int o : others) {
                sum += commonCount(sets[h], sets[o]);
            }
            long[] union = new long[sets[h].length];
            for (int o : others) {
                for (int w = 0; w < union.length; w++) {
                    union[w] |= sets[h][w] & sets[o][w];
                }
            }
            if (sum != n || !Arrays.equals(union, sets[h])) {
                return false;
            }
        }
        return true;
    }

    private static int commonCount(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & b[w]);
        }
        return count;
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
