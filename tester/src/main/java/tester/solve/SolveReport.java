package tester.solve;

import cli.ExitCode;
import grid.RuleGrid;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.api.SolveResult;
import solver.catalog.Registry;
import solver.catalog.TrueCandidates;
import solver.explain.Explainer;
import solver.explain.Step;
import tester.common.Options;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What a solve prints about its outcome, in one output format: the text lines ({@link TextReport}, the
 * RMIT form's exactly the skeleton's) or one JSON object ({@link JsonReport}). The outcome itself (the
 * status, the exit code, the cells two solutions differ in) is decided here, once for every format; a
 * format only says it. A new output format is one more subclass, chosen in {@link #of}.
 */
abstract class SolveReport {

    /** What {@code --unique} found. */
    enum Uniqueness {
        SEVERAL("several", ExitCode.SEVERAL),
        TIME_LIMIT("time limit", ExitCode.TIMEOUT),
        NO_SOLUTION("no solution", ExitCode.NO_SOLUTION),
        UNIQUE("unique", ExitCode.SOLVED);

        final String status;
        final int code;

        Uniqueness(String status, int code) {
            this.status = status;
            this.code = code;
        }
    }

    final Options options;
    final PrintStream out;
    final PrintStream err;
    final RuleGrid grid;
    final Registry.SolverEntry entry;
    private final long start;
    /** When the search ended (the skeleton's end of timing), or 0 while it has not. */
    private long end;

    SolveReport(Options options, PrintStream out, PrintStream err, RuleGrid grid, Registry.SolverEntry entry,
                long start) {
        this.options = options;
        this.out = out;
        this.err = err;
        this.grid = grid;
        this.entry = entry;
        this.start = start;
    }

    /**
     * The report in the format {@code options} ask for. Each format makes its own report (typed as this
     * class), so the verifier need not load every format's class to check it against this one: a plain
     * solve loads only the text report's.
     */
    static SolveReport of(Options options, PrintStream out, PrintStream err, RuleGrid grid,
                          Registry.SolverEntry entry, long start) {
        return options.json() ? JsonReport.report(options, out, err, grid, entry, start)
                : TextReport.report(options, out, err, grid, entry, start);
    }

    /** Marks the end of the timed part: loading and the search, as the skeleton times them. */
    final void stop() {
        end = System.nanoTime();
    }

    /** The time since the run started, in nanoseconds: up to {@link #stop} once it is called. */
    final long elapsedNanos() {
        return (end != 0 ? end : System.nanoTime()) - start;
    }

    /** The seconds since the run started, to now. */
    final double secondsSoFar() {
        return (System.nanoTime() - start) / 1e9;
    }

    /** What the solver says before its search (AC-3 alone, see {@link solver.SudokuSolver#preamble}). */
    abstract void preamble(String text);

    /** The givens already break a rule ({@code clashes} says which): no search. */
    abstract void clashes(List<String> clashes);

    abstract void timedOut(SolveResult r);

    abstract void noSolution(SolveResult r);

    abstract void solved(SolveResult r, boolean valid);

    /** {@code --candidates}: the true candidates found, or why there are none; returns the exit code. */
    final int candidates(RuleModel model, TrueCandidates.Result r) {
        return switch (r.status()) {
            case NO_SOLUTION -> {
                candidatesNone(r);
                yield ExitCode.NO_SOLUTION;
            }
            case STOPPED -> {
                candidatesStopped(r);
                yield ExitCode.TIMEOUT;
            }
            default -> {
                candidatesFound(model, r);
                yield ExitCode.SOLVED;
            }
        };
    }

    abstract void candidatesNone(TrueCandidates.Result r);

    abstract void candidatesStopped(TrueCandidates.Result r);

    abstract void candidatesFound(RuleModel model, TrueCandidates.Result r);

    /**
     * The solution by hand and its rating; {@code differ} the cells two solutions differ in when the
     * puzzle has several (then exit {@link ExitCode#SEVERAL}, as {@code --unique}), else null;
     * {@code settled} false when the time limit came before a second solution was ruled out (exit 3).
     */
    final int explained(RuleModel model, Explainer.HandSolution e, List<String> differ, boolean settled) {
        String hardest = e.steps().stream().filter(s -> !s.guess() && s.er() == e.er()).map(Step::technique)
                .findFirst().orElse("none");
        explained(model, e, hardest, differ, settled);
        return differ != null ? ExitCode.SEVERAL : settled ? ExitCode.SOLVED : ExitCode.TIMEOUT;
    }

    abstract void explained(RuleModel model, Explainer.HandSolution e, String hardest, List<String> differ,
                            boolean settled);

    /** {@code --unique}: what the search for two solutions found; returns the exit code. */
    final int uniqueness(RuleModel model, SolveResult r, List<int[]> found) {
        Uniqueness u = found.size() == 2 ? Uniqueness.SEVERAL : r.outcome() == Outcome.TIMED_OUT
                ? Uniqueness.TIME_LIMIT : found.isEmpty() ? Uniqueness.NO_SOLUTION : Uniqueness.UNIQUE;
        List<String> differ = u == Uniqueness.SEVERAL ? differingCells(model, found.get(0), found.get(1)) : List.of();
        uniqueness(u, model, r, found, differ);
        return u.code;
    }

    abstract void uniqueness(Uniqueness u, RuleModel model, SolveResult r, List<int[]> found, List<String> differ);

    /** {@code --count} or {@code --all} ended; {@code written} says what went to the output file. */
    abstract void counted(SolveResult r, String written);

    /** The cells two solutions differ in, named as people count them ({@code r1c3}). */
    static List<String> differingCells(RuleModel model, int[] a, int[] b) {
        List<String> differ = new ArrayList<>();
        for (int c = 0; c < a.length; c++) {
            if (a[c] != b[c]) {
                differ.add(RuleChecker.name(model, c));
            }
        }
        return differ;
    }
}
