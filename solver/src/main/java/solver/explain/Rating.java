package solver.explain;

import java.util.List;

/**
 * Difficulty on Sudoku Explainer's scale (its "ER"), the community's scale for classic Sudoku: each
 * technique has a difficulty (a hidden single in a box 1.2, a naked single 2.3, pointing 2.6, an X-Wing
 * 3.2, an XY-Wing 4.2, forcing chains from 6.6 up with a bonus for length, nested forcing chains 9.5 and
 * more), and a puzzle's rating is its hardest step, each step being the easiest one available. Steps on
 * the rules of variants, which Sudoku Explainer does not know, are rated by analogy with the classic
 * technique closest in the work a person does (see {@link Technique}).
 *
 * <p>The named levels group the scale as people talk about it: easy (singles), medium (locked
 * candidates and the rules' own steps), hard (subsets, X-Wing, Swordfish), expert (wings, Jellyfish,
 * quads), master (chains), extreme (forcing chains and contradictions), and trial (a guess).
 */
public final class Rating {

    /** The names of the levels 1..7 (index 0 unused). */
    public static final List<String> LEVELS = List.of("", "easy", "medium", "hard", "expert", "master", "extreme",
            "trial");

    /** The level of a trial step. */
    public static final int TRIAL = 7;

    /** The largest difficulty of each level 1..6 (index 0 unused). */
    private static final double[] TOP = {0, 2.3, 2.9, 4.0, 5.9, 7.4, Double.MAX_VALUE};

    private Rating() {
    }

    /** The named level of a step of difficulty {@code er} (a trial is {@link #TRIAL} whatever it says). */
    public static int level(double er, boolean guess) {
        if (guess) {
            return TRIAL;
        }
        int level = 1;
        while (er > TOP[level] + 1e-9) {
            level++;
        }
        return level;
    }

    /** A difficulty as Sudoku Explainer prints it, one decimal: {@code 7.1}. */
    public static String format(double er) {
        return String.format(java.util.Locale.ROOT, "%.1f", er);
    }
}
