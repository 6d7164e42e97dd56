package grid.kinds;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.List;

/**
 * Clones: entries {@code [{cells, cloneCells}]}, the i-th cells of both holding the same digit (an "equal"
 * relation per pair). On the command line, {@code clone:CELLS;CELLS}. The generator takes a cell or two and
 * the same shape shifted to where the solution has the same digits.
 */
final class CloneForm implements Form {

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            int[] cells = e.cells(e.get("cells"), e.where());
            int[] copies = e.cells(e.get("cloneCells"), e.where() + " cloneCells");
            if (cells.length != copies.length) {
                throw e.error(e.where() + " has " + cells.length + " cells and " + copies.length
                        + " clone cells; expected as many of each");
            }
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] != copies[i]) {
                    b.relation(new Relation(cells[i], copies[i], RelationKind.EQUAL, 0));
                }
            }
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        List<int[]> groups = options.groups(options.text());
        if (groups.size() != 2) {
            throw options.error("expected two groups of cells, like clone:r1c1r1c2;r9c8r9c9");
        }
        return Form.fields("cells", options.names(groups.get(0)), "cloneCells", options.names(groups.get(1)));
    }

    /** A cell or two and the same shape shifted elsewhere, holding the same digits. */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int n = s.size();
        int[] shape = s.walk(1 + s.random().nextInt(2), false);
        if (shape == null) {
            return null;
        }
        int dr = s.random().nextInt(2 * n - 1) - (n - 1);
        int dc = s.random().nextInt(2 * n - 1) - (n - 1);
        int[] copy = new int[shape.length];
        for (int i = 0; i < shape.length; i++) {
            int r = shape[i] / n + dr;
            int c = shape[i] % n + dc;
            if (r < 0 || r >= n || c < 0 || c >= n || s.value(r * n + c) != s.value(shape[i]) || r * n + c == shape[i]) {
                return null;
            }
            copy[i] = r * n + c;
        }
        return Form.fields("cells", s.names(shape), "cloneCells", s.names(copy));
    }

}
