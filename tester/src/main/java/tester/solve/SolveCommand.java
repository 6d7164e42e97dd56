package tester.solve;

import cli.ExitCode;
import cli.OutputPaths;
import grid.RuleGrid;
import grid.io.FPuzzlesLink;
import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.io.SudokuFormats;
import grid.io.TextLines;
import grid.model.RuleModel;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.UnsupportedModelException;
import solver.catalog.Registry;
import tester.common.IoReason;
import tester.common.Options;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The {@code solve} command, for one puzzle: it reads the puzzle and prepares the solver, then hands them
 * to what was asked ({@link PlainSolve}, the skeleton's behaviour; {@link Enumeration}, the count or every
 * solution; {@link Questions}, the true candidates, uniqueness or a solution by hand), which report in the
 * format asked ({@link SolveReport}). Everything that can go wrong before the search (arguments, output path, the file, a solver that does
 * not take the type, givens that already clash) is reported before any search starts. What differs
 * between types and solvers comes from them, not from checks of their classes here: the grid says how
 * its board looks and how its clashes are worded, the solver what it reports before its search.
 * With {@code --json} the report is one JSON object on standard output instead of the text lines.
 */
public final class SolveCommand {

    private final Options args;
    private final InputStream stdin;
    private final PrintStream out;
    private final PrintStream err;
    private final BiFunction<SudokuSolver, RuleModel, PreparedSolver> preparer;

    public SolveCommand(Options args, InputStream stdin, PrintStream out, PrintStream err) {
        this(args, stdin, out, err, SudokuSolver::prepare);
    }

    /**
     * A command whose solvers are prepared by {@code preparer}: {@link SudokuSolver#prepare} for real
     * runs; tests pass a fake search to reach outcomes (a time limit, a count cut short) at once.
     */
    public SolveCommand(Options args, InputStream stdin, PrintStream out, PrintStream err,
                 BiFunction<SudokuSolver, RuleModel, PreparedSolver> preparer) {
        this.args = args;
        this.stdin = stdin;
        this.out = out;
        this.err = err;
        this.preparer = preparer;
    }

    /**
     * Runs the command and returns the exit code ({@link ExitCode}); a type or solver name that does not
     * exist is a {@link UsageException}.
     */
    public int run() throws UsageException {
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
        boolean link = !args.fromStdin() && FPuzzlesLink.isLinkArgument(args.file());
        TextLines lines;
        try {
            // an f-puzzles link is read as a file holding it would be (a link pasted as the argument)
            lines = args.fromStdin() ? TextLines.read(stdin, Options.STDIN_NAME)
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
        SolveReport report = SolveReport.of(args, out, err, grid, entry, start);
        if (args.visual()) {
            // The skeleton's println(grid): the header, the picture and the line end after it.
            out.println("Initial grid:");
            out.println(grid.boardPicture());
        }
        Loaded run = new Loaded(args, out, err, grid, model, prepared, report, named());
        List<String> clashes = grid.givenClashes();
        if (!clashes.isEmpty()) {
            report.stop();
            String zero = SudokuFormats.isOneLine(lines) ? OneLineFormat.zeroNote(model) : "";
            if (!zero.isEmpty()) {
                err.println("note: " + named() + ": " + zero);
            }
            report.clashes(clashes);
            return run.drawGivensOnly("the givens already break a rule", ExitCode.NO_SOLUTION);
        }
        solver.preamble(model, SolveOptions.firstSolution().withTimeout(run.timeLeft())).ifPresent(report::preamble);
        if (args.question() != Options.Question.ANSWER) {
            return new Questions(run).answer(args.question());
        }
        return args.count() || args.all() ? new Enumeration(run).run() : new PlainSolve(run, entry.everyCore()).run();
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

    private static String typeNames() {
        return String.join(", ", Registry.types().stream().map(Registry.GameType::name).toList());
    }

    private static String unknownSolver(String type, String name) {
        List<String> takers = Registry.solvers().stream().filter(e -> e.name().equalsIgnoreCase(name))
                .map(Registry.SolverEntry::type).toList();
        String options = String.join(", ", Registry.solverNames(type));
        if (takers.isEmpty()) {
            return "unknown solver '" + name + "'; for " + type + " use one of " + options;
        }
        return "solver '" + name + "' cannot solve " + type + " puzzles (it takes " + String.join(", ", takers)
                + "); for " + type + " use one of " + options;
    }
}
