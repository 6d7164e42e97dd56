package solver.explain;

import grid.model.RuleModel;
import solver.engine.RuleOrigin;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Solves a puzzle the way a person does and says how: at each step the easiest technique that finds
 * something, in order of difficulty on Sudoku Explainer's scale ({@link Rating}): singles; the puzzle's
 * own rules, each through the engine's propagator for it (a dot, a cage's sum, an arrow, a line...);
 * locked candidates; subsets, fish and wings, seen through the weak links of every rule; then chains and
 * forcing chains. When nothing applies the walk stops with "no logical step found" (that is the answer
 * a setter wants); a trial step, which takes a value from the solution and says so, comes only when it
 * is asked for.
 *
 * <p>The rating is the hardest step's difficulty ({@link HandSolution#er}) and its named level. For every
 * type this project reads, up to 64 symbols.
 */
public final class Explainer {

    /** The names of the levels (index 0 unused); see {@link Rating#LEVELS}. */
    public static final List<String> LEVELS = Rating.LEVELS;

    /**
     * The families of techniques a person may switch off (as the f-puzzles solver's settings do): every
     * technique belongs to one, and a {@link Walk} leaves out the families it is told to. Singles and the
     * rules' own steps cannot be switched off.
     */
    public enum Family {
        /** Naked and hidden singles. */
        SINGLES,
        /** The puzzle's own rules against the candidates: dots, signs, cages, lines, the 45 rule. */
        RULES,
        /** Locked candidates (pointing and claiming, and their general form), and direct cell forcing. */
        POINTING,
        /** Naked and hidden pairs, triples and quads. */
        TUPLES,
        /** X-Wing, Swordfish, Jellyfish, plain, finned and sashimi. */
        FISHES,
        /** XY-, XYZ-, WXYZ- and VWXYZ-Wings. */
        WINGS,
        /** Unique rectangles and BUG+1: only on request, as they assume the puzzle has one solution. */
        UNIQUENESS,
        /** Chains of alternating inference: X-chains, XY-chains, AICs. */
        CHAINS,
        /** Forcing chains and contradictions: assume a candidate, follow the simpler steps. */
        CONTRADICTIONS,
        /** A trial step: the solution's value for the cell with the fewest candidates, when nothing else applies. */
        TRIAL
    }

    /** A technique and its family, in the order they are tried. */
    private record Entry(Technique technique, Family family) {
    }

    private static final List<Entry> TECHNIQUES = List.of(
            new Entry(new HiddenSingle(), Family.SINGLES),
            new Entry(new NakedSingle(), Family.SINGLES),
            new Entry(new RuleSteps("rule between two cells", 2.0, RuleOrigin.Source.RELATION), Family.RULES),
            new Entry(new RuleSteps("rule", 2.3, RuleOrigin.Source.CAGE, RuleOrigin.Source.CONSTRAINT), Family.RULES),
            new Entry(new RuleProbe(), Family.RULES),
            new Entry(new LockedCandidates(LockedCandidates.Form.POINTING), Family.POINTING),
            new Entry(new RuleContents(), Family.RULES),
            new Entry(new LockedCandidates(LockedCandidates.Form.CLAIMING), Family.POINTING),
            new Entry(new RuleSteps("45 rule", 2.8, RuleOrigin.Source.DERIVED_SUM), Family.RULES),
            new Entry(new LockedCandidates(LockedCandidates.Form.GENERAL), Family.POINTING),
            new Entry(new DirectCellForcing(), Family.POINTING),
            new Entry(new NakedSubset(2), Family.TUPLES),
            new Entry(new Fish(2), Family.FISHES),
            new Entry(new HiddenSubset(2), Family.TUPLES),
            new Entry(new NakedSubset(3), Family.TUPLES),
            new Entry(new Fish(3), Family.FISHES),
            new Entry(new HiddenSubset(3), Family.TUPLES),
            new Entry(new Wing(Wing.Kind.XY), Family.WINGS),
            new Entry(new Wing(Wing.Kind.XYZ), Family.WINGS),
            new Entry(new UniqueRectangle(), Family.UNIQUENESS),
            new Entry(new NakedSubset(4), Family.TUPLES),
            new Entry(new Fish(4), Family.FISHES),
            new Entry(new HiddenSubset(4), Family.TUPLES),
            new Entry(new BivalueGrave(), Family.UNIQUENESS),
            // finned fish and the larger wings are chains to Sudoku Explainer, rated as it rates those and
            // tried where their rating puts them: a finned X-Wing (a Turbot Fish, 6.6) before the chains,
            // which take the shortest first, the larger fish and wings (6.7 and up) after them
            new Entry(new Fish(2, Fish.Fins.FINNED), Family.FISHES),
            new Entry(new Fish(2, Fish.Fins.SASHIMI), Family.FISHES),
            new Entry(new ChainsAndCycles(), Family.CHAINS),
            new Entry(new Fish(3, Fish.Fins.FINNED), Family.FISHES),
            new Entry(new Fish(3, Fish.Fins.SASHIMI), Family.FISHES),
            new Entry(new Fish(4, Fish.Fins.FINNED), Family.FISHES),
            new Entry(new Fish(4, Fish.Fins.SASHIMI), Family.FISHES),
            new Entry(new Wing(Wing.Kind.WXYZ), Family.WINGS),
            new Entry(new Wing(Wing.Kind.VWXYZ), Family.WINGS),
            new Entry(new ForcingChains(ForcingChains.Kind.NISHIO, 0), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.MULTIPLE, 0), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 0), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 1), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 2), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 3), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 4), Family.CONTRADICTIONS),
            new Entry(new ForcingChains(ForcingChains.Kind.DYNAMIC, 5), Family.CONTRADICTIONS));

    /**
     * How to explain.
     *
     * @param off      the families not to use
     * @param solution the solution trial steps take their values from, or null for no trial steps (the
     *                 walk then stops where logic does)
     * @param limit    how long the whole explanation may take, or null for no limit
     * @param cancel   a flag that stops the explanation when set, or null
     */
    public record Settings(Set<Family> off, int[] solution, Duration limit, AtomicBoolean cancel) {

        public Settings {
            off = off == null || off.isEmpty() ? EnumSet.noneOf(Family.class) : EnumSet.copyOf(off);
            solution = solution == null ? null : solution.clone();
        }

        /** Every family but uniqueness, no trial, no time limit. */
        public static Settings logic() {
            return new Settings(EnumSet.of(Family.UNIQUENESS), null, null, null);
        }

        /** These settings with the families {@code families} switched off too. */
        public Settings without(Set<Family> families) {
            Set<Family> more = EnumSet.noneOf(Family.class);
            more.addAll(off);
            more.addAll(families);
            return new Settings(more, solution, limit, cancel);
        }

        /** These settings, finishing by trial from {@code answer} where logic stops. */
        public Settings withTrial(int[] answer) {
            return new Settings(off, answer, limit, cancel);
        }

        public Settings withLimit(Duration time) {
            return new Settings(off, solution, time, cancel);
        }

        public Settings withCancel(AtomicBoolean flag) {
            return new Settings(off, solution, limit, flag);
        }

        /** These settings with uniqueness techniques allowed (they assume one solution). */
        public Settings withUniqueness() {
            Set<Family> without = EnumSet.noneOf(Family.class);
            without.addAll(off);
            without.remove(Family.UNIQUENESS);
            return new Settings(without, solution, limit, cancel);
        }
    }

    /**
     * A solution by hand, whole or as far as logic goes.
     *
     * @param steps  in order
     * @param er     the hardest step's difficulty (0 for a puzzle already solved)
     * @param counts steps per technique, in the order of first use
     * @param stop   why the walk stopped before the end ({@link Walk#NO_STEP}, {@link Walk#TIME_LIMIT}, or a
     *               problem of the position), or null when it solved the puzzle
     */
    public record HandSolution(List<Step> steps, double er, Map<String, Integer> counts, String stop) {

        /**
         * The hardest step's named level ({@link Rating#LEVELS}), 0 when no step was needed; {@link Rating#TRIAL}
         * when logic stopped before the end (the puzzle needs more than the techniques here).
         */
        public int level() {
            if (stop != null) {
                return Rating.TRIAL;
            }
            int level = 0;
            for (Step s : steps) {
                level = Math.max(level, s.level());
            }
            return level;
        }

        /** Whether the walk reached the solution. */
        public boolean solved() {
            return stop == null;
        }

        /** Whether a step is a trial. */
        public boolean guessed() {
            return steps.stream().anyMatch(Step::guess);
        }

        /** The rating's name, e.g. {@code hard}; {@code solved} for a puzzle with nothing to do. */
        public String rating() {
            int level = level();
            return level == 0 ? "solved" : LEVELS.get(level);
        }
    }

    private Explainer() {
    }

    /** Every technique with its family, in the order they are tried (for the techniques' contract test). */
    static List<Map.Entry<Technique, Family>> techniques() {
        return TECHNIQUES.stream().map(e -> Map.entry(e.technique(), e.family())).toList();
    }

    /** Whether this class explains the model: up to 64 symbols (a candidate set is one {@code long}). */
    public static boolean accepts(RuleModel model) {
        return model.size() <= 64;
    }

    /** Explains {@code model} by logic alone (no trial), every family but uniqueness. */
    public static HandSolution explain(RuleModel model) {
        return explain(model, Settings.logic());
    }

    /** Explains {@code model} as {@code settings} say. */
    public static HandSolution explain(RuleModel model, Settings settings) {
        Walk walk = Walk.from(model, null, null, settings);
        List<Step> steps = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        double er = 0;
        while (!walk.solved()) {
            Step step = walk.next();
            if (step == null) {
                break;
            }
            steps.add(step);
            counts.merge(step.technique(), 1, Integer::sum);
            er = Math.max(er, step.er());
        }
        return new HandSolution(steps, er, counts, walk.solved() ? null : walk.stopReason());
    }

    /**
     * A solution by hand taken one step at a time from any position a person has reached: the givens,
     * digits already filled in, and pencil marks that may already exclude candidates. Each {@link #next}
     * finds and applies one step with the techniques not switched off; {@link #problem} says when the
     * position breaks a rule, so a person's wrong digit or mark is reported instead of explained.
     */
    public static final class Walk {

        /** The stop reason when no technique allowed finds a step. */
        public static final String NO_STEP = "no logical step found";
        /** The stop reason when the time limit passed or the walk was cancelled. */
        public static final String TIME_LIMIT = "stopped at the time limit";

        private final PencilMarks board;
        private final Settings settings;
        private final long deadline;
        private String stopReason;

        private Walk(PencilMarks board, Settings settings) {
            this.board = board;
            this.settings = settings;
            this.deadline = settings.limit() == null ? Long.MAX_VALUE : System.nanoTime() + settings.limit().toNanos();
            board.budget(this::expired);
        }

        /**
         * A walk from the puzzle {@code model} (its givens placed) with {@code filled} placed too (symbol
         * indices, -1 open; null for none) and each open cell's candidates cut to {@code marks} where it
         * has any (bit v for symbol index v; null, or 0 for a cell, keeps them all).
         *
         * @throws IllegalArgumentException if the model has more than 64 symbols or an array the wrong length
         */
        public static Walk from(RuleModel model, int[] filled, long[] marks, Settings settings) {
            if (!accepts(model)) {
                throw new IllegalArgumentException("explanations take up to 64 symbols, not " + model.size());
            }
            int cells = model.cellCount();
            for (int[] a : new int[][]{filled, settings.solution()}) {
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
            return new Walk(board, settings);
        }

        /**
         * Finds and applies the next step: the first technique, in order of difficulty, that finds one; a
         * trial when none does and trials are allowed. Null when the board is solved, broken, the time is
         * up, or no technique allowed applies ({@link #stopReason} says which).
         */
        public Step next() {
            if (board.solved() || problem() != null) {
                stopReason = board.solved() ? null : problem();
                return null;
            }
            Step step = null;
            for (Entry e : TECHNIQUES) {
                if (expired()) {
                    stopReason = TIME_LIMIT;
                    return null;
                }
                if (!settings.off().contains(e.family())) {
                    step = e.technique().find(board);
                    if (step != null || board.problem() != null) {
                        break;
                    }
                }
            }
            if (step == null && board.problem() != null) {
                stopReason = board.problem();
                return null;
            }
            if (step == null && settings.solution() != null && !settings.off().contains(Family.TRIAL)) {
                step = trial(board, settings.solution());
            }
            if (step == null) {
                stopReason = expired() ? TIME_LIMIT : NO_STEP;
                return null;
            }
            apply(board, step);
            return step;
        }

        private boolean expired() {
            AtomicBoolean cancel = settings.cancel();
            return cancel != null && cancel.get() || System.nanoTime() - deadline > 0;
        }

        /** Why the last {@link #next} returned null; null if it did not, or the puzzle is solved. */
        public String stopReason() {
            return stopReason;
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
         * symbol with no place left in a house, placed symbols that break a rule, or a rule that cannot be
         * kept on the candidates.
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
        return new Step("trial", 0, new int[]{best, v}, new int[0], new long[0], b.cell(best) + " = " + b.symbol(v)
                + ": no logical step found; by trial among " + Steps.symbols(b, b.cand[best])
                + " (the solution's value)", true);
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
}
