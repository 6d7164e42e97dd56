package tester;

import grid.RuleGrid;
import grid.io.Output;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.io.PuzzleFormatException;
import grid.io.WatchedPrintStream;
import grid.model.RuleModel;
import solver.Outcome;
import solver.Portfolio;
import solver.PreparedSolver;
import solver.SolutionSink;
import solver.SolveOptions;
import solver.SolveResult;
import solver.SudokuSolver;
import solver.UnsupportedModelException;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One puzzle file: solve it (the skeleton's behaviour), count its solutions or print them all.
 * Everything that can go wrong before the search (arguments, output path, the file, a solver that does
 * not take the type, givens that already clash) is reported before any search starts. What differs
 * between types and solvers comes from them, not from checks of their classes here: the registry row
 * says when the board is printed, the grid how it looks and how its clashes are worded, the solver what
 * it reports before its search.
 */
final class SolveCommand {

    private final Arguments args;
    private final PrintStream out;
    private final PrintStream err;

    SolveCommand(Arguments args, PrintStream out, PrintStream err) {
        this.args = args;
        this.out = out;
        this.err = err;
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
            grid.initGrid(args.file());
        } catch (PuzzleFormatException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (FileNotFoundException e) {
            err.println("error: " + args.file() + ": cannot open the puzzle file (no such file or not readable)");
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + args.file() + ": cannot read the puzzle file: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        RuleModel model = grid.rules();
        SudokuSolver solver = entry.solver().get();
        PreparedSolver prepared;
        try {
            prepared = solver.prepare(model);
        } catch (UnsupportedModelException e) {
            err.println("error: " + args.file() + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        boolean showBoard = type.showsBoard(args.visual());
        if (showBoard) {
            out.print(grid.boardPicture());
        }
        List<String> clashes = grid.givenClashes();
        if (!clashes.isEmpty()) {
            out.println("No solution found!");
            for (String v : clashes) {
                out.println("The givens already break a rule: " + v);
            }
            printTime(start);
            return ExitCode.NO_SOLUTION;
        }
        solver.preamble(model).ifPresent(out::println);
        return args.count() || args.all() ? enumerate(grid, model, prepared, start)
                : solveOne(grid, model, prepared, start, showBoard);
    }

    private int solveOne(RuleGrid grid, RuleModel model, PreparedSolver prepared, long start, boolean showBoard) {
        SolveOptions options = SolveOptions.firstSolution().withTimeout(args.timeout()).withSeed(args.seed());
        PreparedSolver search = args.threads() > 1 ? new Portfolio(prepared, args.threads()) : prepared;
        SolveResult result = search.solve(model.givens(), options, SolutionSink.NONE);
        if (result.outcome() == Outcome.TIMED_OUT) {
            out.println("No solution found: the time limit of " + seconds(args.timeout().toNanos()) + " s was reached.");
            printTime(start);
            return ExitCode.TIMEOUT;
        }
        if (!result.found()) {
            out.println("No solution found!");
            printTime(start);
            if (args.visual()) {
                printStats(result);
            }
            return ExitCode.NO_SOLUTION;
        }
        grid.fill(result.solution());
        out.println("Solution found!");
        printTime(start);
        boolean valid = grid.validate();
        out.println(valid ? "Valid solution." : "Invalid solution.");
        if (showBoard) {
            out.print(grid.boardPicture());
        }
        if (args.visual()) {
            printStats(result);
        }
        if (!valid) {
            return ExitCode.NO_SOLUTION;
        }
        return writeAnswers(grid.outputText(), grid);
    }

    private int enumerate(RuleGrid grid, RuleModel model, PreparedSolver prepared, long start) {
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
            try (Progress progress = Progress.start(err, "solutions", seen::get, -1)) {
                result = prepared.solve(model.givens(), options, sink);
            }
            ctrlC.disarm();
            String more = result.outcome() == Outcome.EXHAUSTED ? "" : ">=";
            out.println("solutions: " + more + result.solutions());
            printTime(start);
            printStats(result);
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
                out.println("The time limit of " + seconds(args.timeout().toNanos()) + " s was reached; "
                        + whatWasWritten(pending));
                return ExitCode.TIMEOUT;
            }
            if (result.outcome() == Outcome.CANCELLED) {
                out.println("Interrupted; " + whatWasWritten(pending));
                return ExitCode.INTERRUPTED;
            }
            if (result.solutions() == 0) {
                return ExitCode.NO_SOLUTION;
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
            String problem = OutputPaths.problem(file);
            if (problem != null) {
                return problem;
            }
        }
        return args.render() == null ? null : Pictures.checkName(args.render());
    }

    private void printTime(long start) {
        out.println("time taken = " + seconds(System.nanoTime() - start) + " sec.");
    }

    private void printStats(SolveResult r) {
        out.println("nodes: " + r.nodes() + ", backtracks: " + r.backtracks());
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.6f", nanos / 1e9);
    }

    private static String typeNames() {
        return String.join(", ", Registry.types().stream().map(Registry.GameType::name).toList());
    }

    static String unknownSolver(String type, String name) {
        List<String> takers = Registry.solvers().stream().filter(e -> e.name().equals(name))
                .map(Registry.SolverEntry::type).toList();
        String options = String.join(", ", Registry.solverNames(type));
        if (takers.isEmpty()) {
            return "unknown solver '" + name + "'; for " + type + " use one of " + options;
        }
        return "solver '" + name + "' cannot solve " + type + " puzzles (it takes " + String.join(", ", takers)
                + "); for " + type + " use one of " + options;
    }
}
