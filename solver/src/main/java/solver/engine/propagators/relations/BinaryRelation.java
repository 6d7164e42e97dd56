package solver.engine.propagators.relations;

import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Propagator;

/**
 * A binary rule between cells a and b (Kropki dot, Futoshiki sign, minimum difference, anti-dot),
 * enforced as arc consistency with support masks precomputed per symbol: a symbol stays in one cell
 * only while some symbol of the other cell allows it. One pass in each direction reaches the fixpoint.
 * A symbol is removed because every symbol of the other cell that would allow it was gone: those
 * removals are its explanation.
 */
public final class BinaryRelation extends Propagator {

    private final int a;
    private final int b;
    /** supportOfA[x]: symbols of b allowed when a holds x. */
    private final long[] supportOfA;
    /** supportOfB[y]: symbols of a allowed when b holds y. */
    private final long[] supportOfB;

    public BinaryRelation(int a, int b, long[] supportOfA, long[] supportOfB) {
        super(new int[]{a, b});
        this.a = a;
        this.b = b;
        this.supportOfA = supportOfA.clone();
        this.supportOfB = supportOfB.clone();
    }

    @Override
    public boolean propagate(Domains d) {
        long[] dom = d.dom;
        long forB = supported(dom[a], supportOfA);
        if (!d.restrict(b, forB)) {
            return false;
        }
        return d.restrict(a, supported(dom[b], supportOfB));
    }

    private static long supported(long mask, long[] support) {
        long out = 0;
        while (mask != 0) {
            out |= support[Long.numberOfTrailingZeros(mask)];
            mask &= mask - 1;
        }
        return out;
    }

    @Override
    public void explain(Domains d, int cell, int value, int at, Explanation out) {
        if (cell == b) {
            out.goneAll(a, supportOfB[value]);
        } else {
            out.goneAll(b, supportOfA[value]);
        }
    }
}
