package solver.explain;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.PublishedPuzzles;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every published puzzle of the f-puzzles sample set with a solution ({@code puzzles/fpuzzles}) is
 * explained by logic alone, and every step is checked against the published solution: no placement or
 * removal contradicts it, no step is a guess, and a walk that stops says "no logical step found" (or, past
 * three seconds, that it stopped at the time limit: nested forcing chains can take that long).
 */
class PublishedExplanationsTest {

    @Test
    void everyStepOfEveryPublishedPuzzleKeepsItsSolution() throws Exception {
        List<String> stems = PublishedPuzzles.stems().stream().filter(s -> !PublishedPuzzles.generated(s)).toList();
        assertThat(stems).hasSizeGreaterThanOrEqualTo(70);
        Map<String, Integer> used = new TreeMap<>();
        List<String> finished = new ArrayList<>();
        for (String stem : stems) {
            RuleModel model = PublishedPuzzles.read(stem);
            int[] solution = PublishedPuzzles.solution(model, stem);
            Explainer.HandSolution h = Explainer.explain(model, Explainer.Settings.logic()
                    .withLimit(java.time.Duration.ofSeconds(3)));
            int[] placed = model.givens().clone();
            long[] cand = new long[solution.length];
            java.util.Arrays.fill(cand, -1L);
            for (Step s : h.steps()) {
                assertThat(s.guess()).as(stem).isFalse();
                for (int i = 0; i < s.placements().length; i += 2) {
                    assertThat(s.placements()[i + 1]).as("%s: %s", stem, s.text()).isEqualTo(solution[s.placements()[i]]);
                    placed[s.placements()[i]] = s.placements()[i + 1];
                }
                for (int i = 0; i < s.cells().length; i++) {
                    assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as("%s: %s", stem, s.text()).isZero();
                }
                used.merge(s.technique(), 1, Integer::sum);
            }
            if (h.solved()) {
                assertThat(placed).as(stem).containsExactly(solution);
                finished.add(stem);
            } else {
                assertThat(h.stop()).as(stem).isIn(Explainer.Walk.NO_STEP, Explainer.Walk.TIME_LIMIT);
            }
        }
        // the rules' own steps are named by their kind
        assertThat(used).containsKeys("arrow", "thermometer", "killer cage", "white dot", "black dot", "anti-knight",
                "little killer", "sandwich", "between line");
        System.out.println("published puzzles explained to the end: " + finished.size() + " of " + stems.size());
    }
}
