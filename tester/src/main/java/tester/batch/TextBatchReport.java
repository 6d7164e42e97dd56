package tester.batch;

import java.io.PrintStream;

/**
 * The answer lines, one per puzzle done, in input order; nothing on standard output when they go to an
 * {@code --out} file instead.
 *
 * @param toStdout whether the answer lines are printed (no {@code --out})
 */
record TextBatchReport(boolean toStdout) implements BatchReport {

    @Override
    public void print(BatchRun run, PrintStream out) {
        for (int i = 0; toStdout && i < run.done() && !out.checkError(); i++) {
            out.println(run.line(i));
        }
    }
}
