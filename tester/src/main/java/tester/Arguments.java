package tester;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed command line. Positional: {@code file type solver y/n [out]}; options may stand anywhere.
 *
 * @param file      puzzle file (solve mode) or data set (batch mode)
 * @param type      game type name
 * @param solver    solver name
 * @param visual    print the grid before and after
 * @param output    output file, or null
 * @param count     count solutions instead of stopping at the first
 * @param all       print every solution
 * @param limit     stop after this many solutions (count / all), Long.MAX_VALUE for none
 * @param timeout   wall-clock limit, or null
 * @param render    picture file (.png/.svg), or null
 * @param batch     batch mode (one puzzle a line)
 * @param threads   batch worker threads, or for one puzzle the differently seeded searches run at once
 * @param seed      seed for randomising solvers
 * @param help      print the usage and stop
 */
public record Arguments(String file, String type, String solver, boolean visual, String output,
                        boolean count, boolean all, long limit, Duration timeout, String render,
                        boolean batch, int threads, long seed, boolean help) {

    /** Parses {@code args}; throws UsageException with a one-line reason. */
    public static Arguments parse(String[] args) throws UsageException {
        List<String> positional = new ArrayList<>();
        boolean count = false;
        boolean all = false;
        boolean batch = false;
        boolean help = false;
        long limit = Long.MAX_VALUE;
        Duration timeout = null;
        String render = null;
        String solverOption = null;
        String outOption = null;
        String typeOption = null;
        int threads = 1;
        long seed = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--count" -> count = true;
                case "--all" -> all = true;
                case "--help", "-h" -> help = true;
                case "--limit" -> limit = positiveLong(a, value(args, ++i, a));
                case "--timeout" -> timeout = seconds(value(args, ++i, a));
                case "--render" -> render = value(args, ++i, a);
                case "--batch" -> {
                    batch = true;
                    positional.add(value(args, ++i, a));
                }
                case "--solver" -> solverOption = value(args, ++i, a);
                case "--type" -> typeOption = value(args, ++i, a);
                case "--out" -> outOption = value(args, ++i, a);
                case "--threads" -> threads = (int) Math.min(256, positiveLong(a, value(args, ++i, a)));
                case "--seed" -> seed = longValue(a, value(args, ++i, a));
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException("unknown option " + a);
                    }
                    positional.add(a);
                }
            }
        }
        if (help) {
            return new Arguments(null, null, null, false, null, false, false, limit, null, null, false, 1, 0, true);
        }
        if (batch) {
            if (positional.size() != 1) {
                throw new UsageException("batch mode takes one data file: --batch FILE --solver NAME [--threads N] [--out FILE]");
            }
            if (solverOption == null) {
                throw new UsageException("batch mode needs --solver NAME");
            }
            return new Arguments(positional.get(0), typeOption == null ? "sudoku" : typeOption, solverOption, false,
                    outOption, false, false, limit, timeout, null, true, threads, seed, false);
        }
        if (positional.size() < 4 || positional.size() > 5) {
            throw new UsageException("expected 4 or 5 arguments, got " + positional.size());
        }
        String visual = positional.get(3);
        if (!visual.equals("y") && !visual.equals("n")) {
            throw new UsageException("visualisation must be y or n, not '" + visual + "'");
        }
        if (count && all) {
            throw new UsageException("--count and --all cannot be used together");
        }
        String output = positional.size() == 5 ? positional.get(4) : outOption;
        return new Arguments(positional.get(0), positional.get(1), positional.get(2), visual.equals("y"), output,
                count, all, limit, timeout, render, false, threads, seed, false);
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    private static long longValue(String option, String text) throws UsageException {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " takes a whole number, not '" + text + "'");
        }
    }

    private static long positiveLong(String option, String text) throws UsageException {
        long v = longValue(option, text);
        if (v < 1) {
            throw new UsageException(option + " must be at least 1, not " + v);
        }
        return v;
    }

    private static Duration seconds(String text) throws UsageException {
        try {
            double s = Double.parseDouble(text);
            if (!(s > 0) || s > 1e9) {
                throw new UsageException("--timeout takes a positive number of seconds, not '" + text + "'");
            }
            return Duration.ofNanos((long) (s * 1e9));
        } catch (NumberFormatException e) {
            throw new UsageException("--timeout takes a number of seconds, not '" + text + "'");
        }
    }
}
