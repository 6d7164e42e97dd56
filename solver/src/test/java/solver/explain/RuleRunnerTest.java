package solver.explain;

import grid.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import solver.PublishedPuzzles;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A runner that reaches a position by narrowing the one it has loaded (or the one it last loaded from
 * scratch) finds exactly what a runner loading that position from scratch finds: the same removals, the
 * same premises, the same failures, rule by rule. Seeded random positions on published puzzles with sums,
 * lines and relations, each holding the solution's digit in every cell.
 */
class RuleRunnerTest {

    @ParameterizedTest
    @ValueSource(strings = {"arrow-triple-threat", "killer-arkham-basement", "whispers-alien", "thermo-300-subs",
            "kropki-alien-abacus-6x6"})
    void narrowingALoadedPositionFindsWhatLoadingItAnewFinds(String stem) throws Exception {
        RuleModel model = PublishedPuzzles.read(stem);
        int[] solution = PublishedPuzzles.solution(model, stem);
        PencilMarks b = new PencilMarks(model);
        RuleRunner kept = new RuleRunner(b.logic());
        Random random = new Random(stem.hashCode());
        int rules = b.logic().count();
        int compared = 0;
        int found = 0;
        for (int run = 0; run < 12; run++) {
            long[] start = narrower(b.cand, solution, random, 3);
            long[] cand = start;
            for (int step = 0; step < 6; step++) {
                // mostly within the last position; now and then another branch from the same start
                cand = narrower(random.nextInt(3) == 0 ? start : cand, solution, random, 6);
                boolean fromStart = random.nextBoolean();
                for (int id = 0; id < rules; id++) {
                    RuleRunner fresh = new RuleRunner(b.logic());
                    RuleRunner.Found expected = fresh.run(id, cand);
                    assertThat(fromStart ? kept.load(start, cand) : kept.load(cand)).isTrue();
                    RuleRunner.Found actual = kept.runLoaded(id, cand);
                    assertSame(actual, expected, stem + " rule " + id);
                    compared++;
                    found += expected == null ? 0 : 1;
                }
            }
        }
        assertThat(compared).isEqualTo(12 * 6 * rules);
        assertThat(found).as("rules that removed something or failed").isPositive();
    }

    /** {@code from} with up to {@code cuts} candidates other than the solution's removed from random open cells. */
    private static long[] narrower(long[] from, int[] solution, Random random, int cuts) {
        long[] out = from.clone();
        for (int k = 0; k < cuts; k++) {
            int c = random.nextInt(out.length);
            long others = out[c] & ~(1L << solution[c]);
            if (others != 0) {
                int pick = random.nextInt(Long.bitCount(others));
                for (int i = 0; i < pick; i++) {
                    others &= others - 1;
                }
                out[c] &= ~Long.lowestOneBit(others);
            }
        }
        return out;
    }

    private static void assertSame(RuleRunner.Found actual, RuleRunner.Found expected, String what) {
        if (expected == null) {
            assertThat(actual).as(what).isNull();
            return;
        }
        assertThat(actual).as(what).isNotNull();
        assertThat(actual.failed()).as(what + " failed").isEqualTo(expected.failed());
        assertThat(Arrays.equals(actual.lose(), expected.lose())).as(what + " removals").isTrue();
        assertThat(Arrays.equals(actual.absent(), expected.absent())).as(what + " absent premises").isTrue();
        assertThat(Arrays.equals(actual.present(), expected.present())).as(what + " present premises").isTrue();
    }
}
