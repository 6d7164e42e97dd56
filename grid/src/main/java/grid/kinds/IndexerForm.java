package grid.kinds;

import grid.model.Indexer;
import grid.model.RuleModel;

import java.util.List;
import java.util.Map;

/**
 * Indexer cells: entries {@code [{cells: [...]}]}, each listed cell an {@link Indexer} of the line
 * {@link #lineOf} gives it (its row, its column or its region). On the command line,
 * {@code NAME:CELLS}. The generator makes a random cell an indexer.
 *
 * @param lineOf the line a cell indexes
 */
record IndexerForm(LineOf lineOf) implements Form {

    /** The line (in reading order) an indexer cell indexes. */
    @FunctionalInterface
    interface LineOf {
        int[] line(int cell, Source source);
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            for (int cell : e.cells(e.get("cells"), e.where())) {
                int[] line = lineOf.line(cell, source);
                int position = 0;
                while (line[position] != cell) {
                    position++;
                }
                b.constraint(new Indexer(kind.label(), line, position));
            }
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        return Map.of("cells", options.names(options.oneGroup()));
    }

    @Override
    public Object propose(RuleKind kind, Sample s) {
        return Map.of("cells", List.of(s.name(s.cell())));
    }

    /** Row r's cells. */
    static int[] row(int r, int n) {
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = r * n + i;
        }
        return cells;
    }

    /** Column c's cells. */
    static int[] column(int c, int n) {
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i * n + c;
        }
        return cells;
    }
}
