package solver.engine.core;

import java.util.Arrays;

/**
 * The trail of one search: an entry per narrowing (the cell, its old domain, the symbols removed, the
 * cause and the decision level, and a stamp no other entry of the search has had), and where each
 * decision level begins. It records and forgets entries; what they mean is the {@link Domains}' business.
 * One per search; not thread-safe.
 */
final class Trail {

    private int[] cell;
    private long[] old;
    private long[] gone;
    private int[] cause;
    private int[] level;
    /** stamp[e]: a number no other entry made in this search has had (names an entry across undo). */
    private int[] stamp;
    private int stamps;
    private int size;
    /** levelStart[k]: the trail size when level k was opened (k >= 1). */
    private int[] levelStart = new int[64];
    private int current;

    Trail(int capacity) {
        cell = new int[capacity];
        old = new long[capacity];
        gone = new long[capacity];
        cause = new int[capacity];
        level = new int[capacity];
        stamp = new int[capacity];
    }

    /** Appends the narrowing of cell {@code c} from {@code was} by {@code removed} under {@code why}; its index. */
    int push(int c, long was, long removed, int why) {
        int e = size;
        if (e == cell.length) {
            grow();
        }
        cell[e] = c;
        old[e] = was;
        gone[e] = removed;
        cause[e] = why;
        level[e] = current;
        stamp[e] = ++stamps;
        size = e + 1;
        return e;
    }

    private void grow() {
        int grown = cell.length * 2;
        cell = Arrays.copyOf(cell, grown);
        old = Arrays.copyOf(old, grown);
        gone = Arrays.copyOf(gone, grown);
        cause = Arrays.copyOf(cause, grown);
        level = Arrays.copyOf(level, grown);
        stamp = Arrays.copyOf(stamp, grown);
    }

    /** Forgets the last entry (the caller has restored what it changed). */
    void pop() {
        size--;
    }

    int size() {
        return size;
    }

    int cell(int e) {
        return cell[e];
    }

    long old(int e) {
        return old[e];
    }

    long gone(int e) {
        return gone[e];
    }

    int cause(int e) {
        return cause[e];
    }

    int level(int e) {
        return level[e];
    }

    int stamp(int e) {
        return stamp[e];
    }

    /** Opens a decision level at the current size. */
    void openLevel() {
        current++;
        if (current == levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, current * 2);
        }
        levelStart[current] = size;
    }

    /** The current decision level (0 at the root). */
    int level() {
        return current;
    }

    /** The size when level {@code k} (at least 1, at most the current level) was opened. */
    int levelStart(int k) {
        return levelStart[k];
    }

    /** Closes the levels opened at or after {@code mark} (after the entries since were popped). */
    void closeLevelsFrom(int mark) {
        while (current > 0 && levelStart[current] >= mark) {
            current--;
        }
    }
}
