package solver.engine.learning;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ClauseStore}'s arena: clauses keep their ids and literals through deletions, shortening in place
 * (vivification) and compaction.
 */
class ClauseStoreTest {

    @Test
    void clausesKeepTheirLiteralsThroughDeletionShorteningAndCompaction() {
        Random random = new Random(24);
        ClauseStore store = new ClauseStore();
        Map<Integer, long[]> expected = new HashMap<>();
        for (int step = 0; step < 5_000; step++) {
            if (!expected.isEmpty() && random.nextInt(3) == 0) {
                Integer[] ids = expected.keySet().toArray(new Integer[0]);
                int id = ids[random.nextInt(ids.length)];
                store.delete(id);
                expected.remove(id);
            } else if (!expected.isEmpty() && random.nextInt(4) == 0) {
                Integer[] ids = expected.keySet().toArray(new Integer[0]);
                int id = ids[random.nextInt(ids.length)];
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
            } else {
                int length = 1 + random.nextInt(12);
                int[] cells = new int[length + 3];
                long[] masks = new long[length + 3];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = random.nextInt(625);
                    masks[i] = random.nextLong();
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
                long[] stored = java.util.Arrays.copyOfRange(arena, store.start(id), store.start(id) + lits.length);
                assertThat(stored).as("clause %d", id).containsExactly(lits);
            }
        }
    }

    @Test
    void compactionClosesTheHolesOnceTheyAreHalfTheArena() {
        ClauseStore store = new ClauseStore();
        int[] cells = {1, 2, 3};
        long[] masks = {1, 2, 4};
        int first = store.add(cells, masks, 3, 2, true);
        int second = store.add(cells, masks, 3, 2, true);
        store.delete(first);
        store.compact();
        assertThat(store.start(second)).isZero();
        assertThat(store.arena()[store.start(second) + 4]).isEqualTo(3);
        assertThat(store.add(cells, masks, 2, 2, true)).as("a deleted id is handed out again").isEqualTo(first);
        assertThat(store.start(first)).isEqualTo(6);
    }
}
