package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.search.SearchMonitor;
import solver.rules.CompiledRules;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Compares two builds of the engine in one JVM (not a test): the current classes and an earlier build of
 * the solver module named by {@code before=DIR} (its {@code target/classes}). Each build is loaded by a
 * class loader of its own that sees that build's {@code solver.*} classes, this test tree (for this class)
 * and everything else on the class path, so both run exactly their own code on the same thread, in
 * alternating order, round after round. Times are thread CPU time (the machine is shared); each figure is
 * reported per round, with the after/before ratio of each round (paired, which cancels most of the load
 * drift) as median and range.
 *
 * <p>Sections (arguments; none = all): {@code learn25} the 18 Gecode 25x25 puzzles under clause
 * learning, each stopped after a fixed number of conflicts ({@code conflicts=K}, default 1000) so both
 * builds do the same searches when they prune and explain alike; {@code conflicts25} the same, counting
 * conflicts analysed per CPU second (a puzzle solved sooner counts the conflicts it took); {@code plain16}
 * the Gecode 16x16 set solved to the first solution under its default plan, 40 times a pass;
 * {@code learn16} the same under clause learning; {@code network9} the first 2,000 of the forum hardest
 * 9x9 puzzles on the general network (no 9x9 kernel). Other arguments:
 * {@code data=DIR} (the folder of the benchmark sets; nothing is measured without it), {@code rounds=R} (default 5; one more round warms
 * up first). Without {@code before=} only the current build is measured.
 */
public final class HouseBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private HouseBench() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> opts = new HashMap<>();
        List<String> sections = new ArrayList<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            if (eq > 0) {
                opts.put(a.substring(0, eq), a.substring(eq + 1));
            } else {
                sections.add(a);
            }
        }
        if (sections.isEmpty()) {
            sections = List.of("learn25", "plain16", "learn16", "network9");
        }
        Path data = opts.containsKey("data") ? Path.of(opts.get("data")) : null;
        if (data == null || !Files.isDirectory(data)) {
            System.out.println("HouseBench: no data folder " + (data == null ? "given" : data)
                    + " (data=DIR names the folder of the benchmark sets); nothing to measure.");
            return;
        }
        int rounds = Integer.parseInt(opts.getOrDefault("rounds", "5"));
        long conflicts = Long.parseLong(opts.getOrDefault("conflicts", "1000"));
        List<String> labels = new ArrayList<>();
        List<Method> builds = new ArrayList<>();
        if (opts.containsKey("before")) {
            labels.add("before");
            builds.add(entry(Path.of(opts.get("before"))));
        }
        labels.add("after");
        builds.add(entry(null));
        System.out.println("data " + data.toAbsolutePath() + ", rounds " + rounds + ", builds " + labels
                + (opts.containsKey("before") ? " (before = " + opts.get("before") + ")" : ""));
        for (String section : sections) {
            String[] job = job(section, data, conflicts);
            if (job == null) {
                System.out.println(section + ": unknown section or missing data, skipped");
                continue;
            }
            double[][] rates = new double[builds.size()][rounds];
            long[][] work = new long[builds.size()][rounds];
            for (int r = -1; r < rounds; r++) {
                for (int k = 0; k < builds.size(); k++) {
                    int b = (r & 1) == 0 ? k : builds.size() - 1 - k;
                    long[] out = (long[]) builds.get(b).invoke(null, (Object[]) job);
                    if (r >= 0) {
                        rates[b][r] = out[0] / (out[1] / 1e9);
                        work[b][r] = out[2];
                    }
                }
            }
            report(section, job[3], labels, rates, work);
        }
    }

    /** The {@link #run} arguments of a section: kind, file, count, unit; null if unknown or missing. */
    private static String[] job(String section, Path data, long conflicts) {
        Path file = switch (section) {
            case "learn25", "conflicts25" -> data.resolve("large/gecode_sudoku_25x25.txt");
            case "plain16", "learn16" -> data.resolve("large/gecode_sudoku_16x16.txt");
            case "network9" -> data.resolve("sudoku9/puzzles5_forum_hardest_1905_11+");
            default -> null;
        };
        if (file == null || !Files.exists(file)) {
            return null;
        }
        return switch (section) {
            case "learn25" -> new String[]{"learn", file.toString(), Long.toString(conflicts), "nodes"};
            case "conflicts25" -> new String[]{"learn", file.toString(), Long.toString(conflicts), "conflicts"};
            case "learn16" -> new String[]{"learn", file.toString(), "-40", "puzzles"};
            case "plain16" -> new String[]{"plain", file.toString(), "-40", "puzzles"};
            default -> new String[]{"network9", file.toString(), "2000", "puzzles"};
        };
    }

    private static void report(String section, String unit, List<String> labels, double[][] rates, long[][] work) {
        for (int b = 0; b < labels.size(); b++) {
            double[] sorted = rates[b].clone();
            Arrays.sort(sorted);
            StringBuilder line = new StringBuilder();
            for (double x : rates[b]) {
                line.append(String.format(" %,.0f", x));
            }
            System.out.printf("%-9s %-6s %s per CPU s: median %,.0f (min %,.0f, max %,.0f); rounds:%s; nodes %s%n",
                    section, labels.get(b), unit, sorted[sorted.length / 2], sorted[0], sorted[sorted.length - 1],
                    line, Arrays.toString(Arrays.stream(work[b]).distinct().toArray()));
        }
        if (labels.size() == 2) {
            double[] ratio = new double[rates[0].length];
            for (int r = 0; r < ratio.length; r++) {
                ratio[r] = rates[1][r] / rates[0][r];
            }
            Arrays.sort(ratio);
            System.out.printf("%-9s after/before per round: median %.2fx (min %.2fx, max %.2fx)%n", section,
                    ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1]);
        }
    }

    /**
     * {@link #run} as loaded from the current build ({@code classes == null}) or from {@code classes},
     * the solver classes of another build, put before everything else on the class path.
     */
    private static Method entry(Path classes) throws Exception {
        URL current = EngineSolver.class.getProtectionDomain().getCodeSource().getLocation();
        List<URL> urls = new ArrayList<>();
        urls.add(classes == null ? current : classes.toUri().toURL());
        for (String part : System.getProperty("java.class.path").split(File.pathSeparator)) {
            URL url = Path.of(part).toUri().toURL();
            if (!url.sameFile(current)) {
                urls.add(url);
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        Class<?> bench = Class.forName(HouseBench.class.getName(), true, loader);
        return bench.getMethod("run", String.class, String.class, String.class, String.class);
    }

    // ------------------------------------------------------------------ run inside one build's class loader

    private static final Map<String, List<int[]>> PUZZLES = new HashMap<>();
    private static final Map<String, Compiled> SOLVERS = new HashMap<>();

    /** A section's rules compiled once per class loader: the network for stopped searches, the solver else. */
    private record Compiled(Network network, EngineSolver solver) {
    }

    /**
     * One pass of a section in this class loader's build: returns {units done, CPU nanoseconds, nodes}.
     * {@code kind} is {@code learn} (clause learning, stopped after {@code count} conflicts a puzzle when
     * {@code count > 0}, units are nodes; else to the first solution, units are puzzles), {@code plain}
     * (the default plan) or {@code network9} (the first {@code count} 9x9 puzzles on the general network).
     * A negative {@code count} solves the whole set that many times over (sets that propagation alone
     * nearly solves take milliseconds a pass).
     */
    public static long[] run(String kind, String file, String count, String unit) throws IOException {
        List<int[]> puzzles = PUZZLES.get(file);
        if (puzzles == null) {
            puzzles = kind.equals("network9") ? EngineBench.read9(Path.of(file), Integer.parseInt(count))
                    : readLarge(Path.of(file));
            PUZZLES.put(file, puzzles);
        }
        int n = (int) Math.round(Math.sqrt(puzzles.get(0).length));
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        Plan plan = Plan.of(Shape.of(CompiledRules.of(rules)));
        plan = switch (kind) {
            case "learn" -> plan.withSearch(Plan.SearchKind.LEARNING);
            case "network9" -> plan.withKernel(Plan.Kernel.NETWORK);
            default -> plan;
        };
        Plan chosen = plan;
        Compiled compiled = SOLVERS.computeIfAbsent(kind + " " + file, k -> new Compiled(
                new NetworkCompiler(CompiledRules.of(rules), chosen.reasoning()).compile(), new EngineSolver(CompiledRules.of(rules), chosen)));
        long limit = kind.equals("learn") ? Math.max(0, Long.parseLong(count)) : 0;
        int times = Math.max(1, -Integer.parseInt(count));
        long nodes = 0;
        long units = 0;
        long cpu = 0;
        for (int pass = 0; pass < times * puzzles.size(); pass++) {
            int[] givens = puzzles.get(pass % puzzles.size());
            long t0 = cpuNanos();
            SolveResult r;
            if (limit > 0) {
                r = learnFor(compiled.network(), givens, limit);
            } else {
                r = compiled.solver().solve(givens, SolveOptions.firstSolution(), SolutionSink.NONE);
            }
            cpu += cpuNanos() - t0;
            nodes += r.nodes();
            units += limit == 0 ? 1 : unit.equals("conflicts") ? lastConflicts : r.nodes();
            if (r.found() && !RuleChecker.isSolution(rules.withGivens(givens), r.solution())) {
                throw new IllegalStateException("a wrong solution");
            }
            if (limit == 0 && !r.found()) {
                throw new IllegalStateException("no solution found");
            }
        }
        return new long[]{units, cpu, nodes};
    }

    /**
     * The search {@link Plan#search} runs for clause learning (seed 0), stopped once {@code limit}
     * conflicts have been analysed: a monitor raises the cancel flag, which the search reads at its next
     * 1,024th node, so the stopping point depends only on the search itself.
     */
    private static SolveResult learnFor(Network network, int[] givens, long limit) {
        lastConflicts = 0;
        AtomicBoolean stop = new AtomicBoolean();
        SearchControl control = SolveOptions.firstSolution().withCancel(stop).control();
        Domains d = GivenDomains.of(network, givens);
        if (d.propagate()) {
            SearchMonitor budget = new SearchMonitor() {
                private long conflicts;

                @Override
                public void analysed(int[] vars, int count) {
                    if (++conflicts >= limit) {
                        stop.set(true);
                    }
                    lastConflicts = conflicts;
                }
            };
            Plan.learning(network, d, control, SolutionSink.NONE, 0, budget).run();
        }
        return control.result(d.updates());
    }

    /** Conflicts the last {@link #learnFor} analysed. */
    private static long lastConflicts;

    /** Lines {@code name grid} with '.' for a blank and 1-9, A-Z for symbols 0, 1, ... */
    private static List<int[]> readLarge(Path file) throws IOException {
        List<int[]> out = new ArrayList<>();
        for (String raw : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            String[] parts = raw.strip().split("\\s+");
            if (parts.length != 2) {
                continue;
            }
            String s = parts[1];
            int[] g = new int[s.length()];
            for (int i = 0; i < g.length; i++) {
                char ch = s.charAt(i);
                g[i] = ch == '.' ? -1 : ch <= '9' ? ch - '1' : ch - 'A' + 9;
            }
            out.add(g);
        }
        return out;
    }

    private static long cpuNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }
}
