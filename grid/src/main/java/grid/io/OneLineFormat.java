package grid.io;

import grid.model.RuleModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-line Sudoku form used by benchmark sets: {@code n*n} characters in row-major order for
 * n = 4, 9, 16, 25 or 36, with {@code .} (or {@code 0}) for a blank. A character's value is its digit,
 * or 10 + its position in the alphabet for a letter ({@code A}/{@code a} = 10 ... {@code Z} = 35).
 *
 * <p>For n up to 25 the symbols are the values 1..n and {@code 0} is a second blank character. A 36 x 36
 * grid needs 36 symbols but the alphabet {@code 1-9A-Z} has only 35, so there the symbols are 0..35
 * ({@code 0-9A-Z}) and only {@code .} is a blank. Surrounding white space is ignored; nothing else is.
 */
public final class OneLineFormat {

    private static final int[] SIDES = {4, 9, 16, 25, 36};
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    /** One shared rule set per side, so every line of a batch has {@link RuleModel#sameRules} rules. */
    private static final RuleModel[] RULES = new RuleModel[SIDES.length];

    static {
        for (int i = 0; i < SIDES.length; i++) {
            int n = SIDES[i];
            int[] symbols = new int[n];
            int first = n == 36 ? 0 : 1;
            for (int k = 0; k < n; k++) {
                symbols[k] = first + k;
            }
            RULES[i] = RuleModel.sudoku(symbols);
        }
    }

    private OneLineFormat() {
    }

    /**
     * Parses one puzzle line into a standard Sudoku model with its givens.
     *
     * @param line       the line's text (a line end and surrounding blanks are ignored)
     * @param file       the file name for messages
     * @param lineNumber the 1-based line number for messages
     * @throws PuzzleFormatException naming file and line when the length is not 16, 81, 256, 625 or 1296
     *                               or a character is not a symbol of that size or a blank (givens that
     *                               break a rule are read; the solvers report them unsolvable)
     */
    public static RuleModel parse(String line, String file, int lineNumber) throws PuzzleFormatException {
        String text = line.strip();
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1).strip();
        }
        int n = sideFor(text.length());
        if (n < 0) {
            throw new PuzzleFormatException(file, lineNumber, "found " + text.length()
                    + " characters, expected a one-line puzzle of 16, 81, 256, 625 or 1296 cells");
        }
        RuleModel rules = rules(n);
        return rules.withGivens(givens(rules, text, file, lineNumber));
    }

    /**
     * The first {@code first} puzzles of a data set of one-line puzzles (blank and {@code #} lines skipped,
     * an index number before a puzzle ignored), each as its side's rules with its givens. The side is
     * that of each line's length, so a set may mix sides.
     */
    public static List<RuleModel> readSet(Path file, int first) throws IOException {
        List<RuleModel> out = new ArrayList<>();
        int number = 0;
        for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (out.size() >= first) {
                break;
            }
            String body = line.substring(Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t')) + 1);
            RuleModel rules = rules(sideFor(body.length()));
            out.add(rules.withGivens(givens(rules, body, file.toString(), number)));
        }
        return out;
    }

    /**
     * Parses one puzzle line as givens for {@code rules} (which must have the symbols this format
     * gives its size), so batch mode can reuse one compiled rule set for many lines.
     */
    public static int[] givens(RuleModel rules, String line, String file, int lineNumber)
            throws PuzzleFormatException {
        String text = line.strip();
        int n = rules.size();
        if (text.length() != n * n) {
            throw new PuzzleFormatException(file, lineNumber, "found " + text.length()
                    + " characters, expected " + n * n + " for a " + n + "x" + n + " puzzle");
        }
        boolean zeroIsBlank = n < 36;
        int[] givens = new int[n * n];
        for (int c = 0; c < text.length(); c++) {
            char ch = text.charAt(c);
            if (ch == '.' || (ch == '0' && zeroIsBlank)) {
                givens[c] = -1;
                continue;
            }
            int value = ALPHABET.indexOf(Character.toUpperCase(ch));
            int s = value < 0 ? -1 : rules.symbolIndex(value);
            if (s < 0) {
                throw new PuzzleFormatException(file, lineNumber, "character " + (c + 1) + " '" + printable(ch)
                        + "' is not a symbol of a " + n + "x" + n + " puzzle; expected "
                        + alphabetText(n) + " or '.' for a blank");
            }
            givens[c] = s;
        }
        return givens;
    }

    /**
     * The one-line form of {@code cells} (symbol indices, {@code -1} blank written as '.'), without a
     * line end.
     *
     * @throws IllegalArgumentException if a symbol value has no character here (outside 0..35, or 0 in
     *                                  a grid under 36 x 36 where '0' would read back as a blank)
     */
    public static String format(RuleModel model, int[] cells) {
        int n = model.size();
        StringBuilder sb = new StringBuilder(cells.length);
        for (int c = 0; c < cells.length; c++) {
            int v = cells[c];
            if (v < 0) {
                sb.append('.');
                continue;
            }
            int value = model.symbol(v);
            if (value >= ALPHABET.length() || (value == 0 && n < 36)) {
                throw new IllegalArgumentException("symbol " + value
                        + " cannot be written in the one-line form (characters 1-9, A-Z)");
            }
            sb.append(ALPHABET.charAt(value));
        }
        return sb.toString();
    }

    /**
     * The rules of an empty one-line puzzle of side {@code n} (4, 9, 16, 25 or 36): the same object on
     * every call, so a solver prepared for one line serves them all.
     */
    public static RuleModel rules(int n) {
        for (int i = 0; i < SIDES.length; i++) {
            if (SIDES[i] == n) {
                return RULES[i];
            }
        }
        throw new IllegalArgumentException("the one-line form has sides 4, 9, 16, 25 and 36, not " + n);
    }

    /**
     * Why a one-line puzzle whose givens clash may have been meant otherwise: a 36x36 line needs 36
     * symbols, so 0 is one of them there, and a line that uses 0 as a blank breaks a rule at once.
     * Empty unless the model is 36x36 and gives the symbol 0 somewhere.
     */
    public static String zeroNote(RuleModel model) {
        if (model.size() != 36) {
            return "";
        }
        for (int g : model.givens()) {
            if (g >= 0 && model.symbol(g) == 0) {
                return "in a 36x36 line 0 is a symbol; '.' is the blank";
            }
        }
        return "";
    }

    /** The side whose square is {@code length}, or -1 if this format has none. */
    public static int sideFor(int length) {
        for (int n : SIDES) {
            if (n * n == length) {
                return n;
            }
        }
        return -1;
    }

    private static String alphabetText(int n) {
        if (n == 36) {
            return "0-9 or A-Z";
        }
        if (n <= 9) {
            return "1-" + n;
        }
        return "1-9 or A-" + ALPHABET.charAt(n);
    }

    private static String printable(char ch) {
        return Character.isISOControl(ch) || Character.isWhitespace(ch)
                ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
    }
}
