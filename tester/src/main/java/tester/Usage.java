package tester;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
        String command = where.getCommandName();
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String arg = u.getUnmatched().get(0);
            if (arg.startsWith("-") && arg.length() > 1) {
                String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
                List<String> owners = ownersOf(name, root, where);
                if (!owners.isEmpty()) {
                    return name + " does not apply to " + command + " (it is an option of "
                            + String.join(" and ", owners) + ")";
                }
                List<String> suggestions = u.getSuggestions();
                return "unknown option " + name + " for " + command
                        + (suggestions.isEmpty() ? "" : "; did you mean " + String.join(" or ", suggestions) + "?")
                        + " (" + help(where) + " lists the options)";
            }
            return "unexpected argument '" + arg + "'; " + expected(where);
        }
        if (e instanceof CommandLine.MissingParameterException m) {
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
