package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.search.ClauseView;
import solver.engine.search.walk.CageSums;
import solver.engine.search.walk.LocalWalk;
import solver.rules.CompiledRules;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The local search behind the walk rephase, on seeded small puzzles: what it returns stays within the
 * root domains, the count of broken constraints it reports is the one a recount by the rules gives, and
 * on puzzles with many solutions it reaches one.
 */
class LocalWalkTest {

    private static final Reasoning WEAK = new Reasoning(false, false, false, Reasoning.DEFAULT_CAP);

    /** Propagated root domains of {@code model} on its network. */
    private static Domains root(Network network, RuleModel model) {
        Domains d = new Domains(network, true);
        int[] givens = model.givens();
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                assertThat(d.give(c, givens[c])).isTrue();
            }
        }
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        return d;
    }

    private static CageSums cages(CompiledRules rules) {
        return new CageSums(rules.cages(), rules.cageSums(), rules.values());
    }

    /** Pairs of peers holding the same symbol, cages off their totals, clauses with no literal true. */
    private static int broken(Network network, CageSums cages, ClauseView clauses, int[] a) {
        int count = 0;
        for (int c = 0; c < a.length; c++) {
            for (int p : network.peers(c)) {
                if (p > c && a[p] == a[c]) {
                    count++;
                }
            }
        }
        for (int g = 0; g < cages.count(); g++) {
            int sum = 0;
            for (int c : cages.cells()[g]) {
                sum += cages.value()[a[c]];
            }
            count += sum != cages.total()[g] ? 1 : 0;
        }
        for (int id = 0; id < clauses.slots(); id++) {
            boolean holds = false;
            for (int k = 0; k < clauses.length(id); k++) {
                holds |= (clauses.mask(id, k) >>> a[clauses.cell(id, k)] & 1) != 0;
            }
            count += holds ? 0 : 1;
        }
        return count;
    }

    @Test
    void theWalkReportsWhatItBreaksAndStaysInTheRootDomains() {
        Random random = new Random(34);
        for (int round = 0; round < 20; round++) {
            RuleModel model = round % 2 == 0 ? RandomPuzzles.sudoku(9, 0.55, random)
                    : RandomPuzzles.killer(9, RandomPuzzles.oneToN(9), 4, 0.3, random);
            CompiledRules rules = CompiledRules.of(model);
            Network network = new NetworkCompiler(rules, WEAK).compile();
            Domains d = root(network, model);
            LocalWalk walk = new LocalWalk(network, cages(rules), ClauseView.NONE, round, 50, 6);
            int[] seed = new int[network.cellCount];
            for (int c = 0; c < seed.length; c++) {
                seed[c] = Long.numberOfTrailingZeros(d.dom[c]);
            }
            int[] a = walk.walk(d, seed, 1000);
            for (int c = 0; c < a.length; c++) {
                assertThat(d.dom[c] >>> a[c] & 1).as("cell %d holds a symbol of its root domain", c).isEqualTo(1L);
            }
            assertThat(walk.lastStart()).isEqualTo(broken(network, cages(rules), ClauseView.NONE, seed));
            assertThat(walk.lastBest()).isEqualTo(broken(network, cages(rules), ClauseView.NONE, a))
                    .isLessThanOrEqualTo(walk.lastStart());
            if (walk.lastBest() == 0) {
                Solutions.assertSolves(model, a);
            }
        }
    }

    /** An empty 4x4 Sudoku has 288 answers and a small killer many: a walk with room reaches one. */
    @Test
    void onPuzzlesWithManyAnswersTheWalkReachesOne() {
        Random random = new Random(3);
        for (int round = 0; round < 20; round++) {
            RuleModel model = round % 2 == 0 ? RuleModel.sudoku(RandomPuzzles.oneToN(4))
                    : RandomPuzzles.killer(4, RandomPuzzles.oneToN(4), 3, 0.0, random);
            CompiledRules rules = CompiledRules.of(model);
            Network network = new NetworkCompiler(rules, WEAK).compile();
            Domains d = root(network, model);
            LocalWalk walk = new LocalWalk(network, cages(rules), ClauseView.NONE, round, 1_000_000, 6);
            int[] a = walk.walk(d, new int[16], 10);
            assertThat(walk.lastBest()).as("round %d", round).isZero();
            Solutions.assertSolves(model, a);
        }
    }

    /** A learned clause is a constraint of the walk: the answer it reaches makes one of its literals true. */
    @Test
    void learnedClausesAreConstraintsToo() {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        CompiledRules rules = CompiledRules.of(model);
        Network network = new NetworkCompiler(rules, WEAK).compile();
        // [c0 = 3] or [c5 = 3], cells of one box: at most one holds
        ClauseView one = new ClauseView() {
            @Override
            public int slots() {
                return 1;
            }

            @Override
            public boolean live(int id) {
                return true;
            }

            @Override
            public int length(int id) {
                return 2;
            }

            @Override
            public int cell(int id, int k) {
                return k == 0 ? 0 : 5;
            }

            @Override
            public long mask(int id, int k) {
                return 0b1000;
            }

            @Override
            public int glue(int id) {
                return 2;
            }
        };
        for (int round = 0; round < 10; round++) {
            Domains d = root(network, model);
            LocalWalk walk = new LocalWalk(network, cages(rules), one, round, 1_000_000, 6);
            int[] a = walk.walk(d, new int[16], 10);
            assertThat(walk.lastBest()).isZero();
            assertThat(walk.lastClauses()).isEqualTo(1);
            assertThat(a[0] == 3 || a[5] == 3).isTrue();
            Solutions.assertSolves(model, a);
        }
    }
}
