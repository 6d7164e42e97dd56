package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.DancingLinksSolver;
import solver.KillerAdvancedSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.generate.Generator;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every step of every explanation checked against the puzzle's one solution (found by Dancing Links,
 * or for the variants by {@code advanced}, not by the explainer): a placed symbol is the solution's, a
 * removed candidate is not. On generated 4x4, 9x9 and 16x16 puzzles and on 75 puzzles of the public 9x9
 * benchmark sets (17-clue, top1465, forum hardest), where every technique must be needed somewhere and
 * the hardest set must rate above the others on average. Logic alone never guesses: a walk that stops
 * says so, and only a walk told to may finish by trial, each such step marked a guess.
 */
class ExplainerTest {

    /**
     * Logic alone, half a second per puzzle: the forum's hardest need nested forcing chains, seconds each;
     * a walk that runs out of time stops where it is, and every step it made is checked all the same.
     */
    private static final Explainer.Settings BOUNDED = Explainer.Settings.logic().withLimit(java.time.Duration.ofMillis(500));

    @Test
    void everyStepKeepsTheSolutionOnGeneratedAndPublishedPuzzles() throws IOException {
        Map<String, Integer> used = new TreeMap<>();
        List<RuleModel> puzzles = new ArrayList<>();
        for (long seed = 1; seed <= 40; seed++) {
            puzzles.add(Generator.sudoku(9, seed, seed % 2 == 0 ? Generator.Symmetry.ROTATIONAL : Generator.Symmetry.NONE,
                    false).model());
        }
        for (long seed = 1; seed <= 5; seed++) {
            puzzles.add(Generator.sudoku(4, seed, Generator.Symmetry.NONE, false).model());
        }
        puzzles.add(Generator.sudoku(16, 1, Generator.Symmetry.NONE, false).model());
        puzzles.addAll(sample());
        for (RuleModel puzzle : puzzles) {
            checkSteps(puzzle, solve(puzzle), used);
        }
        assertThat(used).containsKeys("naked single", "hidden single", "pointing", "claiming", "naked pair",
                "hidden pair", "naked triple", "X-Wing", "XY-Wing");
    }

    @Test
    void theForumHardestRateAboveTheSeventeenClueAndTop1465Puzzles() throws IOException {
        List<RuleModel> sample = sample();
        // The sample's lines: 20 of 17-clue, 15 of top1465, 25 of forum hardest 1905_11+, 15 of forum hardest 1106.
        double easier = 0;
        double hardest = 0;
        for (int i = 0; i < 35; i++) {
            easier += Explainer.explain(sample.get(i), BOUNDED).level();
        }
        for (int i = 35; i < 75; i++) {
            hardest += Explainer.explain(sample.get(i), BOUNDED).level();
        }
        assertThat(hardest / 40).isGreaterThan(easier / 35);
    }

    @Test
    void everyStepKeepsTheSolutionOnKillerKropkiFutoshikiAndDutchPuzzles() throws Exception {
        Map<String, Integer> used = new TreeMap<>();
        List<RuleModel> puzzles = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            puzzles.add(Generator.killer(9, seed, 5, seed % 3 == 0).model());
            puzzles.add(Generator.kropki(seed % 2 == 0 ? 9 : 4, seed).model());
            puzzles.add(Generator.futoshiki(4 + (int) (seed % 6), seed).model());
        }
        for (String file : List.of("killer/hard-killer-99-01.in", "dutch/input3",
                "kropki/Input1.txt", "futoshiki/Input1.txt")) {
            puzzles.add(grid(file));
        }
        for (RuleModel puzzle : puzzles) {
            List<int[]> all = new ArrayList<>();
            new KillerAdvancedSolver().prepare(puzzle).solve(puzzle.givens(), SolveOptions.upTo(2),
                    cells -> all.add(cells.clone()));
            assertThat(all).as(puzzle.variant()).hasSize(1);
            checkSteps(puzzle, all.get(0), used);
        }
        // steps of a rule between two cells are named by their rule: a Futoshiki sign, the Dutch Miracle's
        // diagonal neighbours, a Kropki dot
        assertThat(used).containsKeys("killer cage", "45 rule", "inequality sign", "diagonal neighbours");
        assertThat(used.keySet()).containsAnyOf("white dot", "black dot");
    }

    /**
     * A step of a rule between two cells is named by the rule a person sees: an anti-knight pair and a
     * thermometer's step each by its own name (in the counts and in the step's text), never by a name
     * that fits Kropki and Futoshiki only. On f-puzzles samples with anti-knight, thermometers and black
     * dots, every step still checked against the one solution.
     */
    @Test
    void antiKnightAndThermometerStepsAreNamedByTheirRule() throws Exception {
        Map<String, Integer> used = new TreeMap<>();
        List<String> texts = new ArrayList<>();
        for (String file : List.of("fpuzzles/antiknight-knight-shift.json", "fpuzzles/disjoint-just-add-colour.json")) {
            RuleModel puzzle = grid(file);
            List<int[]> all = new ArrayList<>();
            new KillerAdvancedSolver().prepare(puzzle).solve(puzzle.givens(), SolveOptions.upTo(2),
                    cells -> all.add(cells.clone()));
            assertThat(all).hasSize(1);
            checkSteps(puzzle, all.get(0), used);
            Explainer.explain(puzzle).steps().forEach(step -> texts.add(step.text()));
        }
        assertThat(used).containsKeys("anti-knight", "thermometer", "black dot")
                .doesNotContainKeys("dot or sign", "rule between two cells");
        assertThat(texts).anyMatch(t -> t.contains("(a knight's move apart)"))
                .anyMatch(t -> t.startsWith("thermometer r"))
                .noneMatch(t -> t.contains("dot or sign"));
    }

    @Test
    void aSolvedPuzzleNeedsNoStepAndMoreThan64SymbolsAreRefused() {
        RuleModel solved = Generator.sudoku(4, 1, Generator.Symmetry.NONE, false).model();
        int[] solution = solve(solved);
        Explainer.HandSolution none = Explainer.explain(solved.withGivens(solution));
        assertThat(none.steps()).isEmpty();
        assertThat(none.rating()).isEqualTo("solved");
        assertThat(Explainer.accepts(RuleModel.sudoku(grid.generate.RandomPuzzles.oneToN(81)))).isFalse();
        assertThat(Explainer.accepts(Generator.killer(4, 1, 3, false).model())).isTrue();
    }

    @Test
    void aWalkFromAPartPlacedPositionWithMarksKeepsTheSolutionAndHonoursFamiliesOff() {
        RuleModel puzzle = Generator.sudoku(9, 7, Generator.Symmetry.NONE, false).model();
        int[] solution = solve(puzzle);
        int[] filled = new int[81];
        long[] marks = new long[81];
        java.util.Arrays.fill(filled, -1);
        for (int c = 0; c < 81; c += 7) {
            if (puzzle.given(c) < 0) {
                filled[c] = solution[c];
            }
        }
        // marks that already exclude one wrong symbol of some open cells
        for (int c = 1; c < 81; c += 5) {
            if (puzzle.given(c) < 0 && filled[c] < 0) {
                marks[c] = 0x1ffL & ~(1L << ((solution[c] + 1) % 9));
            }
        }
        java.util.Set<Explainer.Family> off = java.util.EnumSet.of(Explainer.Family.TUPLES, Explainer.Family.FISHES,
                Explainer.Family.WINGS, Explainer.Family.CHAINS, Explainer.Family.CONTRADICTIONS);
        Explainer.Walk walk = Explainer.Walk.from(puzzle, filled, marks, Explainer.Settings.logic().without(off));
        assertThat(walk.problem()).isNull();
        for (int c = 0; c < 81; c++) {
            if (marks[c] != 0) {
                assertThat(walk.candidates()[c] & ~marks[c]).isZero();
            }
        }
        for (Step s = walk.next(); s != null; s = walk.next()) {
            assertThat(s.technique()).isIn("naked single", "hidden single", "full house", "pointing", "claiming",
                    "locked candidates");
            assertThat(s.level()).isLessThan(3);
            assertThat(s.guess()).isFalse();
            for (int i = 0; i < s.placements().length; i += 2) {
                assertThat(s.placements()[i + 1]).as(s.text()).isEqualTo(solution[s.placements()[i]]);
            }
            for (int i = 0; i < s.cells().length; i++) {
                assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as(s.text()).isZero();
            }
        }
        for (int c = 0; c < 81; c++) {
            assertThat(walk.candidates()[c] >>> solution[c] & 1).isEqualTo(1L);
        }
        assertThat(walk.stopReason()).isIn(null, Explainer.Walk.NO_STEP);
        Explainer.Walk withTrials = Explainer.Walk.from(puzzle, filled, marks,
                Explainer.Settings.logic().without(off).withTrial(solution));
        int guesses = 0;
        for (Step s = withTrials.next(); s != null; s = withTrials.next()) {
            assertThat(withTrials.problem()).isNull();
            guesses += s.guess() ? 1 : 0;
            if (s.guess()) {
                assertThat(s.level()).isEqualTo(Rating.TRIAL);
                assertThat(s.text()).contains("by trial", "the solution's value");
            }
        }
        assertThat(withTrials.solved()).isTrue();
        assertThat(withTrials.values()).containsExactly(solution);
        assertThat(guesses > 0).isEqualTo(!walk.solved());
    }

    @Test
    void aWrongDigitOrMarkIsAProblemNotAStep() {
        RuleModel puzzle = Generator.sudoku(4, 3, Generator.Symmetry.NONE, false).model();
        int[] blank = new int[16];
        java.util.Arrays.fill(blank, -1);
        assertThat(Explainer.Walk.from(puzzle, blank, null, Explainer.Settings.logic()).problem()).isNull();
        int a = -1;
        int b = -1;
        int given = -1;
        for (int c = 0; c < 16 && b < 0; c++) {
            for (int d = c + 1; d < 16 && b < 0; d++) {
                if (c / 4 == d / 4 && puzzle.given(c) < 0 && puzzle.given(d) < 0) {
                    a = c;
                    b = d;
                }
            }
        }
        for (int c = 0; c < 16; c++) {
            if (c / 4 == a / 4 && puzzle.given(c) >= 0) {
                given = puzzle.given(c);
            }
        }
        assertThat(b).as("two open cells in one row").isNotNegative();
        int[] twice = blank.clone();
        twice[a] = 0;
        twice[b] = 0;
        Explainer.Walk broken = Explainer.Walk.from(puzzle, twice, null, Explainer.Settings.logic());
        assertThat(broken.problem()).isNotNull();
        assertThat(broken.next()).isNull();
        if (given >= 0) {
            long[] marks = new long[16];
            marks[a] = 1L << given;
            Explainer.Walk empty = Explainer.Walk.from(puzzle, blank, marks, Explainer.Settings.logic());
            assertThat(empty.problem()).contains("has no candidate left");
        }
    }

    /** A puzzle file of the repository's puzzles folder, read by its type's grid. */
    private static RuleModel grid(String file) throws Exception {
        java.nio.file.Path path = java.nio.file.Path.of("..", "puzzles", file);
        grid.RuleGrid g = switch (file.substring(0, file.indexOf('/'))) {
            case "killer" -> new grid.KillerSudokuGrid();
            case "dutch" -> new grid.DutchMiracleGrid();
            case "kropki" -> new grid.KropkiGrid();
            case "fpuzzles" -> new grid.FPuzzlesGrid();
            default -> new grid.FutoshikiGrid();
        };
        g.initGrid(path.toString());
        return g.rules();
    }

    /**
     * Replays the explanation of {@code puzzle} by logic alone: every placement is the solution's symbol,
     * every removal removes something and never the solution's symbol, no step is a guess, and the
     * placements agree with the solution; with trials allowed the walk reaches the solution. Counts the
     * steps per technique into {@code used}.
     */
    static void checkSteps(RuleModel puzzle, int[] solution, Map<String, Integer> used) {
        int[] placed = puzzle.givens().clone();
        Explainer.HandSolution logic = Explainer.explain(puzzle, BOUNDED);
        for (Step s : logic.steps()) {
            assertThat(s.guess()).isFalse();
            for (int i = 0; i < s.placements().length; i += 2) {
                assertThat(s.placements()[i + 1]).as(s.text()).isEqualTo(solution[s.placements()[i]]);
                placed[s.placements()[i]] = s.placements()[i + 1];
            }
            for (int i = 0; i < s.cells().length; i++) {
                assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as(s.text()).isZero();
                assertThat(s.masks()[i]).as(s.text()).isNotZero();
            }
            used.merge(s.technique(), 1, Integer::sum);
        }
        for (int c = 0; c < placed.length; c++) {
            if (placed[c] >= 0) {
                assertThat(placed[c]).isEqualTo(solution[c]);
            }
        }
        assertThat(logic.solved()).isEqualTo(logic.stop() == null);
        if (logic.solved()) {
            assertThat(placed).containsExactly(solution);
        } else {
            Explainer.HandSolution finished = Explainer.explain(puzzle, Explainer.Settings.logic()
                    .without(java.util.EnumSet.of(Explainer.Family.CONTRADICTIONS)).withTrial(solution));
            assertThat(finished.solved()).isTrue();
            assertThat(finished.guessed()).isTrue();
        }
    }

    private static int[] solve(RuleModel puzzle) {
        PreparedSolver dlx = new DancingLinksSolver().prepare(puzzle);
        SolveResult r = dlx.solve(puzzle.givens(), SolveOptions.upTo(2), SolutionSink.NONE);
        assertThat(r.solutions()).isEqualTo(1);
        return dlx.solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
    }

    /** The 75 puzzles of the engine tests' 9x9 sample (see its SOURCES.md). */
    private static List<RuleModel> sample() throws IOException {
        List<RuleModel> out = new ArrayList<>();
        try (InputStream in = ExplainerTest.class.getResourceAsStream("/engine/sudoku9_sample.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int number = 0;
            RuleModel rules = OneLineFormat.rules(9);
            for (String line : text.split("\n")) {
                number++;
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(rules.withGivens(OneLineFormat.givens(rules, line.strip(), "sudoku9_sample.txt", number)));
                }
            }
        }
        return out;
    }
}
