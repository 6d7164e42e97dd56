package solver.generate;

import grid.generate.RandomPuzzles;
import grid.io.FPuzzlesFormat;
import grid.io.FPuzzlesWriter;
import grid.io.Json;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import grid.kinds.RuleKind;
import grid.kinds.Sample;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.catalog.PropagationSolver;
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

    /**
     * The order the generator lists its kinds in (messages, the default order of {@code --kinds}), by shape:
     * lines, cages and clues, marks, indexers. A kind not named here follows them in the table's order, so a
     * new kind needs no line here.
     */
    private static final List<RuleKind> LISTED_FIRST = List.of(RuleKind.THERMOMETER, RuleKind.SLOW_THERMOMETER,
            RuleKind.ARROW, RuleKind.DOUBLE_ARROW, RuleKind.KILLER_CAGE, RuleKind.LITTLE_KILLER, RuleKind.SANDWICH,
            RuleKind.XSUM, RuleKind.SKYSCRAPER, RuleKind.RENBAN, RuleKind.NABNER, RuleKind.WHISPERS, RuleKind.PALINDROME,
            RuleKind.BETWEEN_LINE, RuleKind.ENTROPIC_LINE, RuleKind.MODULAR_LINE, RuleKind.ZIPPER_LINE,
            RuleKind.REGION_SUM_LINE, RuleKind.QUADRUPLE, RuleKind.XV, RuleKind.DIFFERENCE, RuleKind.RATIO, RuleKind.ODD,
            RuleKind.EVEN, RuleKind.MINIMUM, RuleKind.MAXIMUM, RuleKind.CLONE, RuleKind.ROW_INDEXER,
            RuleKind.COLUMN_INDEXER, RuleKind.BOX_INDEXER, RuleKind.EXTRA_REGION, RuleKind.GIVEN_PENCIL_MARKS);

    /**
     * The kinds a puzzle can be made of, by the names the generator takes: the f-puzzles keys of the rule
     * kinds that make instances ({@link RuleKind#generated()}), in lower case ({@code givenpencilmarks} for
     * the cells' key), in the order of {@link #LISTED_FIRST}.
     */
    public static final List<String> KINDS = RuleKind.generated().stream()
            .sorted(java.util.Comparator.comparingInt(k -> LISTED_FIRST.contains(k) ? LISTED_FIRST.indexOf(k)
                    : LISTED_FIRST.size() + k.ordinal()))
            .map(RuleKind::generatorName).toList();

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
    /** The solution the rule instances are read off, with the random source. */
    private Sample sample;
    /** The entries of the document's keys so far, by key. */
    private final Map<String, List<Object>> entries = new LinkedHashMap<>();
    /** The entries of the cells' keys so far ({@code givenPencilMarks}), by key and cell. */
    private final Map<String, Map<Integer, Object>> cellEntries = new LinkedHashMap<>();
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
        sample = new Sample(random, n, solution);
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
        PreparedSolver solver = new PropagationSolver().prepare(read(document(givens)));
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

    /** Proposes instances of {@code name}'s kind until one is kept; false when none is in {@link #TRIES}. */
    private boolean addOne(String name) {
        RuleKind kind = RuleKind.generated().stream().filter(k -> k.generatorName().equals(name)).findFirst()
                .orElseThrow();
        for (int t = 0; t < TRIES; t++) {
            Object entry = kind.propose(sample);
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
    private boolean keeps(RuleKind kind, Object entry) {
        String key = kind.key().orElseThrow();
        Runnable undo;
        if (kind.inCells()) {
            // a cell's key: {at: cell, marks: value}, one per cell
            Map<?, ?> mark = (Map<?, ?>) entry;
            int at = ((Long) mark.get("at")).intValue();
            Map<Integer, Object> cells = cellEntries.computeIfAbsent(key, k -> new LinkedHashMap<>());
            if (cells.containsKey(at)) {
                return false;
            }
            cells.put(at, mark.get("marks"));
            undo = () -> cells.remove(at);
        } else {
            List<Object> list = entries.computeIfAbsent(key, k -> new ArrayList<>());
            list.add(entry);
            undo = () -> list.remove(list.size() - 1);
        }
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
            undo.run();
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
        for (int r = 0; r < n; r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                Map<String, Object> cell = new LinkedHashMap<>();
                int at = r * n + c;
                if (givens != null && givens[at] >= 0) {
                    cell.put("value", (long) givens[at] + 1);
                    cell.put("given", true);
                }
                for (Map.Entry<String, Map<Integer, Object>> e : cellEntries.entrySet()) {
                    if (e.getValue().containsKey(at)) {
                        cell.put(e.getKey(), e.getValue().get(at));
                    }
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

    /**
     * A random solution of the empty grid: about 2n random digits placed where no row, column or box
     * already holds them, then the rest solved by {@code advanced} with a random seed (tried again with
     * other digits if they leave no solution, or none is found within a check's time).
     */
    private int[] randomSolution() {
        RuleModel empty = read("{\"size\":" + n + "}");
        PreparedSolver solver = new PropagationSolver().prepare(empty);
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
        return RandomPuzzles.permutation(size, random);
    }

    private static boolean allTrue(boolean[] a) {
        for (boolean b : a) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

}
