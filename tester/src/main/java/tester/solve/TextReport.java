package tester.solve;

import cli.Counted;
import grid.RuleGrid;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.api.SolveResult;
import solver.catalog.Registry;
import solver.catalog.TrueCandidates;
import solver.explain.Explainer;
import solver.explain.Rating;
import solver.explain.Step;
import tester.common.Options;
import tester.common.Seconds;

import java.io.PrintStream;
import java.util.List;

/**
 * The text report: for a plain solve (the RMIT form) exactly the skeleton's lines, in its order, with
 * anything more on stderr; for the options their own lines.
 */
final class TextReport extends SolveReport {

    private TextReport(Options options, PrintStream out, PrintStream err, RuleGrid grid, Registry.SolverEntry entry,
               long start) {
        super(options, out, err, grid, entry, start);
    }

    static SolveReport report(Options options, PrintStream out, PrintStream err, RuleGrid grid,
                              Registry.SolverEntry entry, long start) {
        return new TextReport(options, out, err, grid, entry, start);
    }

    /** A plain solve: the skeleton's report follows, line for line. */
    private boolean rmitForm() {
        return options.question() == Options.Question.ANSWER && !options.count() && !options.all();
    }

    /**
     * The skeleton's report: the outcome and a blank line; with y {@code Solved grid:} and the grid as it
     * stands (its println of the grid); the time and a blank line; whether the grid is a valid solution.
     * The search statistics are extra, so they go to stderr.
     */
    private void skeletonLines(String outcome, boolean valid, SolveResult r) {
        out.println(outcome);
        out.println();
        if (options.visual()) {
            out.println("Solved grid:");
            out.println(grid.boardPicture());
        }
        printTime();
        out.println();
        out.println(valid ? "Valid solution." : "Invalid solution.");
        if (options.visual() && r != null) {
            printStats(r);
        }
    }

    /** Extra to the skeleton's lines, so on stderr. */
    @Override
    void preamble(String text) {
        err.println(text);
    }

    @Override
    void clashes(List<String> clashes) {
        for (String v : clashes) {
            err.println(RuleChecker.headline(v));
        }
        if (rmitForm()) {
            skeletonLines("No solution found!", false, null);
        } else {
            out.println("No solution found!");
            printTime();
        }
    }

    @Override
    void timedOut(SolveResult r) {
        String stopped = "Stopped at the time limit of " + Seconds.plain(options.timeout())
                + " s before an answer was found; the puzzle may still have one.";
        if (rmitForm()) {
            skeletonLines(stopped, false, r);
            return;
        }
        out.println(stopped);
        printTime();
    }

    @Override
    void noSolution(SolveResult r) {
        if (rmitForm()) {
            skeletonLines("No solution found!", false, r);
            return;
        }
        out.println("No solution found!");
        printTime();
        if (options.visual()) {
            printStats(r);
        }
    }

    @Override
    void solved(SolveResult r, boolean valid) {
        skeletonLines("Solution found!", valid, r);
    }

    @Override
    void candidatesNone(TrueCandidates.Result r) {
        out.println("No solution found!");
        printTime();
    }

    @Override
    void candidatesStopped(TrueCandidates.Result r) {
        String limit = options.timeout() == null ? "" : Seconds.plain(options.timeout());
        out.println("Stopped at the time limit of " + limit + " s before every candidate was settled.");
        printTime();
    }

    @Override
    void candidatesFound(RuleModel model, TrueCandidates.Result r) {
        int open = 0;
        int total = 0;
        int[] givens = model.givens();
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] < 0) {
                open++;
                total += Long.bitCount(r.candidates()[c]);
            }
        }
        out.print(PencilMarks.text(model, r.candidates()));
        out.println("candidates: " + total + " in " + Counted.of(open, "open cell") + " ("
                + Counted.of(r.searches(), "search") + ")");
        printTime();
    }

    @Override
    void explained(RuleModel model, Explainer.HandSolution e, String hardest, List<String> differ, boolean settled) {
        if (options.question() == Options.Question.EXPLAIN) {
            int k = 0;
            for (Step s : e.steps()) {
                out.println(++k + ". " + s.text());
            }
            if (e.stop() != null) {
                out.println("Stopped: " + e.stop() + (Explainer.Walk.NO_STEP.equals(e.stop())
                        ? " (the techniques here go no further; --trial finishes by trial)" : ""));
            }
        }
        StringBuilder counts = new StringBuilder();
        for (var count : e.counts().entrySet()) {
            counts.append(counts.length() > 0 ? ", " : "").append(count.getKey()).append(' ').append(count.getValue());
        }
        String reach = e.solved() ? "" : " so far";
        out.println("rating: " + e.rating() + " (level " + e.level() + " of " + (Rating.LEVELS.size() - 1) + "; ER "
                + Rating.format(e.er()) + reach + ", hardest step" + reach + ": " + hardest + "); "
                + Counted.of(e.steps().size(), "step") + (counts.length() > 0 ? ": " + counts : ""));
        if (differ != null) {
            out.println("Several solutions: the rating is of one of them; two differ in " + differ.size()
                    + " cells: " + String.join(", ", differ));
        } else if (!settled) {
            out.println("Stopped at the time limit of " + Seconds.plain(options.timeout())
                    + " s before uniqueness was settled.");
        }
        printTime();
    }

    @Override
    void uniqueness(Uniqueness u, RuleModel model, SolveResult r, List<int[]> found, List<String> differ) {
        switch (u) {
            case SEVERAL -> {
                out.println("Several solutions: two of them differ in " + differ.size() + " cells: "
                        + String.join(", ", differ));
                for (int k = 0; k < 2; k++) {
                    grid.fill(found.get(k));
                    out.println("Solution #" + (k + 1));
                    out.print(grid.boardPicture());
                }
            }
            case TIME_LIMIT -> out.println("Stopped at the time limit of " + Seconds.plain(options.timeout())
                    + " s before uniqueness was settled" + (found.isEmpty() ? "." : "; one solution was found."));
            case NO_SOLUTION -> out.println("No solution found!");
            case UNIQUE -> {
                out.println("Unique: the puzzle has exactly one solution.");
                if (options.visual()) {
                    grid.fill(found.get(0));
                    out.print(grid.boardPicture());
                }
            }
        }
        printTime();
        if (options.visual()) {
            printStats(r);
        }
    }

    @Override
    void counted(SolveResult r, String written) {
        boolean complete = r.outcome() == Outcome.EXHAUSTED;
        out.println("solutions: " + (complete ? "" : ">=") + r.solutions());
        printTime();
        if (options.visual()) {
            printStats(r);
        }
        if (r.outcome() == Outcome.TIMED_OUT) {
            out.println("The time limit of " + Seconds.plain(options.timeout()) + " s was reached; " + written);
        } else if (r.outcome() == Outcome.CANCELLED) {
            // as a plain solve, a batch and generate say it: Ctrl-C is about the run, not a result
            err.println("Interrupted (Ctrl-C); " + written);
        }
    }

    /** The time as the skeleton prints it: the double quotient, in Java's own decimal form. */
    private void printTime() {
        out.println("time taken = " + ((double) elapsedNanos()) / Math.pow(10, 9) + " sec.");
    }

    /** The search statistics, extra to every report, so on stderr. */
    private void printStats(SolveResult r) {
        err.println("nodes: " + r.nodes() + ", backtracks: " + r.backtracks());
    }
}
