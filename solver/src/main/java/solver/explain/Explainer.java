package solver.explain;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Solves a puzzle the way a person does and says how: at each step the first technique that finds
 * something, in order of difficulty (singles; a rule between two cells, such as a dot, a sign, a
 * thermometer's step or an anti-knight pair, against the other cell's candidates; cage
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

    /**
     * The families of techniques a person may switch off (as the f-puzzles solver's settings do): every
     * technique belongs to one, and a {@link Walk} leaves out the families it is told to.
     */
    public enum Family {
        /** Naked and hidden singles. */
        SINGLES,
        /** The puzzle's own rules against the candidates: dots, signs, cage combinations, the 45 rule. */
        RULES,
        /** Locked candidates (pointing and claiming). */
        POINTING,
        /** Naked and hidden pairs, triples and quads. */
        TUPLES,
        /** X-Wing, Swordfish, Jellyfish. */
        FISHES,
        /** XY-Wing and XYZ-Wing. */
        WINGS,
        /** A trial step: the solution's value for the cell with the fewest candidates, when nothing else applies. */
        TRIAL
    }

    /** A technique and its family, in the order they are tried. */
    private record Entry(Technique technique, Family family) {
    }

    private static final List<Entry> TECHNIQUES = List.of(new Entry(new NakedSingle(), Family.SINGLES),
            new Entry(new HiddenSingle(), Family.SINGLES), new Entry(new RelationRule(), Family.RULES),
            new Entry(new SumRule(false), Family.RULES), new Entry(new PointingClaiming(), Family.POINTING),
            new Entry(new SumRule(true), Family.RULES), new Entry(new NakedSubset(2), Family.TUPLES),
            new Entry(new HiddenSubset(2), Family.TUPLES), new Entry(new NakedSubset(3), Family.TUPLES),
            new Entry(new HiddenSubset(3), Family.TUPLES), new Entry(new NakedSubset(4), Family.TUPLES),
            new Entry(new HiddenSubset(4), Family.TUPLES), new Entry(new Fish(2), Family.FISHES),
            new Entry(new Wing(false), Family.WINGS), new Entry(new Wing(true), Family.WINGS),
            new Entry(new Fish(3), Family.FISHES), new Entry(new Fish(4), Family.FISHES));

    /**
     * A solution by hand.
     *
     * @param steps  in order
     * @param level  the hardest step's level, 0 for a puzzle already solved
     * @param counts steps per technique, in the order of first use
     */
    public record HandSolution(List<Step> steps, int level, Map<String, Integer> counts) {

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
    public static HandSolution explain(RuleModel model, int[] solution) {
        if (!accepts(model)) {
            throw new IllegalArgumentException("explanations take up to 64 symbols, not " + model.size());
        }
        Walk walk = new Walk(new PencilMarks(model), java.util.EnumSet.noneOf(Family.class), solution);
        List<Step> steps = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        int level = 0;
        while (!walk.board.solved()) {
            Step step = walk.next();
            steps.add(step);
            counts.merge(step.technique(), 1, Integer::sum);
            level = Math.max(level, step.level());
        }
        return new HandSolution(steps, level, counts);
    }

    /**
     * A solution by hand taken one step at a time from any position a person has reached: the givens,
     * digits already filled in, and pencil marks that may already exclude candidates. Each {@link #next}
     * finds and applies one step with the techniques not switched off; {@link #problem} says when the
     * position breaks a rule, so a person's wrong digit or mark is reported instead of explained.
     */
    public static final class Walk {

        private final PencilMarks board;
        private final java.util.Set<Family> off;
        private final int[] solution;

        private Walk(PencilMarks board, java.util.Set<Family> off, int[] solution) {
            this.board = board;
            this.off = off;
            this.solution = solution;
        }

        /**
         * A walk from the puzzle {@code model} (its givens placed) with {@code filled} placed too (symbol
         * indices, -1 open; null for none) and each open cell's candidates cut to {@code marks} where it
         * has any (bit v for symbol index v; null, or 0 for a cell, keeps them all).
         *
         * @param off      the families not to use
         * @param solution the solution that trial steps take their values from, or null for no trial steps
         * @throws IllegalArgumentException if the model has more than 64 symbols or an array the wrong length
         */
        public static Walk from(RuleModel model, int[] filled, long[] marks, java.util.Set<Family> off, int[] solution) {
            if (!accepts(model)) {
                throw new IllegalArgumentException("explanations take up to 64 symbols, not " + model.size());
            }
            int cells = model.cellCount();
            for (int[] a : new int[][]{filled, solution}) {
                if (a != null && a.length != cells) {
                    throw new IllegalArgumentException("expected " + cells + " cells, got " + a.length);
                }
            }
            if (marks != null && marks.length != cells) {
                throw new IllegalArgumentException("expected " + cells + " cells of marks, got " + marks.length);
            }
            PencilMarks board = new PencilMarks(model);
            for (int c = 0; filled != null && c < cells; c++) {
                if (filled[c] >= 0 && board.value[c] < 0) {
                    board.place(c, filled[c]);
                }
            }
            for (int c = 0; marks != null && c < cells; c++) {
                if (board.value[c] < 0 && marks[c] != 0) {
                    board.cand[c] &= marks[c];
                }
            }
            java.util.Set<Family> families = java.util.EnumSet.noneOf(Family.class);
            families.addAll(off);
            return new Walk(board, families, solution == null ? null : solution.clone());
        }

        /**
         * Finds and applies the next step: the first technique, in order of difficulty, that finds one; a
         * trial when none does and trials are allowed. Null when the board is solved, broken, or no
         * technique allowed applies.
         */
        public Step next() {
            if (board.solved() || problem() != null) {
                return null;
            }
            Step step = null;
            for (Entry e : TECHNIQUES) {
                if (!off.contains(e.family())) {
                    step = e.technique().find(board);
                    if (step != null) {
                        break;
                    }
                }
            }
            if (step == null && solution != null && !off.contains(Family.TRIAL)) {
                step = trial(board, solution);
            }
            if (step != null) {
                apply(board, step);
            }
            return step;
        }

        /** Whether every cell holds a symbol. */
        public boolean solved() {
            return board.solved();
        }

        /** The placed symbol of every cell, -1 where open. */
        public int[] values() {
            return board.value.clone();
        }

        /** Every cell's candidates (bit v for symbol index v; a placed cell has its symbol's bit alone). */
        public long[] candidates() {
            return board.cand.clone();
        }

        /**
         * What makes the position impossible, in words, or null: an open cell with no candidate left, a
         * symbol with no place left in a house, or placed symbols that break a rule.
         */
        public String problem() {
            return board.problem();
        }
    }

    private static Step trial(PencilMarks b, int[] solution) {
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

    private static void apply(PencilMarks b, Step step) {
        int[] p = step.placements();
        for (int i = 0; i < p.length; i += 2) {
            b.place(p[i], p[i + 1]);
        }
        for (int i = 0; i < step.cells().length; i++) {
            b.cand[step.cells()[i]] &= ~step.masks()[i];
        }
    }

    /** A set of symbols as people write it, {@code {3,8}}. */
    static String symbols(PencilMarks b, long mask) {
        StringBuilder out = new StringBuilder("{");
        for (long m = mask; m != 0; m &= m - 1) {
            out.append(out.length() > 1 ? "," : "").append(b.symbol(Long.numberOfTrailingZeros(m)));
        }
        return out.append('}').toString();
    }
}
