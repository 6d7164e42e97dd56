package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.DancingLinksSolver;
import solver.PublishedPuzzles;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.generate.Generator;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The chain and forcing-chain techniques ({@link ChainsAndCycles}, {@link ForcingChains}): each family is
 * the step a puzzle needs, found by name, true against the puzzle's one solution, and rated as Sudoku
 * Explainer 1.2.1.3 rates the puzzle; every technique asked alone at every position of walks over hard
 * classics and published variants finds nothing or a true step; the length bonus is Sudoku
 * Explainer's.
 *
 * <p>The puzzles are lines of the public 9x9 sets (tdoku's benchmark files: Royle's 17-clue list,
 * magictour's top1465 and the forum's hardest; see {@code puzzles/rated/SOURCES.md}), chosen because
 * Sudoku Explainer's own path through them takes the technique of the same family; the ER beside each is
 * Sudoku Explainer's.
 */
class ChainsTest {

    /** Puzzle, the technique its explanation uses, and Sudoku Explainer's ER for it. */
    private record Case(String puzzle, String technique, double er) {
    }

    private static final List<Case> FAMILIES = List.of(
            new Case("...7..58.5........4..9............54....31.....8...9.6..7.9.41...1.8.....6.....7.", "Turbot Fish", 6.6),
            new Case("........1.......23..4.56........47...3.7.....5...........2..8....6...5..1...3....", "X-Chain", 6.7),
            new Case("..............1..2.34.....5.......6....37.4..15..........4.......3.6..8.2.......1", "X-Cycle", 6.5),
            new Case("4..7231..1...8.........9....52....7..7....3.58.............648..13...2.....2...53", "XY-Cycle", 7.2),
            new Case("...52.....9...3..4......7...1.....4..8..453..6...1...87.2........8....32.4..8..1.",
                    "Continuous Nice Loop", 7.1),
            new Case("........1.......23..4..5.........4...1..2.....36.1.........7..6...5.....32...8...", "AIC", 7.1),
            new Case("8.5.....1.1....7.......1...2..46.9...8.........6.5.2..3..7.6..46......2..243...9.",
                    "Nishio Forcing Chain", 7.8),
            new Case("8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
                    "Region Forcing Chains", 8.3),
            new Case("....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
                    "Cell Forcing Chains", 8.3),
            new Case("5.8.....7...9.1...4............5...4.6.....3..9....6...2.3...1.7...8..........2..",
                    "Dynamic Contradiction Forcing Chains", 8.8),
            new Case("2...4.8.....1..3......98.4..9...34...8..6...9..1.8.....457....1..........6....53.",
                    "Dynamic Double Forcing Chains", 9.0),
            new Case("..2......1..49.2.5.4.....9..8...14....63....75......6.6...8.3.....7..1.63......5.",
                    "Dynamic Region Forcing Chains", 8.8),
            new Case("...46....568......3....1....3....96..956........7...4..8.94.3......7..2.1.....89.",
                    "Dynamic Cell Forcing Chains", 8.8),
            new Case(".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8",
                    "Dynamic Contradiction Forcing Chains (+)", 10.1));

    @Test
    void eachFamilyIsTheStepItsPuzzleNeedsRatedAsSudokuExplainerRatesIt() throws Exception {
        for (Case c : FAMILIES) {
            RuleModel puzzle = classic(c.puzzle());
            Explainer.HandSolution h = Explainer.explain(puzzle, Explainer.Settings.logic().withUniqueness());
            assertThat(h.solved()).as(c.technique()).isTrue();
            checkSteps(puzzle, solve(puzzle), h.steps());
            assertThat(h.steps()).as(c.puzzle()).anyMatch(s -> s.technique().equals(c.technique()));
            assertThat(h.er()).as(c.technique()).isCloseTo(c.er(), within(1e-9));
        }
    }

    @Test
    void aChainReadsAsImplicationsAndALongOneShowsItsEnds() throws Exception {
        RuleModel puzzle = classic(FAMILIES.get(0).puzzle());
        Step turbot = Explainer.explain(puzzle).steps().stream().filter(s -> s.technique().equals("Turbot Fish"))
                .findFirst().orElseThrow();
        // six potentials, on and off in turn, from the candidate back to its own negation
        assertThat(turbot.text()).matches("Turbot Fish: (r\\dc\\d)=(\\d) ⇒ r\\dc\\d≠\\d ⇒ r\\dc\\d=\\d \\(hidden single in .*\\) ⇒ "
                + "r\\dc\\d≠\\d ⇒ r\\dc\\d=\\d \\(hidden single in .*\\) ⇒ \\1≠\\2: \\1 loses \\2");
        RuleModel hard = classic(FAMILIES.get(10).puzzle());
        for (Step s : Explainer.explain(hard).steps()) {
            assertThat(s.text().split("⇒").length).as(s.text()).isLessThan(4 * (ChainSteps.SHOWN + 1));
        }
    }

    @Test
    void theLengthBonusIsSudokuExplainers() {
        // complexity: <= 6 none; 7-8 0.1; 9-10 0.2; 11-14 0.3; 15-18 0.4; 19-26 0.5; 27-34 0.6; 35-50 0.7; 51-66 0.8
        int[][] table = {{6, 0}, {7, 1}, {8, 1}, {9, 2}, {10, 2}, {11, 3}, {14, 3}, {15, 4}, {18, 4}, {19, 5}, {26, 5},
                {27, 6}, {34, 6}, {35, 7}, {50, 7}, {51, 8}, {66, 8}, {67, 9}, {98, 9}, {99, 10}, {130, 10}, {131, 11}};
        for (int[] row : table) {
            assertThat(ChainSteps.bonus(row[0])).as("complexity %d", row[0]).isEqualTo(row[1]);
        }
        // the largest complexity that still comes before a chain of 6.7 with complexity 8: 6.6 up to 8, 6.7 below 8
        assertThat(ChainSteps.limit(66, 67, 8)).isEqualTo(7);
        assertThat(ChainSteps.limit(66, 68, 20)).isEqualTo(10);
        assertThat(ChainSteps.limit(70, 66, 6)).isZero();
    }

    /**
     * At every position a walk reaches with a chain step, each chain technique asked alone finds nothing
     * or a true step: on classics from the families' puzzles and generated ones, and on published
     * variants (chains through their rules' links and propagators).
     */
    @Test
    void everyChainTechniqueAloneIsTrueAtEveryChainPosition() throws Exception {
        List<RuleModel> puzzles = new ArrayList<>();
        List<int[]> solutions = new ArrayList<>();
        for (Case c : FAMILIES.subList(0, 10)) {
            RuleModel m = classic(c.puzzle());
            puzzles.add(m);
            solutions.add(solve(m));
        }
        for (String stem : List.of("killer-arkham-basement", "littlekiller-rusted-wings", "arrow-triple-threat",
                "kropki-alien-abacus-6x6", "thermo-300-subs", "whispers-alien")) {
            RuleModel m = PublishedPuzzles.read(stem);
            puzzles.add(m);
            solutions.add(PublishedPuzzles.solution(m, stem));
        }
        Map<String, Integer> found = new TreeMap<>();
        List<Technique> chains = Explainer.techniques().stream().map(Map.Entry::getKey)
                .filter(t -> t instanceof ChainsAndCycles || t instanceof ForcingChains && t.er() < 9.5).toList();
        for (int p = 0; p < puzzles.size(); p++) {
            RuleModel model = puzzles.get(p);
            int[] solution = solutions.get(p);
            PencilMarks b = new PencilMarks(model);
            for (Step step : Explainer.explain(model, Explainer.Settings.logic().withLimit(Duration.ofSeconds(5))).steps()) {
                if (step.er() >= 6.5) {
                    for (Technique t : chains) {
                        long[] before = b.cand.clone();
                        Step s = t.find(b);
                        assertThat(b.cand).as(t.name()).containsExactly(before);
                        if (s != null) {
                            checkSteps(b, solution, s);
                            found.merge(s.technique(), 1, Integer::sum);
                        }
                    }
                }
                apply(b, step);
            }
        }
        assertThat(found).containsKeys("Turbot Fish", "X-Chain", "AIC", "Nishio Forcing Chain", "Cell Forcing Chains",
                "Region Forcing Chains", "Dynamic Contradiction Forcing Chains", "Dynamic Region Forcing Chains");
    }

    /** Generated classics whose explanation reaches chains: every step true. */
    @Test
    void chainStepsOnSeededPuzzlesAreTrue() {
        int chained = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Generator.Generated g = Generator.sudoku(9, seed, Generator.Symmetry.NONE, true);
            Explainer.HandSolution h = Explainer.explain(g.model(), Explainer.Settings.logic().withLimit(Duration.ofSeconds(5)));
            checkSteps(g.model(), g.solution(), h.steps());
            chained += h.steps().stream().anyMatch(s -> s.er() >= 6.5) ? 1 : 0;
        }
        assertThat(chained).isPositive();
    }

    /** The forum's hardest need forcing chains nested in forcing chains (9.5 and up): every step true. */
    @Test
    void nestedForcingChainsFinishForumHardestPuzzles() throws Exception {
        for (String puzzle : List.of(
                "..9.......6...3...1...7...54...52..7.....6.4..3.9.....2......1.....2.57...48....2",
                ".....5.....3.7...8.9.8...4...5.....2.8.6..4..7...3......2...69...4...1...1.9....4")) {
            RuleModel m = classic(puzzle);
            Explainer.HandSolution h = Explainer.explain(m);
            assertThat(h.solved()).isTrue();
            checkSteps(m, solve(m), h.steps());
            assertThat(h.er()).isGreaterThanOrEqualTo(9.5);
            assertThat(h.steps()).anyMatch(s -> s.technique().contains("(+ "));
        }
    }

    static RuleModel classic(String line) throws Exception {
        RuleModel rules = OneLineFormat.rules(9);
        return rules.withGivens(OneLineFormat.givens(rules, line, "ChainsTest", 1));
    }

    static int[] solve(RuleModel puzzle) {
        PreparedSolver dlx = new DancingLinksSolver().prepare(puzzle);
        assertThat(dlx.solve(puzzle.givens(), SolveOptions.upTo(2), SolutionSink.NONE).solutions()).isEqualTo(1);
        return dlx.solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
    }

    /** Every placement is the solution's symbol; every removal removes something, never the solution's. */
    static void checkSteps(RuleModel puzzle, int[] solution, List<Step> steps) {
        PencilMarks b = new PencilMarks(puzzle);
        for (Step s : steps) {
            checkSteps(b, solution, s);
            apply(b, s);
        }
    }

    private static void checkSteps(PencilMarks b, int[] solution, Step s) {
        assertThat(s.guess()).isFalse();
        assertThat(s.text()).isNotBlank();
        for (int i = 0; i < s.placements().length; i += 2) {
            assertThat(s.placements()[i + 1]).as(s.text()).isEqualTo(solution[s.placements()[i]]);
        }
        for (int i = 0; i < s.cells().length; i++) {
            assertThat(s.masks()[i]).as(s.text()).isNotZero();
            assertThat(s.masks()[i] & ~b.cand[s.cells()[i]]).as("%s removes candidates", s.text()).isZero();
            assertThat(s.masks()[i] >>> solution[s.cells()[i]] & 1).as(s.text()).isZero();
        }
    }

    private static void apply(PencilMarks b, Step s) {
        for (int i = 0; i < s.placements().length; i += 2) {
            b.place(s.placements()[i], s.placements()[i + 1]);
        }
        for (int i = 0; i < s.cells().length; i++) {
            b.cand[s.cells()[i]] &= ~s.masks()[i];
        }
    }
}
