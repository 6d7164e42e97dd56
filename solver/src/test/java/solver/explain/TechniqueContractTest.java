package solver.explain;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.PublishedPuzzles;
import solver.generate.Generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract of every technique ({@link Explainer#techniques}), held on positions no walk would reach:
 * from a puzzle with one known solution, a seeded random part of the solution is placed and random
 * candidates that the solution does not use are crossed off; then each technique, asked alone, either
 * finds nothing or a step that places the solution's symbol and removes only candidates the solution does
 * not use, at least one, none from a placed cell, and says so in words. On the published variant puzzles
 * (every rule kind's propagator and its probed weak links) and on generated classics and killers. Each
 * technique has 50 ms (nested forcing chains can take longer; a search out of time
 * returns what it has, or nothing).
 */
class TechniqueContractTest {

    private static final int POSITIONS = 4;

    @Test
    void noTechniqueRemovesASolutionCandidateOnRandomPositions() throws Exception {
        List<RuleModel> puzzles = new ArrayList<>();
        List<int[]> solutions = new ArrayList<>();
        for (String stem : PublishedPuzzles.stems()) {
            RuleModel m = PublishedPuzzles.read(stem);
            if (m.size() <= 9) {
                puzzles.add(m);
                solutions.add(PublishedPuzzles.solution(m, stem));
            }
        }
        for (long seed = 1; seed <= 6; seed++) {
            Generator.Generated k = Generator.killer(9, seed, 5, false);
            puzzles.add(k.model());
            solutions.add(k.solution());
            Generator.Generated g = Generator.sudoku(9, seed, Generator.Symmetry.NONE, false);
            puzzles.add(g.model());
            solutions.add(g.solution());
        }
        Random random = new Random(31);
        Map<String, Integer> found = new TreeMap<>();
        for (int p = 0; p < puzzles.size(); p++) {
            RuleModel model = puzzles.get(p);
            int[] solution = solutions.get(p);
            for (int k = 0; k < POSITIONS; k++) {
                for (Map.Entry<Technique, Explainer.Family> t : Explainer.techniques()) {
                    PencilMarks b = position(model, solution, random, k);
                    long deadline = System.nanoTime() + 50_000_000L;
                    b.budget(() -> System.nanoTime() > deadline);
                    long[] before = b.cand.clone();
                    Step s = t.getKey().find(b);
                    assertThat(b.cand).as("%s does not change the board", t.getKey().name()).containsExactly(before);
                    if (s == null) {
                        continue;
                    }
                    check(model, solution, b, s);
                    found.merge(t.getKey().name(), 1, Integer::sum);
                }
            }
        }
        assertThat(found).containsKeys("hidden single", "naked single", "rule between two cells", "rule",
                "pointing", "naked pair");
    }

    /** A position of the puzzle: givens, a random part of the solution placed, random wrong candidates gone. */
    private static PencilMarks position(RuleModel model, int[] solution, Random random, int k) {
        PencilMarks b = new PencilMarks(model);
        double placed = 0.1 * k;
        double crossed = 0.15 * k;
        for (int c = 0; c < solution.length; c++) {
            if (b.value[c] < 0 && random.nextDouble() < placed) {
                b.place(c, solution[c]);
            }
        }
        for (int c = 0; c < solution.length; c++) {
            if (b.value[c] < 0) {
                for (long m = b.cand[c] & ~(1L << solution[c]); m != 0; m &= m - 1) {
                    if (random.nextDouble() < crossed) {
                        b.cand[c] &= ~(m & -m);
                    }
                }
            }
        }
        return b;
    }

    private static void check(RuleModel model, int[] solution, PencilMarks b, Step s) {
        assertThat(s.text()).as(s.technique()).isNotBlank();
        assertThat(s.er()).as(s.text()).isGreaterThanOrEqualTo(1.0);
        assertThat(s.guess()).isFalse();
        assertThat(s.placements().length + s.cells().length).as(s.text()).isPositive();
        for (int i = 0; i < s.placements().length; i += 2) {
            int c = s.placements()[i];
            assertThat(s.placements()[i + 1]).as("%s (%s)", s.text(), model.variant()).isEqualTo(solution[c]);
            assertThat(b.value[c]).as(s.text()).isNegative();
        }
        for (int i = 0; i < s.cells().length; i++) {
            int c = s.cells()[i];
            assertThat(s.masks()[i]).as(s.text()).isNotZero();
            assertThat(s.masks()[i] & ~b.cand[c]).as("%s removes only candidates", s.text()).isZero();
            assertThat(s.masks()[i] >>> solution[c] & 1).as("%s keeps the solution", s.text()).isZero();
            assertThat(b.value[c]).as(s.text()).isNegative();
        }
    }
}
