package solver.explain;

import grid.model.Group;
import grid.model.Relation;

/**
 * A rule between two cells (a Kropki dot, a Futoshiki sign, a thermometer's step, an anti-knight or
 * anti-king pair, the Dutch Miracle's diagonal neighbours, a whispers line, or the absence of a dot): a
 * candidate of one cell that no candidate of the other allows is not possible. Each step is named by the
 * rule it uses ({@code thermometer}, {@code anti-knight}, {@code white dot}, ...), as a person says it.
 */
final class RelationRule implements Technique {

    @Override
    public String name() {
        return "rule between two cells";
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
                if (b.value[cell] >= 0) {
                    continue;
                }
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
                if (lost == 0) {
                    continue;
                }
                // worded only when it finds something: the search above runs for every pair at every step
                Step s = elimination(b, new int[]{cell}, new long[]{lost}, 1, describe(b, r) + " with "
                        + b.cell(other) + " " + Explainer.symbols(b, b.cand[other]));
                if (s != null) {
                    return new Step(rule(b, r), level(), s.placements(), s.cells(), s.masks(), s.text());
                }
            }
        }
        return null;
    }

    /** The rule {@code r} stands for, as people name it: the step's technique in the counts. */
    static String rule(PencilMarks b, Relation r) {
        return switch (r.kind()) {
            case DIFFERENCE -> r.param() == 1 ? "white dot" : "difference dot";
            case RATIO -> r.param() == 2 ? "black dot" : "ratio dot";
            case LESS_THAN -> onThermometer(b, r) ? "thermometer" : "inequality sign";
            case AT_MOST -> "slow thermometer";
            case MIN_DIFFERENCE -> "dutch".equals(b.model.variant()) ? "diagonal neighbours" : "whispers line";
            case NOT_DIFFERENCE -> r.param() != 0 ? (r.param() == 1 ? "nonconsecutive" : "no difference")
                    : knightsMove(b, r) ? "anti-knight" : kingsMove(b, r) ? "anti-king" : "cells that differ";
            case NOT_RATIO -> "no black dot";
            case SUM -> "XV";
            case NOT_SUM -> "no XV";
            case EQUAL -> "equal cells";
            case NOT_BOTH -> "leaper";
        };
    }

    private static String describe(PencilMarks b, Relation r) {
        String cells = b.cell(r.a()) + " and " + b.cell(r.b());
        return switch (r.kind()) {
            case DIFFERENCE -> (r.param() == 1 ? "white dot" : "difference " + r.param()) + " between " + cells;
            case RATIO -> (r.param() == 2 ? "black dot" : "ratio " + r.param()) + " between " + cells;
            case LESS_THAN -> (onThermometer(b, r) ? "thermometer: " : "") + b.cell(r.a()) + " < " + b.cell(r.b());
            case MIN_DIFFERENCE -> cells + " differ by at least " + r.param();
            case NOT_DIFFERENCE -> r.param() != 0 ? "no difference of " + r.param() + " between " + cells
                    : knightsMove(b, r) ? cells + " differ (a knight's move apart)"
                    : kingsMove(b, r) ? cells + " differ (a king's move apart)" : cells + " differ";
            case NOT_RATIO -> "no ratio of " + r.param() + " between " + cells;
            case SUM -> cells + " add up to " + r.param();
            case NOT_SUM -> cells + " do not add up to " + r.param();
            case EQUAL -> cells + " are equal";
            case AT_MOST -> "slow thermometer: " + b.cell(r.a()) + " <= " + b.cell(r.b());
            case NOT_BOTH -> cells + " are not both " + r.param();
        };
    }

    /** Whether the two cells are neighbours on one thermometer (its steps are "less than" relations). */
    private static boolean onThermometer(PencilMarks b, Relation r) {
        for (Group g : b.model.groups()) {
            if (g.kind() != Group.Kind.THERMOMETER) {
                continue;
            }
            int[] cells = g.cells();
            for (int i = 0; i + 1 < cells.length; i++) {
                if (cells[i] == r.a() && cells[i + 1] == r.b()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean knightsMove(PencilMarks b, Relation r) {
        int dr = Math.abs(b.model.row(r.a()) - b.model.row(r.b()));
        int dc = Math.abs(b.model.col(r.a()) - b.model.col(r.b()));
        return dr == 1 && dc == 2 || dr == 2 && dc == 1;
    }

    private static boolean kingsMove(PencilMarks b, Relation r) {
        int dr = Math.abs(b.model.row(r.a()) - b.model.row(r.b()));
        int dc = Math.abs(b.model.col(r.a()) - b.model.col(r.b()));
        return dr <= 1 && dc <= 1;
    }
}
