package grid.io;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The f-puzzles (and SudokuPad import) JSON format, as JSON or as a shared link ({@link FPuzzlesLink}).
 * Read: {@code size} 4..16; {@code grid} rows of cells with {@code value} and {@code given} (only given
 * values are givens; a value without {@code given: true} is a solver's entry and is left out);
 * {@code killercage} {@code [{cells: ["R1C1", ...], value: "15"}]}; {@code difference} (white dots, value
 * default 1) and {@code ratio} (black dots, value default 2) between orthogonal neighbours;
 * {@code diagonal+} (south-west to north-east) and {@code diagonal-} all-different diagonals; {@code negative}
 * {@code ["difference", "ratio"]}: every orthogonal pair without a dot of that kind must not satisfy the
 * kind's default value (1 for difference, 2 for ratio); {@code nonconsecutive} (the same as negative
 * difference: orthogonal neighbours without a white dot are not consecutive); {@code antiknight} and
 * {@code antiking} (cells a knight's or king's move apart, outside one box, differ: a "not equal" relation,
 * {@link RelationKind#NOT_DIFFERENCE} with 0); {@code disjointgroups} (the cells at one place in every box
 * differ: n extra groups); {@code extraregion} {@code [{cells: [...]}]} (extra all-different groups);
 * {@code thermometer} {@code [{lines: [[bulb, ...]]}]} (digits increase from the bulb: a "less than"
 * relation per step).
 * Metadata ({@code title}, {@code author}, {@code ruleset}, {@code solution}, ...) and the cell keys of
 * solving tools' notes (pencil marks, colours, kaji's {@code candidates}) are not part of the rules.
 *
 * <p>Anything else that carries content, a constraint (arrow, sandwich sums, ...), a cosmetic
 * (setters use text, lines and shapes to state rules) or irregular regions, is refused with its name: a
 * puzzle is never read with a rule silently dropped. Empty entries ({@code false}, {@code []}) are accepted.
 *
 * <p>Boxes follow f-puzzles: {@code r x c} with {@code r} the largest divisor of {@code n} not above
 * {@code sqrt(n)} (6 = 2x3, 8 = 2x4, 12 = 3x4); prime sizes have no boxes. Symbols are 1..size.
 */
public final class FPuzzlesFormat {

    /** Sizes f-puzzles offers. */
    public static final int MIN_SIZE = 4;
    public static final int MAX_SIZE = 16;

    private static final Set<String> SUPPORTED = Set.of("size", "grid", "killercage", "difference", "ratio",
            "diagonal+", "diagonal-", "negative", "antiknight", "antiking", "nonconsecutive", "disjointgroups",
            "extraregion", "thermometer");
    private static final Set<String> METADATA = Set.of("title", "author", "ruleset", "solution",
            "highlightConflicts", "disabledlogic", "truecandidatesoptions", "version");
    private static final Set<String> CELL_KEYS = Set.of("value", "given", "region", "centerPencilMarks",
            "cornerPencilMarks", "highlight", "c", "cArray", "candidates");
    private static final Pattern CELL = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");

    private final TextLines source;
    private final Json.Document doc;
    private int n;

    private FPuzzlesFormat(TextLines source, Json.Document doc) {
        this.source = source;
        this.doc = doc;
    }

    /**
     * Reads one f-puzzles JSON document into rules and givens; a file holding a shared link or its bare
     * payload instead ({@link FPuzzlesLink}) is decompressed first.
     */
    public static RuleModel read(TextLines lines) throws PuzzleFormatException {
        StringBuilder text = new StringBuilder();
        for (TextLines.Line line : lines.all()) {
            text.append(line.text()).append('\n');
        }
        String json = text.toString();
        if (FPuzzlesLink.isLink(json)) {
            json = FPuzzlesLink.json(json);
            if (json == null) {
                int line = lines.nonBlank().isEmpty() ? 0 : lines.nonBlank().get(0).number();
                throw new PuzzleFormatException(lines.file(), line, "found a link or payload that does not"
                        + " decompress (damaged or cut short?); expected an f-puzzles link"
                        + " (https://www.f-puzzles.com/?load=…), its payload, or the JSON itself");
            }
        }
        Json.Document doc = Json.parse(lines.file(), json);
        return new FPuzzlesFormat(lines, doc).model();
    }

    private RuleModel model() throws PuzzleFormatException {
        if (!(doc.root() instanceof Map<?, ?> root)) {
            throw error(0, "the file holds a JSON " + kind(doc.root())
                    + "; expected an f-puzzles object such as {\"size\": 9, \"grid\": [...]}"
                    + " or an f-puzzles link");
        }
        refuseUnsupported(root);
        n = sizeOf(root.get("size"));
        int boxRows = boxRows(n);
        RuleModel.Builder b = RuleModel.builder("fpuzzles", oneTo(n)).latinSquare();
        if (boxRows > 1) {
            b.boxes(boxRows, n / boxRows).boxGroups();
        }
        b.givens(givens(root.get("grid"), boxRows));
        diagonals(root, b);
        cages(root.get("killercage"), b);
        boolean[][] dotted = {dots(root.get("difference"), "difference", RelationKind.DIFFERENCE, 1, b),
            dots(root.get("ratio"), "ratio", RelationKind.RATIO, 2, b)};
        boolean antiWhite = negative(root.get("negative"), dotted, b);
        if (flag(root.get("nonconsecutive"), "nonconsecutive") && !antiWhite) {
            // Orthogonal neighbours are not consecutive, except where a white dot says they are.
            antiDots(dotted[0], RelationKind.NOT_DIFFERENCE, 1, b);
        }
        chessMoves(root, b);
        if (flag(root.get("disjointgroups"), "disjointgroups")) {
            disjointGroups(boxRows, b);
        }
        extraRegions(root.get("extraregion"), b);
        thermometers(root.get("thermometer"), b);
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw error(0, e.getMessage());
        }
    }

    private void refuseUnsupported(Map<?, ?> root) throws PuzzleFormatException {
        Set<String> unsupported = new TreeSet<>();
        for (Map.Entry<?, ?> e : root.entrySet()) {
            String key = (String) e.getKey();
            if (!SUPPORTED.contains(key) && !METADATA.contains(key) && hasContent(e.getValue())) {
                unsupported.add(key);
            }
        }
        if (!unsupported.isEmpty()) {
            throw error(doc.line(root), "f-puzzles constraint" + (unsupported.size() > 1 ? "s " : " ")
                    + String.join(", ", unsupported) + (unsupported.size() > 1 ? " are" : " is")
                    + " not supported; this reader takes killercage, difference, ratio, diagonal+, diagonal-,"
                    + " negative (difference, ratio), nonconsecutive, antiknight, antiking, disjointgroups,"
                    + " extraregion and thermometer");
        }
    }

    /** False for the values f-puzzles writes for an absent feature: false, null, "", [] and {}. */
    private static boolean hasContent(Object v) {
        if (v == null || Boolean.FALSE.equals(v)) {
            return false;
        }
        if (v instanceof String s) {
            return !s.isEmpty();
        }
        if (v instanceof List<?> l) {
            return !l.isEmpty();
        }
        if (v instanceof Map<?, ?> m) {
            return !m.isEmpty();
        }
        return true;
    }

    private int sizeOf(Object v) throws PuzzleFormatException {
        if (v == null) {
            throw error(0, "no \"size\"; expected \"size\": " + MIN_SIZE + ".." + MAX_SIZE);
        }
        if (!(v instanceof Long size) || size < MIN_SIZE || size > MAX_SIZE) {
            throw error(0, "\"size\" is " + show(v) + "; expected a whole number " + MIN_SIZE + ".." + MAX_SIZE);
        }
        return size.intValue();
    }

    /** The box height f-puzzles uses: the largest divisor of n not above its square root (1 for primes). */
    static int boxRows(int n) {
        int rows = 1;
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0) {
                rows = r;
            }
        }
        return rows;
    }

    private int[] givens(Object grid, int boxRows) throws PuzzleFormatException {
        int[] givens = new int[n * n];
        Arrays.fill(givens, -1);
        if (grid == null) {
            return givens;
        }
        List<?> rows = list(grid, "\"grid\"", doc.line(grid));
        if (rows.size() != n) {
            throw error(doc.line(grid), "\"grid\" has " + rows.size() + " rows; expected " + n);
        }
        for (int r = 0; r < n; r++) {
            List<?> row = list(rows.get(r), "grid row " + (r + 1), doc.line(grid));
            int line = doc.line(row);
            if (row.size() != n) {
                throw error(line, "grid row " + (r + 1) + " has " + row.size() + " cells; expected " + n);
            }
            for (int c = 0; c < n; c++) {
                String where = "grid cell R" + (r + 1) + "C" + (c + 1);
                if (!(row.get(c) instanceof Map<?, ?> cell)) {
                    throw error(line, where + " is " + show(row.get(c)) + "; expected an object like {\"value\": 5, \"given\": true}");
                }
                givens[r * n + c] = given(cell, where, r, c, boxRows);
            }
        }
        return givens;
    }

    private int given(Map<?, ?> cell, String where, int r, int c, int boxRows) throws PuzzleFormatException {
        int line = doc.line(cell);
        for (Map.Entry<?, ?> e : cell.entrySet()) {
            if (!CELL_KEYS.contains((String) e.getKey()) && hasContent(e.getValue())) {
                throw error(line, where + ": \"" + e.getKey() + "\" is not supported (only value, given and"
                        + " pencil marks are read)");
            }
        }
        Object region = cell.get("region");
        if (region == null && cell.containsKey("region")) {
            throw error(line, where + " has \"region\": null (a cell outside every region); irregular regions"
                    + " are not supported");
        }
        if (region != null) {
            int standard = boxRows > 1 ? (r / boxRows) * boxRows + c / (n / boxRows) : -1;
            if (!(region instanceof Long reg) || (reg != -1 && reg != standard)) {
                throw error(line, where + " has \"region\": " + show(region)
                        + "; irregular regions are not supported");
            }
        }
        Object given = cell.get("given");
        if (given != null && !(given instanceof Boolean)) {
            throw error(line, where + ": \"given\" is " + show(given) + "; expected true or false");
        }
        Object value = cell.get("value");
        if (!Boolean.TRUE.equals(given) || value == null) {
            return -1;
        }
        int v = number(value, where + " value", line);
        if (v < 1 || v > n) {
            throw error(line, where + " has the value " + v + "; expected 1.." + n);
        }
        return v - 1;
    }

    private void diagonals(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        if (flag(root.get("diagonal+"), "diagonal+")) {
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                cells[r] = r * n + (n - 1 - r);
            }
            b.group(new Group(Group.Kind.POSITIVE_DIAGONAL, 0, cells));
        }
        if (flag(root.get("diagonal-"), "diagonal-")) {
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                cells[r] = r * n + r;
            }
            b.group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, cells));
        }
    }

    private boolean flag(Object v, String key) throws PuzzleFormatException {
        if (v == null) {
            return false;
        }
        if (!(v instanceof Boolean on)) {
            throw error(0, "\"" + key + "\" is " + show(v) + "; expected true or false");
        }
        return on;
    }

    private void cages(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> cages = list(v, "\"killercage\"", 0);
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        for (int k = 0; k < cages.size(); k++) {
            String where = "killer cage " + (k + 1);
            Map<?, ?> cage = object(cages.get(k), where, doc.line(cages));
            int line = doc.line(cage);
            int[] cells = cells(cage.get("cells"), where, line);
            for (int c : cells) {
                if (cageOf[c] >= 0) {
                    throw error(line, where + ": cell " + name(c) + " is already in killer cage " + (cageOf[c] + 1));
                }
                cageOf[c] = k;
            }
            Object value = cage.get("value");
            if (value == null || "".equals(value)) {
                throw error(line, where + " has no total; killer cages without a total are not supported");
            }
            int total = number(value, where + " total", line);
            if (cells.length > n) {
                throw error(line, where + " has " + cells.length + " cells; distinct digits allow at most " + n);
            }
            int min = cells.length * (cells.length + 1) / 2;
            int max = cells.length * (2 * n - cells.length + 1) / 2;
            if (total < min || total > max) {
                throw error(line, where + " has the total " + total + "; " + cells.length
                        + " distinct digits 1.." + n + " add up to " + min + ".." + max);
            }
            b.cage(new Cage(cells, total));
        }
    }

    /** Adds one relation per dot and returns which orthogonal edges carry a dot (see {@link #edge}). */
    private boolean[] dots(Object v, String key, RelationKind kind, int standard, RuleModel.Builder b)
            throws PuzzleFormatException {
        boolean[] dotted = new boolean[2 * n * n];
        if (v == null) {
            return dotted;
        }
        List<?> dots = list(v, "\"" + key + "\"", 0);
        for (int k = 0; k < dots.size(); k++) {
            String where = key + " dot " + (k + 1);
            Map<?, ?> dot = object(dots.get(k), where, doc.line(dots));
            int line = doc.line(dot);
            int[] cells = cells(dot.get("cells"), where, line);
            if (cells.length != 2 || edge(cells[0], cells[1]) < 0) {
                throw error(line, where + " joins " + names(cells) + "; expected two orthogonally adjacent cells");
            }
            Object value = dot.get("value");
            int param = value == null || "".equals(value) ? standard : number(value, where + " value", line);
            if (param < 1) {
                throw error(line, where + " has the value " + param + "; expected a positive whole number");
            }
            dotted[edge(cells[0], cells[1])] = true;
            b.relation(new Relation(cells[0], cells[1], kind, param));
        }
        return dotted;
    }

    /** The anti-dots {@code negative} asks for; returns whether anti-white dots were added. */
    private boolean negative(Object v, boolean[][] dotted, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return false;
        }
        boolean antiWhite = false;
        List<?> kinds = list(v, "\"negative\"", 0);
        for (Object o : kinds) {
            if ("difference".equals(o)) {
                antiWhite = true;
                antiDots(dotted[0], RelationKind.NOT_DIFFERENCE, 1, b);
            } else if ("ratio".equals(o)) {
                antiDots(dotted[1], RelationKind.NOT_RATIO, 2, b);
            } else {
                throw error(doc.line(kinds), "the negative constraint " + show(o)
                        + " is not supported; expected \"difference\" or \"ratio\"");
            }
        }
        return antiWhite;
    }

    /**
     * Anti-knight and anti-king: cells a chess knight's or king's move apart differ, as a relation
     * "not equal" ({@link RelationKind#NOT_DIFFERENCE} with 0) per pair not already in a house together.
     */
    private void chessMoves(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        List<int[]> moves = new java.util.ArrayList<>();
        if (flag(root.get("antiknight"), "antiknight")) {
            moves.addAll(List.of(new int[]{1, 2}, new int[]{2, 1}, new int[]{1, -2}, new int[]{2, -1}));
        }
        if (flag(root.get("antiking"), "antiking")) {
            moves.addAll(List.of(new int[]{1, 1}, new int[]{1, -1}));
        }
        int boxRows = boxRows(n);
        int boxCols = boxRows > 1 ? n / boxRows : n;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int[] m : moves) {
                    int r2 = r + m[0];
                    int c2 = c + m[1];
                    if (r2 >= n || c2 < 0 || c2 >= n) {
                        continue;
                    }
                    boolean sameBox = boxRows > 1 && r / boxRows == r2 / boxRows && c / boxCols == c2 / boxCols;
                    if (!sameBox) {
                        b.relation(new Relation(r * n + c, r2 * n + c2, RelationKind.NOT_DIFFERENCE, 0));
                    }
                }
            }
        }
    }

    /** Disjoint groups: the cells at the same place in every box differ (a group of n cells per place). */
    private void disjointGroups(int boxRows, RuleModel.Builder b) throws PuzzleFormatException {
        if (boxRows <= 1) {
            throw error(0, "\"disjointgroups\" needs boxes; a " + n + "x" + n + " grid has none here");
        }
        int boxCols = n / boxRows;
        for (int place = 0; place < n; place++) {
            int[] cells = new int[n];
            for (int box = 0; box < n; box++) {
                int r = box / boxRows * boxRows + place / boxCols;
                int c = box % boxRows * boxCols + place % boxCols;
                cells[box] = r * n + c;
            }
            b.group(new Group(Group.Kind.REGION, place, cells));
        }
    }

    /**
     * Thermometers {@code [{lines: [["R1C1", "R1C2", ...], ...]}]}: along each line, from the bulb (its first
     * cell), every digit is less than the next: a "less than" relation per step of the line.
     */
    private void thermometers(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> thermos = list(v, "\"thermometer\"", 0);
        for (int k = 0; k < thermos.size(); k++) {
            String where = "thermometer " + (k + 1);
            Map<?, ?> thermo = object(thermos.get(k), where, doc.line(thermos));
            int line = doc.line(thermo);
            List<?> lines = list(thermo.get("lines"), where + " \"lines\"", line);
            for (Object l : lines) {
                int[] cells = cells(l, where, line);
                if (cells.length > n) {
                    throw error(line, where + " has " + cells.length + " cells; increasing digits allow at most " + n);
                }
                for (int i = 0; i + 1 < cells.length; i++) {
                    b.relation(new Relation(cells[i], cells[i + 1], RelationKind.LESS_THAN, 0));
                }
            }
        }
    }

    /** Extra regions: each listed set of cells holds distinct digits. */
    private void extraRegions(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        if (v == null) {
            return;
        }
        List<?> regions = list(v, "\"extraregion\"", 0);
        for (int k = 0; k < regions.size(); k++) {
            String where = "extra region " + (k + 1);
            Map<?, ?> region = object(regions.get(k), where, doc.line(regions));
            int[] cells = cells(region.get("cells"), where, doc.line(region));
            if (cells.length > n) {
                throw error(doc.line(region), where + " has " + cells.length + " cells; distinct digits allow at most " + n);
            }
            b.group(new Group(Group.Kind.REGION, n + k, cells));
        }
    }

    private void antiDots(boolean[] dotted, RelationKind kind, int param, RuleModel.Builder b) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int a = r * n + c;
                if (c + 1 < n && !dotted[edge(a, a + 1)]) {
                    b.relation(new Relation(a, a + 1, kind, param));
                }
                if (r + 1 < n && !dotted[edge(a, a + n)]) {
                    b.relation(new Relation(a, a + n, kind, param));
                }
            }
        }
    }

    /** Index of the edge between two orthogonal neighbours (2 per cell: right, down), else -1. */
    private int edge(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        if (hi - lo == 1 && lo / n == hi / n) {
            return 2 * lo;
        }
        return hi - lo == n ? 2 * lo + 1 : -1;
    }

    private int[] cells(Object v, String where, int line) throws PuzzleFormatException {
        if (!(v instanceof List<?> list) || list.isEmpty()) {
            throw error(line, where + ": \"cells\" is " + show(v) + "; expected a list like [\"R1C1\", \"R1C2\"]");
        }
        int[] cells = new int[list.size()];
        for (int i = 0; i < cells.length; i++) {
            Matcher m = list.get(i) instanceof String s ? CELL.matcher(s) : null;
            if (m == null || !m.matches()) {
                throw error(line, where + ": found the cell " + show(list.get(i)) + "; expected a name like \"R1C1\"");
            }
            int r = parseIndex(m.group(1));
            int c = parseIndex(m.group(2));
            if (r < 1 || r > n || c < 1 || c > n) {
                throw error(line, where + ": cell " + list.get(i) + " is outside the " + n + "x" + n + " grid");
            }
            cells[i] = (r - 1) * n + (c - 1);
            for (int j = 0; j < i; j++) {
                if (cells[j] == cells[i]) {
                    throw error(line, where + " names cell " + list.get(i) + " twice");
                }
            }
        }
        return cells;
    }

    private static int parseIndex(String digits) {
        return digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    }

    /** A whole number given as a JSON number or a string of digits (f-puzzles writes both). */
    private int number(Object v, String what, int line) throws PuzzleFormatException {
        if (v instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
            return l.intValue();
        }
        if (v instanceof String s && s.strip().matches("-?\\d{1,9}")) {
            return Integer.parseInt(s.strip());
        }
        throw error(line, what + " is " + show(v) + "; expected a whole number");
    }

    private List<?> list(Object v, String what, int line) throws PuzzleFormatException {
        if (!(v instanceof List<?> l)) {
            throw error(line, what + " is " + show(v) + "; expected a JSON array");
        }
        return l;
    }

    private Map<?, ?> object(Object v, String what, int line) throws PuzzleFormatException {
        if (!(v instanceof Map<?, ?> m)) {
            throw error(line, what + " is " + show(v) + "; expected a JSON object");
        }
        return m;
    }

    private String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    private String names(int[] cells) {
        List<String> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return String.join(", ", out);
    }

    private static int[] oneTo(int n) {
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = i + 1;
        }
        return s;
    }

    private static String kind(Object v) {
        if (v instanceof Map) {
            return "object";
        }
        if (v instanceof List) {
            return "array";
        }
        if (v instanceof String) {
            return "string";
        }
        if (v instanceof Boolean) {
            return "boolean";
        }
        return v == null ? "null" : "number";
    }

    private static String show(Object v) {
        if (v instanceof String s) {
            return "\"" + (s.length() > 20 ? s.substring(0, 20) + "..." : s) + "\"";
        }
        if (v instanceof Map || v instanceof List) {
            return "an " + (v instanceof Map ? "object" : "array");
        }
        return String.valueOf(v);
    }

    private PuzzleFormatException error(int line, String reason) {
        return source.error(line > 0 ? new TextLines.Line(line, "") : null, reason);
    }
}
