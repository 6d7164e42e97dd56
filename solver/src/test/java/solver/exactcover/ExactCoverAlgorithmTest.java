package solver.exactcover;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import solver.api.Outcome;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Both exact cover algorithms on hand-made and random matrices, against brute force. */
class ExactCoverAlgorithmTest {

    private static final int A = 0;
    private static final int B = 1;
    private static final int C = 2;
    private static final int D = 3;
    private static final int E = 4;
    private static final int F = 5;
    private static final int G = 6;

    static Stream<Arguments> algorithms() {
        return Stream.of(
                Arguments.of("algorithm X", (Function<ExactCoverProblem, ExactCoverAlgorithm>) AlgorithmX::new),
                Arguments.of("dancing links", (Function<ExactCoverProblem, ExactCoverAlgorithm>) DancingLinks::new));
    }

    /** The example of Knuth's "Dancing Links" paper. */
    private static ExactCoverProblem knuth() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(7, 0);
        b.addRow(C, E, F);
        b.addRow(A, D, G);
        b.addRow(B, C, F);
        b.addRow(A, D);
        b.addRow(B, G);
        b.addRow(D, E, G);
        return b.build();
    }

    private static List<int[]> all(ExactCoverAlgorithm algorithm, int[] forced) {
        List<int[]> found = new ArrayList<>();
        SolveResult r = algorithm.solve(forced, SolveOptions.all(), CoverDecoder.rowIndices(), rows -> {
            found.add(rows.clone());
            return true;
        });
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(found.size());
        return found;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void knuthsExampleHasExactlyRowsAdBgCef(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        ExactCoverProblem p = knuth();
        List<int[]> found = all(make.apply(p), new int[0]);
        assertThat(found).hasSize(1);
        // 0-based rows 3 = {A,D}, 4 = {B,G}, 0 = {C,E,F}
        assertThat(found.get(0)).containsExactly(0, 3, 4);
        assertThat(p.isCover(found.get(0))).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void aCompleteSearchTakesBackEveryRowItTriedOnce(String name,
                                                     Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(4, 0);
        for (int x = 0; x < 4; x++) {
            for (int y = x + 1; y < 4; y++) {
                b.addRow(x, y);
            }
        }
        SolveResult r = make.apply(b.build()).solve(new int[0], SolveOptions.all(), CoverDecoder.rowIndices(),
                rows -> true);
        assertThat(r.solutions()).isEqualTo(3);
        assertThat(r.nodes()).isEqualTo(6);
        assertThat(r.backtracks()).isEqualTo(r.nodes());
        SolveResult first = make.apply(b.build()).solve(SolveOptions.firstSolution(), rows -> true);
        assertThat(first.backtracks()).isLessThan(first.nodes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void firstSolutionIsReportedInTheResult(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        SolveResult r = make.apply(knuth()).solve(SolveOptions.firstSolution(), rows -> true);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT);
        assertThat(r.solution()).containsExactly(0, 3, 4);
        assertThat(r.nodes()).isPositive();
        assertThat(r.updates()).isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void forcedRowsAreKeptAndClashesGiveNoSolution(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        ExactCoverAlgorithm x = make.apply(knuth());
        assertThat(all(x, new int[] {4})).singleElement().satisfies(s -> assertThat(s).containsExactly(0, 3, 4));
        assertThat(all(x, new int[] {1})).isEmpty();
        // rows 0 and 2 share C and F; a row forced twice clashes with itself
        assertThat(all(x, new int[] {0, 2})).isEmpty();
        assertThat(all(x, new int[] {3, 3})).isEmpty();
        SolveResult forcedAll = x.solve(new int[] {0, 3, 4}, SolveOptions.all(), CoverDecoder.rowIndices(), r -> true);
        assertThat(forcedAll.solutions()).isEqualTo(1);
        assertThat(forcedAll.solution()).containsExactly(0, 3, 4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void secondaryColumnsAreCoveredAtMostOnce(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        // primary P0, P1; secondary S (column 2)
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(2, 1);
        b.addRow(0, 2);
        b.addRow(1, 2);
        b.addRow(0);
        b.addRow(1);
        b.addRow(2);
        ExactCoverProblem p = b.build();
        List<int[]> found = all(make.apply(p), new int[0]);
        // {0,3}, {1,2}, {2,3}: never rows 0 and 1 together, and the secondary-only row 4 is never chosen
        assertThat(found).extracting(Arrays::toString)
                .containsExactlyInAnyOrder("[0, 3]", "[1, 2]", "[2, 3]");
        assertThat(p.secondaryColumns()).isEqualTo(1);
        assertThat(p.isPrimary(2)).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void aPrimaryColumnWithoutRowsMeansNoCover(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(3, 0);
        b.addRow(0, 1);
        b.addRow(1);
        SolveResult r = make.apply(b.build()).solve(SolveOptions.all(), rows -> true);
        assertThat(r.unsolvable()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void noPrimaryColumnsHasTheEmptyCover(String name, Function<ExactCoverProblem, ExactCoverAlgorithm> make) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(0, 2);
        b.addRow(0, 1);
        List<int[]> found = all(make.apply(b.build()), new int[0]);
        assertThat(found).singleElement().satisfies(s -> assertThat(s).isEmpty());
    }

    /**
     * Random sparse matrices: the covers found must be exactly those subsets of rows, each row holding a
     * primary column, that cover every primary column once and no column twice (found by brute force).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void randomMatricesMatchBruteForce(long seed) {
        Random random = new Random(seed);
        int primary = 3 + random.nextInt(5);
        int secondary = random.nextInt(3);
        int rows = 6 + random.nextInt(9);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        for (int r = 0; r < rows; r++) {
            int[] pick = random.ints(0, primary + secondary).distinct().limit(1 + random.nextInt(3)).toArray();
            b.addRow(pick);
        }
        ExactCoverProblem p = b.build();
        int usable = 0;
        for (int r = 0; r < rows; r++) {
            if (p.isPrimary(p.column(r, 0))) {
                usable |= 1 << r;
            }
        }
        List<String> expected = new ArrayList<>();
        for (int mask = 0; mask < 1 << rows; mask++) {
            if ((mask & ~usable) != 0) {
                continue;
            }
            int[] chosen = new int[Integer.bitCount(mask)];
            int k = 0;
            for (int r = 0; r < rows; r++) {
                if ((mask & 1 << r) != 0) {
                    chosen[k++] = r;
                }
            }
            if (p.isCover(chosen)) {
                expected.add(Arrays.toString(chosen));
            }
        }
        for (ExactCoverAlgorithm algorithm : List.of(new AlgorithmX(p), new DancingLinks(p))) {
            List<String> found = new ArrayList<>();
            for (int[] s : all(algorithm, new int[0])) {
                found.add(Arrays.toString(s));
            }
            assertThat(found).as(algorithm.getClass().getSimpleName() + " on " + p)
                    .containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @Test
    void builderRejectsBadRows() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(2, 1);
        assertThatThrownBy(() -> b.addRow()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one column");
        assertThatThrownBy(() -> b.addRow(0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column 3 outside 0..2");
        assertThatThrownBy(() -> b.addRow(1, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("repeated");
        assertThatThrownBy(() -> ExactCoverProblem.builder(-1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void problemIsImmutableAndSortsRows() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(4, 0);
        int[] cols = {3, 0, 2};
        assertThat(b.addRow(cols)).isZero();
        cols[0] = 1;
        ExactCoverProblem p = b.build();
        b.addRow(1);
        assertThat(p.rowCount()).isEqualTo(1);
        assertThat(p.row(0)).containsExactly(0, 2, 3);
        p.row(0)[0] = 9;
        assertThat(p.column(0, 0)).isZero();
        assertThat(p.rowLength(0)).isEqualTo(3);
        assertThat(p.entryCount()).isEqualTo(3);
        assertThat(p.isCover(new int[] {0})).isFalse();
    }
}
