package solver.explain;

/** Making steps and naming what they do, in one place for every technique. */
final class Steps {

    private Steps() {
    }

    /**
     * A step named {@code name} removing {@code masks[i]} from {@code cells[i]} (only what is still a
     * candidate of an open cell; a cell named twice loses both masks), its text {@code why} followed by
     * what it removes; null when it removes nothing.
     */
    static Step elimination(String name, double er, PencilMarks b, int[] cells, long[] masks, int count, String why) {
        long[] lose = new long[b.cand.length];
        for (int i = 0; i < count; i++) {
            int c = cells[i];
            if (b.value[c] < 0) {
                lose[c] |= masks[i] & b.cand[c];
            }
        }
        return fromMasks(name, er, b, lose, why);
    }

    /** A step removing {@code lose[c]} from each cell c (all of it still candidates); null when nothing. */
    static Step fromMasks(String name, double er, PencilMarks b, long[] lose, String why) {
        int k = 0;
        for (long m : lose) {
            k += m != 0 ? 1 : 0;
        }
        if (k == 0) {
            return null;
        }
        int[] cs = new int[k];
        long[] ms = new long[k];
        k = 0;
        for (int c = 0; c < lose.length; c++) {
            if (lose[c] != 0) {
                cs[k] = c;
                ms[k++] = lose[c];
            }
        }
        return new Step(name, er, new int[0], cs, ms, why + ": " + losses(b, cs, ms));
    }

    /** What a step removes, in words: {@code r1c2 loses 3/8, r4c4 loses 5}. */
    static String losses(PencilMarks b, int[] cells, long[] masks) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            text.append(i > 0 ? ", " : "").append(b.cell(cells[i])).append(" loses ");
            boolean first = true;
            for (long m = masks[i]; m != 0; m &= m - 1) {
                text.append(first ? "" : "/").append(b.symbol(Long.numberOfTrailingZeros(m)));
                first = false;
            }
        }
        return text.toString();
    }

    /** A set of symbols as people write it, {@code {3,8}}. */
    static String symbols(PencilMarks b, long mask) {
        StringBuilder out = new StringBuilder("{");
        for (long m = mask; m != 0; m &= m - 1) {
            out.append(out.length() > 1 ? "," : "").append(b.symbol(Long.numberOfTrailingZeros(m)));
        }
        return out.append('}').toString();
    }

    /** Cells as people list them: {@code r1c1, r1c2}. */
    static String cells(PencilMarks b, int[] cells, int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append(i > 0 ? ", " : "").append(b.cell(cells[i]));
        }
        return out.toString();
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
