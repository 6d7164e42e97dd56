package grid.io;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rules added to an f-puzzles puzzle from outside its JSON, each given as {@code NAME[:OPTIONS]} with the
 * constraint names and options of Rangsk's SudokuSolver command line ({@code -c}). Cells are written as
 * there: {@code r1c1r1c2}, rows and columns as lists and ranges ({@code r1-3c2}, {@code r1,5c1-9}), or a
 * start cell and then steps in the directions of a numeric keypad ({@code r1c1d236}: down, right, down
 * and right); several groups are separated by {@code ;}.
 *
 * <p>The names that are f-puzzles constraints become entries of their f-puzzles key and are read by the
 * same reader as the puzzle's own ({@link FPuzzlesFormat}): {@code king}, {@code knight}, {@code dpos},
 * {@code dneg}, {@code djg}, {@code thermo}, {@code slowthermo}, {@code whispers}, {@code renban},
 * {@code nabner}, {@code entrol}, {@code modl}, {@code zipper}, {@code rsl}, {@code palindrome},
 * {@code doublearrow}, {@code betweenline}, {@code extraregion}, {@code killer}, {@code odd}, {@code even},
 * {@code min}, {@code max}, {@code arrow}, {@code lk}, {@code sandwich}, {@code xsum}, {@code skyscraper},
 * {@code quad}, {@code clone}, {@code rowindexer}, {@code colindexer}, {@code boxindexer}. The others are
 * rules f-puzzles has no key for and are added as relations or groups here: {@code chess} (cells a given
 * leap apart differ, or never share the listed digits), {@code taxi} (cells a given taxicab distance
 * apart differ), {@code selftaxi} (a digit d never stands twice at taxicab distance d), {@code dnc}
 * (diagonal neighbours are not consecutive), {@code disjointoffset} (the cells at one place of every
 * region differ), {@code knightmare} (cells a knight's move apart do not add up to 5 or 15, or the sums
 * listed).
 */
final class ExtraRules {

    /** Every name taken, for messages. */
    static final String NAMES = "king, knight, chess, taxi, selftaxi, dnc, djg, disjointoffset, dpos, dneg,"
            + " knightmare, thermo, slowthermo, whispers, renban, nabner, entrol, modl, zipper, rsl, palindrome,"
            + " doublearrow, betweenline, extraregion, killer, odd, even, min, max, arrow, lk, sandwich, xsum,"
            + " skyscraper, quad, clone, rowindexer, colindexer, boxindexer";

    private static final Map<String, String> GLOBAL = Map.of("king", "antiking", "knight", "antiknight",
            "dpos", "diagonal+", "dneg", "diagonal-", "djg", "disjointgroups");
    private static final Map<String, String> LINES = Map.ofEntries(Map.entry("thermo", "thermometer"),
            Map.entry("slowthermo", "slowthermometer"), Map.entry("renban", "renban"), Map.entry("nabner", "nabner"),
            Map.entry("entrol", "entropicline"), Map.entry("modl", "modularline"), Map.entry("zipper", "zipperline"),
            Map.entry("rsl", "regionsumline"), Map.entry("palindrome", "palindrome"),
            Map.entry("doublearrow", "doublearrow"), Map.entry("betweenline", "betweenline"));
    private static final Map<String, String> SINGLES = Map.of("odd", "odd", "even", "even", "min", "minimum",
            "max", "maximum");
    private static final Map<String, String> OUTSIDE = Map.of("sandwich", "sandwichsum", "xsum", "xsum",
            "skyscraper", "skyscraper");
    private static final Map<String, String> INDEXERS = Map.of("rowindexer", "rowindexer", "colindexer",
            "columnindexer", "boxindexer", "boxindexer");
    private static final Pattern CLUE = Pattern.compile("(\\d+)[rR](\\d+)[cC](\\d+)");
    private static final Pattern LITTLE_KILLER = Pattern.compile("(\\d+);[rR](\\d+)[cC](\\d+);([UDud][LRlr])");
    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    private final String spec;
    private final String name;
    private final String options;
    private final int n;
    /** The region of each cell (box, irregular region, or row where there are neither). */
    private final int[] regionOf;

    private ExtraRules(String spec, int n, int[] regionOf) {
        this.spec = spec;
        int colon = spec.indexOf(':');
        this.name = (colon < 0 ? spec : spec.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        this.options = colon < 0 ? "" : spec.substring(colon + 1).strip();
        this.n = n;
        this.regionOf = regionOf;
    }

    /**
     * One added rule as f-puzzles holds it, for reading and for writing back: its key and the value to add
     * there ({@code true} for a rule of the whole grid, else one entry of the key's list); null when
     * f-puzzles has no key for it.
     */
    record Entry(String key, Object value) {
    }

    /** The {@code NAME[:OPTIONS]} as given. */
    String spec() {
        return spec;
    }

    static ExtraRules of(String spec, int n, int[] regionOf) {
        return new ExtraRules(spec, n, regionOf);
    }

    /** The rule's f-puzzles entry, or null when f-puzzles has no key for it (see {@link #addDirect}). */
    Entry entry() throws PuzzleFormatException {
        if (GLOBAL.containsKey(name)) {
            noOptions();
            return new Entry(GLOBAL.get(name), Boolean.TRUE);
        }
        if (LINES.containsKey(name)) {
            return new Entry(LINES.get(name), Map.of("lines", List.of(names(oneGroup()))));
        }
        if (SINGLES.containsKey(name)) {
            List<Object> cells = new ArrayList<>();
            for (int c : oneGroup()) {
                cells.add(Map.of("cell", name(c)));
            }
            return new Entry(SINGLES.get(name), cells);
        }
        if (OUTSIDE.containsKey(name)) {
            Matcher m = CLUE.matcher(options);
            if (!m.matches()) {
                throw error("expected the clue and the cell outside the grid, like " + name + ":15r0c3");
            }
            return new Entry(OUTSIDE.get(name), entry("cell", "R" + m.group(2) + "C" + m.group(3), "value", m.group(1)));
        }
        if (INDEXERS.containsKey(name)) {
            return new Entry(INDEXERS.get(name), Map.of("cells", names(oneGroup())));
        }
        return switch (name) {
            case "whispers" -> {
                String[] parts = options.split(";", 2);
                boolean valued = parts.length == 2 && NUMBER.matcher(parts[0].strip()).matches();
                Object line = List.of(names(group(valued ? parts[1] : options)));
                yield new Entry("whispers", valued ? entry("lines", line, "value", parts[0].strip()) : Map.of("lines", line));
            }
            case "killer" -> {
                String[] parts = options.split(";", 2);
                boolean summed = parts.length == 2 && NUMBER.matcher(parts[0].strip()).matches();
                Object cells = names(group(summed ? parts[1] : options));
                yield new Entry("killercage", summed ? entry("cells", cells, "value", parts[0].strip()) : Map.of("cells", cells));
            }
            case "extraregion" -> new Entry("extraregion", Map.of("cells", names(oneGroup())));
            case "arrow" -> {
                List<int[]> groups = groups(options);
                if (groups.size() != 2) {
                    throw error("expected the circle's cells, then the arrow's, like arrow:r1c1;r1c2r1c3");
                }
                int[] circle = groups.get(0);
                int[] line = new int[circle.length + groups.get(1).length];
                System.arraycopy(circle, 0, line, 0, circle.length);
                System.arraycopy(groups.get(1), 0, line, circle.length, groups.get(1).length);
                yield new Entry("arrow", entry("cells", names(circle), "lines", List.of(names(line))));
            }
            case "clone" -> {
                List<int[]> groups = groups(options);
                if (groups.size() != 2) {
                    throw error("expected two groups of cells, like clone:r1c1r1c2;r9c8r9c9");
                }
                yield new Entry("clone", entry("cells", names(groups.get(0)), "cloneCells", names(groups.get(1))));
            }
            case "quad" -> {
                List<Object> values = new ArrayList<>();
                int[] cells = null;
                for (String part : options.split(";")) {
                    if (NUMBER.matcher(part.strip()).matches()) {
                        values.add(Long.parseLong(part.strip()));
                    } else if (!part.isBlank()) {
                        cells = group(part);
                    }
                }
                if (cells == null) {
                    throw error("expected the digits and the cells, like quad:1;2;r1c1r1c2r2c1r2c2");
                }
                yield new Entry("quadruple", entry("cells", names(cells), "values", values));
            }
            case "lk" -> littleKiller();
            case "chess", "taxi", "selftaxi", "dnc", "disjointoffset", "knightmare" -> null;
            default -> throw error("unknown constraint '" + name + "'; expected one of " + NAMES);
        };
    }

    /** A little killer {@code SUM;rXcY;DIR}: from the cell (outside the grid, or the first inside) along DIR. */
    private Entry littleKiller() throws PuzzleFormatException {
        Matcher m = LITTLE_KILLER.matcher(options);
        if (!m.matches()) {
            throw error("expected the total, the cell and the direction, like lk:15;r0c1;DR");
        }
        String dir = m.group(4).toUpperCase(Locale.ROOT);
        int dr = dir.charAt(0) == 'U' ? -1 : 1;
        int dc = dir.charAt(1) == 'L' ? -1 : 1;
        int r = Integer.parseInt(m.group(2)) - 1;
        int c = Integer.parseInt(m.group(3)) - 1;
        if (!inside(r, c)) {
            r += dr;
            c += dc;
        }
        if (!inside(r, c)) {
            throw error("the little killer's cell " + "r" + m.group(2) + "c" + m.group(3) + " does not lead into the grid");
        }
        List<Object> cells = new ArrayList<>();
        String outside = "R" + (r - dr + 1) + "C" + (c - dc + 1);
        for (; inside(r, c); r += dr, c += dc) {
            cells.add(name(r * n + c));
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cell", outside);
        e.put("direction", dir);
        e.put("cells", cells);
        e.put("value", m.group(1));
        return new Entry("littlekillersum", e);
    }

    /** Adds a rule f-puzzles has no key for (an {@link #entry} of null) to the model. */
    void addDirect(RuleModel.Builder b) throws PuzzleFormatException {
        switch (name) {
            case "chess" -> chess(b);
            case "taxi" -> {
                int d = number(options, "a taxicab distance, like taxi:4");
                for (int[] offset : taxicab(d)) {
                    leap(b, offset, RelationKind.NOT_DIFFERENCE, 0, true);
                }
            }
            case "selftaxi" -> {
                noOptions();
                for (int d = 1; d <= n; d++) {
                    for (int[] offset : taxicab(d)) {
                        leap(b, offset, RelationKind.NOT_BOTH, d, true);
                    }
                }
            }
            case "dnc" -> {
                noOptions();
                for (int[] offset : new int[][]{{1, 1}, {1, -1}}) {
                    leap(b, offset, RelationKind.NOT_DIFFERENCE, 1, false);
                }
            }
            case "disjointoffset" -> {
                int k = number(options, "a place in the regions from 1 to " + n + ", like disjointoffset:5");
                if (k < 1 || k > n) {
                    throw error("expected a place in the regions from 1 to " + n + ", not " + k);
                }
                int[] seen = new int[n];
                int[] cells = new int[n];
                int size = 0;
                for (int c = 0; c < n * n; c++) {
                    if (seen[regionOf[c]]++ == k - 1) {
                        cells[size++] = c;
                    }
                }
                b.group(new Group(Group.Kind.REGION, 3 * n + k, java.util.Arrays.copyOf(cells, size)));
            }
            case "knightmare" -> {
                List<Integer> sums = new ArrayList<>();
                for (String s : options.isBlank() ? new String[]{"5", "15"} : options.split(",")) {
                    sums.add(number(s.strip(), "sums separated by commas, like knightmare:5,15"));
                }
                for (int[] offset : new int[][]{{1, 2}, {2, 1}, {1, -2}, {2, -1}}) {
                    for (int sum : sums) {
                        leap(b, offset, RelationKind.NOT_SUM, sum, false);
                    }
                }
            }
            default -> throw new IllegalStateException(name + " has an f-puzzles key");
        }
    }

    /**
     * {@code chess:a,b;c,d;v1,2;r1c1...}: leaps (every sign and order of each offset pair), optionally only
     * for the listed digits ({@code v...}: cells a leap apart never both hold one of them) and only for
     * pairs that touch the listed cells.
     */
    private void chess(RuleModel.Builder b) throws PuzzleFormatException {
        List<int[]> offsets = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        boolean[] only = null;
        for (String raw : options.split(";")) {
            String part = raw.strip();
            if (part.isEmpty()) {
                continue;
            }
            if (part.startsWith("v") || part.startsWith("V")) {
                for (String v : part.substring(1).split(",")) {
                    int value = number(v.strip(), "digits after v, like chess:1,2;v1,9");
                    if (value < 1 || value > n) {
                        throw error("the digit " + value + " is not 1.." + n);
                    }
                    values.add(value);
                }
            } else if (part.startsWith("r") || part.startsWith("R")) {
                only = only == null ? new boolean[n * n] : only;
                for (int c : group(part)) {
                    only[c] = true;
                }
            } else {
                String[] xy = part.split(",");
                if (xy.length != 2) {
                    throw error("expected an offset like 1,2, found '" + part + "'");
                }
                int a = Math.abs(number(xy[0].strip(), "an offset like 1,2"));
                int c = Math.abs(number(xy[1].strip(), "an offset like 1,2"));
                if (a == 0 && c == 0) {
                    throw error("the offset 0,0 leaps nowhere");
                }
                offsets.add(new int[]{a, c});
            }
        }
        if (offsets.isEmpty()) {
            throw error("expected at least one offset, like chess:1,2 (a knight's move)");
        }
        java.util.Set<Long> done = new java.util.HashSet<>();
        for (int[] o : offsets) {
            for (int[] step : new int[][]{{o[0], o[1]}, {o[0], -o[1]}, {o[1], o[0]}, {o[1], -o[0]}}) {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        int r2 = r + step[0];
                        int c2 = c + step[1];
                        if (r2 < r || r2 == r && c2 <= c || !inside(r2, c2)) {
                            continue;
                        }
                        int a = r * n + c;
                        int z = r2 * n + c2;
                        if ((only != null && !only[a] && !only[z]) || !done.add((long) a * n * n + z)) {
                            continue;
                        }
                        if (values.isEmpty()) {
                            if (r != r2 && c != c2 && regionOf[a] != regionOf[z]) {
                                b.relation(new Relation(a, z, RelationKind.NOT_DIFFERENCE, 0));
                            }
                        } else {
                            for (int v : values) {
                                b.relation(new Relation(a, z, RelationKind.NOT_BOTH, v));
                            }
                        }
                    }
                }
            }
        }
    }

    /** The offsets of taxicab distance d with a non-negative row step (each pair of cells once). */
    private static List<int[]> taxicab(int d) {
        List<int[]> out = new ArrayList<>();
        for (int dr = 0; dr <= d; dr++) {
            int dc = d - dr;
            out.add(new int[]{dr, dc});
            if (dr > 0 && dc > 0) {
                out.add(new int[]{dr, -dc});
            }
        }
        return out;
    }

    /**
     * One relation per pair of cells {@code offset} apart (each pair once); with {@code skipShared}, none
     * between cells that share a row, a column or a region, which differ already.
     */
    private void leap(RuleModel.Builder b, int[] offset, RelationKind kind, int param, boolean skipShared) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int r2 = r + offset[0];
                int c2 = c + offset[1];
                if (!inside(r2, c2) || (offset[0] == 0 && offset[1] <= 0)) {
                    continue;
                }
                int a = r * n + c;
                int z = r2 * n + c2;
                if (skipShared && (r == r2 || c == c2 || regionOf[a] == regionOf[z])) {
                    continue;
                }
                b.relation(new Relation(a, z, kind, param));
            }
        }
    }

    private boolean inside(int r, int c) {
        return r >= 0 && r < n && c >= 0 && c < n;
    }

    private void noOptions() throws PuzzleFormatException {
        if (!options.isEmpty()) {
            throw error(name + " takes no options, found '" + options + "'");
        }
    }

    private int number(String s, String expected) throws PuzzleFormatException {
        if (!s.matches("-?\\d{1,6}")) {
            throw error("expected " + expected + ", found '" + s + "'");
        }
        return Integer.parseInt(s);
    }

    private int[] oneGroup() throws PuzzleFormatException {
        List<int[]> groups = groups(options);
        if (groups.size() != 1) {
            throw error("expected one group of cells, like " + name + ":r1c1r1c2r1c3, found " + groups.size());
        }
        return groups.get(0);
    }

    private int[] group(String text) throws PuzzleFormatException {
        List<int[]> groups = groups(text);
        if (groups.size() != 1) {
            throw error("expected one group of cells, found " + groups.size() + " in '" + text + "'");
        }
        return groups.get(0);
    }

    /** The groups of cells of {@code text} (see the class comment), as cell indices. */
    List<int[]> groups(String text) throws PuzzleFormatException {
        List<int[]> out = new ArrayList<>();
        for (String raw : text.split(";")) {
            String g = raw.strip().toLowerCase(Locale.ROOT);
            if (!g.isEmpty()) {
                out.add(cells(g));
            }
        }
        return out;
    }

    /** One group: {@code (r LIST c LIST | d STEPS)+}, a LIST numbers and ranges separated by commas. */
    private int[] cells(String g) throws PuzzleFormatException {
        List<Integer> out = new ArrayList<>();
        int i = 0;
        while (i < g.length()) {
            char ch = g.charAt(i);
            if (ch == 'r') {
                int end = g.indexOf('c', i);
                if (end < 0) {
                    throw error("'" + g + "' has a row without a column; expected cells like r1c1r1c2");
                }
                List<Integer> rows = list(g.substring(i + 1, end), g);
                int stop = end + 1;
                while (stop < g.length() && "0123456789,-".indexOf(g.charAt(stop)) >= 0) {
                    stop++;
                }
                List<Integer> cols = list(g.substring(end + 1, stop), g);
                for (int r : rows) {
                    for (int c : cols) {
                        add(out, r - 1, c - 1, g);
                    }
                }
                i = stop;
            } else if (ch == 'd' && !out.isEmpty()) {
                i++;
                while (i < g.length() && Character.isDigit(g.charAt(i))) {
                    int last = out.get(out.size() - 1);
                    int step = g.charAt(i) - '0';
                    int dr = step >= 7 ? -1 : step <= 3 ? 1 : 0;
                    int dc = step % 3 == 1 ? -1 : step % 3 == 0 ? 1 : 0;
                    if (step == 0) {
                        throw error("'" + g + "' has the direction 0; directions are 1-9 as on a keypad");
                    }
                    add(out, last / n + dr, last % n + dc, g);
                    i++;
                }
            } else {
                throw error("'" + g + "' is not a group of cells; expected cells like r1c1r1c2, r1-3c2 or r1c1d236");
            }
        }
        if (out.isEmpty()) {
            throw error("'" + g + "' names no cell");
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private void add(List<Integer> out, int r, int c, String g) throws PuzzleFormatException {
        if (!inside(r, c)) {
            throw error("'" + g + "' leaves the " + n + "x" + n + " grid at r" + (r + 1) + "c" + (c + 1));
        }
        out.add(r * n + c);
    }

    private List<Integer> list(String s, String g) throws PuzzleFormatException {
        List<Integer> out = new ArrayList<>();
        for (String part : s.split(",")) {
            String[] range = part.split("-", -1);
            if (range.length > 2 || range[0].isEmpty() || !NUMBER.matcher(range[0]).matches()
                    || range.length == 2 && !NUMBER.matcher(range[1]).matches()) {
                throw error("'" + g + "' has the rows or columns '" + s + "'; expected numbers and ranges like 1,3-5");
            }
            int a = Integer.parseInt(range[0]);
            int z = range.length == 2 ? Integer.parseInt(range[1]) : a;
            for (int v = Math.min(a, z); v <= Math.max(a, z); v++) {
                out.add(v);
            }
        }
        return out;
    }

    private List<Object> names(int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return out;
    }

    private String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    private static Map<String, Object> entry(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return m;
    }

    private PuzzleFormatException error(String reason) {
        return new PuzzleFormatException("--constraint " + spec, 0, reason);
    }
}
