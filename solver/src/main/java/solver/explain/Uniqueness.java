package solver.explain;

import grid.model.Group;

/**
 * When the uniqueness techniques may run: they assume the puzzle has one solution and argue that a
 * pattern whose two symbols could be swapped would give a second one. That swap keeps the rules only on
 * a plain Sudoku: the standard rows, columns and boxes and no other rule (a cage, a dot, a diagonal could
 * tell the two symbols apart). Used only when a person asks for them ({@code Settings.withUniqueness}).
 */
final class Uniqueness {

    private Uniqueness() {
    }

    /**
     * Whether {@code b} is a plain Sudoku: its groups are exactly the n rows, n columns and n boxes of the
     * model's box shape, and it has no cage, relation or other rule.
     */
    static boolean plainSudoku(PencilMarks b) {
        if (b.hasRules() || !Fish.linesAreHouses(b) || b.model.boxRows() * b.model.boxCols() != b.n) {
            return false;
        }
        int boxes = 0;
        for (Group g : b.model.groups()) {
            switch (g.kind()) {
                case ROW, COLUMN -> {
                    if (g.size() != b.n) {
                        return false;
                    }
                }
                case BOX -> {
                    if (!standardBox(b, g)) {
                        return false;
                    }
                    boxes++;
                }
                default -> {
                    return false;
                }
            }
        }
        return boxes == b.n && b.model.groups().size() == 3 * b.n;
    }

    /** Whether group {@code g} is box number {@code g.index()} of the model's box shape (boxes numbered row-major). */
    private static boolean standardBox(PencilMarks b, Group g) {
        int rows = b.model.boxRows();
        int cols = b.model.boxCols();
        int perBand = b.n / cols;
        int top = g.index() / perBand * rows;
        int left = g.index() % perBand * cols;
        if (g.size() != b.n) {
            return false;
        }
        for (int c : g.cells()) {
            int r = b.model.row(c) - top;
            int k = b.model.col(c) - left;
            if (r < 0 || r >= rows || k < 0 || k >= cols) {
                return false;
            }
        }
        return true;
    }

    /** The box of a cell in a plain Sudoku. */
    static int box(PencilMarks b, int cell) {
        return b.model.row(cell) / b.model.boxRows() * (b.n / b.model.boxCols()) + b.model.col(cell) / b.model.boxCols();
    }
}
