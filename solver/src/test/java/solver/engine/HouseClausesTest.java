package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.learning.ClauseLearning;
import solver.engine.learning.HouseClauses;
import solver.engine.propagators.houses.AllDifferent;
import solver.rules.CompiledRules;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hidden singles of matched houses held as clauses ({@link HouseClauses}): which houses qualify, which
 * clauses are stored, and searches with and without them agreeing on answers and counts.
 */
class HouseClausesTest {

    private static final Reasoning MATCHED = new Reasoning(true, true, true, Reasoning.DEFAULT_CAP);
    private static final Reasoning UNMATCHED = new Reasoning(false, true, true, Reasoning.DEFAULT_CAP);

    @Test
    void theMatchedHousesAreThoseWithAMatchingAndNameTheirHiddenSinglesPropagator() {
        RuleModel sudoku16 = RandomPuzzles.sudoku(16, 0.5, new Random(1));
        Network matched = new NetworkCompiler(CompiledRules.of(sudoku16), MATCHED).compile();
        assertThat(matched.matchedHouses()).isEqualTo(3 * 16);
        for (int k = 0; k < matched.matchedHouses(); k++) {
            var singles = matched.propagator(matched.matchedSingles(k));
            assertThat(singles).isInstanceOf(AllDifferent.class);
            int[] cells = new int[singles.cellCount()];
            Arrays.setAll(cells, singles::cell);
            assertThat(cells).containsExactlyInAnyOrder(matched.matchedHouse(k));
        }
        assertThat(new NetworkCompiler(CompiledRules.of(sudoku16), UNMATCHED).compile().matchedHouses()).isZero();
    }

    @Test
    void eachOpenSymbolOfAMatchedHouseThatTwoCellsOrMoreMayHoldIsOneClause() {
        RuleModel sudoku16 = RandomPuzzles.sudoku(16, 0.6, new Random(2));
        Network network = new NetworkCompiler(CompiledRules.of(sudoku16), MATCHED).compile();
        Domains d = GivenDomains.of(network, sudoku16.givens());
        assertThat(d.propagate()).isTrue();
        int expected = 0;
        for (int k = 0; k < network.matchedHouses(); k++) {
            for (int v = 0; v < 16; v++) {
                int places = 0;
                boolean placed = false;
                for (int c : network.matchedHouse(k)) {
                    places += (d.dom[c] >> v & 1) == 1 ? 1 : 0;
                    placed |= d.dom[c] == 1L << v;
                }
                expected += !placed && places >= 2 ? 1 : 0;
            }
        }
        ClauseLearning learning = new ClauseLearning(d);
        HouseClauses.hold(network, learning.clauses(), d);
        assertThat(expected).as("a 16x16 at 60%% blanks has open symbols").isPositive();
        assertThat(learning.clauses().size()).isEqualTo(expected);
        // the clauses are no facts: nothing narrowed, and the left-out propagators are never queued again
        long before = d.updates();
        assertThat(d.propagate()).isTrue();
        assertThat(d.updates()).isEqualTo(before);
    }

    @Test
    void searchesWithAndWithoutThemAgreeOnAnswersAndCounts() {
        Random random = new Random(3);
        for (int i = 0; i < 6; i++) {
            RuleModel puzzle = RandomPuzzles.sudoku(16, 0.55 + 0.05 * i, random);
            Plan plan = Plan.of(Shape.of(CompiledRules.of(puzzle)));
            assertThat(plan.tactics().houseClauses()).as("on by default where houses are matched").isTrue();
            long[] counts = new long[2];
            for (int with = 0; with < 2; with++) {
                Plan p = plan.withTactics(plan.tactics().withHouseClauses(with == 1));
                EngineSolver solver = new EngineSolver(CompiledRules.of(puzzle), p);
                SolveResult first = solver.solve(puzzle.givens(), SolveOptions.firstSolution().withSeed(i),
                        SolutionSink.NONE);
                assertThat(first.found()).isTrue();
                Solutions.assertSolves(puzzle, first.solution());
                counts[with] = solver.solve(puzzle.givens(), new SolveOptions(2, null, null, i), SolutionSink.NONE)
                        .solutions();
            }
            assertThat(counts[1]).as("puzzle %d: solutions up to 2", i).isEqualTo(counts[0]);
        }
    }
}
