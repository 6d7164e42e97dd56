package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** What --batch says about a line it skips: its number and the offending character, printable. */
class BatchMessagesTest {

    @TempDir
    Path dir;

    @Test
    void aControlCharacterInAPuzzleLineIsNamedNotPrinted() throws Exception {
        Path data = dir.resolve("set.txt");
        Files.writeString(data, "# one line with an escape character\n1234\u001b" + ".".repeat(76) + "\n");
        CliRun r = CliRun.of("--batch", data.toString(), "--solver", "backtracking");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains(data + ":2: character 5 '\\u001b'").contains("line skipped")
                .doesNotContain("\u001b");
    }
}
