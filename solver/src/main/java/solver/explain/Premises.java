package solver.explain;

/**
 * What a step rests on, in words: per cell, the candidates an explanation names, as people say them
 * ({@code r1c2 is 1 or 2}, {@code r4c4 is 7}, {@code r5c5 is not 8 or 9}).
 */
final class Premises {

    private Premises() {
    }

    /**
     * The premises: cell c has no symbol of {@code absent[c]} and holds {@code present[c]} (one symbol,
     * or 0); cells named in neither are left out. Empty when nothing is named.
     */
    static String words(PencilMarks b, long[] absent, long[] present) {
        long all = b.n == 64 ? -1L : (1L << b.n) - 1;
        StringBuilder out = new StringBuilder();
        int count = 0;
        for (int c = 0; c < absent.length; c++) {
            if (absent[c] == 0 && present[c] == 0) {
                continue;
            }
            String part;
            long left = all & ~absent[c];
            if (present[c] != 0 || Long.bitCount(left) == 1) {
                long one = present[c] != 0 ? present[c] : left;
                part = b.cell(c) + " is " + b.symbol(Long.numberOfTrailingZeros(one));
            } else if ((all & ~b.cand[c]) == absent[c]) {
                part = b.cell(c) + " is " + or(b, b.cand[c]);
            } else {
                part = b.cell(c) + " is not " + or(b, absent[c]);
            }
            out.append(count++ > 0 ? ", " : "").append(part);
        }
        return out.toString();
    }

    /** Symbols as a person lists alternatives: {@code 1, 2 or 3}. */
    static String or(PencilMarks b, long mask) {
        StringBuilder out = new StringBuilder();
        int left = Long.bitCount(mask);
        for (long m = mask; m != 0; m &= m - 1) {
            left--;
            out.append(b.symbol(Long.numberOfTrailingZeros(m))).append(left > 1 ? ", " : left == 1 ? " or " : "");
        }
        return out.toString();
    }
}
