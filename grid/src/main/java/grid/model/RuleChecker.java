package grid.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks an assignment against a {@link RuleModel}: the one definition of "valid" that every grid's
 * {@code validate()} and every test uses, and the one source of the diagnostics people read. Works on
 * partial assignments too (blank = {@code -1}), where it reports only rules already broken: duplicates,
 * relations between two filled cells, a cage whose filled cells exceed its total or a full cage with the
 * wrong total. Messages are worded per puzzle type ({@link Wording}).
 */
public final class RuleChecker {

    /**
     * How a rule that no digits can keep ends its message: it is broken before any cell of it is filled
     * (an arrow whose shaft cannot add up to any circle, on this board), not by the givens.
     */
    public static final String NEVER_HOLDS = " cannot hold, whatever digits its cells take";

    private RuleChecker() {
    }

    /**
     * The line that says a broken rule stops the puzzle before any search: {@code The givens already break
     * a rule: ...}, or {@code A rule can never hold: ...} for one that no digits keep ({@link #NEVER_HOLDS}).
     */
    public static String headline(String violation) {
        return (violation.endsWith(NEVER_HOLDS) ? "A rule can never hold: " : "The givens already break a rule: ")
                + violation;
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

    /** Every broken rule (up to {@code limit}), including givens that were changed, in this project's words. */
    public static List<Violation> violations(RuleModel model, int[] cells, int limit) {
        return violations(model, cells, limit, Wording.PLAIN);
    }

    /**
     * Every broken rule (up to {@code limit}), including givens that were changed, in {@code wording}:
     * first cells that hold no symbol or lost their given, then repeats group by group in the model's
     * order (rows, columns, boxes, then the rest), then cages, then relations in the model's order, then
     * the other {@link Constraint}s (those that can no longer hold, on a partial assignment).
     */
    public static List<Violation> violations(RuleModel model, int[] cells, int limit, Wording wording) {
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
            repeats(model, cells, g, limit, wording, out);
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
                out.add(new Violation(describe(model, r, cells, wording), new int[]{r.a(), r.b()}));
            }
        }
        int[] symbols = model.symbols();
        for (Constraint k : model.constraints()) {
            if (out.size() >= limit) {
                return out;
            }
            int[] scope = k.cells();
            int[] values = new int[scope.length];
            StringBuilder filled = new StringBuilder();
            for (int i = 0; i < scope.length; i++) {
                values[i] = cells[scope[i]] < 0 ? -1 : model.symbol(cells[scope[i]]);
                if (values[i] >= 0) {
                    filled.append(filled.length() == 0 ? "" : ", ").append(name(model, scope[i])).append(" = ")
                            .append(values[i]);
                }
            }
            if (!k.allows(values, symbols)) {
                out.add(new Violation("the " + k.describe(n) + (filled.length() == 0 ? NEVER_HOLDS
                        : " is broken by " + filled), scope));
            }
        }
        return out;
    }

    /**
     * The symbols {@code g} holds twice, each named once with the first two cells that hold it: every one
     * in the Dutch Miracle's wording, the first only in the plain one.
     */
    private static void repeats(RuleModel model, int[] cells, Group g, int limit, Wording wording,
                                List<Violation> out) {
        int[] firstAt = new int[model.size()];
        Arrays.fill(firstAt, -1);
        boolean[] named = new boolean[model.size()];
        for (int i = 0; i < g.size(); i++) {
            int c = g.cell(i);
            int v = cells[c];
            if (v < 0) {
                continue;
            }
            if (firstAt[v] < 0) {
                firstAt[v] = c;
            } else if (!named[v]) {
                named[v] = true;
                out.add(new Violation(repeat(model, v, g, firstAt[v], c, wording), new int[]{firstAt[v], c}));
                if (wording == Wording.PLAIN || out.size() >= limit) {
                    return;
                }
            }
        }
    }

    private static String repeat(RuleModel model, int v, Group g, int first, int second, Wording wording) {
        return switch (wording) {
            case PLAIN -> "the number " + model.symbol(v) + " appears multiple times in " + g.describe()
                    + " (cells " + name(model, first) + " and " + name(model, second) + ")";
            case DUTCH_MIRACLE -> "The number " + model.symbol(v) + " appears multiple times " + where(g)
                    + " (" + puzzleCell(model, first) + " and " + puzzleCell(model, second) + ")";
        };
    }

    /** Where a group is, as the Dutch Miracle assignment says it: rows, columns and blocks from 0. */
    private static String where(Group g) {
        return switch (g.kind()) {
            case ROW -> "in row " + g.index();
            case COLUMN -> "in column " + g.index();
            case BOX -> "in block " + g.index();
            default -> "along the " + g.kind().label();
        };
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

    private static String describe(RuleModel model, Relation r, int[] cells, Wording wording) {
        int x = model.symbol(cells[r.a()]);
        int y = model.symbol(cells[r.b()]);
        String a = wording == Wording.PLAIN ? name(model, r.a()) : puzzleCell(model, r.a());
        String b = wording == Wording.PLAIN ? name(model, r.b()) : puzzleCell(model, r.b());
        String pair = a + " = " + x + ", " + b + " = " + y;
        return switch (r.kind()) {
            case DIFFERENCE -> pair + ", but they must differ by " + r.param();
            case RATIO -> pair + ", but one must be " + r.param() + " times the other";
            case LESS_THAN -> pair + ", but the first must be less than the second";
            case MIN_DIFFERENCE -> pair + ", and they do not meet the minimum-difference of " + r.param();
            case NOT_DIFFERENCE -> pair + ", but they must not differ by " + r.param();
            case NOT_RATIO -> pair + ", but neither may be " + r.param() + " times the other";
            case SUM -> pair + ", but they must add up to " + r.param();
            case NOT_SUM -> pair + ", but they must not add up to " + r.param();
            case EQUAL -> pair + ", but they must be equal";
            case AT_MOST -> pair + ", but the first must not be greater than the second";
            case NOT_BOTH -> pair + ", but they must not both be " + r.param();
        };
    }

    /** {@code puzzle[row][col]}, 0-based: how the assignments' programs name a cell. */
    private static String puzzleCell(RuleModel model, int cell) {
        return "puzzle[" + model.row(cell) + "][" + model.col(cell) + "]";
    }

    /**
     * A cell as people count it, {@code r3c1} for row 3, column 1, both from 1: the common notation of
     * Sudoku solving guides, and the same numbering as the rows, columns and boxes of the messages. The
     * files keep their own 0-based {@code row,col}.
     */
    public static String name(RuleModel model, int cell) {
        return "r" + (model.row(cell) + 1) + "c" + (model.col(cell) + 1);
    }
}
