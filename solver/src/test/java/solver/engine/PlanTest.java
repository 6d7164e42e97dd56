package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.learning.ClauseExchange;
import solver.engine.search.RestartPolicy;
import solver.rules.CompiledRules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link Shape} recognises what a model is; {@link Plan#of} makes the engine's choices from it. */
class PlanTest {

    private static RuleModel sudoku(int n) {
        return RuleModel.sudoku(RandomPuzzles.oneToN(n));
    }

    private static RuleModel killer(int n) {
        return RandomPuzzles.killer(n, RandomPuzzles.oneToN(n), 4, 0.0, new Random(n));
    }

    @Test
    void standardHousesAreRecognisedInAnyOrderAndWithAnySymbols() {
        RuleModel model = sudoku(9);
        List<Group> groups = new ArrayList<>(model.groups());
        Collections.shuffle(groups, new Random(3));
        RuleModel.Builder b = RuleModel.builder("sudoku", RandomPuzzles.randomSymbols(9, new Random(3))).boxes(3, 3);
        groups.forEach(b::group);
        Shape shape = Shape.of(CompiledRules.of(b.build()));
        assertThat(shape.standardHouses()).isTrue();
        assertThat(shape.plainSudoku()).isTrue();
        assertThat(shape.killer()).isFalse();
    }

    @Test
    void extraGroupsCagesAndRelationsAreSeen() {
        int[] diagonal = new int[9];
        for (int i = 0; i < 9; i++) {
            diagonal[i] = i * 10;
        }
        RuleModel x = RuleModel.builder("x", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare().boxGroups()
                .group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, diagonal)).build();
        assertThat(Shape.of(CompiledRules.of(x))).isEqualTo(new Shape(9, true, 1, false, false));
        RuleModel dot = RuleModel.builder("kropki", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare().boxGroups()
                .relation(new Relation(0, 1, RelationKind.DIFFERENCE, 1)).build();
        assertThat(Shape.of(CompiledRules.of(dot))).isEqualTo(new Shape(9, true, 0, false, true));
        RuleModel latin = RuleModel.builder("latin", RandomPuzzles.oneToN(9)).latinSquare().build();
        assertThat(Shape.of(CompiledRules.of(latin)).standardHouses()).isFalse();
        RuleModel caged = RuleModel.builder("killer", RandomPuzzles.oneToN(4)).boxes(2, 2).latinSquare().boxGroups()
                .cage(new Cage(new int[]{0, 1}, 3)).build();
        assertThat(Shape.of(CompiledRules.of(caged)).killer()).isTrue();
        assertThat(Shape.of(CompiledRules.of(RuleModel.builder("futoshiki", RandomPuzzles.oneToN(5)).latinSquare().build()))
                .standardHouses()).isFalse();
        // a jigsaw piece in place of box 0 (box 0 less r1c1, plus r4c4): not standard, one extra group
        RuleModel.Builder jigsaw = RuleModel.builder("jigsaw", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare();
        for (Group g : sudoku(9).groups()) {
            if (g.kind() == Group.Kind.BOX && g.index() == 0) {
                jigsaw.group(new Group(Group.Kind.REGION, 0, new int[]{1, 2, 9, 10, 11, 18, 19, 20, 40}));
            } else if (g.kind() == Group.Kind.BOX) {
                jigsaw.group(g);
            }
        }
        assertThat(Shape.of(CompiledRules.of(jigsaw.build()))).isEqualTo(new Shape(9, false, 1, false, false));
    }

    @Test
    void kernelsGoToTheShapesTheyAreBuiltFor() {
        assertThat(Plan.of(Shape.of(CompiledRules.of(sudoku(9)))).kernel()).isEqualTo(Plan.Kernel.BAND9);
        assertThat(Plan.of(Shape.of(CompiledRules.of(killer(9)))).kernel()).isEqualTo(Plan.Kernel.KILLER9);
        assertThat(Plan.of(Shape.of(CompiledRules.of(sudoku(16)))).kernel()).isEqualTo(Plan.Kernel.NETWORK);
        assertThat(Plan.of(Shape.of(CompiledRules.of(killer(4)))).kernel()).isEqualTo(Plan.Kernel.NETWORK);
        RuleModel wide = RuleModel.builder("latin", RandomPuzzles.oneToN(NetworkCompiler.MAX_SIZE + 1)).latinSquare()
                .build();
        assertThat(Plan.of(Shape.of(CompiledRules.of(wide))).kernel()).isEqualTo(Plan.Kernel.WIDE);
    }

    @Test
    void searchAndReasoningFollowTheShape() {
        Plan sixteen = Plan.of(Shape.of(CompiledRules.of(sudoku(16))));
        assertThat(sixteen.search()).isEqualTo(Plan.SearchKind.DEPTH_FIRST);
        assertThat(sixteen.reasoning().houseMatching()).isTrue();
        assertThat(sixteen.reasoning().lockedCandidates()).isFalse();
        Plan twentyFive = Plan.of(Shape.of(CompiledRules.of(sudoku(25))));
        assertThat(twentyFive.search()).isEqualTo(Plan.SearchKind.LEARNING);
        assertThat(twentyFive.reasoning().lockedCandidates()).isTrue();
        Plan killer16 = Plan.of(Shape.of(CompiledRules.of(killer(16))));
        assertThat(killer16.search()).isEqualTo(Plan.SearchKind.LEARNING);
        assertThat(killer16.learns(1)).isTrue();
        assertThat(killer16.learns(2)).isTrue();
        assertThat(killer16.learns(3)).isFalse();
        assertThat(twentyFive.learns(1)).isTrue();
        assertThat(twentyFive.tactics()).as("rephasing where searches are long").isEqualTo(Tactics.REPHASED);
        assertThat(killer16.tactics()).isEqualTo(Tactics.PLAIN);
        assertThat(Plan.of(Shape.of(CompiledRules.of(killer(9)))).withKernel(Plan.Kernel.NETWORK).learns(1)).isFalse();
    }

    @Test
    void eachWithChangesOneChoiceAndKeepsTheRest() {
        Plan p = Plan.of(Shape.of(CompiledRules.of(sudoku(25))));
        assertThat(p.withKernel(Plan.Kernel.WIDE))
                .isEqualTo(new Plan(Plan.Kernel.WIDE, p.reasoning(), p.search(), p.tactics(), p.mates()));
        assertThat(p.withTactics(Tactics.PLAIN).tactics()).isEqualTo(Tactics.PLAIN);
        assertThat(p.withMates(List.of(new Plan.Member(r(p), Tactics.PLAIN))).forWorker(1).tactics())
                .isEqualTo(Tactics.PLAIN);
        assertThat(p.forWorker(1)).as("no mates: every worker runs the plan").isEqualTo(p);
        assertThat(p.withSearch(Plan.SearchKind.LEARNING).reasoning()).isEqualTo(p.reasoning());
        Reasoning r = p.reasoning();
        assertThat(r.withHouseMatching(!r.houseMatching()).houseMatching()).isEqualTo(!r.houseMatching());
        assertThat(r.withLockedCandidates(false).houseMatching()).isEqualTo(r.houseMatching());
        assertThat(r.withHouseSums(false).houseSums()).isFalse();
        assertThat(r.withCombinationCap(11).combinationCap()).isEqualTo(11);
        assertThat(p.withReasoning(r.withHouseSums(false)).reasoning().houseSums()).isFalse();
    }

    @Test
    void lubySequence() {
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8};
        for (int i = 0; i < expected.length; i++) {
            assertThat(RestartPolicy.term(i + 1)).as("luby(%d)", i + 1).isEqualTo(expected[i]);
        }
        RestartPolicy luby = RestartPolicy.luby(10);
        for (int run = 1; run < 7; run++) {
            luby.restarted();
        }
        for (int deadEnd = 1; deadEnd <= 40; deadEnd++) {
            luby.deadEnd(0);
            assertThat(luby.due()).as("run 7 allows 40 dead ends, not %d", deadEnd).isFalse();
        }
        luby.deadEnd(0);
        assertThat(luby.due()).isTrue();
    }

    private static Reasoning r(Plan p) {
        return p.reasoning().withHouseMatching(false);
    }

    @Test
    void aSearchPublishesItsGlueClausesToTheOtherWorkersOnlyWhenItsTacticsShareThem() {
        int sharing = 0;
        int keeping = 0;
        for (int seed = 0; seed < 4; seed++) {
            RuleModel puzzle = RandomPuzzles.sudoku(16, 0.7, new Random(seed));
            // hidden and naked singles only, so that the search meets conflicts and learns glue clauses
            Plan plan = Plan.of(Shape.of(CompiledRules.of(puzzle))).withSearch(Plan.SearchKind.LEARNING)
                    .withReasoning(new Reasoning(false, false, false, Reasoning.DEFAULT_CAP));
            assertThat(plan.tactics().shareClauses()).as("off by default").isFalse();
            Tactics shared = plan.tactics().withShareClauses(true);
            assertThat(plan.shares()).isFalse();
            assertThat(plan.withTactics(shared).shares()).isTrue();
            assertThat(plan.withMates(List.of(new Plan.Member(plan.reasoning(), shared))).shares())
                    .as("a mate that shares").isTrue();
            sharing += published(plan.withTactics(shared), puzzle);
            keeping += published(plan, puzzle);
        }
        assertThat(sharing).as("glue clauses published by searches that share").isPositive();
        assertThat(keeping).as("clauses published by searches that keep them").isZero();
    }

    /** Searches {@code puzzle} as {@code plan} says, as worker 0 of a portfolio; the clauses it published. */
    private static int published(Plan plan, RuleModel puzzle) {
        Network network = new NetworkCompiler(CompiledRules.of(puzzle), plan.reasoning()).compile();
        Domains d = GivenDomains.of(network, puzzle.givens());
        assertThat(d.propagate()).isTrue();
        ClauseExchange exchange = new ClauseExchange();
        SolveOptions options = SolveOptions.firstSolution();
        SearchControl control = options.control();
        int[][] answer = new int[1][];
        SolutionSink sink = solution -> {
            answer[0] = solution.clone();
            return true;
        };
        plan.search(network, null, d, control, sink, options, exchange, 0);
        assertThat(answer[0]).as("an answer").isNotNull();
        Solutions.assertSolves(puzzle, answer[0]);
        return exchange.size();
    }
}
