package solver.explain;

import grid.model.Group;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.engine.LogicNetwork;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;
import solver.rules.SumTable;

import java.util.ArrayList;
import java.util.List;

/**
 * The pencil marks of a puzzle as a person keeps them: per cell the symbols still possible, and the
 * houses (rows, columns, boxes: the groups of n cells that hold every symbol once). Placing a symbol
 * removes it from the cell's peers at once (every cell sharing a group with it, shorter groups such as
 * the Dutch Miracle's diagonals included), as people cross candidates off; every other removal is a
 * technique's {@link Step}.
 *
 * <p>Representation: {@code cand[c]} has bit v for symbol index v (so n is at most 64); {@code value[c]}
 * is the placed symbol or -1; {@code houses[h]} lists house h's cells and {@code housesOf[c]} the houses
 * of cell c; {@code peerBits[c]} the cells sharing a group or a cage with c. Invariant: a
 * placed cell's mask is its one symbol, and no peer of it has that symbol.
 */
final class PencilMarks {

    final RuleModel model;
    final int n;
    final long[] cand;
    final int[] value;
    final int[][] houses;
    final Group[] groups;
    final int[][] housesOf;
    /** The cages and the sums the 45 rule derives (of up to {@link #DERIVED_CELLS} cells); null without cages. */
    final SumRegions sums;
    /** The sets of distinct symbols by size and total (what a cage of distinct cells may hold); null without cages. */
    final SumTable combinations;

    /** The largest set of cells a 45-rule step names: more is too many for a person to add up. */
    static final int DERIVED_CELLS = 5;

    /** The rules, compiled once for the propagators the steps run. */
    final CompiledRules compiled;
    /** peerBits[c]: the cells sharing a group or a cage with c, as a bitset over cells. */
    final long[][] peerBits;
    /** Longs in a bitset over cells. */
    final int cellWords;
    /** See {@link #hasRules} (asked in the chain searches' inner loops, so worked out once). */
    private final boolean rules;
    private LogicNetwork logic;
    private Links links;
    private RuleRunner runner;
    /** What the chain techniques keep from one step to the next, made on first use. */
    private ChainMemory chainMemory;
    /** Per propagator, the candidates of its cells when it last found nothing (null: not run yet). */
    private long[][] quietAt;
    private int[][] scopes;
    private java.util.function.BooleanSupplier expired = () -> false;
    /** Why the position breaks a rule, found by a rule's propagator; null while none does. */
    private String broken;

    PencilMarks(RuleModel model) {
        this.model = model;
        this.n = model.size();
        int cells = n * n;
        List<Group> full = new ArrayList<>();
        for (Group g : model.groups()) {
            if (g.size() == n) {
                full.add(g);
            }
        }
        groups = full.toArray(Group[]::new);
        houses = new int[groups.length][];
        List<List<Integer>> of = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            of.add(new ArrayList<>());
        }
        for (int h = 0; h < groups.length; h++) {
            houses[h] = groups[h].cells();
            for (int c : houses[h]) {
                of.get(c).add(h);
            }
        }
        housesOf = new int[cells][];
        for (int c = 0; c < cells; c++) {
            housesOf[c] = of.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        compiled = CompiledRules.of(model);
        rules = !model.cages().isEmpty() || !model.relations().isEmpty() || !model.constraints().isEmpty();
        if (model.cages().isEmpty()) {
            sums = null;
            combinations = null;
        } else {
            sums = SumRegions.of(compiled, DERIVED_CELLS);
            combinations = compiled.sums();
        }
        cellWords = (cells + 63) >>> 6;
        peerBits = new long[cells][cellWords];
        int[][] peers = compiled.peers();
        for (int c = 0; c < cells; c++) {
            for (int p : peers[c]) {
                peerBits[c][p >>> 6] |= 1L << p;
            }
        }
        cand = new long[cells];
        value = new int[cells];
        long all = n == 64 ? -1L : (1L << n) - 1;
        java.util.Arrays.fill(cand, all);
        java.util.Arrays.fill(value, -1);
        int[] givens = model.givens();
        for (int c = 0; c < cells; c++) {
            if (givens[c] >= 0) {
                place(c, givens[c]);
            }
        }
        // a cell's allowed values (odd, even, given pencil marks) are where its candidates start, as givens
        for (grid.model.Constraint rule : model.constraints()) {
            if (rule instanceof grid.model.AllowedValues a && value[a.cell()] < 0) {
                long keep = 0;
                for (int v = 0; v < n; v++) {
                    keep |= a.allowsValue(model.symbol(v)) ? 1L << v : 0;
                }
                cand[a.cell()] &= keep;
            }
        }
    }

    /** Whether the puzzle has rules beyond its groups (cages, relations, constraints) for steps to run. */
    boolean hasRules() {
        return rules;
    }

    /** The runner of the rules' propagators on these marks, made on first use. */
    RuleRunner runner() {
        if (runner == null) {
            runner = new RuleRunner(logic());
        }
        return runner;
    }

    /** Whether propagator {@code id} found nothing the last time it ran and its cells have not changed since. */
    boolean quiet(int id) {
        if (quietAt == null || quietAt[id] == null) {
            return false;
        }
        int[] scope = scopes[id];
        long[] seen = quietAt[id];
        for (int i = 0; i < scope.length; i++) {
            if (seen[i] != cand[scope[i]]) {
                return false;
            }
        }
        return true;
    }

    /** Notes that propagator {@code id} finds nothing on the candidates as they are. */
    void markQuiet(int id) {
        if (quietAt == null) {
            quietAt = new long[logic().count()][];
            scopes = new int[quietAt.length][];
        }
        if (scopes[id] == null) {
            scopes[id] = logic().propagator(id).cells();
        }
        int[] scope = scopes[id];
        long[] seen = quietAt[id] != null ? quietAt[id] : new long[scope.length];
        for (int i = 0; i < scope.length; i++) {
            seen[i] = cand[scope[i]];
        }
        quietAt[id] = seen;
    }

    /** Tells long techniques when to give up: {@code expired} turns true once the walk's time is up. */
    void budget(java.util.function.BooleanSupplier expired) {
        this.expired = expired;
    }

    /** Whether the walk's time is up: a long search returns what it has, or nothing. */
    boolean expired() {
        return expired.getAsBoolean();
    }

    /** Records that a rule cannot be kept on these candidates ({@link #problem} says so from now on). */
    void broken(String why) {
        if (broken == null) {
            broken = why;
        }
    }

    /** Puts symbol v in cell c and crosses v off every peer (every cell sharing a group or a cage with it). */
    void place(int c, int v) {
        value[c] = v;
        cand[c] = 1L << v;
        long off = ~(1L << v);
        for (int w = 0; w < cellWords; w++) {
            for (long bits = peerBits[c][w]; bits != 0; bits &= bits - 1) {
                cand[(w << 6) + Long.numberOfTrailingZeros(bits)] &= off;
            }
        }
    }

    /** The rules as propagators, made on first use (a walk of singles alone never needs them). */
    LogicNetwork logic() {
        if (logic == null) {
            logic = LogicNetwork.of(compiled, sums == null ? 0 : DERIVED_CELLS);
        }
        return logic;
    }

    /** What the chain techniques remember of this walk from one step to the next, made on first use. */
    ChainMemory chainMemory() {
        if (chainMemory == null) {
            chainMemory = new ChainMemory(this);
        }
        return chainMemory;
    }

    /** The weak links between candidates, gathered from every rule, made on first use. */
    Links links() {
        if (links == null) {
            links = new Links(this);
        }
        return links;
    }

    /** Cells a and b share a group or a cage (so cannot hold the same symbol). */
    boolean peers(int a, int b) {
        return (peerBits[a][b >>> 6] >>> b & 1) != 0;
    }

    /**
     * What makes this position impossible, in words, or null: an open cell without candidates, a symbol
     * with no place left in a house, or placed symbols that break a rule (two alike in a group, a cage or
     * relation between placed cells that fails).
     */
    String problem() {
        if (broken != null) {
            return broken;
        }
        for (int c = 0; c < cand.length; c++) {
            if (value[c] < 0 && cand[c] == 0) {
                return cell(c) + " has no candidate left";
            }
        }
        for (int h = 0; h < houses.length; h++) {
            long seen = 0;
            for (int c : houses[h]) {
                seen |= cand[c];
            }
            long all = n == 64 ? -1L : (1L << n) - 1;
            if (seen != all) {
                return symbol(Long.numberOfTrailingZeros(all & ~seen)) + " has no place left in " + house(h);
            }
        }
        List<grid.model.Violation> broken = RuleChecker.violations(model, value, 1, grid.model.Wording.PLAIN);
        return broken.isEmpty() ? null : broken.get(0).message();
    }

    /** Whether cells a and b share a group or a cage, so cannot hold the same symbol. */
    boolean sees(int a, int b) {
        return a != b && peers(a, b);
    }

    boolean solved() {
        for (int v : value) {
            if (v < 0) {
                return false;
            }
        }
        return true;
    }

    /** A cell as people name it, {@code r3c5}. */
    String cell(int c) {
        return RuleChecker.name(model, c);
    }

    /** A house as people name it: {@code row 3}, {@code column 5}, {@code box 2} (from 1). */
    String house(int h) {
        return groups[h].kind().label() + " " + (groups[h].index() + 1);
    }

    /** A symbol's value, as written in the puzzle. */
    int symbol(int v) {
        return model.symbol(v);
    }
}
