package solver.engine;

import grid.generate.RandomPuzzles;
import grid.io.KrazydadKillerCsv;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.engine.kernels.Killer9;
import solver.rules.CompiledRules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The 9x9 killer fast path against the general engine (fast path off) and the plain backtracker: solution
 * counts on generated killers over several symbol sets, every solution checked by the rules, published
 * krazydad answers, unsatisfiable puzzles, and one instance shared between threads (the rest of the
 * {@link PreparedSolver} contract is held in {@code solver.PreparedSolverContractTest}).
 */
class Killer9Test {

    private static final int[] CUSTOM_SYMBOLS = {3, 7, 8, 9, 4, 5, 6, 11, 10};

    /** Counts up to {@code limit} solutions, checking each by the rules and that none repeats. */
    private static SolveResult count(PreparedSolver solver, RuleModel model, long limit) {
        Set<String> seen = new HashSet<>();
        SolveResult r = solver.solve(model.givens(), SolveOptions.upTo(limit), cells -> {
            Solutions.assertSolves(model, cells);
            assertThat(seen.add(Arrays.toString(cells))).as("solution repeated").isTrue();
            return true;
        });
        assertThat(r.solutions()).isEqualTo(seen.size());
        return r;
    }

    private static int[] symbols(String name, Random random) {
        return switch (name) {
            case "one-to-nine" -> RandomPuzzles.oneToN(9);
            case "custom" -> CUSTOM_SYMBOLS;
            case "zero-to-eight" -> new int[]{0, 1, 2, 3, 4, 5, 6, 7, 8};
            // totals beyond the dense index of SumCombos9
            case "large" -> {
                int[] large = new int[9];
                for (int i = 0; i < 9; i++) {
                    large[i] = 8 - i + 100_003 * i + random.nextInt(1000);
                }
                yield large;
            }
            default -> RandomPuzzles.randomSymbols(9, random);
        };
    }

    private static Plan.Kernel kernel(RuleModel model) {
        return Plan.of(Shape.of(CompiledRules.of(model))).kernel();
    }

    /** The general network for {@code model}, whatever kernel its shape would get. */
    private static Plan general(RuleModel model) {
        return Plan.of(Shape.of(CompiledRules.of(model))).withKernel(Plan.Kernel.NETWORK);
    }

    /** Asserts that Killer9, the general engine and (if asked) the backtracker agree; returns the count. */
    private static long agree(RuleModel model, long limit, boolean withBacktracker, String what) {
        assertThat(Plan.of(Shape.of(CompiledRules.of(model))).kernel()).isEqualTo(Plan.Kernel.KILLER9);
        SolveResult mine = count(new Killer9(CompiledRules.of(model)), model, limit);
        SolveResult general = count(new EngineSolver(CompiledRules.of(model), general(model)), model, limit);
        assertThat(mine.solutions()).as(what).isEqualTo(general.solutions());
        assertThat(mine.outcome()).as(what).isEqualTo(general.outcome());
        if (withBacktracker) {
            SolveResult plain = count(new Backtracker(CompiledRules.of(model)), model, limit);
            assertThat(mine.solutions()).as(what).isEqualTo(plain.solutions());
            assertThat(mine.outcome()).as(what).isEqualTo(plain.outcome());
        }
        return mine.solutions();
    }

    @ParameterizedTest(name = "killers on {0} symbols, seed 901, 15% given")
    @ValueSource(strings = {"one-to-nine", "custom", "random", "zero-to-eight", "large"})
    void countsMatchTheGeneralEngineAndTheBacktracker(String symbolSet) {
        Random random = new Random(901);
        for (int i = 0; i < 40; i++) {
            RuleModel model = RandomPuzzles.killer(9, symbols(symbolSet, random), 2 + i % 4, 0.15, random);
            assertThat(agree(model, 30, true, "puzzle " + i)).isPositive();
        }
    }

    @ParameterizedTest(name = "given-free killers on {0} symbols, seed 903")
    @ValueSource(strings = {"one-to-nine", "custom", "random"})
    void givenFreeKillersMatchTheGeneralEngine(String symbolSet) {
        Random random = new Random(903);
        for (int i = 0; i < 25; i++) {
            RuleModel model = RandomPuzzles.killer(9, symbols(symbolSet, random), 3 + i % 4, 0.0, random);
            assertThat(agree(model, 20, false, "puzzle " + i)).isPositive();
        }
    }

    /** Only some cages kept and half the cells given: puzzles with several solutions, counted exactly. */
    @ParameterizedTest(name = "partly caged killers on {0} symbols, seed 902")
    @ValueSource(strings = {"one-to-nine", "custom", "random", "zero-to-eight", "large"})
    void severalSolutionsAreCountedExactly(String symbolSet) {
        Random random = new Random(902);
        int withSeveral = 0;
        for (int i = 0; i < 30; i++) {
            RuleModel model = partlyCaged(symbols(symbolSet, random), 0.4, 0.4, random);
            long n = agree(model, 500, true, "puzzle " + i);
            assertThat(n).isPositive();
            if (n > 1) {
                withSeveral++;
            }
        }
        assertThat(withSeveral).as("puzzles with more than one solution").isGreaterThanOrEqualTo(5);
    }

    /** The other reasoning settings (no locked candidates, locked everywhere, no or larger derived sums) agree. */
    @Test
    void settingsDoNotChangeTheAnswersSeed904() {
        Random random = new Random(904);
        for (int i = 0; i < 10; i++) {
            int[] symbols = i % 2 == 0 ? RandomPuzzles.oneToN(9) : CUSTOM_SYMBOLS;
            RuleModel model = i < 5 ? partlyCaged(symbols, 0.7, 0.3, random)
                    : RandomPuzzles.killer(9, symbols, 4, 0.1, random);
            long expected = count(new EngineSolver(CompiledRules.of(model), general(model)), model, 100).solutions();
            for (Killer9 variant : new Killer9[]{new Killer9(CompiledRules.of(model), -1, 6), new Killer9(CompiledRules.of(model), 81, 6),
                new Killer9(CompiledRules.of(model), 0, 0), new Killer9(CompiledRules.of(model), 0, 9), new Killer9(CompiledRules.of(model), 0, 81)}) {
                assertThat(count(variant, model, 100).solutions()).as("puzzle %d", i).isEqualTo(expected);
            }
        }
    }

    @Test
    void krazydadPuzzlesHaveExactlyTheirPublishedSolution() throws IOException {
        List<KrazydadKillerCsv.Row> rows = krazydad();
        assertThat(rows).hasSize(10);
        for (KrazydadKillerCsv.Row row : rows) {
            RuleModel model = row.model();
            assertThat(Plan.of(Shape.of(CompiledRules.of(model))).kernel()).isEqualTo(Plan.Kernel.KILLER9);
            for (PreparedSolver solver : new PreparedSolver[]{new Killer9(CompiledRules.of(model)), new EngineSolver(CompiledRules.of(model))}) {
                SolveResult r = count(solver, model, 2);
                assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
                assertThat(r.solutions()).isEqualTo(1);
                assertThat(r.solution()).isEqualTo(row.solution());
            }
        }
    }

    @Test
    void aGivenAgainstTheUniqueSolutionHasNoSolution() throws IOException {
        KrazydadKillerCsv.Row row = krazydad().get(5);
        int[] givens = new int[81];
        Arrays.fill(givens, -1);
        givens[40] = (row.solution()[40] + 1) % 9;
        RuleModel model = row.model().withGivens(givens);
        SolveResult r = count(new Killer9(CompiledRules.of(model)), model, 10);
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isZero();
        assertThat(count(new EngineSolver(CompiledRules.of(model), general(model)), model, 10).solutions()).isZero();
    }

    @ParameterizedTest(name = "unsatisfiable cage case {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void unsatisfiableCagesHaveNoSolution(int variant) throws IOException {
        RuleModel model = switch (variant) {
            // two distinct cells cannot add up to 2, one cell cannot hold 10, ten cells cannot be distinct
            case 0 -> killer(RandomPuzzles.oneToN(9), new Cage(new int[]{0, 1}, 2));
            case 1 -> killer(RandomPuzzles.oneToN(9), new Cage(new int[]{40}, 10));
            case 2 -> killer(RandomPuzzles.oneToN(9), new Cage(new int[]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 50));
            // 3 + 4 is the smallest pair of 3 7 8 9 4 5 6 11 10
            case 3 -> killer(CUSTOM_SYMBOLS, new Cage(new int[]{0, 9}, 6));
            // row 1 split into cages whose totals add up to 46, not 45
            case 4 -> killer(RandomPuzzles.oneToN(9), new Cage(new int[]{0, 1, 2, 3}, 20),
                    new Cage(new int[]{4, 5, 6, 7, 8}, 26));
            // row 1 says r1c9 is 45 - 36 = 9, column 9 says it is 45 - 37 = 8: one set, two totals
            case 6 -> killer(RandomPuzzles.oneToN(9), new Cage(new int[]{0, 1, 2, 3, 4, 5, 6, 7}, 36),
                    new Cage(new int[]{17, 26, 35, 44, 53, 62, 71, 80}, 37));
            default -> withOneSumChanged(krazydad().get(3).model());
        };
        assertThat(Plan.of(Shape.of(CompiledRules.of(model))).kernel()).isEqualTo(Plan.Kernel.KILLER9);
        SolveResult r = count(new Killer9(CompiledRules.of(model)), model, 5);
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isZero();
        assertThat(r.nodes()).as("found without search").isZero();
        assertThat(count(new EngineSolver(CompiledRules.of(model), general(model)), model, 5).solutions()).isZero();
    }

    @Test
    void onlyStandardNineByNineWithCagesGetsTheKillerKernel() {
        int[] symbols = RandomPuzzles.oneToN(9);
        assertThat(kernel(killer(symbols, new Cage(new int[]{0, 1}, 3)))).isEqualTo(Plan.Kernel.KILLER9);
        assertThat(kernel(RuleModel.sudoku(symbols))).isEqualTo(Plan.Kernel.BAND9);
        RuleModel withRelation = RuleModel.builder("kropki", symbols).boxes(3, 3).latinSquare().boxGroups()
                .relation(new Relation(0, 1, RelationKind.DIFFERENCE, 1)).build();
        assertThat(kernel(withRelation)).isEqualTo(Plan.Kernel.NETWORK);
        int[] diagonal = new int[9];
        for (int i = 0; i < 9; i++) {
            diagonal[i] = i * 10;
        }
        RuleModel withDiagonal = RuleModel.builder("x", symbols).boxes(3, 3).latinSquare().boxGroups()
                .group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, diagonal)).build();
        assertThat(kernel(withDiagonal)).isEqualTo(Plan.Kernel.NETWORK);
        RuleModel latinOnly = RuleModel.builder("latin", symbols).latinSquare().build();
        assertThat(kernel(latinOnly)).isEqualTo(Plan.Kernel.NETWORK);
        RuleModel jigsaw = RuleModel.builder("jigsaw", symbols).boxes(3, 3).latinSquare()
                .group(new Group(Group.Kind.REGION, 0, diagonal)).boxGroups().build();
        assertThat(kernel(jigsaw)).isEqualTo(Plan.Kernel.NETWORK);
        assertThat(kernel(RandomPuzzles.killer(4, RandomPuzzles.oneToN(4), 2, 0, new Random(4)))).isEqualTo(Plan.Kernel.NETWORK);
    }

    /** A 9x9 killer on {@code symbols} with these cages only. */
    private static RuleModel killer(int[] symbols, Cage... cages) {
        RuleModel.Builder b = RuleModel.builder("killer", symbols).boxes(3, 3).latinSquare().boxGroups();
        for (Cage cage : cages) {
            b.cage(cage);
        }
        return b.build();
    }

    /** A random solution, a random share of its random cages kept, a share of its cells given. */
    private static RuleModel partlyCaged(int[] symbols, double keep, double given, Random random) {
        int[] solution = RandomPuzzles.solvedSudoku(9, random);
        int[] sorted = symbols.clone();
        Arrays.sort(sorted);
        RuleModel.Builder b = RuleModel.builder("killer", symbols).boxes(3, 3).latinSquare().boxGroups();
        for (int[] cells : RandomPuzzles.randomCages(9, solution, 5, random)) {
            if (random.nextDouble() < keep) {
                int sum = 0;
                for (int c : cells) {
                    sum += sorted[solution[c]];
                }
                b.cage(new Cage(cells, sum));
            }
        }
        return b.givens(RandomPuzzles.blank(solution, 1 - given, random)).build();
    }

    /** The same puzzle with its first cage's total one higher. */
    private static RuleModel withOneSumChanged(RuleModel model) {
        RuleModel.Builder b = RuleModel.builder("killer", model.symbols()).boxes(3, 3).latinSquare().boxGroups();
        List<Cage> cages = model.cages();
        for (int k = 0; k < cages.size(); k++) {
            Cage cage = cages.get(k);
            b.cage(k == 0 ? new Cage(cage.cells(), cage.sum() + 1) : cage);
        }
        return b.build();
    }

    private static List<KrazydadKillerCsv.Row> krazydad() throws IOException {
        String resource = "/engine/krazydad_killer9.csv";
        try (InputStream in = Killer9Test.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            List<KrazydadKillerCsv.Row> rows = new ArrayList<>();
            for (int i = 1; i < lines.size(); i++) {
                if (!lines.get(i).isBlank()) {
                    rows.add(KrazydadKillerCsv.parse(lines.get(i), resource, i + 1));
                }
            }
            return rows;
        }
    }
}
