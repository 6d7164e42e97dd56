package solver.explain;

import grid.model.Cage;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.Relation;
import solver.engine.RuleOrigin;
import solver.rules.SumRegions;

/**
 * The rules of a puzzle as people name them in a step: the kind ({@code white dot}, {@code arrow},
 * {@code killer cage}), which counts the steps, and the rule itself with its cells ({@code arrow
 * r1c1-r3c3}, {@code killer cage r4c4 (17)}), which a step's text starts with.
 */
final class RuleNames {

    private RuleNames() {
    }

    /** The kind of rule of {@code origin}: the name a step by it counts under. */
    static String kind(PencilMarks b, RuleOrigin origin) {
        return switch (origin.source()) {
            case HOUSE, MATCHING, LOCKING -> "house";
            case CAGE -> "killer cage";
            case DERIVED_SUM -> "45 rule";
            case RELATION -> relationKind(b, b.model.relations().get(origin.index()));
            case CONSTRAINT -> constraintKind(b.model.constraints().get(origin.index()));
        };
    }

    /** The rule of {@code origin} with its cells, e.g. {@code arrow r1c1-r3c3}. */
    static String rule(PencilMarks b, RuleOrigin origin) {
        int k = origin.index();
        return switch (origin.source()) {
            case HOUSE, MATCHING, LOCKING -> "the houses";
            case CAGE -> {
                Cage cage = b.model.cages().get(k);
                yield "killer cage " + b.cell(cage.cell(0)) + " (" + cage.sum() + ")";
            }
            case DERIVED_SUM -> derived(b, k);
            case RELATION -> relation(b, b.model.relations().get(k));
            case CONSTRAINT -> {
                Constraint c = b.model.constraints().get(k);
                int[] cells = c.cells();
                yield c.kind() + " " + b.cell(cells[0]) + (cells.length > 1 ? "-" + b.cell(cells[cells.length - 1]) : "");
            }
        };
    }

    /** A sum the 45 rule derives, with its cells: {@code 45 rule: r1c1+r2c1+r3c3 = 17}. */
    private static String derived(PencilMarks b, int k) {
        SumRegions sums = b.logic().sums();
        if (k < 0) {
            return "45 rule";
        }
        int at = sums.cageCount() + k;
        StringBuilder out = new StringBuilder("45 rule: ");
        for (int i = 0; i < sums.size(at); i++) {
            out.append(i > 0 ? "+" : "").append(b.cell(sums.cell(at, i)));
        }
        return out.append(" = ").append(sums.total(at)).toString();
    }

    /** The kind of a rule of the model's constraints, without its clue: {@code sandwich}, {@code x-sum}. */
    static String constraintKind(Constraint c) {
        String kind = c.kind();
        int cut = kind.length();
        while (cut > 0 && (Character.isDigit(kind.charAt(cut - 1)) || " -[],".indexOf(kind.charAt(cut - 1)) >= 0)) {
            cut--;
        }
        return cut == 0 ? kind : kind.substring(0, cut);
    }

    /** The rule a relation stands for, as people name it: the step's technique in the counts. */
    static String relationKind(PencilMarks b, Relation r) {
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

    /** A relation with its cells, as people say it: {@code white dot between r1c1 and r1c2}. */
    static String relation(PencilMarks b, Relation r) {
        String cells = b.cell(r.a()) + " and " + b.cell(r.b());
        return switch (r.kind()) {
            case DIFFERENCE -> (r.param() == 1 ? "white dot" : "difference " + r.param()) + " between " + cells;
            case RATIO -> (r.param() == 2 ? "black dot" : "ratio " + r.param()) + " between " + cells;
            case LESS_THAN -> (onThermometer(b, r) ? "thermometer " : "") + b.cell(r.a()) + " < " + b.cell(r.b());
            case MIN_DIFFERENCE -> cells + " differ by at least " + r.param();
            case NOT_DIFFERENCE -> r.param() != 0 ? "no difference of " + r.param() + " between " + cells
                    : knightsMove(b, r) ? cells + " differ (a knight's move apart)"
                    : kingsMove(b, r) ? cells + " differ (a king's move apart)" : cells + " differ";
            case NOT_RATIO -> "no ratio of " + r.param() + " between " + cells;
            case SUM -> cells + " add up to " + r.param();
            case NOT_SUM -> cells + " do not add up to " + r.param();
            case EQUAL -> cells + " are equal";
            case AT_MOST -> "slow thermometer " + b.cell(r.a()) + " <= " + b.cell(r.b());
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
