package solver.generate;

import grid.io.FPuzzlesFormat;
import grid.io.FPuzzlesWriter;
import grid.io.Json;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Variant puzzles in f-puzzles JSON with exactly one solution, reproducible from a seed: a random
 * solution of the empty f-puzzles grid of the side asked (its rows, columns and boxes), then random
 * instances of the chosen kinds read off that solution (lines along random walks, clues outside the grid,
 * cages, marks), then givens taken away in a random order while the puzzle stays unique.
 *
 * <p>Each instance is proposed as an f-puzzles entry and kept only when the document with it reads (so it
 * is well formed and agrees with the entries before it: no cell in two cages, minimum cells among each
 * other) and the solution keeps every rule of it by the independent {@link RuleChecker}. What is checked is
 * the JSON that is written. Instances are added round the kinds in turn until there are
 * {@code 2 * n} or no kind yields one in {@value #TRIES} proposals; givens then go while {@code advanced}
 * shows the puzzle unique (within {@link Generator#CHECK_LIMIT} per check; a check that runs out keeps the
 * given, so the result is unique all the same and {@link Made#settled} says so).
 */
public final class VariantGenerator {

    /** The kinds a puzzle can be made of: f-puzzles keys, and {@code givenpencilmarks} for the cells' key. */
    public static final List<String> KINDS = List.of("thermometer", "slowthermometer", "arrow", "doublearrow",
            "killercage", "littlekillersum", "sandwichsum", "xsum", "skyscraper", "renban", "nabner", "whispers",
            "palindrome", "betweenline", "entropicline", "modularline", "zipperline", "regionsumline", "quadruple",
            "xv", "difference", "ratio", "odd", "even", "minimum", "maximum", "clone", "rowindexer",
            "columnindexer", "boxindexer", "extraregion", "givenpencilmarks");

    /** Proposals per instance before a kind counts as exhausted. */
    static final int TRIES = 400;

    /**
     * A generated puzzle.
     *
     * @param json      the f-puzzles document (givens and rules)
     * @param model     the puzzle as read from {@code json}
     * @param solution  its one solution, as symbol indices
     * @param instances rule instances per kind, in the order of the kinds asked
     * @param checks    uniqueness checks run
     * @param settled   false when some check ran out of time, so a given was kept untried
     */
    public record Made(String json, RuleModel model, int[] solution, int[] instances, int checks, boolean settled) {

        /** The f-puzzles link of the document. */
        public String link() {
            return FPuzzlesWriter.link(json);
        }
    }

    private final Random random;
    private final String title;
    private final int n;
    private final int boxRows;
    private final int boxCols;
    private int[] solution;
    private final Map<String, List<Object>> entries = new LinkedHashMap<>();
    private final List<Object> pencilCells = new ArrayList<>();
    private int checks;
    private boolean settled = true;
    /** Rules of the document so far ({@link #rules(RuleModel)}). */
    private int rules;

    private VariantGenerator(int n, long seed, List<String> kinds) {
        this.title = "Generated " + n + "x" + n + ": " + String.join(", ", kinds) + " (seed " + seed + ")";
        this.n = n;
        this.random = new Random(seed);
        this.boxRows = FPuzzlesFormat.boxRows(n);
        this.boxCols = n / boxRows;
    }

    /**
     * A unique n x n puzzle (n from 4 to 16) of the given kinds (names of {@link #KINDS}), from its seed.
     *
     * @throws IllegalArgumentException for a side or kind it does not make
     */
    public static Made make(int n, long seed, List<String> kinds) {
        if (n < FPuzzlesFormat.MIN_SIZE || n > FPuzzlesFormat.MAX_SIZE) {
            throw new IllegalArgumentException("f-puzzles sides are " + FPuzzlesFormat.MIN_SIZE + " to "
                    + FPuzzlesFormat.MAX_SIZE + ", not " + n);
        }
        for (String k : kinds) {
            if (!KINDS.contains(k)) {
                throw new IllegalArgumentException("no kind '" + k + "'; the kinds are " + String.join(", ", KINDS));
            }
        }
        return new VariantGenerator(n, seed, kinds).make(kinds);
    }

    private Made make(List<String> kinds) {
        solution = randomSolution();
        rules = rules(read(document(null)));
        int[] made = new int[kinds.size()];
        boolean[] spent = new boolean[kinds.size()];
        int target = 2 * n;
        int total = 0;
        for (int round = 0; total < target && !allTrue(spent); round++) {
            int k = round % kinds.size();
            if (spent[k]) {
                continue;
            }
            if (addOne(kinds.get(k))) {
                made[k]++;
                total++;
            } else {
                spent[k] = true;
            }
        }
        int[] givens = solution.clone();
        PreparedSolver solver = new KillerAdvancedSolver().prepare(read(document(givens)));
        for (int c : permutation(n * n)) {
            int kept = givens[c];
            givens[c] = -1;
            if (!unique(solver, givens)) {
                givens[c] = kept;
            }
        }
        String json = document(givens);
        return new Made(json, read(json), solution.clone(), made, checks, settled);
    }

    /** Whether the givens leave exactly one solution (false too when the check ran out of time). */
    private boolean unique(PreparedSolver solver, int[] givens) {
        checks++;
        SolveResult r = solver.solve(givens, SolveOptions.upTo(2).withTimeout(Generator.CHECK_LIMIT), SolutionSink.NONE);
        if (r.outcome() == Outcome.TIMED_OUT) {
            settled = false;
            return false;
        }
        return r.solutions() == 1;
    }

    /** Proposes instances of {@code kind} until one is kept; false when none is in {@link #TRIES}. */
    private boolean addOne(String kind) {
        for (int t = 0; t < TRIES; t++) {
            Object entry = propose(kind);
            if (entry != null && keeps(kind, entry)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the document with {@code entry} added reads and the solution keeps all of it; if so the
     * entry stays.
     */
    private boolean keeps(String kind, Object entry) {
        boolean pencil = kind.equals("givenpencilmarks");
        List<Object> list = pencil ? pencilCells : entries.computeIfAbsent(kind, k -> new ArrayList<>());
        list.add(entry);
        boolean ok;
        try {
            RuleModel m = FPuzzlesFormat.read(TextLines.of("generated", document(null).getBytes(StandardCharsets.UTF_8)));
            // it must state something (a region-sum line inside one box does not) and the solution keep it
            int count = rules(m);
            ok = count > rules && RuleChecker.violations(m, solution, 1).isEmpty();
            rules = ok ? count : rules;
        } catch (PuzzleFormatException e) {
            ok = false;
        }
        if (!ok) {
            list.remove(list.size() - 1);
        }
        return ok;
    }

    /** How many rules a model has: groups, cages, relations and other constraints. */
    private static int rules(RuleModel m) {
        return m.groups().size() + m.cages().size() + m.relations().size() + m.constraints().size();
    }

    /** The document with these givens (symbol indices, -1 blank; null for none) and the rules so far. */
    private String document(int[] givens) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("size", (long) n);
        root.put("title", title);
        List<Object> rows = new ArrayList<>();
        Map<Integer, Object> pencils = new java.util.HashMap<>();
        for (Object p : pencilCells) {
            Map<?, ?> m = (Map<?, ?>) p;
            pencils.put(((Long) m.get("at")).intValue(), m.get("marks"));
        }
        for (int r = 0; r < n; r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                Map<String, Object> cell = new LinkedHashMap<>();
                int at = r * n + c;
                if (givens != null && givens[at] >= 0) {
                    cell.put("value", (long) givens[at] + 1);
                    cell.put("given", true);
                }
                if (pencils.containsKey(at)) {
                    cell.put("givenPencilMarks", pencils.get(at));
                }
                row.add(cell);
            }
            rows.add(row);
        }
        root.put("grid", rows);
        for (Map.Entry<String, List<Object>> e : entries.entrySet()) {
            if (!e.getValue().isEmpty()) {
                root.put(e.getKey(), e.getValue());
            }
        }
        return Json.write(root);
    }

    private static RuleModel read(String json) {
        try {
            return FPuzzlesFormat.read(TextLines.of("generated", json.getBytes(StandardCharsets.UTF_8)));
        } catch (PuzzleFormatException e) {
            throw new IllegalStateException("a generated puzzle does not read back: " + e.getMessage(), e);
        }
    }

    /** One proposal of {@code kind} read off the solution (null when this attempt found nothing). */
    private Object propose(String kind) {
        return switch (kind) {
            case "thermometer", "slowthermometer", "renban", "nabner", "whispers", "palindrome", "betweenline",
                 "entropicline", "modularline", "zipperline", "regionsumline", "doublearrow" -> line(kind);
            case "arrow" -> arrow();
            case "killercage" -> cage();
            case "extraregion" -> region();
            case "littlekillersum" -> littleKiller();
            case "sandwichsum", "xsum", "skyscraper" -> outsideClue(kind);
            case "quadruple" -> quadruple();
            case "xv", "difference", "ratio" -> pair(kind);
            case "odd", "even", "minimum", "maximum" -> Map.of("cell", name(random.nextInt(n * n)));
            case "clone" -> cloneCells();
            case "rowindexer", "columnindexer", "boxindexer" -> Map.of("cells", List.of(name(random.nextInt(n * n))));
            case "givenpencilmarks" -> pencilMarks();
            default -> throw new IllegalStateException(kind);
        };
    }

    /**
     * A line along a random walk of king steps, cut to the longest start of it (at least its kind's least
     * length) whose values the kind allows; null when none is.
     */
    private Object line(String kind) {
        int least = switch (kind) {
            case "thermometer", "slowthermometer", "whispers", "renban", "nabner", "modularline", "entropicline" -> 2;
            case "betweenline", "doublearrow", "zipperline", "palindrome" -> 3;
            default -> 4;
        };
        int[] walk = walk(least + random.nextInt(Math.max(1, Math.min(n, 8) - least + 1)), true);
        if (walk == null) {
            return null;
        }
        for (int len = walk.length; len >= least; len--) {
            int[] cells = Arrays.copyOf(walk, len);
            if (lineHolds(kind, cells)) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("lines", List.of(names(cells)));
                return e;
            }
        }
        return null;
    }

    /** A quick test of a line's values before the reader's full check (which {@link #keeps} makes). */
    private boolean lineHolds(String kind, int[] cells) {
        int[] v = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            v[i] = solution[cells[i]] + 1;
        }
        int len = v.length;
        switch (kind) {
            case "thermometer", "slowthermometer" -> {
                for (int i = 1; i < len; i++) {
                    if (kind.equals("thermometer") ? v[i] <= v[i - 1] : v[i] < v[i - 1]) {
                        return false;
                    }
                }
                return true;
            }
            case "whispers" -> {
                for (int i = 1; i < len; i++) {
                    if (Math.abs(v[i] - v[i - 1]) < (n + 1) / 2) {
                        return false;
                    }
                }
                return true;
            }
            case "palindrome" -> {
                for (int i = 0; i < len / 2; i++) {
                    if (v[i] != v[len - 1 - i]) {
                        return false;
                    }
                }
                return true;
            }
            case "betweenline" -> {
                int lo = Math.min(v[0], v[len - 1]);
                int hi = Math.max(v[0], v[len - 1]);
                for (int i = 1; i + 1 < len; i++) {
                    if (v[i] <= lo || v[i] >= hi) {
                        return false;
                    }
                }
                return true;
            }
            case "doublearrow" -> {
                int middle = 0;
                for (int i = 1; i + 1 < len; i++) {
                    middle += v[i];
                }
                return middle == v[0] + v[len - 1];
            }
            default -> {
                return true; // the reader and the rule checker decide (renban, nabner, entropic, ...)
            }
        }
    }

    /** An arrow: a one-cell circle and a walk from it whose first cells add up to its value. */
    private Object arrow() {
        int[] walk = walk(2 + random.nextInt(Math.min(n, 5)), true);
        if (walk == null) {
            return null;
        }
        int sum = 0;
        for (int i = 1; i < walk.length; i++) {
            sum += solution[walk[i]] + 1;
            if (sum == solution[walk[0]] + 1) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("lines", List.of(names(Arrays.copyOf(walk, i + 1))));
                e.put("cells", List.of(name(walk[0])));
                return e;
            }
        }
        return null;
    }

    /** A cage of 2 to 5 orthogonally joined cells with distinct digits, and their total. */
    private Object cage() {
        int[] cells = grow(2 + random.nextInt(Math.min(4, n - 1)));
        if (cells == null) {
            return null;
        }
        int sum = 0;
        for (int c : cells) {
            sum += solution[c] + 1;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(cells));
        e.put("value", Integer.toString(sum));
        return e;
    }

    private Object region() {
        int[] cells = grow(3 + random.nextInt(Math.max(1, n - 2)));
        return cells == null ? null : Map.of("cells", names(cells));
    }

    /** A little killer: from a random cell outside the grid along a diagonal into it, with its total. */
    private Object littleKiller() {
        int dr = random.nextBoolean() ? 1 : -1;
        int dc = random.nextBoolean() ? 1 : -1;
        int r0 = dr > 0 ? -1 : n;
        int c0 = random.nextInt(n);
        if (random.nextBoolean()) {
            c0 = dc > 0 ? -1 : n;
            r0 = random.nextInt(n);
        }
        List<Object> cells = new ArrayList<>();
        int sum = 0;
        for (int r = r0 + dr, c = c0 + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
            cells.add(name(r * n + c));
            sum += solution[r * n + c] + 1;
        }
        if (cells.size() < 2) {
            return null;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cell", "R" + (r0 + 1) + "C" + (c0 + 1));
        e.put("direction", (dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R"));
        e.put("cells", cells);
        e.put("value", Integer.toString(sum));
        return e;
    }

    /** A sandwich, X-sum or skyscraper clue at a random cell outside a row or column, read off the solution. */
    private Object outsideClue(String kind) {
        int side = random.nextInt(4);
        int at = random.nextInt(n);
        int[] line = new int[n];
        for (int i = 0; i < n; i++) {
            line[i] = switch (side) {
                case 0 -> i * n + at;
                case 1 -> (n - 1 - i) * n + at;
                case 2 -> at * n + i;
                default -> at * n + n - 1 - i;
            };
        }
        String cell = switch (side) {
            case 0 -> "R0C" + (at + 1);
            case 1 -> "R" + (n + 1) + "C" + (at + 1);
            case 2 -> "R" + (at + 1) + "C0";
            default -> "R" + (at + 1) + "C" + (n + 1);
        };
        int clue = 0;
        switch (kind) {
            case "xsum" -> {
                for (int i = 0; i <= solution[line[0]]; i++) {
                    clue += solution[line[i]] + 1;
                }
            }
            case "skyscraper" -> {
                int tallest = -1;
                for (int c : line) {
                    if (solution[c] > tallest) {
                        clue++;
                        tallest = solution[c];
                    }
                }
            }
            default -> {
                int lo = -1;
                int hi = -1;
                for (int i = 0; i < n; i++) {
                    lo = solution[line[i]] == 0 ? i : lo;
                    hi = solution[line[i]] == n - 1 ? i : hi;
                }
                for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) {
                    clue += solution[line[i]] + 1;
                }
            }
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cell", cell);
        e.put("value", Integer.toString(clue));
        return e;
    }

    /** The four cells around a random corner and two to four of their digits. */
    private Object quadruple() {
        int r = random.nextInt(n - 1);
        int c = random.nextInt(n - 1);
        int[] cells = {r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1};
        int count = 2 + random.nextInt(3);
        List<Object> values = new ArrayList<>();
        for (int i : Arrays.copyOf(permutation(4), count)) {
            values.add((long) solution[cells[i]] + 1);
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(cells));
        e.put("values", values);
        return e;
    }

    /** An XV mark, white dot or black dot between random orthogonal neighbours that have it. */
    private Object pair(String kind) {
        int a = random.nextInt(n * n);
        int b = random.nextBoolean() ? a + 1 : a + n;
        if (b >= n * n || (b == a + 1 && b % n == 0)) {
            return null;
        }
        int x = solution[a] + 1;
        int y = solution[b] + 1;
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(new int[]{a, b}));
        switch (kind) {
            case "xv" -> {
                if (x + y != 5 && x + y != 10) {
                    return null;
                }
                e.put("value", x + y == 10 ? "X" : "V");
            }
            case "difference" -> {
                if (Math.abs(x - y) != 1) {
                    return null;
                }
            }
            default -> {
                if (x != 2 * y && y != 2 * x) {
                    return null;
                }
            }
        }
        return e;
    }

    /** A clone: a cell or two and the same shape shifted elsewhere, holding the same digits. */
    private Object cloneCells() {
        int[] shape = walk(1 + random.nextInt(2), false);
        if (shape == null) {
            return null;
        }
        int dr = random.nextInt(2 * n - 1) - (n - 1);
        int dc = random.nextInt(2 * n - 1) - (n - 1);
        int[] copy = new int[shape.length];
        for (int i = 0; i < shape.length; i++) {
            int r = shape[i] / n + dr;
            int c = shape[i] % n + dc;
            if (r < 0 || r >= n || c < 0 || c >= n || solution[r * n + c] != solution[shape[i]] || r * n + c == shape[i]) {
                return null;
            }
            copy[i] = r * n + c;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(shape));
        e.put("cloneCells", names(copy));
        return e;
    }

    /** Given pencil marks on a random cell: its digit and one or two others. */
    private Object pencilMarks() {
        int at = random.nextInt(n * n);
        List<Long> marks = new ArrayList<>(List.of((long) solution[at] + 1));
        for (int extra = 1 + random.nextInt(2); extra > 0; extra--) {
            long v = 1 + random.nextInt(n);
            if (!marks.contains(v)) {
                marks.add(v);
            }
        }
        java.util.Collections.sort(marks);
        for (Object p : pencilCells) {
            if (((Long) ((Map<?, ?>) p).get("at")).intValue() == at) {
                return null;
            }
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("at", (long) at);
        e.put("marks", new ArrayList<Object>(marks));
        return e;
    }

    /** A random walk of {@code length} distinct cells, by king steps or orthogonal ones; null if stuck. */
    private int[] walk(int length, boolean diagonal) {
        int[] cells = new int[length];
        cells[0] = random.nextInt(n * n);
        for (int i = 1; i < length; i++) {
            int[] options = new int[8];
            int count = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = cells[i - 1] / n + dr;
                    int c = cells[i - 1] % n + dc;
                    boolean step = (dr != 0 || dc != 0) && (diagonal || dr == 0 || dc == 0);
                    if (step && r >= 0 && r < n && c >= 0 && c < n && indexOf(cells, i, r * n + c) < 0) {
                        options[count++] = r * n + c;
                    }
                }
            }
            if (count == 0) {
                return null;
            }
            cells[i] = options[random.nextInt(count)];
        }
        return cells;
    }

    /** {@code size} orthogonally joined cells with distinct digits, grown at random; null if stuck. */
    private int[] grow(int size) {
        int[] cells = new int[size];
        cells[0] = random.nextInt(n * n);
        long digits = 1L << solution[cells[0]];
        for (int i = 1; i < size; i++) {
            int from = cells[random.nextInt(i)];
            int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            int[] s = steps[random.nextInt(4)];
            int r = from / n + s[0];
            int c = from % n + s[1];
            int x = r * n + c;
            if (r < 0 || r >= n || c < 0 || c >= n || indexOf(cells, i, x) >= 0 || (digits >> solution[x] & 1) != 0) {
                return null;
            }
            digits |= 1L << solution[x];
            cells[i] = x;
        }
        return cells;
    }

    /**
     * A random solution of the empty grid: about 2n random digits placed where no row, column or box
     * already holds them, then the rest solved by {@code advanced} with a random seed (tried again with
     * other digits if they leave no solution, or none is found within a check's time).
     */
    private int[] randomSolution() {
        RuleModel empty = read("{\"size\":" + n + "}");
        PreparedSolver solver = new KillerAdvancedSolver().prepare(empty);
        while (true) {
            int[] givens = new int[n * n];
            Arrays.fill(givens, -1);
            int[] order = permutation(n * n);
            for (int i = 0; i < 2 * n; i++) {
                int c = order[i];
                int v = random.nextInt(n);
                if (fits(givens, c, v)) {
                    givens[c] = v;
                }
            }
            SolveResult r = solver.solve(givens, SolveOptions.firstSolution().withSeed(random.nextLong())
                    .withTimeout(Generator.CHECK_LIMIT), SolutionSink.NONE);
            if (r.solution() != null) {
                return r.solution();
            }
        }
    }

    /** Whether no cell in the row, column or box of {@code c} holds {@code v} yet. */
    private boolean fits(int[] cells, int c, int v) {
        int r = c / n;
        int col = c % n;
        for (int x = 0; x < n * n; x++) {
            boolean peer = x / n == r || x % n == col
                    || (x / n / boxRows == r / boxRows && x % n / boxCols == col / boxCols);
            if (peer && cells[x] == v) {
                return false;
            }
        }
        return true;
    }

    private int[] permutation(int size) {
        int[] p = new int[size];
        for (int i = 0; i < size; i++) {
            p[i] = i;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    private static boolean allTrue(boolean[] a) {
        for (boolean b : a) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(int[] cells, int size, int x) {
        for (int i = 0; i < size; i++) {
            if (cells[i] == x) {
                return i;
            }
        }
        return -1;
    }

    private String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    private List<Object> names(int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return out;
    }
}
