package solver.explain;

/**
 * k open cells of a house whose candidates together are k symbols hold those symbols, so the house's
 * other cells cannot: a naked pair, triple or quad.
 */
final class NakedSubset extends SizedTechnique {

    private static final String[] NAMES = {"", "", "naked pair", "naked triple", "naked quad"};

    NakedSubset(int size) {
        super(size, NAMES, 3);
    }

    @Override
    public Step find(PencilMarks b) {
        int[] open = new int[b.n];
        int[] pick = new int[size];
        for (int h = 0; h < b.houses.length; h++) {
            int count = 0;
            for (int c : b.houses[h]) {
                if (b.value[c] < 0 && Long.bitCount(b.cand[c]) <= size) {
                    open[count++] = c;
                }
            }
            Step s = search(b, h, open, count, pick, 0, 0, 0L);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private Step search(PencilMarks b, int h, int[] open, int count, int[] pick, int depth, int from, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return null;
            }
            int[] cells = new int[b.n];
            long[] masks = new long[b.n];
            int k = 0;
            for (int c : b.houses[h]) {
                if (!PointingClaiming.contains(pick, c)) {
                    cells[k] = c;
                    masks[k++] = union;
                }
            }
            StringBuilder who = new StringBuilder();
            for (int c : pick) {
                who.append(who.length() > 0 ? ", " : "").append(b.cell(c));
            }
            return elimination(b, cells, masks, k, name() + " " + Explainer.symbols(b, union) + " in " + who + " ("
                    + b.house(h) + ")");
        }
        for (int i = from; i < count; i++) {
            long u = union | b.cand[open[i]];
            if (Long.bitCount(u) > size) {
                continue;
            }
            pick[depth] = open[i];
            Step s = search(b, h, open, count, pick, depth + 1, i + 1, u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
