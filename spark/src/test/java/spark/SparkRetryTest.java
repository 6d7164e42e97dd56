package spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.generate.Generator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A task that dies on its first attempt is run again by Spark ({@code local[2,3]}: two cores, three
 * attempts per task), and the job's answers are exactly those of a run without the failure: no answer
 * lost, none twice, the same order.
 */
class SparkRetryTest {

    private static JavaSparkContext sc;

    /** Attempts that the probe failed (the test's tasks run in this JVM). */
    private static final AtomicInteger FAILED = new AtomicInteger();
    /** Attempts after a failure. */
    private static final AtomicInteger RETRIED = new AtomicInteger();

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() {
        sc = Fixtures.context("local[2,3]", "SparkRetryTest");
        sc.setLogLevel("ERROR");
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    @BeforeEach
    void reset() {
        FAILED.set(0);
        RETRIED.set(0);
    }

    /** Kills the first attempt of partition 1, as a lost executor would. */
    private static final TaskProbe KILL_PARTITION_1 = (partition, attempt) -> {
        if (partition == 1 && attempt == 0) {
            FAILED.incrementAndGet();
            throw new IllegalStateException("test: the first attempt of partition 1 dies");
        }
        if (partition == 1) {
            RETRIED.incrementAndGet();
        }
    };

    private void assertRetried() {
        assertThat(FAILED.get()).as("attempts killed").isEqualTo(1);
        assertThat(RETRIED.get()).as("attempts after the kill").isEqualTo(1);
    }

    @Test
    void aCountSurvivesAKilledTask() throws Exception {
        Path file = Fixtures.wikipediaPrefix(dir, 40);
        CountJob.PuzzleFile p = new CountJob.PuzzleFile("sudoku", "advanced", file.toString(), Files.readAllBytes(file));
        List<int[]> cubes = Split.cubes(p.model(), 2);
        long killed = CountJob.count(sc, p, cubes, 4, KILL_PARTITION_1);
        assertRetried();
        assertThat(killed).isEqualTo(CountJob.count(sc, p, cubes, 4, TaskProbe.NONE))
                .isEqualTo(Fixtures.testerCount(file, "sudoku"));
        reset();
        List<String> solutions = CountJob.solutions(sc, p, cubes, 4, KILL_PARTITION_1).collect();
        assertRetried();
        assertThat(solutions).isEqualTo(CountJob.solutions(sc, p, cubes, 4, TaskProbe.NONE).collect());
    }

    @Test
    void aBatchSurvivesAKilledTask() throws IOException {
        Path in = Files.createDirectories(dir.resolve("batch"));
        Path file = SparkJobsTest.batchFile(in);
        // Two files of two partitions each (local[2]'s default): the union's partition 1 is the first file's second half.
        List<String> files = List.of(file.toString(), file.toString());
        BatchJob.Options options = new BatchJob.Options("advanced", 1, 0, false);
        List<BatchJob.Answer> killed = BatchJob.answers(sc, files, options, KILL_PARTITION_1).collect();
        assertRetried();
        List<BatchJob.Answer> plain = BatchJob.answers(sc, files, options, TaskProbe.NONE).collect();
        assertThat(killed).isEqualTo(plain);
        List<String> tester = Fixtures.tester("batch", file.toString(), "--solver", "advanced").outLines();
        assertThat(plain.stream().filter(a -> a.kind() != BatchJob.Kind.ERROR).map(BatchJob.Answer::text).toList())
                .isEqualTo(java.util.stream.Stream.concat(tester.stream(), tester.stream()).toList());
    }

    @Test
    void generationSurvivesAKilledTask() {
        GenerateJob.Spec spec = new GenerateJob.Spec("sudoku", 4, Generator.Symmetry.NONE, 4, false);
        List<GenerateJob.Made> killed = GenerateJob.make(sc, spec, 100, 8, 4, KILL_PARTITION_1);
        assertRetried();
        assertThat(killed.stream().map(GenerateJob.Made::text).toList())
                .isEqualTo(GenerateJob.make(sc, spec, 100, 8, 4, TaskProbe.NONE).stream().map(GenerateJob.Made::text).toList());
    }
}
