package solver.engine;

import grid.generate.RandomPuzzles;
import grid.io.KrazydadKillerCsv;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.catalog.Portfolio;
import solver.rules.CompiledRules;
import solver.rules.ShapeTables;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Measures the propagation engine (not a test): 9x9 throughput on the standard sets, the 25x25 set,
 * generated 36x36 / 49x49 puzzles, the krazydad killer set and generated 16x16 killers, each next to a
 * peer (the plain {@link Backtracker}) measured in the same run. Reads the data folder named by
 * {@code -Dbench.data=DIR} (the sets of the README's Benchmarks); says so and exits 0 when it is not given or not there. Every solution found is checked
 * by the rules after timing. 9x9 throughputs and killer times are in thread CPU time (see
 * {@link #cpuNanos}), as the machine is shared; 25x25 runs get a budget of thread CPU time; generated
 * large-grid times are the solver's own wall-clock figures.
 * Arguments: section names ({@code sudoku9 large generated killer killer16}; none = all of them) and
 * {@code config}, which compares engine plans on two 9x9 sets, and {@code portfolio}, which runs the 25x25
 * set with two workers sharing learned clauses and not. System properties for experiments:
 * {@code bench.largeTimeout} (seconds of CPU time per 25x25 run, default 20), {@code bench.seed} and
 * {@code bench.seeds} (the 25x25 set is run with seeds seed..seed+seeds-1), {@code bench.search}
 * ({@code DEPTH_FIRST} or {@code LEARNING}: the first-solution search on every
 * shape), {@code bench.locked}, {@code bench.matching}, {@code bench.sums} (true/false: the
 * {@link Reasoning} switches), {@code bench.cap} and {@code bench.regionCap} (largest innie/outie set);
 * without them each shape gets {@link Plan#of}.
 */
public final class EngineBench {

    private static final int ROUNDS = 3;
    /** Multi-round measurements keep repeating for at least this long, so the JIT has settled. */
    private static final long WARM_NANOS = 3_000_000_000L;
    private static final long LARGE_TIMEOUT = Long.getLong("bench.largeTimeout", 20);

    private EngineBench() {
    }

    public static void main(String[] args) throws IOException {
        Path data = dataDir();
        List<String> only = Arrays.asList(args);
        if (data == null) {
            System.out.println("EngineBench: no data folder " + System.getProperty("bench.data", "given")
                    + " (-Dbench.data=DIR names the folder of the benchmark sets); nothing to measure.");
            return;
        }
        System.out.println("data: " + data.toAbsolutePath() + ", cores: " + Runtime.getRuntime().availableProcessors());
        if (only.isEmpty() || only.contains("sudoku9")) {
            sudoku9(data, "puzzles2_17_clue", 3_000, 300);
            sudoku9(data, "puzzles5_forum_hardest_1905_11+", 10_000, 300);
            sudoku9(data, "puzzles3_magictour_top1465", 1_465, 300);
            sudoku9(data, "puzzles6_forum_hardest_1106", 1_106, 100);
        }
        if (only.contains("config")) {
            configs(data);
        }
        if (only.isEmpty() || only.contains("large")) {
            large(data);
        }
        if (only.contains("portfolio")) {
            portfolio(data);
        }
        if (only.isEmpty() || only.contains("generated")) {
            generated(36, 0.50, 3);
            generated(36, 0.65, 3);
            generated(49, 0.50, 3);
            generated(49, 0.65, 3);
        }
        if (only.isEmpty() || only.contains("killer")) {
            killer(data);
        }
        if (only.isEmpty() || only.contains("killer16")) {
            killer16();
        }
    }

    private static Path dataDir() {
        String dir = System.getProperty("bench.data");
        return dir != null && Files.isDirectory(Path.of(dir)) ? Path.of(dir) : null;
    }

    // ---------------------------------------------------------------- 9x9

    private static void sudoku9(Path data, String name, int limit, int peerLimit) throws IOException {
        Path file = data.resolve("sudoku9").resolve(name);
        if (!Files.exists(file)) {
            System.out.println(name + ": missing, skipped");
            return;
        }
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        List<int[]> puzzles = read9(file, limit);
        PreparedSolver engine = new EngineSolver(CompiledRules.of(rules));
        double rate = throughput(engine, puzzles, rules, ROUNDS);
        double nodes = lastNodes;
        List<int[]> peerSet = puzzles.subList(0, Math.min(peerLimit, puzzles.size()));
        double peer = throughput(new Backtracker(CompiledRules.of(rules)), peerSet, rules, 1);
        System.out.printf("9x9 %-34s %6d puzzles  advanced %,10.0f /s (%.1f nodes each)   backtracking %,9.0f /s"
                + " (first %d)  ratio %.0fx%n", name, puzzles.size(), rate, nodes, peer, peerSet.size(), rate / peer);
    }

    private static void configs(Path data) throws IOException {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        for (String name : new String[]{"puzzles2_17_clue", "puzzles5_forum_hardest_1905_11+"}) {
            List<int[]> puzzles = read9(data.resolve("sudoku9").resolve(name), name.contains("17") ? 3_000 : 10_000);
            Plan base = Plan.of(Shape.of(CompiledRules.of(rules)));
            Plan general = base.withKernel(Plan.Kernel.NETWORK);
            Plan[] variants = {base, general, general.withReasoning(general.reasoning().withLockedCandidates(true))};
            String[] labels = {"default (9x9 fast path)", "general engine", "general, locked cand."};
            for (int i = 0; i < variants.length; i++) {
                double rate = throughput(new EngineSolver(CompiledRules.of(rules), variants[i]), puzzles, rules, ROUNDS);
                System.out.printf("config %-26s %-34s %,10.0f /s  %.1f nodes/puzzle%n", labels[i], name, rate,
                        lastNodes);
            }
        }
    }

    static List<int[]> read9(Path file, int limit) throws IOException {
        List<int[]> out = new ArrayList<>();
        for (String raw : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            String line = raw.strip();
            if (line.length() < 81 || line.startsWith("#")) {
                continue;
            }
            int[] g = new int[81];
            for (int i = 0; i < 81; i++) {
                char ch = line.charAt(i);
                g[i] = ch >= '1' && ch <= '9' ? ch - '1' : -1;
            }
            out.add(g);
            if (out.size() == limit) {
                break;
            }
        }
        return out;
    }

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * CPU time of this thread: on a machine shared with other jobs it measures the work done rather than
     * the share of the cores we were given. Falls back to wall time where the JVM cannot tell.
     */
    static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Search nodes per puzzle in the last {@link #throughput} call (independent of machine load). */
    private static double lastNodes;

    /** Puzzles per second in the best of {@code rounds} passes (the first ones warm up); checks all. */
    private static double throughput(PreparedSolver solver, List<int[]> puzzles, RuleModel rules, int rounds) {
        long best = Long.MAX_VALUE;
        int[][] found = new int[puzzles.size()][];
        long start = System.nanoTime();
        for (int r = 0; r < rounds || (rounds > 1 && System.nanoTime() - start < WARM_NANOS); r++) {
            long nodes = 0;
            long t0 = cpuNanos();
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult result = solver.solve(puzzles.get(i), SolveOptions.firstSolution(), SolutionSink.NONE);
                found[i] = result.solution();
                nodes += result.nodes();
            }
            best = Math.min(best, cpuNanos() - t0);
            lastNodes = nodes / (double) puzzles.size();
        }
        for (int i = 0; i < puzzles.size(); i++) {
            check(rules.withGivens(puzzles.get(i)), found[i], "puzzle " + i);
        }
        return puzzles.size() / (best / 1e9);
    }

    static void check(RuleModel model, int[] solution, String what) {
        if (solution == null || !RuleChecker.isSolution(model, solution)) {
            throw new IllegalStateException(what + ": no valid solution " + (solution == null ? "found" : "returned"));
        }
    }

    // ---------------------------------------------------------------- large

    /** Whether {@code file} is there; if not, says that set {@code label} is skipped. */
    private static boolean present(Path file, String label) {
        if (Files.exists(file)) {
            return true;
        }
        System.out.println(label + ": missing, skipped");
        return false;
    }

    /** The 25x25 instances of {@code file} ({@code <index> <625 characters>}), their indices into {@code names}. */
    static List<int[]> read25(Path file, List<String> names) throws IOException {
        List<int[]> puzzles = new ArrayList<>();
        for (String raw : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            String[] parts = raw.strip().split("\\s+");
            if (parts.length != 2 || parts[1].length() != 625) {
                continue;
            }
            int[] g = new int[625];
            for (int i = 0; i < 625; i++) {
                char ch = parts[1].charAt(i);
                g[i] = ch == '.' ? -1 : ch <= '9' ? ch - '1' : ch - 'A' + 9;
            }
            names.add(parts[0]);
            puzzles.add(g);
        }
        return puzzles;
    }

    /**
     * The 25x25 set with a two-worker {@link Portfolio}, sharing learned clauses and not, alternating
     * which goes first from puzzle to puzzle, each run with {@code bench.largeTimeout} seconds of wall
     * time (the workers use both cores) and the portfolio seed {@code bench.seed}.
     */
    private static void portfolio(Path data) throws IOException {
        Path file = data.resolve("large").resolve("gecode_sudoku_25x25.txt");
        if (!present(file, "25x25")) {
            return;
        }
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        PreparedSolver engine = new EngineSolver(CompiledRules.of(rules));
        List<String> names = new ArrayList<>();
        List<int[]> puzzles = read25(file, names);
        long seed = Long.getLong("bench.seed", 0);
        int[] solved = new int[2];
        int[] underASecond = new int[2];
        double[] seconds = new double[2];
        StringBuilder line = new StringBuilder();
        for (int p = 0; p < puzzles.size(); p++) {
            for (int turn = 0; turn < 2; turn++) {
                boolean sharing = (p + turn) % 2 == 0;
                int k = sharing ? 1 : 0;
                long t0 = System.nanoTime();
                SolveResult r = new Portfolio(engine, 2, sharing).solve(puzzles.get(p), SolveOptions.firstSolution()
                        .withSeed(seed).withTimeout(Duration.ofSeconds(LARGE_TIMEOUT)), SolutionSink.NONE);
                double s = (System.nanoTime() - t0) / 1e9;
                if (r.found()) {
                    check(rules.withGivens(puzzles.get(p)), r.solution(), "25x25 #" + names.get(p));
                    solved[k]++;
                    underASecond[k] += s < 1 ? 1 : 0;
                }
                seconds[k] += r.found() ? s : LARGE_TIMEOUT;
                line.append(String.format(" #%s%s:%s%.2fs", names.get(p), sharing ? "+" : "-", r.found() ? "" : ">", s));
            }
        }
        System.out.println("25x25 portfolio of 2, seed " + seed + " (+ sharing, - not), wall seconds:" + line);
        for (int k = 0; k < 2; k++) {
            System.out.printf("25x25 portfolio of 2 %s: solved %d of %d within %d s (%d within 1 s), total %.1f s%n",
                    k == 1 ? "sharing" : "not sharing", solved[k], puzzles.size(), LARGE_TIMEOUT, underASecond[k],
                    seconds[k]);
        }
    }

    private static void large(Path data) throws IOException {
        Path file = data.resolve("large").resolve("gecode_sudoku_25x25.txt");
        if (!present(file, "25x25")) {
            return;
        }
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
        PreparedSolver engine = new EngineSolver(CompiledRules.of(rules), planFromProperties(rules));
        warmUp(engine, rules);
        List<String> names = new ArrayList<>();
        List<int[]> puzzles = read25(file, names);
        long firstSeed = Long.getLong("bench.seed", 0);
        int seeds = Integer.getInteger("bench.seeds", 1);
        int runs = 0;
        int solved = 0;
        int underASecond = 0;
        List<Long> all = new ArrayList<>();
        for (long seed = firstSeed; seed < firstSeed + seeds; seed++) {
            StringBuilder line = new StringBuilder();
            for (int p = 0; p < puzzles.size(); p++) {
                int[] g = puzzles.get(p);
                long t0 = cpuNanos();
                SolveResult r = solveWithinCpu(engine, g, seed, LARGE_TIMEOUT * 1_000_000_000L);
                long cpuMicros = (cpuNanos() - t0) / 1_000;
                runs++;
                if (r.found()) {
                    check(rules.withGivens(g), r.solution(), "25x25 #" + names.get(p));
                    solved++;
                    if (cpuMicros < 1_000_000) {
                        underASecond++;
                    }
                }
                all.add(cpuMicros);
                line.append(String.format(" #%s:%s%.0fms/%dn", names.get(p), r.found() ? "" : "-- ",
                        cpuMicros / 1e3, r.nodes()));
            }
            System.out.println("25x25 seed " + seed + ", CPU ms / nodes to the first solution:" + line);
        }
        System.out.println("25x25 solved " + solved + " of " + runs + " runs within " + LARGE_TIMEOUT + " s CPU ("
                + underASecond + " within 1 s), " + summary(all));
    }

    /**
     * Solves with a budget of thread CPU time rather than wall time (the machine is shared): a watchdog
     * raises the cancel flag once the solving thread has used {@code cpuBudget} nanoseconds.
     */
    static SolveResult solveWithinCpu(PreparedSolver engine, int[] givens, long seed, long cpuBudget) {
        java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
        long solver = Thread.currentThread().getId();
        Thread watchdog = new Thread(() -> {
            try {
                while (!cancel.get()) {
                    long used = THREADS.isThreadCpuTimeSupported() ? THREADS.getThreadCpuTime(solver) : -1;
                    if (used < 0 || used - startCpu.get() > cpuBudget) {
                        cancel.set(true);
                    }
                    Thread.sleep(5);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        startCpu.set(cpuNanos());
        watchdog.setDaemon(true);
        watchdog.start();
        SolveOptions options = SolveOptions.firstSolution().withCancel(cancel).withSeed(seed)
                .withTimeout(Duration.ofNanos(cpuBudget * 20));
        SolveResult r = engine.solve(givens, options, SolutionSink.NONE);
        watchdog.interrupt();
        try {
            watchdog.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    /** CPU time of the solving thread when its current solve began. */
    private static final java.util.concurrent.atomic.AtomicLong startCpu =
            new java.util.concurrent.atomic.AtomicLong();

    /** The plan {@link Plan#of} makes for {@code rules}, with the {@code bench.*} overrides for experiments. */
    private static Plan planFromProperties(RuleModel rules) {
        Plan p = Plan.of(Shape.of(CompiledRules.of(rules)));
        if (System.getProperty("bench.search") != null) {
            p = p.withSearch(Plan.SearchKind.valueOf(System.getProperty("bench.search")));
        }
        Reasoning r = p.reasoning();
        if (System.getProperty("bench.locked") != null) {
            r = r.withLockedCandidates(Boolean.getBoolean("bench.locked"));
        }
        if (System.getProperty("bench.matching") != null) {
            r = r.withHouseMatching(Boolean.getBoolean("bench.matching"));
        }
        if (System.getProperty("bench.sums") != null) {
            r = r.withHouseSums(Boolean.getBoolean("bench.sums"));
        }
        r = r.withRegionCap(Integer.getInteger("bench.regionCap", r.regionCap()));
        return p.withReasoning(r.withCombinationCap(Integer.getInteger("bench.cap", r.combinationCap())));
    }

    private static void warmUp(PreparedSolver engine, RuleModel rules) {
        Random random = new Random(7);
        for (int i = 0; i < 20; i++) {
            int[] g = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(rules.size(), random), 0.5, random);
            engine.solve(g, SolveOptions.firstSolution(), SolutionSink.NONE);
        }
    }

    private static void generated(int n, double blanks, int count) {
        Random random = new Random(n * 1000L + Math.round(blanks * 100));
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        PreparedSolver engine = new EngineSolver(CompiledRules.of(rules), planFromProperties(rules));
        PreparedSolver peer = new Backtracker(CompiledRules.of(rules));
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int[] g = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(n, random), blanks, random);
            SolveResult r = engine.solve(g, SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(LARGE_TIMEOUT)),
                    SolutionSink.NONE);
            if (r.found()) {
                check(rules.withGivens(g), r.solution(), n + "x" + n);
            }
            SolveResult p = peer.solve(g, SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(5)),
                    SolutionSink.NONE);
            line.append(String.format("  advanced %s%.1f ms %dn / backtracking %s%.1f ms;",
                    r.found() ? "" : r.outcome() + " ", r.micros() / 1e3, r.nodes(),
                    p.found() ? "" : p.outcome() + " ", p.micros() / 1e3));
        }
        System.out.printf("%dx%d, %.0f%% blank (seeded):%s%n", n, n, blanks * 100, line);
    }

    // ---------------------------------------------------------------- killer

    private static void killer(Path data) throws IOException {
        // as the front solvers prepare a run of puzzles: one cache of what puzzles of one shape share
        ShapeTables tables = new ShapeTables();
        Path file = data.resolve("killer").resolve("krazydad_killer_IM_vol1.csv");
        if (!Files.exists(file)) {
            System.out.println("killer: missing, skipped");
            return;
        }
        List<KrazydadKillerCsv.Row> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                rows.add(KrazydadKillerCsv.parse(line, file.toString(), 0));
            }
        }
        long warmStart = System.nanoTime();
        for (int round = 0; round < 2 || System.nanoTime() - warmStart < WARM_NANOS; round++) {
            for (KrazydadKillerCsv.Row row : rows) {
                new EngineSolver(tables.compile(row.model())).solve(row.model().givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
            }
        }
        List<Long> times = new ArrayList<>();
        List<Long> prepares = new ArrayList<>();
        long nodes = 0;
        for (KrazydadKillerCsv.Row row : rows) {
            long t0 = cpuNanos();
            PreparedSolver prepared = new EngineSolver(tables.compile(row.model()));
            long t1 = cpuNanos();
            SolveResult r = prepared.solve(row.model().givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
            times.add((cpuNanos() - t0) / 1_000);
            prepares.add((t1 - t0) / 1_000);
            nodes += r.nodes();
            check(row.model(), r.solution(), "killer");
            if (!Arrays.equals(r.solution(), row.solution())) {
                throw new IllegalStateException("killer: solution differs from the published one");
            }
        }
        System.out.println("killer krazydad " + rows.size() + " (prepare + solve each, all match published solutions): "
                + summary(times) + ", of which prepare " + summary(prepares) + "; nodes " + nodes);
        Plan general = planFromProperties(rows.get(0).model()).withKernel(Plan.Kernel.NETWORK);
        Plan[] variants = {general, general.withReasoning(general.reasoning().withLockedCandidates(true)),
            general.withReasoning(general.reasoning().withHouseSums(false))};
        String[] labels = {"general engine (no Killer9)", "general, locked candidates", "general, no innies/outies"};
        for (int v = 0; v < variants.length; v++) {
            List<Long> vt = new ArrayList<>();
            long vn = 0;
            for (int round = 0; round < 2; round++) {
                vt.clear();
                vn = 0;
                for (KrazydadKillerCsv.Row row : rows) {
                    long t0 = cpuNanos();
                    SolveResult r = new EngineSolver(tables.compile(row.model()), variants[v]).solve(row.model().givens(),
                            SolveOptions.firstSolution(), SolutionSink.NONE);
                    vt.add((cpuNanos() - t0) / 1_000);
                    vn += r.nodes();
                }
            }
            System.out.println("killer config " + labels[v] + ": " + summary(vt) + "; nodes " + vn);
        }
        int peerCount = 40;
        List<Long> peerTimes = new ArrayList<>();
        List<Long> sameTimes = new ArrayList<>();
        int timedOut = 0;
        for (int i = 0; i < peerCount; i++) {
            KrazydadKillerCsv.Row row = rows.get(i * rows.size() / peerCount);
            long t0 = cpuNanos();
            SolveResult r = new Backtracker(tables.compile(row.model())).solve(row.model().givens(),
                    SolveOptions.firstSolution().withTimeout(Duration.ofSeconds(10)), SolutionSink.NONE);
            peerTimes.add((cpuNanos() - t0) / 1_000);
            if (r.outcome() == Outcome.TIMED_OUT) {
                timedOut++;
            }
            long t1 = cpuNanos();
            new EngineSolver(tables.compile(row.model())).solve(row.model().givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
            sameTimes.add((cpuNanos() - t1) / 1_000);
        }
        System.out.println("killer every " + (rows.size() / peerCount) + "th (" + peerCount + "): KillerBackTracking "
                + summary(peerTimes) + " (" + timedOut + " hit the 10 s timeout, counted as 10 s); advanced "
                + summary(sameTimes));
    }

    /** Thread CPU seconds each generated 16x16 killer may use ({@code bench.killerBudget}, default 10). */
    private static final long KILLER16_BUDGET = Long.getLong("bench.killerBudget", 10);

    /**
     * Generated 16x16 killers without givens (seeded, 10 each with cages of up to 5, 6 and 7 cells), each
     * solved to its first solution within a budget of thread CPU time; an unsolved one counts as the
     * whole budget in the summary.
     */
    private static void killer16() {
        for (int maxCage = 5; maxCage <= 7; maxCage++) {
            Random random = new Random(16 * 100 + maxCage);
            List<Long> times = new ArrayList<>();
            int solved = 0;
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < 10; i++) {
                RuleModel model = RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), maxCage, 0.0, random);
                PreparedSolver engine = new EngineSolver(CompiledRules.of(model), planFromProperties(model));
                long t0 = cpuNanos();
                SolveResult r = solveWithinCpu(engine, model.givens(), Long.getLong("bench.seed", 0),
                        KILLER16_BUDGET * 1_000_000_000L);
                long micros = (cpuNanos() - t0) / 1_000;
                if (r.found()) {
                    check(model, r.solution(), "killer 16x16");
                    solved++;
                }
                times.add(r.found() ? micros : KILLER16_BUDGET * 1_000_000);
                line.append(String.format(" %s%.0f", r.found() ? "" : ">", micros / 1e3));
            }
            System.out.printf("killer 16x16 generated (seed %d, cages up to %d, no givens), ms:%s%n", 16 * 100 + maxCage,
                    maxCage, line);
            System.out.println("killer 16x16 cages up to " + maxCage + ": solved " + solved + " of 10 within "
                    + KILLER16_BUDGET + " s CPU, " + summary(times));
        }
    }

    private static String summary(List<Long> micros) {
        long[] t = micros.stream().mapToLong(Long::longValue).sorted().toArray();
        if (t.length == 0) {
            return "none";
        }
        return String.format("median %.3f ms, p90 %.3f ms, max %.3f ms (n=%d)", t[t.length / 2] / 1e3,
                t[Math.min(t.length - 1, (int) Math.ceil(t.length * 0.9) - 1)] / 1e3, t[t.length - 1] / 1e3, t.length);
    }
}
