package peers;

import grid.io.KrazydadKillerCsv;
import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Measures {@code advanced} (the {@link KillerAdvancedSolver}) against Choco 4.10, the Java CP solver of the
 * reference figures, on many small puzzles in the same run and the same way: each puzzle is modelled and
 * solved to its first solution, in this thread's CPU time, after a full untimed warm-up pass of both.
 * Choco's model is {@link ChocoPeer}'s textbook one (an {@code allDifferent} per house, and for killers a
 * sum plus an {@code allDifferent} per cage, default search), with no budget: these puzzles take
 * milliseconds. Every answer of both is checked by the rules and, for killers, against the published
 * solution. Reads the folder given with {@code --data DIR}, else the data folder of {@link BenchData};
 * says so and exits 0 when there is none. Other arguments: {@code killer}, {@code sudoku9} (none = both).
 */
public final class ChocoBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ChocoBench() {
    }

    public static void main(String[] args) throws IOException {
        List<String> only = new ArrayList<>(Arrays.asList(args));
        Path data = null;
        int at = only.indexOf("--data");
        if (at >= 0 && at + 1 < only.size()) {
            data = Path.of(only.get(at + 1));
            only.subList(at, at + 2).clear();
        }
        if (data == null || !Files.isDirectory(data)) {
            System.out.println("ChocoBench: " + (data == null ? BenchData.MISSING + "; nothing to measure." : data + ": no such folder"));
            return;
        }
        System.out.println("data: " + data.toAbsolutePath() + "; times are thread CPU time, first solution");
        if (only.isEmpty() || only.contains("killer")) {
            killer(data.resolve("killer/krazydad_killer_IM_vol1.csv"));
        }
        if (only.isEmpty() || only.contains("sudoku9")) {
            sudoku9(data.resolve("sudoku9/puzzles2_17_clue"), 3_000);
            sudoku9(data.resolve("sudoku9/puzzles3_magictour_top1465"), 1_465);
            sudoku9(data.resolve("sudoku9/puzzles5_forum_hardest_1905_11+"), 2_000);
        }
    }

    /** One solver as a function from a puzzle to its first solution (symbol indices), or null. */
    private interface Solve {
        int[] first(RuleModel puzzle);
    }

    private static int[] advanced(RuleModel puzzle) {
        SolveResult r = new KillerAdvancedSolver().prepare(puzzle)
                .solve(puzzle.givens(), SolveOptions.firstSolution(), SolutionSink.NONE);
        return r.found() ? r.solution() : null;
    }

    private static int[] choco(RuleModel puzzle) {
        return ChocoPeer.firstSolution(puzzle, () -> false);
    }

    private static void killer(Path file) throws IOException {
        if (!Files.exists(file)) {
            System.out.println(file + ": missing, skipped");
            return;
        }
        List<RuleModel> puzzles = new ArrayList<>();
        List<int[]> published = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            try {
                KrazydadKillerCsv.Row row = KrazydadKillerCsv.parse(line, file.toString(), i + 1);
                puzzles.add(row.model());
                published.add(row.solution());
            } catch (PuzzleFormatException e) {
                System.out.println(e.getMessage() + "; line skipped");
            }
        }
        String label = "krazydad killers (" + puzzles.size() + ")";
        long[] ours = time(puzzles, published, ChocoBench::advanced);
        long[] peer = time(puzzles, published, ChocoBench::choco);
        report(label, ours, peer);
    }

    private static void sudoku9(Path file, int first) throws IOException {
        if (!Files.exists(file)) {
            System.out.println(file + ": missing, skipped");
            return;
        }
        RuleModel rules = OneLineFormat.rules(9);
        List<RuleModel> puzzles = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size() && puzzles.size() < first; i++) {
            String line = lines.get(i).strip();
            if (line.length() < 81 || line.startsWith("#")) {
                continue;
            }
            puzzles.add(rules.withGivens(OneLineFormat.givens(rules, line.substring(0, 81), file.toString(), i + 1)));
        }
        String label = file.getFileName() + " (first " + puzzles.size() + ")";
        report(label, time(puzzles, null, ChocoBench::advanced), time(puzzles, null, ChocoBench::choco));
    }

    /** Per-puzzle CPU nanoseconds of the second of two passes; checks every answer. */
    private static long[] time(List<RuleModel> puzzles, List<int[]> published, Solve solve) {
        long[] nanos = new long[puzzles.size()];
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < puzzles.size(); i++) {
                RuleModel p = puzzles.get(i);
                long t0 = THREADS.getCurrentThreadCpuTime();
                int[] answer = solve.first(p);
                nanos[i] = THREADS.getCurrentThreadCpuTime() - t0;
                if (answer == null || !RuleChecker.isSolution(p, answer)
                        || published != null && !Arrays.equals(answer, published.get(i))) {
                    throw new IllegalStateException("puzzle " + (i + 1) + ": wrong or missing answer");
                }
            }
        }
        return nanos;
    }

    private static void report(String label, long[] ours, long[] peer) {
        double oursTotal = Arrays.stream(ours).sum() / 1e9;
        double peerTotal = Arrays.stream(peer).sum() / 1e9;
        System.out.printf(Locale.ROOT, "%s%n  advanced: median %.3f ms, p90 %.3f ms, max %.3f ms, %,.0f puzzles/s%n"
                        + "  choco:    median %.3f ms, p90 %.3f ms, max %.3f ms, %,.0f puzzles/s%n"
                        + "  advanced vs choco: %.1fx at the median, %.1fx in throughput%n",
                label, pct(ours, 50), pct(ours, 90), pct(ours, 100), ours.length / oursTotal,
                pct(peer, 50), pct(peer, 90), pct(peer, 100), peer.length / peerTotal,
                pct(peer, 50) / pct(ours, 50), peerTotal / oursTotal);
    }

    private static double pct(long[] nanos, int percent) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int i = Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(percent / 100.0 * sorted.length) - 1));
        return sorted[i] / 1e6;
    }
}
