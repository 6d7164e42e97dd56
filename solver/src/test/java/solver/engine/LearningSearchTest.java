package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.api.Outcome;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.catalog.Portfolio;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.learning.ClauseDeletion;
import solver.engine.learning.ClauseExchange;
import solver.engine.learning.ClauseLearning;
import solver.engine.learning.Clauses;
import solver.engine.learning.ConflictAnalysis;
import solver.engine.learning.ConflictCounts;
import solver.engine.learning.Vivification;
import solver.rules.CompiledRules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Clause learning checked against brute force: on small puzzles of every rule kind (Sudoku houses, killer
 * cages, Kropki dots, Futoshiki signs), every solution of the rules is enumerated, and then every
 * explanation the analysis asks for must be implied by the rules (each solution that satisfies its
 * antecedents satisfies the literal it explains), every conflict must be forbidden (no solution satisfies
 * all its literals), every learned clause must hold in every solution, and the answers must agree with
 * the plain backtracker.
 */
class LearningSearchTest {

    /** Everything switched on, so that every propagator's explanations are exercised. */
    private static final Reasoning ALL = new Reasoning(true, true, true, Reasoning.DEFAULT_CAP);
    /** Only peers, hidden singles and the rules' own propagators: more search, so more conflicts. */
    private static final Reasoning WEAK = new Reasoning(false, false, false, Reasoning.DEFAULT_CAP);

    /** How many explanations and conflicts the checks saw. */
    private long explanations;
    private long conflicts;
    private long clauses;
    /** Literals shrinking removed from the learned clauses checked. */
    private long shrunkAway;
    /** The tactics of the searches checked: the default's, house clauses included where houses are matched. */
    private Tactics tactics = Tactics.PLAIN;
    /** Matched houses whose hidden singles the searches checked held as clauses. */
    private long clauseHouses;

    @Test
    void sudokuExplanationsAndClausesAreImpliedByTheRules() {
        check(random -> sixBySix(random, "sudoku", 0, false, false), 30);
        // the houses' hidden singles were clauses in the searches with a matching, and checked as such
        assertThat(clauseHouses).isPositive();
    }

    @Test
    void killerExplanationsAndClausesAreImpliedByTheRules() {
        check(random -> sixBySix(random, "killer", 5, false, false), 30);
        // the clauses checked include shrunk ones: shrinking is not a no-op
        assertThat(shrunkAway).as("literals shrinking removed").isPositive();
    }

    @Test
    void kropkiExplanationsAndClausesAreImpliedByTheRules() {
        check(random -> sixBySix(random, "kropki", 0, true, false), 30);
    }

    @Test
    void futoshikiExplanationsAndClausesAreImpliedByTheRules() {
        check(random -> sixBySix(random, "futoshiki", 0, false, true), 30);
    }

    @Test
    void variantRuleExplanationsAndClausesAreImpliedByTheRules() {
        // the propagators of arrows, little killers, sandwiches, renban and between lines, quadruples,
        // odd and even cells, the XV, clone and whisper relations, X-sums, skyscrapers, entropic and
        // modular lines, equal sums, double arrows, indexers and the order pairs; rules that bind few
        // cells leave more of the grid given, so that the solutions stay few enough to check against
        // the house clauses are checked by the sudoku, killer and Kropki tests; with them, these 9x9 searches
        // (which the engine runs without a matching) take twice as long to check
        tactics = Tactics.PLAIN.withHouseClauses(false);
        for (VariantPuzzles.Kind kind : VariantPuzzles.Kind.values()) {
            double blanks = kind.ordinal() >= VariantPuzzles.Kind.XSUM.ordinal() ? 0.7 : 0.75;
            check(random -> VariantPuzzles.of(kind, 3, blanks, random), 3);
        }
    }

    /**
     * For {@code rounds} seeded puzzles: all their solutions by brute force, then a learning search under
     * both configurations with every explanation, conflict and learned clause checked against them. (An
     * explanation may leave out level-0 facts, which follow from the givens, so the reference is the
     * puzzle's solutions rather than the rules' alone.)
     */
    private void check(Function<Random, RuleModel> puzzles, int rounds) {
        Random random = new Random(20261124L);
        for (int round = 0; round < rounds; round++) {
            RuleModel puzzle = puzzles.apply(random);
            List<int[]> all = solutions(puzzle);
            for (Reasoning config : new Reasoning[]{ALL, WEAK}) {
                searchAndCheck(puzzle, config, all);
            }
        }
        assertThat(conflicts).as("conflicts analysed").isPositive();
        assertThat(explanations).as("explanations checked").isGreaterThan(conflicts);
        assertThat(clauses).as("learned clauses checked").isPositive();
    }

    /** Domains that keep explanations, with the puzzle's givens placed and everything scheduled. */
    private static Domains givenDomains(Network network, RuleModel puzzle) {
        return GivenDomains.of(network, puzzle.givens());
    }

    private void searchAndCheck(RuleModel puzzle, Reasoning config, List<int[]> all) {
        Network network = new NetworkCompiler(CompiledRules.of(puzzle), config).compile();
        Domains d = givenDomains(network, puzzle);
        SearchControl control = SolveOptions.firstSolution().control();
        ClauseLearning learning = null;
        if (d.propagate()) {
            // shrinking is off by default; the weak configuration, which meets more conflicts, turns it on
            learning = new ClauseLearning(d).shrinking(config == WEAK);
            learning.analysis().observe(new BruteForce(all, d));
            clauseHouses += tactics.houseClauses() ? network.matchedHouses() : 0;
            Plan.learning(tactics, network, null, d, control, SolutionSink.NONE, 0, learning).run();
        }
        SolveResult result = control.result(d.updates());
        assertThat(result.found()).isEqualTo(!all.isEmpty());
        if (result.found()) {
            Solutions.assertSolves(puzzle, result.solution());
        }
        if (learning != null) {
            ConflictCounts counts = learning.analysis().counts();
            shrunkAway += counts.minimisedLiterals() - counts.shrunkLiterals();
            Clauses store = learning.clauses();
            for (int id = 0; id < store.slots(); id++) {
                int[] clause = store.cells(id);
                if (clause != null) {
                    clauses++;
                    for (int[] s : all) {
                        assertThat(satisfiesOne(s, clause, store.masks(id))).as("learned clause holds in every solution")
                                .isTrue();
                    }
                }
            }
        }
    }

    /** Checks every explanation and conflict against all solutions of the rules. */
    private final class BruteForce implements ConflictAnalysis.Observer {
        private final List<int[]> all;
        private final Domains d;

        BruteForce(List<int[]> all, Domains d) {
            this.all = all;
            this.d = d;
        }

        /** Who made {@code lit} true, for messages. */
        private String cause(int lit) {
            int cell = lit >>> 7;
            int e = Literals.negative(lit) ? d.removedAt(cell, (lit >>> 1) & 63) : d.fixedAt(cell);
            int cause = d.cause(e);
            String who = d.causes().isPropagator(cause) ? d.network().propagator(cause).getClass().getSimpleName()
                    : d.causes().isPeer(cause) ? "peer" : d.causes().isClause(cause) ? "clause" : String.valueOf(cause);
            return (Literals.negative(lit) ? "removal" : "fixing") + " of " + ((lit >>> 1) & 63) + " at cell " + cell
                    + " by " + who;
        }

        @Override
        public void explained(int lit, Explanation out, int from) {
            explanations++;
            for (int[] s : all) {
                boolean antecedents = true;
                for (int i = from; i < out.size() && antecedents; i++) {
                    antecedents = holds(s, out.literal(i));
                }
                assertThat(!antecedents || holds(s, lit)).as("explanation of %s implied by the rules", cause(lit)).isTrue();
            }
        }

        @Override
        public void conflict(Explanation conflict) {
            conflicts++;
            for (int[] s : all) {
                boolean every = true;
                for (int i = 0; i < conflict.size() && every; i++) {
                    every = holds(s, conflict.literal(i));
                }
                assertThat(every).as("a conflict that a solution satisfies").isFalse();
            }
        }
    }

    /**
     * Sharing in a portfolio, on seeded 9x9 killers without givens (cages of up to 6 cells, weak reasoning
     * so that the search meets conflicts): every clause a search publishes holds in every solution the
     * backtracker enumerates (up to 5,000), so another worker may adopt it; and two workers that share
     * answer as the backtracker does.
     */
    @Test
    void sharedClausesHoldInEverySolutionAndSharingWorkersAgree() {
        Random random = new Random(20261125L);
        int published = 0;
        for (int round = 0; round < 30; round++) {
            RuleModel puzzle = RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 6, 0.0, random);
            List<int[]> all = new ArrayList<>();
            new Backtracker(CompiledRules.of(puzzle)).solve(puzzle.givens(), SolveOptions.upTo(5000), cells -> all.add(cells.clone()));
            ClauseExchange exchange = new ClauseExchange();
            Network network = new NetworkCompiler(CompiledRules.of(puzzle), WEAK).compile();
            Domains d = givenDomains(network, puzzle);
            if (d.propagate()) {
                Plan.learning(network, d, SolveOptions.firstSolution().control(), SolutionSink.NONE, 0,
                        new ClauseLearning(d).sharingWith(exchange, 0)).run();
            }
            List<long[]> clauses = new ArrayList<>();
            exchange.takeSince(0, 1, clauses);
            published += clauses.size();
            for (long[] clause : clauses) {
                for (int[] s : all) {
                    assertThat(satisfiesOne(s, clause)).as("a shared clause holds in every solution").isTrue();
                }
            }
            Plan plan = learning(puzzle);
            Plan sharing = plan.withTactics(plan.tactics().withShareClauses(true));
            SolveResult r = new Portfolio(new EngineSolver(CompiledRules.of(puzzle), sharing), 2)
                    .solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
            assertThat(r.found()).isEqualTo(!all.isEmpty());
            if (r.found()) {
                Solutions.assertSolves(puzzle, r.solution());
            }
        }
        assertThat(published).as("clauses published").isPositive();
    }

    /**
     * Vivification with every learned clause tried at every restart (all the search's narrowings to spend)
     * and the tiered deletion, on seeded 9x9 killers without givens (weak reasoning, so that the search
     * meets conflicts and restarts): every explanation and conflict is checked as above, every learned
     * clause left, shortened or not, holds in every solution the backtracker enumerates (up to 5,000), the
     * answers agree with the backtracker's, and clauses were indeed shortened.
     */
    @Test
    void vivifiedClausesHoldInEverySolution() {
        Random random = new Random(20261128L);
        long shortened = 0;
        long removed = 0;
        for (int round = 0; round < 40; round++) {
            RuleModel puzzle = RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 6, 0.0, random);
            List<int[]> all = new ArrayList<>();
            new Backtracker(CompiledRules.of(puzzle)).solve(puzzle.givens(), SolveOptions.upTo(5000), cells -> all.add(cells.clone()));
            Network network = new NetworkCompiler(CompiledRules.of(puzzle), WEAK).compile();
            Domains d = givenDomains(network, puzzle);
            SearchControl control = SolveOptions.firstSolution().control();
            if (!d.propagate()) {
                assertThat(all).isEmpty();
                continue;
            }
            ClauseLearning learning = new ClauseLearning(d, ClauseDeletion.TIERED, new Vivification(100, 1));
            learning.analysis().observe(new BruteForce(all, d));
            // a rephase (so a restart) at conflicts 1, 3, 6, 10...: a round of vivification at each
            Plan.learning(Tactics.PLAIN.withRephase("(O)", 1, false), network, null, d, control, SolutionSink.NONE, 0,
                    learning).run();
            SolveResult result = control.result(d.updates());
            assertThat(result.found()).isEqualTo(!all.isEmpty());
            if (result.found()) {
                Solutions.assertSolves(puzzle, result.solution());
            }
            Clauses store = learning.clauses();
            for (int id = 0; id < store.slots(); id++) {
                int[] clause = store.cells(id);
                if (clause != null) {
                    for (int[] s : all) {
                        assertThat(satisfiesOne(s, clause, store.masks(id))).as("a vivified clause holds in every solution")
                                .isTrue();
                    }
                }
            }
            shortened += store.vivified()[2];
            removed += store.vivified()[3];
        }
        assertThat(shortened).as("clauses vivification shortened").isPositive();
        assertThat(removed).as("literals it removed").isGreaterThanOrEqualTo(shortened);
    }

    /**
     * {@link Clauses#adopt} at level 0: a clause with a true literal changes nothing, one with a single
     * literal not false makes it a fact, a longer one is kept, and one with every literal false says that
     * there is no solution.
     */
    @Test
    void anAdoptedClauseIsSkippedForcedKeptOrRefuted() {
        RuleModel puzzle = RuleModel.sudoku(RandomPuzzles.oneToN(4)).withGivens(blank(16));
        Network network = new NetworkCompiler(CompiledRules.of(puzzle), WEAK).compile();
        Domains d = new Domains(network, true);
        d.give(0, 0);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        Clauses store = new Clauses(4, 16);
        d.useClauses(store.watches());
        // cell 0 holds symbol 0, so its peer cell 1 cannot: [c0 ∈ {0}] is true, [c1 ∈ {0}] false; cells
        // 10, 11 and 15 share no house with cell 0 and are still open
        assertThat(store.adopt(new long[]{0, 0b0001, 10, 0b0010}, d)).isTrue();
        assertThat(store.size()).isZero();
        assertThat(d.dom[10]).isEqualTo(0b1111);
        assertThat(store.adopt(new long[]{1, 0b0001, 10, 0b0010}, d)).isTrue();
        assertThat(d.dom[10]).as("the only literal not false becomes a fact").isEqualTo(0b0010);
        assertThat(store.adopt(new long[]{1, 0b0001, 11, 0b0011, 15, 0b0100}, d)).isTrue();
        assertThat(store.size()).as("two literals open: kept").isEqualTo(1);
        assertThat(d.dom[11]).isEqualTo(0b1111);
        assertThat(store.adopt(new long[]{1, 0b0001, 10, 0b0001}, d)).as("every literal false").isFalse();
    }

    @Test
    void uniquenessSearchCountsLikeTheBacktracker() {
        Random random = new Random(7);
        for (int round = 0; round < 40; round++) {
            int[] solution = RandomPuzzles.solvedSudoku(9, random);
            RuleModel puzzle = RuleModel.sudoku(RandomPuzzles.oneToN(9))
                    .withGivens(RandomPuzzles.blank(solution, 0.6 + random.nextDouble() * 0.15, random));
            long expected = new Backtracker(CompiledRules.of(puzzle)).solve(puzzle.givens(), SolveOptions.upTo(2), SolutionSink.NONE)
                    .solutions();
            EngineSolver learning = new EngineSolver(CompiledRules.of(puzzle), learning(puzzle));
            SolveResult r = learning.solve(puzzle.givens(), SolveOptions.upTo(2), cells -> {
                Solutions.assertSolves(puzzle, cells);
                return true;
            });
            assertThat(r.solutions()).isEqualTo(expected);
            assertThat(r.outcome()).isEqualTo(expected == 2 ? Outcome.LIMIT : Outcome.EXHAUSTED);
        }
    }

    /**
     * Every tactic of the learning search (each restart mode, no target, rephasing on every schedule with
     * short gaps, the walk, vivification, the tiered deletion, decisions that assign saved values, a lean mate in a
     * portfolio) finds an answer exactly when the backtracker does,
     * answers by the rules, and counts to two like it.
     */
    @Test
    void everyTacticAnswersAndCountsLikeTheBacktracker() {
        Tactics base = Tactics.PLAIN;
        Tactics[] tactics = {base.withModes(Tactics.Modes.FOCUSED), base.withModes(Tactics.Modes.STABLE),
            base.withTarget(false), base.withTargetPerRestart(false).withRephase("OI(BOBI)", 3, false),
            base.withRephase("(FB)", 2, false), base.withRephase("OI(BWOBWI)", 2, false).withWalkEffort(20),
            base.withRephase("(W)", 5, true), base.withVivify(new Vivification(100, 1)),
            base.withDeletion(ClauseDeletion.TIERED.withInterval(20, 5)).withVivify(new Vivification(50, 3)),
            base.withSavedValues(true),
            base.withTargetPerRestart(false).withRephase("OI(BOBI)", 3, false).withSavedValues(true)};
        Random random = new Random(3434);
        for (int round = 0; round < 28; round++) {
            RuleModel puzzle = round % 2 == 0 ? RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 6, 0.0, random)
                    : RuleModel.sudoku(RandomPuzzles.oneToN(9)).withGivens(
                            RandomPuzzles.blank(RandomPuzzles.solvedSudoku(9, random), 0.7, random));
            long expected = new Backtracker(CompiledRules.of(puzzle)).solve(puzzle.givens(), SolveOptions.upTo(2),
                    SolutionSink.NONE).solutions();
            Tactics t = tactics[round % tactics.length];
            Plan plan = learning(puzzle).withReasoning(WEAK).withTactics(t)
                    .withMates(List.of(new Plan.Member(ALL, t), new Plan.Member(WEAK, base)));
            EngineSolver engine = new EngineSolver(CompiledRules.of(puzzle), plan);
            SolveResult first = engine.solve(puzzle.givens(), SolveOptions.firstSolution().withSeed(round), SolutionSink.NONE);
            assertThat(first.found()).as("round %d, %s", round, t).isEqualTo(expected > 0);
            if (first.found()) {
                Solutions.assertSolves(puzzle, first.solution());
            }
            SolveResult two = engine.solve(puzzle.givens(), SolveOptions.upTo(2), cells -> {
                Solutions.assertSolves(puzzle, cells);
                return true;
            });
            assertThat(two.solutions()).as("round %d, %s", round, t).isEqualTo(expected);
            SolveResult team = new Portfolio(engine, 3).solve(puzzle.givens(), SolveOptions.firstSolution(),
                    SolutionSink.NONE);
            assertThat(team.found()).isEqualTo(expected > 0);
            if (team.found()) {
                Solutions.assertSolves(puzzle, team.solution());
            }
        }
    }

    @Test
    void twoSolutionsFoundByLearningAreDistinct() {
        int[] solved = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};
        int[] givens = solved.clone();
        givens[0] = givens[2] = givens[4] = givens[6] = -1;
        RuleModel puzzle = RuleModel.sudoku(RandomPuzzles.oneToN(4)).withGivens(givens);
        List<int[]> found = new ArrayList<>();
        SolveResult r = new EngineSolver(CompiledRules.of(puzzle), learning(puzzle))
                .solve(puzzle.givens(), SolveOptions.upTo(2), cells -> found.add(cells.clone()));
        assertThat(r.solutions()).isEqualTo(2);
        assertThat(found.get(0)).isNotEqualTo(found.get(1));
    }

    /** The general network with clause learning, whatever the puzzle's shape would get. */
    private static Plan learning(RuleModel puzzle) {
        return Plan.of(Shape.of(CompiledRules.of(puzzle))).withKernel(Plan.Kernel.NETWORK).withSearch(Plan.SearchKind.LEARNING);
    }

    // ---------------------------------------------------------------- puzzles and brute force

    /**
     * A 6x6 puzzle (boxes of 2x3, or a Latin square for Futoshiki) made from a random solution: cages of
     * up to {@code maxCage} cells, Kropki dots (and some of their absences), or Futoshiki signs, read
     * off that solution, and a quarter of its cells given, so it has one solution or a few.
     */
    private static RuleModel sixBySix(Random random, String variant, int maxCage, boolean dots, boolean signs) {
        int n = 6;
        int[] s = solvedSixBySix(random);
        RuleModel.Builder b = RuleModel.builder(variant, RandomPuzzles.oneToN(n)).latinSquare();
        if (!signs) {
            b.boxes(2, 3).boxGroups();
        }
        if (maxCage > 0) {
            for (int[] cells : RandomPuzzles.randomCages(n, s, maxCage, random)) {
                int total = 0;
                for (int c : cells) {
                    total += s[c] + 1;
                }
                b.cage(new Cage(cells, total));
            }
        }
        for (int c = 0; c < n * n; c++) {
            for (int other : new int[]{c % n + 1 < n ? c + 1 : -1, c + n < n * n ? c + n : -1}) {
                if (other < 0 || random.nextInt(3) != 0) {
                    continue;
                }
                int x = s[c] + 1;
                int y = s[other] + 1;
                if (dots) {
                    RelationKind kind = Math.abs(x - y) == 1 ? RelationKind.DIFFERENCE
                            : x == 2 * y || y == 2 * x ? RelationKind.RATIO : RelationKind.NOT_DIFFERENCE;
                    b.relation(new Relation(c, other, kind, kind == RelationKind.RATIO ? 2 : 1));
                } else if (signs) {
                    b.relation(x < y ? new Relation(c, other, RelationKind.LESS_THAN, 0)
                            : new Relation(other, c, RelationKind.LESS_THAN, 0));
                }
            }
        }
        double blankRatio = maxCage > 0 ? 1.0 : dots || signs ? 0.85 : 0.8;
        return b.givens(RandomPuzzles.blank(s, blankRatio, random)).build();
    }

    /** A random solved 6x6 Sudoku: a fixed one with its symbols, bands, rows and stacks shuffled. */
    private static int[] solvedSixBySix(Random random) {
        int[] base = {0, 1, 2, 3, 4, 5, 3, 4, 5, 0, 1, 2, 1, 2, 0, 4, 5, 3,
                      4, 5, 3, 1, 2, 0, 2, 0, 1, 5, 3, 4, 5, 3, 4, 2, 0, 1};
        int[] relabel = RandomPuzzles.permutation(6, random);
        int[] bands = RandomPuzzles.permutation(3, random);
        int[] stacks = RandomPuzzles.permutation(2, random);
        boolean[] swap = {random.nextBoolean(), random.nextBoolean(), random.nextBoolean()};
        int[] out = new int[36];
        for (int r = 0; r < 6; r++) {
            int row = bands[r / 2] * 2 + (swap[r / 2] ? 1 - r % 2 : r % 2);
            for (int c = 0; c < 6; c++) {
                int col = stacks[c / 3] * 3 + c % 3;
                out[r * 6 + c] = relabel[base[row * 6 + col]];
            }
        }
        return out;
    }

    private static int[] blank(int cells) {
        int[] g = new int[cells];
        java.util.Arrays.fill(g, -1);
        return g;
    }

    private static List<int[]> solutions(RuleModel model) {
        List<int[]> out = new ArrayList<>();
        new Backtracker(CompiledRules.of(model)).solve(model.givens(), SolveOptions.all(), cells -> out.add(cells.clone()));
        return out;
    }

    private static boolean holds(int[] solution, int lit) {
        int cell = lit >>> 7;
        int symbol = (lit >>> 1) & 63;
        return Literals.negative(lit) ? solution[cell] != symbol : solution[cell] == symbol;
    }

    /** Whether {@code solution} satisfies a clause coded as {@link Clauses#preparedClause} codes it. */
    private static boolean satisfiesOne(int[] solution, long[] clause) {
        for (int i = 0; i < clause.length; i += 2) {
            if ((clause[i + 1] >>> solution[(int) clause[i]] & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean satisfiesOne(int[] solution, int[] cells, long[] masks) {
        for (int k = 0; k < cells.length; k++) {
            if ((masks[k] >>> solution[cells[k]] & 1) != 0) {
                return true;
            }
        }
        return false;
    }
}
