package solver.engine;

/**
 * How long each run of a restarted search lasts: run {@code k} (from 1) may meet {@link #limit} dead
 * ends (backtracks, or conflicts when learning) before the search starts again from the root. The limits
 * keep growing, so a restarted search stays complete.
 */
interface RestartPolicy {

    /** Dead ends allowed in run {@code run}; {@link Long#MAX_VALUE} never restarts. */
    long limit(int run);

    /** One run, never restarted. */
    RestartPolicy NEVER = run -> Long.MAX_VALUE;

    /** {@code unit} times the Luby sequence 1 1 2 1 1 2 4 1 1 2 ... (Luby, Sinclair and Zuckerman's universal schedule). */
    static RestartPolicy luby(int unit) {
        return run -> unit * term(run);
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
}
