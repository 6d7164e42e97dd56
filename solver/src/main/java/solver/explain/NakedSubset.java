package solver.explain;

/**
 * k open cells of a house whose candidates together are k symbols hold those symbols, so what sees every
 * cell of the k holding a symbol cannot be that symbol: a naked pair, triple or quad (Sudoku Explainer:
 * 3.0, 3.6, 5.0). What "sees" means comes from the weak links of every rule, so a locked pair clears both
 * of its houses and a pair next to a dot clears what the dot forbids.
 */
final class NakedSubset extends Sized {

    private static final String[] NAMES = {"", "", "naked pair", "naked triple", "naked quad"};
    private static final double[] ERS = {0, 0, 3.0, 3.6, 5.0};

    NakedSubset(int size) {
        super(size, NAMES, ERS);
    }

    @Override
    public Step find(PencilMarks b) {
        int[] open = new int[b.n];
        int[] pick = new int[size];
        Links links = b.links();
        long[] live = links.live();
        for (int h = 0; h < b.houses.length; h++) {
            int count = 0;
            int free = 0;
            for (int c : b.houses[h]) {
                if (b.value[c] < 0) {
                    free++;
                    if (Long.bitCount(b.cand[c]) <= size) {
                        open[count++] = c;
                    }
                }
            }
            if (free <= size) {
                continue;
            }
            Step s = search(b, links, live, h, open, count, pick, 0, 0, 0L);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private Step search(PencilMarks b, Links links, long[] live, int h, int[] open, int count, int[] pick, int depth,
                        int from, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return null;
            }
            long[] lose = Eliminations.ofSet(b, links, live, pick, size, union);
            return Steps.fromMasks(name(), er(), b, lose, name() + " " + Steps.symbols(b, union) + " in "
                    + Steps.cells(b, pick, size) + " (" + b.house(h) + ")");
        }
        for (int i = from; i < count; i++) {
            long u = union | b.cand[open[i]];
            if (Long.bitCount(u) > size) {
                continue;
            }
            pick[depth] = open[i];
            Step s = search(b, links, live, h, open, count, pick, depth + 1, i + 1, u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
