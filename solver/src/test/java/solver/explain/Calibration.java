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
 * a confusion table by band, the hardest technique of each finished puzzle, where the explainer stops,
 * and the time per puzzle (wall and CPU, median, 90th percentile and worst, of the last round).
 *
 * <p>Input: tab-separated lines whose first field is the 81-character puzzle and second Sudoku
 * Explainer's ER ({@code puzzles/rated/se-rated.tsv}: puzzle, ER, EP, ED, source, line, n; a header line
 * is skipped). Puzzles whose ER is {@code NA} (Sudoku Explainer did not finish them in its time) are
 * skipped, or with {@code -na} explained and timed but left out of the correlation, how many finish
 * printed apart. A puzzle the explainer does not finish counts as
 * 20.0, as Sudoku Explainer rates what it cannot solve. Arguments: the file (default
 * {@code puzzles/rated/se-rated.tsv}, from the project's root), then optionally {@code -t S} (time limit
 * per puzzle in seconds, default 10), {@code -r R} (rounds over the whole file, default 2: the first
 * warms the JIT up, the figures are the last's), {@code -u} (uniqueness techniques on, as in Sudoku
 * Explainer; by default the explainer's default settings: every family but uniqueness, no trial) and
 * {@code -v} (a line per puzzle).
 */
public final class Calibration {

    private static final double[] EDGES = {2, 3, 4, 4.5, 6, 7, 8, 9, 10};
    private static final String[] BANDS = {"<2", "2-3", "3-4", "4-4.5", "4.5-6", "6-7", "7-8", "8-9", "9-10", ">=10"};

    private Calibration() {
    }

    public static void main(String[] args) throws IOException {
        List<String> all = Arrays.asList(args);
        List<String> plain = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-t") || args[i].equals("-r")) {
                i++;
            } else if (!args[i].startsWith("-")) {
                plain.add(args[i]);
            }
        }
        Path file = Path.of(plain.isEmpty() ? "puzzles/rated/se-rated.tsv" : plain.get(0));
        double seconds = Double.parseDouble(option(all, "-t", "10"));
        int rounds = Integer.parseInt(option(all, "-r", "2"));
        boolean verbose = all.contains("-v");
        Explainer.Settings settings = Explainer.Settings.logic().withLimit(Duration.ofMillis((long) (seconds * 1000)));
        if (all.contains("-u")) {
            settings = settings.withUniqueness();
        }
        RuleModel rules = OneLineFormat.rules(9);
        List<RuleModel> puzzles = new ArrayList<>();
        List<Double> ses = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String[] f = line.split("\t");
            if (f.length < 2 || f[0].length() != 81 || !f[1].matches(all.contains("-na") ? "[0-9.]+|NA" : "[0-9.]+")) {
                continue;
            }
            puzzles.add(rules.withGivens(OneLineFormat.givens(rules, f[0], file.toString(), number)));
            ses.add(f[1].equals("NA") ? Double.NaN : Double.parseDouble(f[1]));
            texts.add(f[0]);
        }
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        Explainer.HandSolution[] answers = new Explainer.HandSolution[puzzles.size()];
        double[] wall = new double[puzzles.size()];
        double[] cpu = new double[puzzles.size()];
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < puzzles.size(); i++) {
                long t0 = System.nanoTime();
                long c0 = threads.getCurrentThreadCpuTime();
                answers[i] = Explainer.explain(puzzles.get(i), settings);
                wall[i] = (System.nanoTime() - t0) / 1e6;
                cpu[i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
            }
        }
        List<double[]> pairs = new ArrayList<>();
        Map<String, Integer> stops = new TreeMap<>();
        Map<String, Integer> hardest = new TreeMap<>();
        int[][] confusion = new int[BANDS.length][BANDS.length + 1];
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        int hard = 0;
        int hardFinished = 0;
        int unrated = 0;
        int unratedFinished = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            Explainer.HandSolution h = answers[i];
            double se = ses.get(i);
            millis.add(wall[i]);
            cpuMillis.add(cpu[i]);
            boolean finished = h.solved() && !h.guessed();
            if (Double.isNaN(se)) {
                // Sudoku Explainer did not finish it in its time: counted apart, and in the times
                unrated++;
                unratedFinished += finished ? 1 : 0;
                if (verbose) {
                    System.out.printf(Locale.ROOT, "%s\tSE NA\tours %s\t%.0f ms cpu%n", texts.get(i),
                            finished ? Rating.format(h.er()) : "- " + h.stop(), cpu[i]);
                }
                continue;
            }
            double ours = finished ? h.er() : 20.0;
            pairs.add(new double[]{se, ours});
            if (se >= 4.5) {
                hard++;
                hardFinished += finished ? 1 : 0;
            }
            confusion[band(se)][finished ? band(ours) : BANDS.length]++;
            String top = "";
            if (!finished) {
                stops.merge(h.stop() == null ? "guess" : h.stop(), 1, Integer::sum);
            } else {
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
                System.out.printf(Locale.ROOT, "%s\tSE %.1f\tours %s\t%s\t%.0f ms cpu%s%n", texts.get(i), se,
                        finished ? Rating.format(ours) : "-", top, cpu[i], finished ? "" : "\t" + h.stop());
            }
        }
        double[] se = pairs.stream().mapToDouble(p -> p[0]).toArray();
        double[] ours = pairs.stream().mapToDouble(p -> p[1]).toArray();
        List<double[]> upper = pairs.stream().filter(p -> p[0] >= 4.5).toList();
        System.out.printf(Locale.ROOT, "puzzles %d (%s); Spearman overall %.3f; among SE >= 4.5 (%d) %.3f%n", pairs.size(),
                all.contains("-u") ? "uniqueness on" : "default settings", spearman(se, ours), upper.size(), spearman(upper.stream().mapToDouble(p -> p[0]).toArray(),
                        upper.stream().mapToDouble(p -> p[1]).toArray()));
        System.out.printf(Locale.ROOT, "SE >= 4.5 finished without a guess: %d of %d (%.1f%%)%n", hardFinished, hard,
                hard == 0 ? 0 : 100.0 * hardFinished / hard);
        if (unrated > 0) {
            System.out.printf(Locale.ROOT, "not rated by Sudoku Explainer within its time (NA): %d, finished here %d%n",
                    unrated, unratedFinished);
        }
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

    private static String option(List<String> args, String name, String otherwise) {
        int at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.get(at + 1) : otherwise;
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
