package solver.explain;

/**
 * k symbols whose places in a house are the same k cells fill those cells, so the cells hold no other
 * symbol: a hidden pair, triple or quad (Sudoku Explainer: 3.4, 4.0, 5.4).
 */
final class HiddenSubset extends Sized {

    private static final String[] NAMES = {"", "", "hidden pair", "hidden triple", "hidden quad"};
    private static final double[] ERS = {0, 0, 3.4, 4.0, 5.4};

    HiddenSubset(int size) {
        super(size, NAMES, ERS);
    }

    @Override
    public Step find(PencilMarks b) {
        int[] pick = new int[size];
        for (int h = 0; h < b.houses.length; h++) {
            int[] house = b.houses[h];
            // where[v]: the positions in the house (bit i for house[i]) where symbol v may go
            long[] where = new long[b.n];
            long placed = 0;
            for (int i = 0; i < house.length; i++) {
                int c = house[i];
                if (b.value[c] >= 0) {
                    placed |= 1L << b.value[c];
                    continue;
                }
                for (long m = b.cand[c]; m != 0; m &= m - 1) {
                    where[Long.numberOfTrailingZeros(m)] |= 1L << i;
                }
            }
            Step s = search(b, h, where, placed, pick, 0, 0, 0L);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private Step search(PencilMarks b, int h, long[] where, long placed, int[] pick, int depth, int from, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return null;
            }
            long keep = 0;
            for (int v : pick) {
                keep |= 1L << v;
            }
            int[] house = b.houses[h];
            int[] cells = new int[size];
            long[] masks = new long[size];
            int k = 0;
            StringBuilder who = new StringBuilder();
            for (long m = union; m != 0; m &= m - 1) {
                int c = house[Long.numberOfTrailingZeros(m)];
                cells[k] = c;
                masks[k++] = ~keep;
                who.append(who.length() > 0 ? ", " : "").append(b.cell(c));
            }
            return elimination(b, cells, masks, k, name() + " " + Steps.symbols(b, keep) + " in " + who + " ("
                    + b.house(h) + ")");
        }
        for (int v = from; v < b.n; v++) {
            long w = where[v];
            if ((placed >>> v & 1) != 0 || w == 0 || Long.bitCount(w) > size) {
                continue;
            }
            long u = union | w;
            if (Long.bitCount(u) > size) {
                continue;
            }
            pick[depth] = v;
            Step s = search(b, h, where, placed, pick, depth + 1, v + 1, u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
