package tester;

import cli.Counted;
import cli.CtrlC;
import cli.ExitCode;
import cli.OutputPaths;
import cli.Progress;
import grid.RuleGrid;
import grid.io.FPuzzlesLink;
import grid.io.FPuzzlesWriter;
import grid.io.OneLineFormat;
import grid.io.Output;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.io.PuzzleFormatException;
import grid.io.SudokuFormats;
import grid.io.TextLines;
import grid.io.WatchedPrintStream;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.catalog.Portfolio;
import solver.catalog.Registry;
import solver.catalog.TrueCandidates;
import solver.explain.Explainer;
import solver.explain.Rating;
import solver.explain.Step;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;

/**
 * One puzzle: solve it (the skeleton's behaviour), count its solutions or print them all.
 * Everything that can go wrong before the search (arguments, output path, the file, a solver that does
 * not take the type, givens that already clash) is reported before any search starts. What differs
 * between types and solvers comes from them, not from checks of their classes here: the grid says how
 * its board looks and how its clashes are worded, the solver what it reports before its search.
 * With {@code --json} the report is one JSON object on standard output instead of the text lines.
 */
final class SolveCommand {

    private final Arguments args;
    private final InputStream stdin;
    private final PrintStream out;
    private final PrintStream err;
    private final BiFunction<SudokuSolver, RuleModel, PreparedSolver> preparer;

    SolveCommand(Arguments args, InputStream stdin, PrintStream out, PrintStream err) {
        this(args, stdin, out, err, SudokuSolver::prepare);
    }

    /**
     * A command whose solvers are prepared by {@code preparer}: {@link SudokuSolver#prepare} for real
     * runs; tests pass a fake search to reach outcomes (a time limit, a count cut short) at once.
     */
    SolveCommand(Arguments args, InputStream stdin, PrintStream out, PrintStream err,
                 BiFunction<SudokuSolver, RuleModel, PreparedSolver> preparer) {
        this.args = args;
        this.stdin = stdin;
        this.out = out;
        this.err = err;
        this.preparer = preparer;
    }

    int run() throws UsageException {
        Registry.GameType type = Registry.type(args.type()).orElseThrow(() -> new UsageException(
                "unknown game type '" + args.type() + "'; expected one of " + typeNames()));
        Registry.SolverEntry entry = Registry.solver(type.name(), args.solver()).orElseThrow(() ->
                new UsageException(unknownSolver(type.name(), args.solver())));
        String problem = checkOutputPaths();
        if (problem != null) {
            err.println("error: " + problem);
            return ExitCode.BAD_INPUT;
        }
        long start = System.nanoTime();
        RuleGrid grid = type.grid().get();
        try {
            grid.addRules(args.rules());
        } catch (UnsupportedOperationException e) {
            throw new UsageException("--constraint adds rules to fpuzzles puzzles; this is a " + type.name()
                    + " puzzle");
        }
        boolean link = !Arguments.STDIN.equals(args.file()) && FPuzzlesLink.isLinkArgument(args.file());
        TextLines lines;
        try {
            // an f-puzzles link is read as a file holding it would be (a link pasted as the argument)
            lines = Arguments.STDIN.equals(args.file()) ? TextLines.read(stdin, Arguments.STDIN_NAME)
                    : link && "fpuzzles".equals(type.name()) ? FPuzzlesLink.lines(args.file())
                    : TextLines.read(args.file());
        } catch (PuzzleFormatException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (FileNotFoundException e) {
            String other = link ? FPuzzlesLink.unsupported(args.file()) : null;
            err.println("error: " + named() + ": " + (other != null ? "is " + other
                    : "cannot open the puzzle file (no such file or not readable)"
                    + (link ? "; this looks like an f-puzzles link: try type fpuzzles" : "")));
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + named() + ": cannot read the puzzle file: " + IoReason.of(e));
            return ExitCode.BAD_INPUT;
        }
        try {
            grid.initGrid(lines);
        } catch (IOException e) {
            String dataSet = TypeGuess.dataSet(lines, args.file(), args.solver());
            err.println("error: " + (dataSet != null ? lines.file() + ": " + dataSet
                    : e.getMessage() + TypeGuess.hint(type, lines)));
            return ExitCode.BAD_INPUT;
        }
        RuleModel model = grid.rules();
        SudokuSolver solver = entry.solver().get();
        PreparedSolver prepared;
        try {
            prepared = preparer.apply(solver, model);
        } catch (UnsupportedModelException e) {
            err.println("error: " + named() + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (args.url() && grid.fpuzzlesRefusal() != null) {
            err.println("error: " + named() + ": --url: " + grid.fpuzzlesRefusal());
            return ExitCode.BAD_INPUT;
        }
        String note = grid.readingNote();
        if (!note.isEmpty()) {
            err.println("note: " + named() + ": " + note);
        }
        Report report = new Report(grid, entry, start);
        if (args.visual()) {
            // The skeleton's println(grid): the header, the picture and the line end after it.
            out.println("Initial grid:");
            out.println(grid.boardPicture());
        }
        List<String> clashes = grid.givenClashes();
        if (!clashes.isEmpty()) {
            report.stop();
            String zero = SudokuFormats.isOneLine(lines) ? OneLineFormat.zeroNote(model) : "";
            if (!zero.isEmpty()) {
                err.println("note: " + named() + ": " + zero);
            }
            return drawGivensOnly(grid, "the givens already break a rule", report.clashes(clashes));
        }
        if (!args.json()) {
            // What a solver says before its search (AC-3 alone) is extra to the skeleton's lines: stderr.
            solver.preamble(model).ifPresent(err::println);
        }
        return switch (args.question()) {
            case CANDIDATES -> candidates(grid, model, prepared, report);
            case UNIQUE -> unique(grid, model, prepared, report);
            case EXPLAIN, RATE -> explain(model, prepared, report);
            case ANSWER -> args.count() || args.all() ? enumerate(grid, model, prepared, report)
                    : solveOne(grid, model, prepared, report);
        };
    }

    /** {@code --candidates}: the true candidates, printed as a pencil-mark grid (see {@link TrueCandidates}). */
    private int candidates(RuleGrid grid, RuleModel model, PreparedSolver prepared, Report report) {
        if (model.size() > TrueCandidates.MAX_SYMBOLS) {
            err.println("error: " + named() + ": --candidates takes puzzles of up to "
                    + TrueCandidates.MAX_SYMBOLS + " symbols, not " + model.size());
            return ExitCode.BAD_INPUT;
        }
        SolveOptions options = SolveOptions.firstSolution().withTimeout(args.timeout()).withSeed(args.seed());
        TrueCandidates.Result result;
        Progress progress = elapsedLine("finding candidates");
        try (progress) {
            result = TrueCandidates.of(prepared, model.givens(), model.size(), options);
        }
        int code = report.candidates(model, result);
        if (code != ExitCode.SOLVED || args.render() == null) {
            return code;
        }
        // The givens as they are; a cell that every solution fills alike as a placed digit, as the answer's
        // picture draws the cells a search filled; every other cell's true candidates small.
        int[] cells = grid.cells();
        for (int c = 0; c < cells.length; c++) {
            long m = result.candidates()[c];
            if (cells[c] < 0 && Long.bitCount(m) == 1) {
                cells[c] = Long.numberOfTrailingZeros(m);
            }
        }
        grid.fill(cells);
        return Pictures.render(grid, result.candidates(), args.render(), out, err);
    }

    /**
     * {@code --explain} / {@code --rate}: a solution by hand (see {@link Explainer}), for every type, by
     * logic alone, stopping where no technique applies; with {@code --trial} it goes on by trial from the
     * solution the solver finds, each such step saying so. The solver also tells a puzzle with several
     * solutions (whose explanation cannot be unique).
     */
    private int explain(RuleModel model, PreparedSolver prepared, Report report) {
        if (!Explainer.accepts(model)) {
            err.println("error: " + named() + ": " + args.question().option() + " takes puzzles of up to 64"
                    + " symbols, not " + model.size());
            return ExitCode.BAD_INPUT;
        }
        // Two solutions are looked for: a puzzle with several has no solution by hand, and says so.
        SolveOptions options = SolveOptions.upTo(2).withTimeout(args.timeout()).withSeed(args.seed());
        List<int[]> found = new ArrayList<>();
        SolveResult result = prepared.solve(model.givens(), options, cells -> found.add(cells.clone()));
        if (found.isEmpty() && result.outcome() == Outcome.TIMED_OUT) {
            report.timedOut(result);
            return ExitCode.TIMEOUT;
        }
        if (found.isEmpty()) {
            report.noSolution(result);
            return ExitCode.NO_SOLUTION;
        }
        boolean settled = found.size() == 2 || result.outcome() != Outcome.TIMED_OUT;
        Explainer.Settings settings = Explainer.Settings.logic().withLimit(args.timeout());
        if (args.trial()) {
            settings = settings.withTrial(found.get(0));
        }
        return report.explained(model, Explainer.explain(model, settings),
                found.size() == 2 ? differingCells(model, found.get(0), found.get(1)) : null, settled);
    }

    /** The cells two solutions differ in, named as people count them ({@code r1c3}). */
    private static List<String> differingCells(RuleModel model, int[] a, int[] b) {
        List<String> differ = new ArrayList<>();
        for (int c = 0; c < a.length; c++) {
            if (a[c] != b[c]) {
                differ.add(RuleChecker.name(model, c));
            }
        }
        return differ;
    }

    /**
     * The live line of a single search on a terminal ("searching: 2.5 s of a 10 s limit"), cleared when it
     * is closed; the limit is {@code --timeout}'s, if any.
     */
    private Progress elapsedLine(String what) {
        return Progress.elapsed(err, what, args.timeout() == null ? -1 : args.timeout().toNanos() / 1e9);
    }

    /** {@code --unique}: looks for two solutions; one means unique, two are shown with the cells they differ in. */
    private int unique(RuleGrid grid, RuleModel model, PreparedSolver prepared, Report report) {
        SolveOptions options = SolveOptions.upTo(2).withTimeout(args.timeout()).withSeed(args.seed());
        List<int[]> found = new ArrayList<>();
        SolveResult result;
        Progress progress = elapsedLine("searching");
        try (progress) {
            result = prepared.solve(model.givens(), options, cells -> found.add(cells.clone()));
        }
        return report.uniqueness(grid, model, result, found);
    }

    private int solveOne(RuleGrid grid, RuleModel model, PreparedSolver prepared, Report report) {
        SolveResult result;
        // The line shows while the search runs and is cleared when it ends; Ctrl-C stops the search and says
        // so (on stderr: nothing of the skeleton's report has been printed yet) before the JVM ends.
        Progress progress = elapsedLine("searching");
        try (CtrlC ctrlC = CtrlC.install(); progress) {
            SolveOptions options = SolveOptions.firstSolution().withTimeout(args.timeout()).withSeed(args.seed())
                    .withCancel(ctrlC.flag());
            if (args.threads() == Arguments.DEFAULT_THREADS) {
                result = alone(prepared, model.givens(), options);
            } else {
                PreparedSolver search = args.threads() > 1 ? new Portfolio(prepared, args.threads()) : prepared;
                result = search.solve(model.givens(), options, SolutionSink.NONE);
            }
            ctrlC.disarm();
            if (result.outcome() == Outcome.CANCELLED) {
                err.println("Interrupted (Ctrl-C) before an answer was found; nothing written.");
                return ExitCode.INTERRUPTED;
            }
        }
        report.stop();
        if (result.outcome() == Outcome.TIMED_OUT) {
            report.timedOut(result);
            return drawGivensOnly(grid, "the search stopped at its time limit", ExitCode.TIMEOUT);
        }
        if (!result.found()) {
            report.noSolution(result);
            return drawGivensOnly(grid, "the puzzle has no solution", ExitCode.NO_SOLUTION);
        }
        grid.fill(result.solution());
        boolean valid = grid.validate();
        report.solved(result, valid);
        if (!valid) {
            return ExitCode.NO_SOLUTION;
        }
        if (args.url()) {
            url(grid, result.solution());
        }
        return writeAnswers(grid.outputText(), grid);
    }

    /**
     * The default when {@code --threads} is not given: one search, alone, for {@link #ALONE}; a puzzle of
     * the randomising solver ({@code advanced}) still open by then is hard, and gets the machine's every
     * core, as a {@link Portfolio} of differently seeded searches sharing their short learned clauses, for
     * the time left. Easy puzzles (nearly all) end in the first search and never start a thread; a hard one's
     * run times are heavy-tailed, so several searches at once shorten them. The figures behind this are
     * in the engineering report (hard instances).
     */
    private SolveResult alone(PreparedSolver prepared, int[] givens, SolveOptions options) {
        int cores = Runtime.getRuntime().availableProcessors();
        // the one solver whose seed changes its search (--seed's help says the same)
        boolean randomises = "advanced".equalsIgnoreCase(args.solver());
        if (cores < 2 || !randomises || (options.timeout() != null && options.timeout().compareTo(ALONE) <= 0)) {
            return prepared.solve(givens, options, SolutionSink.NONE);
        }
        long started = System.nanoTime();
        SolveResult first = prepared.solve(givens, options.withTimeout(ALONE), SolutionSink.NONE);
        if (first.outcome() != Outcome.TIMED_OUT) {
            return first;
        }
        Duration spent = Duration.ofNanos(System.nanoTime() - started);
        Duration left = options.timeout() == null ? null : options.timeout().minus(spent);
        SolveResult rest = new Portfolio(prepared, cores).solve(givens, options.withTimeout(left), SolutionSink.NONE);
        return new SolveResult(rest.outcome(), rest.solutions(), rest.solution(), first.nodes() + rest.nodes(),
                first.backtracks() + rest.backtracks(), first.updates() + rest.updates(),
                (System.nanoTime() - started) / 1_000);
    }

    /** How long the default search runs alone before a hard puzzle gets every core. */
    static final Duration ALONE = Duration.ofSeconds(1);

    /**
     * {@code --url}: the link of the puzzle with its answer on standard output, and one line on standard
     * error naming the rules the link leaves out, if any (f-puzzles has no way to show them).
     */
    private void url(RuleGrid grid, int[] answer) {
        FPuzzlesWriter.Written written;
        try {
            written = grid.fpuzzles(answer);
        } catch (IllegalArgumentException e) {
            err.println("note: " + named() + ": --url: no link: " + e.getMessage());
            return;
        }
        out.println(written.link());
        if (!written.leftOut().isEmpty()) {
            err.println("note: " + named() + ": --url: the link leaves out what f-puzzles cannot show: "
                    + String.join(", ", written.leftOut()));
        }
    }

    /**
     * {@code --render} when there is no answer to draw: the picture shows the puzzle as given, and one
     * line on stderr says why it has no answer in it, so a missing picture is never a silent outcome.
     */
    private int drawGivensOnly(RuleGrid grid, String why, int code) {
        if (args.render() == null) {
            return code;
        }
        int drawn = Pictures.render(grid, args.render(), out, err);
        if (drawn != ExitCode.SOLVED) {
            return drawn;
        }
        err.println("note: " + args.render() + " shows the puzzle without an answer: " + why);
        return code;
    }

    private int enumerate(RuleGrid grid, RuleModel model, PreparedSolver prepared, Report report) {
        // --all sends the solutions to OUTPUT as they are found (there may be more than memory holds): a
        // regular file gets them through a temporary file that replaces it only when the enumeration ends
        // normally; a FIFO, a device or standard output gets them as they come.
        Output answers;
        try {
            answers = args.all() && args.output() != null ? OutputFiles.open(args.output(), out) : null;
        } catch (OutputException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.WRITE_FAILED;
        }
        OutputException[] writeFailure = {null};
        try (CtrlC ctrlC = CtrlC.install(); Output pending = answers) {
            RuleGrid view = grid;
            AtomicLong seen = new AtomicLong();
            SolutionSink sink = cells -> {
                long k = seen.get() + 1;
                seen.lazySet(k);
                if (args.all()) {
                    view.fill(cells);
                    out.println("Solution #" + k);
                    out.print(view.boardPicture());
                    if (out.checkError()) {
                        // Nobody reads standard output any more (a closed pipe): stop; reported below.
                        return false;
                    }
                    if (pending != null) {
                        try {
                            pending.append(k > 1 ? "\n" + view.outputText() : view.outputText());
                        } catch (OutputException e) {
                            writeFailure[0] = e;
                            return false;
                        }
                    }
                }
                return true;
            };
            SolveOptions options = SolveOptions.upTo(args.limit()).withTimeout(args.timeout())
                    .withCancel(ctrlC.flag()).withSeed(args.seed());
            SolveResult result;
            Progress progress = Progress.start(err, "solutions", seen::get, -1);
            try (progress) {
                result = prepared.solve(model.givens(), options, sink);
            }
            ctrlC.disarm();
            report.counted(result, whatWasWritten(pending));
            if (writeFailure[0] != null) {
                err.println("error: " + writeFailure[0].getMessage());
                return ExitCode.WRITE_FAILED;
            }
            String broken = WatchedPrintStream.failure(out);
            if (broken != null) {
                err.println("error: " + Cli.STANDARD_OUTPUT + ": cannot write: " + broken);
                return ExitCode.WRITE_FAILED;
            }
            if (result.outcome() == Outcome.TIMED_OUT) {
                return ExitCode.TIMEOUT;
            }
            if (result.outcome() == Outcome.CANCELLED) {
                return ExitCode.INTERRUPTED;
            }
            if (result.solutions() == 0) {
                return drawGivensOnly(grid, "the puzzle has no solution", ExitCode.NO_SOLUTION);
            }
            if (args.all()) {
                if (pending != null) {
                    pending.commit();
                }
                return args.render() == null ? ExitCode.SOLVED : Pictures.render(grid, args.render(), out, err);
            }
            if (result.solution() != null) {
                grid.fill(result.solution());
                return writeAnswers(grid.outputText(), grid);
            }
            return ExitCode.SOLVED;
        } catch (OutputException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.WRITE_FAILED;
        }
    }

    /**
     * After a time limit or Ctrl-C: a file is left as it was, but a stream (a FIFO, a device, standard
     * output) already has the solutions found so far.
     */
    private String whatWasWritten(Output pending) {
        return pending != null && pending.streamed()
                ? "the solutions found so far went to " + args.output() + "." : "nothing written.";
    }

    private int writeAnswers(String text, RuleGrid grid) {
        if (args.output() != null) {
            try {
                OutputFiles.write(args.output(), text, out);
            } catch (OutputException e) {
                err.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
        }
        if (args.render() != null) {
            return Pictures.render(grid, args.render(), out, err);
        }
        return ExitCode.SOLVED;
    }

    /**
     * Refuses, before any search, an output or picture name that cannot be written (see
     * {@link OutputPaths}).
     */
    private String checkOutputPaths() {
        for (String file : new String[]{args.output(), args.render()}) {
            if (file == null) {
                continue;
            }
            String problem = OutputPaths.overwritesInput(file, args.file(), "the puzzle file");
            if (problem == null) {
                problem = OutputPaths.problem(file);
            }
            if (problem != null) {
                return problem;
            }
        }
        if (args.output() != null && args.render() != null && OutputPaths.same(args.output(), args.render())) {
            return args.render() + ": --render names the answer file OUTPUT too; give the picture a name of its own";
        }
        return args.render() == null ? null : Pictures.checkName(args.render());
    }

    /**
     * The puzzle as messages name it: the file, or for a link given as the argument its first 48
     * characters (a link runs to hundreds).
     */
    private String named() {
        return FPuzzlesLink.isLinkArgument(args.file()) ? FPuzzlesLink.shortName(args.file()) : args.file();
    }

    /** Seconds as the skeleton prints them: the double quotient, in Java's own decimal form. */
    static String seconds(long nanos) {
        return String.valueOf(((double) nanos) / Math.pow(10, 9));
    }

    private static String typeNames() {
        return String.join(", ", Registry.types().stream().map(Registry.GameType::name).toList());
    }

    static String unknownSolver(String type, String name) {
        List<String> takers = Registry.solvers().stream().filter(e -> e.name().equalsIgnoreCase(name))
                .map(Registry.SolverEntry::type).toList();
        String options = String.join(", ", Registry.solverNames(type));
        if (takers.isEmpty()) {
            return "unknown solver '" + name + "'; for " + type + " use one of " + options;
        }
        return "solver '" + name + "' cannot solve " + type + " puzzles (it takes " + String.join(", ", takers)
                + "); for " + type + " use one of " + options;
    }

    /**
     * What the run prints about its outcome: for a plain solve (the RMIT form) exactly the skeleton's
     * lines, in its order, with anything more on stderr; for the options their own lines; with
     * {@code --json} one JSON object.
     */
    private final class Report {

        private final RuleGrid grid;
        private final Registry.SolverEntry entry;
        private final long start;
        /** When the search ended (the skeleton's end of timing), or 0 while it has not. */
        private long end;

        Report(RuleGrid grid, Registry.SolverEntry entry, long start) {
            this.grid = grid;
            this.entry = entry;
            this.start = start;
        }

        /** Marks the end of the timed part: loading and the search, as the skeleton times them. */
        void stop() {
            end = System.nanoTime();
        }

        /** A plain solve: the skeleton's report follows, line for line. */
        private boolean rmitForm() {
            return args.question() == Arguments.Question.ANSWER && !args.count() && !args.all() && !args.json();
        }

        /**
         * The skeleton's report: the outcome and a blank line; with y {@code Solved grid:} and the grid as it
         * stands (its println of the grid); the time and a blank line; whether the grid is a valid solution.
         * The search statistics are extra, so they go to stderr.
         */
        private void skeletonLines(String outcome, boolean valid, SolveResult r) {
            out.println(outcome);
            out.println();
            if (args.visual()) {
                out.println("Solved grid:");
                out.println(grid.boardPicture());
            }
            printTime();
            out.println();
            out.println(valid ? "Valid solution." : "Invalid solution.");
            if (args.visual() && r != null) {
                printStats(r);
            }
        }

        private JsonText json(String status) {
            return new JsonText().put("puzzle", args.file()).put("type", entry.type()).put("solver", entry.name())
                    .put("status", status);
        }

        private JsonText timing(JsonText j, SolveResult r) {
            return j.seconds("seconds", (System.nanoTime() - start) / 1e9).put("nodes", r.nodes())
                    .put("backtracks", r.backtracks());
        }

        int clashes(List<String> clashes) {
            if (args.json()) {
                out.println(json("no solution").strings("clashes", clashes)
                        .seconds("seconds", (System.nanoTime() - start) / 1e9));
                return ExitCode.NO_SOLUTION;
            }
            for (String v : clashes) {
                err.println(RuleChecker.headline(v));
            }
            if (rmitForm()) {
                skeletonLines("No solution found!", false, null);
            } else {
                out.println("No solution found!");
                printTime();
            }
            return ExitCode.NO_SOLUTION;
        }

        void timedOut(SolveResult r) {
            String limit = Seconds.plain(args.timeout());
            if (args.json()) {
                out.println(timing(json("time limit"), r).raw("timeLimitSeconds", limit));
                return;
            }
            String stopped = "Stopped at the time limit of " + limit + " s before an answer was found;"
                    + " the puzzle may still have one.";
            if (rmitForm()) {
                skeletonLines(stopped, false, r);
                return;
            }
            out.println(stopped);
            printTime();
        }

        void noSolution(SolveResult r) {
            if (args.json()) {
                out.println(timing(json("no solution"), r));
                return;
            }
            if (rmitForm()) {
                skeletonLines("No solution found!", false, r);
                return;
            }
            out.println("No solution found!");
            printTime();
            if (args.visual()) {
                printStats(r);
            }
        }

        void solved(SolveResult r, boolean valid) {
            if (args.json()) {
                out.println(timing(json(valid ? "solved" : "invalid"), r)
                        .raw("solution", JsonText.grid(grid.rules(), grid.cells())));
                return;
            }
            skeletonLines("Solution found!", valid, r);
        }

        int candidates(RuleModel model, TrueCandidates.Result r) {
            if (r.status() == TrueCandidates.Status.NO_SOLUTION) {
                if (args.json()) {
                    out.println(json("no solution").seconds("seconds", (System.nanoTime() - start) / 1e9)
                            .put("searches", r.searches()));
                } else {
                    out.println("No solution found!");
                    printTime();
                }
                return ExitCode.NO_SOLUTION;
            }
            if (r.status() == TrueCandidates.Status.STOPPED) {
                String limit = args.timeout() == null ? "" : Seconds.plain(args.timeout());
                if (args.json()) {
                    out.println(json("time limit").seconds("seconds", (System.nanoTime() - start) / 1e9)
                            .put("searches", r.searches()).raw("timeLimitSeconds", limit));
                } else {
                    out.println("Stopped at the time limit of " + limit + " s before every candidate was settled.");
                    printTime();
                }
                return ExitCode.TIMEOUT;
            }
            int open = 0;
            int total = 0;
            int[] givens = model.givens();
            for (int c = 0; c < givens.length; c++) {
                if (givens[c] < 0) {
                    open++;
                    total += Long.bitCount(r.candidates()[c]);
                }
            }
            if (args.json()) {
                out.println(json("candidates").raw("candidates", PencilMarks.json(model, r.candidates()))
                        .put("searches", r.searches()).seconds("seconds", (System.nanoTime() - start) / 1e9)
                        .put("nodes", r.nodes()));
                return ExitCode.SOLVED;
            }
            out.print(PencilMarks.text(model, r.candidates()));
            out.println("candidates: " + total + " in " + Counted.of(open, "open cell") + " ("
                    + Counted.of(r.searches(), "search") + ")");
            printTime();
            return ExitCode.SOLVED;
        }

        /**
         * The solution by hand and its rating; {@code differ} the cells two solutions differ in when the
         * puzzle has several (then exit {@link ExitCode#SEVERAL}, as {@code --unique}), else null;
         * {@code settled} false when the time limit came before a second solution was ruled out (exit 3).
         */
        int explained(RuleModel model, Explainer.HandSolution e, List<String> differ, boolean settled) {
            boolean steps = args.question() == Arguments.Question.EXPLAIN;
            int code = differ != null ? ExitCode.SEVERAL : settled ? ExitCode.SOLVED : ExitCode.TIMEOUT;
            StringBuilder counts = new StringBuilder();
            for (var entry : e.counts().entrySet()) {
                counts.append(counts.length() > 0 ? ", " : "").append(entry.getKey()).append(' ').append(entry.getValue());
            }
            String hardest = e.steps().stream().filter(s -> !s.guess() && s.er() == e.er()).map(Step::technique)
                    .findFirst().orElse("none");
            if (args.json()) {
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
                out.println(j.raw("techniques", techniques.toString()).seconds("seconds",
                        (System.nanoTime() - start) / 1e9));
                return code;
            }
            if (steps) {
                int k = 0;
                for (Step s : e.steps()) {
                    out.println(++k + ". " + s.text());
                }
                if (e.stop() != null) {
                    out.println("Stopped: " + e.stop() + (Explainer.Walk.NO_STEP.equals(e.stop())
                            ? " (the techniques here go no further; --trial finishes by trial)" : ""));
                }
            }
            String reach = e.solved() ? "" : " so far";
            out.println("rating: " + e.rating() + " (level " + e.level() + " of " + (Rating.LEVELS.size() - 1) + "; ER "
                    + Rating.format(e.er()) + reach + ", hardest step" + reach + ": " + hardest + "); "
                    + Counted.of(e.steps().size(), "step") + (counts.length() > 0 ? ": " + counts : ""));
            if (differ != null) {
                out.println("Several solutions: the rating is of one of them; two differ in " + differ.size()
                        + " cells: " + String.join(", ", differ));
            } else if (!settled) {
                out.println("Stopped at the time limit of " + Seconds.plain(args.timeout())
                        + " s before uniqueness was settled.");
            }
            printTime();
            return code;
        }

        int uniqueness(RuleGrid grid, RuleModel model, SolveResult r, List<int[]> found) {
            boolean timedOut = r.outcome() == Outcome.TIMED_OUT;
            List<String> differ = found.size() == 2 ? differingCells(model, found.get(0), found.get(1)) : List.of();
            String status = found.size() == 2 ? "several" : timedOut ? "time limit"
                    : found.isEmpty() ? "no solution" : "unique";
            int code = switch (status) {
                case "several" -> ExitCode.SEVERAL;
                case "time limit" -> ExitCode.TIMEOUT;
                case "no solution" -> ExitCode.NO_SOLUTION;
                default -> ExitCode.SOLVED;
            };
            if (args.json()) {
                StringBuilder grids = new StringBuilder("[");
                for (int[] s : found) {
                    grids.append(grids.length() > 1 ? "," : "").append(JsonText.grid(model, s));
                }
                JsonText j = timing(json(status), r).raw("solutions", grids.append(']').toString());
                out.println(found.size() == 2 ? j.strings("differ", differ) : j);
                return code;
            }
            switch (status) {
                case "several" -> {
                    out.println("Several solutions: two of them differ in " + differ.size() + " cells: "
                            + String.join(", ", differ));
                    for (int k = 0; k < 2; k++) {
                        grid.fill(found.get(k));
                        out.println("Solution #" + (k + 1));
                        out.print(grid.boardPicture());
                    }
                }
                case "time limit" -> out.println("Stopped at the time limit of " + Seconds.plain(args.timeout())
                        + " s before uniqueness was settled" + (found.isEmpty() ? "." : "; one solution was found."));
                case "no solution" -> out.println("No solution found!");
                default -> {
                    out.println("Unique: the puzzle has exactly one solution.");
                    if (args.visual()) {
                        grid.fill(found.get(0));
                        out.print(grid.boardPicture());
                    }
                }
            }
            printTime();
            if (args.visual()) {
                printStats(r);
            }
            return code;
        }

        void counted(SolveResult r, String written) {
            boolean complete = r.outcome() == Outcome.EXHAUSTED;
            if (args.json()) {
                String status = switch (r.outcome()) {
                    case TIMED_OUT -> "time limit";
                    case CANCELLED -> "interrupted";
                    case EXHAUSTED -> "counted";
                    default -> "limit reached";
                };
                out.println(timing(json(status), r).put("solutions", r.solutions()).put("complete", complete));
                return;
            }
            out.println("solutions: " + (complete ? "" : ">=") + r.solutions());
            printTime();
            if (args.visual()) {
                printStats(r);
            }
            if (r.outcome() == Outcome.TIMED_OUT) {
                out.println("The time limit of " + Seconds.plain(args.timeout()) + " s was reached; "
                        + written);
            } else if (r.outcome() == Outcome.CANCELLED) {
                // as a plain solve, a batch and generate say it: Ctrl-C is about the run, not a result
                err.println("Interrupted (Ctrl-C); " + written);
            }
        }

        private void printTime() {
            out.println("time taken = " + seconds((end != 0 ? end : System.nanoTime()) - start) + " sec.");
        }

        /** The search statistics, extra to every report, so on stderr. */
        private void printStats(SolveResult r) {
            err.println("nodes: " + r.nodes() + ", backtracks: " + r.backtracks());
        }
    }
}
