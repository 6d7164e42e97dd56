package grid.io;

import grid.kinds.BadEntry;
import grid.kinds.Options;
import grid.kinds.RuleKind;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Rules added to an f-puzzles puzzle from outside its JSON, each given as {@code NAME[:OPTIONS]} with the
 * constraint names and options of Rangsk's SudokuSolver command line ({@code -c}). Cells are written as
 * there: {@code r1c1r1c2}, rows and columns as lists and ranges ({@code r1-3c2}, {@code r1,5c1-9}), or a
 * start cell and then steps in the directions of a numeric keypad ({@code r1c1d236}: down, right, down
 * and right); several groups are separated by {@code ;}.
 *
 * <p>The names are the {@link RuleKind}s' command-line names, and each kind reads its own options. A kind
 * that f-puzzles has a key for becomes an entry of that key, read by the same reader as the puzzle's own
 * ({@link FPuzzlesFormat}); the others ({@code chess}, {@code taxi}, {@code selftaxi}, {@code dnc},
 * {@code disjointoffset}, {@code knightmare}) add their relations or groups to the model directly.
 */
final class ExtraRules implements Options {

    /** Every name taken, for messages. */
    static final String NAMES = String.join(", ", RuleKind.optionNames());

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
        RuleKind kind = kind();
        try {
            Object value = kind.entry(this);
            return value == null ? null : new Entry(kind.key().orElseThrow(), value);
        } catch (BadEntry e) {
            throw error(e);
        }
    }

    /** Adds a rule f-puzzles has no key for (an {@link #entry} of null) to the model. */
    void addDirect(RuleModel.Builder b) throws PuzzleFormatException {
        try {
            kind().addDirect(this, b);
        } catch (BadEntry e) {
            throw error(e);
        }
    }

    private RuleKind kind() throws PuzzleFormatException {
        return RuleKind.byOption(name).orElseThrow(() -> error(error("unknown constraint '" + name
                + "'; expected one of " + NAMES)));
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public int region(int cell) {
        return regionOf[cell];
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String text() {
        return options;
    }

    private boolean inside(int r, int c) {
        return r >= 0 && r < n && c >= 0 && c < n;
    }

    @Override
    public void noOptions() throws BadEntry {
        if (!options.isEmpty()) {
            throw error(name + " takes no options, found '" + options + "'");
        }
    }

    @Override
    public int number(String s, String expected) throws BadEntry {
        if (!s.matches("-?\\d{1,6}")) {
            throw error("expected " + expected + ", found '" + s + "'");
        }
        return Integer.parseInt(s);
    }

    @Override
    public int[] oneGroup() throws BadEntry {
        List<int[]> groups = groups(options);
        if (groups.size() != 1) {
            throw error("expected one group of cells, like " + name + ":r1c1r1c2r1c3, found " + groups.size());
        }
        return groups.get(0);
    }

    @Override
    public int[] group(String text) throws BadEntry {
        List<int[]> groups = groups(text);
        if (groups.size() != 1) {
            throw error("expected one group of cells, found " + groups.size() + " in '" + text + "'");
        }
        return groups.get(0);
    }

    /** The groups of cells of {@code text} (see the class comment), as cell indices. */
    @Override
    public List<int[]> groups(String text) throws BadEntry {
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
    private int[] cells(String g) throws BadEntry {
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

    private void add(List<Integer> out, int r, int c, String g) throws BadEntry {
        if (!inside(r, c)) {
            throw error("'" + g + "' leaves the " + n + "x" + n + " grid at r" + (r + 1) + "c" + (c + 1));
        }
        out.add(r * n + c);
    }

    private List<Integer> list(String s, String g) throws BadEntry {
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

    @Override
    public List<Object> names(int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return out;
    }

    @Override
    public String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    @Override
    public BadEntry error(String reason) {
        return new BadEntry(0, reason);
    }

    private PuzzleFormatException error(BadEntry e) {
        return new PuzzleFormatException("--constraint " + spec, 0, e.reason());
    }
}
