package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;

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

/**
 * How the explainer's ratings compare with Sudoku Explainer's (not a test): runs {@link Explainer} over
 * puzzles Sudoku Explainer rated and prints the Spearman correlation of the two ratings (overall and
 * among the puzzles Sudoku Explainer rates 4.5 or more), the share of those finished without a guess,
 * a confusion table by band, where the explainer stops, and the time per puzzle.
 *
 * <p>Input: tab-separated lines whose first field is the 81-character puzzle and second Sudoku
 * Explainer's ER ({@code puzzles/rated/se-rated.tsv}: puzzle, ER, EP, ED, source, line; a header line
 * and lines whose ER is not a number are skipped). A puzzle the explainer does not finish counts as
 * 20.0, as Sudoku Explainer rates what it cannot solve. Arguments: the file (default
 * {@code puzzles/rated/se-rated.tsv}, from the project's root), then optionally the time limit per puzzle
 * in seconds (default 10), and {@code -v} to print every puzzle. Uniqueness techniques are on, as in
 * Sudoku Explainer (the puzzles have one solution).
 */
public final class Calibration {

    private static final double[] EDGES = {2, 3, 4, 4.5, 6, 7, 8, 9, 10};
    private static final String[] BANDS = {"<2", "2-3", "3-4", "4-4.5", "4.5-6", "6-7", "7-8", "8-9", "9-10", ">=10"};

    private Calibration() {
    }

    public static void main(String[] args) throws IOException {
        List<String> plain = Arrays.stream(args).filter(a -> !a.equals("-v")).toList();
        Path file = Path.of(plain.size() > 0 ? plain.get(0) : "puzzles/rated/se-rated.tsv");
        double seconds = plain.size() > 1 ? Double.parseDouble(plain.get(1)) : 10;
        boolean verbose = Arrays.asList(args).contains("-v");
        RuleModel rules = OneLineFormat.rules(9);
        List<double[]> pairs = new ArrayList<>();
        Map<String, Integer> stops = new TreeMap<>();
        Map<String, Integer> hardest = new TreeMap<>();
        int[][] confusion = new int[BANDS.length][BANDS.length + 1];
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        int number = 0;
        int hard = 0;
        int hardFinished = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String[] f = line.split("\t");
            if (f.length < 2 || f[0].length() != 81 || !f[1].matches("[0-9.]+")) {
                continue;
            }
            double se = Double.parseDouble(f[1]);
            RuleModel puzzle = rules.withGivens(OneLineFormat.givens(rules, f[0], file.toString(), number));
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            Explainer.HandSolution h = Explainer.explain(puzzle, Explainer.Settings.logic().withUniqueness()
                    .withLimit(Duration.ofMillis((long) (seconds * 1000))));
            double ms = (System.nanoTime() - t0) / 1e6;
            millis.add(ms);
            cpuMillis.add((threads.getCurrentThreadCpuTime() - c0) / 1e6);
            boolean finished = h.solved() && !h.guessed();
            double ours = finished ? h.er() : 20.0;
            pairs.add(new double[]{se, ours});
            if (se >= 4.5) {
                hard++;
                hardFinished += finished ? 1 : 0;
            }
            confusion[band(se)][finished ? band(ours) : BANDS.length]++;
            if (!finished) {
                stops.merge(h.stop() == null ? "guess" : h.stop(), 1, Integer::sum);
            } else {
                String top = "";
                double max = -1;
                for (Step s : h.steps()) {
                    if (s.er() > max) {
                        max = s.er();
                        top = s.technique();
                    }
                }
                hardest.merge(top, 1, Integer::sum);
            }
            if (verbose) {
                System.out.printf(Locale.ROOT, "%s\tSE %.1f\tours %s\t%.0f ms%s%n", f[0], se,
                        finished ? Rating.format(ours) : "-", ms, finished ? "" : "\t" + h.stop());
            }
        }
        double[] se = pairs.stream().mapToDouble(p -> p[0]).toArray();
        double[] ours = pairs.stream().mapToDouble(p -> p[1]).toArray();
        List<double[]> upper = pairs.stream().filter(p -> p[0] >= 4.5).toList();
        System.out.printf(Locale.ROOT, "puzzles %d; Spearman overall %.3f; among SE >= 4.5 (%d) %.3f%n", pairs.size(),
                spearman(se, ours), upper.size(), spearman(upper.stream().mapToDouble(p -> p[0]).toArray(),
                        upper.stream().mapToDouble(p -> p[1]).toArray()));
        System.out.printf(Locale.ROOT, "SE >= 4.5 finished without a guess: %d of %d (%.1f%%)%n", hardFinished, hard,
                hard == 0 ? 0 : 100.0 * hardFinished / hard);
        for (List<Double> times : List.of(millis, cpuMillis)) {
            double[] ms = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            if (ms.length > 0) {
                System.out.printf(Locale.ROOT, "%s time per puzzle: median %.1f ms, 90th %.1f ms, max %.1f ms, total %.1f s%n",
                        times == millis ? "wall" : "CPU", ms[ms.length / 2], ms[(int) (ms.length * 0.9)], ms[ms.length - 1],
                        Arrays.stream(ms).sum() / 1000);
            }
        }
        System.out.println("confusion (rows: SE band; columns: ours; 'stop': not finished)");
        StringBuilder head = new StringBuilder(String.format("%7s", ""));
        for (String band : BANDS) {
            head.append(String.format("%6s", band));
        }
        System.out.println(head.append(String.format("%6s", "stop")));
        for (int i = 0; i < BANDS.length; i++) {
            StringBuilder row = new StringBuilder(String.format("%7s", BANDS[i]));
            for (int j = 0; j <= BANDS.length; j++) {
                row.append(String.format("%6d", confusion[i][j]));
            }
            System.out.println(row);
        }
        System.out.println("hardest step of finished puzzles: " + hardest);
        System.out.println("where it stops: " + stops);
    }

    private static int band(double er) {
        int i = 0;
        while (i < EDGES.length && er >= EDGES[i] - 1e-9) {
            i++;
        }
        return i;
    }

    /** Spearman's rank correlation: Pearson's on ranks, ties given their mean rank. */
    static double spearman(double[] a, double[] b) {
        return pearson(ranks(a), ranks(b));
    }

    private static double[] ranks(double[] x) {
        Integer[] order = new Integer[x.length];
        for (int i = 0; i < x.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (i, j) -> Double.compare(x[i], x[j]));
        double[] r = new double[x.length];
        for (int i = 0; i < x.length; ) {
            int j = i;
            while (j + 1 < x.length && x[order[j + 1]] == x[order[i]]) {
                j++;
            }
            double mean = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                r[order[k]] = mean;
            }
            i = j + 1;
        }
        return r;
    }

    private static double pearson(double[] a, double[] b) {
        int n = a.length;
        if (n < 2) {
            return Double.NaN;
        }
        double ma = Arrays.stream(a).average().orElse(0);
        double mb = Arrays.stream(b).average().orElse(0);
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < n; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }
}
