package solver.engine.learning;

import solver.engine.core.Domains;

import java.util.Arrays;

/**
 * Which learned clauses go when the store is reduced: never a glue clause ({@link #GLUE} decision levels
 * or fewer), a blocking clause or the cause of a narrowing still on the trail; of the rest, the worse
 * half by literal-block distance, then by activity (Audemard and Simon's Glucose policy).
 */
final class ClauseDeletion {

    /** Learned clauses over this many decision levels or fewer are never deleted ("glue clauses"). */
    static final int GLUE = 2;

    private ClauseDeletion() {
    }

    /** Deletes from {@code store} the clauses this policy gives up, with the trail of {@code d} as it is. */
    static void reduce(ClauseStore store, Domains d) {
        int count = store.slots();
        boolean[] locked = new boolean[count];
        for (int e = 0, end = d.trailSize(); e < end; e++) {
            int cause = d.cause(e);
            if (d.causes().isClause(cause)) {
                locked[d.causes().clauseOf(cause)] = true;
            }
        }
        int[] candidates = new int[count];
        int k = 0;
        for (int id = 0; id < count; id++) {
            if (store.live(id) && store.learnt(id) && store.lbd(id) > GLUE && !locked[id]) {
                candidates[k++] = id;
            }
        }
        Integer[] order = new Integer[k];
        for (int i = 0; i < k; i++) {
            order[i] = candidates[i];
        }
        Arrays.sort(order, (a, b) -> store.lbd(a) != store.lbd(b) ? Integer.compare(store.lbd(b), store.lbd(a))
                : Float.compare(store.activity(a), store.activity(b)));
        for (int i = 0; i < k / 2; i++) {
            store.delete(order[i]);
        }
    }
}
