package solver.explain;

import grid.model.Relation;

/**
 * A rule between two cells (a Kropki dot, a Futoshiki sign, the Dutch Miracle's diagonal neighbours,
 * or their absences): a candidate of one cell that no candidate of the other allows is not possible.
 */
final class RelationRule implements Technique {

    @Override
    public String name() {
        return "dot or sign";
    }

    @Override
    public int level() {
        return 1;
    }

    @Override
    public Step find(PencilMarks b) {
        for (Relation r : b.model.relations()) {
            for (int side = 0; side < 2; side++) {
                int cell = side == 0 ? r.a() : r.b();
                int other = side == 0 ? r.b() : r.a();
                long lost = 0;
                for (long m = b.cand[cell]; m != 0; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    boolean supported = false;
                    for (long o = b.cand[other]; o != 0 && !supported; o &= o - 1) {
                        int w = Long.numberOfTrailingZeros(o);
                        int x = b.symbol(side == 0 ? v : w);
                        int y = b.symbol(side == 0 ? w : v);
                        supported = r.kind().allows(x, y, r.param());
                    }
                    if (!supported) {
                        lost |= 1L << v;
                    }
                }
                Step s = elimination(b, new int[]{cell}, new long[]{lost}, 1, describe(b, r) + " with "
                        + b.cell(other) + " " + Explainer.symbols(b, b.cand[other]));
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    private static String describe(PencilMarks b, Relation r) {
        String cells = b.cell(r.a()) + " and " + b.cell(r.b());
        return switch (r.kind()) {
            case DIFFERENCE -> (r.param() == 1 ? "white dot" : "difference " + r.param()) + " between " + cells;
            case RATIO -> (r.param() == 2 ? "black dot" : "ratio " + r.param()) + " between " + cells;
            case LESS_THAN -> b.cell(r.a()) + " < " + b.cell(r.b());
            case MIN_DIFFERENCE -> cells + " differ by at least " + r.param();
            case NOT_DIFFERENCE -> "no difference of " + r.param() + " between " + cells;
            case NOT_RATIO -> "no ratio of " + r.param() + " between " + cells;
            case SUM -> cells + " add up to " + r.param();
            case NOT_SUM -> cells + " do not add up to " + r.param();
            case EQUAL -> cells + " are equal";
            case AT_MOST -> b.cell(r.a()) + " <= " + b.cell(r.b());
            case NOT_BOTH -> cells + " are not both " + r.param();
        };
    }
}
