package grid.io;

import grid.model.AllowedValues;
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
 * {@code killercage} {@code [{cells: ["R1C1", ...], value: "15"}]} (without a value, only distinct digits:
 * an all-different group); {@code difference} (white dots, value
 * default 1) and {@code ratio} (black dots, value default 2) between orthogonal neighbours;
 * {@code diagonal+} (south-west to north-east) and {@code diagonal-} all-different diagonals; {@code negative}
 * {@code ["difference", "ratio"]}: every orthogonal pair without a dot of that kind must not satisfy the
 * kind's default value (1 for difference, 2 for ratio); {@code nonconsecutive} (the same as negative
 * difference: orthogonal neighbours without a white dot are not consecutive); {@code antiknight} and
 * {@code antiking} (cells a knight's or king's move apart, outside one box, differ: a "not equal" relation,
 * {@link RelationKind#NOT_DIFFERENCE} with 0); {@code disjointgroups} (the cells at one place in every box
 * differ: n extra groups); {@code extraregion} {@code [{cells: [...]}]} (extra all-different groups);
 * {@code xv} {@code [{cells: [a, b], value: "X" | "V"}]} (the two add up to 10 or 5), with {@code negative}
 * {@code ["xv"]} no unmarked orthogonal pair adds up to 5 or 10; the line, clue and mark kinds of
 * {@link FPuzzlesLines} (thermometer, whispers, palindrome, clone, minimum, maximum, odd, even, arrow,
 * littlekillersum, renban, betweenline, quadruple, slowthermometer, nabner, entropicline, modularline,
 * zipperline, regionsumline, doublearrow); the clue and indexer kinds of {@link FPuzzlesClues}
 * (sandwichsum, xsum, skyscraper, rowindexer, columnindexer, boxindexer); a cell's {@code parity} ("Odd",
 * "Even", f-puzzles' older odd and even marks) and {@code givenPencilMarks} (the only digits the cell may
 * hold); irregular regions (a cell's 0-based {@code region}, present where
 * it differs from the cell's box: when any does, the regions replace the boxes, each of n cells).
 * Metadata ({@code title}, {@code author}, {@code ruleset}, {@code solution}, ...) and the cell keys of
 * solving tools' notes (pencil marks, colours, kaji's {@code candidates}) are not part of the rules.
 *
 * <p>A constraint this reader does not know is refused with its name: a puzzle is never read with a rule
 * silently dropped. Cosmetic entries ({@code line}, {@code cage} without a value, {@code text},
 * {@code circle}, {@code rectangle}) are drawings: those f-puzzles drew for a constraint (they name it in
 * {@code fromConstraint}, the constraint's own key being the rule) or that repeat a rule line are part of
 * the rules already; any other drawing may carry a rule stated only in the puzzle's rules text, so it is
 * left out of the rules and named ({@link Parsed#drawings}), for a note that says so, as Rangsk's solver
 * reads such puzzles. Empty entries ({@code false}, {@code []}) are accepted.
 *
 * <p>Boxes follow f-puzzles: {@code r x c} with {@code r} the largest divisor of {@code n} not above
 * {@code sqrt(n)} (6 = 2x3, 8 = 2x4, 10 = 2x5, 12 = 3x4, 14 = 2x7, 15 = 3x5); prime sizes have no boxes
 * (their default regions are the rows). Symbols are 1..size.
 */
public final class FPuzzlesFormat {

    /** Sizes f-puzzles offers. */
    public static final int MIN_SIZE = 4;
    public static final int MAX_SIZE = 16;

    private static final Set<String> SUPPORTED = Set.of("size", "grid", "killercage", "difference", "ratio",
            "diagonal+", "diagonal-", "negative", "antiknight", "antiking", "nonconsecutive", "disjointgroups",
            "extraregion", "thermometer", "xv", "whispers", "palindrome", "clone", "minimum", "maximum", "odd", "even",
            "arrow", "littlekillersum", "sandwichsum", "renban", "betweenline", "quadruple", "xsum", "skyscraper",
            "entropicline", "modularline", "regionsumline", "zipperline", "slowthermometer", "nabner", "doublearrow",
            "rowindexer", "columnindexer", "boxindexer");
    /** The keys of {@link #SUPPORTED} that carry rules, for the message that refuses the others. */
    private static final String SUPPORTED_LIST = "killercage, difference, ratio, xv, negative (difference, ratio,"
            + " xv), nonconsecutive, diagonal+, diagonal-, antiknight, antiking, disjointgroups, extraregion,"
            + " thermometer, whispers, palindrome, clone, minimum, maximum, odd, even, arrow, littlekillersum,"
            + " sandwichsum, renban, betweenline, quadruple, xsum, skyscraper, entropicline, modularline,"
            + " regionsumline, zipperline, slowthermometer, nabner, doublearrow, rowindexer, columnindexer,"
            + " boxindexer, given pencil marks and irregular regions";
    private static final Set<String> METADATA = Set.of("title", "author", "ruleset", "solution",
            "highlightConflicts", "disabledlogic", "truecandidatesoptions", "version");
    private static final Set<String> CELL_KEYS = Set.of("value", "given", "region", "centerPencilMarks",
            "cornerPencilMarks", "highlight", "c", "cArray", "candidates", "parity", "givenPencilMarks");
    /** Keys that only draw (lines, shapes, text): rules when a setter states them in words. */
    private static final Set<String> COSMETIC = Set.of("line", "cage", "text", "circle", "rectangle");
    private static final Pattern CELL = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");

    private final TextLines source;
    /** The parsed document (its line numbers name where a problem is). */
    final Json.Document doc;
    private int n;
    /** Whether the document is an added rule's ({@link #extra}): its errors name the option, not a line. */
    private boolean option;
    /** regionOf[c]: the 0-based region (box) of cell c, as the grid's {@code region} fields say or by default. */
    private int[] regionOf;

    private FPuzzlesFormat(TextLines source, Json.Document doc) {
        this.source = source;
        this.doc = doc;
    }

    /**
     * Whether a top-level key of a document only describes it ({@code title}, {@code author},
     * {@code solution}, the solver options f-puzzles sends, ...) and states no rule.
     */
    public static boolean isMetadata(String key) {
        return METADATA.contains(key);
    }

    /**
     * A puzzle read from f-puzzles JSON: its rules and givens, and the JSON object as read (for writing it
     * back with an answer, {@link FPuzzlesWriter#filledIn}).
     *
     * @param model the rules and givens
     * @param root  the document's top-level object, as {@link Json} reads it (do not modify)
     */
    public record Parsed(RuleModel model, Map<?, ?> root, Map<String, Object> extraKeys, List<String> withoutKey,
                         List<String> drawings) {

        /**
         * @param extraKeys  the added rules ({@link #parse(TextLines, List)}) that f-puzzles holds, by key:
         *                   {@code true} for a rule of the whole grid, else a list of entries to add to the key's
         * @param withoutKey the added rules f-puzzles has no key for, as given
         * @param drawings   the cosmetic keys whose drawings are left out of the rules (their meaning, if any,
         *                   is in the puzzle's rules text), in order
         */
        public Parsed {
            extraKeys = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(extraKeys));
            withoutKey = List.copyOf(withoutKey);
            drawings = List.copyOf(drawings);
        }

        /**
         * The note for a reader of the puzzle when drawings were left out, e.g. {@code the drawings (line,
         * text) are left out of the rules: ...}; empty when none was.
         */
        public String drawingsNote() {
            return drawings.isEmpty() ? "" : "the drawing" + (drawings.size() > 1 ? "s " : " ") + "(" + String.join(", ", drawings)
                    + ") " + (drawings.size() > 1 ? "are" : "is") + " left out of the rules; if "
                    + (drawings.size() > 1 ? "they state" : "it states") + " a rule, it is in the puzzle's rules text,"
                    + " which this solver does not read";
        }
    }

    /**
     * Reads one f-puzzles JSON document into rules and givens; a file holding a shared link or its bare
     * payload instead ({@link FPuzzlesLink}) is decompressed first.
     */
    public static RuleModel read(TextLines lines) throws PuzzleFormatException {
        return parse(lines).model();
    }

    /** {@link #read}, keeping the document as read. */
    public static Parsed parse(TextLines lines) throws PuzzleFormatException {
        return parse(lines, List.of());
    }

    /**
     * {@link #read} with rules added from outside the document, each {@code NAME[:OPTIONS]} as Rangsk's
     * SudokuSolver names its constraints on its command line ({@link ExtraRules}); a rule that f-puzzles
     * has a key for is read as an entry of that key would be. A bad one is a {@link PuzzleFormatException}
     * naming it ({@code --constraint NAME:OPTIONS: ...}).
     */
    public static Parsed parse(TextLines lines, List<String> extras) throws PuzzleFormatException {
        StringBuilder text = new StringBuilder();
        for (TextLines.Line line : lines.all()) {
            text.append(line.text()).append('\n');
        }
        String json = text.toString();
        boolean link = FPuzzlesLink.isLink(json);
        int first = lines.nonBlank().isEmpty() ? 0 : lines.nonBlank().get(0).number();
        if (link) {
            String other = FPuzzlesLink.unsupported(json);
            if (other != null) {
                throw new PuzzleFormatException(lines.file(), first, "found " + other);
            }
            try {
                json = FPuzzlesLink.json(json);
            } catch (LzString.TooLongException e) {
                throw new PuzzleFormatException(lines.file(), first, "found a link whose payload "
                        + e.getMessage() + "; expected an f-puzzles link");
            }
            if (json == null) {
                throw new PuzzleFormatException(lines.file(), first, "found a link or payload that does not"
                        + " decompress (damaged or cut short?); expected an f-puzzles link"
                        + " (https://www.f-puzzles.com/?load=…), its payload, or the JSON itself");
            }
        }
        Json.Document doc;
        try {
            doc = Json.parse(lines.file(), json);
        } catch (PuzzleFormatException e) {
            if (!link) {
                throw e;
            }
            throw new PuzzleFormatException(lines.file(), first, "found a link whose payload decompresses to"
                    + " text that is not JSON (damaged?): " + e.reason());
        }
        FPuzzlesFormat format = new FPuzzlesFormat(lines, doc);
        Map<String, Object> extraKeys = new java.util.LinkedHashMap<>();
        List<String> withoutKey = new ArrayList<>();
        RuleModel model = format.model(extras, extraKeys, withoutKey);
        return new Parsed(model, (Map<?, ?>) doc.root(), extraKeys, withoutKey, drawings((Map<?, ?>) doc.root()));
    }

    private RuleModel model(List<String> extras, Map<String, Object> extraKeys, List<String> withoutKey)
            throws PuzzleFormatException {
        if (!(doc.root() instanceof Map<?, ?> root)) {
            throw error(0, "the file holds a JSON " + kind(doc.root())
                    + "; expected an f-puzzles object such as {\"size\": 9, \"grid\": [...]}"
                    + " or an f-puzzles link");
        }
        refuseUnsupported(root);
        n = sizeOf(root.get("size"));
        int boxRows = boxRows(n);
        RuleModel.Builder b = RuleModel.builder("fpuzzles", oneTo(n)).latinSquare();
        regionOf = new int[n * n];
        b.givens(givens(root.get("grid"), boxRows, b));
        regions(boxRows, doc.line(root.get("grid")), b);
        rules(root, b);
        for (String spec : extras) {
            extra(spec, b, extraKeys, withoutKey);
        }
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw error(0, e.getMessage());
        }
    }

    /**
     * Adds one rule from outside the document: a rule f-puzzles has a key for is read from a document of
     * its own holding only that entry (so its errors name the option), the others are added directly.
     */
    private void extra(String spec, RuleModel.Builder b, Map<String, Object> extraKeys, List<String> withoutKey)
            throws PuzzleFormatException {
        ExtraRules rule = ExtraRules.of(spec, n, regionOf);
        ExtraRules.Entry entry = rule.entry();
        if (entry == null) {
            rule.addDirect(b);
            withoutKey.add(spec);
            return;
        }
        Map<String, Object> mini = new java.util.LinkedHashMap<>();
        boolean whole = Boolean.TRUE.equals(entry.value());
        List<?> items = entry.value() instanceof List<?> l ? l : List.of(entry.value());
        mini.put(entry.key(), whole ? Boolean.TRUE : items);
        TextLines text = TextLines.of("--constraint " + spec,
                Json.write(mini).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        FPuzzlesFormat one = new FPuzzlesFormat(text, Json.parse(text.file(), Json.write(mini)));
        one.n = n;
        one.regionOf = regionOf;
        one.option = true;
        one.rules((Map<?, ?>) one.doc.root(), b);
        if (whole) {
            extraKeys.put(entry.key(), Boolean.TRUE);
        } else {
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) extraKeys.computeIfAbsent(entry.key(), k -> new ArrayList<>());
            list.addAll(items);
        }
    }

    /** Every rule of the document's constraint keys (with {@link #n} and {@link #regionOf} known). */
    private void rules(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        int boxRows = boxRows(n);
        diagonals(root, b);
        cages(root.get("killercage"), b);
        boolean[][] dotted = {dots(root.get("difference"), "difference", RelationKind.DIFFERENCE, 1, b),
            dots(root.get("ratio"), "ratio", RelationKind.RATIO, 2, b), xv(root.get("xv"), b)};
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
        new FPuzzlesLines(this, n).read(root, b);
        new FPuzzlesClues(this, n).read(root, b);
    }

    private void refuseUnsupported(Map<?, ?> root) throws PuzzleFormatException {
        Set<String> unsupported = new TreeSet<>();
        int line = 0;
        for (Map.Entry<?, ?> e : root.entrySet()) {
            String key = (String) e.getKey();
            if (!SUPPORTED.contains(key) && !METADATA.contains(key) && !COSMETIC.contains(key)
                    && hasContent(e.getValue())) {
                unsupported.add(key);
                // the first such entry's line, where its value is an array or object
                boolean container = e.getValue() instanceof List || e.getValue() instanceof Map;
                line = line > 0 || !container ? line : doc.line(e.getValue());
            }
        }
        if (!unsupported.isEmpty()) {
            throw error(line > 0 ? line : doc.line(root), "f-puzzles constraint" + (unsupported.size() > 1 ? "s " : " ")
                    + String.join(", ", unsupported) + (unsupported.size() > 1 ? " are" : " is")
                    + " not supported; this reader takes " + SUPPORTED_LIST);
        }
    }

    /** The cosmetic keys of {@code root} with drawings that are not part of the rules already, in order. */
    private static List<String> drawings(Map<?, ?> root) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<?, ?> e : root.entrySet()) {
            String key = (String) e.getKey();
            if (COSMETIC.contains(key) && hasContent(e.getValue()) && !drawsOnlyRules(root, key, e.getValue())) {
                out.add(key);
            }
        }
        return out;
    }

    /** The keys whose entries hold {@code lines} that are rules. */
    private static final List<String> LINE_KEYS = List.of("thermometer", "whispers", "palindrome", "renban",
            "betweenline", "arrow", "slowthermometer", "nabner", "entropicline", "modularline", "zipperline",
            "regionsumline", "doublearrow");

    /**
     * Whether the cosmetic entries of {@code key} only draw rules this reader takes from their own keys:
     * each entry is f-puzzles' drawing of a constraint (it names it in {@code fromConstraint}; the
     * constraint's own key states the rule, and is read or refused by itself), or, for {@code line}, each
     * of its paths, either way round, is the path of a rule line (a setter's copy of a renban or whispers
     * line, in colour). Any other drawing may carry a rule stated in the ruleset's words alone.
     */
    private static boolean drawsOnlyRules(Map<?, ?> root, String key, Object drawn) {
        if (!(drawn instanceof List<?> entries)) {
            return false;
        }
        Set<List<?>> rules = "line".equals(key) ? ruleLines(root) : Set.of();
        for (Object entry : entries) {
            if (!(entry instanceof Map<?, ?> m)) {
                return false;
            }
            if (m.get("fromConstraint") instanceof String from && !from.isBlank()) {
                continue;
            }
            if (!(m.get("lines") instanceof List<?> lines) || lines.isEmpty()) {
                return false;
            }
            for (Object line : lines) {
                if (!rules.contains(line)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The paths of every rule line, both ways round. */
    private static Set<List<?>> ruleLines(Map<?, ?> root) {
        Set<List<?>> rules = new java.util.HashSet<>();
        for (String key : LINE_KEYS) {
            if (root.get(key) instanceof List<?> entries) {
                for (Object entry : entries) {
                    if (entry instanceof Map<?, ?> m && m.get("lines") instanceof List<?> lines) {
                        for (Object line : lines) {
                            if (line instanceof List<?> path) {
                                rules.add(path);
                                List<Object> back = new ArrayList<>(path);
                                java.util.Collections.reverse(back);
                                rules.add(back);
                            }
                        }
                    }
                }
            }
        }
        return rules;
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
    public static int boxRows(int n) {
        int rows = 1;
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0) {
                rows = r;
            }
        }
        return rows;
    }

    private int[] givens(Object grid, int boxRows, RuleModel.Builder b) throws PuzzleFormatException {
        int[] givens = new int[n * n];
        Arrays.fill(givens, -1);
        for (int c = 0; c < n * n; c++) {
            regionOf[c] = standardRegion(c / n, c % n, boxRows);
        }
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
                givens[r * n + c] = given(cell, where, r * n + c, b);
            }
        }
        return givens;
    }

    private int given(Map<?, ?> cell, String where, int at, RuleModel.Builder b) throws PuzzleFormatException {
        int line = doc.line(cell);
        for (Map.Entry<?, ?> e : cell.entrySet()) {
            if (!CELL_KEYS.contains((String) e.getKey()) && hasContent(e.getValue())) {
                throw error(line, where + ": \"" + e.getKey() + "\" is not supported (only value, given, region,"
                        + " parity and pencil marks are read)");
            }
        }
        Object region = cell.get("region");
        if (region == null && cell.containsKey("region")) {
            throw error(line, where + " has \"region\": null (a cell outside every region); cells outside every"
                    + " region are not supported");
        }
        if (region != null) {
            if (!(region instanceof Long reg) || reg < -1 || reg >= n) {
                throw error(line, where + " has \"region\": " + show(region) + "; expected a region number 0.."
                        + (n - 1));
            }
            if (reg >= 0) {
                regionOf[at] = reg.intValue();
            }
        }
        Object parity = cell.get("parity");
        if (parity != null) {
            if (!"Odd".equals(parity) && !"Even".equals(parity)) {
                throw error(line, where + " has \"parity\": " + show(parity) + "; expected \"Odd\" or \"Even\"");
            }
            b.constraint(parity(at, "Odd".equals(parity) ? 1 : 0));
        }
        Object marks = cell.get("givenPencilMarks");
        if (hasContent(marks)) {
            b.constraint(pencilMarks(marks, where, at, line));
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

    /** The default region of (r, c): its box, or its row when the size has no boxes (f-puzzles' 1 x n boxes). */
    private int standardRegion(int r, int c, int boxRows) {
        int boxCols = n / boxRows;
        return (r / boxRows) * boxRows + c / boxCols;
    }

    /**
     * The boxes: the standard ones (declared as boxes) when every cell keeps its default region, else
     * one all-different group per region, each of which must have n cells. Prime sizes without region
     * fields have none (their default "boxes" are the rows).
     */
    private void regions(int boxRows, int gridLine, RuleModel.Builder b) throws PuzzleFormatException {
        boolean standard = true;
        for (int c = 0; c < n * n; c++) {
            standard &= regionOf[c] == standardRegion(c / n, c % n, boxRows);
        }
        if (standard) {
            if (boxRows > 1) {
                b.boxes(boxRows, n / boxRows).boxGroups();
            }
            return;
        }
        int[] count = new int[n];
        for (int c = 0; c < n * n; c++) {
            count[regionOf[c]]++;
        }
        for (int reg = 0; reg < n; reg++) {
            if (count[reg] != n) {
                throw error(gridLine, "region " + reg + " of the grid's \"region\" fields has " + count[reg]
                        + " cells; every region needs " + n);
            }
            int[] cells = new int[n];
            int k = 0;
            for (int c = 0; c < n * n; c++) {
                if (regionOf[c] == reg) {
                    cells[k++] = c;
                }
            }
            b.group(new Group(Group.Kind.BOX, reg, cells));
        }
    }

    /** The 0-based region (box, irregular region, or row where there are neither) of a cell. */
    int region(int cell) {
        return regionOf[cell];
    }

    /** The cells of region {@code reg}, in reading order. */
    int[] regionCells(int reg) {
        int count = 0;
        for (int r : regionOf) {
            count += r == reg ? 1 : 0;
        }
        int[] cells = new int[count];
        int k = 0;
        for (int c = 0; c < regionOf.length; c++) {
            if (regionOf[c] == reg) {
                cells[k++] = c;
            }
        }
        return cells;
    }

    /** Given pencil marks {@code [1, 4, 7]}: the only digits the cell may hold. */
    private AllowedValues pencilMarks(Object marks, String where, int at, int line) throws PuzzleFormatException {
        List<?> listed = list(marks, where + " \"givenPencilMarks\"", line);
        int[] values = new int[listed.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = number(listed.get(i), where + " pencil mark", line);
            if (values[i] < 1 || values[i] > n) {
                throw error(line, where + " has the pencil mark " + values[i] + "; expected 1.." + n);
            }
        }
        return new AllowedValues("given pencil marks", at, values);
    }

    /** An odd ({@code rest} 1) or even ({@code rest} 0) cell. */
    AllowedValues parity(int cell, int rest) {
        int[] values = new int[rest == 1 ? (n + 1) / 2 : n / 2];
        for (int i = 0; i < values.length; i++) {
            values[i] = 2 * i + (rest == 1 ? 1 : 2);
        }
        return new AllowedValues(rest == 1 ? "odd" : "even", cell, values);
    }

    /**
     * XV marks {@code [{cells: [a, b], value: "X" | "V"}]} between orthogonal neighbours: the two add up
     * to 10 (X) or 5 (V); returns which edges carry a mark (for {@code negative: ["xv"]}).
     */
    private boolean[] xv(Object v, RuleModel.Builder b) throws PuzzleFormatException {
        boolean[] marked = new boolean[2 * n * n];
        if (v == null) {
            return marked;
        }
        List<?> marks = list(v, "\"xv\"", 0);
        for (int k = 0; k < marks.size(); k++) {
            String where = "xv mark " + (k + 1);
            Map<?, ?> mark = object(marks.get(k), where, doc.line(marks));
            int line = doc.line(mark);
            int[] cells = cells(mark.get("cells"), where, line);
            if (cells.length != 2 || edge(cells[0], cells[1]) < 0) {
                throw error(line, where + " joins " + names(cells) + "; expected two orthogonally adjacent cells");
            }
            Object value = mark.get("value");
            int total;
            if ("X".equals(value) || "x".equals(value)) {
                total = 10;
            } else if ("V".equals(value) || "v".equals(value)) {
                total = 5;
            } else {
                throw error(line, where + " has the value " + show(value) + "; expected \"X\" or \"V\"");
            }
            marked[edge(cells[0], cells[1])] = true;
            b.relation(new Relation(cells[0], cells[1], RelationKind.SUM, total));
        }
        return marked;
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
            if (cells.length > n) {
                throw error(line, where + " has " + cells.length + " cells; distinct digits allow at most " + n);
            }
            Object value = cage.get("value");
            if (value == null || "".equals(value)) {
                // a cage without a total only forbids repeats
                b.group(new Group(Group.Kind.REGION, 2 * n + k, cells));
                continue;
            }
            int total = number(value, where + " total", line);
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
            } else if ("xv".equals(o)) {
                // no X and no V between unmarked neighbours
                antiDots(dotted[2], RelationKind.NOT_SUM, 10, b);
                antiDots(dotted[2], RelationKind.NOT_SUM, 5, b);
            } else {
                throw error(doc.line(kinds), "the negative constraint " + show(o)
                        + " is not supported; expected \"difference\", \"ratio\" or \"xv\"");
            }
        }
        return antiWhite;
    }

    /**
     * Anti-knight and anti-king: cells a chess knight's or king's move apart differ, as a relation
     * "not equal" ({@link RelationKind#NOT_DIFFERENCE} with 0) per pair not in one region (box or
     * irregular region) together. Reads {@link #regionOf}, so it runs after the grid's regions are read.
     */
    private void chessMoves(Map<?, ?> root, RuleModel.Builder b) throws PuzzleFormatException {
        List<int[]> moves = new java.util.ArrayList<>();
        if (flag(root.get("antiknight"), "antiknight")) {
            moves.addAll(List.of(new int[]{1, 2}, new int[]{2, 1}, new int[]{1, -2}, new int[]{2, -1}));
        }
        if (flag(root.get("antiking"), "antiking")) {
            moves.addAll(List.of(new int[]{1, 1}, new int[]{1, -1}));
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int[] m : moves) {
                    int r2 = r + m[0];
                    int c2 = c + m[1];
                    if (r2 >= n || c2 < 0 || c2 >= n) {
                        continue;
                    }
                    // a region (a box, an irregular region, or a row where there are neither) is a group, so
                    // two of its cells differ already; cells of two regions need the relation
                    if (regionOf[r * n + c] != regionOf[r2 * n + c2]) {
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
    int edge(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        if (hi - lo == 1 && lo / n == hi / n) {
            return 2 * lo;
        }
        return hi - lo == n ? 2 * lo + 1 : -1;
    }

    int[] cells(Object v, String where, int line) throws PuzzleFormatException {
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
    int number(Object v, String what, int line) throws PuzzleFormatException {
        if (v instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
            return l.intValue();
        }
        if (v instanceof String s && s.strip().matches("-?\\d{1,9}")) {
            return Integer.parseInt(s.strip());
        }
        throw error(line, what + " is " + show(v) + "; expected a whole number");
    }

    List<?> list(Object v, String what, int line) throws PuzzleFormatException {
        if (!(v instanceof List<?> l)) {
            throw error(line, what + " is " + show(v) + "; expected a JSON array");
        }
        return l;
    }

    Map<?, ?> object(Object v, String what, int line) throws PuzzleFormatException {
        if (!(v instanceof Map<?, ?> m)) {
            throw error(line, what + " is " + show(v) + "; expected a JSON object");
        }
        return m;
    }

    String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    String names(int[] cells) {
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

    static String show(Object v) {
        if (v instanceof String s) {
            return "\"" + (s.length() > 20 ? s.substring(0, 20) + "..." : s) + "\"";
        }
        if (v instanceof Map || v instanceof List) {
            return "an " + (v instanceof Map ? "object" : "array");
        }
        return String.valueOf(v);
    }

    PuzzleFormatException error(int line, String reason) {
        return source.error(line > 0 && !option ? new TextLines.Line(line, "") : null, reason);
    }
}
