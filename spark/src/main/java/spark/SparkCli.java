package spark;

import cli.BatchLines;
import cli.Counted;
import cli.CtrlC;
import cli.ExitCode;
import cli.GeneratedPuzzles;
import cli.OutputPaths;
import cli.Progress;
import cli.Version;
import grid.io.Output;
import grid.io.OutputException;
import grid.RuleGrid;
import grid.io.OutputFiles;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import grid.model.RuleModel;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import solver.api.UnsupportedModelException;
import solver.catalog.CubeSplit;
import solver.catalog.Registry;
import solver.generate.Generator;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The command line of the Spark jars: {@code batch}, {@code count}, {@code solve} and {@code generate}, with the
 * tester's output and exit codes ({@link ExitCode}). Spark is configured by its own means: {@code --master}
 * and {@code --conf KEY=VALUE} here, or whatever {@code spark-submit} set; with neither, the jobs run
 * in this JVM on {@code local[*]}. Every expected failure is one line on stderr.
 */
@Command(name = "sudoku-spark", mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Solve, count and generate Sudoku puzzles on Apache Spark.",
        subcommands = {SparkCli.Batch.class, SparkCli.Count.class, SparkCli.Solve.class, SparkCli.Generate.class})
public final class SparkCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** The jar's entry point: runs the command line and exits with its code. */
    /**
     * Exit code of a Spark job that failed past Spark's own retries; the other codes are the tester's
     * ({@link ExitCode}).
     */
    public static final int JOB_FAILED = 6;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command line, printing to {@code out} and {@code err}, and returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new SparkCli());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        for (CommandLine sub : cl.getSubcommands().values()) {
            ((Job) sub.getCommand()).streams(out, err);
        }
        cl.setParameterExceptionHandler((e, a) -> {
            err.println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        });
        // a job that fails past Spark's retries (a task that fails on every attempt, executors lost for good)
        cl.setExecutionExceptionHandler((e, c, p) -> {
            err.println("error: the Spark job failed: " + firstLine(e));
            return JOB_FAILED;
        });
        return cl.execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: batch, count, solve or generate");
    }

    /** The Spark options every command takes. */
    static final class SparkOptions {
        @Option(names = "--master", paramLabel = "URL",
                description = "Spark master: local[N], spark://HOST:PORT, yarn, k8s://... (default: spark-submit's, else local[*])")
        private String master;

        @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "a Spark setting, as spark-submit --conf")
        private List<String> conf = new ArrayList<>();

        @Option(names = "--partitions", paramLabel = "N",
                description = "tasks to spread the work over (default: a few per core of the cluster)")
        private Integer partitions;

        @Option(names = "--executor-wait", paramLabel = "S",
                description = "end the job (exit 6) when no executor has been alive for S seconds (default 120;"
                        + " not for a local master)")
        private double executorWait = 120;

        /** The watchdog of the context made last, or null before one is made. */
        private Watchdog watchdog;

        /**
         * A Spark context for {@code app}. Settings come from spark-submit (system properties), then
         * {@code --conf}, then {@code --master}; a run on no master at all is local, and a local run
         * shows no web UI and listens on the loopback address only, unless asked otherwise. The serializer
         * is always Java's (see below).
         */
        JavaSparkContext context(String app, CommandLine cl) {
            SparkConf sc = new SparkConf().setAppName("sudoku " + app);
            for (String kv : conf) {
                int eq = kv.indexOf('=');
                if (eq <= 0) {
                    throw new CommandLine.ParameterException(cl, "--conf takes KEY=VALUE, not '" + kv + "'");
                }
                sc.set(kv.substring(0, eq), kv.substring(eq + 1));
            }
            if (master != null) {
                sc.setMaster(master);
            }
            // The jobs' records (Java records) are sent with Java serialization: the Kryo that Spark bundles
            // cannot rebuild a record, so a cluster whose default serializer is Kryo would fail every task.
            sc.set("spark.serializer", "org.apache.spark.serializer.JavaSerializer");
            sc.setIfMissing("spark.master", "local[*]");
            if (sc.get("spark.master").startsWith("local")) {
                // Everything runs in this JVM: no web UI, and no port open beyond the loopback address.
                sc.setIfMissing("spark.ui.enabled", "false");
                sc.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
                sc.setIfMissing("spark.driver.host", "127.0.0.1");
            }
            // Spark applies this level as it starts, before its own start-up lines: under spark-submit's
            // default logging those are some fifty INFO lines on stderr.
            sc.setIfMissing("spark.log.level", "WARN");
            JavaSparkContext context = new JavaSparkContext(sc);
            context.setLogLevel(sc.get("spark.log.level"));
            watchdog = Watchdog.start(context, Duration.ofNanos((long) (executorWait * 1e9)));
            return context;
        }

        /** True when the watchdog ended the jobs for want of executors. */
        boolean abandoned() {
            return watchdog != null && watchdog.fired();
        }

        /** {@code --partitions}, or 0 when not given. */
        int asked() {
            return partitions == null ? 0 : partitions;
        }

        int partitions(JavaSparkContext sc, int perCore) {
            return partitions != null ? partitions : Math.max(1, sc.defaultParallelism() * perCore);
        }

        void check(CommandLine cl) {
            if (partitions != null && partitions < 1) {
                throw new CommandLine.ParameterException(cl, "--partitions must be at least 1, not " + partitions);
            }
            if (!(executorWait > 0)) {
                throw new CommandLine.ParameterException(cl, "--executor-wait takes a positive number of seconds, not "
                        + executorWait);
            }
        }
    }

    /**
     * A command that prints to the streams the command line was given. A job the watchdog ended for want
     * of executors is one line saying so, exit {@link #JOB_FAILED}.
     */
    abstract static class Job implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        SparkOptions spark;

        @Override
        public final Integer call() throws Exception {
            try {
                return execute();
            } catch (Exception e) {
                if (spark.abandoned()) {
                    err.println("error: the Spark job failed: " + spark.watchdog.reason());
                    return JOB_FAILED;
                }
                throw e;
            } finally {
                if (spark.watchdog != null) {
                    spark.watchdog.stop();
                }
            }
        }

        /** The command's work; its exit code. */
        abstract Integer execute() throws Exception;

        PrintStream out;
        PrintStream err;

        void streams(PrintStream o, PrintStream e) {
            this.out = o;
            this.err = e;
        }

        CommandLine.ParameterException refuse(String message) {
            return new CommandLine.ParameterException(spec.commandLine(), message);
        }
    }

    /** A puzzle file as read on the driver, and its rules. */
    record Loaded(CountJob.PuzzleFile puzzle, RuleModel model) {
    }

    /** A command on one puzzle file of a game type, searched by one of the type's solvers on the executors. */
    abstract static class OnePuzzle extends Job {
        @Parameters(index = "0", paramLabel = "PUZZLE",
                description = "the puzzle file, read on the driver (a local path, hdfs://, s3a://, ...)")
        String puzzle;

        @Parameters(index = "1", paramLabel = "TYPE", description = "its game type: sudoku, killer, kropki, ...")
        String type;

        @Option(names = "--solver", paramLabel = "NAME", description = "the solver of each part (default advanced)")
        String solver = "advanced";

        /** The type's solver named by {@code --solver}; a usage error naming the choices when there is none. */
        Registry.SolverEntry entry() {
            Registry.GameType game = Registry.type(type).orElseThrow(() -> refuse("unknown game type '" + type
                    + "'; expected one of " + String.join(", ", Registry.types().stream().map(Registry.GameType::name).toList())));
            return Registry.solver(game.name(), solver).orElseThrow(() -> refuse("no solver '"
                    + solver + "' for " + game.name() + "; expected one of " + String.join(", ", Registry.solverNames(game.name()))));
        }

        /**
         * The puzzle file read on the driver (through the file systems Spark is configured with, but with no
         * job: a cluster that cannot start executors does not make the file unreadable), read into its rules
         * and prepared once here too, so that a file or a solver the executors would refuse is one line now
         * rather than a failed job; null after that line.
         */
        Loaded read(JavaSparkContext sc, Registry.SolverEntry entry) {
            byte[] bytes;
            try {
                bytes = readOnDriver(sc, puzzle);
            } catch (FileNotFoundException e) {
                err.println("error: " + puzzle + ": cannot open the puzzle file (no such file or not readable)");
                return null;
            } catch (PuzzleFormatException e) {
                err.println("error: " + e.getMessage());
                return null;
            } catch (IOException | IllegalArgumentException e) {
                err.println("error: " + puzzle + ": cannot read the puzzle file: " + firstLine(e));
                return null;
            }
            CountJob.PuzzleFile p = new CountJob.PuzzleFile(entry.type(), entry.name(), puzzle, bytes);
            try {
                return new Loaded(p, p.prepare().model());
            } catch (IOException e) {
                err.println("error: " + e.getMessage());
            } catch (UnsupportedModelException e) {
                err.println("error: " + puzzle + ": " + e.getMessage());
            }
            return null;
        }
    }

    /** {@code batch FILE... --solver NAME}: the tester's batch, on Spark. */
    @Command(name = "batch", mixinStandardHelpOptions = true, versionProvider = Version.class,
            header = "Solve data sets of one-line Sudoku puzzles on Spark, one answer line each.",
            description = {"Reads every FILE as Spark reads text (local paths, hdfs://, s3a://) and prints one answer",
                "line per puzzle in input order ('no solution' for none), as the tester's batch does; a line",
                "that is no puzzle is reported on stderr and skipped. A summary follows on stderr.",
                "Exit: 0 all solved, 1 some unsolvable, 2 some line skipped or a file unreadable,"
                    + " 4 answers not written, 6 the Spark job failed."})
    static final class Batch extends Job {
        @Parameters(arity = "1..*", paramLabel = "FILE", description = "the data sets, answered in this order")
        private List<String> files;

        @Option(names = "--solver", required = true, paramLabel = "NAME", description = "a Sudoku solver of the tester")
        private String solver;

        @Option(names = "--out", paramLabel = "FILE", description = "write the answers to FILE (on the driver)")
        private String output;

        @Option(names = "--limit", paramLabel = "K", description = "look for K solutions per puzzle (2 also tells"
                + " a unique answer; default 1)")
        private long limit = 1;

        @Option(names = "--seed", paramLabel = "N", description = "seed for the solvers that randomise (default 0)")
        private long seed;

        @Option(names = "--rate", description = "print each puzzle's rating by hand instead of its answer")
        private boolean rate;

        @Override
        Integer execute() throws Exception {
            spark.check(spec.commandLine());
            if (limit < 1) {
                throw refuse("--limit must be at least 1, not " + limit);
            }
            if (Registry.solver("sudoku", solver).isEmpty()) {
                throw refuse("batch mode solves Sudoku; unknown solver '" + solver + "', expected one of "
                        + String.join(", ", Registry.solverNames("sudoku")));
            }
            String problem = null;
            for (String file : files) {
                problem = problem != null ? problem : OutputPaths.overwritesInput(output, file, "the data set");
            }
            if (problem == null && output != null) {
                problem = OutputPaths.problem(output);
            }
            if (problem != null) {
                err.println("error: " + problem);
                return ExitCode.BAD_INPUT;
            }
            JavaSparkContext sc = spark.context("batch", spec.commandLine());
            try {
                for (String file : files) {
                    String unreadable = unreadable(() -> sc.textFile(file).partitions());
                    if (unreadable != null) {
                        err.println("error: " + file + ": cannot read the data set: " + unreadable);
                        return ExitCode.BAD_INPUT;
                    }
                }
                BatchJob.Options options = new BatchJob.Options(solver.toLowerCase(Locale.ROOT), limit, seed, rate);
                long start = System.nanoTime();
                JavaRDD<BatchJob.Answer> answers = BatchJob.answers(sc, files, options, TaskProbe.NONE,
                        spark.asked());
                BatchJob.Summary s = BatchJob.summary(answers);
                double seconds = (System.nanoTime() - start) / 1e9;
                int written = write(answers.toLocalIterator());
                if (rate) {
                    err.println(BatchLines.ratings(s.levels()));
                }
                err.println(BatchLines.summary(s.puzzles(), s.solved(), s.unsolvable(), s.skipped(),
                        options.solutions() > 1 ? s.multiple() : -1, seconds, s.puzzles()));
                if (written != ExitCode.SOLVED) {
                    return written;
                }
                if (s.skipped() > 0 || s.unsolvable() > 0) {
                    return s.skipped() > 0 ? ExitCode.BAD_INPUT : ExitCode.NO_SOLUTION;
                }
                return rate && s.multiple() > 0 ? ExitCode.SEVERAL : ExitCode.SOLVED;
            } finally {
                sc.stop();
            }
        }

        /** Prints the answers in order (to {@code --out} if given) and each skipped line's error on stderr. */
        private int write(Iterator<BatchJob.Answer> answers) {
            try (Output file = output == null ? null : OutputFiles.open(output, out)) {
                while (answers.hasNext()) {
                    BatchJob.Answer a = answers.next();
                    if (!a.note().isEmpty()) {
                        err.println(a.note());
                    }
                    if (a.kind() == BatchJob.Kind.ERROR) {
                        err.println("error: " + a.text() + "; line skipped");
                    } else if (file != null) {
                        file.append(a.text() + "\n");
                    } else {
                        out.println(a.text());
                    }
                }
                if (file != null) {
                    file.commit();
                }
                return ExitCode.SOLVED;
            } catch (OutputException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
        }
    }

    /** {@code count PUZZLE TYPE}: the tester's {@code --count}, with the search split over the cluster. */
    @Command(name = "count", mixinStandardHelpOptions = true, versionProvider = Version.class,
            header = "Count (or list) the solutions of one puzzle, its search split over Spark.",
            description = {"Unrolls the first levels of the search into subproblems (each the puzzle with more",
                "givens; together they partition the solutions), counts each on an executor and adds the",
                "counts up: the same 'solutions: N' as solve --count. --enumerate DIR also writes every",
                "solution, one line each, as Spark writes text (part files in DIR).",
                "Exit: 0 counted (some solution), 1 none, 2 bad usage or input, 4 not written, 6 the Spark job failed."})
    static final class Count extends OnePuzzle {

        @Option(names = "--split-depth", paramLabel = "D",
                description = "levels of the search unrolled (default: the first that makes 16 parts per core)")
        private Integer depth;

        @Option(names = "--enumerate", paramLabel = "DIR",
                description = "also write every solution to DIR, a folder Spark makes (one line each: the one-line"
                        + " form where it reads back as the same symbols, else comma-separated values)")
        private String enumerate;

        @Option(names = "--limit", paramLabel = "K", description = "stop once K solutions are counted ('solutions: >=N')")
        private Long limit;

        @Option(names = "--timeout", paramLabel = "S",
                description = "stop after S seconds, with the count so far as a lower bound (exit 3)")
        private Double timeout;

        @Override
        Integer execute() throws Exception {
            spark.check(spec.commandLine());
            if (depth != null && depth < 0) {
                throw refuse("--split-depth must be at least 0, not " + depth);
            }
            if (limit != null && limit < 1) {
                throw refuse("--limit must be at least 1, not " + limit);
            }
            if (timeout != null && !(timeout > 0 && timeout <= 1e9)) {
                throw refuse("--timeout takes a positive number of seconds up to 1000000000, not " + timeout);
            }
            if (enumerate != null && (limit != null || timeout != null)) {
                throw refuse("--enumerate writes every solution; --limit and --timeout bound a count only");
            }
            Registry.SolverEntry entry = entry();
            if (enumerate != null) {
                String problem = OutputPaths.overwritesInput(enumerate, puzzle, "the puzzle file");
                if (problem == null && Files.exists(Path.of(enumerate))) {
                    problem = enumerate + ": already exists; --enumerate makes a new folder of Spark's part files";
                }
                if (problem != null) {
                    err.println("error: " + problem);
                    return ExitCode.BAD_INPUT;
                }
            }
            long start = System.nanoTime();
            long deadline = timeout == null ? Long.MAX_VALUE : System.currentTimeMillis() + Math.round(timeout * 1000);
            JavaSparkContext sc = spark.context("count", spec.commandLine());
            try {
                Loaded loaded = read(sc, entry);
                if (loaded == null) {
                    return ExitCode.BAD_INPUT;
                }
                CountJob.PuzzleFile p = loaded.puzzle();
                RuleModel model = loaded.model();
                List<String> clashes = p.clashes();
                if (!clashes.isEmpty()) {
                    // The tester's answer to givens that already break a rule: why on stderr, no search.
                    clashes.forEach(c -> err.println("The givens already break a rule: " + c));
                    out.println("No solution found!");
                    out.println(timeTaken(start));
                    return ExitCode.NO_SOLUTION;
                }
                Split.Level level = depth != null ? new Split.Level(depth, Split.cubes(model, depth))
                        : Split.atLeast(model, 16 * sc.defaultParallelism(), 12);
                List<int[]> cubes = level.cubes();
                int partitions = Math.min(cubes.size(), spark.partitions(sc, 4));
                err.printf(Locale.ROOT, "split: depth %d, %d parts in %d tasks%n", level.depth(), cubes.size(),
                        Math.max(1, partitions));
                if (enumerate != null) {
                    return enumerate(sc, p, cubes, partitions, start);
                }
                CountJob.Bounds bounds = new CountJob.Bounds(limit == null ? Long.MAX_VALUE : limit, deadline);
                CountJob.Counted counted;
                AtomicReference<CountJob.Counted> now = new AtomicReference<>(new CountJob.Counted(0,
                        CountJob.End.COMPLETE, 0, Math.max(1, partitions)));
                try (CtrlC ctrlC = CtrlC.install();
                     Progress progress = Progress.show(err, () -> progressLine(now.get(), start))) {
                    counted = CountJob.count(sc, p, cubes, partitions, TaskProbe.NONE, bounds, ctrlC.flag(), now::set);
                    ctrlC.disarm();
                    return report(counted, start);
                }
            } finally {
                sc.stop();
            }
        }

        /** The live line of a count in a terminal: solutions so far, tasks done, time. */
        static String progressLine(CountJob.Counted c, long start) {
            return String.format(Locale.ROOT, "counting: %,d solutions so far, %d of %d tasks done, %.1f s",
                    c.solutions(), c.tasksDone(), c.tasks(), (System.nanoTime() - start) / 1e9);
        }

        /** The tester's lines for a count: exact, or a lower bound and why it stopped. */
        private int report(CountJob.Counted c, long start) {
            boolean exact = c.end() == CountJob.End.COMPLETE;
            out.println("solutions: " + (exact ? "" : ">=") + c.solutions());
            out.println(timeTaken(start));
            switch (c.end()) {
                case TIME -> {
                    out.println("The time limit of " + BigDecimal.valueOf(timeout).stripTrailingZeros().toPlainString()
                            + " s was reached; the count is of the " + c.tasksDone() + " of "
                            + Counted.of(c.tasks(), "task") + " that finished.");
                    return ExitCode.TIMEOUT;
                }
                case INTERRUPTED -> {
                    // on stderr, as the solver's own count says it: Ctrl-C is about the run, not a result
                    err.println("Interrupted (Ctrl-C); the count is of the " + c.tasksDone() + " of "
                            + Counted.of(c.tasks(), "task") + " that finished.");
                    return ExitCode.INTERRUPTED;
                }
                default -> {
                    return c.solutions() > 0 ? ExitCode.SOLVED : ExitCode.NO_SOLUTION;
                }
            }
        }

        /** {@code --enumerate}: every solution written by Spark to its folder, then counted from it. */
        private int enumerate(JavaSparkContext sc, CountJob.PuzzleFile p, List<int[]> cubes, int partitions, long start)
                throws org.apache.spark.SparkException {
            try {
                CountJob.solutions(sc, p, cubes, partitions, TaskProbe.NONE).saveAsTextFile(enumerate);
            } catch (Exception e) {
                if (e instanceof org.apache.spark.SparkException s) {
                    throw s; // the job failed, not the writing: the execution handler says so
                }
                err.println("error: " + enumerate + ": cannot write the solutions: " + firstLine(e));
                return ExitCode.WRITE_FAILED;
            }
            long solutions = sc.textFile(enumerate).count();
            out.println("solutions: " + solutions);
            out.println(timeTaken(start));
            return solutions > 0 ? ExitCode.SOLVED : ExitCode.NO_SOLUTION;
        }
    }

    /** The time line of the Spark commands, from {@code start} (nanoseconds) to now. */
    static String timeTaken(long start) {
        return String.format(Locale.ROOT, "time taken = %.3f sec.", (System.nanoTime() - start) / 1e9);
    }

    /** {@code solve PUZZLE TYPE}: a first answer to one hard puzzle, its cubes conquered over the cluster. */
    @Command(name = "solve", mixinStandardHelpOptions = true, versionProvider = Version.class,
            header = "Solve one hard puzzle by cube and conquer on Spark; the first answer stops the job.",
            description = {"Splits the puzzle into cubes (the puzzle with a few more cells fixed, spread over the grid;",
                "together they cover its search), lets every task search its cubes with short budgets that grow",
                "(Luby), and cancels the job as soon as one task has an answer. Prints 'Solution found!', the time",
                "taken and 'Valid solution.' as the tester's solve does, and the answer (to --out, or stdout).",
                "Exit: 0 solved, 1 no solution, 2 bad usage or input, 4 not written, 6 the Spark job failed."})
    static final class Solve extends OnePuzzle {

        @Option(names = "--seed", paramLabel = "N", description = "seed of the first try of each task (default 0)")
        private long seed;

        @Option(names = "--out", paramLabel = "FILE", description = "write the answer to FILE (on the driver)")
        private String output;

        @Override
        Integer execute() throws org.apache.spark.SparkException {
            spark.check(spec.commandLine());
            Registry.SolverEntry entry = entry();
            String problem = OutputPaths.overwritesInput(output, puzzle, "the puzzle file");
            if (problem == null && output != null) {
                problem = OutputPaths.problem(output);
            }
            if (problem != null) {
                err.println("error: " + problem);
                return ExitCode.BAD_INPUT;
            }
            JavaSparkContext sc = spark.context("solve", spec.commandLine());
            try {
                long start = System.nanoTime();
                Loaded loaded = read(sc, entry);
                if (loaded == null) {
                    return ExitCode.BAD_INPUT;
                }
                CountJob.PuzzleFile p = loaded.puzzle();
                RuleModel model = loaded.model();
                List<int[]> cubes = new CubeSplit(model).cubes(model.givens(), 16 * sc.defaultParallelism());
                int partitions = Math.max(1, Math.min(cubes.size(), spark.partitions(sc, 1)));
                err.printf(Locale.ROOT, "split: %d cubes in %d tasks%n", cubes.size(), partitions);
                SolveJob.Answer answer = cubes.isEmpty() ? new SolveJob.Answer(null, 0, 0)
                        : SolveJob.solve(sc, p, cubes, partitions, seed, TaskProbe.NONE);
                double seconds = (System.nanoTime() - start) / 1e9;
                if (!answer.found()) {
                    out.println("No solution found!");
                    out.printf(Locale.ROOT, "time taken = %.3f sec.%n", seconds);
                    return ExitCode.NO_SOLUTION;
                }
                RuleGrid grid = Registry.type(entry.type()).orElseThrow().grid().get();
                grid.initGrid(TextLines.of(puzzle, p.bytes()));
                grid.fill(answer.solution());
                boolean valid = grid.validate();
                out.println("Solution found!");
                out.printf(Locale.ROOT, "time taken = %.3f sec.%n", seconds);
                out.println(valid ? "Valid solution." : "Invalid solution.");
                if (!valid) {
                    return ExitCode.NO_SOLUTION;
                }
                if (output == null) {
                    out.print(grid.outputText());
                    return ExitCode.SOLVED;
                }
                OutputFiles.write(output, grid.outputText(), out);
                return ExitCode.SOLVED;
            } catch (OutputException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            } catch (IOException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            } finally {
                sc.stop();
            }
        }
    }

    /** {@code generate TYPE --count K}: the tester's {@code generate}, the seeds spread over the executors. */
    @Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = Version.class,
            header = "Make puzzles with exactly one solution from seeds S..S+K-1, on Spark.",
            description = {"Makes puzzle i from seed S + i, as the tester's generate does, so the output is the same:",
                "the puzzles in their RMIT (kropki, futoshiki: NYU) file format on stdout, a line about each on stderr.",
                "Exit: 0 made, 1 no puzzle of the asked difficulty within 1,000 seeds, 2 bad usage, 4 not written,",
                "6 the Spark job failed."})
    static final class Generate extends Job {
        @Parameters(index = "0", paramLabel = "TYPE", description = "sudoku, killer, kropki or futoshiki")
        private String type;

        @Option(names = "--size", paramLabel = "N", description = "grid side (default 9)")
        private int size = 9;

        @Option(names = "--seed", paramLabel = "S", description = "seed of the first puzzle (default: drawn, and named on stderr)")
        private Long seed;

        @Option(names = "--count", paramLabel = "K", description = "puzzles to make (default 1)")
        private int count = 1;

        @Option(names = "--symmetry", paramLabel = "S", description = "sudoku: none, rotational or diagonal")
        private Generator.Symmetry symmetry = Generator.Symmetry.NONE;

        @Option(names = "--minimal", description = "sudoku with a symmetry, killer: take away more while unique")
        private boolean minimal;

        @Option(names = "--cage", paramLabel = "C", description = "killer: largest cage grown, in cells (default 5, 4 on 4x4)")
        private Integer cage;

        @Option(names = "--difficulty", paramLabel = "LEVEL",
                description = "easy, medium, hard, expert, master, extreme or trial: the first K seeds from S whose puzzle rates so")
        private String difficulty;

        @Option(names = "--out", paramLabel = "PATH",
                description = "one puzzle: the file to write (replaced atomically, on the driver); several: an existing"
                        + " folder, which gets TYPE-NxN-SEED.in for each")
        private String output;

        @Override
        Integer execute() throws Exception {
            spark.check(spec.commandLine());
            String problem = GeneratedPuzzles.problem(type, size, count, symmetry, cage, output, difficulty);
            if (problem != null) {
                throw refuse(problem);
            }
            String kind = type.toLowerCase(Locale.ROOT);
            int level = difficulty == null ? 0 : GeneratedPuzzles.level(difficulty);
            long first = GeneratedPuzzles.firstSeed(seed, err);
            GenerateJob.Spec what = new GenerateJob.Spec(kind, size, symmetry, GeneratedPuzzles.maxCage(size, cage),
                    minimal);
            JavaSparkContext sc = spark.context("generate", spec.commandLine());
            try {
                int partitions = spark.partitions(sc, 4);
                List<GenerateJob.Made> made;
                try {
                    made = level == 0 ? GenerateJob.make(sc, what, first, count, partitions, TaskProbe.NONE)
                            : GenerateJob.rated(sc, what, first, count, level, Math.max(4 * partitions, 2 * count),
                                    partitions, TaskProbe.NONE);
                } catch (GenerateJob.NoneRated e) {
                    err.println("error: " + GeneratedPuzzles.noneRated(e.from(), difficulty));
                    return ExitCode.NO_SOLUTION;
                }
                for (int i = 0; i < made.size(); i++) {
                    GenerateJob.Made m = made.get(i);
                    err.println(m.note());
                    if (output == null) {
                        out.print(i > 0 ? "\n" + m.text() : m.text());
                        continue;
                    }
                    try {
                        OutputFiles.write(GeneratedPuzzles.outFile(output, count, kind, size, m.seed()), m.text(), out);
                    } catch (OutputException e) {
                        err.println("error: " + e.getMessage());
                        return ExitCode.WRITE_FAILED;
                    }
                }
                return ExitCode.SOLVED;
            } finally {
                sc.stop();
            }
        }
    }

    /**
     * The bytes of {@code file} read here on the driver through Hadoop's file systems (a local path,
     * {@code file:}, {@code hdfs:}, {@code s3a:}, as configured), at most {@link TextLines#MAX_BYTES}.
     */
    static byte[] readOnDriver(JavaSparkContext sc, String file) throws IOException {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file);
        FileSystem fs = path.getFileSystem(sc.hadoopConfiguration());
        if (fs.getFileStatus(path).isDirectory()) {
            throw new PuzzleFormatException(file, 0, "is a directory, not a puzzle file");
        }
        try (InputStream in = fs.open(path)) {
            byte[] bytes = in.readNBytes((int) TextLines.MAX_BYTES + 1);
            if (bytes.length > TextLines.MAX_BYTES) {
                throw new PuzzleFormatException(file, 0, "is larger than " + (TextLines.MAX_BYTES >> 20)
                        + " MiB; no puzzle this program accepts is that large");
            }
            return bytes;
        }
    }

    /** A step that reads or writes through Spark. */
    @FunctionalInterface
    private interface SparkIo {
        void run() throws Exception;
    }

    /**
     * Runs {@code io}; null if it worked, else the first line of why not (Spark reports a missing path or
     * a refused write as an exception of Hadoop's, which Java code cannot name in a catch).
     */
    private static String unreadable(SparkIo io) {
        try {
            io.run();
            return null;
        } catch (Exception e) {
            return firstLine(e);
        }
    }

    /** The first line of what {@code e} says, or its class's name when it says nothing. */
    private static String firstLine(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.lines().findFirst().orElse(m);
    }
}
