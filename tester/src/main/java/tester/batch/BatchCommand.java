package tester.batch;

import cli.BatchLines;
import cli.Counted;
import cli.CtrlC;
import cli.ExitCode;
import cli.OutputPaths;
import cli.Progress;
import grid.io.OneLineFormat;
import grid.io.Output;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.catalog.Registry;
import solver.explain.Explainer;
import tester.common.Options;
import tester.common.IoReason;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code batch FILE --solver NAME [--threads N] [--out FILE] [--timeout S] [--limit K] [--json]}: solves a data set
 * of one-line puzzles and prints one answer line per puzzle, in input order, then a summary on stderr.
 * A line that cannot be read is reported with its number and skipped; an unsolvable puzzle's answer line
 * is {@code no solution}. Exit code: 0 all solved, 1 some had no solution, 2 some lines were skipped or
 * the file could not be read, 3 the time limit stopped the run, 4 the answers could not be written, 130
 * Ctrl-C stopped it (the answers so far and the summary are printed; {@code --out} is written only for a
 * complete run, by the rules of {@link OutputFiles}, so a time limit or Ctrl-C leaves it as it was). The summary's
 * seconds time the solving only, from the first puzzle to the last answer: the file is read and parsed
 * before the clock starts and the answers are formatted after it stops, as solver benchmarks do.
 */
public final class BatchCommand {

    /** Puzzles handed to a worker at a time; large enough to make scheduling cost nothing. */
    private static final int CHUNK = 256;

    private final Options args;
    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;
    /** Puzzles finished, read by the progress line. */
    private final AtomicLong done = new AtomicLong();
    /** {@code --rate}: each solved puzzle is also rated by hand. */
    private final boolean rating;

    /** A batch run; {@code in} is read when the data set is {@code -} (standard input). */
    public BatchCommand(Options args, InputStream in, PrintStream out, PrintStream err) {
        this.args = args;
        this.in = in;
        this.rating = args.question() == Options.Question.RATE;
        this.out = out;
        this.err = err;
    }

    public int run() {
        Registry.SolverEntry entry = Registry.solver("sudoku", args.solver()).orElse(null);
        if (entry == null) {
            err.println("error: batch mode solves Sudoku; unknown solver '" + args.solver() + "', expected one of "
                    + String.join(", ", Registry.solverNames("sudoku")));
            return ExitCode.BAD_INPUT;
        }
        String outputProblem = OutputPaths.overwritesInput(args.output(), args.file(), "the data set");
        if (outputProblem == null && args.output() != null) {
            outputProblem = OutputPaths.problem(args.output());
        }
        if (outputProblem != null) {
            err.println("error: " + outputProblem);
            return ExitCode.BAD_INPUT;
        }
        List<BatchLines.Entry> puzzles = new ArrayList<>();
        int skipped;
        try {
            skipped = read(puzzles);
        } catch (PuzzleFormatException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (FileNotFoundException e) {
            err.println("error: " + args.file() + ": cannot open the data set (no such file or not readable)");
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + source() + ": cannot read the data set: " + IoReason.of(e));
            return ExitCode.BAD_INPUT;
        }
        if (puzzles.isEmpty()) {
            // Nothing to solve is not a success: the file is empty, all comments, or every line was refused.
            err.println("error: " + source() + (skipped > 0 ? ": none of its " + skipped + " puzzle lines could be read"
                    : ": holds no puzzle; expected one puzzle a line (n*n characters, '.' or 0 for a blank)"));
            return ExitCode.BAD_INPUT;
        }
        SudokuSolver solver = entry.solver().get();
        Map<Integer, PreparedSolver> prepared = new HashMap<>();
        for (BatchLines.Entry p : puzzles) {
            if (!prepared.containsKey(p.n())) {
                try {
                    prepared.put(p.n(), solver.prepare(OneLineFormat.rules(p.n())));
                } catch (UnsupportedModelException e) {
                    err.println("error: " + source() + ":" + p.line() + ": " + e.getMessage());
                    return ExitCode.BAD_INPUT;
                }
            }
        }
        long deadline = args.timeout() == null ? Long.MAX_VALUE : System.nanoTime() + args.timeout().toNanos();
        long start = System.nanoTime();
        // Ctrl-C stops the workers; the answers so far and the summary are printed before the JVM exits.
        try (CtrlC ctrlC = CtrlC.install()) {
            BatchAnswer[] answers;
            Progress progress = Progress.start(err, "puzzles", done::get, puzzles.size());
            try (progress) {
                answers = solveAll(puzzles, prepared, deadline, ctrlC.flag());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                err.println("error: interrupted");
                return ExitCode.INTERRUPTED;
            }
            ctrlC.disarm();
            double seconds = (System.nanoTime() - start) / 1e9;
            return report(puzzles, answers, skipped, seconds, ctrlC.flag().get());
        }
    }

    private int report(List<BatchLines.Entry> puzzles, BatchAnswer[] answers, int skipped, double seconds,
                       boolean cancelled) {
        boolean timedOut = false;
        boolean interrupted = false;
        int done = 0;
        for (BatchAnswer a : answers) {
            if (a == null && cancelled) {
                interrupted = true;
                break;
            }
            if (a == null || a.timedOut()) {
                timedOut = true;
                break;
            }
            done++;
        }
        BatchRun run = new BatchRun(args.file(), args.solver(), puzzles, answers, done, skipped, solutionLimit() > 1,
                seconds, interrupted ? "interrupted" : timedOut ? "time limit" : "done");
        int solved = run.solved();
        int unsolvable = done - solved;
        int multiple = run.multiple();
        noteClashes(puzzles, answers, done);
        BatchReport.of(args).print(run, out);
        if (rating) {
            long[] levels = new long[Explainer.LEVELS.size()];
            for (int i = 0; i < done; i++) {
                levels[answers[i].level()]++;
            }
            err.println(BatchLines.ratings(levels));
        }
        err.println(BatchLines.summary(puzzles.size(), solved, unsolvable, skipped,
                run.several() ? multiple : -1, seconds, done));
        String written = args.output() == null ? "." : "; nothing written.";
        if (interrupted) {
            err.println("Interrupted after " + done + " of " + Counted.of(puzzles.size(), "puzzle") + written);
            return ExitCode.INTERRUPTED;
        }
        if (timedOut) {
            err.println("The time limit was reached after " + done + " of " + Counted.of(puzzles.size(), "puzzle")
                    + written);
            return ExitCode.TIMEOUT;
        }
        if (args.output() != null) {
            try (Output file = OutputFiles.open(args.output(), out)) {
                for (int i = 0; i < answers.length; i++) {
                    file.append(run.line(i) + "\n");
                }
                file.commit();
            } catch (OutputException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
        }
        if (skipped > 0) {
            return ExitCode.BAD_INPUT;
        }
        if (unsolvable > 0) {
            return ExitCode.NO_SOLUTION;
        }
        // A rating is of a solution by hand, which a puzzle with several solutions does not have: as --unique.
        return rating && multiple > 0 ? ExitCode.SEVERAL : ExitCode.SOLVED;
    }

    /** Says on stderr why an unsolvable puzzle has no solution when its givens already break a rule ({@link BatchLines#clashNote}). */
    private void noteClashes(List<BatchLines.Entry> puzzles, BatchAnswer[] answers, int done) {
        for (int i = 0; i < done; i++) {
            String note = answers[i].solved() ? "" : BatchLines.clashNote(source(), puzzles.get(i));
            if (!note.isEmpty()) {
                err.println(note);
            }
        }
    }

    /** How messages name the data set. */
    private String source() {
        return Options.STDIN.equals(args.file()) ? Options.STDIN_NAME : args.file();
    }

    /** Reads the data set; returns how many lines were skipped (each reported on stderr). */
    private int read(List<BatchLines.Entry> puzzles) throws IOException {
        TextLines lines = Options.STDIN.equals(args.file()) ? TextLines.read(in, Options.STDIN_NAME)
                : TextLines.read(args.file());
        int skipped = 0;
        for (TextLines.Line line : lines.all()) {
            try {
                BatchLines.Entry p = BatchLines.parse(source(), line.number(), line.text());
                if (p != null) {
                    puzzles.add(p);
                }
            } catch (PuzzleFormatException e) {
                err.println("error: " + e.getMessage() + "; line skipped");
                skipped++;
            }
        }
        return skipped;
    }

    private BatchAnswer[] solveAll(List<BatchLines.Entry> puzzles, Map<Integer, PreparedSolver> prepared, long deadline,
                              AtomicBoolean cancel) throws InterruptedException {
        BatchAnswer[] answers = new BatchAnswer[puzzles.size()];
        int threads = Math.max(1, Math.min(args.threads(), Runtime.getRuntime().availableProcessors() * 4));
        if (threads == 1) {
            solveRange(puzzles, prepared, deadline, cancel, answers, 0, puzzles.size());
            return answers;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int from = 0; from < puzzles.size(); from += CHUNK) {
                int lo = from;
                int hi = Math.min(puzzles.size(), from + CHUNK);
                work.add(pool.submit(() -> solveRange(puzzles, prepared, deadline, cancel, answers, lo, hi)));
            }
            for (Future<?> f : work) {
                f.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a batch worker failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return answers;
    }

    /** Solves puzzles {@code from..to-1}; stops at the deadline or on Ctrl-C, leaving later answers null. */
    private void solveRange(List<BatchLines.Entry> puzzles, Map<Integer, PreparedSolver> prepared, long deadline,
                            AtomicBoolean cancel, BatchAnswer[] answers, int from, int to) {
        for (int i = from; i < to; i++) {
            if (cancel.get()) {
                return;
            }
            BatchLines.Entry p = puzzles.get(i);
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                answers[i] = BatchAnswer.timeLimit();
                return;
            }
            SolveOptions options = SolveOptions.upTo(solutionLimit())
                    .withSeed(args.seed()).withCancel(cancel);
            if (deadline != Long.MAX_VALUE) {
                options = options.withTimeout(Duration.ofNanos(left));
            }
            SolveResult r = prepared.get(p.n()).solve(p.givens(), options, SolutionSink.NONE);
            if (r.outcome() == Outcome.CANCELLED) {
                return;
            }
            if (r.outcome() == Outcome.TIMED_OUT && !r.found()) {
                answers[i] = BatchAnswer.timeLimit();
                return;
            }
            Explainer.HandSolution hand = rating && r.found() ? BatchLines.rate(p) : null;
            done.incrementAndGet();
            answers[i] = new BatchAnswer(r.solution(), r.found(), r.solutions() > 1, false, hand == null ? 0 : hand.level(),
                    hand == null ? 0 : hand.er());
        }
    }

    /** Solutions looked for per puzzle: the first only, unless {@code --limit K} asks for more (2 proves uniqueness). */
    private long solutionLimit() {
        // A rating needs to know whether the solution is the only one: at least two are looked for.
        long asked = args.limit() == Long.MAX_VALUE ? 1 : args.limit();
        return rating ? Math.max(2, asked) : asked;
    }
}
