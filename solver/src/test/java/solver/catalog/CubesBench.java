package solver.catalog;

import grid.generate.RandomPuzzles;
import grid.io.OneLineFormat;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.EngineSolver;
import solver.rules.CompiledRules;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Measures (not a test) how a first solution of hard puzzles is best searched on several cores: one
 * search ({@code advanced}), a {@link Portfolio} of two searches sharing learned clauses, and
 * {@link Cubes} with two workers, in the same run, one after the other per puzzle. The machine is shared,
 * so each run gets a budget of this process's CPU time (all its threads), and the table gives CPU and wall
 * seconds. Sets: {@code large25} (the Gecode 25x25 puzzles of {@code -Dbench.data=DIR}) and
 * {@code killer16-7} (ten 16x16 killers with cages of up to 7 cells, seed 1607, as the tester's bench makes
 * them). Properties: {@code bench.cpu} (seconds, default 10), {@code bench.seed} (default 0),
 * {@code bench.first} (puzzles per set), {@code bench.unit} (the cubes' Luby unit in ms, default 200).
 *
 * <pre>
 * java -cp ... solver.catalog.CubesBench large25 killer16-7
 * </pre>
 */
public final class CubesBench {

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private CubesBench() {
    }

    public static void main(String[] args) throws IOException {
        double cpu = Double.parseDouble(System.getProperty("bench.cpu", "10"));
        long seed = Long.getLong("bench.seed", 0);
        int first = Integer.getInteger("bench.first", Integer.MAX_VALUE);
        Duration unit = Duration.ofMillis(Long.getLong("bench.unit", 200));
        for (String set : args.length == 0 ? new String[] {"large25", "killer16-7"} : args) {
            List<RuleModel> puzzles = load(set);
            if (puzzles.isEmpty()) {
                continue;
            }
            puzzles = puzzles.subList(0, Math.min(first, puzzles.size()));
            System.out.printf(Locale.ROOT, "%s: %d puzzles, %.0f CPU s each, seed %d, cubes' unit %d ms, %d cores,"
                            + " load average %.2f%n", set, puzzles.size(), cpu, seed, unit.toMillis(),
                    Runtime.getRuntime().availableProcessors(), OS.getSystemLoadAverage());
            Map<String, double[]> totals = new LinkedHashMap<>();
            for (int p = 0; p < puzzles.size(); p++) {
                RuleModel puzzle = puzzles.get(p);
                PreparedSolver one = new EngineSolver(CompiledRules.of(puzzle));
                Map<String, PreparedSolver> ways = new LinkedHashMap<>();
                ways.put("one search", one);
                ways.put("portfolio x2", new Portfolio(one, 2));
                ways.put("cubes x2", new Cubes(one, puzzle, 2, unit));
                StringBuilder line = new StringBuilder("#" + (p + 1));
                for (Map.Entry<String, PreparedSolver> way : ways.entrySet()) {
                    double[] t = run(way.getValue(), puzzle, seed, cpu);
                    double[] sum = totals.computeIfAbsent(way.getKey(), k -> new double[3]);
                    for (int i = 0; i < 3; i++) {
                        sum[i] += t[i];
                    }
                    line.append(String.format(Locale.ROOT, "  %s %s%.1f/%.1f s", way.getKey(), t[0] > 0 ? "" : "-- ",
                            t[1], t[2]));
                }
                System.out.println(line);
            }
            for (Map.Entry<String, double[]> e : totals.entrySet()) {
                System.out.printf(Locale.ROOT, "%s, %s: solved %.0f/%d, CPU %.1f s, wall %.1f s%n", set, e.getKey(),
                        e.getValue()[0], puzzles.size(), e.getValue()[1], e.getValue()[2]);
            }
        }
    }

    /** Solved (1 or 0), process CPU seconds and wall seconds of one run stopped after {@code cpu} CPU seconds. */
    private static double[] run(PreparedSolver solver, RuleModel puzzle, long seed, double cpu) {
        AtomicBoolean cancel = new AtomicBoolean();
        long cpu0 = OS.getProcessCpuTime();
        long wall0 = System.nanoTime();
        Thread watch = new Thread(() -> {
            while (!cancel.get()) {
                if (OS.getProcessCpuTime() - cpu0 > cpu * 1e9) {
                    cancel.set(true);
                }
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "cpu budget");
        watch.setDaemon(true);
        watch.start();
        SolveResult r = solver.solve(puzzle.givens(), SolveOptions.firstSolution().withCancel(cancel).withSeed(seed),
                SolutionSink.NONE);
        double cpuSeconds = (OS.getProcessCpuTime() - cpu0) / 1e9;
        double wallSeconds = (System.nanoTime() - wall0) / 1e9;
        cancel.set(true);
        watch.interrupt();
        if (r.found() && !RuleChecker.isSolution(puzzle, r.solution())) {
            throw new IllegalStateException("an answer that breaks a rule");
        }
        return new double[] {r.found() ? 1 : 0, cpuSeconds, wallSeconds};
    }

    private static List<RuleModel> load(String set) throws IOException {
        List<RuleModel> out = new ArrayList<>();
        if (set.equals("killer16-7")) {
            Random random = new Random(1607);
            for (int i = 0; i < 10; i++) {
                out.add(RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), 7, 0.0, random));
            }
            return out;
        }
        if (!set.equals("large25")) {
            throw new IllegalArgumentException("no set " + set + "; sets: large25, killer16-7");
        }
        String data = System.getProperty("bench.data");
        Path file = data == null ? null : Path.of(data, "large", "gecode_sudoku_25x25.txt");
        if (file == null || !Files.isRegularFile(file)) {
            System.out.println("large25: no " + (file == null ? "-Dbench.data=DIR" : file) + "; set skipped");
            return out;
        }
        RuleModel rules = OneLineFormat.rules(25);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                out.add(rules.withGivens(OneLineFormat.givens(rules, line.split("\\s+")[1], file.toString(), i + 1)));
            }
        }
        return out;
    }
}
