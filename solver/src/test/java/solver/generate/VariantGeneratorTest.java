package solver.generate;

import grid.io.FPuzzlesFormat;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.backtrack.Backtracker;
import solver.rules.CompiledRules;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Generated variant puzzles checked by a solver other than the one that made them: for every kind, a
 * 6x6 puzzle whose JSON reads back to its model, whose solution keeps every rule by the independent
 * {@link RuleChecker}, which the plain backtracker finds to have exactly one solution, and none of whose
 * givens can go (the backtracker finds two solutions without any one of them); a seed gives the same
 * puzzle every time.
 */
class VariantGeneratorTest {

    @Test
    void everyKindMakesAUniquePuzzleWhoseGivensAreAllNeeded() throws Exception {
        for (int k = 0; k < VariantGenerator.KINDS.size(); k++) {
            String kind = VariantGenerator.KINDS.get(k);
            VariantGenerator.Made made = VariantGenerator.make(6, 100 + k, List.of(kind));
            assertThat(made.instances()[0]).as(kind).isPositive();
            RuleModel model = FPuzzlesFormat.read(TextLines.of(kind, made.json().getBytes(StandardCharsets.UTF_8)));
            assertThat(RuleChecker.isSolution(model, made.solution())).as(kind).isTrue();
            assertThat(count(model, model.givens())).as(kind).isEqualTo(1);
            assertThat(made.settled()).as(kind).isTrue();
            int[] givens = model.givens();
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] >= 0) {
                    assertThat(givens[c]).isEqualTo(made.solution()[c]);
                    int[] fewer = givens.clone();
                    fewer[c] = -1;
                    assertThat(count(model, fewer)).as("%s without the given at %d", kind, c).isEqualTo(2);
                }
            }
        }
    }

    @Test
    void severalKindsTogetherAndTheSameSeedGiveTheSamePuzzle() {
        List<String> kinds = List.of("thermometer", "arrow", "killercage", "xsum");
        VariantGenerator.Made a = VariantGenerator.make(9, 5, kinds);
        VariantGenerator.Made b = VariantGenerator.make(9, 5, kinds);
        assertThat(a.json()).isEqualTo(b.json());
        assertThat(a.link()).startsWith("https://www.f-puzzles.com/?load=").isEqualTo(b.link());
        assertThat(a.instances()).doesNotContain(0);
        assertThat(count(a.model(), a.model().givens())).isEqualTo(1);
        assertThat(a.json()).startsWith("{\"size\":9,\"title\":\"Generated 9x9: thermometer, arrow, killercage, xsum"
                + " (seed 5)\"");
    }

    @Test
    void theGeneratedSamplesAreUniqueByTheBacktrackerToo() throws Exception {
        java.nio.file.Path dir = java.nio.file.Path.of("..", "puzzles", "fpuzzles");
        List<java.nio.file.Path> generated;
        try (var files = java.nio.file.Files.list(dir)) {
            generated = files.filter(f -> f.getFileName().toString().startsWith("generated-")
                    && f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(generated).hasSize(4);
        for (java.nio.file.Path file : generated) {
            RuleModel model = FPuzzlesFormat.read(TextLines.read(file.toString()));
            assertThat(count(model, model.givens())).as(file.toString()).isEqualTo(1);
        }
    }

    @Test
    void anUnknownKindOrSideIsRefused() {
        assertThatThrownBy(() -> VariantGenerator.make(9, 1, List.of("thermo"))).hasMessageStartingWith("no kind 'thermo'");
        assertThatThrownBy(() -> VariantGenerator.make(17, 1, List.of("arrow"))).hasMessageContaining("not 17");
    }

    /** Solutions up to two, by the plain backtracker. */
    private static long count(RuleModel model, int[] givens) {
        return new Backtracker(CompiledRules.of(model.withGivens(givens))).solve(givens, SolveOptions.upTo(2), SolutionSink.NONE).solutions();
    }
}
