package solver.engine.learning;

import solver.engine.core.Domains;

import java.util.Arrays;

/**
 * Which learned clauses go when the store is reduced, and how often (a strategy the plan chooses). Never
 * a core clause ({@code coreGlue} decision levels or fewer), a blocking clause or the cause of a narrowing
 * still on the trail; with tiers (CaDiCaL's and Kissat's "tier2"), not a clause of at most {@code tierGlue}
 * levels that took part in a conflict since the last reduction either. Of the rest, the worse half by
 * literal-block distance, then by activity, goes (Audemard and Simon's Glucose policy). With
 * {@code updateGlue}, a clause's distance is recomputed each time it takes part in a conflict and kept
 * if smaller (Glucose's dynamic LBD), so that a clause can move up a tier.
 *
 * @param coreGlue   clauses over this many decision levels or fewer are never deleted
 * @param tierGlue   clauses over at most this many levels are kept while they are used (at most
 *                   {@code coreGlue}: no such tier)
 * @param updateGlue whether the distance of a clause used in a conflict is lowered to its present one
 * @param first      conflicts before the first reduction
 * @param step       each later reduction comes {@code first + step × k} conflicts after the one before
 */
public record ClauseDeletion(int coreGlue, int tierGlue, boolean updateGlue, int first, int step) {

    /** Learned clauses over this many decision levels or fewer are never deleted ("glue clauses"). */
    static final int GLUE = 2;

    /** Glucose's policy: glue clauses kept, the worse half of the rest deleted every 2,000 + 300 k conflicts. */
    public static final ClauseDeletion GLUCOSE = new ClauseDeletion(GLUE, GLUE, false, 2000, 300);

    /** {@link #GLUCOSE} with a second tier of used clauses over at most 6 levels, and distances updated on use. */
    public static final ClauseDeletion TIERED = new ClauseDeletion(GLUE, 6, true, 2000, 300);

    /** This policy with the reductions every {@code firstConflicts + stepConflicts × k} conflicts. */
    public ClauseDeletion withInterval(int firstConflicts, int stepConflicts) {
        return new ClauseDeletion(coreGlue, tierGlue, updateGlue, firstConflicts, stepConflicts);
    }

    /** This policy with the tiers given (a {@code tier} of at most {@code core}: none) and distances updated or not. */
    public ClauseDeletion withTiers(int core, int tier, boolean update) {
        return new ClauseDeletion(core, tier, update, first, step);
    }

    /** Deletes from {@code store} the clauses this policy gives up, with the trail of {@code d} as it is. */
    void reduce(ClauseStore store, Domains d) {
        int count = store.slots();
        boolean[] locked = store.reasonsOnTrail(d);
        int[] candidates = new int[count];
        int k = 0;
        for (int id = 0; id < count; id++) {
            if (!store.live(id) || !store.learnt(id)) {
                continue;
            }
            int glue = store.lbd(id);
            boolean kept = glue <= coreGlue || locked[id] || glue <= tierGlue && store.used(id);
            store.clearUsed(id);
            if (!kept) {
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
