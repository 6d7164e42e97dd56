package grid.testkit;

import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Violation;

import java.util.List;

/** Test assertions on solutions, by the rules (rows, columns, boxes, cages, relations, givens kept). */
public final class Solutions {

    private Solutions() {
    }

    /** Fails with the broken rules unless {@code cells} is a complete solution of {@code model}. */
    public static void assertSolves(RuleModel model, int[] cells) {
        if (cells == null) {
            throw new AssertionError("expected a solution, got none");
        }
        if (cells.length != model.cellCount()) {
            throw new AssertionError("expected " + model.cellCount() + " cells, got " + cells.length);
        }
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] < 0 || cells[c] >= model.size()) {
                throw new AssertionError("cell " + RuleChecker.name(model, c) + " is not filled: " + cells[c]);
            }
        }
        List<Violation> broken = RuleChecker.violations(model, cells, 5);
        if (!broken.isEmpty()) {
            throw new AssertionError("not a solution: " + broken);
        }
    }
}
