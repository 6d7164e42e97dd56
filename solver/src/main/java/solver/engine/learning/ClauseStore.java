package solver.engine.learning;

import java.util.Arrays;

/**
 * Where learned and blocking clauses are kept, by id: each clause's set literals (see {@link Clauses}),
 * its literal-block distance, its activity and whether it was learned. Ids of deleted clauses are handed
 * out again. The store says nothing of propagation ({@link ClauseWatches}) or of which clauses to delete
 * ({@link ClauseDeletion}). One per search; not thread-safe.
 */
final class ClauseStore {

    /** Most set literals stored over all clauses before {@link #overFull} (12 bytes each). */
    static final long MAX_LITERALS = 1L << 23;

    /**
     * lits[id]: clause id's literals, two longs each: the cell, then the set; null once deleted. Positions
     * 0 and 1 are the watched literals.
     */
    private long[][] lits = new long[256][];
    private int[] lbd = new int[256];
    private float[] activity = new float[256];
    private boolean[] learnt = new boolean[256];
    private int count;
    private int[] free = new int[16];
    private int freeCount;
    private long stored;
    private int live;
    private float bump = 1f;

    /**
     * Stores the clause {@code cells[i] ∈ masks[i]} for each i, with literal-block distance {@code glue};
     * returns its id.
     */
    int add(int[] cells, long[] masks, int glue, boolean isLearnt) {
        int id;
        if (freeCount > 0) {
            id = free[--freeCount];
        } else {
            if (count == lits.length) {
                int size = count * 2;
                lits = Arrays.copyOf(lits, size);
                lbd = Arrays.copyOf(lbd, size);
                activity = Arrays.copyOf(activity, size);
                learnt = Arrays.copyOf(learnt, size);
            }
            id = count++;
        }
        long[] c = new long[2 * cells.length];
        for (int i = 0; i < cells.length; i++) {
            c[2 * i] = cells[i];
            c[2 * i + 1] = masks[i];
        }
        lits[id] = c;
        lbd[id] = glue;
        activity[id] = bump;
        learnt[id] = isLearnt;
        stored += cells.length;
        live++;
        return id;
    }

    /**
     * The literals of clause {@code id} as stored ({@code [c0, S0, c1, S1, ...]}), or null once deleted.
     * The live array: the watches reorder it to keep their two literals first.
     */
    long[] literals(int id) {
        return lits[id];
    }

    /** Deletes clause {@code id}; its id may be handed out again. */
    void delete(int id) {
        stored -= lits[id].length / 2;
        lits[id] = null;
        live--;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = id;
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

    /** Raises the activity of a clause used in conflict analysis. */
    void bump(int id) {
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
