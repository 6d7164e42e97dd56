package tester;

import cli.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import solver.catalog.Registry;

/**
 * The top of the command line: {@code --help} and {@code --version}, and the commands. Its help names
 * every game type with the solvers this build has for it, and the exit codes.
 */
@Command(name = "java -jar sudoku.jar", mixinStandardHelpOptions = true, versionProvider = Version.class,
        synopsisHeading = "",
        customSynopsis = {
            "Usage: java -jar sudoku.jar PUZZLE TYPE SOLVER y|n [OUTPUT] [options]   (solve; the RMIT form)",
            "       java -jar sudoku.jar batch FILE --solver NAME [options]",
            "       java -jar sudoku.jar bench --data DIR [options]",
            "       java -jar sudoku.jar generate sudoku|killer|kropki|futoshiki|fpuzzles [options]",
            "       java -jar sudoku.jar serve [--port 4545] [--host 127.0.0.1]   (live solver for f-puzzles)",
            "       java -jar sudoku.jar COMMAND --help",
            "  (also: java -cp sudoku.jar RmitSudokuTester PUZZLE TYPE SOLVER y|n [OUTPUT], or RmitSudoku)"},
        description = "Solves Sudoku of any n = k*k, Killer, Kropki, Futoshiki, Dutch Miracle and f-puzzles files.",
        commandListHeading = "%nCommands:%n")
final class SudokuCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Adds the generated part of the help: types and their solvers, exit codes. */
    static void describe(CommandLine cl) {
        cl.getCommandSpec().usageMessage().footer(typesAndSolvers() + exitCodes());
        // serve has a parser of its own, reached before this one (so that nothing of the server loads for the
        // other commands), and is listed with the others here
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> help.commandList() + String.format("  %-8s  %s%n", "serve",
                        "Run the live solver for f-puzzles and a page of its own (serve --help)."));
        CommandLine solve = cl.getSubcommands().get("solve");
        solve.getCommandSpec().usageMessage().footer(typesAndSolvers() + exitCodes());
    }

    /** The types this build reads and the solvers each takes, from the {@link Registry}. */
    static String typesAndSolvers() {
        StringBuilder sb = new StringBuilder("%nTypes and their solvers (names in any case):%n");
        for (Registry.GameType t : Registry.types()) {
            sb.append(String.format("  %-10s %s%n", t.name(), String.join(", ", Registry.solverNames(t.name()))));
        }
        return sb.toString();
    }

    static String exitCodes() {
        return "%nExit codes: 0 solved (or the count / enumeration found at least one solution), 1 no solution,"
                + "%n  2 bad usage or input, 3 time limit, 4 an output could not be written, 5 --unique found several,"
                + "%n  130 interrupted by Ctrl-C (what was found so far is printed).%n";
    }
}
