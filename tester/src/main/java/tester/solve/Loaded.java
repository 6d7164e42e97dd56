package tester.solve;

import cli.ExitCode;
import cli.Progress;
import grid.RuleGrid;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.model.RuleModel;
import solver.api.PreparedSolver;
import tester.common.Options;

import java.io.PrintStream;
import java.time.Duration;

/**
 * A puzzle read, its givens checked and its solver prepared: what each question of a solve
 * ({@link PlainSolve}, {@link Enumeration}, {@link Questions}) works on, and the outputs they share.
 *
 * @param named the puzzle as messages name it ({@link SolveCommand#named})
 */
record Loaded(Options options, PrintStream out, PrintStream err, RuleGrid grid, RuleModel model,
              PreparedSolver prepared, SolveReport report, String named) {

    /** The least time a search is given, however long reading and preparing took. */
    private static final Duration LEAST = Duration.ofMillis(1);

    /**
     * What is left of {@code --timeout} for the search: the limit counts from the command's start, as the
     * skeleton's "time taken" does, so reading the puzzle and preparing its solver (a large puzzle's tables,
     * a cold JVM on a busy machine) come out of it rather than on top of it; {@code null} without a limit.
     */
    Duration timeLeft() {
        if (options.timeout() == null) {
            return null;
        }
        Duration left = options.timeout().minusNanos(report.elapsedNanos());
        return left.compareTo(LEAST) < 0 ? LEAST : left;
    }

    /** One line on stderr: {@code error: PUZZLE: message}. */
    void error(String message) {
        err.println("error: " + named + ": " + message);
    }

    /**
     * The live line of a single search on a terminal ("searching: 2.5 s of a 10 s limit"), cleared when it
     * is closed; the limit is {@code --timeout}'s, if any.
     */
    Progress elapsedLine(String what) {
        return Progress.elapsed(err, what, options.timeout() == null ? -1 : options.timeout().toNanos() / 1e9);
    }

    /**
     * {@code --render} when there is no answer to draw: the picture shows the puzzle as given, and one
     * line on stderr says why it has no answer in it, so a missing picture is never a silent outcome.
     */
    int drawGivensOnly(String why, int code) {
        if (options.render() == null) {
            return code;
        }
        int drawn = Pictures.render(grid, options.render(), out, err);
        if (drawn != ExitCode.SOLVED) {
            return drawn;
        }
        err.println("note: " + options.render() + " shows the puzzle without an answer: " + why);
        return code;
    }

    /** The grid as it stands written to OUTPUT and drawn to {@code --render}'s file, each if asked. */
    int writeAnswers() {
        if (options.output() != null) {
            try {
                OutputFiles.write(options.output(), grid.outputText(), out);
            } catch (OutputException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
        }
        if (options.render() != null) {
            return Pictures.render(grid, options.render(), out, err);
        }
        return ExitCode.SOLVED;
    }
}
