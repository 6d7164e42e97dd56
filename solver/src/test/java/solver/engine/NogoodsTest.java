package solver.engine;

import grid.model.RuleModel;
import grid.testkit.RandomPuzzles;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.SearchControl;
import solver.SolutionSink;
import solver.SolveOptions;
import solver.SolveResult;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link Nogoods} on hand-made domains (watches, pruning, conflicts, undo), and learning in a real search. */
class NogoodsTest {

    private static final int N = 4;

    private static long bits(int... indices) {
        long m = 0;
        for (int i : indices) {
            m |= 1L << i;
        }
        return m;
    }

    private final Nogoods store = new Nogoods(N, N * N);

    /** Sixteen cells with every symbol open, no rules but the nogoods. */
    private Domains domains() {
        Domains d = new Domains(new Network(N, new Propagator[0], new int[N * N][0]));
        d.useNogoods(store);
        return d;
    }

    private boolean add(Domains d, int[] cells, int[] symbols) {
        return store.add(cells, symbols, cells.length, d);
    }

    @Test
    void lastOpenLiteralIsMadeFalse() {
        Domains d = domains();
        assertThat(add(d, new int[]{0, 1}, new int[]{1, 2})).isTrue();
        assertThat(store.size()).isEqualTo(1);
        assertThat(d.assign(0, 1) && d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(0, 1, 3));
    }

    @Test
    void watchMovesUntilOneLiteralIsLeft() {
        Domains d = domains();
        add(d, new int[]{0, 1, 2}, new int[]{0, 0, 0});
        assertThat(d.assign(0, 0) && d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 2, 3));
        assertThat(d.assign(2, 0) && d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(1, 2, 3));
    }

    @Test
    void failsWhenEveryLiteralHolds() {
        Domains d = domains();
        add(d, new int[]{0, 1}, new int[]{3, 3});
        assertThat(d.restrict(0, bits(3))).isTrue();
        assertThat(d.restrict(1, bits(3))).isTrue();
        assertThat(d.propagate()).isFalse();
    }

    @Test
    void addingANogoodThatAlreadyHoldsFailsAndOneWithOneOpenLiteralPrunes() {
        Domains d = domains();
        d.dom[0] = bits(2);
        d.dom[1] = bits(2);
        assertThat(add(d, new int[]{0, 1}, new int[]{2, 2})).isFalse();
        Domains e = domains();
        e.dom[0] = bits(2);
        assertThat(add(e, new int[]{0, 5}, new int[]{2, 1})).isTrue();
        assertThat(e.dom[5]).isEqualTo(bits(0, 2, 3));
        assertThat(store.size()).isZero();
    }

    @Test
    void nogoodWithAFalseLiteralIsDropped() {
        Domains d = domains();
        d.dom[3] = bits(0, 1);
        assertThat(add(d, new int[]{3, 4}, new int[]{2, 2})).isTrue();
        assertThat(store.size()).isZero();
    }

    @Test
    void watchesStayValidAfterUndo() {
        Domains d = domains();
        add(d, new int[]{0, 1, 2}, new int[]{1, 1, 1});
        int mark = d.mark();
        assertThat(d.assign(0, 1) && d.propagate()).isTrue();
        assertThat(d.assign(1, 1) && d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(0, 2, 3));
        d.undo(mark);
        assertThat(d.assign(2, 1) && d.propagate()).isTrue();
        assertThat(d.assign(1, 1) && d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(0, 2, 3));
    }

    /**
     * With a restart after every backtrack the search records many nogoods; what it finds must still be a
     * solution (generated 25x25 puzzles, seed 25).
     */
    @Test
    void learningSearchStillSolvesGenerated25x25Seed25() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        EngineConfig config = EngineConfig.DEFAULT.withRestartBase(1).withNogoods(true);
        Network network = new NetworkCompiler(rules, config).compile();
        Random random = new Random(25);
        int learned = 0;
        for (int i = 0; i < 3; i++) {
            int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(25, random), 0.75, random);
            Domains d = new Domains(network);
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] >= 0) {
                    d.dom[c] = 1L << givens[c];
                }
            }
            d.scheduleAll();
            assertThat(d.propagate()).isTrue();
            SearchControl control = SolveOptions.firstSolution().control();
            Search search = new Search(network, d, control, SolutionSink.NONE, true, i + 1, config);
            search.run();
            SolveResult r = control.result(d.updates());
            assertThat(r.found()).isTrue();
            Solutions.assertSolves(rules.withGivens(givens), r.solution());
            learned += search.learned();
        }
        assertThat(learned).isPositive();
    }
}
