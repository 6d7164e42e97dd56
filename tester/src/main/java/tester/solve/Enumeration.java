package tester.solve;

import cli.CtrlC;
import cli.ExitCode;
import cli.Progress;
import grid.RuleGrid;
import grid.io.Output;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.io.WatchedPrintStream;
import solver.api.Outcome;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import tester.common.Options;

import java.util.concurrent.atomic.AtomicLong;

/** {@code --count} and {@code --all}: the solutions counted, or printed (and written) as they are found. */
final class Enumeration {

    private final Loaded run;

    Enumeration(Loaded run) {
        this.run = run;
    }

    int run() {
        Options options = run.options();
        // --all sends the solutions to OUTPUT as they are found (there may be more than memory holds): a
        // regular file gets them through a temporary file that replaces it only when the enumeration ends
        // normally; a FIFO, a device or standard output gets them as they come.
        Output answers;
        try {
            answers = options.all() && options.output() != null ? OutputFiles.open(options.output(), run.out()) : null;
        } catch (OutputException e) {
            run.err().println("error: " + e.getMessage());
            return ExitCode.WRITE_FAILED;
        }
        OutputException[] writeFailure = {null};
        try (CtrlC ctrlC = CtrlC.install(); Output pending = answers) {
            AtomicLong seen = new AtomicLong();
            SolutionSink sink = cells -> {
                long k = seen.get() + 1;
                seen.lazySet(k);
                return !options.all() || shown(cells, k, pending, writeFailure);
            };
            SolveOptions solveOptions = SolveOptions.upTo(options.limit()).withTimeout(run.timeLeft())
                    .withCancel(ctrlC.flag()).withSeed(options.seed());
            SolveResult result;
            Progress progress = Progress.start(run.err(), "solutions", seen::get, -1);
            try (progress) {
                result = run.prepared().solve(run.model().givens(), solveOptions, sink);
            }
            ctrlC.disarm();
            run.report().counted(result, whatWasWritten(pending));
            return ended(result, pending, writeFailure[0]);
        } catch (OutputException e) {
            run.err().println("error: " + e.getMessage());
            return ExitCode.WRITE_FAILED;
        }
    }

    /**
     * {@code --all}: solution {@code k} printed, and appended to OUTPUT if it is written; false to stop the
     * search (nobody reads standard output any more, or OUTPUT failed, kept in {@code writeFailure}).
     */
    private boolean shown(int[] cells, long k, Output pending, OutputException[] writeFailure) {
        RuleGrid view = run.grid();
        view.fill(cells);
        run.out().println("Solution #" + k);
        run.out().print(view.boardPicture());
        if (run.out().checkError()) {
            // Nobody reads standard output any more (a closed pipe): stop; reported when the search ends.
            return false;
        }
        if (pending != null) {
            try {
                pending.append(k > 1 ? "\n" + view.outputText() : view.outputText());
            } catch (OutputException e) {
                writeFailure[0] = e;
                return false;
            }
        }
        return true;
    }

    /** The exit code once the search has ended and been reported; OUTPUT kept only for a complete run. */
    private int ended(SolveResult result, Output pending, OutputException writeFailure) throws OutputException {
        if (writeFailure != null) {
            run.err().println("error: " + writeFailure.getMessage());
            return ExitCode.WRITE_FAILED;
        }
        String broken = WatchedPrintStream.failure(run.out());
        if (broken != null) {
            run.err().println("error: " + Options.STDOUT_NAME + ": cannot write: " + broken);
            return ExitCode.WRITE_FAILED;
        }
        if (result.outcome() == Outcome.TIMED_OUT) {
            return ExitCode.TIMEOUT;
        }
        if (result.outcome() == Outcome.CANCELLED) {
            return ExitCode.INTERRUPTED;
        }
        if (result.solutions() == 0) {
            return run.drawGivensOnly("the puzzle has no solution", ExitCode.NO_SOLUTION);
        }
        if (run.options().all()) {
            if (pending != null) {
                pending.commit();
            }
            return run.options().render() == null ? ExitCode.SOLVED
                    : Pictures.render(run.grid(), run.options().render(), run.out(), run.err());
        }
        if (result.solution() != null) {
            run.grid().fill(result.solution());
            return run.writeAnswers();
        }
        return ExitCode.SOLVED;
    }

    /**
     * After a time limit or Ctrl-C: a file is left as it was, but a stream (a FIFO, a device, standard
     * output) already has the solutions found so far.
     */
    private String whatWasWritten(Output pending) {
        return pending != null && pending.streamed()
                ? "the solutions found so far went to " + run.options().output() + "." : "nothing written.";
    }
}
