package tester;

import java.time.Duration;
import java.util.List;

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
 * @param threads batch worker threads, or for one puzzle the differently seeded searches run at once;
 *                {@link #DEFAULT_THREADS} when not given (batch: one; a solve: one search, then every core
 *                for a hard puzzle)
 * @param seed    seed for randomising solvers
 * @param json    print one JSON object on standard output instead of the text report
 * @param question what a solve asks of the puzzle besides its answer ({@link Question#ANSWER} for a plain solve)
 * @param url     a plain solve also prints the puzzle with its answer as an f-puzzles link
 * @param rules   rules added to an f-puzzles puzzle, each {@code NAME[:OPTIONS]} ({@code --constraint})
 * @param trial   {@code --explain} and {@code --rate} finish by trial where logic stops ({@code --trial})
 */
public record Arguments(String file, String type, String solver, boolean visual, String output,
                        boolean count, boolean all, long limit, Duration timeout, String render,
                        int threads, long seed, boolean json, Question question, boolean url,
                        List<String> rules, boolean trial) {

    public Arguments {
        rules = List.copyOf(rules);
    }

    /** Arguments that finish no explanation by trial. */
    public Arguments(String file, String type, String solver, boolean visual, String output, boolean count,
                     boolean all, long limit, Duration timeout, String render, int threads, long seed, boolean json,
                     Question question, boolean url, List<String> rules) {
        this(file, type, solver, visual, output, count, all, limit, timeout, render, threads, seed, json, question,
                url, rules, false);
    }

    /** Arguments that add no rules. */
    public Arguments(String file, String type, String solver, boolean visual, String output, boolean count,
                     boolean all, long limit, Duration timeout, String render, int threads, long seed, boolean json,
                     Question question, boolean url) {
        this(file, type, solver, visual, output, count, all, limit, timeout, render, threads, seed, json, question,
                url, List.of());
    }

    /** {@code threads} when {@code --threads} is not given. */
    public static final int DEFAULT_THREADS = 0;
    /**
     * The most threads {@code --threads} takes: far more than any machine here has cores (more searches
     * than cores only take turns on them), few enough that their memory and the time limit hold.
     */
    public static final int MAX_THREADS = 256;

    /** What a solve answers about the puzzle. */
    public enum Question {
        /** The solution (or the count / every solution with {@code --count} / {@code --all}). */
        ANSWER("the answer"),
        /** The true candidates: every symbol some solution puts in each cell. */
        CANDIDATES("--candidates"),
        /** Whether there is one solution, several (two shown) or none. */
        UNIQUE("--unique"),
        /** A solution by hand, step by step, with its rating. */
        EXPLAIN("--explain"),
        /** Only the rating of the solution by hand. */
        RATE("--rate");

        private final String option;

        Question(String option) {
            this.option = option;
        }

        /** The option that asks it. */
        public String option() {
            return option;
        }
    }

    /** The file name that means standard input. */
    public static final String STDIN = "-";

    /** How messages name standard input. */
    public static final String STDIN_NAME = "standard input";
}
