package solver.explain;

/** A way people find a step: it looks at the pencil marks and returns one step, or null if it finds none. */
interface Technique {

    /** The name people know it by. */
    String name();

    /** Its difficulty, 1 (easiest) to 4, on the scale of {@link Explainer#LEVELS}. */
    int level();

    /** One step this technique justifies on {@code board}, or null. Never changes the board. */
    Step find(PencilMarks board);

    default Step placement(int cell, int symbol, String text) {
        return new Step(name(), level(), new int[]{cell, symbol}, new int[0], new long[0], text);
    }

    /** A step removing {@code masks[i]} from {@code cells[i]}; null when it removes nothing. */
    default Step elimination(PencilMarks b, int[] cells, long[] masks, int count, String why) {
        int[] cs = new int[count];
        long[] ms = new long[count];
        int k = 0;
        for (int i = 0; i < count; i++) {
            long m = masks[i] & b.cand[cells[i]];
            if (m != 0 && b.value[cells[i]] < 0) {
                cs[k] = cells[i];
                ms[k++] = m;
            }
        }
        if (k == 0) {
            return null;
        }
        StringBuilder text = new StringBuilder(why).append(": ");
        for (int i = 0; i < k; i++) {
            text.append(i > 0 ? ", " : "").append(b.cell(cs[i])).append(" loses ");
            boolean first = true;
            for (long m = ms[i]; m != 0; m &= m - 1) {
                text.append(first ? "" : "/").append(b.symbol(Long.numberOfTrailingZeros(m)));
                first = false;
            }
        }
        return new Step(name(), level(), new int[0], java.util.Arrays.copyOf(cs, k), java.util.Arrays.copyOf(ms, k),
                text.toString());
    }
}
