package tester;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The table of commands is the one list: the parser has exactly its commands that have a parser, the help
 * names every command in its synopsis and its list, and only a command with its own entry is run by it.
 */
class CommandsTest {

    private static final PrintStream NONE = new PrintStream(ByteArrayOutputStream.nullOutputStream());

    @Test
    void theParserHasEveryCommandOfTheTableWithAParserAndNoOther() {
        CommandLine cl = Cli.commandLine(InputStream.nullInputStream(), NONE, NONE);
        List<String> withParser = new ArrayList<>();
        for (Commands c : Commands.values()) {
            if (c.parser(InputStream.nullInputStream(), NONE, NONE) != null) {
                withParser.add(c.name);
                assertThat(c.ownEntryLine).as(c.name).isNull();
            } else {
                assertThat(c.ownEntryLine).as(c.name).isNotBlank();
            }
        }
        assertThat(cl.getSubcommands().keySet()).containsExactlyElementsOf(withParser);
        assertThat(Commands.names()).startsWith(withParser.toArray(String[]::new)).contains("serve");
    }

    @Test
    void theHelpNamesEveryCommandInItsSynopsisAndItsListOnce() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(new String[]{"--help"}, InputStream.nullInputStream(),
                new PrintStream(out, true, StandardCharsets.UTF_8), NONE);
        assertThat(code).isEqualTo(ExitCode.SOLVED);
        String help = out.toString(StandardCharsets.UTF_8);
        for (Commands c : Commands.values()) {
            assertThat(help).as(c.name).contains(Commands.PROGRAM + " " + c.usage);
            assertThat(help.split("\n  " + c.name + " +[A-Z]", -1)).as(c.name).hasSize(2);
        }
    }

    @Test
    void onlyACommandWithItsOwnEntryIsRunByIt() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Optional<Integer> serve = Commands.ownEntry(new String[]{"Serve", "--help"},
                new PrintStream(out, true, StandardCharsets.UTF_8), NONE);
        assertThat(serve).contains(ExitCode.SOLVED);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("serve").contains("--port");
        for (String[] args : new String[][]{{}, {"solve", "--help"}, {"p.in", "sudoku", "advanced", "n"}, {"servers"}}) {
            assertThat(Commands.ownEntry(args, NONE, NONE)).as(String.join(" ", args)).isEmpty();
        }
    }
}
