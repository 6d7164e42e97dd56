package grid.io;

import java.nio.charset.StandardCharsets;

/**
 * The f-puzzles JSON inside a shared link: an f-puzzles URL ({@code https://www.f-puzzles.com/?load=P}),
 * a SudokuPad URL ({@code https://sudokupad.app/fpuzP} or {@code …/fpuzzlesP}), a Sudocle or CTC link
 * ({@code …?puzzleid=fpuzzlesP}, percent-encoded), or the bare payload P. The payload is taken raw: it
 * holds {@code +}, {@code /} and {@code =}, which form-style query decoding would spoil, and only
 * {@code %XX} escapes are undone. P is lz-string base64 ({@link LzString}).
 */
public final class FPuzzlesLink {

    /** Shortest bare payload taken for one. */
    public static final int MIN_PAYLOAD = 16;

    private FPuzzlesLink() {
    }

    /**
     * Whether {@code text} (a file's content) looks like a link or payload rather than JSON: an http(s)
     * URL, or a word of at least {@link #MIN_PAYLOAD} base64 characters (every f-puzzles payload is far
     * longer: its JSON holds the whole grid).
     */
    public static boolean isLink(String text) {
        String s = text.strip();
        if (s.startsWith("http://") || s.startsWith("https://")) {
            return s.chars().noneMatch(Character::isWhitespace);
        }
        if (s.length() < MIN_PAYLOAD) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean base64 = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/'
                    || c == '=' || c == '%';
            if (!base64) {
                return false;
            }
        }
        return true;
    }

    /** The payload of {@code link}, escapes undone. */
    public static String payload(String link) {
        String s = link.strip();
        String p;
        int load = s.indexOf("load=");
        int id = s.indexOf("puzzleid=");
        if (load >= 0) {
            p = s.substring(load + 5);
        } else if (id >= 0) {
            p = strip(s.substring(id + 9));
        } else if (s.startsWith("http://") || s.startsWith("https://")) {
            int path = s.indexOf('/', s.indexOf("//") + 2);
            p = strip(path < 0 ? "" : s.substring(path + 1));
        } else {
            p = s;
        }
        int end = p.length();
        for (char stop : new char[]{'&', '#'}) {
            int at = p.indexOf(stop);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return percentDecoded(p.substring(0, end));
    }

    /** The f-puzzles JSON of {@code link}, or null when it does not decompress. */
    public static String json(String link) {
        return LzString.decompressFromBase64(payload(link));
    }

    private static String strip(String p) {
        if (p.startsWith("fpuzzles")) {
            return p.substring("fpuzzles".length());
        }
        return p.startsWith("fpuz") ? p.substring("fpuz".length()) : p;
    }

    private static String percentDecoded(String p) {
        if (p.indexOf('%') < 0) {
            return p;
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '%' && i + 2 < p.length() && Character.digit(p.charAt(i + 1), 16) >= 0
                    && Character.digit(p.charAt(i + 2), 16) >= 0) {
                bytes.write(Integer.parseInt(p.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.write(c);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
