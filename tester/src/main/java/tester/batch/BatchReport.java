package tester.batch;

import tester.common.Options;

import java.io.PrintStream;

/**
 * What a batch run prints on standard output, in one output format: an answer line per puzzle
 * ({@link TextBatchReport}) or one JSON object ({@link JsonBatchReport}). The summary on stderr, the exit code
 * and the {@code --out} file are the command's and the same for every format. A new output format is one more
 * implementation, chosen in {@link #of}.
 */
sealed interface BatchReport permits TextBatchReport, JsonBatchReport {

    /** Prints what the format shows of {@code run} on {@code out}. */
    void print(BatchRun run, PrintStream out);

    /** The format {@code options} ask for. */
    static BatchReport of(Options options) {
        return options.json() ? new JsonBatchReport() : new TextBatchReport(options.output() == null);
    }
}
