package solver.rules;

import java.util.Arrays;

/**
 * Cell sets with the total their symbols must add up to, each set kept once. Adding a set that is already
 * there with another total is a {@link #contradiction()}: no assignment can give one set two sums.
 *
 * <p>Sets are bitsets of {@code words} longs (cell c is bit {@code c & 63} of word {@code c >>> 6}); set i
 * is {@code pool[i * words .. (i + 1) * words)}. Lookup is open addressing on a hash of the words, in a
 * table kept at most half full. Not thread-safe: one derivation owns it.
 */
final class CellSetTable {

    private final int words;
    private long[] pool;
    private long[] totals;
    private int count;
    /** slots[s]: 1 + the set in slot s, 0 when empty; a power of two long. */
    private int[] slots;
    private boolean contradiction;

    CellSetTable(int words, int expected) {
        this.words = words;
        int capacity = Math.max(4, expected);
        this.pool = new long[capacity * words];
        this.totals = new long[capacity];
        this.slots = new int[Integer.highestOneBit(Math.max(8, capacity * 2 - 1)) << 1];
    }

    /**
     * Adds {@code set} (its first {@code words} longs) with {@code total}; returns its index when it is new,
     * -1 when it was there already (and notes a contradiction if with another total).
     */
    int add(long[] set, long total) {
        int mask = slots.length - 1;
        int slot = hashAt(set, 0) & mask;
        while (slots[slot] != 0) {
            int i = slots[slot] - 1;
            if (same(i, set)) {
                if (totals[i] != total) {
                    contradiction = true;
                }
                return -1;
            }
            slot = (slot + 1) & mask;
        }
        if (count == totals.length) {
            pool = Arrays.copyOf(pool, 2 * count * words);
            totals = Arrays.copyOf(totals, 2 * count);
        }
        System.arraycopy(set, 0, pool, count * words, words);
        totals[count] = total;
        slots[slot] = ++count;
        if (2 * count > slots.length) {
            rehash();
        }
        return count - 1;
    }

    /** Whether set i is {@code set} (a loop: the sets are a few words). */
    private boolean same(int i, long[] set) {
        for (int w = 0; w < words; w++) {
            if (pool[i * words + w] != set[w]) {
                return false;
            }
        }
        return true;
    }

    /** The number of sets, numbered 0 .. count - 1 in the order added. */
    int count() {
        return count;
    }

    boolean contradiction() {
        return contradiction;
    }

    long total(int i) {
        return totals[i];
    }

    /** Longs per set. */
    int words() {
        return words;
    }

    /** Word w of set i. */
    long word(int i, int w) {
        return pool[i * words + w];
    }

    /** The number of cells of set i. */
    int size(int i) {
        int size = 0;
        for (int w = i * words; w < (i + 1) * words; w++) {
            size += Long.bitCount(pool[w]);
        }
        return size;
    }

    private int hashAt(long[] source, int from) {
        long h = 0;
        for (int w = from; w < from + words; w++) {
            h = (h + source[w]) * 0x9E3779B97F4A7C15L;
        }
        return (int) (h ^ h >>> 29 ^ h >>> 47);
    }

    private void rehash() {
        slots = new int[slots.length << 1];
        int mask = slots.length - 1;
        for (int i = 0; i < count; i++) {
            int slot = hashAt(pool, i * words) & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = i + 1;
        }
    }
}
