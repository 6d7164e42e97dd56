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
    void aFileSavedAsUtf16WithAByteOrderMarkReadsLikeItsUtf8Twin() throws Exception {
        String puzzle = "4\r\n1 2 3 4\r\n0,0 1  \r\n";
        TextLines utf8 = TextLines.of("f.in", puzzle.getBytes(StandardCharsets.UTF_8));
        for (java.nio.charset.Charset cs : new java.nio.charset.Charset[]{StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE}) {
            // getBytes of "\uFEFF" + text in an explicit-endian charset writes the mark in that order.
            TextLines utf16 = TextLines.of("f.in", ("\uFEFF" + puzzle).getBytes(cs));
            assertThat(utf16.all()).as(cs.name()).isEqualTo(utf8.all());
            assertThat(RmitFormat.readStandard(utf16).givens()).isEqualTo(RmitFormat.readStandard(utf8).givens());
        }
    }

    @Test
    void utf16WithANulCharacterOrAnOddByteIsRefusedInOneLine() {
        byte[] nul = "\uFEFF4\n1 2 3 4\n\u0000".getBytes(StandardCharsets.UTF_16LE);
        assertThatThrownBy(() -> TextLines.of("f.in", nul)).isInstanceOf(PuzzleFormatException.class)
                .hasMessage("f.in:3: binary data (a NUL character), not a text puzzle");
        byte[] odd = java.util.Arrays.copyOf("\uFEFF4\n".getBytes(StandardCharsets.UTF_16BE), 7);
        assertThatThrownBy(() -> TextLines.of("f.in", odd)).isInstanceOf(PuzzleFormatException.class)
                .hasMessage("f.in: starts with a UTF-16BE byte order mark but is not UTF-16BE text");
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
    void anEmptyNameIsSaidToBeEmptyNotADirectory() {
        // Path.of("") is the working directory; the message names what was given
        assertThatThrownBy(() -> TextLines.read(""))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("\"\": is an empty name, not a puzzle file; expected the puzzle's file name, or - for"
                        + " standard input")
                .hasMessageNotContaining("directory");
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
