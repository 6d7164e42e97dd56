package solver.rules;

import grid.model.Constraint;
import grid.model.RuleModel;

import java.util.List;

/**
 * The {@link Constraint}s of a model indexed for a search that assigns cells one at a time: each rule's
 * cells, and for each cell the rules that read it. {@link #allowed} is the one check that the
 * backtracking and CSP solvers make of these rules: a symbol stays legal for a cell while every rule
 * over the cell still {@link Constraint#allows allows} the assignment with it placed. Immutable; the
 * arrays are shared, never modify them.
 */
public final class ConstraintScopes {

    private static final int[][] NONE = new int[0][];

    private final Constraint[] rules;
    private final int[][] scopes;
    /** rulesOf[c]: indices of the rules reading cell c. */
    private final int[][] rulesOf;
    private final int[] values;

    ConstraintScopes(RuleModel model) {
        List<Constraint> list = model.constraints();
        rules = list.toArray(new Constraint[0]);
        scopes = new int[rules.length][];
        for (int k = 0; k < rules.length; k++) {
            scopes[k] = rules[k].cells();
        }
        rulesOf = rules.length == 0 ? NONE : CompiledRules.incidence(scopes, model.cellCount());
        values = model.symbols();
    }

    /** Whether there are no such rules. */
    public boolean isEmpty() {
        return rules.length == 0;
    }

    /** Number of rules. */
    public int count() {
        return rules.length;
    }

    /** Rule {@code k}. */
    public Constraint rule(int k) {
        return rules[k];
    }

    /** The cells of rule {@code k} (shared). */
    public int[] scope(int k) {
        return scopes[k];
    }

    /** The rules reading cell {@code c} (shared), or an empty array. */
    public int[] rulesOf(int c) {
        return rules.length == 0 ? new int[0] : rulesOf[c];
    }

    /** Working arrays for {@link #allowed}, one per rule of its length: one set per search. */
    public int[][] scratch() {
        int[][] out = new int[rules.length][];
        for (int k = 0; k < rules.length; k++) {
            out[k] = new int[scopes[k].length];
        }
        return out;
    }

    /**
     * The symbols of {@code mask} that cell {@code c} may take next to {@code assignment} (symbol indices,
     * {@code -1} open; c's own entry is ignored): those that leave every rule over c still possible.
     *
     * @param scratch from {@link #scratch()}, overwritten
     */
    public long allowed(int c, long mask, int[] assignment, int[][] scratch) {
        if (rules.length == 0) {
            return mask;
        }
        long out = mask;
        for (int k : rulesOf[c]) {
            int[] scope = scopes[k];
            int[] view = scratch[k];
            int at = -1;
            for (int i = 0; i < scope.length; i++) {
                int x = scope[i];
                if (x == c) {
                    at = i;
                } else {
                    view[i] = assignment[x] < 0 ? -1 : values[assignment[x]];
                }
            }
            for (long m = out; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                view[at] = values[v];
                if (!rules[k].allows(view, values)) {
                    out &= ~(1L << v);
                }
            }
        }
        return out;
    }
}
