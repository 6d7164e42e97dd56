package solver.engine.learning;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ClauseStore}'s arena: clauses keep their ids and literals through deletions, shortening in place
 * (vivification), swaps and compaction, in both layouts (one long a literal, or two where a set and its
 * cell do not fit in one).
 */
class ClauseStoreTest {

    @ParameterizedTest(name = "{0} symbols, {1} cells")
    @CsvSource({"25, 625, 1", "52, 4096, 1", "53, 2809, 2", "64, 4096, 2"})
    void clausesKeepTheirLiteralsThroughDeletionShorteningSwapsAndCompaction(int n, int cellCount, int stride) {
        Random random = new Random(24);
        ClauseStore store = new ClauseStore(n, cellCount);
        assertThat(store.stride()).isEqualTo(stride);
        long all = n == 64 ? -1L : (1L << n) - 1;
        Map<Integer, long[]> expected = new HashMap<>();
        for (int step = 0; step < 5_000; step++) {
            if (!expected.isEmpty() && random.nextInt(3) == 0) {
                int id = anyOf(expected, random);
                store.delete(id);
                expected.remove(id);
            } else if (!expected.isEmpty() && random.nextInt(4) == 0) {
                int id = anyOf(expected, random);
                long[] lits = expected.get(id);
                if (lits.length >= 4) {
                    // keep a random part of the clause, in a new order
                    int keep = 1 + random.nextInt(lits.length / 2 - 1);
                    int[] cells = new int[keep];
                    long[] masks = new long[keep];
                    long[] kept = new long[2 * keep];
                    for (int i = 0; i < keep; i++) {
                        int from = lits.length / 2 - 1 - i;
                        cells[i] = (int) lits[2 * from];
                        masks[i] = lits[2 * from + 1];
                        kept[2 * i] = cells[i];
                        kept[2 * i + 1] = masks[i];
                    }
                    store.shorten(id, cells, masks, keep);
                    assertThat(store.lbd(id)).isLessThanOrEqualTo(keep);
                    expected.put(id, kept);
                }
            } else if (!expected.isEmpty() && random.nextInt(4) == 0) {
                int id = anyOf(expected, random);
                long[] lits = expected.get(id);
                int i = random.nextInt(lits.length / 2);
                int j = random.nextInt(lits.length / 2);
                store.swap(store.start(id) + stride * i, store.start(id) + stride * j);
                swapPairs(lits, i, j);
            } else {
                int length = 1 + random.nextInt(12);
                int[] cells = new int[length + 3];
                long[] masks = new long[length + 3];
                for (int i = 0; i < cells.length; i++) {
                    // the extreme cells and sets as often as any others
                    cells[i] = random.nextInt(4) == 0 ? cellCount - 1 : random.nextInt(cellCount);
                    masks[i] = random.nextInt(4) == 0 ? all : random.nextLong() & all;
                }
                int id = store.add(cells, masks, length, 1 + random.nextInt(9), true);
                if (expected.containsKey(id)) {
                    throw new AssertionError("id " + id + " handed out twice");
                }
                long[] lits = new long[2 * length];
                for (int i = 0; i < length; i++) {
                    lits[2 * i] = cells[i];
                    lits[2 * i + 1] = masks[i];
                }
                expected.put(id, lits);
            }
            if (step % 97 == 0) {
                store.compact();
            }
        }
        store.compact();
        assertThat(store.size()).isEqualTo(expected.size());
        long[] arena = store.arena();
        for (int id = 0; id < store.slots(); id++) {
            assertThat(store.live(id)).isEqualTo(expected.containsKey(id));
            if (store.live(id)) {
                long[] lits = expected.get(id);
                assertThat(store.length(id)).isEqualTo(lits.length / 2);
                long[] stored = new long[lits.length];
                for (int i = 0; i < lits.length / 2; i++) {
                    stored[2 * i] = store.cellAt(arena, store.position(id, i));
                    stored[2 * i + 1] = store.setAt(arena, store.position(id, i));
                }
                assertThat(stored).as("clause %d", id).containsExactly(lits);
            }
        }
    }

    private static int anyOf(Map<Integer, long[]> clauses, Random random) {
        Integer[] ids = clauses.keySet().toArray(new Integer[0]);
        return ids[random.nextInt(ids.length)];
    }

    private static void swapPairs(long[] lits, int i, int j) {
        for (int k = 0; k < 2; k++) {
            long t = lits[2 * i + k];
            lits[2 * i + k] = lits[2 * j + k];
            lits[2 * j + k] = t;
        }
    }

    @Test
    void compactionClosesTheHolesOnceTheyAreHalfTheArena() {
        ClauseStore store = new ClauseStore(64, 4096);
        int[] cells = {1, 2, 3};
        long[] masks = {1, 2, 4};
        int first = store.add(cells, masks, 3, 2, true);
        int second = store.add(cells, masks, 3, 2, true);
        store.delete(first);
        store.compact();
        assertThat(store.start(second)).isZero();
        assertThat(store.cellAt(store.arena(), store.start(second) + 4)).isEqualTo(3);
        assertThat(store.add(cells, masks, 2, 2, true)).as("a deleted id is handed out again").isEqualTo(first);
        assertThat(store.start(first)).isEqualTo(6);
    }

    @Test
    void packedLiteralsTakeOneLongEach() {
        ClauseStore store = new ClauseStore(25, 625);
        int[] cells = {0, 624, 7};
        long[] masks = {(1L << 25) - 1, 1, 1L << 24};
        int id = store.add(cells, masks, 3, 2, true);
        int other = store.add(cells, masks, 2, 2, true);
        assertThat(store.start(other) - store.start(id)).isEqualTo(3);
        for (int i = 0; i < 3; i++) {
            assertThat(store.cellAt(store.arena(), store.start(id) + i)).isEqualTo(cells[i]);
            assertThat(store.setAt(store.arena(), store.start(id) + i)).isEqualTo(masks[i]);
        }
    }
}
