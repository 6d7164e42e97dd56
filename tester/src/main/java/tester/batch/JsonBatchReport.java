package tester.batch;

import cli.BatchLines;
import grid.io.OneLineFormat;
import solver.explain.Explainer;
import solver.explain.Rating;
import tester.common.JsonText;

import java.io.PrintStream;

/** The run as one JSON object: the summary and, in input order, every answer done. */
record JsonBatchReport() implements BatchReport {

    @Override
    public void print(BatchRun run, PrintStream out) {
        StringBuilder list = new StringBuilder("[");
        for (int i = 0; i < run.done(); i++) {
            BatchLines.Entry p = run.puzzles().get(i);
            BatchAnswer answer = run.answers()[i];
            JsonText a = new JsonText().put("line", p.line()).put("status", answer.solved() ? "solved" : "no solution");
            if (run.several()) {
                a.put("uniqueness", BatchLines.uniqueness(answer.solved(), answer.multiple()));
            }
            if (answer.solved()) {
                a.raw("solution", JsonText.grid(OneLineFormat.rules(p.n()), answer.solution()));
            }
            if (answer.level() > 0) {
                a.put("rating", Explainer.LEVELS.get(answer.level())).put("level", answer.level())
                        .raw("er", Rating.format(answer.er()));
            }
            list.append(i > 0 ? "," : "").append(a);
        }
        int solved = run.solved();
        JsonText summary = new JsonText().put("file", run.file()).put("solver", run.solver()).put("status", run.status())
                .put("puzzles", run.puzzles().size()).put("solved", solved).put("unsolvable", run.done() - solved);
        if (run.several()) {
            summary.put("several", run.multiple());
        }
        out.println(summary.put("skippedLines", run.skipped()).seconds("seconds", run.seconds())
                .raw("answers", list.append(']').toString()));
    }
}
