package tester.batch;

import grid.model.RuleModel;

/**
 * The one-line puzzle alphabet of data sets: n*n characters, '.' or '0' blank, '1'-'9' then 'A'-'Z'
 * (or 'a'-'z') for 10..35, optionally after an index token ({@code 34 D92...} as in the Gecode files).
 * Decodes straight into givens (symbol indices for symbols 1..n) without building a model per line,
 * which matters at 100,000 puzzles a second.
 */
public final class PuzzleLine {

    private static final String ALPHABET = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private PuzzleLine() {
    }

    /** The puzzle text of a data line: the last white-space separated token. */
    static String body(String line) {
        String s = line.strip();
        int space = Math.max(s.lastIndexOf(' '), s.lastIndexOf('\t'));
        return space < 0 ? s : s.substring(space + 1);
    }

    /** Side n for a body of {@code length} characters, or -1 when it is not n*n with n = k*k >= 4. */
    static int side(int length) {
        int n = (int) Math.round(Math.sqrt(length));
        if (n * n != length || n < 4 || n > ALPHABET.length() || RuleModel.boxSide(n) < 0) {
            return -1;
        }
        return n;
    }

    /**
     * Decodes {@code body} into givens for a side-{@code n} puzzle on symbols 1..n.
     *
     * @return null on success (givens filled), else the reason the line cannot be read
     */
    static String decode(String body, int n, int[] givens) {
        for (int i = 0; i < body.length(); i++) {
            char ch = body.charAt(i);
            if (ch == '.' || ch == '0') {
                givens[i] = -1;
                continue;
            }
            int v = ALPHABET.indexOf(Character.toUpperCase(ch)) + 1;
            if (v < 1 || v > n) {
                return "character " + shown(ch) + " at position " + (i + 1) + " is not a symbol of a " + n + "x" + n
                        + " puzzle (expected '.', '0' or 1-" + ALPHABET.charAt(n - 1) + ")";
            }
            givens[i] = v - 1;
        }
        return null;
    }

    /** A character for a message: quoted, or as U+XXXX when printing it could end the line or drive the terminal. */
    private static String shown(char ch) {
        boolean hidden = Character.isISOControl(ch) || ch == '\u2028' || ch == '\u2029';
        return hidden ? String.format("U+%04X", (int) ch) : "'" + ch + "'";
    }

    /** Encodes a solution (symbol indices for symbols 1..n) in the same alphabet. */
    static String encode(int[] cells) {
        char[] out = new char[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = cells[i] < 0 ? '.' : ALPHABET.charAt(cells[i]);
        }
        return new String(out);
    }
}
