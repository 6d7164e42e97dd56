package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.kernels.WideEngine;
import solver.rules.CompiledRules;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every kernel finds exactly the solutions the general network finds, on the shapes it takes: seeded
 * puzzles with one solution or a few (so that both searches finish and the sets can be compared whole).
 * {@link WideEngine} is built here on sides the network also takes, which runs its multi-word code on
 * one word.
 */
class KernelEquivalenceTest {

    private static final long LIMIT = 300;

    private static PreparedSolver network(RuleModel rules) {
        CompiledRules compiled = CompiledRules.of(rules);
        return new EngineSolver(compiled, Plan.of(Shape.of(compiled)).withKernel(Plan.Kernel.NETWORK));
    }

    /** The solutions of {@code model}, each checked by the rules; null when the search did not finish. */
    private static Set<String> solutions(PreparedSolver solver, RuleModel model) {
        Set<String> out = new HashSet<>();
        SolveResult r = solver.solve(model.givens(), SolveOptions.upTo(LIMIT), cells -> {
            Solutions.assertSolves(model, cells);
            assertThat(out.add(java.util.Arrays.toString(cells))).as("no solution twice").isTrue();
            return true;
        });
        return r.outcome() == Outcome.EXHAUSTED ? out : null;
    }

    private static int compare(Function<RuleModel, PreparedSolver> kernel, Function<Random, RuleModel> puzzles,
                               int rounds, long seed) {
        Random random = new Random(seed);
        int compared = 0;
        for (int i = 0; i < rounds; i++) {
            RuleModel model = puzzles.apply(random);
            Set<String> mine = solutions(kernel.apply(model), model);
            Set<String> general = solutions(network(model), model);
            if (mine != null && general != null) {
                assertThat(mine).as("round %d", i).isEqualTo(general);
                compared++;
            } else {
                assertThat(mine == null).as("both stop at the limit, round %d", i).isEqualTo(general == null);
            }
        }
        return compared;
    }

    @Test
    void band9FindsWhatTheNetworkFinds() {
        int compared = compare(rules -> new EngineSolver(CompiledRules.of(rules)), random -> RuleModel.sudoku(RandomPuzzles.oneToN(9))
                .withGivens(RandomPuzzles.blank(RandomPuzzles.solvedSudoku(9, random), 0.6, random)), 30, 91);
        assertThat(compared).isGreaterThan(20);
    }

    @Test
    void killer9FindsWhatTheNetworkFinds() {
        int compared = compare(rules -> new EngineSolver(CompiledRules.of(rules)),
                random -> RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 3, 0.35, random), 30, 92);
        assertThat(compared).isGreaterThan(20);
    }

    @Test
    void wideEngineFindsWhatTheNetworkFinds() {
        int compared = compare(rules -> new WideEngine(CompiledRules.of(rules)), random -> {
            int[] s = RandomPuzzles.solvedSudoku(9, random);
            RuleModel.Builder b = RuleModel.builder("kropki", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare().boxGroups();
            for (int c = 0; c < 81; c += 1 + random.nextInt(4)) {
                if (c % 9 < 8 && Math.abs(s[c] - s[c + 1]) == 1) {
                    b.relation(new Relation(c, c + 1, RelationKind.DIFFERENCE, 1));
                }
            }
            RuleModel kropki = b.build();
            return kropki.withGivens(RandomPuzzles.blank(s, 0.7, random));
        }, 30, 93);
        compared += compare(rules -> new WideEngine(CompiledRules.of(rules)), random -> RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 3, 0.4, random),
                20, 94);
        assertThat(compared).isGreaterThan(30);
    }
}
