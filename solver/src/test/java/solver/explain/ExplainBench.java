package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The time to explain puzzles by logic alone, and how many finish (not a test): each puzzle is explained
 * {@code rounds} times in turn (the figures are the last round's, after the JIT has warmed up), every step
 * checked against the puzzle's solution (a false step stops the run with the puzzle and the step).
 * Arguments: a folder of f-puzzles JSON files (those with a {@code .solution} file are taken) or a file of
 * 81-character puzzles (the first field of a tab-separated line; solutions found by {@code advanced}),
 * then optionally {@code -n N} (first N puzzles), {@code -r R} (rounds, default 2), {@code -t S} (time
 * limit per puzzle in seconds, default 10), {@code -cpu} (the limit counts the explaining thread's CPU
 * time, not wall time: for runs on a shared machine), {@code -v} (a line per puzzle).
 */
public final class ExplainBench {

    private ExplainBench() {
    }

    private record Puzzle(String name, RuleModel model, int[] solution) {
    }

    public static void main(String[] args) throws Exception {
        Path source = Path.of(args[0]);
        List<String> rest = Arrays.asList(args);
        int first = option(rest, "-n", Integer.MAX_VALUE);
        int rounds = option(rest, "-r", 2);
        int seconds = option(rest, "-t", 10);
        boolean verbose = rest.contains("-v");
        boolean cpuLimit = rest.contains("-cpu");
        List<Puzzle> puzzles = Files.isDirectory(source) ? published(source, first) : classics(source, first);
        double[] ms = new double[puzzles.size()];
        double[] cpu = new double[puzzles.size()];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        int finished = 0;
        Map<String, Integer> stops = new TreeMap<>();
        for (int round = 0; round < rounds; round++) {
            finished = 0;
            stops.clear();
            for (int i = 0; i < puzzles.size(); i++) {
                Puzzle p = puzzles.get(i);
                long t0 = System.nanoTime();
                long c0 = threads.getCurrentThreadCpuTime();
                Explainer.Settings settings = Explainer.Settings.logic();
                Thread watch = null;
                if (cpuLimit) {
                    java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
                    watch = cpuWatch(threads, Thread.currentThread().getId(), c0 + seconds * 1_000_000_000L, cancel);
                    settings = settings.withCancel(cancel);
                } else {
                    settings = settings.withLimit(Duration.ofSeconds(seconds));
                }
                Explainer.HandSolution h = Explainer.explain(p.model(), settings);
                if (watch != null) {
                    watch.interrupt();
                }
                ms[i] = (System.nanoTime() - t0) / 1e6;
                cpu[i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
                check(p, h);
                if (h.solved()) {
                    finished++;
                } else {
                    stops.merge(h.stop(), 1, Integer::sum);
                }
                if (verbose && round == rounds - 1) {
                    System.out.printf(Locale.ROOT, "%-50s %8.1f ms (cpu %8.1f)  %s  ER %s  %d steps%n", p.name(), ms[i], cpu[i],
                            h.solved() ? "solved" : "stops: " + h.stop(), Rating.format(h.er()), h.steps().size());
                }
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d puzzles, %d finished by logic%n", source.getFileName(), puzzles.size(),
                finished);
        for (String what : new String[]{"wall", "cpu"}) {
            double[] sorted = (what.equals("wall") ? ms : cpu).clone();
            Arrays.sort(sorted);
            System.out.printf(Locale.ROOT, "  %s time per puzzle: median %.1f ms, 90th %.1f ms, max %.1f ms, total %.2f s%n",
                    what, sorted[sorted.length / 2], sorted[(int) (sorted.length * 0.9)], sorted[sorted.length - 1],
                    Arrays.stream(sorted).sum() / 1000);
        }
        if (!stops.isEmpty()) {
            System.out.println("stops: " + stops);
        }
    }

    /** A thread that raises {@code cancel} once thread {@code id} has used CPU time up to {@code until} ns. */
    private static Thread cpuWatch(java.lang.management.ThreadMXBean threads, long id, long until,
                                   java.util.concurrent.atomic.AtomicBoolean cancel) {
        Thread t = new Thread(() -> {
            try {
                while (threads.getThreadCpuTime(id) < until) {
                    Thread.sleep(20);
                }
                cancel.set(true);
            } catch (InterruptedException done) {
                Thread.currentThread().interrupt();
            }
        }, "cpu-limit");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static int option(List<String> args, String name, int otherwise) {
        int i = args.indexOf(name);
        return i >= 0 ? Integer.parseInt(args.get(i + 1)) : otherwise;
    }

    /** Every step true: a placement is the solution's symbol, a removal never is. */
    private static void check(Puzzle p, Explainer.HandSolution h) {
        for (Step s : h.steps()) {
            for (int i = 0; i < s.placements().length; i += 2) {
                if (s.placements()[i + 1] != p.solution()[s.placements()[i]]) {
                    throw new IllegalStateException(p.name() + ": false placement: " + s.text());
                }
            }
            for (int i = 0; i < s.cells().length; i++) {
                if ((s.masks()[i] >>> p.solution()[s.cells()[i]] & 1) != 0) {
                    throw new IllegalStateException(p.name() + ": removes the solution: " + s.text());
                }
            }
        }
    }

    private static List<Puzzle> published(Path dir, int first) throws Exception {
        List<Puzzle> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        for (Path f : files) {
            Path sol = Path.of(f.toString().replace(".json", ".solution"));
            if (!Files.exists(sol) || out.size() >= first) {
                continue;
            }
            grid.FPuzzlesGrid g = new grid.FPuzzlesGrid();
            g.initGrid(f.toString());
            RuleModel model = g.rules();
            String text = Files.readString(sol, StandardCharsets.UTF_8).strip();
            String[] parts = text.contains(" ") ? text.split("\\s+") : text.split("");
            int[] solution = new int[parts.length];
            for (int c = 0; c < parts.length; c++) {
                solution[c] = model.symbolIndex(Integer.parseInt(parts[c]));
            }
            out.add(new Puzzle(f.getFileName().toString(), model, solution));
        }
        return out;
    }

    private static List<Puzzle> classics(Path file, int first) throws IOException {
        RuleModel rules = OneLineFormat.rules(9);
        var solver = new KillerAdvancedSolver().prepare(rules);
        List<Puzzle> out = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String puzzle = line.split("\t")[0].strip();
            if (puzzle.length() != 81 || puzzle.startsWith("#") || out.size() >= first) {
                continue;
            }
            RuleModel model = rules.withGivens(OneLineFormat.givens(rules, puzzle, file.toString(), number));
            int[] solution = solver.solve(model.givens(), SolveOptions.firstSolution(), SolutionSink.NONE).solution();
            out.add(new Puzzle(file.getFileName() + ":" + number, model, solution));
        }
        return out;
    }
}
