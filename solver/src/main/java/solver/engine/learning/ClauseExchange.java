package solver.engine.learning;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the workers of one portfolio ({@code solver.catalog.Portfolio}) share what they learn: each worker publishes the short
 * clauses it learns, and takes the others' when it restarts. A clause is opaque here (an array of
 * longs in the publishing solver's own coding); it means something only to the same solver on the same
 * rules and givens, which is what a portfolio's workers are. Learned clauses follow from the rules and
 * the givens alone, so a clause one worker learns prunes no solution of another's search.
 *
 * <p>Representation: an append-only list in publishing order, each clause with the worker that
 * published it; a reader keeps its own cursor into the list. Thread-safe; a clause handed over is never
 * modified.
 */
public final class ClauseExchange {

    /** One published clause and who published it. */
    private record Entry(int worker, long[] clause) {
    }

    private final List<Entry> entries = new ArrayList<>();

    /** Publishes {@code clause} (kept as it is, never copied or changed afterwards) from {@code worker}. */
    public synchronized void publish(int worker, long[] clause) {
        entries.add(new Entry(worker, clause));
    }

    /**
     * The clauses published from position {@code from} on by workers other than {@code worker}, added to
     * {@code out}; returns the position to read from next time.
     */
    public synchronized int takeSince(int from, int worker, List<long[]> out) {
        for (int i = from; i < entries.size(); i++) {
            Entry e = entries.get(i);
            if (e.worker() != worker) {
                out.add(e.clause());
            }
        }
        return entries.size();
    }

    /** Clauses published so far. */
    public synchronized int size() {
        return entries.size();
    }
}
