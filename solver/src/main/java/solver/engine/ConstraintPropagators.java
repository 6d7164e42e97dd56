package solver.engine;

import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.Sandwich;
import solver.api.UnsupportedModelException;
import solver.rules.CompiledRules;

import java.util.Arrays;
import java.util.List;

/**
 * One propagator per {@link Constraint} of a model, by kind: {@link AllowedMask} for a cell's allowed
 * values, {@link WeightedSum} for sums with repeats (its blocks of cells that must differ found from the
 * peers), {@link SandwichSum}, {@link ConsecutiveRun} for a
 * renban line (its distinctness is a group of the model), {@link BetweenEnds} and {@link QuadrupleDigits}.
 */
final class ConstraintPropagators {

    private ConstraintPropagators() {
    }

    /** Adds to {@code out} the propagators of every constraint of {@code rules}. */
    static void addAll(RuleModel rules, List<Propagator> out) {
        int[] value = rules.symbols();
        int[][] peers = rules.constraints().isEmpty() ? null : CompiledRules.of(rules).peers();
        for (Constraint k : rules.constraints()) {
            out.add(of(k, rules, value, peers));
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
        Quadruple q = (Quadruple) k;
        int[] wanted = q.values();
        int[] symbols = new int[wanted.length];
        for (int i = 0; i < wanted.length; i++) {
            symbols[i] = rules.symbolIndex(wanted[i]);
        }
        return new QuadrupleDigits(q.cells(), symbols);
    }
}
