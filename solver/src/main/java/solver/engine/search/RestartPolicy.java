package solver.engine.search;

/**
 * When a search starts again from the root. The search reports every dead end (a backtrack, or a
 * conflict when learning, with the literal-block distance of the clause learned there) and asks after
 * each whether a restart is due. Implementations keep their own count; one per search.
 */
public interface RestartPolicy {

    /** A dead end; {@code glue} is the learned clause's literal-block distance, 0 when nothing is learned. */
    void deadEnd(int glue);

    /** Whether the search should restart now. */
    boolean due();

    /** The search has restarted. */
    void restarted();

    /** No restarts: a depth-first search stays one descent. Stateless, so one serves every search. */
    RestartPolicy NEVER = new RestartPolicy() {
        @Override
        public void deadEnd(int glue) {
        }

        @Override
        public boolean due() {
            return false;
        }

        @Override
        public void restarted() {
        }
    };

    /**
     * Run {@code k} (from 1) may meet {@code unit} times the k-th term of the Luby sequence 1 1 2 1 1 2 4
     * 1 1 2 ... dead ends (Luby, Sinclair and Zuckerman's universal schedule). The runs keep growing, so a
     * restarted search stays complete.
     */
    static RestartPolicy luby(int unit) {
        return new Luby(unit);
    }

    /** The i-th term (from 1) of the Luby sequence. */
    static long term(int i) {
        int k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        long x = i;
        while (x != (1L << k) - 1) {
            x -= (1L << (k - 1)) - 1;
            k = 1;
            while ((1L << k) - 1 < x) {
                k++;
            }
        }
        return 1L << (k - 1);
    }

    /** {@link #luby}: dead ends counted per run against the run's Luby term. */
    final class Luby implements RestartPolicy {
        private final int unit;
        private int run = 1;
        private long deadEnds;

        private Luby(int unit) {
            this.unit = unit;
        }

        @Override
        public void deadEnd(int glue) {
            deadEnds++;
        }

        @Override
        public boolean due() {
            return deadEnds > unit * term(run);
        }

        @Override
        public void restarted() {
            run++;
            deadEnds = 0;
        }
    }
}
