package solver.exactcover;

import grid.generate.RandomPuzzles;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.AlgorXSolver;
import solver.DancingLinksSolver;
import solver.api.ModelSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Throughput benchmark of the exact cover solvers (a {@code main}, not a test): time to the first
 * solution per puzzle, one thread, on the benchmark sets of the folder given as {@code data=DIR}. Without
 * it (or if it is missing) it says so and runs only the generated 36x36 case. Each set
 * is solved once as warm-up (every solution checked by the rules there) and then timed; the table gives
 * puzzles per wall-clock second and per second of this thread's CPU time (steadier on a shared machine).
 *
 * <p>Arguments (all optional): {@code data=DIR}, the folder of the sets (the layout of the README's
 * Benchmarks section), set names to run ({@code 17clue 1905 16x16 25x25 36x36}) and
 * {@code solvers=dancing,algorx}; {@code rounds=N} repeats everything; {@code timeout25=SECONDS} and
 * {@code timeout36=SECONDS} bound each 25x25 and 36x36 puzzle (defaults 10 and 20).
 */
public final class ExactCoverBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String DIGITS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private ExactCoverBench() {
    }

    public static void main(String[] args) throws IOException {
        Path data = null;
        List<String> sets = new ArrayList<>();
        List<ModelSolver> solvers = new ArrayList<>(List.of(new DancingLinksSolver(), new AlgorXSolver()));
        long timeout25 = 10;
        long timeout36 = 20;
        int rounds = 1;
        for (String a : args) {
            if (a.startsWith("data=")) {
                data = Path.of(a.substring(5));
            } else if (a.startsWith("solvers=")) {
                solvers.clear();
                for (String name : a.substring(8).split(",")) {
                    solvers.add(name.equals("algorx") ? new AlgorXSolver() : new DancingLinksSolver());
                }
            } else if (a.startsWith("rounds=")) {
                rounds = Integer.parseInt(a.substring(7));
            } else if (a.startsWith("timeout36=")) {
                timeout36 = Long.parseLong(a.substring(10));
            } else if (a.startsWith("timeout25=")) {
                timeout25 = Long.parseLong(a.substring(10));
            } else {
                sets.add(a);
            }
        }
        if (sets.isEmpty()) {
            sets.addAll(List.of("17clue", "1905", "16x16", "25x25", "36x36"));
        }
        if ((data == null || !Files.isDirectory(data)) && !(sets.size() == 1 && sets.get(0).equals("36x36"))) {
            System.out.println("ExactCoverBench: no data folder " + (data == null ? "given" : data)
                    + " (data=DIR names the folder of the benchmark sets); only the generated 36x36 case runs.");
            data = null;
            sets.retainAll(List.of("36x36"));
            if (sets.isEmpty()) {
                return;
            }
        }
        System.out.printf(Locale.ROOT, "%-22s %-8s %7s %7s %9s %12s %12s%n", "set", "solver", "puzzles", "solved",
                "seconds", "puzzles/s", "per CPU-s");
        for (int round = 0; round < rounds; round++) {
            for (String set : sets) {
                runSet(set, data, solvers, timeout25, timeout36);
            }
        }
    }

    private static void runSet(String set, Path data, List<ModelSolver> solvers, long timeout25, long timeout36)
            throws IOException {
        switch (set) {
            case "17clue" -> nineByNine(data.resolve("sudoku9/puzzles2_17_clue"), "17-clue (3000)", 3000, solvers);
            case "1905" -> nineByNine(data.resolve("sudoku9/puzzles5_forum_hardest_1905_11+"),
                    "forum-1905 (10000)", 10000, solvers);
            case "16x16" -> large(data.resolve("large/gecode_sudoku_16x16.txt"), 16, "gecode 16x16 (55)",
                    solvers, null);
            case "25x25" -> large(data.resolve("large/gecode_sudoku_25x25.txt"), 25, "gecode 25x25 (18)",
                    solvers, Duration.ofSeconds(timeout25));
            case "36x36" -> thirtySix(solvers, timeout36);
            default -> System.out.println("unknown set " + set);
        }
    }

    private static void nineByNine(Path file, String label, int limit, List<ModelSolver> solvers) throws IOException {
        List<int[]> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            puzzles.add(parse(t.substring(0, 81), 9));
            if (puzzles.size() == limit) {
                break;
            }
        }
        run(label, 9, puzzles, solvers, null, false);
    }

    private static void large(Path file, int n, String label, List<ModelSolver> solvers, Duration timeout)
            throws IOException {
        List<int[]> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            puzzles.add(parse(t.substring(t.indexOf(' ') + 1), n));
        }
        run(label, n, puzzles, solvers, timeout, timeout != null);
    }

    /** Symbols 1-9A-Z are values 1..35, i.e. symbol indices 0..34; '.' or '0' is blank. */
    private static int[] parse(String text, int n) {
        if (text.length() != n * n) {
            throw new IllegalArgumentException("expected " + n * n + " cells, got " + text.length());
        }
        int[] givens = new int[n * n];
        for (int i = 0; i < givens.length; i++) {
            char ch = text.charAt(i);
            givens[i] = ch == '.' || ch == '0' ? -1 : DIGITS.indexOf(Character.toUpperCase(ch));
            if (givens[i] >= n) {
                throw new IllegalArgumentException("symbol " + ch + " outside a " + n + "x" + n + " grid");
            }
        }
        return givens;
    }

    private static void run(String label, int n, List<int[]> puzzles, List<ModelSolver> solvers, Duration timeout,
                            boolean perPuzzle) {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        SolveOptions options = SolveOptions.firstSolution();
        if (timeout != null) {
            options = options.withTimeout(timeout);
        }
        for (ModelSolver solver : solvers) {
            PreparedSolver prepared = solver.prepare(rules);
            if (!perPuzzle) {
                // Warm-up pass, checking every answer by the rules.
                int bad = 0;
                for (int[] givens : puzzles) {
                    SolveResult r = prepared.solve(givens, options, SolutionSink.NONE);
                    if (r.solution() == null || !RuleChecker.isSolution(rules.withGivens(givens), r.solution())) {
                        bad++;
                    }
                }
                if (bad > 0) {
                    System.out.println("  " + solver.name() + ": " + bad + " puzzles without a valid solution!");
                }
            }
            int solved = 0;
            long nodes = 0;
            long updates = 0;
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            StringBuilder detail = new StringBuilder();
            for (int[] givens : puzzles) {
                long t0 = System.nanoTime();
                SolveResult r = prepared.solve(givens, options, SolutionSink.NONE);
                if (r.solution() != null) {
                    solved++;
                }
                nodes += r.nodes();
                updates += r.updates();
                if (perPuzzle) {
                    boolean ok = r.solution() != null && RuleChecker.isSolution(rules.withGivens(givens), r.solution());
                    detail.append(String.format(Locale.ROOT, " %s%.2fs", r.outcome() == Outcome.TIMED_OUT ? ">"
                            : ok ? "" : "BAD:", (System.nanoTime() - t0) / 1e9));
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpu = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf(Locale.ROOT, "%-22s %-8s %7d %7d %9.3f %12.1f %12.1f   (mean nodes %.0f, updates %.0f)%n",
                    label, solver.name(), puzzles.size(), solved, seconds, puzzles.size() / seconds,
                    puzzles.size() / cpu,
                    nodes / (double) puzzles.size(), updates / (double) puzzles.size());
            if (perPuzzle) {
                System.out.println("  per puzzle (limit " + timeout.toSeconds() + " s):" + detail);
            }
        }
    }

    /**
     * Generated 36x36 puzzles (RandomPuzzles.sudoku(36, blank, new Random(seed))), half blank as asked
     * and 40% blank for contrast: prepare time, heap taken by the prepared solver, time to the first
     * solution under a limit.
     */
    private static void thirtySix(List<ModelSolver> solvers, long limitSeconds) {
        for (double blank : new double[] {0.4, 0.5}) {
            for (long seed : new long[] {1, 2, 3}) {
                RuleModel model = RandomPuzzles.sudoku(36, blank, new Random(seed));
                for (ModelSolver solver : solvers) {
                    Runtime rt = Runtime.getRuntime();
                    System.gc();
                    long before = rt.totalMemory() - rt.freeMemory();
                    long t0 = System.nanoTime();
                    PreparedSolver prepared = solver.prepare(model);
                    long t1 = System.nanoTime();
                    System.gc();
                    long heap = rt.totalMemory() - rt.freeMemory() - before;
                    SolveResult r = prepared.solve(model.givens(), SolveOptions.firstSolution()
                            .withTimeout(Duration.ofSeconds(limitSeconds)), SolutionSink.NONE);
                    long t2 = System.nanoTime();
                    boolean ok = r.solution() != null && RuleChecker.isSolution(model, r.solution());
                    System.out.printf(Locale.ROOT, "36x36 blank %.1f seed %d %-8s prepare %.3f s (~%d MB heap), solve %.3f s"
                                    + " (limit %d s), %s%s, nodes %d%n", blank, seed, solver.name(), (t1 - t0) / 1e9,
                            heap >> 20, (t2 - t1) / 1e9, limitSeconds, r.outcome(),
                            ok ? " valid" : r.outcome() == Outcome.TIMED_OUT ? "" : " NO VALID SOLUTION", r.nodes());
                }
            }
        }
    }
}
