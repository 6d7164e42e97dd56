package solver.explain;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Solves a puzzle the way a person does and says how: at each step the first technique that finds
 * something, in order of difficulty (singles; a dot or sign against its neighbour's candidates; cage
 * combinations; locked candidates; the 45 rule; naked and hidden subsets, X-Wing, XY-Wing, XYZ-Wing,
 * Swordfish, Jellyfish). When none does, the step is a trial: the cell with the fewest candidates gets
 * its value from the solution, and the step says so.
 *
 * <p>The rating is the level of the hardest step needed ({@link #LEVELS}): 1 easy (singles only),
 * 2 medium (locked candidates), 3 hard (subsets), 4 expert (fish and wings), 5 trial (no technique
 * here finishes it). For every type this project reads, up to 64 symbols: Sudoku, Killer (cages and the
 * 45 rule), Kropki, Futoshiki and the Dutch Miracle (dots, signs, diagonal rules and groups).
 */
public final class Explainer {

    /** The names of the levels 1..5 (index 0 unused). */
    public static final List<String> LEVELS = List.of("", "easy", "medium", "hard", "expert", "trial");

    private static final List<Technique> TECHNIQUES = List.of(new NakedSingle(), new HiddenSingle(),
            new RelationRule(), new SumRule(false), new LockedCandidates(), new SumRule(true), new NakedSubset(2), new HiddenSubset(2), new NakedSubset(3), new HiddenSubset(3),
            new NakedSubset(4), new HiddenSubset(4), new Fish(2), new Wing(false), new Wing(true), new Fish(3),
            new Fish(4));

    /**
     * A solution by hand.
     *
     * @param steps  in order
     * @param level  the hardest step's level, 0 for a puzzle already solved
     * @param counts steps per technique, in the order of first use
     */
    public record Explanation(List<Step> steps, int level, Map<String, Integer> counts) {

        /** The rating's name, e.g. {@code hard}. */
        public String rating() {
            return level == 0 ? "solved" : LEVELS.get(level);
        }
    }

    private Explainer() {
    }

    /** Whether this class explains the model: up to 64 symbols (a candidate set is one {@code long}). */
    public static boolean accepts(RuleModel model) {
        return model.size() <= 64;
    }

    /**
     * Explains the puzzle {@code model} whose solution is {@code solution} (symbol indices; it decides
     * trial steps only, every other step is found on the pencil marks).
     */
    public static Explanation explain(RuleModel model, int[] solution) {
        if (!accepts(model)) {
            throw new IllegalArgumentException("explanations take up to 64 symbols, not " + model.size());
        }
        Board board = new Board(model);
        List<Step> steps = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        int level = 0;
        while (!board.solved()) {
            Step step = null;
            for (Technique t : TECHNIQUES) {
                step = t.find(board);
                if (step != null) {
                    break;
                }
            }
            if (step == null) {
                step = trial(board, solution);
            }
            apply(board, step);
            steps.add(step);
            counts.merge(step.technique(), 1, Integer::sum);
            level = Math.max(level, step.level());
        }
        return new Explanation(steps, level, counts);
    }

    private static Step trial(Board b, int[] solution) {
        int best = -1;
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] < 0 && (best < 0 || Long.bitCount(b.cand[c]) < Long.bitCount(b.cand[best]))) {
                best = c;
            }
        }
        int v = solution[best];
        return new Step("trial", 5, new int[]{best, v}, new int[0], new long[0], b.cell(best) + " = " + b.symbol(v)
                + ": no technique here applies; by trial among " + symbols(b, b.cand[best]) + " (the solution's value)");
    }

    private static void apply(Board b, Step step) {
        int[] p = step.placements();
        for (int i = 0; i < p.length; i += 2) {
            b.place(p[i], p[i + 1]);
        }
        for (int i = 0; i < step.cells().length; i++) {
            b.cand[step.cells()[i]] &= ~step.masks()[i];
        }
    }

    /** A set of symbols as people write it, {@code {3,8}}. */
    static String symbols(Board b, long mask) {
        StringBuilder out = new StringBuilder("{");
        for (long m = mask; m != 0; m &= m - 1) {
            out.append(out.length() > 1 ? "," : "").append(b.symbol(Long.numberOfTrailingZeros(m)));
        }
        return out.append('}').toString();
    }
}
