package tester;

import grid.io.FutoshikiFormat;
import grid.io.KropkiFormat;
import grid.io.RmitFormat;
import solver.explain.Explainer;
import solver.generate.Generator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * One puzzle of {@code generate}: made from its seed and written in its type's file format, with the
 * line that describes it on stderr. The {@code generate} command and the Spark module's generator both
 * make puzzles here, so the same kind, size, seed and options give the same text on either.
 */
public final class GeneratedPuzzles {

    private GeneratedPuzzles() {
    }

    /** Seeds tried, one after the other, for one puzzle of an asked difficulty before giving up. */
    public static final int MAX_TRIES = 1000;

    /** The rating level (1 easy .. 5 trial, as {@code solve --rate}) named {@code difficulty}, or -1. */
    public static int level(String difficulty) {
        int level = Explainer.LEVELS.indexOf(difficulty.toLowerCase(Locale.ROOT));
        return level >= 1 ? level : -1;
    }

    /** The refusal of a difficulty that {@link #level} does not know. */
    public static String levelProblem(String difficulty) {
        return "--difficulty is easy, medium, hard, expert or trial, not '" + difficulty + "'";
    }

    /** The rating level of a made puzzle: the hardest technique its solving by hand needs. */
    public static int rating(Generator.Puzzle p) {
        return Explainer.explain(p.model(), p.solution()).level();
    }

    /** The error when no seed of {@code from .. from + MAX_TRIES - 1} makes a puzzle of {@code difficulty}. */
    public static String noneRated(long from, String difficulty) {
        return "no puzzle of seeds " + from + " to " + (from + MAX_TRIES - 1) + " rates " + difficulty
                + "; try another --seed, size or --symmetry";
    }

    /**
     * Why {@code --out PATH} cannot take {@code count} puzzles, or null: several need an existing folder.
     */
    public static String outProblem(String out, int count) {
        return count > 1 && !Files.isDirectory(Path.of(out))
                ? "with --count " + count + ", --out names an existing folder; '" + out + "' is not one" : null;
    }

    /** The file {@code --out PATH} gives the puzzle of {@code seed}: PATH itself for one, TYPE-NxN-SEED.in in it for several. */
    public static String outFile(String out, int count, String kind, int size, long seed) {
        return count == 1 ? out : Path.of(out, kind + "-" + size + "x" + size + "-" + seed + ".in").toString();
    }

    /** The grid sides {@code generate} makes for {@code kind} (sudoku, killer, kropki or futoshiki). */
    public static int[] sides(String kind) {
        return switch (kind) {
            case "killer" -> new int[]{4, 9, 16};
            case "kropki" -> new int[]{4, 9};
            case "futoshiki" -> new int[]{4, 5, 6, 7, 8, 9};
            default -> new int[]{4, 9, 16, 25};
        };
    }

    /** The sides of {@link #sides} as a list for messages: {@code 4, 9, 16}. */
    public static String sideList(String kind) {
        return java.util.Arrays.toString(sides(kind)).replaceAll("[\\[\\]]", "");
    }

    /**
     * The puzzle of {@code seed}.
     *
     * @param kind     sudoku, killer, kropki or futoshiki (lower case; checked by the caller)
     * @param symmetry sudoku only
     * @param maxCage  killer only: the largest cage grown, in cells
     * @param minimal  sudoku with a symmetry, killer: also take away single givens or merge cages while unique
     */
    public static Generator.Puzzle make(String kind, int size, long seed, Generator.Symmetry symmetry, int maxCage,
                                        boolean minimal) {
        return switch (kind) {
            case "killer" -> Generator.killer(size, seed, maxCage, minimal);
            case "kropki" -> Generator.kropki(size, seed);
            case "futoshiki" -> Generator.futoshiki(size, seed);
            default -> Generator.sudoku(size, seed, symmetry, minimal);
        };
    }

    /** The puzzle in the file format of {@code kind} (RMIT for sudoku and killer), ending with a line end. */
    public static String text(String kind, Generator.Puzzle p) {
        return switch (kind) {
            case "kropki" -> KropkiFormat.formatPuzzle(p.model());
            case "futoshiki" -> FutoshikiFormat.formatPuzzle(p.model());
            default -> RmitFormat.formatPuzzle(p.model());
        };
    }

    /** The stderr line that describes a puzzle made from {@code seed} in {@code ms} milliseconds, without a line end. */
    public static String note(String kind, int size, long seed, Generator.Puzzle p, double ms) {
        boolean relational = kind.equals("kropki") || kind.equals("futoshiki");
        String what = kind.equals("killer") ? p.model().cages().size() + " cages" : p.model().givenCount() + " givens"
                + (relational ? ", " + p.model().relations().size() + (kind.equals("kropki") ? " dots" : " signs") : "");
        return String.format(Locale.ROOT, "%s %dx%d, seed %d: %s, unique%s (%.1f ms)", kind, size, size, seed, what,
                p.settled() ? "" : "; a check ran out of time, so it may not be minimal", ms);
    }
}
