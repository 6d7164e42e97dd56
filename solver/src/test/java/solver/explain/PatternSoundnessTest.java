package solver.explain;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.generate.Generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded random positions of generated puzzles with one solution: some cells placed from the solution,
 * the others' candidates thinned at random but always keeping the solution's symbol, as a person's marks
 * may be. Every pattern technique asked for a step there keeps the solution: no removal of its symbol,
 * no placement of another. The uniqueness techniques are sound here too, as each puzzle has one solution.
 * Over the seeds each technique but BUG+1 (which needs a whole grid of pairs) finds steps, so the check
 * is not empty.
 */
class PatternSoundnessTest {

    private static List<Technique> techniques() {
        List<Technique> out = new ArrayList<>();
        out.add(new DirectCellForcing());
        for (Fish.Fins fins : Fish.Fins.values()) {
            for (int size = 2; size <= 4; size++) {
                out.add(new Fish(size, fins));
            }
        }
        for (Wing.Kind kind : Wing.Kind.values()) {
            out.add(new Wing(kind));
        }
        out.add(new UniqueRectangle());
        out.add(new BivalueGrave());
        return out;
    }

    @Test
    void noPatternRemovesTheSolutionOnRandomPositionsOfClassics() {
        Map<String, Integer> found = new TreeMap<>();
        for (long seed = 1; seed <= 30; seed++) {
            Generator.Generated g = Generator.sudoku(9, seed, Generator.Symmetry.NONE, false);
            for (double placed : new double[]{0.1, 0.3, 0.5}) {
                check(g.model(), g.solution(), new Random(seed * 31 + (long) (placed * 10)), placed, found);
            }
        }
        Generator.Generated large = Generator.sudoku(16, 1, Generator.Symmetry.NONE, false);
        check(large.model(), large.solution(), new Random(16), 0.4, found);
        for (Technique t : techniques()) {
            if (!(t instanceof DirectCellForcing) && !(t instanceof BivalueGrave)) {
                assertThat(found).as(t.name()).containsKey(t.name());
            }
        }
    }

    @Test
    void noPatternRemovesTheSolutionOnRandomPositionsOfKillersAndKropki() {
        Map<String, Integer> found = new TreeMap<>();
        for (long seed = 1; seed <= 8; seed++) {
            List<Generator.Generated> puzzles = List.of(Generator.killer(9, seed, 4, false), Generator.kropki(9, seed));
            for (Generator.Generated g : puzzles) {
                check(g.model(), g.solution(), new Random(seed), 0.2, found);
            }
        }
        assertThat(found).containsKey("direct cell forcing").doesNotContainKeys("unique rectangle", "BUG+1");
    }

    /**
     * A random position of {@code puzzle}: each open cell placed from the solution with probability
     * {@code placed}, else each wrong candidate kept with probability 0.7; every technique asked on it.
     */
    private static void check(RuleModel puzzle, int[] solution, Random random, double placed, Map<String, Integer> found) {
        PencilMarks b = new PencilMarks(puzzle);
        for (int c = 0; c < solution.length; c++) {
            if (b.value[c] < 0 && random.nextDouble() < placed) {
                b.place(c, solution[c]);
            }
        }
        for (int c = 0; c < solution.length; c++) {
            if (b.value[c] < 0) {
                long keep = 1L << solution[c];
                for (int v = 0; v < puzzle.size(); v++) {
                    keep |= random.nextDouble() < 0.7 ? 1L << v : 0;
                }
                b.cand[c] &= keep;
            }
        }
        if (b.hasRules()) {
            b.links().refresh(); // the rules' links, as the walk's probe step gathers them
        }
        for (Technique t : techniques()) {
            Step s = t.find(b);
            if (s == null) {
                continue;
            }
            String name = t instanceof UniqueRectangle ? t.name() : s.technique();
            found.merge(name, 1, Integer::sum);
            for (int i = 0; i < s.placements().length; i += 2) {
                assertThat(s.placements()[i + 1]).as(s.text()).isEqualTo(solution[s.placements()[i]]);
            }
            for (int i = 0; i < s.cells().length; i++) {
                assertThat(s.masks()[i]).as(s.text()).isNotZero();
                assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as(s.text()).isZero();
            }
        }
    }
}
