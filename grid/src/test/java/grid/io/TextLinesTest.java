package grid.io;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Regression tests for {@link TextLines}: line numbers and refusals found by the input fuzzers. */
class TextLinesTest {

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void aNulByteIsReportedOnTheLineTheSplitGivesIt() {
        for (String text : new String[]{"4\n1 2 3 4\n\u0000", "4\r1 2 3 4\r\u0000", "4\r\n1 2 3 4\r\n\u0000"}) {
            assertThatThrownBy(() -> TextLines.of("f.in", bytes(text)))
                    .isInstanceOf(PuzzleFormatException.class)
                    .hasMessage("f.in:3: binary data (a NUL byte), not a text puzzle");
        }
    }

    @Test
    void crLfAndCrAndLfAllEndOneLine() throws Exception {
        TextLines lines = TextLines.of("f.in", bytes("a\r\nb\rc\nd"));
        assertThat(lines.all()).extracting(TextLines.Line::text).containsExactly("a", "b", "c", "d");
        assertThat(lines.all()).extracting(TextLines.Line::number).containsExactly(1, 2, 3, 4);
    }

    @Test
    void controlCharactersQuotedFromTheFileAreShownAsEscapesSoTheMessageStaysOneLine() {
        assertThatThrownBy(() -> RmitFormat.readStandard(TextLines.of("f.in", "4\n1 2 3 4\n8\u001b[2J,4 3\n"
                .getBytes(StandardCharsets.UTF_8))))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("f.in:3: found '8\\u001b[2J,4 3', expected a given as 'row,col value'");
        assertThatThrownBy(() -> Json.parse("f.json", "{\"size\":\u2028 4}"))
                .hasMessageNotContaining("\u2028").hasMessageContaining("found '\\u2028'");
    }

    @Test
    void anEndlessDeviceIsReadOnlyUpToTheLimitAndRefused() {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "needs /dev/zero");
        assertThatThrownBy(() -> TextLines.read("/dev/zero"))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("/dev/zero: is larger than 64 MiB");
    }

    @Test
    void aFileNameTheFileSystemCannotHoldIsABadInputNotACrash() {
        assertThatThrownBy(() -> TextLines.read("a\u0000b.in"))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageContaining("is not a valid file name");
    }

    @Test
    void aStreamIsReadByTheRulesOfAFileUnderTheNameGiven() throws Exception {
        byte[] bytes = "\uFEFF4\r\n1 2 3 4  \r\n".getBytes(StandardCharsets.UTF_8);
        TextLines lines = TextLines.read(new ByteArrayInputStream(bytes), "standard input");
        assertThat(lines.file()).isEqualTo("standard input");
        assertThat(lines.all()).extracting(TextLines.Line::text).containsExactly("4", "1 2 3 4");
        assertThatThrownBy(() -> TextLines.read(new ByteArrayInputStream(new byte[]{'1', 0}), "standard input"))
                .hasMessage("standard input:1: binary data (a NUL byte), not a text puzzle");
    }
}
