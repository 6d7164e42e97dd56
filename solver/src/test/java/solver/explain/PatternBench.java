package solver.explain;

import grid.io.OneLineFormat;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The cost of the pattern techniques (not a test): along the explanation of each puzzle, on every position
 * a step starts from, each of direct cell forcing, the fish, the wings and the uniqueness techniques is
 * asked for a step on a copy of the position, and the time of each call is kept (after a warm-up on the
 * first puzzles); then the whole explanation with and without the fish and wing families, alternating.
 * Reads {@code -Dbench.data=DIR} (the folder holding {@code sudoku9/} and {@code large/}); says so and exits
 * 0 without it. Arguments: 9x9 puzzles of top1465 (default 200), 16x16 puzzles (default 5).
 */
public final class PatternBench {

    private PatternBench() {
    }

    public static void main(String[] args) throws IOException {
        String dir = System.getProperty("bench.data");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            System.out.println("PatternBench: no data folder " + (dir == null ? "given" : dir)
                    + " (-Dbench.data=DIR names the folder of the benchmark sets); nothing to measure.");
            return;
        }
        int nine = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int sixteen = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<RuleModel> classics = OneLineFormat.readSet(Path.of(dir, "sudoku9", "puzzles3_magictour_top1465"), nine);
        List<RuleModel> large = OneLineFormat.readSet(Path.of(dir, "large", "gecode_sudoku_16x16.txt"), sixteen);
        run(classics.subList(0, Math.min(20, classics.size())), false);
        System.out.println("top1465, first " + classics.size() + ":");
        run(classics, true);
        System.out.println("16x16 (Gecode's janko.at set), first " + large.size() + ":");
        run(large, true);
    }

    private static Map<String, Technique> techniques() {
        Map<String, Technique> out = new LinkedHashMap<>();
        for (Technique t : List.of(new DirectCellForcing(), new Fish(2), new Fish(3), new Fish(4),
                new Fish(2, Fish.Fins.FINNED), new Fish(3, Fish.Fins.FINNED), new Fish(4, Fish.Fins.FINNED),
                new Fish(2, Fish.Fins.SASHIMI), new Fish(3, Fish.Fins.SASHIMI), new Fish(4, Fish.Fins.SASHIMI),
                new Wing(Wing.Kind.XY), new Wing(Wing.Kind.XYZ), new Wing(Wing.Kind.WXYZ), new Wing(Wing.Kind.VWXYZ),
                new UniqueRectangle(), new BivalueGrave())) {
            out.put(t.name(), t);
        }
        return out;
    }

    private static void run(List<RuleModel> puzzles, boolean print) {
        Map<String, Technique> techniques = techniques();
        Map<String, List<Long>> calls = new LinkedHashMap<>();
        Map<String, Integer> found = new LinkedHashMap<>();
        for (String name : techniques.keySet()) {
            calls.put(name, new ArrayList<>());
            found.put(name, 0);
        }
        long with = 0;
        long without = 0;
        int solvedWith = 0;
        int solvedWithout = 0;
        int positions = 0;
        Explainer.Settings all = Explainer.Settings.logic().withUniqueness();
        Explainer.Settings less = all.without(EnumSet.of(Explainer.Family.FISHES, Explainer.Family.WINGS,
                Explainer.Family.UNIQUENESS));
        for (int i = 0; i < puzzles.size(); i++) {
            RuleModel puzzle = puzzles.get(i);
            Explainer.Walk walk = Explainer.Walk.from(puzzle, null, null, all);
            while (!walk.solved()) {
                PencilMarks board = copy(puzzle, walk);
                positions++;
                for (Map.Entry<String, Technique> e : techniques.entrySet()) {
                    long t0 = System.nanoTime();
                    Step s = e.getValue().find(board);
                    calls.get(e.getKey()).add(System.nanoTime() - t0);
                    found.merge(e.getKey(), s != null ? 1 : 0, Integer::sum);
                }
                if (walk.next() == null) {
                    break;
                }
            }
            // the whole explanation with and without the patterns, in alternating order
            for (int turn = 0; turn < 2; turn++) {
                boolean first = (i + turn) % 2 == 0;
                long t0 = System.nanoTime();
                Explainer.HandSolution h = Explainer.explain(puzzle, first ? all : less);
                long t = System.nanoTime() - t0;
                if (first) {
                    with += t;
                    solvedWith += h.solved() ? 1 : 0;
                } else {
                    without += t;
                    solvedWithout += h.solved() ? 1 : 0;
                }
            }
        }
        if (!print) {
            return;
        }
        System.out.printf(Locale.ROOT, "%d positions; explanation %.1f ms per puzzle with the patterns (%d solved), %.1f ms "
                + "without fish, wings and uniqueness (%d solved)%n", positions, with / 1e6 / puzzles.size(), solvedWith,
                without / 1e6 / puzzles.size(), solvedWithout);
        System.out.println("| technique | calls | found | mean us | median us | p99 us | max us |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (String name : techniques.keySet()) {
            long[] t = calls.get(name).stream().mapToLong(Long::longValue).sorted().toArray();
            double mean = Arrays.stream(t).average().orElse(0);
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %.1f | %.1f |%n", name, t.length, found.get(name),
                    mean / 1e3, t[t.length / 2] / 1e3, t[(int) (t.length * 0.99)] / 1e3, t[t.length - 1] / 1e3);
        }
    }

    /** The walk's position as pencil marks of their own, links made. */
    private static PencilMarks copy(RuleModel puzzle, Explainer.Walk walk) {
        PencilMarks b = new PencilMarks(puzzle);
        int[] values = walk.values();
        long[] cand = walk.candidates();
        System.arraycopy(values, 0, b.value, 0, values.length);
        System.arraycopy(cand, 0, b.cand, 0, cand.length);
        b.links();
        return b;
    }
}
