package solver.engine;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;
import solver.UnsupportedModelException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a {@link RuleModel}'s rules into a {@link Network}: peer tables for every group and cage, an
 * {@link AllDifferent} (hidden singles) per house of n cells, plus a {@link PermutationGac} on large
 * grids, a sum propagator per cage ({@link DistinctSum} from a combination table, or {@link BoundedSum}
 * when the table would be too big), a {@link BinaryRelation} per relation with its support masks, and
 * the derived constraints the config asks for ({@link LockedCandidates} between houses, innie/outie
 * sums from {@link HouseSums}). Givens are not compiled: they are per search.
 */
final class NetworkCompiler {

    /** Largest side: one {@code long} bit per symbol. */
    static final int MAX_SIZE = 64;

    private final RuleModel rules;
    private final EngineConfig config;
    private final int n;
    private final long allSymbols;
    private final int[] value;
    private final Combinations combinations;
    private final List<Propagator> out = new ArrayList<>();
    /** Cell sets that already carry a sum constraint, so derived ones are not added twice. */
    private final Set<String> sums = new HashSet<>();
    /** peers[c]: bitset (64 cells a word) of the cells that must differ from c. */
    private final long[][] peers;

    NetworkCompiler(RuleModel rules, EngineConfig config) {
        this.rules = rules;
        this.config = config;
        this.n = rules.size();
        if (n > MAX_SIZE) {
            throw new UnsupportedModelException("the advanced solver supports grids up to " + MAX_SIZE + "x"
                    + MAX_SIZE + ", not " + n + "x" + n);
        }
        this.allSymbols = n == 64 ? -1L : (1L << n) - 1;
        this.value = rules.symbols();
        this.combinations = new Combinations(value, config.combinationCap());
        this.peers = new long[rules.cellCount()][(rules.cellCount() + 63) >>> 6];
    }

    Network compile() {
        for (Group g : rules.groups()) {
            addPeers(g.cells());
            if (g.size() == n) {
                out.add(new AllDifferent(g.cells(), allSymbols));
                if (n >= config.matchingFromSize()) {
                    out.add(new PermutationGac(g.cells()));
                }
            }
        }
        for (Cage cage : rules.cages()) {
            addPeers(cage.cells());
            if (cage.size() == n) {
                out.add(new AllDifferent(cage.cells(), allSymbols));
            }
            addSum(cage.cells(), cage.sum(), true);
        }
        for (Relation r : rules.relations()) {
            addRelation(r);
        }
        if (config.houseSums() && !rules.cages().isEmpty()) {
            for (HouseSums.Derived d : new HouseSums(rules).derive()) {
                addSum(d.cells(), d.total(), d.distinct());
            }
        }
        if (n >= config.lockedFromSize()) {
            addLockedCandidates();
        }
        int[][] peerTable = new int[peers.length][];
        for (int c = 0; c < peerTable.length; c++) {
            peerTable[c] = members(peers[c]);
        }
        return new Network(n, out.toArray(new Propagator[0]), peerTable);
    }

    /** Records that the {@code cells} must hold pairwise different symbols. */
    private void addPeers(int[] cells) {
        for (int a : cells) {
            for (int b : cells) {
                if (a != b) {
                    peers[a][b >>> 6] |= 1L << b;
                }
            }
        }
    }

    private void addSum(int[] cells, long total, boolean distinct) {
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        if (!sums.add(Arrays.toString(sorted))) {
            return;
        }
        if (total < 0 || total > Integer.MAX_VALUE) {
            out.add(new DistinctSum(cells, new long[0]));
            return;
        }
        long[] table = distinct ? combinations.of((int) total, cells.length) : null;
        if (table != null) {
            out.add(new DistinctSum(cells, table));
        } else {
            out.add(new BoundedSum(cells, (int) total, value));
        }
    }

    private void addRelation(Relation r) {
        long[] fromA = new long[n];
        long[] fromB = new long[n];
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                if (r.allows(value[x], value[y])) {
                    fromA[x] |= 1L << y;
                    fromB[y] |= 1L << x;
                }
            }
        }
        out.add(new BinaryRelation(r.a(), r.b(), fromA, fromB));
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

    private void addLockedCandidates() {
        List<long[]> houses = new ArrayList<>();
        int words = (rules.cellCount() + 63) >>> 6;
        for (Group g : rules.groups()) {
            if (g.size() == n) {
                long[] set = new long[words];
                for (int i = 0; i < g.size(); i++) {
                    set[g.cell(i) >>> 6] |= 1L << g.cell(i);
                }
                houses.add(set);
            }
        }
        long[] shared = new long[words];
        long[] onlyFirst = new long[words];
        long[] onlySecond = new long[words];
        for (int i = 0; i < houses.size(); i++) {
            long[] first = houses.get(i);
            for (int j = i + 1; j < houses.size(); j++) {
                long[] second = houses.get(j);
                int common = 0;
                for (int w = 0; w < words; w++) {
                    shared[w] = first[w] & second[w];
                    onlyFirst[w] = first[w] & ~second[w];
                    onlySecond[w] = second[w] & ~first[w];
                    common += Long.bitCount(shared[w]);
                }
                if (common >= 2 && common < n) {
                    out.add(new LockedCandidates(members(shared), members(onlyFirst), members(onlySecond)));
                }
            }
        }
    }
}
