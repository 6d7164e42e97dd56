package solver.explain;

import solver.engine.LogicNetwork;
import solver.engine.RuleOrigin;

import java.util.EnumSet;
import java.util.Set;

/**
 * The puzzle's own rules against the candidates: each rule's propagator (the engine's reasoning for that
 * kind) runs alone on the pencil marks, and what it removes is a step named by the rule, with the
 * candidates its explanation rests on: {@code arrow r1c1-r1c3, since r1c2 is 1 or 2 and r1c3 is 1 or 2:
 * r1c1 loses 1/5/6/7/8/9}. One instance takes the rules of some sources (relations, cages and
 * constraints, the 45 rule's sums), so that each family sits at its own place in the order of
 * difficulty. A new kind of rule gets its steps with its propagator.
 */
final class RuleSteps implements Technique {

    private final String name;
    private final double er;
    private final Set<RuleOrigin.Source> sources;

    RuleSteps(String name, double er, RuleOrigin.Source first, RuleOrigin.Source... more) {
        this.name = name;
        this.er = er;
        this.sources = EnumSet.of(first, more);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public double er() {
        return er;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!b.hasRules()) {
            return null;
        }
        LogicNetwork logic = b.logic();
        RuleRunner runner = b.runner();
        for (int id = 0; id < logic.count(); id++) {
            RuleOrigin origin = logic.origin(id);
            if (!sources.contains(origin.source()) || b.quiet(id)) {
                continue;
            }
            RuleRunner.Found f = runner.run(id, b.cand);
            if (f == null) {
                b.markQuiet(id);
                continue;
            }
            String rule = RuleNames.rule(b, origin);
            String since = Premises.words(b, f.absent(), f.present());
            if (f.failed()) {
                b.broken(rule + " cannot be kept" + (since.isEmpty() ? "" : ", since " + since));
                return null;
            }
            Step s = Steps.fromMasks(RuleNames.kind(b, origin), er, b, f.lose(), rule
                    + (since.isEmpty() ? "" : ", since " + since));
            if (s != null) {
                return s;
            }
            b.markQuiet(id);
        }
        return null;
    }
}
