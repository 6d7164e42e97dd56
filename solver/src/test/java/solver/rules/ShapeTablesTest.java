package solver.rules;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one cache of derived rules: what it shares, its bound, and many threads at once. */
class ShapeTablesTest {

    private static RuleModel killer(long seed) {
        return RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 4, 0, new Random(seed));
    }

    private static RuleModel sudoku(int n) {
        return RuleModel.sudoku(RandomPuzzles.oneToN(n));
    }

    @Test
    void killersOnOneBoardShareGroupTablesAndTheSumTable() {
        ShapeTables tables = new ShapeTables();
        CompiledRules a = tables.compile(killer(1));
        CompiledRules b = tables.compile(killer(2));
        assertThat(a).isNotSameAs(b);
        assertThat(b.houses()).isSameAs(a.houses());
        assertThat(b.groups()).isSameAs(a.groups());
        assertThat(b.sums()).isSameAs(a.sums());
        assertThat(tables.sums(RandomPuzzles.oneToN(9))).isSameAs(a.sums());
        // compiled alone, nothing is shared
        CompiledRules alone = CompiledRules.of(killer(1));
        assertThat(alone.houses()).isNotSameAs(a.houses()).isDeepEqualTo(a.houses());
        assertThat(alone.sums()).isNotSameAs(a.sums());
        // two caches share nothing
        assertThat(new ShapeTables().compile(killer(1)).houses()).isNotSameAs(a.houses());
    }

    @Test
    void theLeastRecentlyUsedEntryGoesPastTheBound() {
        ShapeTables tables = new ShapeTables(2);
        RuleModel four = sudoku(4);
        RuleModel nine = sudoku(9);
        RuleModel sixteen = sudoku(16);
        CompiledRules first = tables.compile(four);
        tables.compile(nine);
        assertThat(tables.compile(four)).as("kept, and now the most recent").isSameAs(first);
        tables.compile(sixteen);
        assertThat(tables.compile(four)).as("four was used after nine").isSameAs(first);
        assertThat(tables.compile(nine)).as("nine was dropped").isNotNull();
        // compiled rules, group tables and sum tables: at most two of each
        assertThat(tables.size()).isLessThanOrEqualTo(3 * 2);
        for (int n : new int[]{4, 9, 16, 25, 36}) {
            tables.compile(sudoku(n)).sums();
            assertThat(tables.size()).isLessThanOrEqualTo(3 * 2);
        }
    }

    @Test
    void aCacheOfNoEntriesCompilesAfreshEveryTime() {
        ShapeTables none = new ShapeTables(0);
        RuleModel model = killer(3);
        CompiledRules a = none.compile(model);
        CompiledRules b = none.compile(model);
        assertThat(a).isNotSameAs(b);
        assertThat(a.cages()).isDeepEqualTo(b.cages());
        assertThat(none.size()).isZero();
        assertThatThrownBy(() -> new ShapeTables(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void manyThreadsGetCorrectTablesAndTheBoundHolds() throws Exception {
        ShapeTables tables = new ShapeTables(3);
        List<RuleModel> models = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            models.add(i % 3 == 0 ? sudoku(4 + 5 * (i % 2)) : killer(100 + i % 5));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> checks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int seed = t;
                checks.add(pool.submit(() -> {
                    Random random = new Random(seed);
                    for (int k = 0; k < 300; k++) {
                        RuleModel m = models.get(random.nextInt(models.size()));
                        CompiledRules c = tables.compile(m);
                        CompiledRules fresh = CompiledRules.of(m);
                        if (!java.util.Arrays.deepEquals(c.houses(), fresh.houses())
                                || !java.util.Arrays.deepEquals(c.cages(), fresh.cages())
                                || !java.util.Arrays.equals(c.values(), m.symbols())
                                || c.sums().sets(10, 2, 100).length != fresh.sums().sets(10, 2, 100).length) {
                            return false;
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> f : checks) {
                assertThat(f.get(60, TimeUnit.SECONDS)).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(tables.size()).isLessThanOrEqualTo(3 * 3);
    }

    @Test
    void whatTheGroupsMakeThePuzzleIsReadOnceFromTheGroups() {
        CompiledRules plain = CompiledRules.of(sudoku(9));
        assertThat(plain.standardHouses()).isTrue();
        assertThat(plain.extraGroups()).isZero();
        assertThat(plain.groups()).hasNumberOfRows(27);
        assertThat(plain.groupHouses()).isEqualTo(27);
        // a 9x9 has 9 boxes each meeting 3 rows and 3 columns in 3 cells: 54 pairs that lock candidates
        assertThat(plain.lockedPairs()).hasNumberOfRows(54);
        for (int[] pair : plain.lockedPairs()) {
            assertThat(pair[0]).isLessThan(pair[1]);
        }
        assertThat(plain.isGroupHouse(new int[]{8, 7, 6, 5, 4, 3, 2, 1, 0})).isTrue();
        assertThat(plain.isGroupHouse(new int[]{0, 1, 2, 9, 10, 11, 18, 19, 21})).isFalse();
        assertThat(plain.symbolIndex(7)).isEqualTo(6);
        assertThat(plain.symbolIndex(10)).isEqualTo(-1);
        RuleModel diagonal = RuleModel.builder("x", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .group(new grid.model.Group(grid.model.Group.Kind.NEGATIVE_DIAGONAL, 0, new int[]{0, 5, 10, 15}))
                .cage(new Cage(new int[]{3, 6, 9, 12}, 10)).build();
        CompiledRules x = CompiledRules.of(diagonal);
        assertThat(x.standardHouses()).isTrue();
        assertThat(x.extraGroups()).isEqualTo(1);
        assertThat(x.groupHouses()).as("the cage of 4 cells is a house but no group").isEqualTo(13);
        assertThat(x.houses()).hasNumberOfRows(14);
        assertThat(x.isGroupHouse(new int[]{15, 10, 5, 0})).isTrue();
        assertThat(x.isGroupHouse(new int[]{3, 6, 9, 12})).as("a cage").isFalse();
        RuleModel latin = RuleModel.builder("latin", RandomPuzzles.oneToN(5)).latinSquare().build();
        assertThat(CompiledRules.of(latin).standardHouses()).as("5 is no square").isFalse();
    }
}
