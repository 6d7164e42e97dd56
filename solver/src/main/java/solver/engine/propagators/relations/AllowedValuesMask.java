package solver.engine.propagators.relations;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * One cell keeps only some symbols (an odd or an even cell): the rule alone removes the others, so
 * the removals have no antecedents and happen in the root propagation.
 */
public final class AllowedValuesMask extends Propagator {

    private final long allowed;

    public AllowedValuesMask(int cell, long allowed) {
        super(new int[]{cell});
        this.allowed = allowed;
    }

    @Override
    public boolean propagate(Domains d) {
        return d.restrict(cell(0), allowed);
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        // the rule alone removes the value: nothing else is needed
    }
}
