package grid.kinds;

import grid.model.Quadruple;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Quadruples: entries {@code [{cells, values}]}, the cells around a corner holding every listed value (a
 * {@link Quadruple}). On the command line, {@code quad:DIGIT;DIGIT;...;CELLS}. The generator takes the four
 * cells around a random corner and two to four of their digits.
 */
final class QuadrupleForm implements Form {

    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        int n = source.size();
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            int[] cells = e.cells(e.get("cells"), e.where());
            List<?> listed = e.list(e.get("values"), e.where() + " \"values\"");
            if (cells.length > 4 || listed.isEmpty() || listed.size() > cells.length) {
                throw e.error(e.where() + " has " + cells.length + " cells and " + listed.size()
                        + " values; expected up to 4 cells and 1 to that many values");
            }
            int[] values = new int[listed.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = e.number(listed.get(i), e.where() + " value");
                if (values[i] < 1 || values[i] > n) {
                    throw e.error(e.where() + " lists " + values[i] + "; expected 1.." + n);
                }
            }
            b.constraint(new Quadruple(cells, values));
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        List<Object> values = new ArrayList<>();
        int[] cells = null;
        for (String part : options.text().split(";")) {
            if (NUMBER.matcher(part.strip()).matches()) {
                values.add(Long.parseLong(part.strip()));
            } else if (!part.isBlank()) {
                cells = options.group(part);
            }
        }
        if (cells == null) {
            throw options.error("expected the digits and the cells, like quad:1;2;r1c1r1c2r2c1r2c2");
        }
        return Form.fields("cells", options.names(cells), "values", values);
    }

    /** The four cells around a random corner and two to four of their digits. */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int n = s.size();
        int r = s.random().nextInt(n - 1);
        int c = s.random().nextInt(n - 1);
        int[] cells = {r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1};
        int count = 2 + s.random().nextInt(3);
        List<Object> values = new ArrayList<>();
        for (int i : Arrays.copyOf(s.permutation(4), count)) {
            values.add((long) s.value(cells[i]));
        }
        return Form.fields("cells", s.names(cells), "values", values);
    }

}
