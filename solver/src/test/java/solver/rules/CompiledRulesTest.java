package solver.rules;

import grid.model.Cage;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The shared compiled forms: {@link CompiledRules}, {@link RelationSupport} and {@link SumTable}, against brute force. */
class CompiledRulesTest {

    private static RuleModel smallKiller() {
        return RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{5, 6, 9, 10}, 10))
                .relation(new Relation(14, 15, RelationKind.LESS_THAN, 0)).build();
    }

    @Test
    void peersAreTheCellsSharingAGroupOrACage() {
        RuleModel model = smallKiller();
        CompiledRules rules = CompiledRules.of(model);
        for (int a = 0; a < 16; a++) {
            List<Integer> expected = new ArrayList<>();
            for (int b = 0; b < 16; b++) {
                boolean share = false;
                for (int[] set : rules.distinct()) {
                    share |= contains(set, a) && contains(set, b);
                }
                if (a != b && share) {
                    expected.add(b);
                }
            }
            assertThat(Arrays.stream(rules.peers()[a]).boxed().toList()).isEqualTo(expected);
        }
        assertThat(rules.distinct().length).isEqualTo(12 + 2);
        assertThat(rules.houses().length).isEqualTo(12 + 1);
        assertThat(rules.cageOf()[10]).isEqualTo(1);
        assertThat(rules.cageOf()[3]).isEqualTo(-1);
        assertThat(rules.cageSums()).containsExactly(3, 10);
        for (int c = 0; c < 16; c++) {
            for (int h : rules.housesOf()[c]) {
                assertThat(contains(rules.houses()[h], c)).isTrue();
            }
        }
    }

    @Test
    void killersOnOneBoardShareTheGroupTablesButNotTheCages() {
        RuleModel first = RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 4, 0, new Random(21));
        RuleModel second = RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 4, 0, new Random(22));
        ShapeTables tables = new ShapeTables();
        CompiledRules a = tables.compile(first);
        CompiledRules b = tables.compile(second);
        assertThat(a).isNotSameAs(b);
        assertThat(a.cages()).isNotEqualTo(b.cages());
        assertThat(a.houses()).isSameAs(b.houses());
        assertThat(a.housesOf()).isSameAs(b.housesOf());
        for (int h = 0; h < 27; h++) {
            assertThat(a.houseKind(h)).isEqualTo(first.groups().get(h).kind());
            assertThat(a.houseIndex(h)).isEqualTo(first.groups().get(h).index());
        }
        // a cage of n cells is a house too, of no kind
        RuleModel full = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 5, 10, 15}, 10)).build();
        CompiledRules withFull = CompiledRules.of(full);
        assertThat(withFull.houses()).hasNumberOfRows(13);
        assertThat(withFull.houseKind(12)).isNull();
        assertThat(withFull.houseIndex(12)).isEqualTo(-1);
        assertThat(withFull.housesOf()[5]).containsExactly(1, 5, 8, 12);
        // every set listed for a cell holds it, and every set holding it is listed
        for (int c = 0; c < 16; c++) {
            List<Integer> holding = new ArrayList<>();
            for (int i = 0; i < withFull.distinct().length; i++) {
                if (contains(withFull.distinct()[i], c)) {
                    holding.add(i);
                }
            }
            assertThat(Arrays.stream(withFull.distinctOf()[c]).boxed().toList()).isEqualTo(holding);
        }
    }

    @Test
    void modelsDifferingOnlyInGivensShareTheirCompiledRules() {
        RuleModel model = smallKiller();
        int[] givens = model.givens();
        givens[3] = 2;
        ShapeTables tables = new ShapeTables();
        assertThat(tables.compile(model.withGivens(givens))).isSameAs(tables.compile(model));
        assertThat(tables.compile(smallKiller())).isNotSameAs(tables.compile(model));
    }

    @Test
    void relationSupportsMatchTheRuleOnEveryPairOfSymbols() {
        int[] values = {3, 5, 8, 9, 13};
        for (RelationKind kind : RelationKind.values()) {
            Relation r = new Relation(0, 1, kind, 2);
            RelationSupport s = RelationSupport.of(r, values);
            long[] a = s.fromA();
            long[] b = s.fromB();
            for (int x = 0; x < values.length; x++) {
                for (int y = 0; y < values.length; y++) {
                    boolean allowed = kind.allows(values[x], values[y], 2);
                    assertThat((a[x] >>> y & 1) == 1).isEqualTo(allowed);
                    assertThat((b[y] >>> x & 1) == 1).isEqualTo(allowed);
                }
            }
        }
        RelationSupport wide = RelationSupport.of(new Relation(0, 1, RelationKind.DIFFERENCE, 1),
                RandomPuzzles.oneToN(70));
        assertThat(wide.words()).isEqualTo(2);
        long[] rows = wide.fromA();
        assertThat(rows[64 * 2] >>> 63 & 1).as("65 allows 64").isEqualTo(1);
        assertThat(rows[64 * 2 + 1] >>> 1 & 1).as("65 allows 66").isEqualTo(1);
        assertThat(rows[64 * 2 + 1] & 1).as("65 is not 65 plus or minus 1").isZero();
    }

    @Test
    void sumTablesListExactlyTheSetsOfEachSizeAndTotal() {
        Random random = new Random(11);
        for (int n : new int[]{4, 9, 12, 20}) {
            int[] values = RandomPuzzles.randomSymbols(n, random);
            Arrays.sort(values);
            SumTable table = SumTable.of(values);
            assertThat(table.listed()).isEqualTo(n <= SumTable.DENSE_SIDE);
            for (int trial = 0; trial < 40; trial++) {
                int size = 1 + random.nextInt(Math.min(n, 4));
                long target = 0;
                int[] pick = Arrays.copyOf(RandomPuzzles.permutation(n, random), size);
                for (int i : pick) {
                    target += values[i];
                }
                long[] sets = table.sets(target, size, 100_000);
                List<Long> expected = new ArrayList<>();
                if (n <= 16) {
                    for (long m = 1; m < 1L << n; m++) {
                        if (Long.bitCount(m) == size && total(values, m) == target) {
                            expected.add(m);
                        }
                    }
                    assertThat(Arrays.stream(sets).boxed().toList()).containsExactlyInAnyOrderElementsOf(expected);
                } else {
                    for (long m : sets) {
                        assertThat(Long.bitCount(m)).isEqualTo(size);
                        assertThat(total(values, m)).isEqualTo(target);
                    }
                    assertThat(sets).isNotEmpty();
                }
            }
        }
        assertThat(SumTable.of(RandomPuzzles.oneToN(25)).sets(100, 8, 10)).as("over the cap").isNull();
        assertThat(SumTable.of(RandomPuzzles.oneToN(9)).sets(2, 2, 10)).isEmpty();
    }

    @Test
    void withinHandsEverySetOfTheCandidatesWithTheTotalOnce() {
        Random random = new Random(12);
        for (int n : new int[]{6, 9, 16, 20}) {
            int[] values = RandomPuzzles.randomSymbols(n, random);
            Arrays.sort(values);
            SumTable table = SumTable.of(values);
            for (int trial = 0; trial < 30; trial++) {
                long candidates = random.nextLong() & ((1L << n) - 1);
                int size = 1 + random.nextInt(Math.min(n, 5));
                long target = 0;
                for (int i : Arrays.copyOf(RandomPuzzles.permutation(n, random), size)) {
                    target += values[i];
                }
                List<Long> expected = new ArrayList<>();
                for (long m = candidates; m != 0; m = (m - 1) & candidates) {
                    if (Long.bitCount(m) == size && total(values, m) == target) {
                        expected.add(m);
                    }
                }
                List<Long> found = new ArrayList<>();
                table.within(candidates, size, target, found::add);
                assertThat(found).as("n %d, size %d, total %d", n, size, target)
                        .containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    private static long total(int[] values, long mask) {
        long t = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            t += values[Long.numberOfTrailingZeros(m)];
        }
        return t;
    }

    private static boolean contains(int[] set, int c) {
        for (int x : set) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }
}
