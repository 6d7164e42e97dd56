package solver.explain;

import grid.model.Group;

/**
 * k rows in which a symbol's places all fall in the same k columns take the symbol in those columns, so
 * each of those columns holds it in the k rows (and the same with rows and columns swapped): X-Wing
 * (k = 2), Swordfish (3), Jellyfish (4), rated as Sudoku Explainer rates them, 3.2, 3.8, 5.2. What each
 * cover column's places see through every rule's weak links loses the symbol (the column's other cells
 * and, where the places share a box or a rule, more).
 *
 * <p>With fins (HoDoKu's definitions): the rows' places fall in k columns but for some places outside
 * them, the fins. Either a fin holds the symbol or the fish does, so what the fish removes and every fin
 * sees (through any rule, as Rangsk's solver has it) loses the symbol. A finned fish is sashimi when
 * without its fins a row would keep one place or none (the fish would be degenerate). Sudoku Explainer
 * has no finned fish: it finds the same removals as X-chains, so they are rated as it rates the X-chain
 * that does the same work, finned or sashimi alike: a finned X-Wing is a Turbot Fish (six potentials,
 * 6.6), a finned Swordfish an X-chain of about eight (6.7), a finned Jellyfish of about ten (6.8). On the
 * classics Sudoku Explainer rated, the puzzles whose hardest step here is a finned X-Wing have its median
 * rating 6.6, a finned Swordfish 6.7 (decision 0011).
 *
 * <p>Only where the rows and the columns are both houses (n rows and n columns of n cells each): a
 * Futoshiki's or a Sudoku's grid, not a puzzle whose lines may repeat a symbol.
 */
final class Fish extends Sized {

    /** Whether the fish has fins, and of which kind. */
    enum Fins { NONE, FINNED, SASHIMI }

    private static final String[] NAMES = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
    private static final double[] ERS = {0, 0, 3.2, 3.8, 5.2};
    /** With fins: the rating of the X-chain Sudoku Explainer finds instead (see the class comment). */
    private static final double[] FINNED_ERS = {0, 0, 6.6, 6.7, 6.8};
    /** Fins lie in at most this many lines beyond the cover (a box's width on a 9x9): bounds the search. */
    static final int FIN_LINES = 3;

    private final Fins fins;

    Fish(int size) {
        this(size, Fins.NONE);
    }

    Fish(int size, Fins fins) {
        super(size, names(fins), ers(fins));
        this.fins = fins;
    }

    private static String[] names(Fins fins) {
        String[] out = NAMES.clone();
        for (int i = 2; i < out.length && fins != Fins.NONE; i++) {
            out[i] = (fins == Fins.FINNED ? "finned " : "sashimi ") + out[i];
        }
        return out;
    }

    private static double[] ers(Fins fins) {
        return (fins == Fins.NONE ? ERS : FINNED_ERS).clone();
    }

    /** Whether the rows and the columns are all houses: n of each, of n cells, each one line of the grid. */
    static boolean linesAreHouses(PencilMarks b) {
        long rows = 0;
        long cols = 0;
        for (int h = 0; h < b.houses.length; h++) {
            Group g = b.groups[h];
            boolean row = g.kind() == Group.Kind.ROW;
            if (!row && g.kind() != Group.Kind.COLUMN) {
                continue;
            }
            boolean straight = true;
            for (int c : b.houses[h]) {
                straight &= (row ? b.model.row(c) : b.model.col(c)) == g.index();
            }
            if (straight && g.index() < b.n) {
                if (row) {
                    rows |= 1L << g.index();
                } else {
                    cols |= 1L << g.index();
                }
            }
        }
        return Long.bitCount(rows) == b.n && Long.bitCount(cols) == b.n;
    }

    @Override
    public Step find(PencilMarks b) {
        if (!linesAreHouses(b)) {
            return null;
        }
        Links links = b.links();
        long[] live = links.live();
        int n = b.n;
        for (boolean byRows : new boolean[]{true, false}) {
            for (int v = 0; v < n && !b.expired(); v++) {
                // lines[i]: the positions across line i where v may go, 0 where v is placed in the line
                long[] lines = new long[n];
                int[] index = new int[n];
                int count = 0;
                for (int line = 0; line < n; line++) {
                    long m = 0;
                    boolean placed = false;
                    for (int across = 0; across < n; across++) {
                        int c = byRows ? b.model.cell(line, across) : b.model.cell(across, line);
                        placed |= b.value[c] == v;
                        if (b.value[c] < 0 && (b.cand[c] >>> v & 1) != 0) {
                            m |= 1L << across;
                        }
                    }
                    int k = Long.bitCount(m);
                    if (!placed && k >= 2 && (fins != Fins.NONE || k <= size)) {
                        lines[count] = m;
                        index[count++] = line;
                    }
                }
                Pattern p = new Pattern(b, links, live, v, byRows, lines, index);
                Step s = p.search(count, 0, 0, 0L);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    /** The search for one symbol in one orientation. */
    private final class Pattern {
        final PencilMarks b;
        final Links links;
        final long[] live;
        final int v;
        final boolean byRows;
        final long[] lines;
        final int[] index;
        final int[] pick = new int[size];

        Pattern(PencilMarks b, Links links, long[] live, int v, boolean byRows, long[] lines, int[] index) {
            this.b = b;
            this.links = links;
            this.live = live;
            this.v = v;
            this.byRows = byRows;
            this.lines = lines;
            this.index = index;
        }

        int cell(int line, int across) {
            return byRows ? b.model.cell(line, across) : b.model.cell(across, line);
        }

        Step search(int count, int depth, int from, long union) {
            if (depth == size) {
                return fins == Fins.NONE ? (Long.bitCount(union) == size ? fish(union, 0L) : null) : finned(union);
            }
            int most = fins == Fins.NONE ? size : size + FIN_LINES;
            for (int i = from; i < count; i++) {
                long u = union | lines[i];
                if (Long.bitCount(u) > most) {
                    continue;
                }
                pick[depth] = i;
                Step s = search(count, depth + 1, i + 1, u);
                if (s != null) {
                    return s;
                }
            }
            return null;
        }

        /**
         * A finned fish on the picked lines: for each place t of v in a column of the union outside the base
         * lines, the cover must hold t's column and every column with a base place t does not see (those
         * places cannot be fins); each cover of the size that does, with fins of this technique's kind,
         * is tried.
         */
        Step finned(long union) {
            long base = 0;
            for (int i : pick) {
                base |= 1L << index[i];
            }
            for (long cols = union; cols != 0; cols &= cols - 1) {
                int j = Long.numberOfTrailingZeros(cols);
                for (int line = 0; line < b.n; line++) {
                    int t = cell(line, j);
                    if ((base >>> line & 1) != 0 || b.value[t] >= 0 || (b.cand[t] >>> v & 1) == 0) {
                        continue;
                    }
                    long forced = 1L << j;
                    int x = t * b.n + v;
                    for (int p = 0; p < size && Long.bitCount(forced) <= size; p++) {
                        int i = pick[p];
                        for (long m = lines[i] & ~forced; m != 0; m &= m - 1) {
                            int across = Long.numberOfTrailingZeros(m);
                            if (!links.linked(x, cell(index[i], across) * b.n + v)) {
                                forced |= 1L << across;
                            }
                        }
                    }
                    if (Long.bitCount(forced) > size) {
                        continue;
                    }
                    Step s = covers(union & ~forced, forced, Long.bitCount(forced));
                    if (s != null) {
                        return s;
                    }
                }
            }
            return null;
        }

        /** Tries every cover: {@code cover} plus columns of {@code rest} up to the size. */
        Step covers(long rest, long cover, int k) {
            if (k == size) {
                return fish(cover, fins(cover));
            }
            for (long m = rest; m != 0; m &= m - 1) {
                long bit = m & -m;
                Step s = covers(m & ~bit, cover | bit, k + 1);
                if (s != null) {
                    return s;
                }
            }
            return null;
        }

        /** The fins of the picked lines for {@code cover}, as the positions outside it; -1 for the wrong kind. */
        long fins(long cover) {
            long out = 0;
            boolean sashimi = false;
            for (int i : pick) {
                int inside = Long.bitCount(lines[i] & cover);
                if (inside == 0) {
                    return -1;
                }
                sashimi |= inside == 1;
                out |= lines[i] & ~cover;
            }
            return out == 0 || sashimi != (fins == Fins.SASHIMI) ? -1 : out;
        }

        /** The step of the fish on the picked lines with cover {@code cover}; null when it removes nothing. */
        Step fish(long cover, long finPositions) {
            if (finPositions == -1) {
                return null;
            }
            int n = b.n;
            int[] places = new int[size];
            long[] lose = new long[b.cand.length];
            for (long m = cover; m != 0; m &= m - 1) {
                int j = Long.numberOfTrailingZeros(m);
                int k = 0;
                for (int i : pick) {
                    if ((lines[i] >>> j & 1) != 0) {
                        places[k++] = cell(index[i], j);
                    }
                }
                long[] more = Eliminations.ofSet(b, links, live, places, k, 1L << v);
                for (int c = 0; c < lose.length; c++) {
                    lose[c] |= more[c];
                }
            }
            StringBuilder finText = new StringBuilder();
            if (finPositions != 0) {
                int[] finCells = new int[size * n];
                int f = 0;
                for (int i : pick) {
                    for (long m = lines[i] & finPositions; m != 0; m &= m - 1) {
                        finCells[f++] = cell(index[i], Long.numberOfTrailingZeros(m)) * n + v;
                    }
                }
                long[] seen = new long[links.words];
                links.common(finCells, f, live, seen);
                for (int c = 0; c < lose.length; c++) {
                    long keep = 0;
                    for (long m = lose[c]; m != 0; m &= m - 1) {
                        int x = c * n + Long.numberOfTrailingZeros(m);
                        keep |= (seen[x >>> 6] >>> x & 1) != 0 ? m & -m : 0;
                    }
                    lose[c] = keep;
                }
                finText.append(" with fin").append(f > 1 ? "s " : " ");
                for (int i = 0; i < f; i++) {
                    finText.append(i > 0 ? ", " : "").append(b.cell(finCells[i] / n));
                }
            }
            long baseLines = 0;
            for (int i : pick) {
                baseLines |= 1L << index[i];
            }
            String lineName = byRows ? "rows" : "columns";
            String coverName = byRows ? "columns" : "rows";
            return Steps.fromMasks(name(), er(), b, lose, name() + " on " + b.symbol(v) + " in " + lineName + " "
                    + numbers(baseLines) + " (" + coverName + " " + numbers(cover) + ")" + finText);
        }
    }

    private static String numbers(long m) {
        StringBuilder out = new StringBuilder();
        for (; m != 0; m &= m - 1) {
            out.append(out.length() > 0 ? ", " : "").append(Long.numberOfTrailingZeros(m) + 1);
        }
        return out.toString();
    }
}
