package solver.explain;

/** A symbol that has one place left in a house goes there. */
final class HiddenSingle implements Technique {

    @Override
    public String name() {
        return "hidden single";
    }

    @Override
    public int level() {
        return 1;
    }

    @Override
    public Step find(PencilMarks b) {
        for (int h = 0; h < b.houses.length; h++) {
            long placed = 0;
            long once = 0;
            long twice = 0;
            for (int c : b.houses[h]) {
                if (b.value[c] >= 0) {
                    placed |= 1L << b.value[c];
                } else {
                    twice |= once & b.cand[c];
                    once |= b.cand[c];
                }
            }
            long single = once & ~twice & ~placed;
            if (single != 0) {
                int v = Long.numberOfTrailingZeros(single);
                for (int c : b.houses[h]) {
                    if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                        return placement(c, v, b.cell(c) + " = " + b.symbol(v) + ": the only place for "
                                + b.symbol(v) + " in " + b.house(h));
                    }
                }
            }
        }
        return null;
    }
}
