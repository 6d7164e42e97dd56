package grid.io;

import grid.model.RuleModel;

/**
 * Plain-text forms of a grid: value lines joined by a separator (the output files), and the readable
 * picture with aligned columns and box borders that {@code toString()} shows.
 */
public final class GridText {

    private GridText() {
    }

    /** n lines of n symbol values joined by {@code separator}, blanks as '.', each line ending in '\n'. */
    public static String joined(RuleModel model, int[] cells, String separator) {
        int n = model.size();
        StringBuilder sb = new StringBuilder(n * n * 3);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(separator);
                }
                int v = cells[r * n + c];
                if (v < 0) {
                    sb.append('.');
                } else {
                    sb.append(model.symbol(v));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A picture with columns aligned to the widest symbol and '|' / '-' borders between boxes. */
    public static String picture(RuleModel model, int[] cells) {
        int n = model.size();
        int width = 1;
        for (int i = 0; i < n; i++) {
            width = Math.max(width, Integer.toString(model.symbol(i)).length());
        }
        int br = model.boxRows();
        int bc = model.boxCols();
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < n; c++) {
            if (bc > 0 && c > 0 && c % bc == 0) {
                rule.append("+-");
            }
            rule.append("-".repeat(width + 1));
        }
        rule.setLength(rule.length() - 1);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (br > 0 && r > 0 && r % br == 0) {
                sb.append(rule).append('\n');
            }
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(bc > 0 && c % bc == 0 ? " | " : " ");
                }
                int v = cells[r * n + c];
                String s = v < 0 ? "." : Integer.toString(model.symbol(v));
                sb.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
