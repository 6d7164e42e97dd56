package solver.explain;

import grid.model.Group;

/**
 * Where a symbol's places in one house all see something, that cannot be the symbol. Three forms, each
 * at its own difficulty: pointing (a box's places lie in one row or column, which loses the symbol
 * elsewhere: Sudoku Explainer 2.6), claiming (a row's or column's places lie in one box: 2.8), and the
 * general form (any house, and whatever every place sees through any rule's weak links, such as a
 * diagonal or a dot: Sudoku Explainer's generalized intersection, 2.9).
 */
final class LockedCandidates implements Technique {

    /** Which form. */
    enum Form {
        POINTING("pointing", 2.6), CLAIMING("claiming", 2.8), GENERAL("locked candidates", 2.9);

        final String label;
        final double er;

        Form(String label, double er) {
            this.label = label;
            this.er = er;
        }
    }

    private final Form form;

    LockedCandidates(Form form) {
        this.form = form;
    }

    @Override
    public String name() {
        return form.label;
    }

    @Override
    public double er() {
        return form.er;
    }

    @Override
    public Step find(PencilMarks b) {
        int[] places = new int[b.n];
        Links links = form == Form.GENERAL ? b.links() : null;
        long[] live = links == null ? null : links.live();
        for (int a = 0; a < b.houses.length; a++) {
            Group.Kind kind = b.groups[a].kind();
            boolean box = kind == Group.Kind.BOX;
            boolean line = kind == Group.Kind.ROW || kind == Group.Kind.COLUMN;
            if (form == Form.POINTING && !box || form == Form.CLAIMING && !line) {
                continue;
            }
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
                Step s = form == Form.GENERAL ? general(b, links, live, a, v, places, count)
                        : classic(b, a, v, places, count, box);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    /** Pointing or claiming: the places lie in a second house of the other kind, whose other cells lose v. */
    private Step classic(PencilMarks b, int a, int v, int[] places, int count, boolean box) {
        for (int second : b.housesOf[places[0]]) {
            Group.Kind kind = b.groups[second].kind();
            boolean fits = box ? kind == Group.Kind.ROW || kind == Group.Kind.COLUMN : kind == Group.Kind.BOX;
            if (second == a || !fits || !allIn(b.houses[second], places, count)) {
                continue;
            }
            long[] lose = new long[b.cand.length];
            for (int c : b.houses[second]) {
                if (!Steps.contains(b.houses[a], c) && b.value[c] < 0) {
                    lose[c] = b.cand[c] & (1L << v);
                }
            }
            Step s = Steps.fromMasks(name(), er(), b, lose, name() + ": in " + b.house(a) + ", " + b.symbol(v)
                    + " lies only where it meets " + b.house(second));
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private Step general(PencilMarks b, Links links, long[] live, int a, int v, int[] places, int count) {
        long[] lose = Eliminations.ofSet(b, links, live, places, count, 1L << v);
        return Steps.fromMasks(name(), er(), b, lose, name() + ": " + b.symbol(v) + " in " + b.house(a)
                + " lies in " + Steps.cells(b, places, count) + ", which all see these");
    }

    private static boolean allIn(int[] house, int[] places, int count) {
        for (int i = 0; i < count; i++) {
            if (!Steps.contains(house, places[i])) {
                return false;
            }
        }
        return true;
    }
}
