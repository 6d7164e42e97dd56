package tester.reliability;

import tester.Cli;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One in-process run of the command line with captured streams, plus the checks every failing run must
 * pass: no stack trace, no exception class name, no claim of a solution.
 *
 * @param code the exit code {@link Cli#run} returned
 * @param out  everything printed on stdout
 * @param err  everything printed on stderr
 */
record CliRun(int code, String out, String err) {

    static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // an empty standard input: a run that reads the puzzle from "-" must not wait on the test JVM's own
        int code = Cli.run(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The lines of stderr (a final line end does not open another line). */
    String[] errLines() {
        String body = err.endsWith("\n") ? err.substring(0, err.length() - 1) : err;
        return body.isEmpty() ? new String[0] : body.split("\r?\n", -1);
    }

    /** True when either stream shows a Java stack trace or names an exception or error class. */
    boolean leaksInternals() {
        String all = out + err;
        return all.contains("Exception") || all.contains("\tat ") || all.contains("Error:")
                || all.matches("(?s).*java\\.[a-z]+\\..*");
    }

    /** For failure messages: the whole run. */
    String describe() {
        return "exit " + code + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
    }
}
