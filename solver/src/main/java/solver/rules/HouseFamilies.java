package solver.rules;

import grid.model.Group;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The regions the 45 rule looks at, grouped in families. A family is an order of houses no two of which
 * share a cell, cut into segments; every run of consecutive houses within a segment, at least
 * {@link Family#shortest} long, is a region. The families are the rows by index, the columns by index,
 * the boxes of each band (boxes over the same rows) left to right, band after band, and the same boxes
 * stack by stack, top to bottom; a gap in the indices, or a box that does not start where the previous
 * one ends, starts a new segment. Every other house (an irregular region, a diagonal, a box that is not
 * a rectangle, a cage of n cells, the houses of a family whose houses overlap) is a segment of one in a
 * family of such houses that do not overlap. The stacks' runs start at two houses, as single boxes are
 * already runs of their bands.
 *
 * <p>Each house is in exactly one primary family (the stacks are not primary: their boxes are the bands'),
 * so the houses holding a set of cells are, for each primary family, the house at the one position all
 * its cells share: the primary slots every one of its cells has. Houses are indices into the house list given; positions are per cell, -1 for a cell in
 * none of the family's houses. Every (family, position) pair also has a slot, numbered family after
 * family, and each cell has the bitset of its slots, so one pass over a cage's cells finds the positions
 * it meets in every family at once. Immutable once built.
 */
final class HouseFamilies {

    /** One family: its houses in order, their segments and each cell's position. */
    static final class Family {
        /** houses[p]: the house at position p. */
        final int[] houses;
        /** segment[p]: the first position of the segment holding p. */
        final int[] segment;
        /** Fewest houses a region takes. */
        final int shortest;
        /**
         * Whether the family counts when finding the houses holding a set: every house is in exactly one
         * primary family.
         */
        final boolean primary;
        /** position[c]: the position of the house holding cell c, or -1. */
        final int[] position;
        /** Whether every cell of the board is in one of the family's houses. */
        final boolean complete;
        /** The cells of each house, by house index (shared). */
        private final int[][] houseCells;
        /** Built on first use: see {@link #before}. */
        private volatile long[] before;

        Family(int[] houses, int[] segment, int shortest, boolean primary, int[] position, int[][] houseCells) {
            this.houseCells = houseCells;
            this.houses = houses;
            this.segment = segment;
            this.shortest = shortest;
            this.primary = primary;
            this.position = position;
            boolean all = true;
            for (int p : position) {
                all &= p >= 0;
            }
            this.complete = all;
        }

        /** The number of houses. */
        int size() {
            return houses.length;
        }

        /**
         * The cells of the houses before each position, {@code words} longs a position: positions a..b
         * hold the cells {@code before[(b + 1) * words + w] ^ before[a * words + w]} (the houses are
         * disjoint, so a union is an exclusive or). Built on first use, as only a derivation that lists
         * sets reads it (for side 256 it is 2 MB).
         */
        long[] before(int words) {
            long[] built = before;
            if (built == null) {
                built = new long[(houses.length + 1) * words];
                for (int p = 0; p < houses.length; p++) {
                    System.arraycopy(built, p * words, built, (p + 1) * words, words);
                    for (int c : houseCells[houses[p]]) {
                        built[(p + 1) * words + (c >>> 6)] |= 1L << c;
                    }
                }
                before = built;
            }
            return built;
        }
    }

    private final Family[] families;
    /** offset[f]: the first slot of family f; slot {@code offset[f] + p} stands for its position p. */
    private final int[] offset;
    /** Longs per set of slots. */
    private final int slotWords;
    /** cellSlots[c * slotWords ..]: the slots of cell c (one per family holding it). */
    private final long[] cellSlots;
    /** The slots of the primary families. */
    final long[] primarySlots;
    /** slotHouse[s]: the house of slot s. */
    final int[] slotHouse;
    /**
     * Whether every house of a primary family comes before (has a lower index than) every house of the
     * primary families after it, so that houses found family by family come out ascending.
     */
    final boolean ascending;

    private HouseFamilies(Family[] families, int cellCount) {
        this.families = families;
        this.offset = new int[families.length + 1];
        for (int f = 0; f < families.length; f++) {
            offset[f + 1] = offset[f] + families[f].size();
        }
        this.slotWords = (offset[families.length] + 63) >>> 6;
        boolean up = true;
        int below = -1;
        for (Family f : families) {
            if (f.primary) {
                int least = Integer.MAX_VALUE;
                int most = -1;
                for (int h : f.houses) {
                    least = Math.min(least, h);
                    most = Math.max(most, h);
                }
                up &= least > below;
                below = most;
            }
        }
        this.ascending = up;
        this.primarySlots = new long[slotWords];
        this.slotHouse = new int[offset[families.length]];
        for (int f = 0; f < families.length; f++) {
            for (int p = 0; p < families[f].size(); p++) {
                int slot = offset[f] + p;
                slotHouse[slot] = families[f].houses[p];
                primarySlots[slot >>> 6] |= families[f].primary ? 1L << slot : 0;
            }
        }
        this.cellSlots = new long[cellCount * slotWords];
        for (int f = 0; f < families.length; f++) {
            int[] position = families[f].position;
            for (int c = 0; c < cellCount; c++) {
                if (position[c] >= 0) {
                    int slot = offset[f] + position[c];
                    cellSlots[c * slotWords + (slot >>> 6)] |= 1L << slot;
                }
            }
        }
    }

    Family[] families() {
        return families;
    }

    /** The first slot of family f. */
    int offset(int f) {
        return offset[f];
    }

    /** Longs per set of slots. */
    int slotWords() {
        return slotWords;
    }

    /** The slots of every cell, {@link #slotWords} longs per cell (shared). */
    long[] cellSlots() {
        return cellSlots;
    }

    /** The families of the group houses {@code 0 .. kinds.length - 1} of {@code houses} on an n x n board. */
    static HouseFamilies of(int[][] houses, Group.Kind[] kinds, int[] indices, int n) {
        int count = kinds.length;
        int cellCount = n * n;
        long[] rows = new long[count];
        long[] columns = new long[count];
        long[] bands = new long[count];
        long[] stacks = new long[count];
        int[][] spans = new int[count][];
        int rowCount = 0;
        int columnCount = 0;
        int boxCount = 0;
        List<Integer> singles = new ArrayList<>();
        for (int h = 0; h < count; h++) {
            int[] span = kinds[h] == Group.Kind.BOX ? span(houses[h], n) : null;
            if (kinds[h] == Group.Kind.ROW) {
                rows[rowCount++] = (long) indices[h] << 32 | h;
            } else if (kinds[h] == Group.Kind.COLUMN) {
                columns[columnCount++] = (long) indices[h] << 32 | h;
            } else if (span != null && (long) (span[1] - span[0] + 1) * (span[3] - span[2] + 1) == houses[h].length) {
                spans[h] = span;
                // band: same rows (top, bottom), then left to right; stack: same columns, then top to bottom
                bands[boxCount] = ((long) span[0] * n + span[1]) << 42 | (long) span[2] << 21 | h;
                stacks[boxCount++] = ((long) span[2] * n + span[3]) << 42 | (long) span[0] << 21 | h;
            } else {
                singles.add(h);
            }
        }
        List<Family> out = new ArrayList<>();
        lines(rows, rowCount, houses, cellCount, out, singles);
        lines(columns, columnCount, houses, cellCount, out, singles);
        Family bandFamily = boxes(bands, boxCount, spans, houses, cellCount, true, singles);
        if (bandFamily != null) {
            out.add(bandFamily);
            Family stackFamily = boxes(stacks, boxCount, spans, houses, cellCount, false, null);
            if (stackFamily != null) {
                out.add(stackFamily);
            }
        }
        singles(singles, houses, cellCount, out);
        return new HouseFamilies(out.toArray(new Family[0]), cellCount);
    }

    /** These families and a family of the extra houses {@code houses[first ..]} (cages of n cells). */
    HouseFamilies with(int[][] houses, int first, int cellCount) {
        if (first == houses.length) {
            return this;
        }
        List<Family> out = new ArrayList<>(Arrays.asList(families));
        List<Integer> extra = new ArrayList<>();
        for (int h = first; h < houses.length; h++) {
            extra.add(h);
        }
        singles(extra, houses, cellCount, out);
        return new HouseFamilies(out.toArray(new Family[0]), cellCount);
    }

    /** Rows or columns, {@code index << 32 | house}: a new segment where the index does not go up by one. */
    private static void lines(long[] keyed, int count, int[][] houses, int cellCount, List<Family> out,
                              List<Integer> singles) {
        if (count == 0) {
            return;
        }
        Arrays.sort(keyed, 0, count);
        int[] order = new int[count];
        int[] segment = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = (int) keyed[i];
            boolean next = i > 0 && (keyed[i] >> 32) == (keyed[i - 1] >> 32) + 1;
            segment[i] = next ? segment[i - 1] : i;
        }
        Family f = family(order, segment, 1, true, houses, cellCount);
        if (f != null) {
            out.add(f);
        } else {
            addAll(order, singles);
        }
    }

    /**
     * Boxes keyed {@code (span key) << 42 | position << 21 | house}: a new segment where the span key
     * changes or the box does not start right after the previous one ends. Null when the boxes overlap
     * (then, for the bands, they go to {@code singles}).
     */
    private static Family boxes(long[] keyed, int count, int[][] spans, int[][] houses, int cellCount, boolean band,
                                List<Integer> singles) {
        if (count == 0) {
            return null;
        }
        Arrays.sort(keyed, 0, count);
        int[] order = new int[count];
        int[] segment = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = (int) (keyed[i] & 0x1F_FFFF);
            boolean next = i > 0 && keyed[i] >>> 42 == keyed[i - 1] >>> 42
                    && follows(spans[order[i - 1]], spans[order[i]], band);
            segment[i] = next ? segment[i - 1] : i;
        }
        Family f = family(order, segment, band ? 1 : 2, band, houses, cellCount);
        if (f == null && singles != null) {
            addAll(order, singles);
        }
        return f;
    }

    /** Houses that are regions only alone, packed into families of houses that do not overlap. */
    private static void singles(List<Integer> singles, int[][] houses, int cellCount, List<Family> out) {
        List<List<Integer>> packs = new ArrayList<>();
        List<boolean[]> used = new ArrayList<>();
        for (int h : singles) {
            int fit = -1;
            for (int i = 0; i < packs.size() && fit < 0; i++) {
                boolean free = true;
                for (int c : houses[h]) {
                    free &= !used.get(i)[c];
                }
                fit = free ? i : -1;
            }
            if (fit < 0) {
                fit = packs.size();
                packs.add(new ArrayList<>());
                used.add(new boolean[cellCount]);
            }
            packs.get(fit).add(h);
            for (int c : houses[h]) {
                used.get(fit)[c] = true;
            }
        }
        for (List<Integer> pack : packs) {
            int[] order = pack.stream().mapToInt(Integer::intValue).toArray();
            int[] segment = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                segment[i] = i;
            }
            out.add(family(order, segment, 1, true, houses, cellCount));
        }
    }

    /** The family of these houses in this order, or null when two of them share a cell. */
    private static Family family(int[] order, int[] segment, int shortest, boolean primary, int[][] houses,
                                 int cellCount) {
        int[] position = new int[cellCount];
        Arrays.fill(position, -1);
        for (int p = 0; p < order.length; p++) {
            for (int c : houses[order[p]]) {
                if (position[c] >= 0) {
                    return null;
                }
                position[c] = p;
            }
        }
        return new Family(order, segment, shortest, primary, position, houses);
    }

    private static void addAll(int[] order, List<Integer> to) {
        for (int h : order) {
            to.add(h);
        }
    }

    /** Whether the box spanning {@code b} starts in the column (band) or row (stack) after the one spanning {@code a}. */
    private static boolean follows(int[] a, int[] b, boolean band) {
        return band ? b[2] == a[3] + 1 : b[0] == a[1] + 1;
    }

    /** {top row, bottom row, left column, right column} of a set of cells. */
    private static int[] span(int[] cells, int n) {
        int[] span = {Integer.MAX_VALUE, -1, Integer.MAX_VALUE, -1};
        for (int c : cells) {
            int r = c / n;
            int col = c % n;
            span[0] = Math.min(span[0], r);
            span[1] = Math.max(span[1], r);
            span[2] = Math.min(span[2], col);
            span[3] = Math.max(span[3], col);
        }
        return span;
    }
}
