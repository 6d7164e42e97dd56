package solver.explain;

import grid.model.Group;

/**
 * A symbol that has one place left in a house goes there. Rated as Sudoku Explainer rates it: 1.0 when
 * the cell is the house's last open cell, 1.2 in a box, 1.5 in a row, column or other house; the easiest
 * is taken first.
 */
final class HiddenSingle implements Technique {

    @Override
    public String name() {
        return "hidden single";
    }

    @Override
    public double er() {
        return 1.0;
    }

    @Override
    public Step find(PencilMarks b) {
        Step box = null;
        Step other = null;
        for (int h = 0; h < b.houses.length; h++) {
            long placed = 0;
            long once = 0;
            long twice = 0;
            int open = 0;
            for (int c : b.houses[h]) {
                if (b.value[c] >= 0) {
                    placed |= 1L << b.value[c];
                } else {
                    open++;
                    twice |= once & b.cand[c];
                    once |= b.cand[c];
                }
            }
            long single = once & ~twice & ~placed;
            if (single == 0) {
                continue;
            }
            int v = Long.numberOfTrailingZeros(single);
            int cell = -1;
            for (int c : b.houses[h]) {
                if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                    cell = c;
                    break;
                }
            }
            String text = b.cell(cell) + " = " + b.symbol(v) + ": the only place for " + b.symbol(v) + " in "
                    + b.house(h);
            if (open == 1) {
                return new Step("full house", 1.0, new int[]{cell, v}, new int[0], new long[0],
                        b.cell(cell) + " = " + b.symbol(v) + ": the last open cell of " + b.house(h));
            }
            boolean inBox = b.groups[h].kind() == Group.Kind.BOX;
            if (inBox && box == null) {
                box = new Step(name(), 1.2, new int[]{cell, v}, new int[0], new long[0], text);
            } else if (!inBox && other == null) {
                other = new Step(name(), 1.5, new int[]{cell, v}, new int[0], new long[0], text);
            }
        }
        return box != null ? box : other;
    }
}
