package tester;

import java.time.Duration;

/**
 * What the command line asked of a solve or a batch, after {@link SolveCli} or {@link BatchCli} has
 * parsed and checked it: every value here applies to the mode it is for.
 *
 * @param file    puzzle file (solve) or data set (batch); {@code -} for standard input
 * @param type    game type name, as typed (looked up without regard to case)
 * @param solver  solver name, as typed (looked up without regard to case)
 * @param visual  print the grid before and after, and the search statistics
 * @param output  answer file, or null
 * @param count   count solutions instead of stopping at the first
 * @param all     print every solution
 * @param limit   stop after this many solutions (count / all / batch), Long.MAX_VALUE for none
 * @param timeout wall-clock limit, or null
 * @param render  picture file (.png/.svg), or null
 * @param threads batch worker threads, or for one puzzle the differently seeded searches run at once
 * @param seed    seed for randomising solvers
 * @param json    print one JSON object on standard output instead of the text report
 * @param candidates print the true candidates (every symbol some solution has, per cell)
 * @param unique  say whether the puzzle has one solution, several (showing two) or none
 */
public record Arguments(String file, String type, String solver, boolean visual, String output,
                        boolean count, boolean all, long limit, Duration timeout, String render,
                        int threads, long seed, boolean json, boolean candidates, boolean unique) {

    /** The file name that means standard input. */
    public static final String STDIN = "-";

    /** How messages name standard input. */
    public static final String STDIN_NAME = "standard input";
}
