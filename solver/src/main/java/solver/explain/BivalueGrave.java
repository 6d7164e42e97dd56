package solver.explain;

/**
 * BUG+1, the bivalue universal grave plus one (only on request: it assumes the puzzle has one solution).
 * When every open cell has two candidates but one cell, which has three, and without one symbol d of that
 * cell every house would have each symbol in two places or none (usually d has three places in each of the
 * cell's houses): that position, a bivalue universal grave, has no solution or two. So the cell holds d. Sudoku Explainer rates it 5.6 (BUG type
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

    /** Whether, with symbol d gone from cell {@code odd}, every house has each symbol in two places or none. */
    private static boolean grave(PencilMarks b, int[][] places, int odd, int d) {
        for (int h = 0; h < b.houses.length; h++) {
            boolean mine = Steps.contains(b.houses[h], odd);
            for (int v = 0; v < b.n; v++) {
                int k = places[h][v] - (mine && v == d ? 1 : 0);
                if (k != 0 && k != 2) {
                    return false;
                }
            }
        }
        return true;
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
        for (int h = 0; h < b.houses.length; h++) {
            for (int c : b.houses[h]) {
                for (long m = b.value[c] < 0 ? b.cand[c] : 0; m != 0; m &= m - 1) {
                    places[h][Long.numberOfTrailingZeros(m)]++;
                }
            }
        }
        // the symbol of the cell without which every house has each symbol in two places or none (at most one
        // can be: in the cell's houses its count is odd, the others' even)
        long three = 0;
        for (long m = b.cand[odd]; m != 0; m &= m - 1) {
            int d = Long.numberOfTrailingZeros(m);
            if (grave(b, places, odd, d)) {
                three |= 1L << d;
            }
        }
        if (Long.bitCount(three) != 1) {
            return null;
        }
        int v = Long.numberOfTrailingZeros(three);
        return placement(odd, v, b.cell(odd) + " = " + b.symbol(v) + ": every other open cell has two candidates, "
                + "and without " + b.symbol(v) + " here every symbol would have two places or none in each house, "
                + "a position with no solution or two");
    }
}
