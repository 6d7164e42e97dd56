package grid.kinds;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The kinds that are the grid's own rules, read together because their entries depend on each other (dots
 * and the negatives that read them, cages that may not overlap, diagonals, chess moves: {@link GridRules}),
 * and the cells' own keys, which the f-puzzles reader reads with the cells: their command-line syntax and
 * their proposals are here.
 */
final class OwnForm implements Form {

    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    /** The entry of the kind's key that command-line options state. */
    @FunctionalInterface
    private interface Syntax {
        Object entry(Options options) throws BadEntry;
    }

    /** A proposal of the kind, or null. */
    @FunctionalInterface
    private interface Proposer {
        Object propose(Sample sample);
    }

    /** Whether two neighbours with values x and y carry a mark: null if not, else the mark's value ("" for none). */
    @FunctionalInterface
    interface Mark {
        String of(int x, int y);
    }

    private final Syntax syntax;
    private final Proposer proposer;
    private final boolean inCells;

    private OwnForm(Syntax syntax, Proposer proposer, boolean inCells) {
        this.syntax = syntax;
        this.proposer = proposer;
        this.inCells = inCells;
    }

    /** A rule of the whole grid, {@code key: true}; on the command line, the name alone. */
    static OwnForm flag() {
        return new OwnForm(options -> {
            options.noOptions();
            return Boolean.TRUE;
        }, null, false);
    }

    /**
     * Killer cages {@code [{cells, value?}]}; on the command line {@code killer:SUM;CELLS} or
     * {@code killer:CELLS}. The generator grows 2 to 5 orthogonally joined cells with distinct digits.
     */
    static OwnForm cages() {
        return new OwnForm(options -> {
            String text = options.text();
            String[] parts = text.split(";", 2);
            boolean summed = parts.length == 2 && NUMBER.matcher(parts[0].strip()).matches();
            Object cells = options.names(options.group(summed ? parts[1] : text));
            return summed ? Form.fields("cells", cells, "value", parts[0].strip()) : Map.of("cells", cells);
        }, s -> {
            int[] cells = s.grow(2 + s.random().nextInt(Math.min(4, s.size() - 1)));
            if (cells == null) {
                return null;
            }
            int sum = 0;
            for (int c : cells) {
                sum += s.value(c);
            }
            return Form.fields("cells", s.names(cells), "value", Integer.toString(sum));
        }, false);
    }

    /** Extra regions {@code [{cells}]}; on the command line, {@code extraregion:CELLS}. Grown at random. */
    static OwnForm regions() {
        return new OwnForm(options -> Map.of("cells", options.names(options.oneGroup())), s -> {
            int[] cells = s.grow(3 + s.random().nextInt(Math.max(1, s.size() - 2)));
            return cells == null ? null : Map.of("cells", s.names(cells));
        }, false);
    }

    /**
     * Marks between orthogonal neighbours {@code [{cells: [a, b], value?}]} (dots, XV); no command-line
     * name. The generator puts one between random neighbours whose values carry it.
     */
    static OwnForm pairs(Mark mark) {
        return new OwnForm(null, s -> {
            int n = s.size();
            int a = s.random().nextInt(n * n);
            int b = s.random().nextBoolean() ? a + 1 : a + n;
            if (b >= n * n || (b == a + 1 && b % n == 0)) {
                return null;
            }
            String value = mark.of(s.value(a), s.value(b));
            if (value == null) {
                return null;
            }
            return value.isEmpty() ? Form.fields("cells", s.names(new int[]{a, b}))
                    : Form.fields("cells", s.names(new int[]{a, b}), "value", value);
        }, false);
    }

    /** A rule of the whole grid without command-line name and proposals ({@code negative}, {@code nonconsecutive}). */
    static OwnForm grid() {
        return new OwnForm(null, null, false);
    }

    /**
     * Given pencil marks, a key of the grid's cells ({@code givenPencilMarks: [1, 4]}). A proposal is
     * {@code {at: cell, marks: [...]}}: a random cell, its digit and one or two others.
     */
    static OwnForm pencilMarks() {
        return new OwnForm(null, s -> {
            int at = s.cell();
            List<Long> marks = new ArrayList<>(List.of((long) s.value(at)));
            for (int extra = 1 + s.random().nextInt(2); extra > 0; extra--) {
                long v = 1 + s.random().nextInt(s.size());
                if (!marks.contains(v)) {
                    marks.add(v);
                }
            }
            Collections.sort(marks);
            return Form.fields("at", (long) at, "marks", new ArrayList<Object>(marks));
        }, true);
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) {
        // read with the grid's other own rules, by GridRules
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        if (syntax == null) {
            throw new IllegalStateException(kind.label() + " has no command-line name");
        }
        return syntax.entry(options);
    }

    @Override
    public boolean generated() {
        return proposer != null;
    }

    @Override
    public Object propose(RuleKind kind, Sample sample) {
        return proposer == null ? null : proposer.propose(sample);
    }

    @Override
    public boolean inCells() {
        return inCells;
    }

}
