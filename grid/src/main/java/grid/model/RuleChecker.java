package grid.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks an assignment against a {@link RuleModel}: the one definition of "valid" that every grid's
 * {@code validate()} and every test uses. Works on partial assignments too (blank = {@code -1}), where
 * it reports only rules already broken: duplicates, relations between two filled cells, a cage whose
 * filled cells exceed its total or a full cage with the wrong total.
 */
public final class RuleChecker {

    private RuleChecker() {
    }

    /** True iff every cell is filled, the givens are kept and no rule is broken. */
    public static boolean isSolution(RuleModel model, int[] cells) {
        if (cells.length != model.cellCount()) {
            return false;
        }
        for (int v : cells) {
            if (v < 0 || v >= model.size()) {
                return false;
            }
        }
        return violations(model, cells, 1).isEmpty();
    }

    /** Every broken rule (up to {@code limit}), including givens that were changed. */
    public static List<Violation> violations(RuleModel model, int[] cells, int limit) {
        List<Violation> out = new ArrayList<>();
        int n = model.size();
        if (cells.length != model.cellCount()) {
            out.add(new Violation("expected " + model.cellCount() + " cells, got " + cells.length, new int[0]));
            return out;
        }
        for (int c = 0; c < cells.length && out.size() < limit; c++) {
            int v = cells[c];
            if (v < -1 || v >= n) {
                out.add(new Violation("cell " + name(model, c) + " holds no symbol", new int[]{c}));
            } else if (model.given(c) >= 0 && v != model.given(c)) {
                out.add(new Violation("cell " + name(model, c) + " changed its given "
                        + model.symbol(model.given(c)), new int[]{c}));
            }
        }
        if (!out.isEmpty()) {
            return out;
        }
        for (Group g : model.groups()) {
            if (out.size() >= limit) {
                return out;
            }
            int[] firstAt = new int[n];
            java.util.Arrays.fill(firstAt, -1);
            for (int i = 0; i < g.size(); i++) {
                int c = g.cell(i);
                int v = cells[c];
                if (v < 0) {
                    continue;
                }
                if (firstAt[v] >= 0) {
                    out.add(new Violation("the number " + model.symbol(v) + " appears multiple times in "
                            + g.describe() + " (cells " + name(model, firstAt[v]) + " and " + name(model, c) + ")",
                            new int[]{firstAt[v], c}));
                    break;
                }
                firstAt[v] = c;
            }
        }
        for (Cage cage : model.cages()) {
            if (out.size() >= limit) {
                return out;
            }
            checkCage(model, cells, cage, out);
        }
        for (Relation r : model.relations()) {
            if (out.size() >= limit) {
                return out;
            }
            int x = cells[r.a()];
            int y = cells[r.b()];
            if (x >= 0 && y >= 0 && !r.allows(model.symbol(x), model.symbol(y))) {
                out.add(new Violation(describe(model, r, cells), new int[]{r.a(), r.b()}));
            }
        }
        return out;
    }

    private static void checkCage(RuleModel model, int[] cells, Cage cage, List<Violation> out) {
        long sum = 0;
        boolean full = true;
        boolean[] seen = new boolean[model.size()];
        for (int i = 0; i < cage.size(); i++) {
            int c = cage.cell(i);
            int v = cells[c];
            if (v < 0) {
                full = false;
                continue;
            }
            if (seen[v]) {
                out.add(new Violation("the number " + model.symbol(v) + " appears twice in the cage of "
                        + name(model, cage.cell(0)) + " (total " + cage.sum() + ")", cage.cells()));
                return;
            }
            seen[v] = true;
            sum += model.symbol(v);
        }
        if (sum > cage.sum() || (full && sum != cage.sum())) {
            out.add(new Violation("the cage of " + name(model, cage.cell(0)) + " adds up to " + sum
                    + (full ? "" : " so far") + ", but its total is " + cage.sum(), cage.cells()));
        }
    }

    private static String describe(RuleModel model, Relation r, int[] cells) {
        int x = model.symbol(cells[r.a()]);
        int y = model.symbol(cells[r.b()]);
        String pair = "puzzle[" + model.row(r.a()) + "][" + model.col(r.a()) + "] = " + x + ", puzzle["
                + model.row(r.b()) + "][" + model.col(r.b()) + "] = " + y;
        return switch (r.kind()) {
            case DIFFERENCE -> pair + ", but they must differ by " + r.param();
            case RATIO -> pair + ", but one must be " + r.param() + " times the other";
            case LESS_THAN -> pair + ", but the first must be less than the second";
            case MIN_DIFFERENCE -> pair + ", and they do not meet the minimum-difference of " + r.param();
            case NOT_DIFFERENCE -> pair + ", but they must not differ by " + r.param();
            case NOT_RATIO -> pair + ", but neither may be " + r.param() + " times the other";
        };
    }

    /** {@code row,col} of a cell, 0-based as in the RMIT files. */
    public static String name(RuleModel model, int cell) {
        return model.row(cell) + "," + model.col(cell);
    }
}
