package solver.engine.core;

/**
 * The compiled, immutable form of a puzzle's rules: per cell its peers (cells it must differ from) and
 * the propagators to wake when its domain changes. Built once by the engine's network compiler; every search
 * gets its own {@link Domains} over it.
 */
public final class Network {

    /** Largest side: one {@code long} bit per symbol. */
    public static final int MAX_SIZE = 64;

    public final int n;
    public final int cellCount;
    /** Mask of every symbol index. */
    public final long allSymbols;
    private final Propagator[] propagators;
    /** watchers[c]: ids of the propagators to wake when cell c's domain changes. */
    private final int[][] watchers;
    /** peers[c]: cells that share an all-different group or a cage with c. */
    private final int[][] peers;
    /** housesOf[c]: the houses (n cells holding every symbol once) that contain c, as cell arrays. */
    private final int[][][] housesOf;
    /** The houses that a matching propagates besides their hidden singles, as cell arrays. */
    private final int[][] matched;
    /** matchedSingles[k]: the id of the propagator of house {@code matched[k]}'s hidden singles. */
    private final int[] matchedSingles;

    public Network(int n, Propagator[] propagators, int[][] peers) {
        this(n, propagators, peers, new int[0][]);
    }

    /** @param houses the sets of n cells that hold every symbol exactly once (rows, columns, boxes, ...) */
    public Network(int n, Propagator[] propagators, int[][] peers, int[][] houses) {
        this(n, propagators, peers, houses, noneMatched(houses.length));
    }

    private static int[] noneMatched(int houses) {
        int[] singles = new int[houses];
        java.util.Arrays.fill(singles, -1);
        return singles;
    }

    /**
     * @param houses  the sets of n cells that hold every symbol exactly once (rows, columns, boxes, ...)
     * @param singles singles[h]: the id of the propagator of house h's hidden singles where a matching on
     *                the house subsumes it, else -1
     */
    public Network(int n, Propagator[] propagators, int[][] peers, int[][] houses, int[] singles) {
        this.n = n;
        this.cellCount = n * n;
        this.allSymbols = n == 64 ? -1L : (1L << n) - 1;
        this.propagators = propagators.clone();
        this.peers = new int[cellCount][];
        int[] counts = new int[cellCount];
        for (int c = 0; c < cellCount; c++) {
            this.peers[c] = peers[c].clone();
        }
        for (Propagator p : propagators) {
            for (int i = 0; i < p.cellCount(); i++) {
                counts[p.cell(i)]++;
            }
        }
        int[] perCell = new int[cellCount];
        for (int[] h : houses) {
            for (int c : h) {
                perCell[c]++;
            }
        }
        housesOf = new int[cellCount][][];
        for (int c = 0; c < cellCount; c++) {
            housesOf[c] = new int[perCell[c]][];
        }
        java.util.Arrays.fill(perCell, 0);
        int count = 0;
        for (int h = 0; h < houses.length; h++) {
            count += singles[h] >= 0 ? 1 : 0;
        }
        matched = new int[count][];
        matchedSingles = new int[count];
        // one copy of each house, shared by its cells' lists and the matched houses
        for (int h = 0, k = 0; h < houses.length; h++) {
            int[] copy = houses[h].clone();
            for (int c : copy) {
                housesOf[c][perCell[c]++] = copy;
            }
            if (singles[h] >= 0) {
                matched[k] = copy;
                matchedSingles[k++] = singles[h];
            }
        }
        watchers = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            watchers[c] = new int[counts[c]];
        }
        java.util.Arrays.fill(counts, 0);
        for (int id = 0; id < propagators.length; id++) {
            Propagator p = propagators[id];
            for (int i = 0; i < p.cellCount(); i++) {
                int c = p.cell(i);
                watchers[c][counts[c]++] = id;
            }
        }
    }

    public int propagatorCount() {
        return propagators.length;
    }

    public Propagator propagator(int id) {
        return propagators[id];
    }

    /** The propagators watching cell {@code c}; the array is shared, never modify it. */
    int[] watchers(int c) {
        return watchers[c];
    }

    /** The peers of cell {@code c}; the array is shared, never modify it. */
    public int[] peers(int c) {
        return peers[c];
    }

    /** The houses containing cell {@code c}; shared arrays, never modify them. */
    public int[][] housesOf(int c) {
        return housesOf[c];
    }

    /**
     * How many houses a matching propagates besides their hidden singles. A search may leave such a
     * house's {@link #matchedSingles} out and hold its hidden singles another way (as clauses): the
     * matching alone still finds every one.
     */
    public int matchedHouses() {
        return matched.length;
    }

    /** The cells of matched house {@code k}; a shared array, never modify it. */
    public int[] matchedHouse(int k) {
        return matched[k];
    }

    /** The id of the propagator of matched house {@code k}'s hidden singles. */
    public int matchedSingles(int k) {
        return matchedSingles[k];
    }
}
