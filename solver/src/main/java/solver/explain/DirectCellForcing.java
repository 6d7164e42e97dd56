package solver.explain;

/**
 * Direct cell forcing (Rangsk's solver): whatever an open cell holds, a candidate elsewhere that cannot
 * be true with any of its candidates is not true ({@code r4c4 is 1 or 2, and either forbids 5 in r4c5
 * across the dot}). It takes weak links beyond the houses: with houses alone two different symbols of a
 * cell never forbid the same candidate, so puzzles without other rules skip it.
 *
 * <p>Rated 2.9 by analogy with Sudoku Explainer's generalized intersection (locked candidates seen through
 * any house, 2.9): the same check (every case sees the candidate), over a cell's symbols instead of a
 * house's places. In the family of pointing, as Rangsk's solver gates it.
 */
final class DirectCellForcing implements Technique {

    @Override
    public String name() {
        return "direct cell forcing";
    }

    @Override
    public double er() {
        return 2.9;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!b.hasRules()) {
            return null;
        }
        Links links = b.links();
        long[] live = links.live();
        long[] common = new long[links.words];
        int[] xs = new int[b.n];
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] >= 0 || Long.bitCount(b.cand[c]) < 2) {
                continue;
            }
            int k = 0;
            for (long m = b.cand[c]; m != 0; m &= m - 1) {
                xs[k++] = c * b.n + Long.numberOfTrailingZeros(m);
            }
            links.common(xs, k, live, common);
            long[] lose = new long[b.cand.length];
            Eliminations.add(b, common, lose);
            Step s = Steps.fromMasks(name(), er(), b, lose, name() + ": " + b.cell(c) + " is "
                    + Steps.symbols(b, b.cand[c]) + ", and each of them forbids these");
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
