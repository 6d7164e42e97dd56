package spark;

import cli.BatchLines;
import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;
import solver.SudokuSolver;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.catalog.Registry;
import solver.explain.Explainer;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The batch job: every line of one or more one-line data sets, read as Spark reads text, solved (or
 * rated) on the executors with the solver prepared once per partition and side, into one {@link Answer}
 * per line in input order. Lines are read and answered by {@link BatchLines}, as the tester's batch does.
 */
public final class BatchJob {

    private BatchJob() {
    }

    /**
     * What to do with each puzzle.
     *
     * @param solver a Sudoku solver's name in the {@link Registry}
     * @param limit  solutions looked for per puzzle (1: the first; 2 also tells a unique answer)
     * @param seed   seed of the solvers that randomise
     * @param rate   rate each solved puzzle by hand ({@link Explainer}) instead of printing its solution
     */
    public record Options(String solver, long limit, long seed, boolean rate) implements Serializable {

        /**
         * Solutions looked for per puzzle: {@link #limit}, and at least two with {@link #rate}, as the
         * tester's batch: a rating is of a solution by hand, which a puzzle with several has not.
         */
        public long solutions() {
            return rate ? Math.max(2, limit) : limit;
        }
    }

    /** What a line of a data set turned out to be. */
    public enum Kind {
        /** Blank or a comment: no puzzle, no answer. */
        NONE,
        /** A puzzle with a solution. */
        SOLVED,
        /** A puzzle with none. */
        NO_SOLUTION,
        /** A line that is no puzzle (or one the solver does not take): reported and skipped. */
        ERROR
    }

    /**
     * The answer to one line.
     *
     * @param file     the data set's position among the files of the run, from 0
     * @param line     the line number in that file, from 1
     * @param kind     what the line was
     * @param text     the answer line ({@link BatchLines#answer}), or for {@link Kind#ERROR} the message
     *                 naming file, line and what was expected
     * @param level    the rating by hand with {@link Options#rate}, else 0
     * @param multiple more than one solution was found (only when more than one was looked for)
     * @param note     for a puzzle whose givens already break a rule, the tester's note saying which (the
     *                 line it prints on stderr), else empty
     */
    public record Answer(int file, long line, Kind kind, String text, int level, boolean multiple, String note)
            implements Serializable {
    }

    /**
     * The answers to every line of {@code files}, in input order: the files in the order given, each
     * file's lines in its order (Spark keeps the order of a text file's partitions and of the lines in
     * each, {@code zipWithIndex} numbers them, and {@code union} keeps the files' order). Blank and
     * comment lines are left out. The RDD is persisted, as the summary and the output both read it.
     *
     * @param probe called as each task starts (tests fail a first attempt through it)
     */
    public static JavaRDD<Answer> answers(JavaSparkContext sc, List<String> files, Options options, TaskProbe probe) {
        return answers(sc, files, options, probe, 0);
    }

    /**
     * {@link #answers(JavaSparkContext, List, Options, TaskProbe)} solved in {@code partitions} tasks (at most
     * one per line) when that is positive: the lines, numbered in input order, are sorted into that many
     * ranges by their number (a shuffle of the lines only, before any solving), so the order holds and the
     * tasks are as many as asked; 0 keeps the partitions Spark reads the files in.
     */
    public static JavaRDD<Answer> answers(JavaSparkContext sc, List<String> files, Options options, TaskProbe probe,
                                          int partitions) {
        List<JavaPairRDD<Long, String>> parts = new ArrayList<>();
        for (int f = 0; f < files.size(); f++) {
            long fileKey = (long) f << LINE_BITS;
            parts.add(sc.textFile(files.get(f)).zipWithIndex().mapToPair(t -> new Tuple2<>(fileKey | t._2(), t._1())));
        }
        JavaPairRDD<Long, String> lines = parts.size() == 1 ? parts.get(0) : sc.union(parts.toArray(JavaPairRDD[]::new));
        if (partitions > 0) {
            lines = lines.sortByKey(true, partitions);
        }
        return lines.mapPartitions(part -> {
            probe.enterTask();
            return new Answers(files, options, part);
        }, true).filter(a -> a.kind() != Kind.NONE).persist(StorageLevel.MEMORY_AND_DISK());
    }

    /** Bits of a line's key that hold its index within its file; the file's position is above them. */
    private static final int LINE_BITS = 40;

    /**
     * The counts of a run.
     *
     * @param levels puzzles per rating level ({@code levels[l]}, l from 1 to {@link Explainer#LEVELS}' last)
     */
    public record Summary(long puzzles, long solved, long unsolvable, long skipped, long multiple, long[] levels)
            implements Serializable {

        public Summary {
            levels = levels.clone();
        }

        @Override
        public long[] levels() {
            return levels.clone();
        }

        static Summary of(Answer a) {
            long[] levels = new long[Explainer.LEVELS.size()];
            levels[a.level()]++;
            return new Summary(a.kind() == Kind.ERROR ? 0 : 1, a.kind() == Kind.SOLVED ? 1 : 0,
                    a.kind() == Kind.NO_SOLUTION ? 1 : 0, a.kind() == Kind.ERROR ? 1 : 0, a.multiple() ? 1 : 0, levels);
        }

        Summary plus(Summary o) {
            long[] sum = levels.clone();
            for (int l = 0; l < sum.length; l++) {
                sum[l] += o.levels[l];
            }
            return new Summary(puzzles + o.puzzles, solved + o.solved, unsolvable + o.unsolvable,
                    skipped + o.skipped, multiple + o.multiple, sum);
        }
    }

    /** Counts the answers (an action: this is where the executors solve every puzzle). */
    public static Summary summary(JavaRDD<Answer> answers) {
        return answers.map(Summary::of).fold(new Summary(0, 0, 0, 0, 0, new long[Explainer.LEVELS.size()]),
                Summary::plus);
    }

    /**
     * The answers to one partition's lines, computed as they are read. The solver is prepared once per
     * grid side met in the partition; nothing depends on the time or on other partitions, so a retried
     * task gives the same answers.
     */
    private static final class Answers implements Iterator<Answer> {
        private final List<String> files;
        private final Options options;
        private final Iterator<Tuple2<Long, String>> lines;
        private final SudokuSolver solver;
        private final Map<Integer, PreparedSolver> prepared = new HashMap<>();

        Answers(List<String> files, Options options, Iterator<Tuple2<Long, String>> lines) {
            this.files = files;
            this.options = options;
            this.lines = lines;
            this.solver = Registry.solver("sudoku", options.solver()).orElseThrow(() ->
                    new IllegalArgumentException("unknown solver " + options.solver())).solver().get();
        }

        @Override
        public boolean hasNext() {
            return lines.hasNext();
        }

        @Override
        public Answer next() {
            if (!lines.hasNext()) {
                throw new NoSuchElementException();
            }
            Tuple2<Long, String> line = lines.next();
            int file = (int) (line._1() >>> LINE_BITS);
            String name = files.get(file);
            long number = (line._1() & ((1L << LINE_BITS) - 1)) + 1;
            try {
                BatchLines.Entry p = BatchLines.parse(name, Math.toIntExact(number), line._2());
                return p == null ? new Answer(file, number, Kind.NONE, "", 0, false, "") : solve(file, name, p, number);
            } catch (PuzzleFormatException e) {
                return new Answer(file, number, Kind.ERROR, e.getMessage(), 0, false, "");
            } catch (UnsupportedModelException e) {
                return new Answer(file, number, Kind.ERROR, name + ":" + number + ": " + e.getMessage(), 0, false, "");
            }
        }

        private Answer solve(int file, String name, BatchLines.Entry p, long number) throws UnsupportedModelException {
            PreparedSolver s = prepared.get(p.n());
            if (s == null) {
                s = solver.prepare(OneLineFormat.rules(p.n()));
                prepared.put(p.n(), s);
            }
            SolveResult r = s.solve(p.givens(), SolveOptions.upTo(options.solutions()).withSeed(options.seed()),
                    SolutionSink.NONE);
            int level = options.rate() && r.found() ? BatchLines.level(p) : 0;
            boolean several = r.solutions() > 1;
            // The tester's answer line: it says unique or several whenever more than one solution was looked for.
            String text = options.solutions() > 1 ? BatchLines.answer(p.n(), r.solution(), r.found(), level, several)
                    : BatchLines.answer(p.n(), r.solution(), r.found(), level);
            String note = r.found() ? "" : BatchLines.clashNote(name, p);
            return new Answer(file, number, r.found() ? Kind.SOLVED : Kind.NO_SOLUTION, text, level, several, note);
        }
    }
}
