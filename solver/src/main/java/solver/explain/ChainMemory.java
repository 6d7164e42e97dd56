package solver.explain;

import java.util.Arrays;

/**
 * What the chain techniques remember of one walk from a step to the next: their searches (see
 * {@link #search}), and for Nishio, which follows one
 * symbol at a time (its links and its conclusions never leave the symbol), the places of each symbol when it
 * last found nothing on them. A symbol whose places have not changed since gives nothing again, so the next
 * search skips it. Only where the houses are all the links (no rules, whose links grow as candidates fall).
 */
final class ChainMemory {

    private final PencilMarks b;
    /** Per symbol, its places (a bitset over cells) when Nishio last found nothing on it; null when none. */
    private final long[][] quiet;

    /**
     * The searches of each chain technique, kept from step to step with their graphs and everything nested
     * in them, so that a step does not make them all again (they are large, and most steps try several
     * techniques that find nothing); {@link LinkGraph#renew} readies one for the step.
     */
    private final java.util.IdentityHashMap<Technique, Object> searches = new java.util.IdentityHashMap<>();

    ChainMemory(PencilMarks b) {
        this.b = b;
        this.quiet = new long[b.n][];
    }

    /** The search {@code technique} kept, made by {@code make} the first time. */
    <S> S search(Technique technique, Class<S> type, java.util.function.Supplier<S> make) {
        return type.cast(searches.computeIfAbsent(technique, t -> make.get()));
    }

    /** Whether Nishio found nothing on symbol v when its places were last as they are now. */
    boolean quiet(int v) {
        return quiet[v] != null && Arrays.equals(quiet[v], places(v));
    }

    /** Notes that Nishio finds nothing on symbol v with its places as they are (or, {@code found}, that it does). */
    void remember(int v, boolean found) {
        quiet[v] = found ? null : places(v);
    }

    private long[] places(int v) {
        long[] out = new long[b.cellWords];
        long bit = 1L << v;
        for (int c = 0; c < b.cand.length; c++) {
            if (b.value[c] < 0 && (b.cand[c] & bit) != 0) {
                out[c >>> 6] |= 1L << c;
            }
        }
        return out;
    }
}
