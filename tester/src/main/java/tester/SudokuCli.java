package tester;

import cli.Version;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import solver.catalog.Registry;

/**
 * The top of the command line: {@code --help} and {@code --version}, and the commands. Its help names
 * every game type with the solvers this build has for it, and the exit codes.
 */
@Command(name = Commands.PROGRAM, mixinStandardHelpOptions = true, versionProvider = Version.class,
        synopsisHeading = "",
        description = "Solves Sudoku of any n = k*k, Killer, Kropki, Futoshiki, Dutch Miracle and f-puzzles files.",
        commandListHeading = "%nCommands:%n")
final class SudokuCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * Adds the generated part of the help: the synopsis of every command ({@link Commands}), types and their
     * solvers, exit codes.
     */
    static void describe(CommandLine cl) {
        cl.getCommandSpec().usageMessage().customSynopsis(Commands.synopsis());
        cl.getCommandSpec().usageMessage().footer(typesAndSolvers() + exitCodes());
        // a command with a parser of its own (serve) is reached before this one, and is listed with the others
        StringBuilder ownEntries = new StringBuilder();
        for (Commands c : Commands.values()) {
            if (c.ownEntryLine != null) {
                ownEntries.append(String.format("  %-8s  %s%n", c.name, c.ownEntryLine));
            }
        }
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> help.commandList() + ownEntries);
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
