package solver.explain;

/** A cell with one candidate left holds it (Sudoku Explainer: 2.3). */
final class NakedSingle implements Technique {

    @Override
    public String name() {
        return "naked single";
    }

    @Override
    public double er() {
        return 2.3;
    }

    @Override
    public Step find(PencilMarks b) {
        for (int c = 0; c < b.cand.length; c++) {
            long m = b.cand[c];
            if (b.value[c] < 0 && m != 0 && (m & (m - 1)) == 0) {
                int v = Long.numberOfTrailingZeros(m);
                return placement(c, v, b.cell(c) + " = " + b.symbol(v) + ": the only candidate left in the cell");
            }
        }
        return null;
    }
}
