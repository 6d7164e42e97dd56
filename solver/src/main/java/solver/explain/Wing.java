package solver.explain;

/**
 * XY-Wing: a pivot with candidates {x, y} sees a cell {x, z} and a cell {y, z}; whichever the pivot
 * holds, one of them is z, so a cell seeing both cannot be z. XYZ-Wing: the pivot is {x, y, z}, and
 * the cell must also see the pivot. Sudoku Explainer rates them 4.2 and 4.4.
 */
final class Wing implements Technique {

    private final boolean xyz;

    Wing(boolean xyz) {
        this.xyz = xyz;
    }

    @Override
    public String name() {
        return xyz ? "XYZ-Wing" : "XY-Wing";
    }

    @Override
    public double er() {
        return xyz ? 4.4 : 4.2;
    }

    @Override
    public Step find(PencilMarks b) {
        int cells = b.cand.length;
        int[] pairs = new int[cells];
        int pairCount = 0;
        for (int c = 0; c < cells; c++) {
            if (b.value[c] < 0 && Long.bitCount(b.cand[c]) == 2) {
                pairs[pairCount++] = c;
            }
        }
        int[] wings = new int[pairCount];
        for (int p = 0; p < cells; p++) {
            long pivot = b.cand[p];
            if (b.value[p] >= 0 || Long.bitCount(pivot) != (xyz ? 3 : 2)) {
                continue;
            }
            int seen = 0;
            for (int i = 0; i < pairCount; i++) {
                if (pairs[i] != p && b.sees(p, pairs[i])) {
                    wings[seen++] = pairs[i];
                }
            }
            for (int i = 0; i < seen; i++) {
                int a = wings[i];
                for (int j = i + 1; j < seen; j++) {
                    int c = wings[j];
                    long z = b.cand[a] & b.cand[c];
                    if (Long.bitCount(z) != 1 || b.cand[a] == b.cand[c]) {
                        continue;
                    }
                    boolean fits = xyz ? (b.cand[a] | b.cand[c]) == pivot
                            : (z & pivot) == 0 && ((b.cand[a] | b.cand[c]) & ~z) == pivot;
                    if (!fits) {
                        continue;
                    }
                    int[] targets = new int[cells];
                    long[] masks = new long[cells];
                    int k = 0;
                    for (int t = 0; t < cells; t++) {
                        if (t != p && t != a && t != c && b.sees(t, a) && b.sees(t, c) && (!xyz || b.sees(t, p))) {
                            targets[k] = t;
                            masks[k++] = z;
                        }
                    }
                    Step s = elimination(b, targets, masks, k, name() + " " + b.cell(p) + " "
                            + Steps.symbols(b, pivot) + " with " + b.cell(a) + " " + Steps.symbols(b, b.cand[a])
                            + " and " + b.cell(c) + " " + Steps.symbols(b, b.cand[c]));
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }
}
