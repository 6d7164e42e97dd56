package grid.kinds;

import java.util.function.IntUnaryOperator;

/**
 * The values a kind's number may take on a side-n grid, and what messages call the number: a sandwich's
 * {@code sum} from 0 to the sum of 2..n-1, a skyscraper's {@code count} from 1 to n.
 *
 * @param noun  the number's name in messages
 * @param least the least value, by side
 * @param most  the largest value, by side
 */
record Range(String noun, IntUnaryOperator least, IntUnaryOperator most) {

    /** The number, refused in a message naming the entry when it is out of range. */
    int check(Entry e, int value, int n) throws BadEntry {
        int lo = least.applyAsInt(n);
        int hi = most.applyAsInt(n);
        if (value < lo || value > hi) {
            throw e.error(e.where() + " has the " + noun + " " + value + "; expected " + lo + ".." + hi);
        }
        return value;
    }
}
