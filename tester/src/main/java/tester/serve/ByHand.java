package tester.serve;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.explain.Explainer;
import solver.explain.Rating;
import solver.explain.Step;
import tester.common.JsonText;

/**
 * A job's answers by hand: the steps from a position a person has reached ({@code step}, {@code solvepath}),
 * the page's steps from the givens ({@code steps}), and the candidates logic leaves for the true
 * candidates' {@code logical} option; under the job's cancel flag and time limit ({@link JobRun}).
 */
final class ByHand {

    private final JobRun run;
    private final Job job;
    private final long nonce;
    private final RequestedPuzzle p;
    private final RuleModel model;
    private final PreparedSolver solver;

    ByHand(JobRun run) {
        this.run = run;
        this.job = run.job;
        this.nonce = run.nonce;
        this.p = run.p;
        this.model = run.model;
        this.solver = run.solver;
    }

    /** The candidates left when no technique allowed applies any more (no trials), or null when stopped. */
    long[] logicalCandidates() {
        Explainer.Walk walk = Explainer.Walk.from(model, null, null,
                Explainer.Settings.logic().without(p.off()).withCancel(job.cancel));
        while (walk.next() != null) {
            job.pace();
            if (job.cancel.get() || run.outOfTime()) {
                return null;
            }
        }
        return walk.candidates();
    }

    /**
     * {@code step} (one step) or {@code solvepath} (every step, as far as the techniques go) from the
     * position a person has reached: the givens, the digits filled in and the centre marks. No step
     * takes a value from the solution: where logic stops, the answer says so.
     */
    String logical(boolean one) {
        if (!Explainer.accepts(model)) {
            return Replies.invalid(nonce, "step-by-step solving takes puzzles of up to 64 symbols, not " + model.size());
        }
        Explainer.Walk walk = Explainer.Walk.from(model, p.filled(), p.marks(),
                Explainer.Settings.logic().without(p.off()).withCancel(job.cancel));
        StringBuilder message = new StringBuilder();
        if (one && walk.problem() == null && !initialCandidatesShown(walk)) {
            return logicalAnswer(walk, "Initial candidates.");
        }
        do {
            if (job.cancel.get()) {
                return null;
            }
            job.pace();
            if (run.outOfTime()) {
                message.append("Stopped at the time limit of ").append(Solving.seconds(run.limits.jobTime())).append(" s.\n");
                return logicalAnswer(walk, message.toString());
            }
            Step step = walk.next();
            if (step == null) {
                break;
            }
            message.append(step.text()).append('\n');
        } while (!one);
        if (walk.problem() != null) {
            message.append("Board is invalid: ").append(walk.problem()).append('\n');
        } else if (walk.solved()) {
            message.append(message.length() == 0 ? "Solved.\n" : "");
        } else if (message.length() == 0 || !one) {
            message.append("No logical steps found.\n");
        }
        return logicalAnswer(walk, message.toString());
    }

    /** Whether every open cell's centre marks (all symbols where it has none) are the walk's candidates. */
    private boolean initialCandidatesShown(Explainer.Walk walk) {
        long all = model.size() == 64 ? -1L : (1L << model.size()) - 1;
        long[] now = walk.candidates();
        int[] values = walk.values();
        for (int c = 0; c < now.length; c++) {
            long shown = p.marks()[c] == 0 ? all : p.marks()[c];
            if (values[c] < 0 && shown != now[c]) {
                return false;
            }
        }
        return true;
    }

    private String logicalAnswer(Explainer.Walk walk, String message) {
        int[] values = walk.values();
        long[] candidates = walk.candidates();
        StringBuilder cells = new StringBuilder("[");
        for (int c = 0; c < values.length; c++) {
            cells.append(c > 0 ? "," : "");
            if (values[c] >= 0) {
                cells.append("{\"value\":").append(model.symbol(values[c])).append('}');
            } else {
                cells.append("{\"value\":0,\"candidates\":").append(symbolValues(candidates[c])).append('}');
            }
        }
        return Replies.of(nonce, "logical").raw("cells", cells.append(']').toString())
                .put("message", message).put("isValid", walk.problem() == null).toString();
    }

    private String symbolValues(long mask) {
        StringBuilder out = new StringBuilder("[");
        for (long m = mask; m != 0; m &= m - 1) {
            out.append(out.length() > 1 ? "," : "").append(model.symbol(Long.numberOfTrailingZeros(m)));
        }
        return out.append(']').toString();
    }

    /**
     * The page's steps: the solution by hand from the givens as far as logic goes, each step with its
     * words, difficulty, and the cells it places or clears, and the rating; where logic stops, the
     * answer says why ({@code stop}).
     */
    String steps() {
        if (!Explainer.accepts(model)) {
            return Replies.invalid(nonce, "step-by-step solving takes puzzles of up to 64 symbols, not " + model.size());
        }
        SolveResult r = solver.solve(model.givens(), run.options(SolveOptions.firstSolution()), SolutionSink.NONE);
        if (!r.found()) {
            return run.unsolved(r);
        }
        Explainer.Walk walk = Explainer.Walk.from(model, null, null,
                Explainer.Settings.logic().withCancel(job.cancel));
        String start = Replies.hex(walk.candidates());
        StringBuilder steps = new StringBuilder("[");
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        int level = 0;
        double er = 0;
        for (Step s = walk.next(); s != null; s = walk.next()) {
            if (job.cancel.get()) {
                return null;
            }
            job.pace();
            if (run.outOfTime()) {
                return run.timeLimit("before the explanation was finished");
            }
            steps.append(steps.length() > 1 ? "," : "").append(new JsonText().put("text", s.text())
                    .put("technique", s.technique()).put("level", s.level())
                    .raw("er", Rating.format(s.er()))
                    .raw("placements", Replies.list(s.placements())).raw("cells", Replies.list(s.cells()))
                    .raw("values", Replies.list(walk.values())).raw("candidates", Replies.hex(walk.candidates())));
            counts.merge(s.technique(), 1, Integer::sum);
            level = Math.max(level, s.level());
            er = Math.max(er, s.er());
        }
        if (job.cancel.get()) {
            return null;
        }
        if (!walk.solved()) {
            level = Rating.TRIAL;
        }
        JsonText techniques = new JsonText();
        counts.forEach(techniques::put);
        JsonText answer = Replies.of(nonce, "steps").raw("start", start)
                .raw("steps", steps.append(']').toString()).put("level", level)
                .put("rating", level == 0 ? "solved" : Explainer.LEVELS.get(level))
                .raw("er", Rating.format(er)).raw("techniques", techniques.toString());
        if (walk.stopReason() != null) {
            answer.put("stop", walk.stopReason());
        }
        return answer.toString();
    }
}
