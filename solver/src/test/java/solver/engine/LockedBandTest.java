package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Group;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.houses.LockedBand;
import solver.engine.propagators.houses.LockedCandidates;
import solver.rules.CompiledRules;

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
        Network net = new NetworkCompiler(CompiledRules.of(rules), Plan.of(Shape.of(CompiledRules.of(rules))).reasoning()).compile();
        assertThat(count(net, LockedBand.class)).isEqualTo(10);
        assertThat(count(net, LockedCandidates.class)).isZero();
        Network pairs = new NetworkCompiler(CompiledRules.of(rules), Plan.of(Shape.of(CompiledRules.of(rules))).reasoning()
                .withLocking(Reasoning.Locking.PAIRS)).compile();
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
        Network net = new NetworkCompiler(CompiledRules.of(rules), Plan.of(Shape.of(CompiledRules.of(rules))).reasoning().withLockedCandidates(true))
                .compile();
        assertThat(count(net, LockedBand.class)).isEqualTo(6);
        // the diagonal shares three cells with each of boxes 0, 4 and 8
        assertThat(count(net, LockedCandidates.class)).isEqualTo(3);
    }

    /** Bands and pairwise propagators reach the same fixpoint on random partial 16x16 grids (seed 16). */
    @Test
    void bandsAndPairsReachTheSameFixpointSeed16() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(16));
        Reasoning config = Plan.of(Shape.of(CompiledRules.of(rules))).reasoning().withLockedCandidates(true);
        Network bands = new NetworkCompiler(CompiledRules.of(rules), config).compile();
        Network pairs = new NetworkCompiler(CompiledRules.of(rules), config.withLocking(Reasoning.Locking.PAIRS)).compile();
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

    /**
     * Along random searches on 25x25 puzzles (seed 25), deciding cells and undoing to earlier levels with
     * the same moves on both networks, bands (which keep their segment unions between runs) and pairwise
     * propagators reach the same fixpoint or both fail after every move.
     */
    @Test
    void bandsAndPairsAgreeAlongRandomSearchesSeed25() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        Reasoning config = Plan.of(Shape.of(CompiledRules.of(rules))).reasoning().withHouseMatching(false);
        Network bands = new NetworkCompiler(CompiledRules.of(rules), config).compile();
        Network pairs = new NetworkCompiler(CompiledRules.of(rules), config.withLocking(Reasoning.Locking.PAIRS)).compile();
        Random random = new Random(25);
        int agreed = 0;
        int failures = 0;
        for (int search = 0; search < 8; search++) {
            Domains a = new Domains(bands);
            Domains b = new Domains(pairs);
            int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(25, random), 0.7, random);
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] >= 0) {
                    a.give(c, givens[c]);
                    b.give(c, givens[c]);
                }
            }
            a.scheduleAll();
            b.scheduleAll();
            assertThat(a.propagate()).isTrue();
            assertThat(b.propagate()).isTrue();
            java.util.List<int[]> marks = new java.util.ArrayList<>();
            for (int step = 0; step < 400; step++) {
                if (!marks.isEmpty() && random.nextInt(10) == 0) {
                    int k = Math.max(0, marks.size() - 1 - random.nextInt(3));
                    a.undo(marks.get(k)[0]);
                    b.undo(marks.get(k)[1]);
                    marks.subList(k, marks.size()).clear();
                    continue;
                }
                int c = random.nextInt(a.dom.length);
                long m = a.dom[c];
                if ((m & (m - 1)) == 0) {
                    continue;
                }
                int v = Long.numberOfTrailingZeros(m);
                for (int skip = random.nextInt(Long.bitCount(m)); skip > 0; skip--) {
                    m &= m - 1;
                    v = Long.numberOfTrailingZeros(m);
                }
                marks.add(new int[]{a.mark(), b.mark()});
                boolean assign = random.nextInt(4) != 0;
                boolean okA = (assign ? a.decide(c, v) : a.refute(c, v)) && a.propagate();
                boolean okB = (assign ? b.decide(c, v) : b.refute(c, v)) && b.propagate();
                assertThat(okA).as("search %d step %d", search, step).isEqualTo(okB);
                if (okA) {
                    assertThat(a.dom).as("search %d step %d", search, step).isEqualTo(b.dom);
                    agreed++;

                } else {
                    failures++;
                    int[] last = marks.remove(marks.size() - 1);
                    a.undo(last[0]);
                    b.undo(last[1]);
                }
            }
        }
        assertThat(agreed).isGreaterThan(1_000);
        assertThat(failures).isGreaterThan(20);
    }

    /**
     * A band on its own (no peers, no other propagator to wake it again) reaches in one run the fixpoint
     * of the pairwise propagators, on random 9x9 domains changed a few cells at a time, narrowed or
     * widened, with the band's state kept throughout (seed 9); compared wherever both leave every symbol
     * a place in every house.
     */
    @Test
    void aBandAloneReachesThePairsFixpointRunAfterRunSeed9() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        Reasoning config = Plan.of(Shape.of(CompiledRules.of(rules))).reasoning().withHouseMatching(false).withLockedCandidates(true);
        Network bands = only(new NetworkCompiler(CompiledRules.of(rules), config).compile(), LockedBand.class);
        Network pairs = only(new NetworkCompiler(CompiledRules.of(rules), config.withLocking(Reasoning.Locking.PAIRS)).compile(), LockedCandidates.class);
        Random random = new Random(9);
        int pruned = 0;
        for (int round = 0; round < 100; round++) {
            Domains a = new Domains(bands);
            Domains b = new Domains(pairs);
            for (int step = 0; step < 100; step++) {
                for (int t = 1 + random.nextInt(6); t > 0; t--) {
                    int c = random.nextInt(81);
                    long m = random.nextInt(4) == 0 ? a.dom[c] | random.nextInt(512) : a.dom[c] & random.nextInt(512);
                    a.dom[c] = m == 0 ? a.dom[c] : m;
                    b.dom[c] = a.dom[c];
                }
                long[] before = a.dom.clone();
                a.scheduleAll();
                b.scheduleAll();
                boolean ok = a.propagate();
                boolean okPairs = b.propagate();
                if (ok && okPairs && everySymbolPlaceable(rules, a.dom) && everySymbolPlaceable(rules, b.dom)) {
                    assertThat(a.dom).as("round %d step %d", round, step).isEqualTo(b.dom);
                    pruned += java.util.Arrays.equals(before, a.dom) ? 0 : 1;
                } else {
                    System.arraycopy(before, 0, a.dom, 0, 81);
                    System.arraycopy(before, 0, b.dom, 0, 81);
                }
            }
        }
        assertThat(pruned).isGreaterThan(600);
    }

    /**
     * Whether every house can still place every symbol somewhere. When one cannot, the domains have no
     * solution, every removal is sound, and bands (which read segment unions as they were when a pass
     * began) and pairs may well stop at different points.
     */
    private static boolean everySymbolPlaceable(RuleModel rules, long[] dom) {
        for (Group g : rules.groups()) {
            long u = 0;
            for (int c : g.cells()) {
                u |= dom[c];
            }
            if (u != (1L << rules.size()) - 1) {
                return false;
            }
        }
        return true;
    }

    /** The propagators of {@code net} of one kind, without peers. */
    private static Network only(Network net, Class<?> kind) {
        java.util.List<Propagator> kept = new java.util.ArrayList<>();
        for (int id = 0; id < net.propagatorCount(); id++) {
            if (kind.isInstance(net.propagator(id))) {
                kept.add(net.propagator(id));
            }
        }
        return new Network(net.n, kept.toArray(new Propagator[0]), new int[net.cellCount][0]);
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
