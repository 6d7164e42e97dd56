package tester.solve;

import grid.model.RuleModel;

/**
 * True candidates as a pencil-mark grid: each cell shows the symbol values some solution puts there,
 * run together when every symbol is one digit ({@code 129}) and comma-separated otherwise
 * ({@code 3,12}), padded to the widest cell; {@code |} and a dashed line (crossing at {@code +}) separate the
 * boxes where the puzzle has them. Symbol masks as in {@link solver.catalog.TrueCandidates}.
 */
final class PencilMarks {

    private PencilMarks() {
    }

    static String text(RuleModel model, long[] candidates) {
        int n = model.size();
        boolean digits = true;
        for (int v : model.symbols()) {
            digits &= v >= 0 && v <= 9;
        }
        String[] fields = new String[n * n];
        int width = 1;
        for (int c = 0; c < n * n; c++) {
            StringBuilder f = new StringBuilder();
            for (long m = candidates[c]; m != 0; m &= m - 1) {
                if (f.length() > 0 && !digits) {
                    f.append(',');
                }
                f.append(model.symbol(Long.numberOfTrailingZeros(m)));
            }
            fields[c] = f.length() == 0 ? "-" : f.toString();
            width = Math.max(width, fields[c].length());
        }
        int boxRows = model.boxRows();
        int boxCols = model.boxCols();
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (r > 0 && boxRows > 0 && r % boxRows == 0) {
                for (int c = 0; c < n; c++) {
                    if (c > 0) {
                        out.append(boxCols > 0 && c % boxCols == 0 ? "-+-" : "-");
                    }
                    out.append("-".repeat(width));
                }
                out.append('\n');
            }
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    line.append(boxCols > 0 && c % boxCols == 0 ? " | " : " ");
                }
                String f = fields[r * n + c];
                line.append(f).append(" ".repeat(width - f.length()));
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** {@code candidates} as rows of lists of symbol values, for JSON. */
    static String json(RuleModel model, long[] candidates) {
        int n = model.size();
        StringBuilder out = new StringBuilder("[");
        for (int r = 0; r < n; r++) {
            out.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < n; c++) {
                out.append(c > 0 ? ",[" : "[");
                boolean first = true;
                for (long m = candidates[r * n + c]; m != 0; m &= m - 1) {
                    out.append(first ? "" : ",").append(model.symbol(Long.numberOfTrailingZeros(m)));
                    first = false;
                }
                out.append(']');
            }
            out.append(']');
        }
        return out.append(']').toString();
    }
}
