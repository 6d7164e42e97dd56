package cli;

import grid.io.FutoshikiFormat;
import grid.io.KropkiFormat;
import grid.io.RmitFormat;
import solver.explain.Explainer;
import solver.generate.Generator;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    /** The kinds of puzzle {@code generate} makes. */
    public static final List<String> KINDS = List.of("sudoku", "killer", "kropki", "futoshiki");

    /** The largest cage grown for a killer: {@code --cage}, or 5 (the side on a smaller grid). */
    public static int maxCage(int size, Integer cage) {
        return cage == null ? Math.min(5, size) : cage;
    }

    /**
     * Why {@code generate} cannot make these puzzles, or null: the one check of the options that the
     * tester's {@code generate} and the Spark module's both run, in this order, with these words.
     *
     * @param type       the TYPE argument as given
     * @param symmetry   {@code --symmetry}, parsed
     * @param cage       {@code --cage}, or null
     * @param out        {@code --out}, or null
     * @param difficulty {@code --difficulty}, or null
     */
    public static String problem(String type, int size, int count, Generator.Symmetry symmetry, Integer cage,
                                 String out, String difficulty) {
        String kind = type.toLowerCase(Locale.ROOT);
        if (!KINDS.contains(kind)) {
            return "generate makes sudoku, killer, kropki and futoshiki puzzles, not '" + type + "'";
        }
        if (java.util.Arrays.stream(sides(kind)).noneMatch(s -> s == size)) {
            return "--size for " + kind + " is one of " + sideList(kind) + ", not " + size;
        }
        if (count < 1) {
            return "--count must be at least 1, not " + count;
        }
        if (!kind.equals("sudoku") && symmetry != Generator.Symmetry.NONE) {
            return "--symmetry applies to sudoku";
        }
        boolean killer = kind.equals("killer");
        if (!killer && cage != null) {
            return "--cage applies to killer";
        }
        int maxCage = maxCage(size, cage);
        if (killer && (maxCage < 2 || maxCage > size)) {
            return "--cage is from 2 to " + size + ", not " + maxCage;
        }
        if (out != null && outProblem(out, count) != null) {
            return outProblem(out, count);
        }
        return difficulty != null && level(difficulty) < 1 ? levelProblem(difficulty) : null;
    }

    /** The first seed: {@code --seed}, or one drawn from the clock and named on {@code stderr} so it can be given again. */
    public static long firstSeed(Long seed, PrintStream stderr) {
        if (seed != null) {
            return seed;
        }
        long first = System.nanoTime() & Long.MAX_VALUE;
        stderr.println("seed " + first + " (give --seed " + first + " to make the same puzzles again)");
        return first;
    }

    /** The rating level (1 easy .. 7 trial, as {@code solve --rate}) named {@code difficulty}, or -1. */
    public static int level(String difficulty) {
        int level = Explainer.LEVELS.indexOf(difficulty.toLowerCase(Locale.ROOT));
        return level >= 1 ? level : -1;
    }

    /** The refusal of a difficulty that {@link #level} does not know. */
    public static String levelProblem(String difficulty) {
        return "--difficulty is " + String.join(", ", Explainer.LEVELS.subList(1, Explainer.LEVELS.size() - 1))
                + " or " + Explainer.LEVELS.get(Explainer.LEVELS.size() - 1) + ", not '" + difficulty + "'";
    }

    /** The rating level of a made puzzle: the hardest technique its solving by hand needs. */
    public static int rating(Generator.Generated p) {
        return Explainer.explain(p.model()).level();
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
        if (count == 1) {
            // Checked before the first puzzle is made, so that no generation is wasted on a name that fails.
            return OutputPaths.problem(out);
        }
        if (!Files.isDirectory(Path.of(out))) {
            return "with --count " + count + ", --out names an existing folder; '" + out + "' is not one";
        }
        return Files.isWritable(Path.of(out)) ? null : out + ": cannot write in this folder (Permission denied)";
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
    public static Generator.Generated make(String kind, int size, long seed, Generator.Symmetry symmetry, int maxCage,
                                        boolean minimal) {
        return switch (kind) {
            case "killer" -> Generator.killer(size, seed, maxCage, minimal);
            case "kropki" -> Generator.kropki(size, seed);
            case "futoshiki" -> Generator.futoshiki(size, seed);
            default -> Generator.sudoku(size, seed, symmetry, minimal);
        };
    }

    /** The puzzle in the file format of {@code kind} (RMIT for sudoku and killer), ending with a line end. */
    public static String text(String kind, Generator.Generated p) {
        return switch (kind) {
            case "kropki" -> KropkiFormat.formatPuzzle(p.model());
            case "futoshiki" -> FutoshikiFormat.formatPuzzle(p.model());
            default -> RmitFormat.formatPuzzle(p.model());
        };
    }

    /** The stderr line that describes a puzzle made from {@code seed} in {@code ms} milliseconds, without a line end. */
    public static String note(String kind, int size, long seed, Generator.Generated p, double ms) {
        boolean relational = kind.equals("kropki") || kind.equals("futoshiki");
        String what = kind.equals("killer") ? Counted.of(p.model().cages().size(), "cage")
                : Counted.of(p.model().givenCount(), "given") + (relational ? ", "
                + Counted.of(p.model().relations().size(), kind.equals("kropki") ? "dot" : "sign") : "");
        return String.format(Locale.ROOT, "%s %dx%d, seed %d: %s, unique%s (%.1f ms)", kind, size, size, seed, what,
                p.settled() ? "" : "; a check ran out of time, so it may not be minimal", ms);
    }
}
