package tester.common;

import java.time.Duration;
import java.util.List;

/**
 * What the command line asked of a solve or a batch, after its parser has read and checked it: every value
 * here applies to the mode it is for. Built ({@link #of}, then the {@link Builder}'s named setters), so an
 * option added later is one field, one setter and its default here, and a caller that does not use it
 * (the RMIT form, a test) does not change.
 *
 * <p>The values, by accessor: {@code file} the puzzle file (solve) or data set (batch), {@code -} for
 * standard input; {@code type} and {@code solver} the names as typed (looked up without regard to case);
 * {@code visual} print the grid before and after, and the search statistics; {@code output} the answer
 * file, or null; {@code count} count the solutions instead of stopping at the first; {@code all} print
 * every solution; {@code limit} stop after this many solutions (count / all / batch), Long.MAX_VALUE for
 * none; {@code timeout} the wall-clock limit, or null; {@code render} the picture file (.png/.svg), or
 * null; {@code threads} batch worker threads, or for one puzzle the differently seeded searches run at
 * once, {@link #DEFAULT_THREADS} when not given (batch: one; a solve: one search, then every core for a
 * hard puzzle); {@code seed} the seed of randomising solvers; {@code json} one JSON object on standard
 * output instead of the text report; {@code question} what a solve asks of the puzzle besides its answer;
 * {@code url} a plain solve also prints the puzzle with its answer as an f-puzzles link; {@code rules}
 * the rules added to an f-puzzles puzzle, each {@code NAME[:OPTIONS]} ({@code --constraint}); {@code trial}
 * {@code --explain} and {@code --rate} finish by trial where logic stops.
 */
public final class Options {

    /** {@code threads} when {@code --threads} is not given. */
    public static final int DEFAULT_THREADS = 0;
    /**
     * The most threads {@code --threads} takes: far more than any machine here has cores (more searches
     * than cores only take turns on them), few enough that their memory and the time limit hold.
     */
    public static final int MAX_THREADS = 256;
    /** The file name that means standard input. */
    public static final String STDIN = "-";
    /** How messages name standard input. */
    public static final String STDIN_NAME = "standard input";
    /** How messages name standard output. */
    public static final String STDOUT_NAME = "standard output";

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

    private final String file;
    private final String type;
    private final String solver;
    private final boolean visual;
    private final String output;
    private final boolean count;
    private final boolean all;
    private final long limit;
    private final Duration timeout;
    private final String render;
    private final int threads;
    private final long seed;
    private final boolean json;
    private final Question question;
    private final boolean url;
    private final List<String> rules;
    private final boolean trial;

    private Options(Builder b) {
        file = b.file;
        type = b.type;
        solver = b.solver;
        visual = b.visual;
        output = b.output;
        count = b.count;
        all = b.all;
        limit = b.limit;
        timeout = b.timeout;
        render = b.render;
        threads = b.threads;
        seed = b.seed;
        json = b.json;
        question = b.question;
        url = b.url;
        rules = List.copyOf(b.rules);
        trial = b.trial;
    }

    /**
     * The options of a run of {@code solver} on the puzzle {@code file} of game type {@code type}, every
     * other value at its default (a plain solve: no output, no limit, no picture, the default threads,
     * seed 0, text, the answer).
     */
    public static Builder of(String file, String type, String solver) {
        return new Builder(file, type, solver);
    }

    public String file() {
        return file;
    }

    public String type() {
        return type;
    }

    public String solver() {
        return solver;
    }

    public boolean visual() {
        return visual;
    }

    public String output() {
        return output;
    }

    public boolean count() {
        return count;
    }

    public boolean all() {
        return all;
    }

    public long limit() {
        return limit;
    }

    public Duration timeout() {
        return timeout;
    }

    public String render() {
        return render;
    }

    public int threads() {
        return threads;
    }

    public long seed() {
        return seed;
    }

    public boolean json() {
        return json;
    }

    public Question question() {
        return question;
    }

    public boolean url() {
        return url;
    }

    public List<String> rules() {
        return rules;
    }

    public boolean trial() {
        return trial;
    }

    /** Whether {@link #file} is standard input. */
    public boolean fromStdin() {
        return STDIN.equals(file);
    }

    /** The options a command line asked for, set one by one; {@link #build} checks nothing more. */
    public static final class Builder {

        private final String file;
        private final String type;
        private final String solver;
        private boolean visual;
        private String output;
        private boolean count;
        private boolean all;
        private long limit = Long.MAX_VALUE;
        private Duration timeout;
        private String render;
        private int threads = DEFAULT_THREADS;
        private long seed;
        private boolean json;
        private Question question = Question.ANSWER;
        private boolean url;
        private List<String> rules = List.of();
        private boolean trial;

        private Builder(String file, String type, String solver) {
            this.file = file;
            this.type = type;
            this.solver = solver;
        }

        public Builder visual(boolean value) {
            visual = value;
            return this;
        }

        public Builder output(String value) {
            output = value;
            return this;
        }

        public Builder count(boolean value) {
            count = value;
            return this;
        }

        public Builder all(boolean value) {
            all = value;
            return this;
        }

        public Builder limit(long value) {
            limit = value;
            return this;
        }

        public Builder timeout(Duration value) {
            timeout = value;
            return this;
        }

        public Builder render(String value) {
            render = value;
            return this;
        }

        public Builder threads(int value) {
            threads = value;
            return this;
        }

        public Builder seed(long value) {
            seed = value;
            return this;
        }

        public Builder json(boolean value) {
            json = value;
            return this;
        }

        public Builder question(Question value) {
            question = value;
            return this;
        }

        public Builder url(boolean value) {
            url = value;
            return this;
        }

        public Builder rules(List<String> value) {
            rules = List.copyOf(value);
            return this;
        }

        public Builder trial(boolean value) {
            trial = value;
            return this;
        }

        public Options build() {
            return new Options(this);
        }
    }
}
