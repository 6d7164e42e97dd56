package solver.explain;

import grid.model.Group;

/**
 * Where a symbol's places in one house all lie in a second house, the second house's other cells cannot
 * hold it: "pointing" when the first house is a box, "claiming" when it is a row or column.
 */
final class PointingClaiming implements Technique {

    @Override
    public String name() {
        return "locked candidates";
    }

    @Override
    public int level() {
        return 2;
    }

    @Override
    public Step find(PencilMarks b) {
        int[] places = new int[b.n];
        int[] cells = new int[b.n];
        long[] masks = new long[b.n];
        for (int a = 0; a < b.houses.length; a++) {
            for (int v = 0; v < b.n; v++) {
                int count = 0;
                boolean placed = false;
                for (int c : b.houses[a]) {
                    placed |= b.value[c] == v;
                    if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                        places[count++] = c;
                    }
                }
                if (placed || count < 2) {
                    continue;
                }
                for (int second : b.housesOf[places[0]]) {
                    if (second == a || !allIn(b.houses[second], places, count)) {
                        continue;
                    }
                    int k = 0;
                    for (int c : b.houses[second]) {
                        if (!contains(b.houses[a], c)) {
                            cells[k] = c;
                            masks[k++] = 1L << v;
                        }
                    }
                    String kind = b.groups[a].kind() == Group.Kind.BOX ? "pointing" : "claiming";
                    Step s = elimination(b, cells, masks, k, "locked candidates (" + kind + "): in " + b.house(a)
                            + ", " + b.symbol(v) + " lies only where it meets " + b.house(second));
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    private static boolean allIn(int[] house, int[] places, int count) {
        for (int i = 0; i < count; i++) {
            if (!contains(house, places[i])) {
                return false;
            }
        }
        return true;
    }

    static boolean contains(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }
}
