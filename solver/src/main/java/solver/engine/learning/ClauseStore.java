package solver.engine.learning;

import solver.engine.core.Domains;

import java.util.Arrays;

/**
 * Where learned and blocking clauses are kept, by id: each clause's set literals (see {@link Clauses}),
 * its literal-block distance, its activity and whether it was learned. Ids of deleted clauses are handed
 * out again. The store says nothing of propagation ({@link ClauseWatches}) or of which clauses to delete
 * ({@link ClauseDeletion}). One per search; not thread-safe.
 *
 * <p><b>Arena.</b> Every clause's literals lie in one flat {@code long[]}, clause after clause, so that
 * the watches read a clause where the previous one ended rather than through an array of its own, and
 * storing a clause allocates nothing once the arena is big enough. A literal takes one long where its set
 * and cell fit together (the set in the low bits, the cell above bit {@link #CELL_SHIFT}: up to 52
 * symbols and 4,096 cells), else two (the cell, then the set). The watches read clauses more than anything
 * else in a learning search, and mostly miss the cache doing so (on the 25x25 set a clause has some 40
 * literals), so one long a literal halves the memory they go through. Readers use {@link #cellAt} and
 * {@link #setAt}, whose shift, offset and mask make the two layouts one code path. A clause keeps its id
 * for life (the trail names clauses by id); deleting one leaves a hole that {@link #compact} closes by
 * moving the live clauses down, which changes only their starts.
 */
final class ClauseStore {

    /** Most set literals stored over all clauses before {@link #overFull} (8 or 16 bytes each in the arena). */
    static final long MAX_LITERALS = 1L << 23;
    /** Where a packed literal's cell begins: its set takes the bits below. */
    static final int CELL_SHIFT = 52;

    /** Longs a literal takes: 1 packed, 2 not. */
    private final int stride;
    /** Shift that brings the cell down from a literal's first long (0 when the long is the cell). */
    private final int cellShift;
    /** Where the set lies from a literal's first long (0 packed, 1 not). */
    private final int setOffset;
    /** The set's bits of the long holding it. */
    private final long setBits;

    /** The literals of every clause: clause id at {@code start[id] .. start[id] + stride * size[id]}. */
    private long[] arena = new long[4096];
    /** Longs of the arena in use, holes included. */
    private int used;
    /** Longs of the arena in holes left by deleted clauses. */
    private int holes;
    /** start[id]: where clause id begins in the arena; -1 once deleted. */
    private int[] start = new int[256];
    /** size[id]: set literals of clause id. */
    private int[] size = new int[256];
    private int[] lbd = new int[256];
    private float[] activity = new float[256];
    private boolean[] learnt = new boolean[256];
    /** recent[id]: clause id took part in a conflict since the last reduction. */
    private boolean[] recent = new boolean[256];
    /** vivified[id]: clause id has been through {@link Vivifier} since it was stored. */
    private boolean[] vivified = new boolean[256];
    private int count;
    private int[] free = new int[16];
    private int freeCount;
    private long stored;
    private int live;
    private float bump = 1f;

    /** A store for literals over {@code cellCount} cells of {@code n} symbols (packed when both allow). */
    ClauseStore(int n, int cellCount) {
        boolean packed = n <= CELL_SHIFT && cellCount <= 1 << (64 - CELL_SHIFT);
        this.stride = packed ? 1 : 2;
        this.cellShift = packed ? CELL_SHIFT : 0;
        this.setOffset = packed ? 0 : 1;
        this.setBits = packed ? (1L << CELL_SHIFT) - 1 : -1L;
    }

    /** Longs a literal takes in the {@link #arena}. */
    int stride() {
        return stride;
    }

    /** Where literal {@code k} of clause {@code id} lies in the {@link #arena}. */
    int position(int id, int k) {
        return start[id] + stride * k;
    }

    /** The cell of the literal at {@code p} in {@code arena}. */
    int cellAt(long[] arena, int p) {
        return (int) (arena[p] >>> cellShift);
    }

    /** The set of the literal at {@code p} in {@code arena}. */
    long setAt(long[] arena, int p) {
        return arena[p + setOffset] & setBits;
    }

    /** Writes literal {@code [cell∈set]} at {@code p} in the arena. */
    void put(int p, int cell, long set) {
        if (stride == 1) {
            arena[p] = (long) cell << CELL_SHIFT | set;
        } else {
            arena[p] = cell;
            arena[p + 1] = set;
        }
    }

    /** Swaps the literals at {@code p} and {@code q} in the arena. */
    void swap(int p, int q) {
        for (int i = 0; i < stride; i++) {
            long t = arena[p + i];
            arena[p + i] = arena[q + i];
            arena[q + i] = t;
        }
    }

    /**
     * Stores the clause {@code cells[i] ∈ masks[i]} for each i below {@code length}, with literal-block
     * distance {@code glue}; returns its id.
     */
    int add(int[] cells, long[] masks, int length, int glue, boolean isLearnt) {
        int id;
        if (freeCount > 0) {
            id = free[--freeCount];
        } else {
            if (count == start.length) {
                int grown = count * 2;
                start = Arrays.copyOf(start, grown);
                size = Arrays.copyOf(size, grown);
                lbd = Arrays.copyOf(lbd, grown);
                activity = Arrays.copyOf(activity, grown);
                learnt = Arrays.copyOf(learnt, grown);
                recent = Arrays.copyOf(recent, grown);
                vivified = Arrays.copyOf(vivified, grown);
            }
            id = count++;
        }
        int need = stride * length;
        if (used + need > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, used + need));
        }
        int at = used;
        for (int i = 0; i < length; i++) {
            put(at + stride * i, cells[i], masks[i]);
        }
        used += need;
        start[id] = at;
        size[id] = length;
        lbd[id] = glue;
        activity[id] = bump;
        learnt[id] = isLearnt;
        recent[id] = false;
        vivified[id] = false;
        stored += length;
        live++;
        return id;
    }

    /**
     * The arena: clause {@code id}'s literals lie from {@link #start}, {@link #stride} longs each, read by
     * {@link #cellAt} and {@link #setAt}. The live array (the watches reorder a clause's literals to keep
     * their two first); it is replaced when a clause is added or the store compacted, so read it again
     * after either.
     */
    long[] arena() {
        return arena;
    }

    /** Where clause {@code id} begins in the {@link #arena}. */
    int start(int id) {
        return start[id];
    }

    /** Set literals in clause {@code id}. */
    int length(int id) {
        return size[id];
    }

    /** Whether clause {@code id} is stored (not deleted). */
    boolean live(int id) {
        return start[id] >= 0;
    }

    /** Deletes clause {@code id}; its id may be handed out again. */
    void delete(int id) {
        stored -= size[id];
        holes += stride * size[id];
        start[id] = -1;
        live--;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = id;
    }

    /**
     * Closes the holes deleted clauses left once they are at least half the arena: the live clauses move
     * down in arena order, keeping their ids and the order of their literals.
     */
    void compact() {
        if (2 * holes < used) {
            return;
        }
        int[] order = new int[live];
        int k = 0;
        for (int id = 0; id < count; id++) {
            if (start[id] >= 0) {
                order[k++] = id;
            }
        }
        // by start, so that moving a clause down never overwrites one not yet moved
        sortByStart(order, k);
        int to = 0;
        for (int i = 0; i < k; i++) {
            int id = order[i];
            int length = stride * size[id];
            System.arraycopy(arena, start[id], arena, to, length);
            start[id] = to;
            to += length;
        }
        used = to;
        holes = 0;
    }

    private void sortByStart(int[] ids, int k) {
        long[] keyed = new long[k];
        for (int i = 0; i < k; i++) {
            keyed[i] = (long) start[ids[i]] << 32 | ids[i];
        }
        Arrays.sort(keyed);
        for (int i = 0; i < k; i++) {
            ids[i] = (int) keyed[i];
        }
    }

    /** Clauses stored. */
    int size() {
        return live;
    }

    /** Ids handed out so far (some may be deleted). */
    int slots() {
        return count;
    }

    int lbd(int id) {
        return lbd[id];
    }

    boolean learnt(int id) {
        return learnt[id];
    }

    float activity(int id) {
        return activity[id];
    }

    /** Whether the stored literals exceed {@link #MAX_LITERALS}. */
    boolean overFull() {
        return stored > MAX_LITERALS;
    }

    /**
     * reasons[id]: clause {@code id} caused a narrowing still on the trail of {@code d} (it may not change
     * while that narrowing stands).
     */
    boolean[] reasonsOnTrail(Domains d) {
        boolean[] reasons = new boolean[slots()];
        for (int e = 0, end = d.trailSize(); e < end; e++) {
            int cause = d.cause(e);
            if (d.causes().isClause(cause)) {
                reasons[d.causes().clauseOf(cause)] = true;
            }
        }
        return reasons;
    }

    /** Whether clause {@code id} took part in a conflict since {@link #clearUsed}. */
    boolean used(int id) {
        return recent[id];
    }

    void clearUsed(int id) {
        recent[id] = false;
    }

    boolean vivified(int id) {
        return vivified[id];
    }

    void setVivified(int id) {
        vivified[id] = true;
    }

    /**
     * Keeps of clause {@code id} only the literals {@code cells[i] ∈ masks[i]} for i below {@code length}
     * (fewer than it has, all of them its own), in place: the rest of its room becomes a hole. Its
     * distance becomes at most its length.
     */
    void shorten(int id, int[] cells, long[] masks, int length) {
        int at = start[id];
        for (int i = 0; i < length; i++) {
            put(at + stride * i, cells[i], masks[i]);
        }
        holes += stride * (size[id] - length);
        stored -= size[id] - length;
        size[id] = length;
        lbd[id] = Math.min(lbd[id], length);
    }

    /** Lowers the literal-block distance of clause {@code id} to {@code glue} if that is smaller. */
    void lowerLbd(int id, int glue) {
        if (glue < lbd[id]) {
            lbd[id] = glue;
        }
    }

    /** Raises the activity of a clause used in conflict analysis, and marks it used. */
    void bump(int id) {
        recent[id] = true;
        activity[id] += bump;
        if (activity[id] > 1e20f) {
            for (int k = 0; k < count; k++) {
                activity[k] *= 1e-20f;
            }
            bump *= 1e-20f;
        }
    }

    /** Ages every activity (recent use counts more). */
    void decay() {
        bump *= 1.001f;
    }
}
