package solver.explain;

import solver.engine.RuleOrigin;

/**
 * A digit tried in a rule's cell: with it, the rule alone (and the distinctness of its cells that see
 * each other) cannot be kept, so the cell cannot hold it ({@code arrow r1c1-r1c3: with r1c2 = 9 it
 * cannot be kept}). The same probes give the weak links the later techniques see through every rule
 * ({@link Links#refresh}). Rated 2.6 by analogy: one case tried against one rule, like pointing.
 */
final class RuleProbe implements Technique {

    @Override
    public String name() {
        return "rule tried";
    }

    @Override
    public double er() {
        return 2.6;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!b.hasRules()) {
            return null;
        }
        int[] found = b.links().refresh();
        if (found == null) {
            return null;
        }
        RuleOrigin origin = b.logic().origin(found[0]);
        int c = found[1];
        int v = found[2];
        long[] lose = new long[b.cand.length];
        lose[c] = 1L << v;
        return Steps.fromMasks(RuleNames.kind(b, origin), er(), b, lose, RuleNames.rule(b, origin) + ": with "
                + b.cell(c) + " = " + b.symbol(v) + " it cannot be kept");
    }
}
