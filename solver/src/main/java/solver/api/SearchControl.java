package solver.api;

/**
 * The stop conditions of one running search: solution limit, deadline and cancel flag, plus the
 * statistics every algorithm reports. Searches call {@link #node()} once per search node; the clock is
 * read only every 1,024 nodes so the check costs nothing measurable. Not thread-safe: one per search.
 */
public final class SearchControl {

    private static final int CLOCK_MASK = 1023;

    private final SolveOptions options;
    private final long deadline;
    private final long started = System.nanoTime();
    private long nodes;
    private long backtracks;
    private long solutions;
    private Outcome stopped;
    private int[] first;

    SearchControl(SolveOptions options) {
        this.options = options;
        this.deadline = options.timeout() == null ? Long.MAX_VALUE
                : started + Math.max(0, options.timeout().toNanos());
    }

    /**
     * Counts a search node. Returns false when the search must stop now (deadline or cancel).
     */
    public boolean node() {
        if ((++nodes & CLOCK_MASK) == 0 && stopped == null) {
            if (options.cancel() != null && options.cancel().get()) {
                stopped = Outcome.CANCELLED;
            } else if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
                stopped = Outcome.TIMED_OUT;
            }
        }
        return stopped == null;
    }

    /** Counts a dead end (a value undone, or a node that failed). */
    public void backtrack() {
        backtracks++;
    }

    /**
     * Records a solution and hands it to the sink. Returns false when the search must stop (limit
     * reached or the sink said stop).
     */
    public boolean solution(int[] cells, SolutionSink sink) {
        solutions++;
        if (first == null) {
            first = cells.clone();
        }
        boolean more = sink.accept(cells);
        if (solutions >= options.maxSolutions() || !more) {
            stopped = Outcome.LIMIT;
            return false;
        }
        return true;
    }

    /** True once the search must unwind (limit, sink, deadline or cancel). */
    public boolean stopped() {
        return stopped != null;
    }

    /** Search nodes counted so far. */
    public long nodes() {
        return nodes;
    }

    public long solutions() {
        return solutions;
    }

    /** The result of a search that returned (exhausted, or stopped for the recorded reason). */
    public SolveResult result(long updates) {
        Outcome outcome = stopped == null ? Outcome.EXHAUSTED : stopped;
        return new SolveResult(outcome, solutions, first, nodes, backtracks, updates,
                (System.nanoTime() - started) / 1_000);
    }
}
