package solver;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import solver.api.CandidateSearch;
import solver.api.ModelSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.engine.KernelsForContract;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntPredicate;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The {@link PreparedSolver} contract, held against every solver ({@link AllSolvers}) on every kind of rules
 * it declares it takes ({@link ModelSolver#supports}), and against every kernel of the propagation engine
 * ({@link KernelsForContract}) behind the same givens check {@link SudokuSolver#prepare} puts in front of
 * each algorithm. The clauses: the solution limit stops the count at K, a sink that returns false stops the
 * search at once, the cancel flag and the time limit stop a search that could not finish otherwise, bad
 * givens are refused with the one message, givens that break a rule are unsolvable (not an error) and
 * found so without a search node, one prepared solver shared by four threads gives each the answers it
 * gives alone, an empty 4x4 Sudoku has 288 solutions, and every solution handed out satisfies the rules
 * by {@link RuleChecker}. These clauses are stated here once: the tests of each solver and kernel keep
 * only what is particular to it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PreparedSolverContractTest {

    /** The K of the solution-limit clause: below the solution count of every fixture. */
    private static final int LIMIT = 5;
    private static final Duration TIME_LIMIT = Duration.ofMillis(100);
    /** How long a stopped search may take to return: generous, the clause is that it returns at all. */
    private static final Duration RETURN_WITHIN = Duration.ofSeconds(20);
    private static final int[] SHUFFLED_NINE = {3, 7, 8, 9, 4, 5, 6, 11, 10};

    /**
     * Rules to run a solver on.
     *
     * @param solution one solution (symbol indices), for puzzles with givens
     * @param endless  counting every solution of the empty grid cannot finish in a test's time
     */
    record Fixture(String name, RuleModel rules, int[] solution, boolean endless) {

        @Override
        public String toString() {
            return name;
        }
    }

    /** One prepared solver on one fixture. */
    record Case(String solver, Fixture fixture, PreparedSolver prepared) {

        @Override
        public String toString() {
            return solver + " on " + fixture;
        }
    }

    /** The answer to one puzzle, comparable between runs. */
    private record Answer(Outcome outcome, long solutions, String first) {

        static Answer of(SolveResult r) {
            return new Answer(r.outcome(), r.solutions(), Arrays.toString(r.solution()));
        }
    }

    private static final Fixture SUDOKU_4 = new Fixture("sudoku 4x4", RuleModel.sudoku(RandomPuzzles.oneToN(4)),
            RandomPuzzles.solvedSudoku(4, new Random(4)), false);

    /** The rule kinds the registered solvers meet: plain groups, cages, relations. */
    static List<Fixture> fixtures() {
        Random random = new Random(9);
        int[] nine = RandomPuzzles.solvedSudoku(9, random);
        return List.of(SUDOKU_4,
                new Fixture("sudoku 9x9 on 3 7 8 9 4 5 6 11 10", RuleModel.sudoku(SHUFFLED_NINE), nine, true),
                new Fixture("killer 9x9", looseKiller(nine), nine, true),
                new Fixture("kropki-like 9x9", sparseRelations(nine), nine, true));
    }

    /** A 9x9 Killer with three small cages made from {@code solution}: most of the grid is free. */
    private static RuleModel looseKiller(int[] solution) {
        RuleModel.Builder b = RuleModel.builder("killer", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare()
                .boxGroups();
        for (int[] cells : new int[][]{{0, 1, 2}, {40, 41}, {79, 80}}) {
            int total = 0;
            for (int c : cells) {
                total += solution[c] + 1;
            }
            b.cage(new Cage(cells, total));
        }
        return b.build();
    }

    /**
     * A 9x9 Sudoku with one relation per row, between two neighbours, that {@code solution} keeps: differ by
     * one, one double the other, differ by at least 4, or "less than", whichever holds.
     */
    private static RuleModel sparseRelations(int[] solution) {
        RuleModel.Builder b = RuleModel.builder("kropki", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare()
                .boxGroups();
        for (int r = 0; r < 9; r++) {
            int a = r * 9 + r % 8;
            int x = solution[a] + 1;
            int y = solution[a + 1] + 1;
            if (Math.abs(x - y) == 1) {
                b.relation(new Relation(a, a + 1, RelationKind.DIFFERENCE, 1));
            } else if (x == 2 * y || y == 2 * x) {
                b.relation(new Relation(a, a + 1, RelationKind.RATIO, 2));
            } else if (Math.abs(x - y) >= 4) {
                b.relation(new Relation(a, a + 1, RelationKind.MIN_DIFFERENCE, 4));
            } else if (x < y) {
                b.relation(new Relation(a, a + 1, RelationKind.LESS_THAN, 0));
            } else {
                b.relation(new Relation(a + 1, a, RelationKind.LESS_THAN, 0));
            }
        }
        return b.build();
    }

    /** Every solver on every fixture it declares it takes, then every engine kernel on its own rules. */
    static Stream<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (SudokuSolver solver : AllSolvers.all()) {
            for (Fixture f : fixtures()) {
                if (solver.supports(f.rules())) {
                    out.add(new Case(label(solver), f, solver.prepare(f.rules())));
                }
            }
        }
        for (KernelsForContract.Kernel k : KernelsForContract.all()) {
            Fixture f = new Fixture(k.rules().size() + "x" + k.rules().size() + " " + k.rules().variant(),
                    k.rules(), k.solution(), true);
            out.add(new Case("engine kernel " + k.name(), f, new CheckedSolver(k.rules(), k.solver())));
        }
        for (KernelsForContract.Kernel k : KernelsForContract.fourByFour()) {
            out.add(new Case("engine kernel " + k.name(), SUDOKU_4, new CheckedSolver(SUDOKU_4.rules(), k.solver())));
        }
        return out.stream();
    }

    static Stream<Case> endlessCases() {
        return cases().filter(c -> c.fixture().endless());
    }

    static Stream<Case> fourByFourCases() {
        return cases().filter(c -> c.fixture() == SUDOKU_4);
    }

    static Stream<SudokuSolver> solvers() {
        return AllSolvers.all().stream();
    }

    private static String label(SudokuSolver solver) {
        return solver.name() + " (" + solver.getClass().getSimpleName() + ")";
    }

    /**
     * A sink that fails unless each solution satisfies the rules and keeps the givens of {@code puzzle},
     * records it in {@code seen}, and goes on while {@code more} holds for the number seen so far.
     */
    private static SolutionSink checking(RuleModel puzzle, List<String> seen, IntPredicate more) {
        return cells -> {
            if (!RuleChecker.isSolution(puzzle, cells)) {
                throw new AssertionError("the sink was handed " + Arrays.toString(cells) + ", which breaks "
                        + RuleChecker.violations(puzzle, cells, 3));
            }
            seen.add(Arrays.toString(cells));
            return more.test(seen.size());
        };
    }

    private static int[] blank(int cells) {
        int[] givens = new int[cells];
        Arrays.fill(givens, -1);
        return givens;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSolutionLimitStopsTheCountAtK(Case c) {
        RuleModel puzzle = c.fixture().rules();
        List<String> seen = new ArrayList<>();
        SolveResult r = c.prepared().solve(puzzle.givens(), SolveOptions.upTo(LIMIT),
                checking(puzzle, seen, k -> true));
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT);
        assertThat(r.solutions()).isEqualTo(LIMIT);
        assertThat(seen).hasSize(LIMIT).doesNotHaveDuplicates();
        assertThat(Arrays.toString(r.solution())).isEqualTo(seen.get(0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aSinkThatReturnsFalseStopsTheSearchAtOnce(Case c) {
        RuleModel puzzle = c.fixture().rules();
        List<String> seen = new ArrayList<>();
        SolveResult r = c.prepared().solve(puzzle.givens(), SolveOptions.all(), checking(puzzle, seen, k -> false));
        assertThat(seen).hasSize(1);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT);
        assertThat(r.solutions()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endlessCases")
    void theCancelFlagStopsASearchThatWouldNotEnd(Case c) throws Exception {
        RuleModel puzzle = c.fixture().rules();
        SolveResult preset = c.prepared().solve(puzzle.givens(), SolveOptions.all().withCancel(new AtomicBoolean(true)),
                checking(puzzle, new ArrayList<>(), k -> true));
        assertThat(preset.outcome()).as("flag set before the search").isEqualTo(Outcome.CANCELLED);

        AtomicBoolean cancel = new AtomicBoolean();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<SolveResult> running = pool.submit(() -> c.prepared().solve(puzzle.givens(),
                    SolveOptions.all().withCancel(cancel), checking(puzzle, new ArrayList<>(), k -> true)));
            Thread.sleep(50);
            cancel.set(true);
            SolveResult r = running.get(RETURN_WITHIN.toSeconds(), TimeUnit.SECONDS);
            assertThat(r.outcome()).as("flag set from another thread during the search").isEqualTo(Outcome.CANCELLED);
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endlessCases")
    void theTimeLimitStopsASearchThatWouldNotEnd(Case c) {
        RuleModel puzzle = c.fixture().rules();
        long start = System.nanoTime();
        SolveResult r = c.prepared().solve(puzzle.givens(), SolveOptions.all().withTimeout(TIME_LIMIT),
                checking(puzzle, new ArrayList<>(), k -> true));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(took).isGreaterThanOrEqualTo(TIME_LIMIT).isLessThan(RETURN_WITHIN);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void badGivensAreRefusedWithTheOneMessage(Case c) {
        RuleModel rules = c.fixture().rules();
        int cells = rules.cellCount();
        int[] tooHigh = blank(cells);
        tooHigh[cells / 2] = rules.size();
        int[] belowBlank = blank(cells);
        belowBlank[cells - 1] = -2;
        for (int[] bad : List.of(blank(cells - 1), blank(cells + 1), new int[0], tooHigh, belowBlank)) {
            Throwable expected = catchThrowable(() -> rules.checkGivens(bad));
            assertThat(expected).isInstanceOf(IllegalArgumentException.class);
            List<String> seen = new ArrayList<>();
            SolutionSink sink = checking(rules, seen, k -> true);
            assertThatThrownBy(() -> c.prepared().solve(bad, SolveOptions.firstSolution(), sink))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage(expected.getMessage());
            assertThat(seen).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void givensThatBreakARuleAreUnsolvableNotAnError(Case c) {
        for (int[] givens : brokenGivens(c.fixture())) {
            RuleModel puzzle = c.fixture().rules().withGivens(givens);
            assertThat(RuleChecker.violations(puzzle, givens, 1)).as("the givens break a rule").isNotEmpty();
            List<String> seen = new ArrayList<>();
            String what = Arrays.toString(givens);
            SolveResult r = c.prepared().solve(givens, SolveOptions.all(), checking(puzzle, seen, k -> true));
            assertThat(r.outcome()).as(what).isEqualTo(Outcome.EXHAUSTED);
            assertThat(r.solutions()).as(what).isZero();
            assertThat(r.solution()).as(what).isNull();
            assertThat(seen).as(what).isEmpty();
            assertThat(r.nodes()).as(what + ": found without search").isZero();
        }
    }

    /**
     * Givens that already break a rule of the fixture: a symbol twice in one group, for the first group of
     * each kind (row, column, box, ...), once on its first two cells and once on its first and last (so a
     * column clashes both within a band of boxes and across bands); for a fixture with cages, one cage
     * filled with distinct symbols past its total; with relations, one relation between two givens that it
     * forbids.
     */
    private static List<int[]> brokenGivens(Fixture f) {
        RuleModel rules = f.rules();
        List<int[]> out = new ArrayList<>();
        java.util.Set<Group.Kind> kinds = java.util.EnumSet.noneOf(Group.Kind.class);
        for (Group group : rules.groups()) {
            if (kinds.add(group.kind())) {
                for (int other : new int[] {1, group.size() - 1}) {
                    int[] twice = blank(rules.cellCount());
                    twice[group.cell(0)] = 0;
                    twice[group.cell(other)] = 0;
                    out.add(twice);
                }
            }
        }
        if (!rules.cages().isEmpty()) {
            out.add(overTotal(rules));
        }
        if (!rules.relations().isEmpty()) {
            out.add(forbiddenPair(rules, rules.relations().get(0)));
        }
        return out;
    }

    /** The first cage that the largest distinct symbols overfill, filled with them. */
    private static int[] overTotal(RuleModel rules) {
        int n = rules.size();
        for (Cage cage : rules.cages()) {
            int[] givens = blank(rules.cellCount());
            int sum = 0;
            for (int i = 0; i < cage.size(); i++) {
                givens[cage.cell(i)] = n - 1 - i;
                sum += rules.symbol(n - 1 - i);
            }
            if (sum > cage.sum()) {
                return givens;
            }
        }
        throw new IllegalStateException("no cage of " + rules.variant() + " can be filled past its total");
    }

    /** Two different symbols on the relation's cells that it does not allow. */
    private static int[] forbiddenPair(RuleModel rules, Relation relation) {
        for (int x = 0; x < rules.size(); x++) {
            for (int y = 0; y < rules.size(); y++) {
                if (x != y && !relation.allows(rules.symbol(x), rules.symbol(y))) {
                    int[] givens = blank(rules.cellCount());
                    givens[relation.a()] = x;
                    givens[relation.b()] = y;
                    return givens;
                }
            }
        }
        throw new IllegalStateException(relation + " allows every pair of different symbols");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void oneSolverSharedByFourThreadsGivesEachTheAnswersItGivesAlone(Case c) throws Exception {
        Fixture f = c.fixture();
        Random random = new Random(f.rules().cellCount());
        // Latin squares past 16 with a third or more blank are hard to complete (hours for some), so the
        // large fixtures keep four fifths of their cells.
        double blanks = f.rules().size() > 16 ? 0.2 : 0.5;
        List<int[]> puzzles = new ArrayList<>();
        List<Answer> alone = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            int[] givens = RandomPuzzles.blank(f.solution(), blanks, random);
            puzzles.add(givens);
            alone.add(answer(c, givens));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<Answer>>> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                threads.add(pool.submit(() -> {
                    Answer[] got = new Answer[puzzles.size()];
                    for (int round = 0; round < 2; round++) {
                        for (int k = 0; k < puzzles.size(); k++) {
                            int i = (k + offset) % puzzles.size();
                            got[i] = answer(c, puzzles.get(i));
                        }
                    }
                    return List.of(got);
                }));
            }
            for (Future<List<Answer>> thread : threads) {
                assertThat(thread.get(RETURN_WITHIN.toSeconds() * 3, TimeUnit.SECONDS)).isEqualTo(alone);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Up to two solutions of {@code givens}, each checked by the rules. */
    private static Answer answer(Case c, int[] givens) {
        RuleModel puzzle = c.fixture().rules().withGivens(givens);
        SolveResult r = c.prepared().solve(givens, SolveOptions.upTo(2).withTimeout(RETURN_WITHIN),
                checking(puzzle, new ArrayList<>(), k -> true));
        assertThat(r.outcome()).isNotEqualTo(Outcome.TIMED_OUT);
        assertThat(r.solutions()).as("the puzzle is made from a solution").isPositive();
        return Answer.of(r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fourByFourCases")
    void anEmpty4x4SudokuHas288DistinctSolutions(Case c) {
        RuleModel puzzle = c.fixture().rules();
        List<String> seen = new ArrayList<>();
        SolveResult r = c.prepared().solve(puzzle.givens(), SolveOptions.all(), checking(puzzle, seen, k -> true));
        assertThat(r.outcome()).isEqualTo(Outcome.EXHAUSTED);
        assertThat(r.solutions()).isEqualTo(288);
        assertThat(seen).hasSize(288).doesNotHaveDuplicates();
    }

    static Stream<Case> candidateSearchCases() {
        return cases().filter(c -> c.prepared().candidateSearch().isPresent());
    }

    /**
     * A solver's search from candidate sets per cell, where it offers one: on the empty 4x4 Sudoku with
     * seeded random candidate sets (some cells open, some narrowed, some single), it hands out exactly
     * the solutions among the 288 that fit the sets; root propagation keeps every one of them, within
     * the sets, and answers null only when none fits; sets of the wrong length are refused.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("candidateSearchCases")
    void aSearchFromCandidateSetsFindsExactlyTheSolutionsWithinThem(Case c) {
        CandidateSearch search = c.prepared().candidateSearch().orElseThrow();
        RuleModel puzzle = c.fixture().rules();
        int cells = puzzle.cellCount();
        if (c.fixture() != SUDOKU_4) {
            assertWithinSetsAroundTheSolution(search, c.fixture());
            return;
        }
        List<int[]> all = new ArrayList<>();
        c.prepared().solve(puzzle.givens(), SolveOptions.all(), solution -> all.add(solution.clone()));
        assertThat(all).hasSize(288);
        Random random = new Random(21);
        for (int round = 0; round < 40; round++) {
            long[] sets = new long[cells];
            for (int cell = 0; cell < cells; cell++) {
                sets[cell] = random.nextInt(3) == 0 ? 0b1111 : 1 + random.nextInt(15);
            }
            List<String> expected = new ArrayList<>();
            for (int[] s : all) {
                if (within(s, sets)) {
                    expected.add(Arrays.toString(s));
                }
            }
            List<String> seen = new ArrayList<>();
            SolveResult r = search.solve(sets, SolveOptions.all(), checking(puzzle, seen, k -> true));
            assertThat(r.outcome()).as("round %d", round).isEqualTo(Outcome.EXHAUSTED);
            assertThat(seen).as("round %d", round).containsExactlyInAnyOrderElementsOf(expected);
            long[] root = search.propagate(sets);
            if (expected.isEmpty()) {
                continue;
            }
            assertThat(root).as("round %d: solutions fit, so propagation must not fail", round).isNotNull();
            for (int cell = 0; cell < cells; cell++) {
                assertThat(root[cell] & ~sets[cell]).as("round %d cell %d outside its set", round, cell).isZero();
            }
            for (int[] s : all) {
                if (within(s, sets)) {
                    assertThat(within(s, root)).as("round %d: propagation dropped %s", round, Arrays.toString(s)).isTrue();
                }
            }
        }
        assertThatThrownBy(() -> search.solve(new long[cells - 1], SolveOptions.firstSolution(), SolutionSink.NONE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.propagate(new long[cells + 1])).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * On a fixture too large to enumerate: with each cell's set its solution's symbol and one other, a
     * first solution fits the sets and the rules, and root propagation keeps the fixture's solution.
     */
    private static void assertWithinSetsAroundTheSolution(CandidateSearch search, Fixture f) {
        RuleModel puzzle = f.rules();
        Random random = new Random(22);
        long[] sets = new long[puzzle.cellCount()];
        for (int cell = 0; cell < sets.length; cell++) {
            sets[cell] = 1L << f.solution()[cell] | 1L << random.nextInt(puzzle.size());
        }
        List<String> seen = new ArrayList<>();
        SolveResult r = search.solve(sets, SolveOptions.firstSolution(), checking(puzzle, seen, k -> true));
        assertThat(r.found()).isTrue();
        assertThat(within(r.solution(), sets)).isTrue();
        long[] root = search.propagate(sets);
        assertThat(root).isNotNull();
        assertThat(within(f.solution(), root)).isTrue();
    }

    private static boolean within(int[] solution, long[] sets) {
        for (int cell = 0; cell < solution.length; cell++) {
            if ((sets[cell] >>> solution[cell] & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * A solver refuses exactly the fixtures it declares it does not take, with
     * {@link UnsupportedModelException}; a 65x65 Latin square, past the 64-symbol solvers, is among them.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void aSolverRefusesExactlyTheRulesItDeclaresItDoesNotTake(SudokuSolver solver) {
        List<RuleModel> all = new ArrayList<>(fixtures().stream().map(Fixture::rules).toList());
        all.add(RuleModel.builder("latin", RandomPuzzles.oneToN(65)).latinSquare().build());
        for (RuleModel rules : all) {
            String what = rules.size() + "x" + rules.size() + " " + rules.variant();
            if (solver.supports(rules)) {
                assertThatCode(() -> solver.prepare(rules)).as(what).doesNotThrowAnyException();
            } else {
                assertThatThrownBy(() -> solver.prepare(rules)).as(what).isInstanceOf(UnsupportedModelException.class);
            }
        }
    }
}
