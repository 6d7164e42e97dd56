package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.houses.AllDifferent;
import solver.engine.propagators.houses.LockedCandidates;
import solver.engine.propagators.relations.BinaryRelation;
import solver.engine.propagators.sums.BoundedSum;
import solver.engine.propagators.sums.DistinctSum;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;
import solver.rules.SumTable;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Each propagator on small hand-made domains: what it prunes, and that it fails on a wipe-out. */
class PropagatorTest {

    /** Symbol-index mask of the given indices. */
    private static long bits(int... indices) {
        long m = 0;
        for (int i : indices) {
            m |= 1L << i;
        }
        return m;
    }

    /** Domains over a network of side n holding only {@code propagators} and no peers. */
    private static Domains domains(int n, Propagator... propagators) {
        int[][] peers = new int[n * n][0];
        return new Domains(new Network(n, propagators, peers));
    }

    private static final int[] ROW = {0, 1, 2, 3};

    /** What the engine compiles for {@code rules}. */
    private static Reasoning reasoning(RuleModel rules) {
        return Plan.of(Shape.of(CompiledRules.of(rules))).reasoning();
    }

    @Test
    void hiddenSinglePlacesTheOnlyCellLeftForASymbol() {
        Domains d = domains(4, new AllDifferent(ROW, bits(0, 1, 2, 3)));
        d.dom[0] = bits(0, 1);
        d.dom[1] = bits(0, 1, 3);
        d.dom[2] = bits(0, 1, 2);
        d.dom[3] = bits(0, 1);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(3));
        assertThat(d.dom[2]).isEqualTo(bits(2));
        assertThat(d.dom[0]).isEqualTo(bits(0, 1));
    }

    @Test
    void houseFailsWhenASymbolHasNoCellLeft() {
        Domains d = domains(4, new AllDifferent(ROW, bits(0, 1, 2, 3)));
        for (int c : ROW) {
            d.dom[c] = bits(0, 1, 2);
        }
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void houseFailsWhenOneCellIsTheOnlyPlaceForTwoSymbols() {
        Domains d = domains(4, new AllDifferent(ROW, bits(0, 1, 2, 3)));
        d.dom[0] = bits(0, 1, 2, 3);
        for (int c = 1; c < 4; c++) {
            d.dom[c] = bits(0, 1);
        }
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void fixedSymbolIsRemovedFromPeersAndUndoRestoresThem() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        Network net = new NetworkCompiler(CompiledRules.of(rules), reasoning(rules).withLockedCandidates(false)).compile();
        Domains d = new Domains(net);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        int mark = d.mark();
        assertThat(d.assign(0, 2)).isTrue();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[1] & bits(2)).isZero();
        assertThat(d.dom[4] & bits(2)).isZero();
        assertThat(d.dom[5] & bits(2)).isZero();
        assertThat(d.dom[15]).isEqualTo(bits(0, 1, 2, 3));
        d.undo(mark);
        for (long m : d.dom) {
            assertThat(m).isEqualTo(bits(0, 1, 2, 3));
        }
    }

    @Test
    void twoPeersFixedToTheSameSymbolFail() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        Domains d = new Domains(new NetworkCompiler(CompiledRules.of(rules), reasoning(rules)).compile());
        d.dom[0] = bits(1);
        d.dom[3] = bits(1);
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void twoCellCageOfSumThreeKeepsOneAndTwo() {
        int[] values = RandomPuzzles.oneToN(9);
        long[] combos = SumTable.of(values).sets(3, 2, 1000);
        assertThat(combos).containsExactly(bits(0, 1));
        Domains d = domains(9, new DistinctSum(new int[]{0, 1}, combos));
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(0, 1));
        assertThat(d.dom[1]).isEqualTo(bits(0, 1));
    }

    @Test
    void cageKeepsOnlySymbolsOfCombinationsConsistentWithTheDomains() {
        int[] values = RandomPuzzles.oneToN(9);
        // 3 cells summing to 7: {1,2,4} only. Sum 10 in 3 cells: {1,2,7} {1,3,6} {1,4,5} {2,3,5}.
        long[] ten = SumTable.of(values).sets(10, 3, 1000);
        assertThat(ten).hasSize(4);
        Domains d = domains(9, new DistinctSum(new int[]{0, 1, 2}, ten));
        d.dom[0] = bits(6); // the value 7 is fixed, so {1,2,7} is the only combination left
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        // distinctness (removing the 7) is the peers' job, not the sum's
        assertThat(d.dom[1]).isEqualTo(bits(0, 1, 6));
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 6));
    }

    @Test
    void cagePlacesARequiredSymbolThatOnlyOneCellCanTake() {
        long[] seven = SumTable.of(RandomPuzzles.oneToN(9)).sets(7, 3, 1000);
        assertThat(seven).containsExactly(bits(0, 1, 3));
        Domains d = domains(9, new DistinctSum(new int[]{0, 1, 2}, seven));
        d.dom[0] = bits(0, 1, 5);
        d.dom[1] = bits(0, 1, 8);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(3));
        assertThat(d.dom[0]).isEqualTo(bits(0, 1));
    }

    @Test
    void cageWithNoFeasibleCombinationFails() {
        long[] three = SumTable.of(RandomPuzzles.oneToN(9)).sets(3, 2, 1000);
        Domains d = domains(9, new DistinctSum(new int[]{0, 1}, three));
        d.dom[0] = bits(2, 3);
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
        assertThat(SumTable.of(RandomPuzzles.oneToN(9)).sets(2, 2, 1000)).isEmpty();
    }

    /**
     * A large cage (16 symbols, 6 cells, total 51: hundreds of combinations, filtered as bitsets) on seeded
     * random domains: it fails exactly when no combination holds every fixed symbol, only symbols still
     * possible and a symbol of every cell; otherwise every cell keeps only symbols of such combinations,
     * and every symbol that some solution of the cage gives a cell is still there.
     */
    @Test
    void largeCageKeepsTheSymbolsOfItsFeasibleCombinationsAndEverySupportedOne() {
        int[] values = RandomPuzzles.oneToN(16);
        long[] combos = SumTable.of(values).sets(51, 6, 100_000);
        assertThat(combos.length).isGreaterThan(64);
        int[] cells = {0, 1, 2, 3, 4, 5};
        java.util.Random random = new java.util.Random(2026);
        int failures = 0;
        for (int trial = 0; trial < 400; trial++) {
            DistinctSum sum = new DistinctSum(cells, combos);
            Domains d = domains(16, sum);
            for (int c : cells) {
                long m = random.nextLong() & 0xFFFFL;
                d.dom[c] = random.nextInt(5) == 0 ? Long.lowestOneBit(m | 1) : m | 1L << random.nextInt(16);
            }
            long[] before = java.util.Arrays.copyOf(d.dom, cells.length);
            long fixed = 0;
            long union = 0;
            for (long m : before) {
                union |= m;
                fixed |= Long.bitCount(m) == 1 ? m : 0;
            }
            long allowed = 0;
            for (long combo : combos) {
                boolean meets = (combo & fixed) == fixed && (combo & ~union) == 0;
                for (long m : before) {
                    meets &= (m & combo) != 0;
                }
                allowed |= meets ? combo : 0;
            }
            long[] supported = new long[cells.length];
            supports(before, values, 51, 0, 0, 0, new int[cells.length], supported);
            d.scheduleAll();
            boolean ok = d.propagate();
            assertThat(ok || allowed == 0 || java.util.Arrays.stream(supported).allMatch(m -> m == 0))
                    .as("trial %d fails only without a feasible combination or a solution", trial).isTrue();
            if (allowed == 0) {
                assertThat(ok).as("trial %d: no feasible combination", trial).isFalse();
            }
            if (!ok) {
                failures++;
                continue;
            }
            for (int i = 0; i < cells.length; i++) {
                assertThat(d.dom[i] & ~allowed).as("trial %d cell %d keeps only allowed symbols", trial, i).isZero();
                assertThat(supported[i] & ~d.dom[i]).as("trial %d cell %d keeps every supported symbol", trial, i)
                        .isZero();
            }
        }
        assertThat(failures).isBetween(1, 399);
    }

    /** Marks in {@code out} every symbol a cell takes in some assignment of distinct symbols adding up to total. */
    private static void supports(long[] doms, int[] values, int total, int i, long used, int sum, int[] chosen,
                                 long[] out) {
        if (i == doms.length) {
            if (sum == total) {
                for (int k = 0; k < doms.length; k++) {
                    out[k] |= 1L << chosen[k];
                }
            }
            return;
        }
        for (long m = doms[i] & ~used; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            if (sum + values[v] <= total) {
                chosen[i] = v;
                supports(doms, values, total, i + 1, used | 1L << v, sum + values[v], chosen, out);
            }
        }
    }

    @Test
    void combinationsUseSymbolValuesNotIndices() {
        int[] values = {3, 4, 5, 6, 7, 8, 9, 10, 11};
        long[] combos = SumTable.of(values).sets(10, 2, 1000);
        // 3+7 and 4+6: indices {0,4} and {1,3}
        assertThat(combos).containsExactlyInAnyOrder(bits(0, 4), bits(1, 3));
        assertThat(SumTable.of(RandomPuzzles.oneToN(25)).sets(100, 8, 10)).isNull();
    }

    @Test
    void boundedSumPrunesByTheOtherCellsExtremes() {
        // total 20 over cells in 1..9, 1..9 and 1..3: each big cell needs at least 20 - 9 - 3 = 8,
        // the small one at least 20 - 9 - 9 = 2
        Domains d = domains(9, new BoundedSum(new int[]{0, 1, 2}, 20, RandomPuzzles.oneToN(9)));
        d.dom[2] = bits(0, 1, 2);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(7, 8));
        assertThat(d.dom[1]).isEqualTo(bits(7, 8));
        assertThat(d.dom[2]).isEqualTo(bits(1, 2));
    }

    @Test
    void boundedSumFailsWhenTheTotalIsOutOfReach() {
        Domains d = domains(9, new BoundedSum(new int[]{0, 1}, 19, RandomPuzzles.oneToN(9)));
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    private static BinaryRelation relation(int a, int b, RelationKind kind, int param, int[] values) {
        int n = values.length;
        long[] fromA = new long[n];
        long[] fromB = new long[n];
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                if (kind.allows(values[x], values[y], param)) {
                    fromA[x] |= 1L << y;
                    fromB[y] |= 1L << x;
                }
            }
        }
        return new BinaryRelation(a, b, fromA, fromB);
    }

    @Test
    void lessThanKeepsOnlySupportedSymbols() {
        Domains d = domains(4, relation(0, 1, RelationKind.LESS_THAN, 0, RandomPuzzles.oneToN(4)));
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(0, 1, 2));
        assertThat(d.dom[1]).isEqualTo(bits(1, 2, 3));
    }

    @Test
    void blackDotKeepsHalvesAndDoubles() {
        Domains d = domains(9, relation(0, 1, RelationKind.RATIO, 2, RandomPuzzles.oneToN(9)));
        d.dom[0] = bits(2); // the value 3
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(5)); // only 6: 1.5 is no symbol
    }

    @Test
    void relationWithoutSupportFails() {
        Domains d = domains(4, relation(0, 1, RelationKind.LESS_THAN, 0, RandomPuzzles.oneToN(4)));
        d.dom[0] = bits(3);
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void lockedCandidatesRemoveASymbolConfinedToTheSharedCells() {
        // house A = {0,1,2,3}, house B = {2,3,4,5}; in A the symbol 0 fits only cells 2 and 3
        Domains d = domains(4, new LockedCandidates(new int[]{2, 3}, new int[]{0, 1}, new int[]{4, 5}));
        d.dom[0] = bits(1, 2, 3);
        d.dom[1] = bits(1, 2, 3);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[4]).isEqualTo(bits(1, 2, 3));
        assertThat(d.dom[5]).isEqualTo(bits(1, 2, 3));
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 2, 3));
    }

    @Test
    void innieOfARowIsDerivedFromTheCagesInsideIt() {
        // 4x4 killer: row 0 holds the cage {0,1,2} of 6, so cell 3 alone adds up to 10 - 6 = 4
        RuleModel rules = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1, 2}, 6)).build();
        SumRegions sums = SumRegions.of(CompiledRules.of(rules), SumRegions.UNCAPPED);
        assertThat(IntStream.range(sums.cageCount(), sums.count())).anySatisfy(k -> {
            assertThat(sums.cells(k)).containsExactly(3);
            assertThat(sums.total(k)).isEqualTo(4);
        });
        Domains d = new Domains(new NetworkCompiler(CompiledRules.of(rules), reasoning(rules)).compile());
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[3]).isEqualTo(bits(3));
        Domains without = new Domains(new NetworkCompiler(CompiledRules.of(rules), reasoning(rules).withHouseSums(false)).compile());
        without.scheduleAll();
        assertThat(without.propagate()).isTrue();
        assertThat(without.dom[3]).isEqualTo(bits(3)); // the hidden single in the row also finds it
    }

    @Test
    void outieOfARowIsDerivedFromCagesStickingOut() {
        // row 0 of a 4x4 covered by {0,1} (3), {2,3,6} (9): the outie cell 6 is 3 + 9 - 10 = 2
        RuleModel rules = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{2, 3, 6}, 9)).build();
        SumRegions sums = SumRegions.of(CompiledRules.of(rules), SumRegions.UNCAPPED);
        assertThat(IntStream.range(sums.cageCount(), sums.count())).anySatisfy(k -> {
            assertThat(sums.cells(k)).containsExactly(6);
            assertThat(sums.total(k)).isEqualTo(2);
        });
        Domains d = new Domains(new NetworkCompiler(CompiledRules.of(rules), reasoning(rules)).compile());
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[6]).isEqualTo(bits(1));
    }

    @Test
    void cagesThatGiveOneSetTwoTotalsFailAtTheRoot() {
        // row 0 says cell 2 is 10 - 3 - 4 = 3; column 2 (cage {6, 10, 14} of 6) says it is 10 - 6 = 4
        RuleModel rules = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{3}, 4))
                .cage(new Cage(new int[]{6, 10, 14}, 6)).build();
        Domains d = new Domains(new NetworkCompiler(CompiledRules.of(rules), reasoning(rules)).compile());
        d.scheduleAll();
        assertThat(d.propagate()).isFalse();
        SolveResult r = new EngineSolver(CompiledRules.of(rules)).solve(rules.givens(), SolveOptions.all(), SolutionSink.NONE);
        assertThat(r.solutions()).isZero();
        assertThat(r.nodes()).isZero();
    }
}
