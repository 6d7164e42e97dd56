package tester.reliability;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleChecker;
import grid.model.RuleModel;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every model a reader returns must satisfy, whatever file it came from: the documented invariants
 * of {@link RuleModel} (size in range, ascending distinct non-negative symbols, givens as symbol indices,
 * rule cells on the board, cages disjoint and no larger than n) and that the rule checker can look at it.
 */
final class ModelInvariants {

    private ModelInvariants() {
    }

    static void check(RuleModel m) {
        int n = m.size();
        assertThat(n).isBetween(1, RuleModel.MAX_SIZE);
        int[] symbols = m.symbols();
        assertThat(symbols).hasSize(n);
        for (int i = 0; i < n; i++) {
            assertThat(symbols[i]).isNotNegative();
            if (i > 0) {
                assertThat(symbols[i]).isGreaterThan(symbols[i - 1]);
            }
        }
        int cells = m.cellCount();
        int[] givens = m.givens();
        assertThat(givens).hasSize(cells);
        for (int g : givens) {
            assertThat(g).isBetween(-1, n - 1);
        }
        for (Group g : m.groups()) {
            assertThat(g.size()).isLessThanOrEqualTo(n);
            distinctOnBoard(g.cells(), cells, new boolean[cells]);
        }
        boolean[] caged = new boolean[cells];
        for (Cage c : m.cages()) {
            assertThat(c.size()).isBetween(1, n);
            assertThat(c.sum()).isNotNegative();
            distinctOnBoard(c.cells(), cells, caged);
        }
        for (Relation r : m.relations()) {
            assertThat(r.a()).isBetween(0, cells - 1);
            assertThat(r.b()).isBetween(0, cells - 1).isNotEqualTo(r.a());
        }
        assertThat(RuleChecker.violations(m, givens, 3)).isNotNull();
    }

    /** Every cell on the board and not yet in {@code seen}; marks them. */
    private static void distinctOnBoard(int[] list, int cells, boolean[] seen) {
        for (int c : list) {
            assertThat(c).isBetween(0, cells - 1);
            assertThat(seen[c]).as("cell %d twice", c).isFalse();
            seen[c] = true;
        }
    }
}
