package grid.io;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The RMIT assignment's formats. Standard: size, symbol list, then one {@code row,col value} per line.
 * Killer: size, symbol list, cage count, then one {@code total row,col row,col ...} per line. Blank lines,
 * CRLF, a BOM and extra spaces (also around the comma) are accepted; anything else is refused with the
 * line and what was expected. Coordinates are 0-based. A killer's cages need not cover every cell
 * ({@link #uncagedNote} names those left out).
 *
 * <p>A given {@code row,col 0} where 0 is not one of the symbols is read as a blank cell: some files of
 * the assignment list every cell and mark the empty ones with 0 (their symbols being 1..n), and 0 cannot
 * mean anything else there. Where the symbol line lists 0, it is a symbol like any other.
 */
public final class RmitFormat {

    private static final Pattern GIVEN = Pattern.compile("(\\d+)\\s*,\\s*(\\d+)\\s+(\\d+)");

    private RmitFormat() {
    }

    /** Reads a standard Sudoku. */
    public static RuleModel readStandard(TextLines text) throws PuzzleFormatException {
        List<TextLines.Line> lines = text.nonBlank();
        RuleModel base = header(text, lines);
        int n = base.size();
        int[] givens = new int[n * n];
        Arrays.fill(givens, -1);
        for (int i = 2; i < lines.size(); i++) {
            TextLines.Line line = lines.get(i);
            Matcher m = GIVEN.matcher(line.text().strip());
            if (!m.matches()) {
                throw text.error(line, "found '" + shorten(line.text()) + "', expected a given as 'row,col value'");
            }
            int r = parseInt(text, line, m.group(1), "row");
            int c = parseInt(text, line, m.group(2), "column");
            int v = parseInt(text, line, m.group(3), "value");
            checkCell(text, line, r, c, n);
            int s = base.symbolIndex(v);
            if (s < 0 && v == 0) {
                continue;
            }
            if (s < 0) {
                throw text.error(line, "value " + v + " at cell " + r + "," + c + " is not one of the symbols "
                        + symbolList(base));
            }
            int cell = r * n + c;
            if (givens[cell] >= 0 && givens[cell] != s) {
                throw text.error(line, "cell " + r + "," + c + " is given twice, as " + base.symbol(givens[cell])
                        + " and as " + v);
            }
            givens[cell] = s;
        }
        return base.withGivens(givens);
    }

    /** Reads a Killer Sudoku. */
    public static RuleModel readKiller(TextLines text) throws PuzzleFormatException {
        List<TextLines.Line> lines = text.nonBlank();
        RuleModel base = header(text, lines);
        int n = base.size();
        if (lines.size() < 3) {
            throw text.error(lines.get(lines.size() - 1), "the file ends here; expected the number of cages on the next line");
        }
        TextLines.Line countLine = lines.get(2);
        int count = parseInt(text, countLine, countLine.text().strip(), "number of cages");
        int cageLines = lines.size() - 3;
        if (count != cageLines) {
            throw text.error(countLine, "the file says " + count + " cages but has " + cageLines + " cage lines");
        }
        int[] symbols = base.symbols();
        RuleModel.Builder builder = RuleModel.builder("killer", symbols).boxes(base.boxRows(), base.boxCols())
                .latinSquare().boxGroups();
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        for (int i = 3; i < lines.size(); i++) {
            TextLines.Line line = lines.get(i);
            String body = line.text().strip();
            CageLine cage = CageLine.parse(body, n + 1);
            if (cage == null) {
                throw text.error(line, "found '" + shorten(body) + "', expected a cage as 'total row,col row,col ...'");
            }
            long total = parseLong(text, line, cage.total(), "cage total");
            if (cage.cellCount() > n) {
                throw text.error(line, "a cage of " + cage.cellCount() + " cells cannot hold distinct symbols; at most " + n);
            }
            int[] cells = new int[cage.cellCount()];
            for (int k = 0; k < cells.length; k++) {
                int r = parseInt(text, line, cage.coordinates().get(2 * k), "row");
                int c = parseInt(text, line, cage.coordinates().get(2 * k + 1), "column");
                checkCell(text, line, r, c, n);
                int cell = r * n + c;
                if (cageOf[cell] >= 0) {
                    throw text.error(line, "cell " + r + "," + c + " is already in the cage on line "
                            + lines.get(cageOf[cell]).number());
                }
                cageOf[cell] = i;
                cells[k] = cell;
            }
            if (cells.length > n) {
                throw text.error(line, "a cage of " + cells.length + " cells cannot hold distinct symbols; at most " + n);
            }
            long min = 0;
            long max = 0;
            for (int k = 0; k < cells.length; k++) {
                min += symbols[k];
                max += symbols[n - 1 - k];
            }
            if (total < min || total > max) {
                throw text.error(line, "cage total " + total + " is impossible for " + cells.length
                        + " distinct symbols; expected " + min + ".." + max);
            }
            builder.cage(new Cage(cells, total));
        }
        return builder.build();
    }

    /**
     * For a killer read from this format, the one line that says which cells its cages leave out, or
     * {@code ""} when they cover the grid. Such a file is read as it is: the assignment defines a cage as
     * a subset of cells with a total, and a cell in no cage keeps the Sudoku rules alone. But a killer has
     * no givens, and every published file covers the whole grid, so a cell left out is more often a cage
     * line lost than meant: the command line says so on stderr.
     */
    public static String uncagedNote(RuleModel killer) {
        int cells = killer.size() * killer.size();
        boolean[] caged = new boolean[cells];
        for (Cage cage : killer.cages()) {
            for (int c : cage.cells()) {
                caged[c] = true;
            }
        }
        List<String> left = new ArrayList<>();
        for (int cell = 0; cell < cells; cell++) {
            if (!caged[cell]) {
                left.add(killer.row(cell) + "," + killer.col(cell));
            }
        }
        if (left.isEmpty()) {
            return "";
        }
        String named = left.size() <= 6 ? String.join(" ", left)
                : String.join(" ", left.subList(0, 6)) + " and " + (left.size() - 6) + " more";
        return left.size() + " of the " + cells + (left.size() == 1 ? " cells is" : " cells are") + " in no cage ("
                + named + "); read as given, with only the Sudoku rules there (is a cage line missing?)";
    }

    /**
     * A cage line {@code total row,col row,col ...} split by hand in one pass. (A regular expression with a
     * repeated group recurses once per cell and overflows the stack on a line with a few thousand cells.)
     *
     * @param total       the total's digits
     * @param coordinates row and column digits of the first cells, at most {@code 2 * limit} strings
     * @param cellCount   how many cells the line names in all
     */
    private record CageLine(String total, List<String> coordinates, int cellCount) {

        /** Splits {@code body} (stripped), keeping the first {@code limit} cells; null if it is not a cage line. */
        static CageLine parse(String body, int limit) {
            int[] pos = {0};
            String total = digits(body, pos);
            if (total == null) {
                return null;
            }
            List<String> coordinates = new ArrayList<>();
            int count = 0;
            while (pos[0] < body.length()) {
                if (skipSpace(body, pos) == 0) {
                    return null;
                }
                String r = digits(body, pos);
                skipSpace(body, pos);
                if (r == null || pos[0] >= body.length() || body.charAt(pos[0]) != ',') {
                    return null;
                }
                pos[0]++;
                skipSpace(body, pos);
                String c = digits(body, pos);
                if (c == null) {
                    return null;
                }
                if (count++ < limit) {
                    coordinates.add(r);
                    coordinates.add(c);
                }
            }
            return count == 0 ? null : new CageLine(total, coordinates, count);
        }

        private static String digits(String s, int[] pos) {
            int start = pos[0];
            while (pos[0] < s.length() && s.charAt(pos[0]) >= '0' && s.charAt(pos[0]) <= '9') {
                pos[0]++;
            }
            return pos[0] > start ? s.substring(start, pos[0]) : null;
        }

        private static int skipSpace(String s, int[] pos) {
            int start = pos[0];
            while (pos[0] < s.length() && " \t\u000b\f".indexOf(s.charAt(pos[0])) >= 0) {
                pos[0]++;
            }
            return pos[0] - start;
        }
    }

    /** Size and symbol lines, shared by both formats; returns a Sudoku model without givens. */
    private static RuleModel header(TextLines text, List<TextLines.Line> lines) throws PuzzleFormatException {
        if (lines.isEmpty()) {
            throw text.error("is empty; expected the grid size on the first line");
        }
        TextLines.Line sizeLine = lines.get(0);
        String sizeText = sizeLine.text().strip();
        if (!sizeText.matches("\\d+")) {
            throw text.error(sizeLine, "found '" + shorten(sizeText) + "', expected the grid size (a number such as 9)");
        }
        int n = parseInt(text, sizeLine, sizeText, "grid size");
        if (n > RuleModel.MAX_SIZE) {
            throw text.error(sizeLine, "grid size " + n + " is larger than the largest supported, " + RuleModel.MAX_SIZE);
        }
        if (n < 4 || RuleModel.boxSide(n) < 0) {
            throw text.error(sizeLine, "grid size " + n + " is not a perfect square of at least 4 (4, 9, 16, 25, ...)");
        }
        if (lines.size() < 2) {
            throw text.error(sizeLine, "the file ends here; expected the " + n + " symbols on the next line");
        }
        TextLines.Line symLine = lines.get(1);
        String[] tokens = symLine.text().strip().split("[\\s,]+");
        if (tokens.length != n) {
            throw text.error(symLine, "found " + tokens.length + " symbols, expected " + n + " distinct non-negative integers");
        }
        int[] symbols = new int[n];
        for (int i = 0; i < n; i++) {
            if (!tokens[i].matches("\\d+")) {
                throw text.error(symLine, "symbol '" + shorten(tokens[i]) + "' is not a non-negative integer");
            }
            symbols[i] = parseInt(text, symLine, tokens[i], "symbol");
            for (int j = 0; j < i; j++) {
                if (symbols[j] == symbols[i]) {
                    throw text.error(symLine, "symbol " + symbols[i] + " is listed twice; expected " + n + " distinct symbols");
                }
            }
        }
        return RuleModel.sudoku(symbols);
    }

    private static void checkCell(TextLines text, TextLines.Line line, int r, int c, int n) throws PuzzleFormatException {
        if (r >= n || c >= n) {
            throw text.error(line, "cell " + r + "," + c + " is outside the " + n + "x" + n + " grid");
        }
    }

    private static int parseInt(TextLines text, TextLines.Line line, String digits, String what) throws PuzzleFormatException {
        try {
            return Integer.parseInt(digits.strip());
        } catch (NumberFormatException e) {
            throw text.error(line, what + " '" + shorten(digits) + "' is not a number in range");
        }
    }

    private static long parseLong(TextLines text, TextLines.Line line, String digits, String what) throws PuzzleFormatException {
        try {
            return Long.parseLong(digits.strip());
        } catch (NumberFormatException e) {
            throw text.error(line, what + " '" + shorten(digits) + "' is not a number in range");
        }
    }

    private static String symbolList(RuleModel model) {
        String all = Arrays.toString(model.symbols());
        return all.length() > 60 ? all.substring(0, 57) + "...]" : all;
    }

    static String shorten(String s) {
        String oneLine = s.strip();
        return oneLine.length() > 40 ? oneLine.substring(0, 37) + "..." : oneLine;
    }

    /**
     * The puzzle itself in the RMIT input format: the killer form when the model has cages, else the
     * standard form (givens as {@code row,col value}). Symbols are listed in ascending order.
     *
     * @throws IllegalArgumentException for a killer model with givens: the RMIT killer format has no
     *                                  place for them
     */
    public static String formatPuzzle(RuleModel model) {
        if (!model.cages().isEmpty() && model.givenCount() > 0) {
            throw new IllegalArgumentException("the RMIT killer format cannot hold givens");
        }
        StringBuilder sb = new StringBuilder();
        int n = model.size();
        sb.append(n).append('\n');
        for (int i = 0; i < n; i++) {
            sb.append(model.symbol(i)).append(i + 1 < n ? ' ' : '\n');
        }
        if (!model.cages().isEmpty()) {
            sb.append(model.cages().size()).append('\n');
            for (Cage cage : model.cages()) {
                sb.append(cage.sum());
                for (int i = 0; i < cage.size(); i++) {
                    int c = cage.cell(i);
                    sb.append(' ').append(model.row(c)).append(',').append(model.col(c));
                }
                sb.append('\n');
            }
        } else {
            for (int c = 0; c < model.cellCount(); c++) {
                if (model.given(c) >= 0) {
                    sb.append(model.row(c)).append(',').append(model.col(c)).append(' ')
                            .append(model.symbol(model.given(c))).append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** The RMIT output: n lines of comma-separated symbol values, blanks as '.', trailing newline. */
    public static String formatCsv(RuleModel model, int[] cells) {
        return GridText.joined(model, cells, ",");
    }
}
