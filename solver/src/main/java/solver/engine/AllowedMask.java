package solver.engine;

/**
 * One cell keeps only some symbols (an odd or an even cell): the rule alone removes the others, so
 * the removals have no antecedents and happen in the root propagation.
 */
final class AllowedMask extends Propagator {

    private final long allowed;

    AllowedMask(int cell, long allowed) {
        super(new int[]{cell});
        this.allowed = allowed;
    }

    @Override
    boolean propagate(Domains d) {
        return d.restrict(cell(0), allowed);
    }

    @Override
    void explain(Domains d, int cell, int value, int at, Explanation out) {
        // the rule alone removes the value: nothing else is needed
    }
}
