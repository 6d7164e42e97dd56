package solver.explain;

import grid.model.Group;

/**
 * k rows in which a symbol's places all fall in the same k columns take the symbol in those columns, so
 * the columns' other cells cannot hold it (and the same with rows and columns swapped): X-Wing (k = 2),
 * Swordfish (3), Jellyfish (4); Sudoku Explainer rates them 3.2, 3.8, 5.2.
 */
final class Fish extends Sized {

    private static final String[] NAMES = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
    private static final double[] ERS = {0, 0, 3.2, 3.8, 5.2};

    Fish(int size) {
        super(size, NAMES, ERS);
    }

    @Override
    public Step find(PencilMarks b) {
        for (boolean byRows : new boolean[]{true, false}) {
            for (int v = 0; v < b.n; v++) {
                // lines[i]: the positions across line i where v may go, 0 when v is placed in it
                long[] lines = new long[b.n];
                int[] index = new int[b.n];
                int count = 0;
                for (int h = 0; h < b.houses.length; h++) {
                    if (b.groups[h].kind() != (byRows ? Group.Kind.ROW : Group.Kind.COLUMN)) {
                        continue;
                    }
                    long m = 0;
                    boolean placed = false;
                    for (int c : b.houses[h]) {
                        placed |= b.value[c] == v;
                        if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                            m |= 1L << (byRows ? b.model.col(c) : b.model.row(c));
                        }
                    }
                    if (!placed && Long.bitCount(m) >= 2 && Long.bitCount(m) <= size) {
                        lines[count] = m;
                        index[count++] = byRows ? b.model.row(b.houses[h][0]) : b.model.col(b.houses[h][0]);
                    }
                }
                Step s = search(b, v, byRows, lines, index, count, new int[size], 0, 0, 0L);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    private Step search(PencilMarks b, int v, boolean byRows, long[] lines, int[] index, int count, int[] pick, int depth,
                        int from, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return null;
            }
            long base = 0;
            for (int i : pick) {
                base |= 1L << index[i];
            }
            int[] cells = new int[size * b.n];
            long[] masks = new long[size * b.n];
            int k = 0;
            for (long m = union; m != 0; m &= m - 1) {
                int cover = Long.numberOfTrailingZeros(m);
                for (int other = 0; other < b.n; other++) {
                    if ((base >>> other & 1) == 0) {
                        cells[k] = byRows ? other * b.n + cover : cover * b.n + other;
                        masks[k++] = 1L << v;
                    }
                }
            }
            String lineName = byRows ? "rows" : "columns";
            String coverName = byRows ? "columns" : "rows";
            return elimination(b, cells, masks, k, name() + " on " + b.symbol(v) + " in " + lineName + " "
                    + numbers(base) + " (" + coverName + " " + numbers(union) + ")");
        }
        for (int i = from; i < count; i++) {
            long u = union | lines[i];
            if (Long.bitCount(u) > size) {
                continue;
            }
            pick[depth] = i;
            Step s = search(b, v, byRows, lines, index, count, pick, depth + 1, i + 1, u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private static String numbers(long m) {
        StringBuilder out = new StringBuilder();
        for (; m != 0; m &= m - 1) {
            out.append(out.length() > 0 ? ", " : "").append(Long.numberOfTrailingZeros(m) + 1);
        }
        return out.toString();
    }
}
