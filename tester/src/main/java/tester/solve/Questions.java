package tester.solve;

import cli.ExitCode;
import cli.Progress;
import grid.RuleGrid;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.TrueCandidates;
import solver.explain.Explainer;
import tester.common.Options;

import java.util.ArrayList;
import java.util.List;

/**
 * What a solve asks of a puzzle besides its answer: its true candidates ({@code --candidates}), whether
 * it has one solution ({@code --unique}), a solution by hand ({@code --explain}, {@code --rate}).
 */
final class Questions {

    private final Loaded run;

    Questions(Loaded run) {
        this.run = run;
    }

    /** The question {@code options} ask, other than the answer itself; returns the exit code. */
    int answer(Options.Question question) {
        return switch (question) {
            case CANDIDATES -> candidates();
            case UNIQUE -> unique();
            case EXPLAIN, RATE -> explain();
            case ANSWER -> throw new IllegalArgumentException("the answer is a plain solve's or an enumeration's");
        };
    }

    /** {@code --candidates}: the true candidates, printed as a pencil-mark grid (see {@link TrueCandidates}). */
    private int candidates() {
        RuleModel model = run.model();
        if (model.size() > TrueCandidates.MAX_SYMBOLS) {
            run.error("--candidates takes puzzles of up to " + TrueCandidates.MAX_SYMBOLS + " symbols, not "
                    + model.size());
            return ExitCode.BAD_INPUT;
        }
        SolveOptions options = SolveOptions.firstSolution().withTimeout(run.timeLeft())
                .withSeed(run.options().seed());
        TrueCandidates.Result result;
        Progress progress = run.elapsedLine("finding candidates");
        try (progress) {
            result = TrueCandidates.of(run.prepared(), model.givens(), model.size(), options);
        }
        int code = run.report().candidates(model, result);
        String render = run.options().render();
        if (code != ExitCode.SOLVED || render == null) {
            return code;
        }
        // The givens as they are; a cell that every solution fills alike as a placed digit, as the answer's
        // picture draws the cells a search filled; every other cell's true candidates small.
        RuleGrid grid = run.grid();
        int[] cells = grid.cells();
        for (int c = 0; c < cells.length; c++) {
            long m = result.candidates()[c];
            if (cells[c] < 0 && Long.bitCount(m) == 1) {
                cells[c] = Long.numberOfTrailingZeros(m);
            }
        }
        grid.fill(cells);
        return Pictures.render(grid, result.candidates(), render, run.out(), run.err());
    }

    /**
     * {@code --explain} / {@code --rate}: a solution by hand (see {@link Explainer}), for every type, by
     * logic alone, stopping where no technique applies; with {@code --trial} it goes on by trial from the
     * solution the solver finds, each such step saying so. The solver also tells a puzzle with several
     * solutions (whose explanation cannot be unique).
     */
    private int explain() {
        RuleModel model = run.model();
        Options options = run.options();
        if (!Explainer.accepts(model)) {
            run.error(options.question().option() + " takes puzzles of up to 64 symbols, not " + model.size());
            return ExitCode.BAD_INPUT;
        }
        // Two solutions are looked for: a puzzle with several has no solution by hand, and says so.
        List<int[]> found = new ArrayList<>();
        SolveResult result = upToTwo(found);
        if (found.isEmpty() && result.outcome() == Outcome.TIMED_OUT) {
            run.report().timedOut(result);
            return ExitCode.TIMEOUT;
        }
        if (found.isEmpty()) {
            run.report().noSolution(result);
            return ExitCode.NO_SOLUTION;
        }
        boolean settled = found.size() == 2 || result.outcome() != Outcome.TIMED_OUT;
        Explainer.Settings settings = Explainer.Settings.logic().withLimit(options.timeout());
        if (options.trial()) {
            settings = settings.withTrial(found.get(0));
        }
        return run.report().explained(model, Explainer.explain(model, settings),
                found.size() == 2 ? SolveReport.differingCells(model, found.get(0), found.get(1)) : null, settled);
    }

    /** {@code --unique}: looks for two solutions; one means unique, two are shown with the cells they differ in. */
    private int unique() {
        List<int[]> found = new ArrayList<>();
        SolveResult result;
        Progress progress = run.elapsedLine("searching");
        try (progress) {
            result = upToTwo(found);
        }
        return run.report().uniqueness(run.model(), result, found);
    }

    /** Up to two solutions, collected into {@code found}. */
    private SolveResult upToTwo(List<int[]> found) {
        SolveOptions options = SolveOptions.upTo(2).withTimeout(run.timeLeft()).withSeed(run.options().seed());
        return run.prepared().solve(run.model().givens(), options, cells -> found.add(cells.clone()));
    }
}
