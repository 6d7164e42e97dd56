package solver.backtrack;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import solver.BackTrackingSolver;
import solver.KillerBackTrackingSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BacktrackerTest {

    private static RuleModel empty(int n) {
        return RuleModel.sudoku(RandomPuzzles.oneToN(n));
    }

    @Test
    void refusesSidesOver64() {
        assertThatThrownBy(() -> new BackTrackingSolver().prepare(empty(81)))
                .isInstanceOf(UnsupportedModelException.class).hasMessageContaining("64x64");
    }

    @ParameterizedTest(name = "{0}x{0}, {1} blanks, seed {2}")
    @CsvSource({"4, 0.7, 1", "9, 0.6, 2", "9, 0.7, 3", "16, 0.5, 4", "25, 0.3, 5", "36, 0.15, 6"})
    void solvesGeneratedPuzzlesOnRandomSymbols(int n, double blanks, long seed) {
        RuleModel m = RandomPuzzles.sudoku(n, blanks, new Random(seed));
        SolveResult r = new BackTrackingSolver().solve(m, SolveOptions.firstSolution(), SolutionSink.NONE);
        Solutions.assertSolves(m, r.solution());
    }

    @ParameterizedTest(name = "killer {0}x{0}, seed {1}")
    @CsvSource({"4, 1", "4, 2", "9, 3", "9, 4"})
    void solvesGeneratedKillerPuzzlesWithCustomSymbols(int n, long seed) {
        Random random = new Random(seed);
        RuleModel m = RandomPuzzles.killer(n, RandomPuzzles.randomSymbols(n, random), 4, 0.25, random);
        SolveResult r = new KillerBackTrackingSolver().solve(m, SolveOptions.firstSolution(), SolutionSink.NONE);
        Solutions.assertSolves(m, r.solution());
    }

    @Test
    void cageReachPrunesSymbolsThatCannotMakeTheTotal() {
        // One 2-cell cage of total 3 on 1..4: only {1,2} fit, in both orders.
        RuleModel m = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).build();
        Set<String> pairs = new HashSet<>();
        new KillerBackTrackingSolver().solve(m, SolveOptions.all(), cells -> {
            pairs.add(cells[0] + "," + cells[1]);
            return true;
        });
        assertThat(pairs).containsExactlyInAnyOrder("0,1", "1,0");
    }

    @Test
    void honoursBinaryRelations() {
        // 4x4 Latin square with a chain a < b < c < d along row 0: row 0 must be 1 2 3 4.
        RuleModel.Builder b = RuleModel.builder("futoshiki", RandomPuzzles.oneToN(4)).latinSquare();
        for (int c = 0; c < 3; c++) {
            b.relation(new Relation(c, c + 1, RelationKind.LESS_THAN, 0));
        }
        RuleModel m = b.build();
        SolveResult r = new BackTrackingSolver().solve(m, SolveOptions.all(), cells -> {
            assertThat(Arrays.copyOf(cells, 4)).containsExactly(0, 1, 2, 3);
            Solutions.assertSolves(m, cells);
            return true;
        });
        // 4x4 Latin squares with a fixed first row: 576 / 24 = 24.
        assertThat(r.solutions()).isEqualTo(24);
    }
}
