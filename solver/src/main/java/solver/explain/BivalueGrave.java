package solver.explain;

/**
 * BUG+1, the bivalue universal grave plus one (only on request: it assumes the puzzle has one solution).
 * When every open cell has two candidates but one cell, which has three, and every symbol has two places
 * or none in every house but for one symbol of that cell, which has three places in each of its houses:
 * without that symbol there, every house would hold each of its symbols in exactly two cells, a position
 * with no solution or with two. So the cell holds that symbol. Sudoku Explainer rates it 5.6 (BUG type
 * 1). Only on a plain Sudoku ({@link Uniqueness#plainSudoku}).
 */
final class BivalueGrave implements Technique {

    @Override
    public String name() {
        return "BUG+1";
    }

    @Override
    public double er() {
        return 5.6;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!Uniqueness.plainSudoku(b)) {
            return null;
        }
        int odd = -1;
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] >= 0) {
                continue;
            }
            int k = Long.bitCount(b.cand[c]);
            if (k == 3 && odd < 0) {
                odd = c;
            } else if (k != 2) {
                return null;
            }
        }
        if (odd < 0) {
            return null;
        }
        // places[h][v]: the places of symbol v in house h
        int[][] places = new int[b.houses.length][b.n];
        long three = b.cand[odd];
        for (int h = 0; h < b.houses.length; h++) {
            for (int c : b.houses[h]) {
                for (long m = b.value[c] < 0 ? b.cand[c] : 0; m != 0; m &= m - 1) {
                    places[h][Long.numberOfTrailingZeros(m)]++;
                }
            }
            if (Steps.contains(b.houses[h], odd)) {
                for (long m = b.cand[odd]; m != 0; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    three &= places[h][v] == 3 ? -1L : ~(1L << v);
                }
            }
        }
        if (Long.bitCount(three) != 1) {
            return null;
        }
        // without that symbol in the cell, every house has each symbol in two places or none
        for (int h = 0; h < b.houses.length; h++) {
            boolean mine = Steps.contains(b.houses[h], odd);
            for (int v = 0; v < b.n; v++) {
                int k = places[h][v] - (mine && (three >>> v & 1) != 0 ? 1 : 0);
                if (k != 0 && k != 2) {
                    return null;
                }
            }
        }
        int v = Long.numberOfTrailingZeros(three);
        return placement(odd, v, b.cell(odd) + " = " + b.symbol(v) + ": every other open cell has two candidates "
                + "and every other symbol two places in each house, so without " + b.symbol(v) + " here the grid "
                + "would have no solution or two");
    }
}
