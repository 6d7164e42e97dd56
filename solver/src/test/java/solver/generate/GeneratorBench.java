package solver.generate;

import java.util.Arrays;
import java.util.Locale;

/**
 * Measures {@link Generator} (not a test): wall time per puzzle for seeds 1..K of 9x9 Sudoku (without
 * symmetry, which is minimal), 16x16 Sudoku, 9x9 killers with cages of up to 5 cells, plain and
 * minimal, and (K / 10 seeds) 9x9 Kropki and 6x6 and 9x9 Futoshiki. Arguments: K for 9x9 and for 16x16 (default 200 and 10). A warm-up pass over the first
 * seeds runs first.
 */
public final class GeneratorBench {

    private GeneratorBench() {
    }

    public static void main(String[] args) {
        int nine = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int sixteen = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        for (int i = 1; i <= 20; i++) {
            Generator.sudoku(9, -i, Generator.Symmetry.NONE, false);
            Generator.killer(9, -i, 5, false);
        }
        report("9x9 Sudoku, minimal", nine, seed -> Generator.sudoku(9, seed, Generator.Symmetry.NONE, false));
        report("9x9 Sudoku, rotational", nine, seed -> Generator.sudoku(9, seed, Generator.Symmetry.ROTATIONAL, false));
        report("16x16 Sudoku, minimal", sixteen, seed -> Generator.sudoku(16, seed, Generator.Symmetry.NONE, false));
        report("9x9 killer, cages up to 5", nine, seed -> Generator.killer(9, seed, 5, false));
        report("9x9 killer, cages up to 5, minimal", Math.max(1, nine / 10), seed -> Generator.killer(9, seed, 5, true));
        report("9x9 Kropki, minimal", Math.max(1, nine / 10), seed -> Generator.kropki(9, seed));
        report("6x6 Futoshiki, minimal", Math.max(1, nine / 10), seed -> Generator.futoshiki(6, seed));
        report("9x9 Futoshiki, minimal", Math.max(1, nine / 10), seed -> Generator.futoshiki(9, seed));
    }

    private static void report(String label, int count, java.util.function.LongFunction<Generator.Generated> make) {
        double[] ms = new double[count];
        long givens = 0;
        int unsettled = 0;
        for (int i = 0; i < count; i++) {
            long t0 = System.nanoTime();
            Generator.Generated p = make.apply(i + 1);
            ms[i] = (System.nanoTime() - t0) / 1e6;
            givens += p.model().givenCount() + p.model().cages().size() + p.model().relations().size();
            unsettled += p.settled() ? 0 : 1;
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%s (%d): mean %.1f ms, median %.1f ms, max %.1f ms; %.1f clues (givens, cages, dots, signs) a"
                        + " puzzle; %d with a check out of time%n", label, count, Arrays.stream(ms).average().orElse(0),
                sorted[count / 2], sorted[count - 1], (double) givens / count, unsettled);
    }
}
