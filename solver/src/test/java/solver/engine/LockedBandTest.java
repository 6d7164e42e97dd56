package solver.engine;

import grid.model.Group;
import grid.model.RuleModel;
import grid.testkit.RandomPuzzles;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link LockedBand} on hand-made 4x4 domains, and how the compiler chooses bands or pairs. */
class LockedBandTest {

    private static long bits(int... indices) {
        long m = 0;
        for (int i : indices) {
            m |= 1L << i;
        }
        return m;
    }

    /** The top band of a 4x4 grid: boxes {0,1,4,5} and {2,3,6,7} against rows 0 and 1. */
    private static Domains topBand() {
        int[][][] segments = {{{0, 1}, {4, 5}}, {{2, 3}, {6, 7}}};
        Domains d = new Domains(new Network(4, new Propagator[]{new LockedBand(segments)}, new int[16][0]));
        for (int c = 0; c < 8; c++) {
            d.dom[c] = bits(0, 1, 2, 3);
        }
        return d;
    }

    @Test
    void symbolPointingFromABoxLeavesTheRestOfItsRow() {
        Domains d = topBand();
        d.dom[4] = bits(0, 1, 2);
        d.dom[5] = bits(0, 1, 2);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 2));
        assertThat(d.dom[3]).isEqualTo(bits(0, 1, 2));
        assertThat(d.dom[6]).isEqualTo(bits(0, 1, 2, 3));
        assertThat(d.dom[0]).isEqualTo(bits(0, 1, 2, 3));
    }

    @Test
    void symbolClaimedByARowLeavesTheRestOfItsBox() {
        Domains d = topBand();
        d.dom[6] = bits(0, 1, 3);
        d.dom[7] = bits(0, 1, 3);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        // row 1 can place symbol 2 only in box 0, so box 0's row-0 cells lose it; then box 1 must put it in row 0
        assertThat(d.dom[0]).isEqualTo(bits(0, 1, 3));
        assertThat(d.dom[1]).isEqualTo(bits(0, 1, 3));
        assertThat(d.dom[4]).isEqualTo(bits(0, 1, 2, 3));
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 2, 3));
    }

    @Test
    void failsWhenTheRestOfTheRowHoldsTheLockedSymbol() {
        Domains d = topBand();
        d.dom[4] = bits(0, 1, 2);
        d.dom[5] = bits(0, 1, 2);
        d.dom[2] = bits(3);
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void sudokuBandsReplaceThePairwisePropagators() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        Network net = new NetworkCompiler(rules, Plan.of(Shape.of(rules)).reasoning()).compile();
        assertThat(count(net, LockedBand.class)).isEqualTo(10);
        assertThat(count(net, LockedCandidates.class)).isZero();
        Network pairs = new NetworkCompiler(rules, Plan.of(Shape.of(rules)).reasoning()).withoutBands().compile();
        assertThat(count(pairs, LockedCandidates.class)).isEqualTo(250);
    }

    @Test
    void houseKindsThatDoNotTileKeepPairwisePropagators() {
        int n = 9;
        int[] diagonal = new int[n];
        for (int i = 0; i < n; i++) {
            diagonal[i] = i * n + i;
        }
        RuleModel rules = RuleModel.builder("diagonal", RandomPuzzles.oneToN(n)).boxes(3, 3).latinSquare().boxGroups()
                .group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, diagonal)).build();
        Network net = new NetworkCompiler(rules, Plan.of(Shape.of(rules)).reasoning().withLockedCandidates(true))
                .compile();
        assertThat(count(net, LockedBand.class)).isEqualTo(6);
        // the diagonal shares three cells with each of boxes 0, 4 and 8
        assertThat(count(net, LockedCandidates.class)).isEqualTo(3);
    }

    /** Bands and pairwise propagators reach the same fixpoint on random partial 16x16 grids (seed 16). */
    @Test
    void bandsAndPairsReachTheSameFixpointSeed16() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(16));
        Reasoning config = Plan.of(Shape.of(rules)).reasoning().withLockedCandidates(true);
        Network bands = new NetworkCompiler(rules, config).compile();
        Network pairs = new NetworkCompiler(rules, config).withoutBands().compile();
        Random random = new Random(16);
        for (int round = 0; round < 30; round++) {
            int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(16, random), 0.75, random);
            Domains a = new Domains(bands);
            Domains b = new Domains(pairs);
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] >= 0) {
                    a.dom[c] = 1L << givens[c];
                    b.dom[c] = 1L << givens[c];
                }
            }
            a.scheduleAll();
            b.scheduleAll();
            assertThat(a.propagate()).isTrue();
            assertThat(b.propagate()).isTrue();
            assertThat(a.dom).as("round %d", round).isEqualTo(b.dom);
        }
    }

    private static int count(Network net, Class<?> kind) {
        int k = 0;
        for (int id = 0; id < net.propagatorCount(); id++) {
            if (kind.isInstance(net.propagator(id))) {
                k++;
            }
        }
        return k;
    }
}
