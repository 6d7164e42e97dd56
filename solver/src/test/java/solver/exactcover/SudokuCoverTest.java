package solver.exactcover;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import solver.BackTrackingSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The Sudoku to exact cover encoding: shape of the matrix, givens, refusals, non-standard groups. */
class SudokuCoverTest {

    private static final int[] FOUR = {1, 2, 3, 4};

    @Test
    void standardFourByFourHasOneRowPerCellAndSymbol() {
        SudokuCover cover = SudokuCover.encode(RuleModel.sudoku(FOUR), "dancing");
        ExactCoverProblem p = cover.problem();
        // 16 cells + (4 rows + 4 columns + 4 boxes) x 4 symbols
        assertThat(p.primaryColumns()).isEqualTo(64);
        assertThat(p.secondaryColumns()).isZero();
        assertThat(p.rowCount()).isEqualTo(64);
        assertThat(p.entryCount()).isEqualTo(64 * 4);
        int r = cover.row(6, 3);
        assertThat(cover.cellOf(r)).isEqualTo(6);
        assertThat(cover.symbolOf(r)).isEqualTo(3);
        assertThat(p.row(r)[0]).isEqualTo(6);
    }

    @Test
    void givensBecomeForcedRowsAndSolutionsDecodeToCells() {
        RuleModel model = RandomPuzzles.sudoku(9, 0.6, new Random(5));
        SudokuCover cover = SudokuCover.encode(model, "dancing");
        int[] forced = cover.forcedRows(model.givens());
        assertThat(forced).hasSize(model.givenCount());
        for (int r : forced) {
            assertThat(model.given(cover.cellOf(r))).isEqualTo(cover.symbolOf(r));
        }
        SolveResult result = new DancingLinks(cover.problem())
                .solve(forced, SolveOptions.firstSolution(), cover.decoder(), SolutionSink.NONE);
        Solutions.assertSolves(model, result.solution());
    }

    @Test
    void killerCagesAreRefusedWithAClearMessage() {
        RuleModel killer = RandomPuzzles.killer(4, FOUR, 3, 0.0, new Random(1));
        assertThatThrownBy(() -> SudokuCover.encode(killer, "dancing"))
                .isInstanceOf(UnsupportedModelException.class)
                .hasMessageStartingWith("dancing handles all-different rules only; this killer puzzle has ")
                .hasMessageContaining("cages");
    }

    @Test
    void relationsAreRefused() {
        RuleModel kropki = RuleModel.builder("kropki", FOUR).boxes(2, 2).latinSquare().boxGroups()
                .relation(new Relation(0, 1, RelationKind.DIFFERENCE, 1)).build();
        assertThatThrownBy(() -> SudokuCover.encode(kropki, "algorx"))
                .isInstanceOf(UnsupportedModelException.class)
                .hasMessageContaining("algorx handles all-different rules only; this kropki puzzle has 1 relation between cells");
    }

    @Test
    void sizesTooBigForTheHeapAreRefusedBeforeAllocating() {
        // 256x256: 16.7 million rows of 4 entries each.
        RuleModel huge = RuleModel.sudoku(RandomPuzzles.oneToN(256));
        long entries = 256L * 256 * 256 * 4;
        assertThatThrownBy(() -> SudokuCover.checkMemory(huge, "dancing", entries, 1L << 30))
                .isInstanceOf(UnsupportedModelException.class)
                .hasMessageContaining("dancing cannot take a 256x256 puzzle")
                .hasMessageContaining("67108864 entries");
        SudokuCover.checkMemory(RuleModel.sudoku(RandomPuzzles.oneToN(36)), "dancing", 36L * 36 * 36 * 4, 1L << 30);
    }

    @Test
    void sizesPast64AreRefusedByBothExactCoverSolversBeforeAnyMatrixIsBuilt() {
        for (int n : new int[]{81, 100, 256}) {
            RuleModel empty = RuleModel.sudoku(RandomPuzzles.oneToN(n));
            for (solver.SudokuSolver s : new solver.SudokuSolver[]{new solver.DancingLinksSolver(), new solver.AlgorXSolver()}) {
                assertThatThrownBy(() -> s.prepare(empty)).isInstanceOf(UnsupportedModelException.class)
                        .hasMessage(s.name() + " supports grids up to 64x64, not " + n + "x" + n
                                + " (past that only advanced takes a grid)");
            }
        }
    }

    /**
     * Diagonals shorter than n become secondary columns, the full one primary; the counts must agree
     * with backtracking. {@code sums} picks the south-west to north-east diagonals by row + column.
     */
    @ParameterizedTest(name = "diagonals {0}: {1} solutions")
    @CsvSource({"'2,4', 72, 0", "'1,3,5', 48, 1", "'1,2,3,4,5', 0, 1"})
    void shortGroupsAreSecondaryColumnsAndCountsMatchBacktracking(String sums, long solutions, int full) {
        int n = 4;
        RuleModel.Builder b = RuleModel.builder("diagonal", FOUR).boxes(2, 2).latinSquare().boxGroups();
        int diagonals = 0;
        for (String part : sums.split(",")) {
            int sum = Integer.parseInt(part);
            int[] cells = new int[Math.min(sum, 2 * n - 2 - sum) + 1];
            int k = 0;
            for (int r = 0; r < n; r++) {
                int c = sum - r;
                if (c >= 0 && c < n) {
                    cells[k++] = r * n + c;
                }
            }
            b.group(new Group(Group.Kind.POSITIVE_DIAGONAL, sum, cells));
            diagonals++;
        }
        RuleModel model = b.build();
        SudokuCover cover = SudokuCover.encode(model, "dancing");
        assertThat(cover.problem().secondaryColumns()).isEqualTo((diagonals - full) * n);
        assertThat(cover.problem().primaryColumns()).isEqualTo(16 + (12 + full) * n);
        long expected = new BackTrackingSolver().solve(model, SolveOptions.all(), SolutionSink.NONE).solutions();
        assertThat(expected).isEqualTo(solutions);
        for (ExactCoverAlgorithm algorithm : new ExactCoverAlgorithm[] {
            new AlgorithmX(cover.problem()), new DancingLinks(cover.problem())}) {
            SolveResult r = algorithm.solve(new int[0], SolveOptions.all(), cover.decoder(), cells -> {
                Solutions.assertSolves(model, cells);
                return true;
            });
            assertThat(r.solutions()).as(algorithm.getClass().getSimpleName()).isEqualTo(expected);
        }
    }

    @Test
    void aGroupLongerThanTheSymbolSetHasNoSolution() {
        RuleModel model = RuleModel.builder("region", FOUR).latinSquare()
                .group(new Group(Group.Kind.REGION, 0, new int[] {0, 1, 4, 5, 10})).build();
        SudokuCover cover = SudokuCover.encode(model, "dancing");
        SolveResult r = new DancingLinks(cover.problem())
                .solve(new int[0], SolveOptions.all(), cover.decoder(), SolutionSink.NONE);
        assertThat(r.unsolvable()).isTrue();
    }

    @Test
    void cagesAreTheFirstThingNamedEvenWithoutGivens() {
        RuleModel killer = RuleModel.builder("killer", FOUR).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[] {0, 1}, 3)).build();
        assertThatThrownBy(() -> SudokuCover.encode(killer, "algorx"))
                .hasMessageContaining("has 1 cage,");
    }
}
