package grid.kinds;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.regex.Pattern;

/**
 * Kinds drawn as lines: entries {@code [{lines: [[cell, ...], ...], value?}]}, each line a path of cells
 * that the kind turns into rules ({@link Rule}). On the command line, {@code NAME:CELLS}, or
 * {@code NAME:VALUE;CELLS} for a kind with a value (whispers' difference). The generator walks a random
 * path of king steps and keeps the longest start of it whose values the kind allows.
 *
 * @param distinct  null, or how the digits of a line differ ({@code increasing}, {@code distinct}), so a line
 *                  longer than the side is refused
 * @param fewest    the fewest cells a line may have (a line of fewer is refused)
 * @param ends      what a line of fewer cells lacks, for the message ({@code two ends})
 * @param standard  null for a kind without a value, else the value an entry without one has, by side
 * @param range     the values an entry's value may take (when {@code standard} is not null)
 * @param shortest  the fewest cells of a line the generator makes
 * @param holds     whether the solution's values along a line keep the kind, before the generator's full check
 * @param rule      the rules of one line
 */
record LineForm(String distinct, int fewest, String ends, IntUnaryOperator standard, Range range, int shortest,
                Check holds, Rule rule) implements Form {

    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    /** The rules of one line of a kind. */
    @FunctionalInterface
    interface Rule {
        void add(Line line, RuleModel.Builder b);
    }

    /** Whether the values (1..n) along a line keep a kind, as far as a quick look tells. */
    @FunctionalInterface
    interface Check {
        boolean holds(int[] values, int n);
    }

    /**
     * One line as read.
     *
     * @param label  the kind's label, for the rules that carry it
     * @param cells  the path, in order
     * @param index  which line of the kind, from 0, over all entries
     * @param value  the entry's value, or its standard (0 for a kind without one)
     * @param source the document, for the grid's side and regions
     */
    record Line(String label, int[] cells, int index, int value, Source source) {

        /** The grid's side. */
        int size() {
            return source.size();
        }
    }

    /** A line kind of lines of any length, made from {@code shortest} cells, that {@code holds} checks. */
    static LineForm of(int shortest, Check holds, Rule rule) {
        return new LineForm(null, 1, null, null, null, shortest, holds, rule);
    }

    /** The same, its lines' digits differing ({@code increasing}, {@code distinct}): at most n cells. */
    LineForm differing(String how) {
        return new LineForm(how, fewest, ends, standard, range, shortest, holds, rule);
    }

    /** The same, its lines at least {@code cells} long, lacking {@code what} when shorter. */
    LineForm atLeast(int cells, String what) {
        return new LineForm(distinct, cells, what, standard, range, shortest, holds, rule);
    }

    /** The same, each entry with a value: {@code standard} when it has none, else in {@code range}. */
    LineForm valued(IntUnaryOperator standardValue, Range values) {
        return new LineForm(distinct, fewest, ends, standardValue, values, shortest, holds, rule);
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        int n = source.size();
        List<Line> found = new ArrayList<>();
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            int value = 0;
            if (standard != null) {
                value = e.blank("value") ? standard.applyAsInt(n)
                        : range.check(e, e.number(e.get("value"), e.where() + " value"), n);
            }
            for (Object l : e.list(e.get("lines"), e.where() + " \"lines\"")) {
                int[] cells = e.cells(l, e.where());
                if (distinct != null && cells.length > n) {
                    throw e.error(e.where() + " has " + cells.length + " cells; " + distinct + " digits allow at most " + n);
                }
                if (cells.length < fewest) {
                    throw e.error(e.where() + " has " + (cells.length == 1 ? "one cell" : cells.length + " cells")
                            + "; expected " + ends);
                }
                found.add(new Line(kind.label(), cells, found.size(), value, source));
            }
        }
        for (Line line : found) {
            rule.add(line, b);
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        if (standard == null) {
            return Map.of("lines", List.of(options.names(options.oneGroup())));
        }
        String text = options.text();
        String[] parts = text.split(";", 2);
        boolean valued = parts.length == 2 && NUMBER.matcher(parts[0].strip()).matches();
        Object line = List.of(options.names(options.group(valued ? parts[1] : text)));
        return valued ? Form.fields("lines", line, "value", parts[0].strip()) : Map.of("lines", line);
    }

    /**
     * A line along a random walk of king steps, cut to the longest start of it (at least {@link #shortest}
     * cells) whose values the kind allows; null when none is.
     */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int n = s.size();
        int[] walk = s.walk(shortest + s.random().nextInt(Math.max(1, Math.min(n, 8) - shortest + 1)), true);
        if (walk == null) {
            return null;
        }
        for (int len = walk.length; len >= shortest; len--) {
            int[] cells = Arrays.copyOf(walk, len);
            if (holds.holds(s.values(cells), n)) {
                return Form.fields("lines", List.of(s.names(cells)));
            }
        }
        return null;
    }

    @Override
    public boolean drawsLines() {
        return true;
    }
}
