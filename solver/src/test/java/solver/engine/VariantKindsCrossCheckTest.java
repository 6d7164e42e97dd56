package solver.engine;

import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.BackTrackingSolver;
import solver.KillerAdvancedSolver;
import solver.SudokuSolver;
import solver.api.SolveOptions;
import solver.catalog.CspSolver;
import solver.rules.CompiledRules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every f-puzzles rule kind on seeded random 4x4 and 9x9 puzzles: the advanced, forward-checking and
 * AC-3 solvers find exactly the solutions the plain backtracker finds (all of them), and
 * each keeps every rule by the independent {@link RuleChecker}. Such puzzles run on the general network
 * with clause learning (docs/decisions/0003), but for those that only add extra regions (more houses).
 */
class VariantKindsCrossCheckTest {

    @Test
    void everySolverFindsTheSameSolutionsAsBacktrackingForEveryKind() {
        Random random = new Random(20261125L);
        int compared = 0;
        for (VariantPuzzles.Kind kind : VariantPuzzles.Kind.values()) {
            for (int round = 0; round < 12; round++) {
                boolean small = round % 2 == 0;
                RuleModel puzzle = VariantPuzzles.of(kind, small ? 2 : 3, small ? 0.85 : 0.55, random);
                List<int[]> reference = all(new BackTrackingSolver(), puzzle);
                assertThat(reference).as("%s: the puzzle keeps the solution it was read from", kind).isNotEmpty();
                for (int[] s : reference) {
                    assertThat(RuleChecker.isSolution(puzzle, s)).as("%s by backtracking", kind).isTrue();
                }
                for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), CspSolver.forwardChecking(),
                        CspSolver.ac3())) {
                    List<int[]> found = all(solver, puzzle);
                    assertThat(found).as("%s by %s", kind, solver.getClass().getSimpleName()).hasSameSizeAs(reference);
                    for (int i = 0; i < found.size(); i++) {
                        assertThat(found.get(i)).as("%s by %s", kind, solver.getClass().getSimpleName()).containsExactly(reference.get(i));
                    }
                }
                compared++;
            }
        }
        assertThat(compared).isEqualTo(12 * VariantPuzzles.Kind.values().length);
    }

    @Test
    void puzzlesWithRelationsOrOtherRulesLearnClauses() {
        Random random = new Random(7);
        for (VariantPuzzles.Kind kind : VariantPuzzles.Kind.values()) {
            if (kind == VariantPuzzles.Kind.EXTRA_REGION) {
                continue; // only groups: a Sudoku with more houses, searched as one
            }
            RuleModel puzzle = VariantPuzzles.of(kind, 3, 0.5, random);
            Plan plan = Plan.of(Shape.of(CompiledRules.of(puzzle)));
            assertThat(plan.kernel()).as("%s", kind).isEqualTo(Plan.Kernel.NETWORK);
            assertThat(plan.search()).as("%s", kind).isEqualTo(Plan.SearchKind.LEARNING);
        }
    }

    /** Every solution, in a fixed order (solvers may find them in any order). */
    private static List<int[]> all(SudokuSolver solver, RuleModel puzzle) {
        List<int[]> out = new ArrayList<>();
        solver.prepare(puzzle).solve(puzzle.givens(), SolveOptions.all(), cells -> out.add(cells.clone()));
        out.sort(Comparator.comparing(a -> java.util.Arrays.toString(a)));
        return out;
    }
}
