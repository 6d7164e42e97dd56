package grid.render;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

/**
 * The sizes of one picture, derived once from the model: cell side, margin and font sizes scale with the
 * board side {@code n} and with the widest symbol, so a 4x4 and a 25x25 board with two-digit symbols are
 * both readable. All lengths are in pixels; both backends draw with the same numbers.
 */
final class Layout {

    /** Average advance of a DejaVu Sans digit, in ems: used to fit labels and size their backgrounds. */
    static final double DIGIT_EM = 0.64;
    /** Half the height of a digit, in ems: centring a digit on a point puts its baseline this far below. */
    static final double HALF_DIGIT_EM = 0.36;
    /** Advance of a bold digit, in ems, with a little to spare: used to fit the cell digits. */
    private static final double BOLD_DIGIT_EM = 0.72;

    private static final double TARGET_BOARD = 560;
    private static final double MAX_CELL = 80;

    final int n;
    final double cell;
    final double margin;
    final int width;
    final int height;
    /** Font size of the cell digits. */
    final double digitSize;
    /** How far below the cell centre the digits' centre sits (room for a cage total above). */
    final double digitDrop;
    /** Font size of cage totals and of numbers in dots. */
    final double smallSize;
    /** Inset of the dashed cage outline from the cell edges. */
    final double cageInset;

    Layout(RuleModel model) {
        n = model.size();
        boolean caged = !model.cages().isEmpty();
        boolean marked = false;
        for (Relation r : model.relations()) {
            marked |= r.kind() == RelationKind.DIFFERENCE || r.kind() == RelationKind.RATIO
                    || r.kind() == RelationKind.LESS_THAN;
        }
        int widest = 1;
        for (int i = 0; i < n; i++) {
            widest = Math.max(widest, Integer.toString(model.symbol(i)).length());
        }
        double minCell = caged ? 44 : 32;
        double side = Math.max(minCell, Math.min(MAX_CELL, Math.round(TARGET_BOARD / n)));
        // Wide symbols need wider cells: keep each digit at least 11 px.
        side = Math.max(side, Math.ceil(12 * BOLD_DIGIT_EM * widest / 0.75));
        cell = side;
        // clues outside the grid (little killers, sandwiches) need a cell's width of margin
        margin = RuleMarks.outside(model) ? side : Math.max(8, Math.round(side / 4));
        width = (int) Math.ceil(2 * margin + n * side);
        height = width;
        // Dots, signs and cage totals sit near the cell edges: leave them room.
        double room = caged || marked ? 0.5 : 0.6;
        digitSize = Math.min(room * side, 0.75 * side / (BOLD_DIGIT_EM * widest));
        digitDrop = caged ? 0.08 * side : 0;
        smallSize = Math.max(9, 0.24 * side);
        cageInset = Math.max(3, 0.09 * side);
    }

    /** Left edge of column {@code c} (c may be n for the right border). */
    double x(int c) {
        return margin + c * cell;
    }

    /** Top edge of row {@code r}. */
    double y(int r) {
        return margin + r * cell;
    }

    /** Width in pixels of a run of digits at font size {@code size} (an estimate both backends share). */
    static double textWidth(String s, double size) {
        return s.length() * DIGIT_EM * size;
    }
}
