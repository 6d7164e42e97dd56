package tester.solve;

import cli.CtrlC;
import cli.ExitCode;
import cli.Progress;
import grid.io.FPuzzlesWriter;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Portfolio;
import solver.catalog.Registry;
import tester.common.Options;

import java.time.Duration;

/** A plain solve, the skeleton's behaviour: the first answer, checked, written and drawn (and linked with {@code --url}). */
final class PlainSolve {

    /** How long the default search runs alone before a hard puzzle gets every core. */
    static final Duration ALONE = Duration.ofSeconds(1);

    private final Loaded run;
    private final boolean everyCore;

    /** {@code everyCore}: whether a hard puzzle may get every core ({@link Registry.SolverEntry#everyCore}). */
    PlainSolve(Loaded run, boolean everyCore) {
        this.run = run;
        this.everyCore = everyCore;
    }

    int run() {
        Options options = run.options();
        SolveReport report = run.report();
        int[] givens = run.model().givens();
        SolveResult result;
        // The line shows while the search runs and is cleared when it ends; Ctrl-C stops the search and says
        // so (on stderr: nothing of the skeleton's report has been printed yet) before the JVM ends.
        Progress progress = run.elapsedLine("searching");
        try (CtrlC ctrlC = CtrlC.install(); progress) {
            SolveOptions solveOptions = SolveOptions.firstSolution().withTimeout(run.timeLeft())
                    .withSeed(options.seed()).withCancel(ctrlC.flag());
            if (options.threads() == Options.DEFAULT_THREADS) {
                result = alone(run.prepared(), givens, solveOptions);
            } else {
                PreparedSolver search = options.threads() > 1 ? new Portfolio(run.prepared(), options.threads())
                        : run.prepared();
                result = search.solve(givens, solveOptions, SolutionSink.NONE);
            }
            ctrlC.disarm();
            if (result.outcome() == Outcome.CANCELLED) {
                run.err().println("Interrupted (Ctrl-C) before an answer was found; nothing written.");
                return ExitCode.INTERRUPTED;
            }
        }
        report.stop();
        if (result.outcome() == Outcome.TIMED_OUT) {
            report.timedOut(result);
            return run.drawGivensOnly("the search stopped at its time limit", ExitCode.TIMEOUT);
        }
        if (!result.found()) {
            report.noSolution(result);
            return run.drawGivensOnly("the puzzle has no solution", ExitCode.NO_SOLUTION);
        }
        run.grid().fill(result.solution());
        boolean valid = run.grid().validate();
        report.solved(result, valid);
        if (!valid) {
            return ExitCode.NO_SOLUTION;
        }
        if (options.url()) {
            url(result.solution());
        }
        return run.writeAnswers();
    }

    /**
     * The default when {@code --threads} is not given: one search, alone, for {@link #ALONE}; a puzzle of
     * a solver that may use every core (the randomising {@code advanced}) still open by then is hard, and
     * the machine's other cores join it, as a {@link Portfolio} of differently seeded searches, for the time
     * left. The first search goes on as the portfolio's first worker
     * (started again, it would spend a second redoing what it had done). Easy puzzles (nearly all) end in the
     * first search, before any other starts; a hard one's run times are heavy-tailed, so several searches at
     * once shorten them. The figures behind this are in the engineering report (hard instances).
     */
    private SolveResult alone(PreparedSolver prepared, int[] givens, SolveOptions options) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (cores < 2 || !everyCore || (options.timeout() != null && options.timeout().compareTo(ALONE) <= 0)) {
            return prepared.solve(givens, options, SolutionSink.NONE);
        }
        return new Portfolio(prepared, cores, ALONE).solve(givens, options, SolutionSink.NONE);
    }

    /**
     * {@code --url}: the link of the puzzle with its answer on standard output, and one line on standard
     * error naming the rules the link leaves out, if any (f-puzzles has no way to show them).
     */
    private void url(int[] answer) {
        FPuzzlesWriter.Written written;
        try {
            written = run.grid().fpuzzles(answer);
        } catch (IllegalArgumentException e) {
            run.err().println("note: " + run.named() + ": --url: no link: " + e.getMessage());
            return;
        }
        run.out().println(written.link());
        if (!written.leftOut().isEmpty()) {
            run.err().println("note: " + run.named() + ": --url: the link leaves out what f-puzzles cannot show: "
                    + String.join(", ", written.leftOut()));
        }
    }
}
