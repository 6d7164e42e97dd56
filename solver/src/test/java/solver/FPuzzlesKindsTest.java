package solver;

import grid.FPuzzlesGrid;
import grid.io.Json;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.SolveOptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Published f-puzzles with anti-knight, disjoint-group, non-consecutive and thermometer rules: the
 * solvers find exactly one solution, the published one, and it keeps the kind's rule as stated (checked
 * here on the grid and the JSON directly, not through the relations the reader made of it).
 */
class FPuzzlesKindsTest {

    private static final Path DIR = Path.of("src", "test", "resources", "fpuzzles-kinds");

    @Test
    void publishedThermometerPuzzlesHaveTheirSolutionAndItRisesFromEveryBulb() throws Exception {
        for (String stem : List.of("thermo-300-subs", "thermo-frost-6x6", "thermo-galactic-map-6x6",
                "thermo-swirl-of-steam-6x6")) {
            RuleModel model = read(stem);
            int n = model.size();
            String digits = Files.readString(DIR.resolve(stem + ".solution")).strip();
            int[] published = published(model, digits);
            List<int[]> found = new ArrayList<>();
            new KillerAdvancedSolver().prepare(model).solve(model.givens(), SolveOptions.upTo(2),
                    cells -> found.add(cells.clone()));
            assertThat(found).as(stem).hasSize(1);
            assertThat(found.get(0)).as(stem).containsExactly(published);
            Object root = Json.parse(stem, Files.readString(DIR.resolve(stem + ".json"))).root();
            for (Object thermo : (List<?>) ((java.util.Map<?, ?>) root).get("thermometer")) {
                for (Object line : (List<?>) ((java.util.Map<?, ?>) thermo).get("lines")) {
                    int previous = 0;
                    for (Object name : (List<?>) line) {
                        String rc = name.toString();
                        int r = Integer.parseInt(rc.substring(1, rc.indexOf('C'))) - 1;
                        int c = Integer.parseInt(rc.substring(rc.indexOf('C') + 1)) - 1;
                        int value = digits.charAt(r * n + c) - '0';
                        assertThat(value).as("%s at %s", stem, rc).isGreaterThan(previous);
                        previous = value;
                    }
                }
            }
        }
    }

    @Test
    void eachPublishedPuzzleHasItsPublishedSolutionAndItKeepsTheRule() throws Exception {
        for (String stem : List.of("antiknight-knight-shift", "antiknight-self-contained",
                "killer-killers-from-1011-knights", "disjoint-joined-up-thinking-6x6",
                "nonconsecutive-our-lady-of-the-adjacent-6x6")) {
            RuleModel model = read(stem);
            int n = model.size();
            String digits = Files.readString(DIR.resolve(stem + ".solution")).strip();
            int[] published = published(model, digits);
            for (SudokuSolver solver : List.of(new KillerAdvancedSolver(), new BackTrackingSolver())) {
                List<int[]> found = new ArrayList<>();
                solver.prepare(model).solve(model.givens(), SolveOptions.upTo(2), cells -> found.add(cells.clone()));
                assertThat(found).as("%s by %s", stem, solver.name()).hasSize(1);
                assertThat(found.get(0)).as(stem).containsExactly(published);
            }
            assertThat(RuleChecker.isSolution(model, published)).isTrue();
            int[][] v = new int[n][n];
            for (int c = 0; c < n * n; c++) {
                v[c / n][c % n] = digits.charAt(c) - '0';
            }
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (stem.contains("knight")) {
                        for (int[] m : new int[][]{{1, 2}, {2, 1}, {1, -2}, {2, -1}}) {
                            int r2 = r + m[0];
                            int c2 = c + m[1];
                            if (r2 < n && c2 >= 0 && c2 < n) {
                                assertThat(v[r2][c2]).as("%s r%dc%d, a knight's move away", stem, r + 1, c + 1)
                                        .isNotEqualTo(v[r][c]);
                            }
                        }
                    }
                    if (stem.startsWith("nonconsecutive")) {
                        if (c + 1 < n) {
                            assertThat(Math.abs(v[r][c] - v[r][c + 1])).isNotEqualTo(1);
                        }
                        if (r + 1 < n) {
                            assertThat(Math.abs(v[r][c] - v[r + 1][c])).isNotEqualTo(1);
                        }
                    }
                }
            }
            if (stem.startsWith("disjoint")) {
                // 6x6 boxes are 2 rows by 3 columns: the cells at one place in the six boxes hold 1..6.
                for (int place = 0; place < n; place++) {
                    boolean[] seen = new boolean[n + 1];
                    for (int box = 0; box < n; box++) {
                        int value = v[box / 2 * 2 + place / 3][box % 2 * 3 + place % 3];
                        assertThat(seen[value]).as("place %d", place).isFalse();
                        seen[value] = true;
                    }
                }
            }
        }
    }

    private static RuleModel read(String stem) throws Exception {
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(DIR.resolve(stem + ".json").toString());
        return grid.rules();
    }

    /** The published solution's digits as symbol indices. */
    private static int[] published(RuleModel model, String digits) {
        int[] cells = new int[digits.length()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = model.symbolIndex(digits.charAt(c) - '0');
        }
        return cells;
    }
}
