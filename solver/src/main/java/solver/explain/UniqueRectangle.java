package solver.explain;

/**
 * Unique rectangles (only on request: they assume the puzzle has one solution). Four open cells at the
 * corners of a rectangle over two rows, two columns and two boxes that could all hold just {a, b} would
 * let a and b swap, a second solution; so the pattern cannot come about. The cells with candidates
 * beyond {a, b} (the roof) must then hold one of those extras, or keep the rectangle from forming:
 * <ul>
 *   <li>type 1: one cell has extras: it is not a nor b;</li>
 *   <li>type 2: two or three cells have the same one extra z: one of them is z, so what sees them all is
 *       not z;</li>
 *   <li>type 4: two roof cells in one house where a has no other place: one of them is a, so neither is
 *       b;</li>
 *   <li>type 3: two roof cells in one house whose extras, with k - 1 other cells of that house, make k
 *       symbols: a naked set, whose symbols leave the rest of the house.</li>
 * </ul>
 * Rated as Sudoku Explainer rates a unique rectangle: 4.5 for types 1, 2 and 4; type 3 adds 0.1 for each
 * symbol of its set past the first (4.6 for a pair, 4.7 a triple, 4.8 a quad). Only on a plain Sudoku
 * ({@link Uniqueness#plainSudoku}); loops of six or more cells are not searched.
 */
final class UniqueRectangle implements Technique {

    /** The largest naked set type 3 forms with the roof. */
    private static final int SET = 4;

    @Override
    public String name() {
        return "unique rectangle";
    }

    @Override
    public double er() {
        return 4.5;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!Uniqueness.plainSudoku(b)) {
            return null;
        }
        for (int type3Size = 0; type3Size <= SET; type3Size = type3Size == 0 ? 2 : type3Size + 1) {
            Step s = scan(b, type3Size);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** Every rectangle: types 1, 2 and 4 when {@code setSize} is 0, else type 3 with a set of that size. */
    private Step scan(PencilMarks b, int setSize) {
        int n = b.n;
        int[] corner = new int[4];
        for (int r1 = 0; r1 < n && !b.expired(); r1++) {
            for (int r2 = r1 + 1; r2 < n; r2++) {
                boolean band = r1 / b.model.boxRows() == r2 / b.model.boxRows();
                for (int c1 = 0; c1 < n; c1++) {
                    for (int c2 = c1 + 1; c2 < n; c2++) {
                        if (band == (c1 / b.model.boxCols() == c2 / b.model.boxCols())) {
                            continue; // four boxes, or all four cells in one box
                        }
                        corner[0] = b.model.cell(r1, c1);
                        corner[1] = b.model.cell(r1, c2);
                        corner[2] = b.model.cell(r2, c1);
                        corner[3] = b.model.cell(r2, c2);
                        long common = -1L;
                        for (int c : corner) {
                            common &= b.value[c] < 0 ? b.cand[c] : 0;
                        }
                        if (Long.bitCount(common) < 2) {
                            continue;
                        }
                        for (long m = common; m != 0; m &= m - 1) {
                            long a = m & -m;
                            for (long rest = m & ~a; rest != 0; rest &= rest - 1) {
                                long pair = a | (rest & -rest);
                                Step s = setSize == 0 ? simple(b, corner, pair) : type3(b, corner, pair, setSize);
                                if (s != null) {
                                    return s;
                                }
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Types 1, 2 and 4 on the rectangle {@code corner} with symbols {@code pair}. */
    private Step simple(PencilMarks b, int[] corner, long pair) {
        int[] roof = new int[4];
        int k = 0;
        long extras = 0;
        for (int c : corner) {
            if ((b.cand[c] & ~pair) != 0) {
                roof[k++] = c;
                extras |= b.cand[c] & ~pair;
            }
        }
        String what = "unique rectangle " + Steps.symbols(b, pair) + " in " + Steps.cells(b, corner, 4);
        if (k == 1) {
            long[] lose = new long[b.cand.length];
            lose[roof[0]] = pair;
            return Steps.fromMasks("unique rectangle type 1", er(), b, lose, what + ": only " + b.cell(roof[0])
                    + " has more, so it is neither");
        }
        if (k >= 2 && k <= 3 && Long.bitCount(extras) == 1 && sameExtras(b, roof, k, pair, extras)) {
            Links links = b.links();
            long[] lose = Eliminations.ofSet(b, links, links.live(), roof, k, extras);
            Step s = Steps.fromMasks("unique rectangle type 2", er(), b, lose, what + ": one of "
                    + Steps.cells(b, roof, k) + " is " + b.symbol(Long.numberOfTrailingZeros(extras)));
            if (s != null) {
                return s;
            }
        }
        if (k == 2) {
            for (int h : b.housesOf[roof[0]]) {
                if (!Steps.contains(b.houses[h], roof[1])) {
                    continue;
                }
                for (long m = pair; m != 0; m &= m - 1) {
                    long only = m & -m;
                    if (!confined(b, h, only, roof[0], roof[1])) {
                        continue;
                    }
                    long[] lose = new long[b.cand.length];
                    lose[roof[0]] = pair & ~only;
                    lose[roof[1]] = pair & ~only;
                    Step s = Steps.fromMasks("unique rectangle type 4", er(), b, lose, what + ": in " + b.house(h)
                            + ", " + b.symbol(Long.numberOfTrailingZeros(only)) + " lies only in "
                            + b.cell(roof[0]) + " and " + b.cell(roof[1]));
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    private static boolean sameExtras(PencilMarks b, int[] roof, int k, long pair, long extras) {
        for (int i = 0; i < k; i++) {
            if ((b.cand[roof[i]] & ~pair) != extras) {
                return false;
            }
        }
        return true;
    }

    /** Whether symbol {@code bit}'s places in house {@code h} are cells x and y alone. */
    private static boolean confined(PencilMarks b, int h, long bit, int x, int y) {
        for (int c : b.houses[h]) {
            if (c != x && c != y && (b.cand[c] & bit) != 0) {
                return false; // another place, or the symbol placed elsewhere in the house
            }
        }
        return true;
    }

    /**
     * Type 3: the two roof cells share a house; their extras E act as one cell, and with {@code size - 1}
     * other open cells of the house make {@code size} symbols, which then fill those cells and the roof.
     */
    private Step type3(PencilMarks b, int[] corner, long pair, int size) {
        int[] roof = new int[2];
        int k = 0;
        long extras = 0;
        for (int c : corner) {
            if ((b.cand[c] & ~pair) != 0) {
                if (k == 2) {
                    return null;
                }
                roof[k++] = c;
                extras |= b.cand[c] & ~pair;
            }
        }
        if (k != 2 || Long.bitCount(extras) < 2 || Long.bitCount(extras) > size) {
            return null;
        }
        for (int h : b.housesOf[roof[0]]) {
            if (!Steps.contains(b.houses[h], roof[1])) {
                continue;
            }
            int[] others = new int[b.n];
            int count = 0;
            for (int c : b.houses[h]) {
                if (c != roof[0] && c != roof[1] && b.value[c] < 0 && Long.bitCount(b.cand[c]) <= size) {
                    others[count++] = c;
                }
            }
            int[] set = new int[size + 1];
            set[0] = roof[0];
            set[1] = roof[1];
            Step s = pick(b, h, corner, pair, extras, others, count, set, 0, 0, extras, size);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** Picks {@code size - 1} cells of {@code others} from {@code from} on whose candidates with the extras are {@code size}. */
    private Step pick(PencilMarks b, int h, int[] corner, long pair, long extras, int[] others, int count, int[] set,
                      int depth, int from, long union, int size) {
        if (depth == size - 1) {
            if (Long.bitCount(union) != size) {
                return null;
            }
            long[] lose = new long[b.cand.length];
            for (int c : b.houses[h]) {
                if (!Steps.contains(set, c) && b.value[c] < 0) {
                    lose[c] = b.cand[c] & union;
                }
            }
            double er = er() + 0.1 * (size - 1);
            return Steps.fromMasks("unique rectangle type 3", Math.round(er * 10) / 10.0, b, lose,
                    "unique rectangle " + Steps.symbols(b, pair) + " in " + Steps.cells(b, corner, 4) + ": "
                            + b.cell(set[0]) + " or " + b.cell(set[1]) + " holds one of " + Steps.symbols(b, extras)
                            + ", so with " + Steps.cells(b, java.util.Arrays.copyOfRange(set, 2, size + 1), size - 1)
                            + " they hold " + Steps.symbols(b, union) + " in " + b.house(h));
        }
        for (int i = from; i < count; i++) {
            long u = union | b.cand[others[i]];
            if (Long.bitCount(u) > size) {
                continue;
            }
            set[depth + 2] = others[i];
            Step s = pick(b, h, corner, pair, extras, others, count, set, depth + 1, i + 1, u, size);
            if (s != null) {
                return s;
            }
        }
        return null;
    }
}
