package tester.solve;

import grid.RuleGrid;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.api.SolveResult;
import solver.catalog.Registry;
import solver.catalog.TrueCandidates;
import solver.explain.Explainer;
import solver.explain.Rating;
import solver.explain.Step;
import tester.common.JsonText;
import tester.common.Options;
import tester.common.Seconds;

import java.io.PrintStream;
import java.util.List;

/** {@code --json}: one JSON object on standard output, whatever the outcome. */
final class JsonReport extends SolveReport {

    private JsonReport(Options options, PrintStream out, PrintStream err, RuleGrid grid, Registry.SolverEntry entry,
               long start) {
        super(options, out, err, grid, entry, start);
    }

    static SolveReport report(Options options, PrintStream out, PrintStream err, RuleGrid grid,
                              Registry.SolverEntry entry, long start) {
        return new JsonReport(options, out, err, grid, entry, start);
    }

    private JsonText json(String status) {
        return new JsonText().put("puzzle", options.file()).put("type", entry.type()).put("solver", entry.name())
                .put("status", status);
    }

    private JsonText timing(JsonText j, SolveResult r) {
        return j.seconds("seconds", secondsSoFar()).put("nodes", r.nodes()).put("backtracks", r.backtracks());
    }

    /** Not part of the one object: the solver's words before its search are left out. */
    @Override
    void preamble(String text) {
    }

    @Override
    void clashes(List<String> clashes) {
        out.println(json("no solution").strings("clashes", clashes).seconds("seconds", secondsSoFar()));
    }

    @Override
    void timedOut(SolveResult r) {
        out.println(timing(json("time limit"), r).raw("timeLimitSeconds", Seconds.plain(options.timeout())));
    }

    @Override
    void noSolution(SolveResult r) {
        out.println(timing(json("no solution"), r));
    }

    @Override
    void solved(SolveResult r, boolean valid) {
        out.println(timing(json(valid ? "solved" : "invalid"), r)
                .raw("solution", JsonText.grid(grid.rules(), grid.cells())));
    }

    @Override
    void candidatesNone(TrueCandidates.Result r) {
        out.println(json("no solution").seconds("seconds", secondsSoFar()).put("searches", r.searches()));
    }

    @Override
    void candidatesStopped(TrueCandidates.Result r) {
        String limit = options.timeout() == null ? "" : Seconds.plain(options.timeout());
        out.println(json("time limit").seconds("seconds", secondsSoFar()).put("searches", r.searches())
                .raw("timeLimitSeconds", limit));
    }

    @Override
    void candidatesFound(RuleModel model, TrueCandidates.Result r) {
        out.println(json("candidates").raw("candidates", PencilMarks.json(model, r.candidates()))
                .put("searches", r.searches()).seconds("seconds", secondsSoFar()).put("nodes", r.nodes()));
    }

    @Override
    void explained(RuleModel model, Explainer.HandSolution e, String hardest, List<String> differ, boolean settled) {
        boolean steps = options.question() == Options.Question.EXPLAIN;
        String status = differ != null ? "several" : !settled ? "time limit" : steps ? "explained" : "rated";
        JsonText j = json(status).put("rating", e.rating()).put("level", e.level())
                .raw("er", Rating.format(e.er())).put("hardest", hardest).put("solved", e.solved())
                .put("guessed", e.guessed());
        if (e.stop() != null) {
            j.put("stop", e.stop());
        }
        if (differ != null) {
            j.strings("differ", differ);
        }
        if (steps) {
            StringBuilder list = new StringBuilder("[");
            for (Step s : e.steps()) {
                list.append(list.length() > 1 ? "," : "").append(StepJson.of(model, s));
            }
            j.raw("steps", list.append(']').toString());
        }
        JsonText techniques = new JsonText();
        e.counts().forEach((name, n) -> techniques.put(name, n));
        out.println(j.raw("techniques", techniques.toString()).seconds("seconds", secondsSoFar()));
    }

    @Override
    void uniqueness(Uniqueness u, RuleModel model, SolveResult r, List<int[]> found, List<String> differ) {
        StringBuilder grids = new StringBuilder("[");
        for (int[] s : found) {
            grids.append(grids.length() > 1 ? "," : "").append(JsonText.grid(model, s));
        }
        JsonText j = timing(json(u.status), r).raw("solutions", grids.append(']').toString());
        out.println(u == Uniqueness.SEVERAL ? j.strings("differ", differ) : j);
    }

    @Override
    void counted(SolveResult r, String written) {
        String status = switch (r.outcome()) {
            case TIMED_OUT -> "time limit";
            case CANCELLED -> "interrupted";
            case EXHAUSTED -> "counted";
            default -> "limit reached";
        };
        out.println(timing(json(status), r).put("solutions", r.solutions())
                .put("complete", r.outcome() == Outcome.EXHAUSTED));
    }
}
