package solver.generate;

import grid.model.Cage;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.DancingLinksSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.backtrack.Backtracker;
import solver.rules.CompiledRules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Generated puzzles checked by solvers other than the one that made them: Dancing Links counts the
 * Sudoku (unique; with the generator's claim of minimality, every single given is needed), the plain
 * backtracker the killers; the givens are the solution's, symmetric as asked, and a seed gives the
 * same puzzle every time.
 */
class GeneratorTest {

    @Test
    void sudokuIsUniqueMinimalAndItsGivensAreTheSolutions() {
        for (int n : new int[]{4, 9}) {
            for (long seed = 1; seed <= 6; seed++) {
                Generator.Generated p = Generator.sudoku(n, seed, Generator.Symmetry.NONE, false);
                RuleModel model = p.model();
                PreparedSolver dlx = new DancingLinksSolver().prepare(model);
                assertThat(count(dlx, model.givens())).as("n %d seed %d", n, seed).isEqualTo(1);
                assertThat(RuleChecker.isSolution(model, p.solution())).isTrue();
                int[] givens = model.givens();
                for (int c = 0; c < givens.length; c++) {
                    if (givens[c] < 0) {
                        continue;
                    }
                    assertThat(givens[c]).isEqualTo(p.solution()[c]);
                    int[] fewer = givens.clone();
                    fewer[c] = -1;
                    assertThat(count(dlx, fewer)).as("n %d seed %d without the given at %d", n, seed, c)
                            .isGreaterThan(1);
                }
                assertThat(p.settled()).isTrue();
            }
        }
    }

    @Test
    void symmetricSudokuKeepsItsSymmetryAndMinimalMayDropSingleGivens() {
        for (Generator.Symmetry symmetry : List.of(Generator.Symmetry.ROTATIONAL, Generator.Symmetry.DIAGONAL)) {
            for (long seed = 1; seed <= 4; seed++) {
                int n = 9;
                int[] givens = Generator.sudoku(n, seed, symmetry, false).model().givens();
                for (int c = 0; c < n * n; c++) {
                    int image = symmetry == Generator.Symmetry.ROTATIONAL ? n * n - 1 - c : (c % n) * n + c / n;
                    assertThat(givens[c] >= 0).as("%s seed %d cell %d", symmetry, seed, c).isEqualTo(givens[image] >= 0);
                }
                Generator.Generated minimal = Generator.sudoku(n, seed, symmetry, true);
                RuleModel model = minimal.model();
                PreparedSolver dlx = new DancingLinksSolver().prepare(model);
                assertThat(count(dlx, model.givens())).isEqualTo(1);
                for (int c = 0; c < n * n; c++) {
                    if (model.givens()[c] >= 0) {
                        int[] fewer = model.givens().clone();
                        fewer[c] = -1;
                        assertThat(count(dlx, fewer)).isGreaterThan(1);
                    }
                }
            }
        }
    }

    @Test
    void aSeedGivesTheSamePuzzleEveryTime() {
        assertThat(Generator.sudoku(9, 42, Generator.Symmetry.ROTATIONAL, true).model().givens())
                .isEqualTo(Generator.sudoku(9, 42, Generator.Symmetry.ROTATIONAL, true).model().givens());
        assertThat(Generator.killer(4, 42, 3, true).model().cages())
                .isEqualTo(Generator.killer(4, 42, 3, true).model().cages());
        assertThat(Generator.sudoku(9, 42, Generator.Symmetry.NONE, false).model().givens())
                .isNotEqualTo(Generator.sudoku(9, 43, Generator.Symmetry.NONE, false).model().givens());
    }

    @Test
    void killersAreUniqueWithoutGivensAndMinimalOnesCannotMergeTwoNeighbouringCages() {
        for (long seed = 1; seed <= 8; seed++) {
            for (boolean minimal : new boolean[]{false, true}) {
                Generator.Generated p = Generator.killer(4, seed, 3, minimal);
                RuleModel model = p.model();
                assertThat(model.givenCount()).isZero();
                assertThat(solutions(model)).as("seed %d", seed).isEqualTo(1);
                assertThat(RuleChecker.isSolution(model, p.solution())).isTrue();
                if (minimal) {
                    assertNoMergeKeepsItUnique(model, p.solution());
                }
            }
        }
        for (long seed = 1; seed <= 3; seed++) {
            Generator.Generated p = Generator.killer(9, seed, 5, false);
            assertThat(solutions(p.model())).as("9x9 seed %d", seed).isEqualTo(1);
        }
    }

    @Test
    void kropkiAndFutoshikiAreUniqueAndNoGivenDotOrSignCanGo() throws Exception {
        for (long seed = 1; seed <= 4; seed++) {
            for (int kind = 0; kind < 3; kind++) {
                boolean dots = kind == 0;
                int n = kind == 0 ? 4 : kind == 1 ? 4 : 5;
                Generator.Generated p = dots ? Generator.kropki(n, seed) : Generator.futoshiki(n, seed);
                String text = dots ? grid.io.KropkiFormat.formatPuzzle(p.model())
                        : grid.io.FutoshikiFormat.formatPuzzle(p.model());
                assertThat(solutions(read(text, dots))).as("%s seed %d", dots ? "kropki" : "futoshiki", seed)
                        .isEqualTo(1);
                assertThat(RuleChecker.isSolution(p.model(), p.solution())).isTrue();
                String[] tokens = text.split("(?<=[ \\n])|(?=[ \\n])");
                for (int i = 0; i < tokens.length; i++) {
                    if (tokens[i].isBlank() || tokens[i].equals("0")) {
                        continue;
                    }
                    String[] fewer = tokens.clone();
                    fewer[i] = "0";
                    assertThat(solutions(read(String.join("", fewer), dots)))
                            .as("seed %d without clue %d (%s)", seed, i, tokens[i]).isGreaterThan(1);
                }
            }
        }
        Generator.Generated nine = Generator.kropki(9, 1);
        assertThat(solutions(nine.model())).isEqualTo(1);
    }

    private static RuleModel read(String text, boolean dots) throws grid.io.PuzzleFormatException {
        grid.io.TextLines lines = grid.io.TextLines.of("generated", text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return dots ? grid.io.KropkiFormat.read(lines) : grid.io.FutoshikiFormat.read(lines);
    }

    private static void assertNoMergeKeepsItUnique(RuleModel model, int[] solution) {
        List<Cage> cages = model.cages();
        int n = model.size();
        int[] cageOf = new int[n * n];
        for (int k = 0; k < cages.size(); k++) {
            for (int c : cages.get(k).cells()) {
                cageOf[c] = k;
            }
        }
        for (int c = 0; c < n * n; c++) {
            for (int d : new int[]{c % n + 1 < n ? c + 1 : -1, c + n < n * n ? c + n : -1}) {
                if (d < 0 || cageOf[c] == cageOf[d]) {
                    continue;
                }
                Cage a = cages.get(cageOf[c]);
                Cage b = cages.get(cageOf[d]);
                int[] union = Arrays.copyOf(a.cells(), a.size() + b.size());
                System.arraycopy(b.cells(), 0, union, a.size(), b.size());
                if (Arrays.stream(union).map(x -> solution[x]).distinct().count() < union.length) {
                    continue;
                }
                RuleModel.Builder builder = RuleModel.builder("killer", model.symbols()).boxes(2, 2).latinSquare()
                        .boxGroups();
                for (int k = 0; k < cages.size(); k++) {
                    if (k != cageOf[c] && k != cageOf[d]) {
                        builder.cage(cages.get(k));
                    }
                }
                builder.cage(new Cage(union, a.sum() + b.sum()));
                assertThat(solutions(builder.givens(model.givens()).build()))
                        .as("merging the cages at %d and %d", c, d).isGreaterThan(1);
            }
        }
    }

    private static long count(PreparedSolver solver, int[] givens) {
        return solver.solve(givens, SolveOptions.upTo(2), SolutionSink.NONE).solutions();
    }

    private static long solutions(RuleModel model) {
        List<int[]> found = new ArrayList<>();
        return new Backtracker(CompiledRules.of(model)).solve(model.givens(), SolveOptions.upTo(2), cells -> found.add(cells.clone()))
                .solutions();
    }
}
