package tester;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The one line that explains a command-line mistake: which option is unknown and what it may have been
 * meant as, which option belongs to another command, which argument is missing or extra.
 */
final class Usage {

    private Usage() {
    }

    /** One line, without the {@code error: } prefix. */
    static String describe(CommandLine.ParameterException e, CommandLine root) {
        CommandLine where = e.getCommandLine();
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String arg = u.getUnmatched().get(0);
            if (arg.startsWith("-") && arg.length() > 1) {
                return unknownOption(arg, root, where);
            }
            return "unexpected argument '" + arg + "'; " + expected(where);
        }
        if (e instanceof CommandLine.OverwrittenOptionException o) {
            String name = o.getOverwritten() instanceof OptionSpec option ? option.longestName()
                    : o.getOverwritten().paramLabel();
            return name + " is given more than once; give it once (which of the values was meant?)";
        }
        if (e instanceof CommandLine.MissingParameterException m) {
            // A required option reported missing because it was misspelt: the misspelling is the mistake.
            for (String arg : where.getUnmatchedArguments()) {
                if (arg.startsWith("--") && arg.length() > 2) {
                    return unknownOption(arg, root, where);
                }
            }
            List<String> names = new ArrayList<>();
            for (ArgSpec a : m.getMissing()) {
                names.add(a.isOption() ? ((OptionSpec) a).longestName() + " " + a.paramLabel() : a.paramLabel());
            }
            return "missing " + String.join(", ", names) + "; " + expected(where);
        }
        String message = e.getMessage();
        boolean capitalised = message.length() > 1 && Character.isUpperCase(message.charAt(0))
                && Character.isLowerCase(message.charAt(1));
        return capitalised ? message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1) : message;
    }

    /**
     * An option {@code arg} that {@code where} does not take: the command it belongs to, if another, else
     * the options it is a near miss of, this command's first and then other commands'.
     */
    private static String unknownOption(String arg, CommandLine root, CommandLine where) {
        String command = where.getCommandName();
        String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
        List<String> owners = ownersOf(name, root, where);
        if (!owners.isEmpty()) {
            return name + " does not apply to " + command + " (it is an option of "
                    + String.join(" and ", owners) + ")";
        }
        String guess = "";
        if (name.startsWith("--")) {
            List<String> near = Spelling.nearest(name, longOptions(where));
            if (!near.isEmpty()) {
                guess = "; did you mean " + Spelling.either(near) + "?";
            } else {
                Set<String> others = new LinkedHashSet<>();
                for (CommandLine sub : root.getSubcommands().values()) {
                    if (sub != where) {
                        others.addAll(longOptions(sub));
                    }
                }
                List<String> elsewhere = new ArrayList<>();
                for (String o : Spelling.nearest(name, others)) {
                    elsewhere.add(o + " (an option of " + String.join(" and ", ownersOf(o, root, where)) + ")");
                }
                guess = elsewhere.isEmpty() ? "" : "; did you mean " + Spelling.either(elsewhere) + "?";
            }
        }
        return "unknown option " + name + " for " + command + guess + " (" + help(where) + " lists the options)";
    }

    /** The long names ({@code --name}) of the options {@code command} takes. */
    private static List<String> longOptions(CommandLine command) {
        List<String> names = new ArrayList<>();
        for (OptionSpec o : command.getCommandSpec().options()) {
            for (String n : o.names()) {
                if (n.startsWith("--")) {
                    names.add(n);
                }
            }
        }
        return names;
    }

    /** The commands other than {@code here} that have an option called {@code name}. */
    private static List<String> ownersOf(String name, CommandLine root, CommandLine here) {
        List<String> owners = new ArrayList<>();
        for (CommandLine sub : root.getSubcommands().values()) {
            if (sub != here && sub.getCommandSpec().findOption(name) != null
                    && !owners.contains(sub.getCommandName())) {
                owners.add(sub.getCommandName());
            }
        }
        return owners;
    }

    private static String expected(CommandLine where) {
        return switch (where.getCommandName()) {
            case "solve" -> "expected PUZZLE TYPE SOLVER y|n [OUTPUT] [options] (" + help(where) + ")";
            case "batch" -> "expected batch FILE --solver NAME [options] (" + help(where) + ")";
            default -> "see " + help(where);
        };
    }

    private static String help(CommandLine where) {
        return where.getParent() == null ? "--help" : where.getCommandName() + " --help";
    }
}
