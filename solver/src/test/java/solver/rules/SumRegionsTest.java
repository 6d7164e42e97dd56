package solver.rules;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Group;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import solver.api.SolveOptions;
import solver.backtrack.Backtracker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link SumRegions} against a plain re-derivation from the board's geometry (every run of rows, of
 * columns, of boxes in a band or a stack, every other house alone, each region's innies and outies from
 * the definition), against known solutions and against every solution of small killers, on sides 4, 6, 9,
 * 16 and 25; an exact hand-made example; and the contradictions.
 */
class SumRegionsTest {

    // ---------------------------------------------------------------- a hand-made 4x4

    /**
     * 4x4, symbols 1..4 (house total 10), solution rows 1234 / 3412 / 2143 / 4321; cages {0,1} = 3,
     * {2,6} = 4, {3} = 4, every other cell uncaged. Houses: rows 0-3, columns 4-7, boxes 8-11.
     */
    private static RuleModel handMade() {
        return RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{2, 6}, 4))
                .cage(new Cage(new int[]{3}, 4)).build();
    }

    private static final int[] HAND_SOLUTION = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};

    @Test
    void handMadeKillerGivesExactlyTheseSets() {
        SumRegions sums = SumRegions.of(CompiledRules.of(handMade()), SumRegions.UNCAPPED);
        Map<Set<Integer>, Long> expected = new HashMap<>();
        expected.put(set(2), 3L);                                  // row 0 innie (cages {0,1}, {3} inside)
        expected.put(set(6), 1L);                                  // row 0 outie (row 0 is wholly caged)
        expected.put(set(4, 5, 7), 9L);                            // rows 0-1
        expected.put(set(4, 5, 7, 8, 9, 10, 11), 19L);             // rows 0-2
        expected.put(set(4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15), 29L); // the whole board
        expected.put(set(10, 14), 6L);                             // column 2
        expected.put(set(7, 11, 15), 6L);                          // column 3
        expected.put(set(4, 5, 8, 9, 12, 13), 17L);                // columns 0-1 (and stack 0)
        expected.put(set(1, 5, 9, 10, 13, 14), 16L);               // columns 1-2
        expected.put(set(7, 10, 11, 14, 15), 12L);                 // columns 2-3 (and stack 1)
        expected.put(set(4, 5, 8, 9, 10, 12, 13, 14), 23L);        // columns 0-2
        expected.put(set(1, 5, 7, 9, 10, 11, 13, 14, 15), 22L);    // columns 1-3
        expected.put(set(4, 5), 7L);                               // box 0
        expected.put(set(7), 2L);                                  // box 1
        assertThat(derived(sums)).isEqualTo(expected);
        assertThat(sums.contradiction()).isFalse();
        assertThat(sums.cageCount()).isEqualTo(3);
        assertThat(sums.cells(1)).containsExactly(2, 6);
        assertThat(sums.total(1)).isEqualTo(4);
        // the houses holding a set, and distinctness: {4, 5} lies in row 1 and box 0, {7} in row 1,
        // column 3 and box 1; cage {2, 6} in column 2 and box 1; columns 0-1 in no house
        assertThat(sums.houses(index(sums, set(4, 5)))).containsExactly(1, 8);
        assertThat(sums.houses(index(sums, set(7)))).containsExactly(1, 7, 9);
        assertThat(sums.houses(1)).containsExactly(6, 9);
        assertThat(sums.distinct(index(sums, set(4, 5, 7)))).isTrue();
        assertThat(sums.distinct(index(sums, set(4, 5, 8, 9, 12, 13)))).isFalse();
        assertThat(sums.houses(index(sums, set(4, 5, 8, 9, 12, 13)))).isEmpty();
        for (int k = 0; k < sums.count(); k++) {
            assertThat(valueSum(sums.cells(k), HAND_SOLUTION, handMade())).isEqualTo(sums.total(k));
        }
    }

    @Test
    void capKeepsOnlyTheSmallSets() {
        CompiledRules rules = CompiledRules.of(handMade());
        assertThat(derived(SumRegions.of(rules, 1)).keySet()).containsExactlyInAnyOrder(set(2), set(6), set(7));
        assertThat(derived(SumRegions.of(rules, 2)).keySet())
                .containsExactlyInAnyOrder(set(2), set(6), set(7), set(10, 14), set(4, 5));
        assertThat(derived(SumRegions.of(rules, 3)).keySet()).containsExactlyInAnyOrder(set(2), set(6), set(7),
                set(10, 14), set(4, 5), set(4, 5, 7), set(7, 11, 15));
        SumRegions none = SumRegions.of(rules, 0);
        assertThat(none.count()).isEqualTo(3);
        assertThat(none.houses(1)).containsExactly(6, 9);
    }

    // ---------------------------------------------------------------- against a plain derivation

    @ParameterizedTest(name = "side {0}")
    @ValueSource(ints = {4, 6, 9, 16})
    void everyCapMatchesThePlainDerivation(int n) {
        Random random = new Random(1100 + n);
        for (int i = 0; i < (n <= 9 ? 40 : 6); i++) {
            RuleModel model = randomKiller(n, 2 + i % 5, i % 3 == 0 ? 0.7 : 1.0, i % 4 == 3, random);
            Reference reference = new Reference(model);
            for (int cap : new int[]{1, 2, 3, 4, 6, SumRegions.UNCAPPED}) {
                SumRegions sums = SumRegions.of(CompiledRules.of(model), cap);
                assertThat(derived(sums)).as("side %d puzzle %d cap %d", n, i, cap).isEqualTo(reference.upTo(cap));
                assertThat(sums.contradiction()).isFalse();
            }
        }
    }

    @ParameterizedTest(name = "side {0}")
    @ValueSource(ints = {4, 6, 9, 16, 25})
    void derivedSumsHoldOnTheKnownSolution(int n) {
        Random random = new Random(1200 + n);
        for (int i = 0; i < (n <= 9 ? 30 : 4); i++) {
            int[] solution = solved(n, random);
            int[] symbols = i % 2 == 0 ? RandomPuzzles.oneToN(n) : RandomPuzzles.randomSymbols(n, random);
            RuleModel model = killerOn(n, symbols, solution, 2 + i % 6, i % 3 == 0 ? 0.6 : 1.0, i % 4 == 3, random);
            SumRegions sums = SumRegions.of(CompiledRules.of(model), n <= 16 ? SumRegions.UNCAPPED : 8);
            assertThat(sums.count()).isGreaterThan(sums.cageCount());
            checkOn(sums, model, solution);
        }
    }

    /** 81 x 81: families of more than 64 houses, slots over several words. */
    @Test
    void derivedSumsHoldOnAKnownSolutionOfSide81() {
        Random random = new Random(1281);
        int[] solution = solved(81, random);
        RuleModel model = killerOn(81, RandomPuzzles.oneToN(81), solution, 3, 1.0, false, random);
        SumRegions sums = SumRegions.of(CompiledRules.of(model), 60);
        assertThat(sums.count() - sums.cageCount()).isGreaterThan(100);
        checkOn(sums, model, solution);
    }

    /** Few cages and no givens: many solutions, each of which every derived sum must hold on. */
    @Test
    void derivedSumsHoldOnEverySolutionOfSmallKillers() {
        Random random = new Random(1300);
        int checked = 0;
        for (int i = 0; i < 30; i++) {
            int[] solution = solved(4, random);
            RuleModel model = killerOn(4, RandomPuzzles.randomSymbols(4, random), solution, 2 + i % 3, 0.5, false,
                    random);
            SumRegions sums = SumRegions.of(CompiledRules.of(model), SumRegions.UNCAPPED);
            List<int[]> all = new ArrayList<>();
            new Backtracker(CompiledRules.of(model)).solve(model.givens(), SolveOptions.all(), cells -> all.add(cells.clone()));
            assertThat(all).isNotEmpty();
            for (int[] s : all) {
                checkOn(sums, model, s);
            }
            checked += all.size();
        }
        assertThat(checked).as("solutions checked").isGreaterThan(100);
    }

    @Test
    void derivedSumsHoldOnEverySolutionOfPartlyCaged9x9() {
        Random random = new Random(1301);
        int checked = 0;
        for (int i = 0; i < 10; i++) {
            int[] solution = solved(9, random);
            RuleModel model = killerOn(9, RandomPuzzles.oneToN(9), solution, 3, 0.4, false, random);
            int[] givens = RandomPuzzles.blank(solution, 0.8, random);
            RuleModel puzzle = model.withGivens(givens);
            SumRegions sums = SumRegions.of(CompiledRules.of(puzzle), SumRegions.UNCAPPED);
            List<int[]> all = new ArrayList<>();
            new Backtracker(CompiledRules.of(puzzle)).solve(givens, SolveOptions.upTo(200), cells -> all.add(cells.clone()));
            for (int[] s : all) {
                checkOn(sums, puzzle, s);
            }
            checked += all.size();
        }
        assertThat(checked).as("solutions checked").isGreaterThan(100);
    }

    /** Extra houses (a repeated row, a region equal to a box) and a short group are read like any other. */
    @Test
    void extraGroupsAreHousesOfTheirOwn() {
        Random random = new Random(1400);
        for (int i = 0; i < 20; i++) {
            int[] solution = solved(9, random);
            RuleModel.Builder b = RuleModel.builder("killer", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare()
                    .boxGroups();
            int row = random.nextInt(9);
            int[] rowCells = new int[9];
            for (int c = 0; c < 9; c++) {
                rowCells[c] = row * 9 + c;
            }
            b.group(new Group(Group.Kind.REGION, 0, rowCells));
            int box = random.nextInt(9);
            int[] boxCells = new int[9];
            for (int j = 0; j < 9; j++) {
                boxCells[j] = (box / 3 * 3 + j / 3) * 9 + box % 3 * 3 + j % 3;
            }
            b.group(new Group(Group.Kind.REGION, 1, boxCells));
            // a short group: two cells of row 0 (they differ on any solution of the rows)
            b.group(new Group(Group.Kind.REGION, 2, new int[]{0, 5}));
            for (int[] cells : RandomPuzzles.randomCages(9, solution, 2 + i % 4, random)) {
                b.cage(new Cage(cells, (int) valueSum(cells, solution, RuleModel.sudoku(RandomPuzzles.oneToN(9)))));
            }
            RuleModel model = b.build();
            SumRegions sums = SumRegions.of(CompiledRules.of(model), SumRegions.UNCAPPED);
            checkOn(sums, model, solution);
            assertThat(derived(sums)).isEqualTo(new Reference(model).upTo(SumRegions.UNCAPPED));
        }
    }

    // ---------------------------------------------------------------- contradictions

    @Test
    void aSetWithTwoTotalsIsAContradiction() {
        // row 0 says cell 2 is 10 - 3 - 4 = 3; column 2 (cage {6, 10, 14} of 6) says it is 10 - 6 = 4
        RuleModel model = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{3}, 4))
                .cage(new Cage(new int[]{6, 10, 14}, 6)).build();
        assertThat(SumRegions.of(CompiledRules.of(model), 1).contradiction()).isTrue();
        assertThat(SumRegions.of(CompiledRules.of(model), SumRegions.UNCAPPED).contradiction()).isTrue();
        assertThat(SumRegions.of(CompiledRules.of(model), 0).contradiction()).isFalse();
    }

    @Test
    void aSetThatIsACageWithAnotherTotalIsAContradiction() {
        // cage {2} of 3, but column 2 (cage {6, 10, 14} of 6) says cell 2 is 4
        RuleModel model = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{2}, 3)).cage(new Cage(new int[]{6, 10, 14}, 6)).build();
        assertThat(SumRegions.of(CompiledRules.of(model), 3).contradiction()).isTrue();
    }

    @Test
    void anEmptySetWithANonZeroTotalIsAContradiction() {
        // row 0 is two cages of 3 and 6: its innies are no cells, yet they should add up to 10 - 9 = 1
        RuleModel over = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{2, 3}, 6)).build();
        assertThat(SumRegions.of(CompiledRules.of(over), 1).contradiction()).isTrue();
        // and with cages of 3 and 8, to -1
        RuleModel under = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{2, 3}, 8)).build();
        assertThat(SumRegions.of(CompiledRules.of(under), 1).contradiction()).isTrue();
        RuleModel fine = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).cage(new Cage(new int[]{2, 3}, 7)).build();
        assertThat(SumRegions.of(CompiledRules.of(fine), 1).contradiction()).isFalse();
    }

    @Test
    void consistentPuzzlesHaveNoContradiction() {
        Random random = new Random(1500);
        for (int n : new int[]{4, 9, 16}) {
            for (int i = 0; i < 5; i++) {
                RuleModel model = randomKiller(n, 3 + i, 1.0, false, random);
                assertThat(SumRegions.of(CompiledRules.of(model), SumRegions.UNCAPPED).contradiction()).isFalse();
            }
        }
    }

    // ---------------------------------------------------------------- helpers

    /** Checks every constraint on a solution: its total, its distinctness, the houses said to hold it. */
    private static void checkOn(SumRegions sums, RuleModel model, int[] solution) {
        CompiledRules rules = CompiledRules.of(model);
        for (int k = 0; k < sums.count(); k++) {
            int[] cells = sums.cells(k);
            assertThat(valueSum(cells, solution, model)).as("constraint %d %s", k, Arrays.toString(cells))
                    .isEqualTo(sums.total(k));
            List<Integer> holding = new ArrayList<>();
            for (int h = 0; h < rules.houses().length; h++) {
                if (containsAll(rules.houses()[h], cells)) {
                    holding.add(h);
                }
            }
            assertThat(Arrays.stream(sums.houses(k)).boxed().toList()).as("houses of %s", Arrays.toString(cells))
                    .isEqualTo(holding);
            boolean distinct = cells.length == 1;
            for (int[] set : rules.distinct()) {
                distinct |= containsAll(set, cells);
            }
            assertThat(sums.distinct(k)).as("distinct %s", Arrays.toString(cells)).isEqualTo(distinct);
            if (distinct) {
                Set<Integer> symbols = new TreeSet<>();
                for (int c : cells) {
                    symbols.add(solution[c]);
                }
                assertThat(symbols).hasSize(cells.length);
            }
        }
    }

    private static boolean containsAll(int[] set, int[] cells) {
        for (int c : cells) {
            boolean found = false;
            for (int s : set) {
                found |= s == c;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private static long valueSum(int[] cells, int[] solution, RuleModel model) {
        long sum = 0;
        for (int c : cells) {
            sum += model.symbol(solution[c]);
        }
        return sum;
    }

    /** The derived sets of {@code sums} (constraints after the cages) with their totals. */
    private static Map<Set<Integer>, Long> derived(SumRegions sums) {
        Map<Set<Integer>, Long> out = new HashMap<>();
        for (int k = sums.cageCount(); k < sums.count(); k++) {
            assertThat(out.put(set(sums.cells(k)), sums.total(k))).as("set repeated").isNull();
        }
        return out;
    }

    private static int index(SumRegions sums, Set<Integer> cells) {
        for (int k = 0; k < sums.count(); k++) {
            if (set(sums.cells(k)).equals(cells)) {
                return k;
            }
        }
        throw new AssertionError("no constraint on " + cells);
    }

    private static Set<Integer> set(int... cells) {
        Set<Integer> out = new TreeSet<>();
        for (int c : cells) {
            out.add(c);
        }
        return out;
    }

    /** A solved grid of side n: a shuffled Sudoku for square n, the 2 x 3 box pattern for 6. */
    private static int[] solved(int n, Random random) {
        if (n != 6) {
            return RandomPuzzles.solvedSudoku(n, random);
        }
        int[] relabel = RandomPuzzles.permutation(6, random);
        int[] out = new int[36];
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                out[r * 6 + c] = relabel[(3 * (r % 2) + r / 2 + c) % 6];
            }
        }
        return out;
    }

    private static RuleModel randomKiller(int n, int maxCage, double kept, boolean shuffled, Random random) {
        int[] solution = solved(n, random);
        return killerOn(n, RandomPuzzles.oneToN(n), solution, maxCage, kept, shuffled, random);
    }

    /**
     * A killer over {@code solution}: random cages of up to {@code maxCage} cells, each kept with
     * probability {@code kept} (the rest of the cells uncaged), its groups in a shuffled order if asked.
     */
    private static RuleModel killerOn(int n, int[] symbols, int[] solution, int maxCage, double kept,
                                      boolean shuffled, Random random) {
        int boxRows = n == 6 ? 2 : RuleModel.boxSide(n);
        RuleModel plain = RuleModel.builder("killer", symbols).boxes(boxRows, n / boxRows).latinSquare().boxGroups()
                .build();
        RuleModel.Builder b = RuleModel.builder("killer", symbols).boxes(boxRows, n / boxRows);
        List<Group> groups = new ArrayList<>(plain.groups());
        if (shuffled) {
            java.util.Collections.shuffle(groups, random);
        }
        groups.forEach(b::group);
        for (int[] cells : RandomPuzzles.randomCages(n, solution, maxCage, random)) {
            if (random.nextDouble() < kept) {
                b.cage(new Cage(cells, (int) valueSum(cells, solution, plain)));
            }
        }
        return b.build();
    }

    /**
     * The 45 rule from its definition, over the regions read off the board: runs of consecutive rows
     * and of consecutive columns, runs of boxes side by side in a band and (two or more) in a stack, and
     * every other house of n cells alone. Sets as sorted cell sets; equal sets keep one total.
     */
    private static final class Reference {
        private final Map<Set<Integer>, Long> sets = new LinkedHashMap<>();

        Reference(RuleModel model) {
            int n = model.size();
            long houseTotal = 0;
            for (int v : model.symbols()) {
                houseTotal += v;
            }
            List<int[]> rows = new ArrayList<>(Arrays.asList(new int[n][]));
            List<int[]> columns = new ArrayList<>(Arrays.asList(new int[n][]));
            List<int[]> boxes = new ArrayList<>();
            List<int[]> others = new ArrayList<>();
            for (Group g : model.groups()) {
                if (g.size() != n) {
                    continue;
                }
                switch (g.kind()) {
                    case ROW -> rows.set(g.index(), g.cells());
                    case COLUMN -> columns.set(g.index(), g.cells());
                    case BOX -> boxes.add(g.cells());
                    default -> others.add(g.cells());
                }
            }
            for (Cage cage : model.cages()) {
                if (cage.size() == n) {
                    others.add(cage.cells());
                }
            }
            List<List<int[]>> regions = new ArrayList<>();
            runs(rows, 1, regions);
            runs(columns, 1, regions);
            int boxRows = model.boxRows();
            int boxCols = model.boxCols();
            int perRow = n / boxCols;
            for (int band = 0; band < n / boxRows; band++) {
                List<int[]> byBand = new ArrayList<>();
                for (int s = 0; s < perRow; s++) {
                    byBand.add(boxAt(boxes, band * boxRows, s * boxCols, n));
                }
                runs(byBand, 1, regions);
            }
            for (int s = 0; s < perRow; s++) {
                List<int[]> byStack = new ArrayList<>();
                for (int band = 0; band < n / boxRows; band++) {
                    byStack.add(boxAt(boxes, band * boxRows, s * boxCols, n));
                }
                runs(byStack, 2, regions);
            }
            for (int[] h : others) {
                regions.add(List.of(h));
            }
            List<Set<Integer>> cages = new ArrayList<>();
            for (Cage cage : model.cages()) {
                cages.add(set(cage.cells()));
            }
            Set<Integer> caged = new TreeSet<>();
            cages.forEach(caged::addAll);
            for (List<int[]> region : regions) {
                Set<Integer> cells = new TreeSet<>();
                for (int[] h : region) {
                    cells.addAll(set(h));
                }
                long total = houseTotal * region.size();
                Set<Integer> innies = new TreeSet<>(cells);
                long inside = 0;
                boolean anyInside = false;
                Set<Integer> outies = new TreeSet<>();
                long touching = 0;
                for (int k = 0; k < cages.size(); k++) {
                    Set<Integer> cage = cages.get(k);
                    if (cells.containsAll(cage)) {
                        innies.removeAll(cage);
                        inside += model.cages().get(k).sum();
                        anyInside = true;
                    }
                    if (cage.stream().anyMatch(cells::contains)) {
                        outies.addAll(cage);
                        touching += model.cages().get(k).sum();
                    }
                }
                outies.removeAll(cells);
                if (anyInside) {
                    add(innies, total - inside, cages, model);
                }
                if (caged.containsAll(cells)) {
                    add(outies, touching - total, cages, model);
                }
            }
        }

        private void add(Set<Integer> cells, long total, List<Set<Integer>> cages, RuleModel model) {
            if (cells.isEmpty() || cages.contains(cells)) {
                return;
            }
            Long before = sets.putIfAbsent(cells, total);
            assertThat(before == null || before == total).as("consistent puzzle, set %s", cells).isTrue();
        }

        Map<Set<Integer>, Long> upTo(int cap) {
            Map<Set<Integer>, Long> out = new HashMap<>();
            sets.forEach((cells, total) -> {
                if (cells.size() <= cap) {
                    out.put(cells, total);
                }
            });
            return out;
        }

        private static void runs(List<int[]> houses, int shortest, List<List<int[]>> regions) {
            for (int a = 0; a < houses.size(); a++) {
                for (int b = a + shortest - 1; b < houses.size(); b++) {
                    regions.add(houses.subList(a, b + 1));
                }
            }
        }

        private static int[] boxAt(List<int[]> boxes, int top, int left, int n) {
            for (int[] box : boxes) {
                int first = Arrays.stream(box).min().orElseThrow();
                if (first / n == top && first % n == left) {
                    return box;
                }
            }
            throw new AssertionError("no box at " + top + "," + left);
        }
    }
}
