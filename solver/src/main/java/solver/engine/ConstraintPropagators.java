package solver.engine;

import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.EqualSums;
import grid.model.Indexer;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;
import solver.api.UnsupportedModelException;
import solver.engine.core.Propagator;
import solver.engine.propagators.lines.BetweenEnds;
import solver.engine.propagators.lines.ClassTriad;
import solver.engine.propagators.lines.ConsecutiveRun;
import solver.engine.propagators.lines.SandwichSum;
import solver.engine.propagators.lines.SkylineClue;
import solver.engine.propagators.lines.XSumClue;
import solver.engine.propagators.relations.AllowedMask;
import solver.engine.propagators.relations.IndexPointer;
import solver.engine.propagators.relations.QuadrupleDigits;
import solver.engine.propagators.sums.WeightedSum;
import solver.rules.CompiledRules;

import java.util.Arrays;
import java.util.List;

/**
 * One propagator per {@link Constraint} of a model, by kind: {@link AllowedMask} for a cell's allowed
 * values, {@link WeightedSum} for sums with repeats (its blocks of cells that must differ found from the
 * peers), {@link SandwichSum}, {@link ConsecutiveRun} for a
 * renban line (its distinctness is a group of the model), {@link BetweenEnds}, {@link QuadrupleDigits},
 * {@link XSumClue}, {@link SkylineClue}, {@link ClassTriad} for entropic and modular lines and
 * {@link IndexPointer}; equal sums (zipper and region-sum lines) are no rule of their own here but
 * weighted sums, one per part after the first (see {@link #addEqualSums}).
 */
final class ConstraintPropagators {

    /** Largest x-sum clue taken: its totals are walked as bit sets of that many bits. */
    static final int MAX_CLUE = 1 << 16;

    private ConstraintPropagators() {
    }

    /** Adds to {@code out} the propagators of every constraint of {@code rules}. */
    static void addAll(RuleModel rules, List<Propagator> out) {
        int[] value = rules.symbols();
        int[][] peers = rules.constraints().isEmpty() ? null : CompiledRules.of(rules).peers();
        for (Constraint k : rules.constraints()) {
            if (k instanceof EqualSums e) {
                addEqualSums(e, value, peers, out);
            } else {
                out.add(of(k, rules, value, peers));
            }
        }
    }

    /**
     * Blocks of a sum's cells, greedily in order: a cell joins the first block whose cells all are its
     * peers (they must differ from it) and have its weight, else starts a block.
     */
    static int[] blocks(int[] cells, int[] weights, int[][] peers) {
        int[] block = new int[cells.length];
        int count = 0;
        for (int i = 0; i < cells.length; i++) {
            block[i] = -1;
            for (int b = 0; b < count && block[i] < 0; b++) {
                boolean fits = true;
                for (int j = 0; j < i && fits; j++) {
                    if (block[j] == b) {
                        fits = weights[j] == weights[i] && Arrays.binarySearch(peers[cells[i]], cells[j]) >= 0;
                    }
                }
                block[i] = fits ? b : -1;
            }
            if (block[i] < 0) {
                block[i] = count++;
            }
        }
        return block;
    }

    private static Propagator of(Constraint k, RuleModel rules, int[] value, int[][] peers) {
        if (k instanceof AllowedValues a) {
            long mask = 0;
            for (int s = 0; s < value.length; s++) {
                mask |= a.allowsValue(value[s]) ? 1L << s : 0;
            }
            return new AllowedMask(a.cell(), mask);
        }
        if (k instanceof LinearSum s) {
            return new WeightedSum(s.cells(), s.weights(), s.total(), value, blocks(s.cells(), s.weights(), peers));
        }
        if (k instanceof Sandwich s) {
            if (s.cells().length != rules.size()) {
                throw new UnsupportedModelException("the advanced solver takes sandwich clues on whole rows and"
                        + " columns only, not on " + s.cells().length + " cells");
            }
            return new SandwichSum(s.cells(), s.sum(), value);
        }
        if (k instanceof Renban r) {
            return new ConsecutiveRun(r.cells(), value);
        }
        if (k instanceof BetweenLine b) {
            return new BetweenEnds(b.cells());
        }
        if (k instanceof XSum x) {
            if (x.sum() > MAX_CLUE) {
                throw new UnsupportedModelException("the advanced solver takes x-sum clues up to " + MAX_CLUE
                        + ", not " + x.sum());
            }
            return new XSumClue(x.cells(), x.sum(), value);
        }
        if (k instanceof Skyscraper s) {
            return new SkylineClue(s.cells(), s.seen(), value.length, holdsEverySymbol(rules, s.cells()));
        }
        if (k instanceof TriadLine t) {
            int[] classOf = new int[value.length];
            for (int x = 0; x < value.length; x++) {
                classOf[x] = t.classOf(value[x]);
            }
            return new ClassTriad(t.cells(), classOf);
        }
        if (k instanceof Indexer x) {
            return new IndexPointer(x.line(), x.position(), value);
        }
        Quadruple q = (Quadruple) k;
        int[] wanted = q.values();
        int[] symbols = new int[wanted.length];
        for (int i = 0; i < wanted.length; i++) {
            symbols[i] = rules.symbolIndex(wanted[i]);
        }
        return new QuadrupleDigits(q.cells(), symbols);
    }

    /**
     * The sums that state equal sums: the first part against each other one, as a weighted sum of the
     * first part's cells (weight 1) and the other's (weight -1) to 0.
     */
    private static void addEqualSums(EqualSums e, int[] value, int[][] peers, List<Propagator> out) {
        int[][] parts = e.parts();
        for (int p = 1; p < parts.length; p++) {
            int[] cells = new int[parts[0].length + parts[p].length];
            int[] weights = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                boolean first = i < parts[0].length;
                cells[i] = first ? parts[0][i] : parts[p][i - parts[0].length];
                weights[i] = first ? 1 : -1;
            }
            out.add(new WeightedSum(cells, weights, 0, value, blocks(cells, weights, peers)));
        }
    }

    /** Whether the cells are exactly one of the model's groups of n cells (so they hold every symbol once). */
    private static boolean holdsEverySymbol(RuleModel rules, int[] cells) {
        if (cells.length != rules.size()) {
            return false;
        }
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        for (grid.model.Group g : rules.groups()) {
            int[] group = g.cells();
            Arrays.sort(group);
            if (Arrays.equals(group, sorted)) {
                return true;
            }
        }
        return false;
    }
}
