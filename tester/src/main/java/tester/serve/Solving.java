package tester.serve;

import solver.KillerAdvancedSolver;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What each command does: the puzzle read, the search run with the job's cancel flag and time limit, and
 * the answer worded as the protocol says. The searches are the propagation engine's ({@code advanced}),
 * through one front solver for the server's life, so that every request shares the rules it compiled
 * for puzzles of the same shape before; steps are the project's explainer's. Pictures are drawn under the
 * same time limit and cancel as searches, and no larger than {@link #MAX_PICTURE_CHARS}. Holds no state
 * of its own but that solver's cache and the shared {@link CandidateCache}. Each job's work is a
 * {@link JobRun} (the page's views and the searches), its answers by hand a {@link ByHand}.
 */
final class Solving implements Job.Answering {

    /** The commands of the f-puzzles protocol, then those of this server's page. */
    static final List<String> COMMANDS = List.of("truecandidates", "solve", "check", "count", "solvepath", "step",
            "estimate", "cancel", "load", "steps", "render");

    /**
     * The largest picture an answer carries: 16 MiB of SVG text. A 64x64 board with every pencil mark would
     * make some 47 MB (one text element per mark); boards a person reads stay far below.
     */
    static final int MAX_PICTURE_CHARS = 16 << 20;

    /** The commands that search for solutions, which givens that already break a rule answer at once. */
    static final Set<String> SEARCHES = Set.of("truecandidates", "solve", "check", "count", "steps");

    static final String NO_SOLUTION = "No solutions found.";

    private final Limits limits;
    private final CandidateCache cache;
    /** The front solver of every request; thread-safe, and its cache of compiled shapes is bounded. */
    private final KillerAdvancedSolver front = new KillerAdvancedSolver();

    Solving(Limits limits, CandidateCache cache) {
        this.limits = limits;
        this.cache = cache;
    }

    @Override
    public String answer(Job job) {
        Request r = job.request;
        if (r.command().equals("estimate")) {
            return Replies.invalid(r.nonce(), "estimate is not built into this solver; count gives the exact number"
                    + " of solutions");
        }
        try {
            return new JobRun(job, limits, cache, front).answer();
        } catch (Halted h) {
            return h.answer;
        }
    }

    /**
     * Ends a job from inside a drawing or a loop that cannot return its answer itself (a picture stopped
     * by the time limit, a cancel or its size): the answer it carries, null when cancelled.
     */
    static final class Halted extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient String answer;

        Halted(String answer) {
            super(null, null, false, false);
            this.answer = answer;
        }
    }


    /** A duration in seconds as messages say it: {@code 60}, {@code 0.250}. */
    static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? Long.toString(d.toSeconds())
                : String.format(Locale.ROOT, "%.3f", d.toMillis() / 1000.0);
    }
}
