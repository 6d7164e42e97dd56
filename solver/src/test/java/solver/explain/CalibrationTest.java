package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import solver.KillerAdvancedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The calibration's targets, held (slow: about half a minute of CPU): on the classics Sudoku
 * Explainer rated ({@code puzzles/rated/se-rated.tsv}, those with a numeric ER), explained with the default
 * settings (no uniqueness, no trial), the Spearman correlation of the hardest step's ER with Sudoku
 * Explainer's is at least 0.9 overall and 0.6 among the puzzles it rates 4.5 or more, at least 90% of
 * those finish without a guess, and no step of any walk contradicts the puzzle's solution. Time is not
 * asserted ({@link Calibration} prints it). Run with
 * {@code mvn -B -pl solver -am test -Dtest=CalibrationTest -Dgroups=slow -DexcludedGroups=none
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class CalibrationTest {

    @Test
    void ratingsFollowSudokuExplainersAndHardPuzzlesFinish() throws Exception {
        Path file = Path.of("..", "puzzles", "rated", "se-rated.tsv");
        RuleModel rules = OneLineFormat.rules(9);
        var solver = new KillerAdvancedSolver().prepare(rules);
        List<double[]> pairs = new ArrayList<>();
        int hard = 0;
        int hardFinished = 0;
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String[] f = line.split("\t");
            if (f.length < 2 || f[0].length() != 81 || !f[1].matches("[0-9.]+")) {
                continue;
            }
            RuleModel puzzle = rules.withGivens(OneLineFormat.givens(rules, f[0], file.toString(), number));
            int[] solution = solver.solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
            Explainer.HandSolution h = Explainer.explain(puzzle, Explainer.Settings.logic()
                    .withLimit(Duration.ofSeconds(30)));
            for (Step s : h.steps()) {
                for (int i = 0; i < s.placements().length; i += 2) {
                    assertThat(s.placements()[i + 1]).as("%s: %s", f[0], s.text()).isEqualTo(solution[s.placements()[i]]);
                }
                for (int i = 0; i < s.cells().length; i++) {
                    assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as("%s: %s", f[0], s.text()).isZero();
                }
            }
            double se = Double.parseDouble(f[1]);
            boolean finished = h.solved() && !h.guessed();
            pairs.add(new double[]{se, finished ? h.er() : 20.0});
            if (se >= 4.5) {
                hard++;
                hardFinished += finished ? 1 : 0;
            }
        }
        assertThat(pairs).hasSizeGreaterThanOrEqualTo(200);
        List<double[]> upper = pairs.stream().filter(p -> p[0] >= 4.5).toList();
        double all = Calibration.spearman(pairs.stream().mapToDouble(p -> p[0]).toArray(),
                pairs.stream().mapToDouble(p -> p[1]).toArray());
        double high = Calibration.spearman(upper.stream().mapToDouble(p -> p[0]).toArray(),
                upper.stream().mapToDouble(p -> p[1]).toArray());
        System.out.printf(java.util.Locale.ROOT, "calibration: %d puzzles, Spearman %.3f, among SE >= 4.5 (%d) %.3f,"
                + " finished %d of %d%n", pairs.size(), all, upper.size(), high, hardFinished, hard);
        assertThat(all).isGreaterThanOrEqualTo(0.9);
        assertThat(high).isGreaterThanOrEqualTo(0.6);
        assertThat(hardFinished).isGreaterThanOrEqualTo((int) Math.ceil(0.9 * hard));
    }
}
