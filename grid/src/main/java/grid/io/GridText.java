package grid.io;

import grid.model.Cage;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.util.List;

/**
 * Plain-text forms of a grid: value lines joined by a separator (the output files), and the readable
 * picture with aligned columns and box borders that {@code toString()} shows. The picture carries every
 * rule a person needs to check an answer by eye: the signs and dots between neighbouring cells are drawn
 * between them, and killer cages follow as a map of cage letters with each letter's total, since a cage
 * boundary cannot be drawn in a line of text.
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

    /**
     * The picture of {@link #picture} with the puzzle's marks: between two neighbouring cells in a row
     * {@code <} / {@code >} for a Futoshiki sign, {@code o} for a white dot (differ by the dot's value,
     * 1 in Kropki), {@code *} for a black dot (one is the dot's value times the other, 2 in Kropki),
     * {@code X} / {@code V} for an f-puzzles XV mark (the two add up to 10 / 5); the same marks on a line
     * between two rows, with {@code ^} / {@code v} for a sign whose smaller cell
     * is the upper / lower one. Killer cages follow ({@link #cageMap}). A puzzle with neither is drawn
     * exactly as {@link #picture} draws it.
     */
    public static String marked(RuleModel model, int[] cells) {
        char[] right = new char[model.cellCount()];
        char[] below = new char[model.cellCount()];
        boolean any = neighbourMarks(model, right, below);
        String grid = any ? withMarks(model, cells, right, below) : picture(model, cells);
        return model.cages().isEmpty() ? grid : grid + cageMap(model);
    }

    /** Fills the mark to the right of and below each cell; true if there is any. */
    private static boolean neighbourMarks(RuleModel model, char[] right, char[] below) {
        int n = model.size();
        boolean any = false;
        for (Relation r : model.relations()) {
            int a = Math.min(r.a(), r.b());
            int b = Math.max(r.a(), r.b());
            boolean across = b == a + 1 && model.row(a) == model.row(b);
            boolean down = b == a + n;
            char mark = mark(r, a == r.a(), across);
            if (mark == 0 || !(across || down)) {
                continue;
            }
            (across ? right : below)[a] = mark;
            any = true;
        }
        return any;
    }

    /** The mark of relation {@code r} drawn after (right of or below) its first cell, 0 for none. */
    private static char mark(Relation r, boolean inOrder, boolean across) {
        if (r.kind() == RelationKind.DIFFERENCE) {
            return 'o';
        }
        if (r.kind() == RelationKind.RATIO) {
            return '*';
        }
        if (r.kind() == RelationKind.SUM && (r.param() == 10 || r.param() == 5)) {
            return r.param() == 10 ? 'X' : 'V';
        }
        if (r.kind() == RelationKind.LESS_THAN) {
            // inOrder: the upper or left cell must be the smaller one.
            if (across) {
                return inOrder ? '<' : '>';
            }
            return inOrder ? '^' : 'v';
        }
        return 0;
    }

    private static String withMarks(RuleModel model, int[] cells, char[] right, char[] below) {
        int n = model.size();
        int width = 1;
        for (int i = 0; i < n; i++) {
            width = Math.max(width, Integer.toString(model.symbol(i)).length());
        }
        int bc = model.boxCols();
        int br = model.boxRows();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            StringBuilder under = new StringBuilder();
            boolean marksBelow = false;
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                int v = cells[cell];
                String s = v < 0 ? "." : Integer.toString(model.symbol(v));
                sb.append(" ".repeat(width - s.length())).append(s);
                char m = below[cell];
                under.append(" ".repeat(width - 1)).append(m == 0 ? ' ' : m);
                marksBelow |= m != 0;
                if (c + 1 < n) {
                    char h = right[cell];
                    boolean border = bc > 0 && (c + 1) % bc == 0;
                    sb.append(' ').append(h != 0 ? h : border ? '|' : ' ').append(' ');
                    under.append("   ");
                }
            }
            sb.append('\n');
            boolean boxLine = br > 0 && r + 1 < n && (r + 1) % br == 0;
            if (marksBelow || (boxLine && bc > 0)) {
                String line = boxLine ? under.toString().replace(' ', '-') : under.toString().stripTrailing();
                sb.append(line).append('\n');
            } else if (r + 1 < n) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * Killer cages as text: the grid again with each cell's cage letter ({@code a}..{@code z},
     * {@code A}..{@code Z}, then two letters), and one line per row of cages naming each letter's total,
     * e.g. {@code a=5 b=8 c=17}. Cells in no cage show {@code .}.
     */
    public static String cageMap(RuleModel model) {
        int n = model.size();
        List<Cage> cages = model.cages();
        String[] label = new String[model.cellCount()];
        int width = 1;
        for (int k = 0; k < cages.size(); k++) {
            String name = cageLabel(k);
            width = Math.max(width, name.length());
            for (int cell : cages.get(k).cells()) {
                label[cell] = name;
            }
        }
        int bc = model.boxCols();
        StringBuilder sb = new StringBuilder("cages:\n");
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(bc > 0 && c % bc == 0 ? " | " : " ");
                }
                String s = label[r * n + c] == null ? "." : label[r * n + c];
                sb.append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        StringBuilder totals = new StringBuilder();
        for (int k = 0; k < cages.size(); k++) {
            String item = cageLabel(k) + "=" + cages.get(k).sum();
            if (totals.length() > 0 && totals.length() + 1 + item.length() > 78) {
                sb.append(totals).append('\n');
                totals.setLength(0);
            }
            totals.append(totals.length() > 0 ? " " : "").append(item);
        }
        return sb.append(totals).append('\n').toString();
    }

    /** The {@code k}-th cage letter: a..z, A..Z, then pairs of them. */
    static String cageLabel(int k) {
        String letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        int base = letters.length();
        return k < base ? String.valueOf(letters.charAt(k))
                : cageLabel(k / base - 1) + letters.charAt(k % base);
    }
}
