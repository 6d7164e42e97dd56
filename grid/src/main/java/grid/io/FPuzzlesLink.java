package grid.io;

import java.nio.charset.StandardCharsets;

/**
 * The f-puzzles JSON inside a shared link: an f-puzzles URL ({@code https://www.f-puzzles.com/?load=P}),
 * a SudokuPad URL ({@code https://sudokupad.app/fpuzP} or {@code …/fpuzzlesP}), a Sudocle or CTC link
 * ({@code …?puzzleid=fpuzzlesP}, percent-encoded), any of these percent-encoded as a whole or without
 * their scheme, or the bare payload P. The payload is taken raw: it holds {@code +}, {@code /} and
 * {@code =}, which form-style query decoding would spoil, and only {@code %XX} escapes are undone. P is
 * lz-string base64 ({@link LzString}).
 */
public final class FPuzzlesLink {

    /** Shortest bare payload taken for one. */
    public static final int MIN_PAYLOAD = 16;

    private FPuzzlesLink() {
    }

    /**
     * Whether {@code text} (a file's content, or an argument) looks like a link or payload rather than
     * JSON: an http(s) URL (percent-encoded as a whole or not, or without its scheme: {@code www.…},
     * {@code f-puzzles.com/…}, {@code sudokupad.app/…}), or a word of at least {@link #MIN_PAYLOAD} base64
     * characters (every f-puzzles payload is far longer: its JSON holds the whole grid).
     */
    public static boolean isLink(String text) {
        String s = text.strip();
        if (isUrl(s) || s.regionMatches(true, 0, "http%3a", 0, 7) || s.regionMatches(true, 0, "https%3a", 0, 8)) {
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

    /** Whether {@code s} starts as a URL does: a scheme, or one of the hosts links are shared from. */
    private static boolean isUrl(String s) {
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("www.")
                || lower.startsWith("f-puzzles.com/") || lower.startsWith("sudokupad.app/");
    }

    /**
     * Null for a link this reader may take, else what it is instead and what to give in its place, as one
     * phrase for a message ({@code a SudokuPad link in SudokuPad's own format (scl…), which is not read
     * here; give …}): a SudokuPad link in SudokuPad's own formats ({@code …/scl…}, {@code …/ctc…},
     * {@code …/scf…}, also as a Sudocle or CTC {@code puzzleid}), or a short link ({@code sudokupad.app/NAME},
     * {@code f-puzzles.com/?id=…}, {@code tinyurl.com/…}), which names a puzzle its site looks up rather
     * than holding it. Other text is left to the reader (null).
     */
    public static String unsupported(String link) {
        String s = link.strip();
        if (s.regionMatches(true, 0, "http%3a", 0, 7) || s.regionMatches(true, 0, "https%3a", 0, 8)) {
            s = percentDecoded(s);
        }
        if (s.contains("load=")) {
            return null;
        }
        int id = s.indexOf("puzzleid=");
        String host = host(s);
        String rest;
        if (id >= 0) {
            rest = s.substring(id + "puzzleid=".length());
        } else if (host.equals("sudokupad.app") || host.endsWith("crackingthecryptic.com")) {
            int scheme = s.indexOf("//");
            int slash = s.indexOf('/', scheme < 0 ? 0 : scheme + 2);
            rest = slash < 0 ? "" : s.substring(slash + 1);
            if (rest.startsWith("sudoku/")) {
                rest = rest.substring("sudoku/".length()); // the older CTC app's path
            }
        } else if (host.endsWith("f-puzzles.com") && s.contains("id=") || host.equals("tinyurl.com")) {
            return "a short link (" + host + "), which only names a puzzle on its site and is not read here;"
                    + " give " + INSTEAD + " (the address the short link leads to in a browser may be that link)";
        } else {
            return null;
        }
        int end = rest.length();
        for (char stop : new char[]{'&', '#', '?'}) {
            int at = rest.indexOf(stop);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        rest = percentDecoded(rest.substring(0, end));
        if (rest.startsWith("fpuz")) {
            return null;
        }
        for (String own : new String[]{"scl", "ctc", "scf"}) {
            if (rest.startsWith(own)) {
                return "a SudokuPad link in SudokuPad's own format (" + own + "…), which is not read here; give "
                        + INSTEAD;
            }
        }
        return "a SudokuPad short link (" + (rest.isEmpty() ? host : rest) + "), which only names a puzzle on"
                + " SudokuPad's site and is not read here; give " + INSTEAD;
    }

    /** What to give instead, for the messages of {@link #unsupported}: what the reader takes. */
    private static final String INSTEAD = "the puzzle as f-puzzles data instead: its f-puzzles link"
            + " (https://www.f-puzzles.com/?load=…, or a SudokuPad link with …/fpuzzles…) or its f-puzzles JSON";

    /** The host a URL names, lower case and without {@code www.}; empty when {@code s} is no URL. */
    private static String host(String s) {
        if (!isUrl(s)) {
            return "";
        }
        int scheme = s.indexOf("//");
        int from = scheme < 0 ? 0 : scheme + 2;
        int to = s.length();
        for (char stop : new char[]{'/', '?', '#'}) {
            int at = s.indexOf(stop, from);
            if (at >= 0) {
                to = Math.min(to, at);
            }
        }
        String h = s.substring(from, to).toLowerCase(java.util.Locale.ROOT);
        return h.startsWith("www.") ? h.substring(4) : h;
    }

    /** The payload of {@code link}, escapes undone. */
    public static String payload(String link) {
        String s = link.strip();
        if (s.regionMatches(true, 0, "http%3a", 0, 7) || s.regionMatches(true, 0, "https%3a", 0, 8)) {
            // the whole link percent-encoded (as a link inside another link's query is): undo that first
            s = percentDecoded(s);
        }
        String p;
        int load = s.indexOf("load=");
        int id = s.indexOf("puzzleid=");
        if (load >= 0) {
            p = s.substring(load + 5);
        } else if (id >= 0) {
            p = strip(s.substring(id + 9));
        } else if (isUrl(s)) {
            int host = s.indexOf("//");
            int path = s.indexOf('/', host < 0 ? 0 : host + 2);
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

    /**
     * Whether a command-line argument given for a puzzle file is a link instead: it looks like one
     * ({@link #isLink}) and names no file.
     */
    public static boolean isLinkArgument(String argument) {
        if (!isLink(argument)) {
            return false;
        }
        try {
            return !java.nio.file.Files.exists(java.nio.file.Path.of(argument));
        } catch (java.nio.file.InvalidPathException e) {
            return true; // no file can have this name
        }
    }

    /**
     * A link given as text (an argument) as the lines of a file that holds it, named in messages by its
     * start: {@code https://www.f-puzzles.com/?load=N4IgzglgXgpi…}.
     */
    public static TextLines lines(String link) throws PuzzleFormatException {
        String s = link.strip();
        return TextLines.of(shortName(s), s.getBytes(StandardCharsets.UTF_8));
    }

    /** A link as messages name it: its first 48 characters ({@code https://www.f-puzzles.com/?load=N4IgzglgXgpi…}). */
    public static String shortName(String link) {
        String s = link.strip();
        return s.length() > 48 ? s.substring(0, 48) + "…" : s;
    }

    /**
     * The f-puzzles JSON of {@code link}, or null when it does not decompress.
     *
     * @throws LzString.TooLongException when it would decompress to more than {@link LzString#MAX_TEXT_CHARS}
     */
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
