package solver.api;

/**
 * The stop conditions of one running search: solution limit, deadline and cancel flag, plus the
 * statistics every algorithm reports. Searches call {@link #node()} once per search node. The clock is
 * read about once a millisecond of wall time, whatever a node costs: first after 16 nodes, then the
 * nodes between two looks grow while looks come quicker than that and shrink while they come slower, from
 * one to at most 1,024. A
 * fixed count would let a search whose nodes are slow (a large killer's, or one of many threads sharing
 * two cores) run seconds past its deadline; a look per node would cost a plain backtracker's fast
 * nodes a third of their speed. Not thread-safe: one per search.
 */
public final class SearchControl {

    /** The wall time aimed at between two looks at the clock and the cancel flag. */
    private static final long LOOK_NANOS = 1_000_000;
    /** The most nodes between two looks. */
    private static final int MOST_NODES = 1024;
    /** The nodes before the first look. */
    private static final int FIRST_NODES = 16;

    private final SolveOptions options;
    private final long deadline;
    private final long started = System.nanoTime();
    private long nodes;
    /**
     * The node count at which the clock is read next, and the nodes between two looks now. The first look
     * comes after {@value #FIRST_NODES} nodes: most 9x9 searches end before it and never read the clock.
     */
    private long nextLook = FIRST_NODES;
    private int stride = FIRST_NODES;
    private long lastLook = started;
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
        if (++nodes >= nextLook && stopped == null) {
            look();
        }
        return stopped == null;
    }

    /**
     * Reads the cancel flag and the clock, runs the options' pace, and sets when to look next so that looks
     * come about every {@link #LOOK_NANOS} of the search's own running.
     */
    private void look() {
        long now = System.nanoTime();
        if (mustStop(now)) {
            return;
        }
        long gap = now - lastLook;
        // at most twice as many nodes as last time (a few quick nodes say little), as few as the time taken says
        long wanted = gap <= 0 ? 2L * stride : stride * LOOK_NANOS / gap;
        stride = (int) Math.max(1, Math.min(MOST_NODES, Math.min(2L * stride, wanted)));
        lastLook = now;
        if (options.pace() != null) {
            options.pace().run();
            // a pause is not the search's own time: the next gap is measured from its end
            lastLook = System.nanoTime();
        }
        nextLook = nodes + stride;
    }

    /** Records why the search must stop now (cancel or deadline), if it must; true then. */
    private boolean mustStop(long now) {
        if (options.cancel() != null && options.cancel().get()) {
            stopped = Outcome.CANCELLED;
        } else if (deadline != Long.MAX_VALUE && now - deadline > 0) {
            stopped = Outcome.TIMED_OUT;
        }
        return stopped != null;
    }

    /**
     * Reads the cancel flag and the clock now, for work a search does before its first node that can take
     * long on a large grid (a first propagation): true once the search must stop, recorded as a node's
     * look records it. Counts no node.
     */
    public boolean expired() {
        return stopped != null || mustStop(System.nanoTime());
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
