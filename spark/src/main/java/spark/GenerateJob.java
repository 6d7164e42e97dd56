package spark;

import org.apache.spark.api.java.JavaSparkContext;
import solver.generate.Generator;
import tester.GeneratedPuzzles;

import java.io.Serializable;
import java.util.List;
import java.util.stream.LongStream;

/**
 * Making K puzzles from seeds S .. S+K-1, spread over the executors: puzzle i comes from seed S + i alone
 * ({@link GeneratedPuzzles}, as the tester's {@code generate} makes it), so where it is made does not
 * change it, and the driver collects them in seed order.
 */
public final class GenerateJob {

    private GenerateJob() {
    }

    /**
     * What to make.
     *
     * @param kind     sudoku, killer, kropki or futoshiki
     * @param size     the grid's side
     * @param symmetry sudoku only
     * @param maxCage  killer only: the largest cage grown, in cells
     * @param minimal  see {@link GeneratedPuzzles#make}
     */
    public record Spec(String kind, int size, Generator.Symmetry symmetry, int maxCage, boolean minimal)
            implements Serializable {
    }

    /**
     * One puzzle made.
     *
     * @param text its file text, as {@code generate} prints it
     * @param note the line {@code generate} prints about it on stderr
     */
    public record Made(String text, String note) implements Serializable {
    }

    /** The puzzles of seeds {@code first} .. {@code first + count - 1}, in seed order. */
    public static List<Made> make(JavaSparkContext sc, Spec spec, long first, int count, int partitions,
                                  TaskProbe probe) {
        // first + i wraps round past Long.MAX_VALUE, as the tester's seeds do
        List<Long> seeds = LongStream.range(0, count).map(i -> first + i).boxed().toList();
        return sc.parallelize(seeds, Math.max(1, Math.min(partitions, count)))
                .mapPartitions(part -> {
                    probe.enterTask();
                    return part;
                }, true)
                .map(seed -> made(spec, seed))
                .collect();
    }

    private static Made made(Spec spec, long seed) {
        long t0 = System.nanoTime();
        Generator.Puzzle p = GeneratedPuzzles.make(spec.kind(), spec.size(), seed, spec.symmetry(), spec.maxCage(),
                spec.minimal());
        double ms = (System.nanoTime() - t0) / 1e6;
        return new Made(GeneratedPuzzles.text(spec.kind(), p), GeneratedPuzzles.note(spec.kind(), spec.size(), seed, p, ms));
    }
}
