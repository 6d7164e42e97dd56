package spark;

import cli.GeneratedPuzzles;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import solver.generate.Generator;

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
     * @param seed the seed it was made from
     * @param text its file text, as {@code generate} prints it
     * @param note the line {@code generate} prints about it on stderr
     */
    public record Made(long seed, String text, String note) implements Serializable {
    }

    /** The puzzles of seeds {@code first} .. {@code first + count - 1}, in seed order. */
    public static List<Made> make(JavaSparkContext sc, Spec spec, long first, int count, int partitions,
                                  TaskProbe probe) {
        return forSeeds(sc, first, count, partitions, probe, seed -> made(spec, seed));
    }

    /**
     * {@code job} of each seed {@code first} .. {@code first + count - 1} on the executors, in seed order.
     * (first + i wraps round past Long.MAX_VALUE, as the tester's seeds do.)
     */
    private static <T> List<T> forSeeds(JavaSparkContext sc, long first, int count, int partitions, TaskProbe probe,
                                        Function<Long, T> job) {
        List<Long> seeds = LongStream.range(0, count).map(i -> first + i).boxed().toList();
        return sc.parallelize(seeds, Math.max(1, Math.min(partitions, count)))
                .mapPartitions(part -> {
                    probe.enterTask();
                    return part;
                }, true)
                .map(job)
                .collect();
    }

    /**
     * The first {@code count} puzzles, from seed {@code first} upwards, that rate at {@code level}: the same
     * seeds the tester's {@code generate --difficulty} takes. Seeds are made and rated in parallel, a
     * round of {@code round} at a time; the driver walks each round in seed order, so the answer does not
     * depend on how the work was spread. Fails as the tester does when
     * {@link GeneratedPuzzles#MAX_TRIES} seeds in a row after the last puzzle taken rate otherwise.
     *
     * @throws NoneRated naming the seeds tried for the puzzle that was not found
     */
    public static List<Made> rated(JavaSparkContext sc, Spec spec, long first, int count, int level, int round,
                                   int partitions, TaskProbe probe) throws NoneRated {
        List<Made> out = new java.util.ArrayList<>();
        long next = first;
        int misses = 0;
        while (out.size() < count) {
            long from = next;
            List<Rated> done = forSeeds(sc, from, round, partitions, probe, seed -> rated(spec, seed));
            for (Rated r : done) {
                if (r.level() == level) {
                    out.add(r.made());
                    misses = 0;
                    if (out.size() == count) {
                        break;
                    }
                } else if (++misses == GeneratedPuzzles.MAX_TRIES) {
                    throw new NoneRated(r.seed() - GeneratedPuzzles.MAX_TRIES + 1);
                }
            }
            next = from + round;
        }
        return out;
    }

    /** No puzzle of the asked level among {@link GeneratedPuzzles#MAX_TRIES} seeds from {@link #from}. */
    public static final class NoneRated extends Exception {
        private static final long serialVersionUID = 1L;
        private final long from;

        NoneRated(long from) {
            super("no puzzle of the asked level from seed " + from);
            this.from = from;
        }

        /** The first of the seeds tried. */
        public long from() {
            return from;
        }
    }

    /** A made puzzle, its seed and its rating level. */
    private record Rated(long seed, Made made, int level) implements Serializable {
    }

    private static Rated rated(Spec spec, long seed) {
        long t0 = System.nanoTime();
        Generator.Generated p = GeneratedPuzzles.make(spec.kind(), spec.size(), seed, spec.symmetry(), spec.maxCage(),
                spec.minimal());
        int level = GeneratedPuzzles.rating(p);
        double ms = (System.nanoTime() - t0) / 1e6;
        return new Rated(seed, new Made(seed, GeneratedPuzzles.text(spec.kind(), p),
                GeneratedPuzzles.note(spec.kind(), spec.size(), seed, p, ms)), level);
    }

    private static Made made(Spec spec, long seed) {
        long t0 = System.nanoTime();
        Generator.Generated p = GeneratedPuzzles.make(spec.kind(), spec.size(), seed, spec.symmetry(), spec.maxCage(),
                spec.minimal());
        double ms = (System.nanoTime() - t0) / 1e6;
        return new Made(seed, GeneratedPuzzles.text(spec.kind(), p), GeneratedPuzzles.note(spec.kind(), spec.size(), seed, p, ms));
    }
}
