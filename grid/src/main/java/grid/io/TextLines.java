package grid.io;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a puzzle file, as every reader sees them: UTF-8, or UTF-16 when the file starts with a
 * UTF-16 byte order mark (as editors on Windows save "Unicode" text); a byte order mark is dropped,
 * CRLF/CR/LF all end a line, trailing white space is trimmed, and each line keeps its 1-based number for
 * messages. Binary content (NUL characters, invalid UTF-8 or UTF-16) and files over {@link #MAX_BYTES}
 * are refused here, once for all formats.
 */
public final class TextLines {

    /** Largest file accepted: a 256x256 killer puzzle is well under this. */
    public static final long MAX_BYTES = 64L * 1024 * 1024;

    /** One line: its 1-based number and its text without the line end and trailing blanks. */
    public record Line(int number, String text) {
        /** True when the line holds nothing but white space. */
        public boolean isBlank() {
            return text.isBlank();
        }
    }

    private final String file;
    private final List<Line> lines;

    private TextLines(String file, List<Line> lines) {
        this.file = file;
        this.lines = lines;
    }

    /** Reads {@code filename}; a missing file is a {@link FileNotFoundException} as the skeleton expects. */
    public static TextLines read(String filename) throws IOException {
        if (filename.isEmpty()) {
            // Path.of("") is the working directory: say what was given instead of "is a directory"
            throw new PuzzleFormatException("\"\"", 0, "is an empty name, not a puzzle file; expected the puzzle's"
                    + " file name, or - for standard input");
        }
        Path path;
        try {
            path = Path.of(filename);
        } catch (InvalidPathException e) {
            throw new PuzzleFormatException(filename, 0, "is not a valid file name (" + e.getReason() + ")");
        }
        byte[] bytes;
        try {
            if (Files.isDirectory(path)) {
                throw new PuzzleFormatException(filename, 0, "is a directory, not a puzzle file");
            }
            bytes = readAtMost(path, MAX_BYTES);
        } catch (NoSuchFileException e) {
            throw new FileNotFoundException(filename + ": no such file");
        }
        if (bytes.length > MAX_BYTES) {
            throw new PuzzleFormatException(filename, 0, "is larger than " + (MAX_BYTES >> 20)
                    + " MiB; no puzzle this program accepts is that large");
        }
        return of(filename, bytes);
    }

    /**
     * Reads a puzzle from a stream (standard input), at most {@link #MAX_BYTES}, by the same rules as
     * a file; {@code name} is what messages call it. The stream is not closed.
     */
    public static TextLines read(InputStream in, String name) throws IOException {
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES + 1));
        if (bytes.length > MAX_BYTES) {
            throw new PuzzleFormatException(name, 0, "is larger than " + (MAX_BYTES >> 20)
                    + " MiB; no puzzle this program accepts is that large");
        }
        return of(name, bytes);
    }

    /**
     * Up to {@code limit + 1} bytes of the file. Reading stops there rather than trusting the size the file
     * system reports: devices and pipes ({@code /dev/zero}, {@code /dev/stdin}) report 0 and never end.
     */
    private static byte[] readAtMost(Path path, long limit) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
        }
    }

    /** Splits already loaded bytes (used by tests and the batch reader). */
    public static TextLines of(String filename, byte[] bytes) throws PuzzleFormatException {
        Charset utf16 = utf16Mark(bytes);
        String text;
        if (utf16 == null) {
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] == 0) {
                    throw new PuzzleFormatException(filename, lineOf(bytes, i), "binary data (a NUL byte), not a text puzzle");
                }
            }
            text = decode(filename, bytes, 0, StandardCharsets.UTF_8, "is not UTF-8 text");
            if (text.startsWith("\uFEFF")) {
                text = text.substring(1);
            }
        } else {
            String name = utf16.name();
            text = decode(filename, bytes, 2, utf16,
                    "starts with a " + name + " byte order mark but is not " + name + " text");
            int nul = text.indexOf('\u0000');
            if (nul >= 0) {
                throw new PuzzleFormatException(filename, lineOf(text, nul), "binary data (a NUL character), not a text puzzle");
            }
        }
        String[] parts = text.split("\r\n|\r|\n", -1);
        // A final line end does not open another line.
        int count = parts[parts.length - 1].isEmpty() ? parts.length - 1 : parts.length;
        List<Line> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lines.add(new Line(i + 1, parts[i].stripTrailing()));
        }
        return new TextLines(filename, List.copyOf(lines));
    }

    /**
     * The charset of the file's UTF-16 byte order mark ({@code FF FE} little-endian, {@code FE FF}
     * big-endian), or null (no mark, or UTF-8's, which the UTF-8 path drops). Two byte comparisons: every
     * puzzle is read through here, so this costs the start-up of a one-puzzle run nothing.
     */
    private static Charset utf16Mark(byte[] bytes) {
        if (bytes.length < 2) {
            return null;
        }
        int first = bytes[0] & 0xFF;
        int second = bytes[1] & 0xFF;
        if (first == 0xFF && second == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        return first == 0xFE && second == 0xFF ? StandardCharsets.UTF_16BE : null;
    }

    private static String decode(String filename, byte[] bytes, int from, Charset charset, String refusal)
            throws PuzzleFormatException {
        try {
            return charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, bytes.length - from)).toString();
        } catch (CharacterCodingException e) {
            throw new PuzzleFormatException(filename, 0, refusal);
        }
    }

    /** The 1-based line of character {@code index}, counting line ends as the split below does. */
    private static int lineOf(String text, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || (ch == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
            }
        }
        return line;
    }

    /** The 1-based line of byte {@code index}, counting CRLF, CR and LF line ends as the split below does. */
    private static int lineOf(byte[] bytes, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n'))) {
                line++;
            }
        }
        return line;
    }

    /** The file name as the user gave it. */
    public String file() {
        return file;
    }

    /** All lines, blank ones included. */
    public List<Line> all() {
        return lines;
    }

    /** The lines that hold something. */
    public List<Line> nonBlank() {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) {
            if (!l.isBlank()) {
                out.add(l);
            }
        }
        return out;
    }

    /** An error on a line of this file. */
    public PuzzleFormatException error(Line line, String reason) {
        return new PuzzleFormatException(file, line == null ? 0 : line.number(), reason);
    }

    /** An error about the whole file. */
    public PuzzleFormatException error(String reason) {
        return new PuzzleFormatException(file, 0, reason);
    }
}
