package grid.kinds;

import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Kinds that mark single cells: entries {@code [{cell: "R1C1"}]}. On the command line, {@code NAME:CELLS}
 * (every cell of the group marked). The generator marks a random cell.
 *
 * @param rule the rules of the kind's marked cells, all of them at once (a minimum cell's rule depends on
 *             which of its neighbours are marked)
 */
record MarkForm(Rule rule) implements Form {

    /** The rules of every cell a kind marks. */
    @FunctionalInterface
    interface Rule {
        void add(int[] cells, Source source, RuleModel.Builder b) throws BadEntry;
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        rule.add(cells(source, kind.jsonKey(), kind.label()), source, b);
    }

    /** The cells the entries of {@code key} mark. */
    static int[] cells(Source source, String key, String label) throws BadEntry {
        List<Entry> entries = source.entries(key, label);
        int[] out = new int[entries.size()];
        for (int k = 0; k < out.length; k++) {
            Entry e = entries.get(k);
            out[k] = e.cells(List.of(String.valueOf(e.get("cell"))), e.where())[0];
        }
        return out;
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        List<Object> cells = new ArrayList<>();
        for (int c : options.oneGroup()) {
            cells.add(Map.of("cell", options.name(c)));
        }
        return cells;
    }

    @Override
    public Object propose(RuleKind kind, Sample s) {
        return Map.of("cell", s.name(s.cell()));
    }
}
