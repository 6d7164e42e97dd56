package tester.serve;

import grid.io.FPuzzlesWriter;
import grid.io.PuzzleFormatException;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.render.PuzzleRenderer;
import solver.KillerAdvancedSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.TrueCandidates;
import solver.api.UnsupportedModelException;
import solver.explain.Explainer;
import solver.explain.Rating;
import solver.explain.Step;
import tester.JsonText;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What each command does: the puzzle read, the search run with the job's cancel flag and time limit, and
 * the answer worded as the protocol says. The searches are the propagation engine's ({@code advanced}),
 * through one front solver for the server's life, so that every request shares the rules it compiled
 * for puzzles of the same shape before; steps are the project's explainer's. Pictures are drawn under the
 * same time limit and cancel as searches, and no larger than {@link #MAX_PICTURE_CHARS}. Holds no state
 * of its own but that solver's cache and the shared {@link CandidateCache}.
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
    private static final Set<String> SEARCHES = Set.of("truecandidates", "solve", "check", "count", "steps");

    private static final String NO_SOLUTION = "No solutions found.";

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
            return new Run(job).answer();
        } catch (Halted h) {
            return h.answer;
        }
    }

    /**
     * Ends a job from inside a drawing or a loop that cannot return its answer itself (a picture stopped
     * by the time limit, a cancel or its size): the answer it carries, null when cancelled.
     */
    private static final class Halted extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient String answer;

        Halted(String answer) {
            super(null, null, false, false);
            this.answer = answer;
        }
    }

    /** One job's work: its puzzle, its solver, its cancel flag and its deadline (which starts when it runs). */
    private final class Run {
        private final Job job;
        private final long nonce;
        private final long deadline;
        private RequestedPuzzle p;
        private RuleModel model;
        private PreparedSolver solver;

        Run(Job job) {
            this.job = job;
            this.nonce = job.request.nonce();
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
            if (SEARCHES.contains(r.command())) {
                List<String> clashes = p.grid().givenClashes();
                if (!clashes.isEmpty()) {
                    return Replies.invalid(nonce, NO_SOLUTION + " " + RuleChecker.headline(clashes.get(0)));
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
                case "solvepath" -> logical(false);
                case "step" -> logical(true);
                case "steps" -> steps();
                default -> Replies.invalid(nonce, "unknown command '" + r.command() + "'; expected one of " + COMMANDS);
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
         * the job's time limit and cancel and within {@link #MAX_PICTURE_CHARS}; past any of them the job
         * ends ({@link Halted}) with the answer that says so.
         */
        private String picture(int[] cells, long[] marks) {
            return PuzzleRenderer.svg(model, cells, marks, chars -> {
                job.pace();
                if (job.cancel.get()) {
                    throw new Halted(null);
                }
                if (outOfTime()) {
                    throw new Halted(timeLimit("before the picture was drawn"));
                }
                if (chars > MAX_PICTURE_CHARS) {
                    throw new Halted(Replies.invalid(nonce, "the picture of this " + model.size() + "x" + model.size()
                            + " board passes " + (MAX_PICTURE_CHARS >> 20) + " MiB of SVG; not sent"));
                }
            });
        }

        private boolean page() {
            return Request.PAGE.equals(job.request.dataType());
        }

        /** Options for one search within what is left of the job's time. */
        private SolveOptions options(SolveOptions base) {
            return base.withCancel(job.cancel).withPace(job::pace)
                    .withTimeout(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
        }

        private boolean outOfTime() {
            return System.nanoTime() - deadline > 0;
        }

        private String timeLimit(String what) {
            return Replies.invalid(nonce, "Stopped at the time limit of " + seconds(limits.jobTime()) + " s " + what + ".");
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
                return Replies.invalid(nonce, NO_SOLUTION);
            }
            long[] perCandidate = new long[known.counts().length];
            for (int i = 0; i < perCandidate.length; i++) {
                perCandidate[i] = p.cap() == 1 ? Math.min(1, known.counts()[i]) : known.counts()[i];
            }
            if (p.logical()) {
                long[] logic = logicalCandidates();
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

        /** The candidates left when no technique allowed applies any more (no trials), or null when stopped. */
        private long[] logicalCandidates() {
            Explainer.Walk walk = Explainer.Walk.from(model, null, null,
                    Explainer.Settings.logic().without(p.off()).withCancel(job.cancel));
            while (walk.next() != null) {
                job.pace();
                if (job.cancel.get() || outOfTime()) {
                    return null;
                }
            }
            return walk.candidates();
        }

        /** The answer to a search for a solution that found none: null when cancelled, else why. */
        private String unsolved(SolveResult r) {
            return switch (r.outcome()) {
                case CANCELLED -> null;
                case TIMED_OUT -> timeLimit("before a solution was found");
                default -> Replies.invalid(nonce, NO_SOLUTION);
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

        /**
         * {@code step} (one step) or {@code solvepath} (every step, as far as the techniques go) from the
         * position a person has reached: the givens, the digits filled in and the centre marks. No step
         * takes a value from the solution: where logic stops, the answer says so.
         */
        String logical(boolean one) {
            if (!Explainer.accepts(model)) {
                return Replies.invalid(nonce, "step-by-step solving takes puzzles of up to 64 symbols, not " + model.size());
            }
            Explainer.Walk walk = Explainer.Walk.from(model, p.filled(), p.marks(),
                    Explainer.Settings.logic().without(p.off()).withCancel(job.cancel));
            StringBuilder message = new StringBuilder();
            if (one && walk.problem() == null && !initialCandidatesShown(walk)) {
                return logicalAnswer(walk, "Initial candidates.");
            }
            do {
                if (job.cancel.get()) {
                    return null;
                }
                job.pace();
                if (outOfTime()) {
                    message.append("Stopped at the time limit of ").append(seconds(limits.jobTime())).append(" s.\n");
                    return logicalAnswer(walk, message.toString());
                }
                Step step = walk.next();
                if (step == null) {
                    break;
                }
                message.append(step.text()).append('\n');
            } while (!one);
            if (walk.problem() != null) {
                message.append("Board is invalid: ").append(walk.problem()).append('\n');
            } else if (walk.solved()) {
                message.append(message.length() == 0 ? "Solved.\n" : "");
            } else if (message.length() == 0 || !one) {
                message.append("No logical steps found.\n");
            }
            return logicalAnswer(walk, message.toString());
        }

        /** Whether every open cell's centre marks (all symbols where it has none) are the walk's candidates. */
        private boolean initialCandidatesShown(Explainer.Walk walk) {
            long all = model.size() == 64 ? -1L : (1L << model.size()) - 1;
            long[] now = walk.candidates();
            int[] values = walk.values();
            for (int c = 0; c < now.length; c++) {
                long shown = p.marks()[c] == 0 ? all : p.marks()[c];
                if (values[c] < 0 && shown != now[c]) {
                    return false;
                }
            }
            return true;
        }

        private String logicalAnswer(Explainer.Walk walk, String message) {
            int[] values = walk.values();
            long[] candidates = walk.candidates();
            StringBuilder cells = new StringBuilder("[");
            for (int c = 0; c < values.length; c++) {
                cells.append(c > 0 ? "," : "");
                if (values[c] >= 0) {
                    cells.append("{\"value\":").append(model.symbol(values[c])).append('}');
                } else {
                    cells.append("{\"value\":0,\"candidates\":").append(symbolValues(candidates[c])).append('}');
                }
            }
            return Replies.of(nonce, "logical").raw("cells", cells.append(']').toString())
                    .put("message", message).put("isValid", walk.problem() == null).toString();
        }

        private String symbolValues(long mask) {
            StringBuilder out = new StringBuilder("[");
            for (long m = mask; m != 0; m &= m - 1) {
                out.append(out.length() > 1 ? "," : "").append(model.symbol(Long.numberOfTrailingZeros(m)));
            }
            return out.append(']').toString();
        }

        /**
         * The page's steps: the solution by hand from the givens as far as logic goes, each step with its
         * words, difficulty, and the cells it places or clears, and the rating; where logic stops, the
         * answer says why ({@code stop}).
         */
        String steps() {
            if (!Explainer.accepts(model)) {
                return Replies.invalid(nonce, "step-by-step solving takes puzzles of up to 64 symbols, not " + model.size());
            }
            SolveResult r = solver.solve(model.givens(), options(SolveOptions.firstSolution()), SolutionSink.NONE);
            if (!r.found()) {
                return unsolved(r);
            }
            Explainer.Walk walk = Explainer.Walk.from(model, null, null,
                    Explainer.Settings.logic().withCancel(job.cancel));
            String start = Replies.hex(walk.candidates());
            StringBuilder steps = new StringBuilder("[");
            java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
            int level = 0;
            double er = 0;
            for (Step s = walk.next(); s != null; s = walk.next()) {
                if (job.cancel.get()) {
                    return null;
                }
                job.pace();
                if (outOfTime()) {
                    return timeLimit("before the explanation was finished");
                }
                steps.append(steps.length() > 1 ? "," : "").append(new JsonText().put("text", s.text())
                        .put("technique", s.technique()).put("level", s.level())
                        .raw("er", Rating.format(s.er()))
                        .raw("placements", Replies.list(s.placements())).raw("cells", Replies.list(s.cells()))
                        .raw("values", Replies.list(walk.values())).raw("candidates", Replies.hex(walk.candidates())));
                counts.merge(s.technique(), 1, Integer::sum);
                level = Math.max(level, s.level());
                er = Math.max(er, s.er());
            }
            if (job.cancel.get()) {
                return null;
            }
            if (!walk.solved()) {
                level = Rating.TRIAL;
            }
            JsonText techniques = new JsonText();
            counts.forEach(techniques::put);
            JsonText answer = Replies.of(nonce, "steps").raw("start", start)
                    .raw("steps", steps.append(']').toString()).put("level", level)
                    .put("rating", level == 0 ? "solved" : Explainer.LEVELS.get(level))
                    .raw("er", Rating.format(er)).raw("techniques", techniques.toString());
            if (walk.stopReason() != null) {
                answer.put("stop", walk.stopReason());
            }
            return answer.toString();
        }

        private String longs(long[] values) {
            StringBuilder out = new StringBuilder(values.length * 2 + 2).append('[');
            for (int i = 0; i < values.length; i++) {
                out.append(i > 0 ? "," : "").append(values[i]);
            }
            return out.append(']').toString();
        }
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? Long.toString(d.toSeconds())
                : String.format(Locale.ROOT, "%.3f", d.toMillis() / 1000.0);
    }
}
