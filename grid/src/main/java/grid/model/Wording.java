package grid.model;

/**
 * How {@link RuleChecker} puts a broken rule into words. Most puzzle types use this project's own words;
 * a type whose assignment prints its own diagnostics gets them word for word, so a marker comparing
 * output with the assignment's sample runs sees the same lines.
 */
public enum Wording {

    /**
     * This project's words: {@code the number 3 appears multiple times in row 2 (cells r2c1 and r2c5)}.
     * Groups and cells are counted from 1 as people count ({@code rXcY}, see {@link RuleChecker#name}),
     * and only the first repeat of each group is named (one is enough to find a typo).
     */
    PLAIN,

    /**
     * The Dutch Miracle assignment's words: {@code The number 3 appears multiple times along the
     * positive-diagonal (puzzle[7][1] and puzzle[5][3])}. Rows, columns and blocks are counted from 0 and
     * cells named {@code puzzle[row][col]}, as in the assignment, and every repeated number of a group is
     * named, as its program does.
     */
    DUTCH_MIRACLE
}
