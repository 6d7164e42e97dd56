package tester.serve;

import grid.io.FPuzzlesWriter;
import grid.io.PuzzleFormatException;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.render.PuzzleRenderer;
import solver.KillerAdvancedSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.catalog.TrueCandidates;
import tester.common.JsonText;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One job's work: its puzzle, its solver, its cancel flag and its deadline (which starts when it runs).
 * The page's views and the searches are answered here, the solutions by hand in {@link ByHand}.
 */
final class JobRun {

    final Job job;
    final long nonce;
    final Limits limits;
    private final long deadline;
    private final CandidateCache cache;
    private final KillerAdvancedSolver front;
    RequestedPuzzle p;
    RuleModel model;
    PreparedSolver solver;

    /** {@code front} is the server's one front solver, {@code cache} its true candidates of puzzles asked before. */
    JobRun(Job job, Limits limits, CandidateCache cache, KillerAdvancedSolver front) {
        this.job = job;
        this.nonce = job.request.nonce();
        this.limits = limits;
        this.cache = cache;
        this.front = front;
        this.deadline = System.nanoTime() + limits.jobTime().toNanos();
    }

    String answer() {
        Request r = job.request;
        try {
            p = Request.FPUZZLES.equals(r.dataType()) ? RequestedPuzzle.fpuzzles(r.data())
                    : RequestedPuzzle.text(r.data(), r.puzzleType());
        } catch (PuzzleFormatException e) {
            return Replies.invalid(nonce, e.getMessage());
        }
        model = p.model();
        if (r.command().equals("load")) {
            return loaded();
        }
        if (r.command().equals("render")) {
            return render();
        }
        if (Solving.SEARCHES.contains(r.command())) {
            List<String> clashes = p.grid().givenClashes();
            if (!clashes.isEmpty()) {
                return Replies.invalid(nonce, Solving.NO_SOLUTION + " " + RuleChecker.headline(clashes.get(0)));
            }
        }
        try {
            solver = front.prepare(model);
        } catch (UnsupportedModelException | IllegalArgumentException e) {
            return Replies.invalid(nonce, RequestedPuzzle.NAME + ": " + e.getMessage());
        }
        return switch (r.command()) {
            case "truecandidates" -> trueCandidates();
            case "solve" -> solve();
            case "check" -> check();
            case "count" -> count();
            case "solvepath" -> new ByHand(this).logical(false);
            case "step" -> new ByHand(this).logical(true);
            case "steps" -> new ByHand(this).steps();
            default -> Replies.invalid(nonce, "unknown command '" + r.command() + "'; expected one of " + Solving.COMMANDS);
        };
    }

    /** The page's view of a puzzle: its type, size, symbols, picture and where its cells lie. */
    private String loaded() {
        PuzzleRenderer.Frame f = PuzzleRenderer.frame(model);
        JsonText frame = new JsonText().put("margin", Math.round(f.margin())).put("cell", Math.round(f.cell()))
                .put("width", f.width()).put("height", f.height());
        return Replies.of(nonce, "puzzle").put("puzzleType", p.type()).put("size", model.size())
                .raw("symbols", Replies.list(model.symbols())).raw("givens", Replies.list(model.givens()))
                .raw("frame", frame.toString()).put("svg", picture(null, null)).toString();
    }

    /** The page's picture of a position: the cells given (symbol indices, -1 open) and pencil marks. */
    private String render() {
        Request r = job.request;
        try {
            int[] cells = r.numbers("cells");
            long[] marks = r.masks("marks");
            int[] drawn = cells == null ? model.givens() : cells;
            if (drawn.length != model.cellCount() || marks != null && marks.length != model.cellCount()) {
                return Replies.invalid(nonce, "render: expected " + model.cellCount() + " cells and marks");
            }
            for (int v : drawn) {
                if (v < -1 || v >= model.size()) {
                    return Replies.invalid(nonce, "render: a cell holds " + v
                            + "; expected -1 or a symbol index below " + model.size());
                }
            }
            return Replies.of(nonce, "picture")
                    .put("svg", picture(drawn, model.size() > TrueCandidates.MAX_SYMBOLS ? null : marks)).toString();
        } catch (Request.Refused e) {
            return Replies.invalid(nonce, e.getMessage());
        } catch (IllegalArgumentException e) {
            return Replies.invalid(nonce, "render: " + e.getMessage());
        }
    }

    /**
     * The puzzle drawn as SVG with {@code cells} (null: the givens) and pencil marks (null: none), under
     * the job's time limit and cancel and within {@link Solving#MAX_PICTURE_CHARS}; past any of them the job
     * ends ({@link Solving.Halted}) with the answer that says so.
     */
    private String picture(int[] cells, long[] marks) {
        return PuzzleRenderer.svg(model, cells, marks, chars -> {
            job.pace();
            if (job.cancel.get()) {
                throw new Solving.Halted(null);
            }
            if (outOfTime()) {
                throw new Solving.Halted(timeLimit("before the picture was drawn"));
            }
            if (chars > Solving.MAX_PICTURE_CHARS) {
                throw new Solving.Halted(Replies.invalid(nonce, "the picture of this " + model.size() + "x" + model.size()
                        + " board passes " + (Solving.MAX_PICTURE_CHARS >> 20) + " MiB of SVG; not sent"));
            }
        });
    }

    private boolean page() {
        return Request.PAGE.equals(job.request.dataType());
    }

    /** Options for one search within what is left of the job's time. */
    SolveOptions options(SolveOptions base) {
        return base.withCancel(job.cancel).withPace(job::pace)
                .withTimeout(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
    }

    boolean outOfTime() {
        return System.nanoTime() - deadline > 0;
    }

    String timeLimit(String what) {
        return Replies.invalid(nonce, "Stopped at the time limit of " + Solving.seconds(limits.jobTime()) + " s " + what + ".");
    }

    String trueCandidates() {
        int n = model.size();
        if (n > TrueCandidates.MAX_SYMBOLS) {
            return Replies.invalid(nonce, "true candidates take puzzles of up to " + TrueCandidates.MAX_SYMBOLS
                    + " symbols, not " + n);
        }
        int[] givens = model.givens();
        CandidateCache.Answer known = cache.exact(p.rulesKey(), givens, p.cap());
        if (known == null) {
            long[] possible = cache.possible(p.rulesKey(), givens);
            TrueCandidates.Counts r = TrueCandidates.count(solver, givens, n, p.cap(), possible,
                    options(SolveOptions.firstSolution()));
            if (r.status() == TrueCandidates.Status.STOPPED) {
                return job.cancel.get() ? null : timeLimit("before every candidate was settled");
            }
            known = new CandidateCache.Answer(p.rulesKey(), givens, p.cap(),
                    r.status() == TrueCandidates.Status.COMPLETE, r.counts(), r.candidates());
            cache.put(known);
        }
        if (!known.solvable()) {
            return Replies.invalid(nonce, Solving.NO_SOLUTION);
        }
        long[] perCandidate = new long[known.counts().length];
        for (int i = 0; i < perCandidate.length; i++) {
            perCandidate[i] = p.cap() == 1 ? Math.min(1, known.counts()[i]) : known.counts()[i];
        }
        if (p.logical()) {
            long[] logic = new ByHand(this).logicalCandidates();
            if (logic == null) {
                return job.cancel.get() ? null : timeLimit("before logic had finished");
            }
            for (int c = 0; c < logic.length; c++) {
                for (int v = 0; v < n; v++) {
                    if (perCandidate[c * n + v] == 0 && (logic[c] >>> v & 1) != 0 && model.given(c) < 0) {
                        perCandidate[c * n + v] = -1;
                    }
                }
            }
        }
        JsonText answer = Replies.of(nonce, "truecandidates").raw("solutionsPerCandidate", longs(perCandidate));
        if (page()) {
            answer.put("svg", picture(model.givens(), known.candidates()));
        }
        return answer.toString();
    }

    /** The answer to a search for a solution that found none: null when cancelled, else why. */
    String unsolved(SolveResult r) {
        return switch (r.outcome()) {
            case CANCELLED -> null;
            case TIMED_OUT -> timeLimit("before a solution was found");
            default -> Replies.invalid(nonce, Solving.NO_SOLUTION);
        };
    }

    String solve() {
        SolveResult r = solver.solve(model.givens(), options(SolveOptions.firstSolution()), SolutionSink.NONE);
        if (!r.found()) {
            return unsolved(r);
        }
        int[] digits = new int[r.solution().length];
        for (int c = 0; c < digits.length; c++) {
            digits[c] = model.symbol(r.solution()[c]);
        }
        JsonText answer = Replies.of(nonce, "solved").raw("solution", Replies.list(digits));
        if (page()) {
            p.grid().fill(r.solution());
            answer.put("svg", picture(r.solution(), null)).put("csv", p.grid().outputText());
            try {
                FPuzzlesWriter.Written written = p.grid().fpuzzles(r.solution());
                answer.put("link", written.link());
                if (!written.leftOut().isEmpty()) {
                    answer.put("linkProblem", "the link leaves out what f-puzzles cannot show: "
                            + String.join(", ", written.leftOut()));
                }
            } catch (IllegalArgumentException e) {
                answer.put("linkProblem", "no f-puzzles link: " + e.getMessage());
            }
        }
        return answer.toString();
    }

    String check() {
        SolveResult r = solver.solve(model.givens(), options(SolveOptions.upTo(2)), SolutionSink.NONE);
        return switch (r.outcome()) {
            case CANCELLED -> null;
            case TIMED_OUT -> timeLimit("before uniqueness was settled" + (r.solutions() > 0 ? " (one solution found)" : ""));
            default -> Replies.count(nonce, r.solutions(), false);
        };
    }

    String count() {
        AtomicLong found = new AtomicLong();
        long every = limits.progressEvery().toNanos();
        long[] next = {System.nanoTime() + every};
        SolutionSink sink = cells -> {
            long k = found.incrementAndGet();
            long now = System.nanoTime();
            if (now - next[0] > 0) {
                next[0] = now + every;
                job.progress(Replies.count(nonce, k, true));
            }
            return true;
        };
        SolveResult r = solver.solve(model.givens(), options(SolveOptions.all()), sink);
        return switch (r.outcome()) {
            case CANCELLED -> null;
            case TIMED_OUT -> timeLimit("after " + r.solutions() + " solutions; the count is not finished");
            default -> Replies.count(nonce, r.solutions(), false);
        };
    }

    private String longs(long[] values) {
        StringBuilder out = new StringBuilder(values.length * 2 + 2).append('[');
        for (int i = 0; i < values.length; i++) {
            out.append(i > 0 ? "," : "").append(values[i]);
        }
        return out.append(']').toString();
    }
}
