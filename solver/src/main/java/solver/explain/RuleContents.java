package solver.explain;

import solver.engine.LogicNetwork;
import solver.engine.RuleOrigin;

/**
 * What a rule's cells must contain ({@link Links#mustContain}: a cage of three cells adding up to 23
 * holds a 9), like a house's symbols: with one place left in the rule's cells the symbol goes there, with
 * several, what sees them all cannot be it. Rated 2.7 by analogy: a locked symbol found through the
 * rule's arithmetic.
 */
final class RuleContents implements Technique {

    @Override
    public String name() {
        return "rule contents";
    }

    @Override
    public double er() {
        return 2.7;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!b.hasRules()) {
            return null;
        }
        Links links = b.links();
        if (links.refresh() != null) {
            return null;
        }
        LogicNetwork logic = b.logic();
        long[] live = null;
        int[] places = new int[b.cand.length];
        for (int id = 0; id < logic.count(); id++) {
            long must = links.mustContain(id);
            if (must == 0) {
                continue;
            }
            int[] scope = logic.propagator(id).cells();
            RuleOrigin origin = logic.origin(id);
            for (long m = must; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                int count = 0;
                boolean placed = false;
                for (int c : scope) {
                    placed |= b.value[c] == v;
                    if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                        places[count++] = c;
                    }
                }
                if (placed || count == 0) {
                    continue;
                }
                String why = RuleNames.rule(b, origin) + " must hold " + b.symbol(v);
                if (count == 1) {
                    int c = places[0];
                    return new Step(RuleNames.kind(b, origin), er(), new int[]{c, v}, new int[0], new long[0],
                            b.cell(c) + " = " + b.symbol(v) + ": " + why + ", and only " + b.cell(c) + " can");
                }
                if (live == null) {
                    live = links.live();
                }
                long[] lose = Eliminations.ofSet(b, links, live, places, count, 1L << v);
                Step s = Steps.fromMasks(RuleNames.kind(b, origin), er(), b, lose, why + ", in "
                        + Steps.cells(b, places, count));
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }
}
