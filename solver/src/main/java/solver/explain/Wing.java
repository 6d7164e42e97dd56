package solver.explain;

/**
 * Wings, seen through every rule's weak links (Rangsk's n-wing): k cells whose candidates together are k
 * symbols, each symbol in at least two of them, and every symbol but one, z, "grouped": its candidates in
 * those cells pairwise cannot both be true (they share a house, or a rule forbids them together: a
 * knight's move, a dot). Each grouped symbol fills at most one of the k cells, so they fill at most k - 1
 * and z fills another: what cannot be true with any of the cells' z candidates is not true.
 *
 * <ul>
 *   <li>XY-Wing (k = 3, every cell with two candidates: a pivot {x,y} and pincers {x,z}, {y,z}): 4.2, as
 *       Sudoku Explainer rates it;</li>
 *   <li>XYZ-Wing (k = 3 otherwise, e.g. a pivot {x,y,z}): 4.4, as Sudoku Explainer;</li>
 *   <li>WXYZ-Wing (k = 4) and VWXYZ-Wing (k = 5), which Sudoku Explainer does not have: it finds their
 *       removals as forcing chains over both kinds of strong link (7.0 and its length bonus), so they are
 *       rated as it rates those, 7.1 and 7.2 (on the classics Sudoku Explainer rated, the puzzles whose
 *       hardest step here is such a wing have its median rating 7.1; decision 0011). The walk tries
 *       them after the chains and cycles, as their rating says.</li>
 * </ul>
 * Larger wings are not searched: on a 9x9 they are rare, and each size multiplies the work.
 */
final class Wing implements Technique {

    /** Which wing. */
    enum Kind {
        XY("XY-Wing", 3, 4.2), XYZ("XYZ-Wing", 3, 4.4), WXYZ("WXYZ-Wing", 4, 7.1), VWXYZ("VWXYZ-Wing", 5, 7.2);

        final String label;
        final int cells;
        final double er;

        Kind(String label, int cells, double er) {
            this.label = label;
            this.cells = cells;
            this.er = er;
        }
    }

    private final Kind kind;

    Wing(Kind kind) {
        this.kind = kind;
    }

    @Override
    public String name() {
        return kind.label;
    }

    @Override
    public double er() {
        return kind.er;
    }

    @Override
    public Step find(PencilMarks b) {
        int k = kind.cells;
        if (b.n < k) {
            return null;
        }
        long open = 0;
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] < 0) {
                open |= b.cand[c];
            }
        }
        Search s = new Search(b);
        return s.symbols(open, 0, 0L);
    }

    /** The search on one board: symbol sets of k, then k cells within each. */
    private final class Search {
        final PencilMarks b;
        final Links links;
        final int k = kind.cells;
        final int[] pool;
        final int[] pick;
        /** Per symbol, the candidates of it among the picked cells, and how many. */
        final int[][] of;
        final int[] count;
        long[] live;

        Search(PencilMarks b) {
            this.b = b;
            this.links = b.links();
            this.pool = new int[b.cand.length];
            this.pick = new int[k];
            this.of = new int[b.n][k];
            this.count = new int[b.n];
        }

        /** Every set of k symbols drawn from {@code open}, lowest first. */
        Step symbols(long open, int depth, long set) {
            if (depth == k) {
                return within(set);
            }
            for (long m = open; m != 0; m &= m - 1) {
                long bit = m & -m;
                Step s = symbols(m & ~bit, depth + 1, set | bit);
                if (s != null) {
                    return s;
                }
            }
            return null;
        }

        /** The wings whose cells' candidates are the symbols {@code set}. */
        Step within(long set) {
            if (b.expired()) {
                return null; // the walk's time is up
            }
            int size = 0;
            for (int c = 0; c < b.cand.length; c++) {
                long m = b.cand[c];
                int bits = Long.bitCount(m);
                if (b.value[c] < 0 && (m & ~set) == 0 && bits >= 2 && (kind == Kind.XY ? bits == 2 : bits <= k)) {
                    pool[size++] = c;
                }
            }
            return size < k ? null : cells(set, size, 0, 0, -1);
        }

        /**
         * Picks cells of the pool from {@code from} on; {@code loose} is the one symbol whose candidates
         * are not pairwise linked so far (-1 for none yet). A second such symbol ends the branch, as more
         * cells cannot mend it.
         */
        Step cells(long set, int size, int depth, int from, int loose) {
            if (depth == k) {
                return loose < 0 ? null : wing(set, loose);
            }
            for (int i = from; i <= size - (k - depth); i++) {
                int c = pool[i];
                int newLoose = loose;
                boolean fits = true;
                for (long m = b.cand[c]; m != 0 && fits; m &= m - 1) {
                    int v = Long.numberOfTrailingZeros(m);
                    if (v == newLoose) {
                        continue;
                    }
                    int x = c * b.n + v;
                    for (int j = 0; j < count[v]; j++) {
                        if (!links.linked(x, of[v][j])) {
                            fits = newLoose < 0;
                            newLoose = v;
                            break;
                        }
                    }
                }
                if (!fits) {
                    continue;
                }
                pick[depth] = c;
                add(c, 1);
                Step s = cells(set, size, depth + 1, i + 1, newLoose);
                add(c, -1);
                if (s != null) {
                    return s;
                }
            }
            return null;
        }

        /** Adds ({@code sign} 1) or takes back (-1) the candidates of cell {@code c}. */
        void add(int c, int sign) {
            for (long m = b.cand[c]; m != 0; m &= m - 1) {
                int v = Long.numberOfTrailingZeros(m);
                if (sign > 0) {
                    of[v][count[v]++] = c * b.n + v;
                } else {
                    count[v]--;
                }
            }
        }

        /** The step of the picked cells, z being {@code loose}; null if it is no wing or removes nothing. */
        Step wing(long set, int loose) {
            for (long m = set; m != 0; m &= m - 1) {
                if (count[Long.numberOfTrailingZeros(m)] < 2) {
                    return null;
                }
            }
            boolean allPairs = true;
            for (int c : pick) {
                allPairs &= Long.bitCount(b.cand[c]) == 2;
            }
            if (kind == Kind.XYZ && allPairs) {
                return null;
            }
            if (live == null) {
                live = links.live();
            }
            long[] common = new long[links.words];
            links.common(of[loose], count[loose], live, common);
            long[] lose = new long[b.cand.length];
            Eliminations.add(b, common, lose);
            // the pivot first: in an XY-Wing the cell without z, in the others the cell with the most candidates
            int[] order = pick.clone();
            for (int i = 1; i < k; i++) {
                if (pivotFirst(order[i], order[0], loose)) {
                    int t = order[0];
                    order[0] = order[i];
                    order[i] = t;
                }
            }
            StringBuilder who = new StringBuilder();
            for (int c : order) {
                who.append(who.length() > 0 ? ", " : "").append(b.cell(c)).append(' ')
                        .append(Steps.symbols(b, b.cand[c]));
            }
            return Steps.fromMasks(name(), er(), b, lose, name() + " " + who + ": one of them holds "
                    + b.symbol(loose));
        }

        private boolean pivotFirst(int c, int first, int z) {
            if (kind == Kind.XY) {
                return (b.cand[c] >>> z & 1) == 0;
            }
            return Long.bitCount(b.cand[c]) > Long.bitCount(b.cand[first]);
        }
    }
}
