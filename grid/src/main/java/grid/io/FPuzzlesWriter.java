package grid.io;

import grid.model.Cage;
import grid.model.Constraint;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleChecker;
import grid.model.RuleModel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puzzles as f-puzzles JSON and as links that open them on f-puzzles.com, with an answer filled in (the
 * answer's cells as plain values, which f-puzzles shows as entered digits).
 *
 * <p>A puzzle read from f-puzzles goes back as it came ({@link #filledIn}): its own document, every key
 * kept, the answer written into the grid's cells that are not givens. A puzzle of another type is written
 * from its rules ({@link #fromRules}): {@code size}, the grid, boxes as f-puzzles' own or as {@code region}
 * fields (rows where the puzzle has no boxes, so that f-puzzles adds no rule of its own), full diagonals,
 * other all-different groups as extra regions, killer cages, Kropki dots, XV marks, "less than" as a
 * two-cell thermometer, "at most" as a two-cell slow thermometer, a minimum difference as a two-cell
 * whispers line with that difference, "equal" as a clone; what f-puzzles cannot show (another relation, an
 * n-ary rule) is left out and named. Sides over 16 and symbols other than 1..n cannot be written at all.
 */
public final class FPuzzlesWriter {

    /** The prefix of an f-puzzles link. */
    public static final String URL = "https://www.f-puzzles.com/?load=";

    private FPuzzlesWriter() {
    }

    /**
     * A document for f-puzzles and the rules of the puzzle it leaves out, as people name them (empty when
     * it holds them all).
     */
    public record Written(String json, List<String> leftOut) {

        public Written {
            leftOut = List.copyOf(leftOut);
        }

        /** The f-puzzles link of the document. */
        public String link() {
            return FPuzzlesWriter.link(json);
        }
    }

    /** The f-puzzles link that holds {@code json}: lz-string base64, as f-puzzles compresses it. */
    public static String link(String json) {
        return URL + LzString.compressToBase64(json);
    }

    /**
     * Why {@code model} cannot be written for f-puzzles at all, or null when it can (perhaps leaving some
     * rules out): its side, or its symbols.
     */
    public static String refusal(RuleModel model) {
        int n = model.size();
        if (n < FPuzzlesFormat.MIN_SIZE || n > FPuzzlesFormat.MAX_SIZE) {
            return "f-puzzles takes sides " + FPuzzlesFormat.MIN_SIZE + " to " + FPuzzlesFormat.MAX_SIZE + ", not " + n;
        }
        for (int i = 0; i < n; i++) {
            if (model.symbol(i) != i + 1) {
                return "f-puzzles writes the symbols 1.." + n + " only, not " + Arrays.toString(model.symbols());
            }
        }
        return null;
    }

    /**
     * An f-puzzles document as it was read with {@code cells} (symbol indices, -1 blank) filled into the
     * grid: each cell that is not a given gets its {@code value}; every other key of the document and of
     * its cells is kept as it came. Rules added to it from outside ({@link FPuzzlesFormat#parse(TextLines,
     * java.util.List)}) that f-puzzles has a key for are added to their keys; the others are left out and
     * named.
     */
    public static Written filledIn(FPuzzlesFormat.Parsed parsed, int[] cells) {
        Map<?, ?> root = parsed.root();
        int n = parsed.model().size();
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : root.entrySet()) {
            out.put((String) e.getKey(), e.getValue());
        }
        for (Map.Entry<String, Object> e : parsed.extraKeys().entrySet()) {
            if (e.getValue() instanceof List<?> added) {
                List<Object> merged = new ArrayList<>(out.get(e.getKey()) instanceof List<?> had ? had : List.of());
                merged.addAll(added);
                out.put(e.getKey(), merged);
            } else {
                out.put(e.getKey(), e.getValue());
            }
        }
        List<Object> rows = new ArrayList<>();
        List<?> grid = root.get("grid") instanceof List<?> g && g.size() == n ? g : null;
        for (int r = 0; r < n; r++) {
            List<?> row = grid != null && grid.get(r) instanceof List<?> l && l.size() == n ? l : null;
            List<Object> newRow = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                Map<String, Object> cell = new LinkedHashMap<>();
                if (row != null && row.get(c) instanceof Map<?, ?> m) {
                    for (Map.Entry<?, ?> e : m.entrySet()) {
                        cell.put((String) e.getKey(), e.getValue());
                    }
                }
                int v = cells == null ? -1 : cells[r * n + c];
                if (!Boolean.TRUE.equals(cell.get("given")) && v >= 0) {
                    cell.put("value", (long) v + 1);
                }
                newRow.add(cell);
            }
            rows.add(newRow);
        }
        if (!out.containsKey("size")) {
            out.put("size", (long) n);
        }
        out.put("grid", rows);
        return new Written(Json.write(out), parsed.withoutKey());
    }

    /**
     * The f-puzzles document of {@code model} (a puzzle of any type) with {@code cells} (symbol indices,
     * -1 blank) filled in, and the rules it leaves out. Every document is read back and must keep the
     * givens, and the answer must keep the rules it shows, so a link never shows another puzzle.
     *
     * @throws IllegalArgumentException when f-puzzles cannot hold the puzzle at all ({@link #refusal})
     */
    public static Written fromRules(RuleModel model, int[] cells) {
        String refused = refusal(model);
        if (refused != null) {
            throw new IllegalArgumentException(refused);
        }
        int n = model.size();
        Set<String> leftOut = new LinkedHashSet<>();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("size", (long) n);
        int[] region = regions(model);
        List<Object> rows = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                Map<String, Object> entry = new LinkedHashMap<>();
                if (model.given(cell) >= 0) {
                    entry.put("value", (long) model.given(cell) + 1);
                    entry.put("given", true);
                } else if (cells != null && cells[cell] >= 0) {
                    entry.put("value", (long) cells[cell] + 1);
                }
                if (region != null) {
                    entry.put("region", (long) region[cell]);
                }
                row.add(entry);
            }
            rows.add(row);
        }
        root.put("grid", rows);
        List<Object> extra = new ArrayList<>();
        for (Group g : model.groups()) {
            switch (g.kind()) {
                case ROW, COLUMN, BOX -> {
                    // rows and columns are f-puzzles' own; boxes are its boxes or the regions above
                }
                case POSITIVE_DIAGONAL, NEGATIVE_DIAGONAL -> {
                    if (g.size() == n && fullDiagonal(g, n, g.kind() == Group.Kind.POSITIVE_DIAGONAL)) {
                        root.put(g.kind() == Group.Kind.POSITIVE_DIAGONAL ? "diagonal+" : "diagonal-", true);
                    } else {
                        extra.add(Map.of("cells", names(n, g.cells())));
                    }
                }
                default -> extra.add(Map.of("cells", names(n, g.cells())));
            }
        }
        List<Object> cages = new ArrayList<>();
        for (Cage cage : model.cages()) {
            cages.add(entry("cells", names(n, cage.cells()), "value", Long.toString(cage.sum())));
        }
        Map<String, List<Object>> marks = new LinkedHashMap<>();
        for (Relation r : model.relations()) {
            String left = relation(model, r, marks);
            if (left != null) {
                leftOut.add(left);
            }
        }
        for (Constraint k : model.constraints()) {
            // the kind's label (RuleKind's), which the rule carries
            leftOut.add(k.kind() + " rules");
        }
        put(root, "killercage", cages);
        put(root, "extraregion", extra);
        for (Map.Entry<String, List<Object>> e : marks.entrySet()) {
            put(root, e.getKey(), e.getValue());
        }
        String json = Json.write(root);
        checkReadBack(model, cells, json);
        return new Written(json, new ArrayList<>(leftOut));
    }

    /**
     * Adds the f-puzzles entry of relation {@code r} to {@code marks} (by key), or returns the name of the
     * rule it is when f-puzzles has no entry for it.
     */
    private static String relation(RuleModel model, Relation r, Map<String, List<Object>> marks) {
        int n = model.size();
        List<Object> pair = names(n, new int[]{r.a(), r.b()});
        boolean adjacent = Math.abs(model.row(r.a()) - model.row(r.b())) + Math.abs(model.col(r.a()) - model.col(r.b())) == 1;
        switch (r.kind()) {
            case DIFFERENCE, RATIO -> {
                if (!adjacent) {
                    return r.kind() == RelationKind.DIFFERENCE ? "differences between cells apart" : "ratios between cells apart";
                }
                int standard = r.kind() == RelationKind.DIFFERENCE ? 1 : 2;
                mark(marks, r.kind() == RelationKind.DIFFERENCE ? "difference" : "ratio", r.param() == standard
                        ? Map.of("cells", pair) : entry("cells", pair, "value", Integer.toString(r.param())));
            }
            case SUM -> {
                if (!adjacent || (r.param() != 5 && r.param() != 10)) {
                    return "sums of two cells other than adjacent X and V";
                }
                mark(marks, "xv", entry("cells", pair, "value", r.param() == 10 ? "X" : "V"));
            }
            case LESS_THAN -> mark(marks, "thermometer", Map.of("lines", List.of(pair)));
            case AT_MOST -> mark(marks, "slowthermometer", Map.of("lines", List.of(pair)));
            case MIN_DIFFERENCE -> {
                if (r.param() < 1 || r.param() >= n) {
                    return "minimum differences of " + r.param();
                }
                mark(marks, "whispers", entry("lines", List.of(pair), "value", Integer.toString(r.param())));
            }
            case EQUAL -> mark(marks, "clone", entry("cells", names(n, new int[]{r.a()}), "cloneCells",
                    names(n, new int[]{r.b()})));
            default -> {
                return r.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " relations";
            }
        }
        return null;
    }

    private static void mark(Map<String, List<Object>> marks, String key, Object entry) {
        marks.computeIfAbsent(key, k -> new ArrayList<>()).add(entry);
    }

    private static Map<String, Object> entry(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return m;
    }

    private static void put(Map<String, Object> root, String key, List<Object> items) {
        if (!items.isEmpty()) {
            root.put(key, items);
        }
    }

    /**
     * The region of each cell as {@code region} fields, or null when the model's boxes are f-puzzles' own
     * boxes for its side: its box groups numbered in order, or the rows when it has none (f-puzzles always
     * has regions; rows as regions add no rule).
     */
    private static int[] regions(RuleModel model) {
        int n = model.size();
        List<int[]> boxes = new ArrayList<>();
        for (Group g : model.groups()) {
            if (g.kind() == Group.Kind.BOX && g.size() == n) {
                boxes.add(g.cells());
            }
        }
        int boxRows = FPuzzlesFormat.boxRows(n);
        int boxCols = n / boxRows;
        int[] standard = new int[n * n];
        for (int c = 0; c < n * n; c++) {
            standard[c] = (c / n / boxRows) * boxRows + (c % n) / boxCols;
        }
        int[] region = new int[n * n];
        if (boxes.isEmpty()) {
            for (int c = 0; c < n * n; c++) {
                region[c] = c / n;
            }
        } else {
            Arrays.fill(region, -1);
            for (int b = 0; b < boxes.size() && b < n; b++) {
                for (int c : boxes.get(b)) {
                    region[c] = b;
                }
            }
        }
        if (partitionOf(region, standard, n)) {
            return null;
        }
        for (int c = 0; c < n * n; c++) {
            if (region[c] < 0) {
                // boxes that do not tile the board: f-puzzles cannot show them (the read-back says so)
                return null;
            }
        }
        return region;
    }

    /** Whether two labellings of the cells make the same partition. */
    private static boolean partitionOf(int[] a, int[] b, int n) {
        int[] map = new int[n];
        Arrays.fill(map, -1);
        for (int c = 0; c < a.length; c++) {
            if (a[c] < 0) {
                return false;
            }
            if (map[a[c]] < 0) {
                map[a[c]] = b[c];
            } else if (map[a[c]] != b[c]) {
                return false;
            }
        }
        return true;
    }

    private static boolean fullDiagonal(Group g, int n, boolean positive) {
        int[] cells = g.cells();
        Arrays.sort(cells);
        for (int r = 0; r < n; r++) {
            if (cells[r] != r * n + (positive ? n - 1 - r : r)) {
                return false;
            }
        }
        return true;
    }

    private static List<Object> names(int n, int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add("R" + (c / n + 1) + "C" + (c % n + 1));
        }
        return out;
    }

    /** The document read back must keep the model's givens, and the answer must keep the rules it shows. */
    private static void checkReadBack(RuleModel model, int[] cells, String json) {
        RuleModel back;
        try {
            back = FPuzzlesFormat.read(TextLines.of("link", json.getBytes(StandardCharsets.UTF_8)));
        } catch (PuzzleFormatException e) {
            throw new IllegalArgumentException("f-puzzles cannot hold this puzzle: " + e.getMessage(), e);
        }
        boolean same = Arrays.equals(back.givens(), model.givens());
        if (same && cells != null && Constraint.full(cells) && RuleChecker.isSolution(model, cells)) {
            same = RuleChecker.isSolution(back, cells);
        }
        if (!same) {
            throw new IllegalArgumentException("f-puzzles would show other rules for this puzzle (its boxes or"
                    + " groups differ from f-puzzles' own)");
        }
    }
}
