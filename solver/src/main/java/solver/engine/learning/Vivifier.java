package solver.engine.learning;

import solver.engine.core.Domains;

import java.util.Arrays;

/**
 * Makes learned clauses shorter by propagation at the root (vivification: Piette, Hamadi and Saïs,
 * "Vivifying propositional clausal formulae"; CaDiCaL and Kissat vivify their learned clauses the same
 * way between conflicts). For a clause {@code l1 ∨ l2 ∨ ... ∨ lk}, each literal in turn is assumed false
 * on a level of its own and everything propagated: a literal found false by what was assumed before it is
 * dropped (the assumptions imply its negation), a literal found true ends the clause there (the
 * assumptions imply it), and a conflict ends it at the last literal assumed (the assumptions cannot all
 * hold). What is kept is implied by the rules and the clauses, so it replaces the clause, and it is a
 * part of the clause, so it is at least as strong. A set literal {@code [c∈S]} is assumed false by
 * narrowing {@code c} to the symbols outside {@code S}.
 *
 * <p>A round runs at a restart (at level 0), at most once every {@link Vivification#gap} conflicts, over
 * the learned clauses not yet vivified, lowest glue first and then the most active, until its narrowings
 * reach {@link Vivification#percent} % of the narrowings the search made since the round before. Only for
 * a search whose clauses all follow from the rules: with blocking clauses (past a solution) a clause
 * shortened at the root could exclude solutions not yet reported, so the search does not call it then.
 * One per search; not thread-safe.
 */
final class Vivifier {

    private final ClauseStore store;
    private final long all;
    private final Vivification how;
    private long conflictsAtRound;
    private long updatesAtRound;
    private int[] cells = new int[64];
    private long[] masks = new long[64];
    private int[] keptCells = new int[64];
    private long[] keptMasks = new long[64];
    private long rounds;
    private long tried;
    private long shortened;
    private long literalsRemoved;

    /** Vivifies the clauses of {@code store} (set literals over {@code n} symbols) as {@code how} says. */
    Vivifier(ClauseStore store, int n, Vivification how) {
        this.store = store;
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.how = how;
    }

    /** Whether a round is due after {@code conflicts} conflicts. */
    boolean due(long conflicts) {
        return how.on() && conflicts - conflictsAtRound >= how.gap();
    }

    /**
     * One round over {@code d} at level 0, after {@code conflicts} conflicts; {@code watches} are rebuilt
     * when a clause changed. False when the root propagation fails: no solution exists.
     */
    boolean round(Domains d, ClauseWatches watches, long conflicts) {
        if (!d.propagate()) {
            return false;
        }
        long budget = (d.updates() - updatesAtRound) * how.percent() / 100;
        conflictsAtRound = conflicts;
        rounds++;
        long start = d.updates();
        int[] order = candidates(d);
        changes = 0;
        changedLiterals = 0;
        for (int id : order) {
            if (d.updates() - start > budget) {
                break;
            }
            store.setVivified(id);
            tried++;
            int kept = vivify(d, id);
            if (kept == 1 && (!d.restrictAtRoot(keptCells[0], keptMasks[0]) || !d.propagate())) {
                return false;
            }
            if (kept > 0) {
                record(id, kept);
            }
        }
        // the watches know the clauses as they were until now, so the shorter ones replace them only here
        for (int i = 0; i < changes; i++) {
            int id = changedIds[i];
            int length = changedLengths[i];
            if (length == 1) {
                store.delete(id);
            } else {
                System.arraycopy(changedCells, changedFrom[i], keptCells, 0, length);
                System.arraycopy(changedMasks, changedFrom[i], keptMasks, 0, length);
                store.shorten(id, keptCells, keptMasks, length);
            }
        }
        if (changes > 0) {
            watches.rebuild(d);
        }
        // what the round narrowed is not the search's: the next budget counts the search's narrowings only
        updatesAtRound = d.updates();
        return true;
    }

    /** The clauses a round made shorter, to apply at its end: id, length, and where their literals lie. */
    private int changes;
    private int[] changedIds = new int[64];
    private int[] changedLengths = new int[64];
    private int[] changedFrom = new int[64];
    private int changedLiterals;
    private int[] changedCells = new int[256];
    private long[] changedMasks = new long[256];

    private void record(int id, int length) {
        if (changes == changedIds.length) {
            changedIds = Arrays.copyOf(changedIds, 2 * changes);
            changedLengths = Arrays.copyOf(changedLengths, 2 * changes);
            changedFrom = Arrays.copyOf(changedFrom, 2 * changes);
        }
        if (changedLiterals + length > changedCells.length) {
            int grown = Math.max(2 * changedCells.length, changedLiterals + length);
            changedCells = Arrays.copyOf(changedCells, grown);
            changedMasks = Arrays.copyOf(changedMasks, grown);
        }
        System.arraycopy(keptCells, 0, changedCells, changedLiterals, length);
        System.arraycopy(keptMasks, 0, changedMasks, changedLiterals, length);
        changedIds[changes] = id;
        changedLengths[changes] = length;
        changedFrom[changes++] = changedLiterals;
        changedLiterals += length;
    }

    /** The learned clauses of two literals or more not vivified yet, lowest glue first, then most active. */
    private int[] candidates(Domains d) {
        // the clauses that caused a narrowing at level 0 keep their literals as they are
        boolean[] locked = store.reasonsOnTrail(d);
        long[] keyed = new long[store.slots()];
        int k = 0;
        for (int id = 0, end = store.slots(); id < end; id++) {
            if (store.live(id) && store.learnt(id) && !store.vivified(id) && !locked[id] && store.length(id) >= 2) {
                // glue in the high bits, then activity (descending) as its float bits, then the id
                int rank = Integer.MAX_VALUE - Float.floatToIntBits(Math.max(0f, store.activity(id)));
                keyed[k++] = (long) Math.min(store.lbd(id), 255) << 55 | (long) (rank >>> 8) << 32 | id;
            }
        }
        Arrays.sort(keyed, 0, k);
        int[] out = new int[k];
        for (int i = 0; i < k; i++) {
            out[i] = (int) keyed[i];
        }
        return out;
    }

    /**
     * Vivifies clause {@code id} at level 0 of {@code d}: the length of the shorter clause left in
     * {@code keptCells} and {@code keptMasks}, or 0 when it is no shorter (or true at the root).
     */
    private int vivify(Domains d, int id) {
        int length = store.length(id);
        if (cells.length < length) {
            cells = new int[Math.max(length, 2 * cells.length)];
            masks = new long[cells.length];
            keptCells = new int[cells.length];
            keptMasks = new long[cells.length];
        }
        long[] arena = store.arena();
        for (int i = 0; i < length; i++) {
            int p = store.position(id, i);
            cells[i] = store.cellAt(arena, p);
            masks[i] = store.setAt(arena, p);
        }
        int mark = d.mark();
        int kept = 0;
        boolean trueAtRoot = false;
        for (int i = 0; i < length; i++) {
            int c = cells[i];
            long m = d.dom[c];
            if ((m & masks[i]) == 0) {
                continue;
            }
            keptCells[kept] = c;
            keptMasks[kept++] = masks[i];
            if ((m & ~masks[i]) == 0) {
                trueAtRoot = d.level() == 0;
                break;
            }
            if (i == length - 1 || !d.probe(c, all & ~masks[i]) || !d.propagate()) {
                break;
            }
        }
        d.undo(mark);
        if (trueAtRoot || kept == length) {
            // a clause true at the root is left for the reductions (it is never used again)
            return 0;
        }
        shortened++;
        literalsRemoved += length - kept;
        return kept;
    }

    /** Rounds run. */
    long rounds() {
        return rounds;
    }

    /** Clauses tried. */
    long tried() {
        return tried;
    }

    /** Clauses made shorter. */
    long shortened() {
        return shortened;
    }

    /** Set literals removed from them. */
    long literalsRemoved() {
        return literalsRemoved;
    }
}
