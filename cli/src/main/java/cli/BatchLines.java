package cli;

import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Violation;
import solver.explain.Explainer;

import java.util.List;
import java.util.Locale;

/**
 * What one line of a batch data set means and how its answer and the run's summary are written: the
 * part of {@code batch} that every way of running a batch shares (the threads of the tester's {@code batch}
 * and the Spark module's executors), so both read the same lines and print the same answers.
 */
public final class BatchLines {

    private BatchLines() {
    }

    /**
     * One puzzle line of a data set.
     *
     * @param line   its line number in the file, from 1
     * @param n      the grid's side
     * @param givens symbol indices of {@link OneLineFormat#rules(int) rules(n)}, {@code -1} blank
     */
    public record Entry(int line, int n, int[] givens) {

        public Entry {
            givens = givens.clone();
        }

        @Override
        public int[] givens() {
            return givens.clone();
        }
    }

    /**
     * The puzzle on line {@code number} of {@code file}, or {@code null} for a blank or comment ({@code #})
     * line, which is no puzzle.
     *
     * @throws PuzzleFormatException naming the file, the line and what was expected, if the line is no puzzle
     */
    public static Entry parse(String file, int number, String text) throws PuzzleFormatException {
        String t = text.strip();
        if (t.isEmpty() || t.startsWith("#")) {
            return null;
        }
        String body = puzzleText(file, t, number);
        int n = OneLineFormat.sideFor(body.length());
        if (n < 0) {
            throw new PuzzleFormatException(file, number, "found " + body.length()
                    + " characters, expected a one-line puzzle of 16, 81, 256, 625 or 1296 cells");
        }
        return new Entry(number, n, OneLineFormat.givens(OneLineFormat.rules(n), body, file, number));
    }

    /**
     * The puzzle of a data set line: the line itself, or its second word when the first is an index
     * number (the Gecode sets write {@code 17 ..3.1...}). Anything else with a space in it is refused,
     * counting the whole line, so the message never describes a fragment of it.
     */
    private static String puzzleText(String file, String line, int number) throws PuzzleFormatException {
        String[] words = line.split("\\s+");
        if (words.length == 1) {
            return line;
        }
        if (words.length == 2 && words[0].chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return words[1];
        }
        throw new PuzzleFormatException(file, number, "found " + words.length + " words ("
                + line.length() + " characters), expected one puzzle of n*n characters, after an index number"
                + " at most");
    }

    /**
     * The answer line of a puzzle of side {@code n}: {@code no solution}, its rating by hand
     * ({@code level > 0}, e.g. {@code 2 medium}) or the solution (symbol indices) in the one-line form.
     */
    public static String answer(int n, int[] solution, boolean solved, int level) {
        if (!solved) {
            return "no solution";
        }
        return level > 0 ? level + " " + Explainer.LEVELS.get(level)
                : OneLineFormat.format(OneLineFormat.rules(n), solution);
    }

    /**
     * The answer line when more than one solution was looked for ({@code --limit K}, K at least 2, and
     * {@code --rate}): as {@link #answer(int, int[], boolean, int)}, followed for a solved puzzle by
     * {@code unique} or {@code several} ({@link #uniqueness}).
     */
    public static String answer(int n, int[] solution, boolean solved, int level, boolean several) {
        String line = answer(n, solution, solved, level);
        return solved ? line + " " + uniqueness(true, several) : line;
    }

    /**
     * The note a batch prints on stderr for an unsolvable puzzle whose givens already break a rule, naming
     * the first such rule ({@code note: FILE:LINE: no solution: the givens already break a rule: ...}); empty
     * when the givens break none (the puzzle has no solution for deeper reasons). In a 36x36 line 0 is a
     * symbol (36 symbols need 0-9 and A-Z), so a line that means 0 as a blank clashes at once; the note says so.
     */
    public static String clashNote(String file, Entry p) {
        RuleModel model = OneLineFormat.rules(p.n()).withGivens(p.givens());
        List<Violation> clashes = RuleChecker.violations(model, p.givens(), 1);
        if (clashes.isEmpty()) {
            return "";
        }
        String zero = OneLineFormat.zeroNote(model);
        return "note: " + file + ":" + p.line() + ": no solution: the givens already break a rule: "
                + clashes.get(0).message() + (zero.isEmpty() ? "" : " (" + zero + ")");
    }

    /** What a search for two solutions or more found: {@code unique}, {@code several} or {@code none}. */
    public static String uniqueness(boolean solved, boolean several) {
        return !solved ? "none" : several ? "several" : "unique";
    }

    /** The rating by hand of a solved puzzle (a level of {@link Explainer#LEVELS}), or 0 if it cannot be rated. */
    public static int level(Entry p) {
        Explainer.HandSolution h = rate(p);
        return h == null ? 0 : h.level();
    }

    /** The solution by hand of a puzzle, by logic alone (its level and ER), or null if it cannot be rated. */
    public static Explainer.HandSolution rate(Entry p) {
        RuleModel model = OneLineFormat.rules(p.n()).withGivens(p.givens());
        return Explainer.accepts(model) ? Explainer.explain(model) : null;
    }

    /** The {@code --rate} summary line from the count of puzzles per level ({@code levels[l]}, l from 1). */
    public static String ratings(long[] levels) {
        StringBuilder line = new StringBuilder("ratings:");
        for (int l = 1; l < levels.length; l++) {
            line.append(l > 1 ? "," : "").append(' ').append(Explainer.LEVELS.get(l)).append(' ').append(levels[l]);
        }
        return line.toString();
    }

    /**
     * The summary line of a run: {@code multiple} is -1 unless more than one solution was looked for, and
     * {@code done} the puzzles answered in {@code seconds}.
     */
    public static String summary(long puzzles, long solved, long unsolvable, long skipped, long multiple,
                                 double seconds, long done) {
        return String.format(Locale.ROOT, "puzzles: %d, solved: %d, unsolvable: %d, skipped lines: %d%s, seconds: %.3f,"
                        + " puzzles/second: %.1f", puzzles, solved, unsolvable, skipped,
                multiple >= 0 ? ", with more than one solution: " + multiple : "", seconds, done / Math.max(seconds, 1e-9));
    }
}
