package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.DancingLinksSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pattern techniques where a published puzzle needs them: the walk uses the technique (nothing easier
 * applies at that point, by the walk's order), every step of it keeps the puzzle's one solution (found by
 * Dancing Links), and where marked, the walk without the technique's family stops before the end while
 * the walk with it finishes. Uniqueness techniques only when asked. Variant puzzles of the repository's
 * f-puzzles set show the techniques through their rules' weak links, every step checked against the
 * published solution.
 */
class PatternWalksTest {

    /**
     * A classic puzzle that needs {@code technique}: its source (Royle's 17-clue list or magictour's
     * top1465, the line in the tdoku benchmark copies of them), the rating Sudoku Explainer 1.2.1.3 gives it
     * (its steps: SE has no finned fish, no WXYZ-Wing, so it rates those puzzles by chains), and whether the
     * walk without the technique's family stops before the end.
     */
    private record Needs(String technique, String source, double se, boolean needed, String puzzle) {
    }

    private static final List<Needs> CLASSICS = List.of(
            new Needs("XY-Wing", "17-clue 11640", 4.2, true,
                    "................12..3.45.........4...1.......67.1........2...7...4..658...9......"),
            new Needs("XYZ-Wing", "17-clue 29427", 4.4, true,
                    "..............1.23..4.5...6.....3.....7...8...4..........46.7...3...8...1.......9"),
            new Needs("WXYZ-Wing", "17-clue 15051", 4.6, true,
                    "................12..3.45........64...7.......61.8..9.....1...6...4...5...2......."),
            new Needs("VWXYZ-Wing", "17-clue 18589", 7.1, true,
                    "..............1..2..3....4.......1....5.2.....6...37.....45..8..7.......13.....9."),
            new Needs("X-Wing", "top1465 170", 3.4, false,
                    ".3..4.......5...9.9......2..6....8..5..7..........1...7.21.........8.3.6......4.."),
            new Needs("finned X-Wing", "top1465 398", 6.6, true,
                    "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36...."),
            new Needs("finned Swordfish", "17-clue 7541", 6.7, true,
                    "................12..3..4..5.....6..4.7....8..21..9.......12.......7.......8...6.."),
            new Needs("finned Jellyfish", "17-clue 20409", 6.7, true,
                    "..............1..2..3....45.......34.6.......71...8.......7.1.....35.....2.4....."),
            new Needs("sashimi X-Wing", "top1465 1191", 6.6, true,
                    "..23..58...36..9..9........215.......36.....8...1..2.....91..7457..4.......8....."),
            new Needs("sashimi Swordfish", "17-clue 24447", 6.5, true,
                    "..............1..2.34.....5.......6....37.4..15..........4.......3.6..8.2.......1"),
            new Needs("unique rectangle type 1", "17-clue 9698", 4.5, false,
                    "................12..3.45...........1..4...6....7..3........845..9.......12.7....."),
            new Needs("unique rectangle type 4", "top1465 442", 4.5, false,
                    "249.6...3.3....2..8.......5.....6......2......1..4.82..9.5..7....4.....1.7...3..."),
            new Needs("unique rectangle type 2", "top1465 535", 7.1, false,
                    "........5.4.....7..761.43...85.6...........51.6.2.......2.....9...4.8.....37...1."),
            new Needs("unique rectangle type 3", "17-clue 46864", 7.2, false,
                    "........1.....2.....3..4.5.......4...1..5.....6.7........17...8..9......2.4...3.."),
            new Needs("BUG+1", "17-clue 25740", 5.6, true,
                    "..............1..2.34....5.........6..537....7.....1......4..7..8....3..2....5..."));

    @Test
    void eachPatternWhereAPublishedClassicNeedsIt() throws Exception {
        RuleModel rules = OneLineFormat.rules(9);
        for (Needs n : CLASSICS) {
            RuleModel puzzle = rules.withGivens(OneLineFormat.givens(rules, n.puzzle(), n.source(), 1));
            int[] solution = solve(puzzle);
            boolean unique = n.technique().startsWith("unique") || n.technique().startsWith("BUG");
            Explainer.Settings settings = unique ? Explainer.Settings.logic().withUniqueness() : Explainer.Settings.logic();
            if (late(n.technique())) {
                // tried after the chains, as their rating says: shown with the chains off
                settings = settings.without(EnumSet.of(Explainer.Family.CHAINS));
            }
            Explainer.HandSolution h = Explainer.explain(puzzle, settings);
            assertThat(h.counts()).as(n.source()).containsKey(n.technique());
            checkSteps(h, solution, n.source());
            if (n.needed()) {
                assertThat(h.solved()).as(n.source()).isTrue();
                Explainer.Family family = family(n.technique());
                // needed among the techniques before chains (chains and forcing chains finish every one of them)
                Explainer.HandSolution without = Explainer.explain(puzzle, settings.without(EnumSet.of(family,
                        Explainer.Family.CHAINS, Explainer.Family.CONTRADICTIONS)));
                assertThat(without.solved()).as(n.source() + " without " + family).isFalse();
                assertThat(without.stop()).isEqualTo(Explainer.Walk.NO_STEP);
            }
            if (unique) {
                // not asked for: no uniqueness step, whatever the walk does instead
                Explainer.HandSolution plain = Explainer.explain(puzzle, Explainer.Settings.logic());
                assertThat(plain.steps()).noneMatch(s -> s.technique().startsWith("unique") || s.technique().equals("BUG+1"));
                checkSteps(plain, solution, n.source());
            }
        }
    }

    /** Whether the walk tries the technique after the chains (finned fish past the X-Wing, the larger wings). */
    private static boolean late(String technique) {
        return technique.matches("(finned|sashimi) (Swordfish|Jellyfish)|V?WXYZ-Wing");
    }

    private static Explainer.Family family(String technique) {
        if (technique.startsWith("unique") || technique.equals("BUG+1")) {
            return Explainer.Family.UNIQUENESS;
        }
        return technique.endsWith("-Wing") && !technique.endsWith("X-Wing") ? Explainer.Family.WINGS
                : Explainer.Family.FISHES;
    }

    /**
     * On published variants with a solution in the repository: wings and fins through anti-king moves and
     * diagonals, direct cell forcing through slow thermometers (a slow thermometer inside a row rises
     * strictly), every step keeping the solution; uniqueness asked for but never used off a plain Sudoku.
     */
    @Test
    void patternsThroughTheRulesOfPublishedVariants() throws Exception {
        record Variant(String file, Set<String> uses) {
        }
        for (Variant v : List.of(
                new Variant("antiking-clipped", Set.of("direct cell forcing")),
                new Variant("slowthermo-slow-thermo-sudoku", Set.of("direct cell forcing")),
                new Variant("quadruple-quadiagonal", Set.of("finned X-Wing", "finned Swordfish", "finned Jellyfish",
                        "sashimi X-Wing", "sashimi Swordfish")),
                new Variant("maximum-fortress-sudoku", Set.of("XY-Wing", "VWXYZ-Wing")))) {
            Path json = Path.of("..", "puzzles", "fpuzzles", v.file() + ".json");
            grid.FPuzzlesGrid g = new grid.FPuzzlesGrid();
            g.initGrid(json.toString());
            RuleModel puzzle = g.rules();
            String digits = Files.readString(json.resolveSibling(v.file() + ".solution"), StandardCharsets.UTF_8).strip();
            int[] solution = new int[puzzle.cellCount()];
            for (int c = 0; c < solution.length; c++) {
                solution[c] = puzzle.symbolIndex(digits.charAt(c) - '0');
            }
            // the chains off: the larger fish and wings come after them
            Explainer.HandSolution h = Explainer.explain(puzzle, Explainer.Settings.logic().withUniqueness()
                    .without(EnumSet.of(Explainer.Family.CHAINS)));
            assertThat(h.solved()).as(v.file()).isTrue();
            assertThat(h.counts()).as(v.file()).containsKeys(v.uses().toArray(String[]::new));
            assertThat(h.counts().keySet()).noneMatch(t -> t.startsWith("unique") || t.equals("BUG+1"));
            checkSteps(h, solution, v.file());
        }
    }

    /** Every placement is the solution's symbol, every removal removes something and never the solution's. */
    private static void checkSteps(Explainer.HandSolution h, int[] solution, String source) {
        List<String> wrong = new ArrayList<>();
        for (Step s : h.steps()) {
            for (int i = 0; i < s.placements().length; i += 2) {
                if (s.placements()[i + 1] != solution[s.placements()[i]]) {
                    wrong.add(s.text());
                }
            }
            for (int i = 0; i < s.cells().length; i++) {
                if (s.masks()[i] == 0 || (s.masks()[i] >>> solution[s.cells()[i]] & 1) != 0) {
                    wrong.add(s.text());
                }
            }
        }
        assertThat(wrong).as(source).isEmpty();
    }

    private static int[] solve(RuleModel puzzle) {
        PreparedSolver dlx = new DancingLinksSolver().prepare(puzzle);
        SolveResult r = dlx.solve(puzzle.givens(), SolveOptions.upTo(2), SolutionSink.NONE);
        assertThat(r.solutions()).isEqualTo(1);
        return dlx.solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
    }
}
