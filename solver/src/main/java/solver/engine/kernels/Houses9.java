package solver.engine.kernels;


/**
 * Fixed tables of the standard 9x9 board for {@link Killer9}: the 27 houses (rows 0-8, columns 9-17,
 * boxes 18-26), each cell's 20 peers and 3 houses, the 54 box/line intersections. Cell sets are two
 * {@code long}s: bits 0-63 of the first are cells 0-63, bits 0-16 of the second cells 64-80. Immutable.
 */
final class Houses9 {

    static final int N = 9;
    static final int CELLS = 81;
    static final int HOUSE_COUNT = 27;
    /** HOUSES[h * 9 + k]: the k-th cell of house h. */
    static final int[] HOUSES = new int[HOUSE_COUNT * N];
    /** HOUSES_OF[c]: bits of the three houses holding cell c. */
    static final int[] HOUSES_OF = new int[CELLS];
    /** PEERS[c * 20 + k]: the 20 cells sharing a row, column or box with c. */
    static final int[] PEERS = new int[CELLS * 20];
    /** Cell sets of the houses. */
    static final long[] HOUSE_LO = new long[HOUSE_COUNT];
    static final long[] HOUSE_HI = new long[HOUSE_COUNT];
    /** The 54 box/line intersections: their 3 shared cells, the 6 other box cells, the 6 other line cells. */
    static final int SEGMENTS = 54;
    static final int[] SEGMENT = new int[SEGMENTS * 3];
    static final int[] BOX_REST = new int[SEGMENTS * 6];
    static final int[] LINE_REST = new int[SEGMENTS * 6];
    static {
        for (int i = 0; i < N; i++) {
            for (int k = 0; k < N; k++) {
                HOUSES[i * N + k] = i * N + k;
                HOUSES[(N + i) * N + k] = k * N + i;
                HOUSES[(2 * N + i) * N + k] = (i / 3 * 3 + k / 3) * N + i % 3 * 3 + k % 3;
            }
        }
        for (int h = 0; h < HOUSE_COUNT; h++) {
            for (int k = 0; k < N; k++) {
                int c = HOUSES[h * N + k];
                HOUSES_OF[c] |= 1 << h;
                if (c < 64) {
                    HOUSE_LO[h] |= 1L << c;
                } else {
                    HOUSE_HI[h] |= 1L << (c - 64);
                }
            }
        }
        for (int c = 0; c < CELLS; c++) {
            int k = 0;
            for (int d = 0; d < CELLS; d++) {
                if (d != c && (HOUSES_OF[c] & HOUSES_OF[d]) != 0) {
                    PEERS[c * 20 + k++] = d;
                }
            }
        }
        intersections();
    }

    private Houses9() {
    }

    private static void intersections() {
        int i = 0;
        for (int box = 0; box < N; box++) {
            int boxHouse = 2 * N + box;
            for (int line = 0; line < 2 * N; line++) {
                int seg = 0;
                int lineRest = 0;
                int boxRest = 0;
                for (int k = 0; k < N; k++) {
                    int c = HOUSES[line * N + k];
                    if ((HOUSES_OF[c] & 1 << boxHouse) != 0) {
                        SEGMENT[i * 3 + seg++] = c;
                    } else {
                        LINE_REST[i * 6 + lineRest++] = c;
                    }
                }
                if (seg == 0) {
                    continue;
                }
                for (int k = 0; k < N; k++) {
                    int c = HOUSES[boxHouse * N + k];
                    if ((HOUSES_OF[c] & 1 << line) == 0) {
                        BOX_REST[i * 6 + boxRest++] = c;
                    }
                }
                i++;
            }
        }
    }
}
