package solver.explain;

/**
 * The elimination rule behind pointing, tuples and wings, seen through every rule's weak links: when a
 * set of cells surely holds symbol v somewhere, a candidate weakly linked to every candidate v of the
 * set cannot be true.
 */
final class Eliminations {

    private Eliminations() {
    }

    /**
     * What cells {@code cells[0 .. count)} remove when they surely hold every symbol of {@code symbols}:
     * per cell of the board, the candidates linked to each candidate v of the set, for each such v.
     */
    static long[] ofSet(PencilMarks b, Links links, long[] live, int[] cells, int count, long symbols) {
        long[] lose = new long[b.cand.length];
        int[] xs = new int[count];
        long[] common = new long[links.words];
        for (long m = symbols; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            int k = 0;
            for (int i = 0; i < count; i++) {
                if ((b.cand[cells[i]] >>> v & 1) != 0) {
                    xs[k++] = cells[i] * b.n + v;
                }
            }
            if (k == 0) {
                continue;
            }
            links.common(xs, k, live, common);
            add(b, common, lose);
        }
        return lose;
    }

    /** Adds the candidates of bitset {@code set} to {@code lose}, by cell. */
    static void add(PencilMarks b, long[] set, long[] lose) {
        for (int w = 0; w < set.length; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                int x = (w << 6) + Long.numberOfTrailingZeros(bits);
                lose[x / b.n] |= 1L << (x % b.n);
            }
        }
    }
}
