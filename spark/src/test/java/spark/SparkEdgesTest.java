package spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.deploy.master.Master;
import org.apache.spark.rpc.RpcEnv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Tuple3;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What people meet at the edges of the Spark commands: solutions whose symbols the one-line form cannot
 * write, a puzzle read without a job, --partitions, a cluster without executors, a count bounded by a
 * limit, a time or Ctrl-C, the tester's notes on clashing givens, and quiet logs under spark-submit.
 */
class SparkEdgesTest {

    @TempDir
    Path dir;

    private static final Path PUZZLES = Path.of("..", "puzzles");

    /** Runs {@code test} with a context of its own on {@code local[2]} (one context a JVM at a time). */
    private static void withContext(Consumer<JavaSparkContext> test) {
        JavaSparkContext sc = Fixtures.context("local[2]", "edges");
        try {
            test.accept(sc);
        } finally {
            sc.stop();
        }
    }

    private static List<String> partFiles(Path folder) throws IOException {
        try (Stream<Path> parts = Files.list(folder)) {
            return parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().flatMap(p -> {
                try {
                    return Files.readAllLines(p).stream();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        }
    }

    @Test
    void enumerateWritesCommaSeparatedValuesWhereTheOneLineFormCannotReadThemBack() throws Exception {
        Path puzzle = Files.copy(PUZZLES.resolve("sudoku/easy-std-44-symbols-5-20.in"), dir.resolve("p.in"));
        Path folder = dir.resolve("solutions");
        Fixtures.Run r = Fixtures.spark("count", puzzle.toString(), "sudoku", "--enumerate", folder.toString(),
                "--master", "local[2]");
        assertThat(r.code()).as(r.err()).isZero();
        long count = Fixtures.testerCount(puzzle, "sudoku");
        assertThat(r.outLines().get(0)).isEqualTo("solutions: " + count);
        List<String> lines = partFiles(folder);
        assertThat(lines).hasSize((int) count).doesNotHaveDuplicates();
        for (String line : lines) {
            int[] values = Arrays.stream(line.split(",")).mapToInt(Integer::parseInt).toArray();
            assertThat(values).hasSize(16);
            for (int k = 0; k < 4; k++) {
                Set<Integer> row = new HashSet<>();
                Set<Integer> column = new HashSet<>();
                Set<Integer> box = new HashSet<>();
                for (int i = 0; i < 4; i++) {
                    row.add(values[4 * k + i]);
                    column.add(values[4 * i + k]);
                    box.add(values[4 * (2 * (k / 2) + i / 2) + 2 * (k % 2) + i % 2]);
                }
                assertThat(row).as(line).containsExactlyInAnyOrder(5, 10, 15, 20);
                assertThat(column).as(line).containsExactlyInAnyOrder(5, 10, 15, 20);
                assertThat(box).as(line).containsExactlyInAnyOrder(5, 10, 15, 20);
            }
        }
        assertThat(CountJob.oneLineRoundTrips(grid.io.OneLineFormat.rules(9))).isTrue();
    }

    @Test
    void theEnumerateFolderIsNeverThePuzzleNorAnExistingFolder() throws Exception {
        Path puzzle = Fixtures.empty4(dir);
        Fixtures.Run same = Fixtures.spark("count", puzzle.toString(), "sudoku", "--enumerate", puzzle.toString());
        assertThat(same.code()).isEqualTo(2);
        assertThat(same.err()).startsWith("error: " + puzzle + ": is the puzzle file itself");
        assertThat(Files.readString(puzzle)).isEqualTo(".".repeat(16) + "\n");
        Path existing = Files.createDirectories(dir.resolve("there"));
        Fixtures.Run there = Fixtures.spark("count", puzzle.toString(), "sudoku", "--enumerate", existing.toString());
        assertThat(there.code()).isEqualTo(2);
        assertThat(there.err()).isEqualTo("error: " + existing + ": already exists; --enumerate makes a new folder of"
                + " Spark's part files\n");
        Fixtures.Run bounded = Fixtures.spark("count", puzzle.toString(), "sudoku", "--enumerate",
                dir.resolve("new").toString(), "--limit", "5");
        assertThat(bounded.code()).isEqualTo(2);
        assertThat(bounded.err()).contains("--limit and --timeout bound a count only");
    }

    @Test
    void batchAndSolveNeverWriteOverTheirInput() throws Exception {
        Path set = SparkJobsTest.batchFile(Files.createDirectories(dir.resolve("set")));
        String before = Files.readString(set);
        Fixtures.Run batch = Fixtures.spark("batch", set.toString(), "--solver", "advanced", "--out", set.toString());
        assertThat(batch.code()).isEqualTo(2);
        assertThat(batch.err()).isEqualTo("error: " + set + ": is the data set itself; writing it would replace what"
                + " is read, so nothing was done\n");
        Path puzzle = Files.copy(PUZZLES.resolve("killer/easy-killer-44-01.in"), dir.resolve("k.in"));
        Fixtures.Run solve = Fixtures.spark("solve", puzzle.toString(), "killer", "--out", puzzle.toString());
        assertThat(solve.code()).isEqualTo(2);
        assertThat(solve.err()).startsWith("error: " + puzzle + ": is the puzzle file itself");
        assertThat(Files.readString(set)).isEqualTo(before);
    }

    @Test
    void thePuzzleIsReadOnTheDriverWithoutAJob() throws Exception {
        Path puzzle = Fixtures.empty4(dir);
        withContext(sc -> {
            try {
                assertThat(SparkCli.readOnDriver(sc, puzzle.toString())).isEqualTo(Files.readAllBytes(puzzle));
                assertThatThrownBy(() -> SparkCli.readOnDriver(sc, dir.resolve("none.txt").toString()))
                        .isInstanceOf(java.io.FileNotFoundException.class);
                assertThatThrownBy(() -> SparkCli.readOnDriver(sc, dir.toString()))
                        .hasMessage(dir + ": is a directory, not a puzzle file");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertThat(sc.statusTracker().getJobIdsForGroup(null)).as("no job ran").isEmpty();
        });
        Fixtures.Run missing = Fixtures.spark("count", dir.resolve("none.txt").toString(), "sudoku", "--master", "local[1]");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("error: " + dir.resolve("none.txt")
                + ": cannot open the puzzle file (no such file or not readable)");
    }

    @Test
    void batchSolvesInAsManyTasksAsPartitionsAsks() throws Exception {
        Path set = SparkJobsTest.batchFile(Files.createDirectories(dir.resolve("set")));
        Fixtures.Run tester = Fixtures.tester("batch", set.toString(), "--solver", "advanced");
        withContext(sc -> {
            for (int partitions : new int[]{1, 5, 7}) {
                var answers = BatchJob.answers(sc, List.of(set.toString()), new BatchJob.Options("advanced", 1, 0,
                        false), TaskProbe.NONE, partitions);
                assertThat(answers.getNumPartitions()).isEqualTo(partitions);
                assertThat(answers.filter(a -> a.kind() != BatchJob.Kind.ERROR).map(BatchJob.Answer::text).collect())
                        .isEqualTo(tester.outLines());
            }
        });
    }

    @Test
    void clashingGivensGetTheTestersNotes() throws Exception {
        Path set = Files.writeString(dir.resolve("clash.txt"), "11" + ".".repeat(79) + "\n"
                + Fixtures.WIKIPEDIA_GRID.substring(0, 40) + ".".repeat(41) + "\n");
        Fixtures.Run tester = Fixtures.tester("batch", set.toString(), "--solver", "advanced");
        Fixtures.Run spark = Fixtures.spark("batch", set.toString(), "--solver", "advanced", "--master", "local[2]");
        assertThat(spark.code()).isEqualTo(tester.code()).isEqualTo(1);
        assertThat(spark.out()).isEqualTo(tester.out());
        List<String> notes = tester.err().lines().filter(l -> l.startsWith("note:")).toList();
        assertThat(notes).singleElement().asString().contains(":1: no solution: the givens already break a rule:");
        assertThat(spark.err().lines().filter(l -> l.startsWith("note:")).toList()).isEqualTo(notes);

        Path clash = Files.writeString(dir.resolve("clash.in"), "4\n1 2 3 4\n0,0 3\n0,3 3\n");
        Fixtures.Run count = Fixtures.spark("count", clash.toString(), "sudoku", "--master", "local[1]");
        Fixtures.Run testerCount = Fixtures.tester(clash.toString(), "sudoku", "advanced", "n", "--count");
        assertThat(count.code()).isEqualTo(testerCount.code()).isEqualTo(1);
        assertThat(count.outLines().get(0)).isEqualTo(testerCount.outLines().get(0)).isEqualTo("No solution found!");
        assertThat(count.err()).contains("The givens already break a rule: the number 3 appears multiple times in row 1");
    }

    @Test
    void aCountStopsAtItsLimitOrItsTimeWithWhatItCounted() throws Exception {
        Path four = Fixtures.empty4(dir);
        // One part, one task: the task itself stops at the limit, whatever the driver sees first.
        Fixtures.Run limited = Fixtures.spark("count", four.toString(), "sudoku", "--limit", "100", "--master", "local[2]",
                "--split-depth", "0");
        assertThat(limited.code()).as(limited.err()).isZero();
        assertThat(limited.outLines().get(0)).isEqualTo("solutions: >=100");
        Path empty9 = Files.writeString(dir.resolve("empty-9.txt"), ".".repeat(81) + "\n");
        Fixtures.Run timed = Fixtures.spark("count", empty9.toString(), "sudoku", "--timeout", "2", "--master", "local[2]");
        assertThat(timed.code()).as(timed.err()).isEqualTo(3);
        assertThat(timed.outLines().get(0)).matches("solutions: >=\\d+");
        assertThat(timed.outLines().get(2)).startsWith("The time limit of 2 s was reached; the count is of the ");
    }

    @Test
    void anInterruptedCountEndsWithWhatTheFinishedTasksCounted() throws Exception {
        Path empty9 = Files.writeString(dir.resolve("empty-9.txt"), ".".repeat(81) + "\n");
        CountJob.PuzzleFile p = new CountJob.PuzzleFile("sudoku", "advanced", empty9.toString(), Files.readAllBytes(empty9));
        List<int[]> cubes = Split.cubes(p.model(), 2);
        withContext(sc -> {
            AtomicBoolean interrupt = new AtomicBoolean();
            Thread ctrlC = new Thread(() -> {
                try {
                    Thread.sleep(1500);
                } catch (InterruptedException e) {
                    return;
                }
                interrupt.set(true);
            });
            ctrlC.start();
            long start = System.nanoTime();
            List<CountJob.Counted> seen = new ArrayList<>();
            try {
                CountJob.Counted c = CountJob.count(sc, p, cubes, 4, TaskProbe.NONE,
                        CountJob.Bounds.NONE, interrupt, seen::add);
                assertThat(c.end()).isEqualTo(CountJob.End.INTERRUPTED);
                assertThat(c.tasks()).isEqualTo(4);
                assertThat(c.solutions()).isGreaterThanOrEqualTo(0);
                assertThat((System.nanoTime() - start) / 1e9).as("ended soon after the flag").isLessThan(60);
            } catch (org.apache.spark.SparkException e) {
                throw new IllegalStateException(e);
            }
        });
        String line = SparkCli.Count.progressLine(new CountJob.Counted(12_345, CountJob.End.COMPLETE, 3, 16),
                System.nanoTime() - 4_500_000_000L);
        assertThat(line).matches("counting: 12,345 solutions so far, 3 of 16 tasks done, 4\\.\\d s");
    }

    @Test
    void theWatchdogEndsAJobWhenNoExecutorIsAlive() {
        withContext(sc -> {
            Watchdog w = Watchdog.start(sc, java.time.Duration.ofSeconds(1), () -> 0, System::nanoTime);
            long start = System.nanoTime();
            assertThatThrownBy(() -> sc.parallelize(List.of(1, 2), 2).map(x -> {
                Thread.sleep(60_000);
                return x;
            }).count()).hasMessageContaining("cancel");
            assertThat(w.fired()).isTrue();
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(30);
            w.stop();
            Watchdog alive = Watchdog.start(sc, java.time.Duration.ofMillis(300), () -> 1, System::nanoTime);
            assertThat(sc.parallelize(List.of(1, 2, 3), 2).map(x -> {
                Thread.sleep(800);
                return x;
            }).count()).isEqualTo(3);
            assertThat(alive.fired()).isFalse();
            alive.stop();
        });
    }

    /**
     * A standalone master with no worker: the application registers but no executor ever starts. The puzzle
     * is still read (on the driver), and the watchdog ends the job with exit 6.
     */
    @Test
    void aClusterWithoutExecutorsEndsTheCountWithExitSix() throws Exception {
        SparkConf conf = new SparkConf().set("spark.master.rest.enabled", "false")
                .set("spark.ui.enabled", "false");
        Tuple3<RpcEnv, Object, scala.Option<Object>> master = Master.startRpcEnvAndEndpoint("127.0.0.1", 0, 0, conf);
        try {
            Path four = Fixtures.empty4(dir);
            Fixtures.Run r = Fixtures.spark("count", four.toString(), "sudoku", "--master",
                    "spark://127.0.0.1:" + master._1().address().port(), "--executor-wait", "2", "--partitions", "2",
                    "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
                    "--conf", "spark.ui.enabled=false");
            assertThat(r.code()).as(r.err()).isEqualTo(SparkCli.JOB_FAILED);
            assertThat(r.err()).contains("split: depth").contains("error: the Spark job failed: no executor has been"
                    + " alive for 2 s");
            assertThat(r.out()).isEmpty();
        } finally {
            master._1().shutdown();
        }
    }

    /**
     * Under spark-submit (its default logging: INFO to stderr, set up before the jar is loaded) a run prints
     * its own lines, not Spark's start-up chatter.
     */
    @Test
    void sparkSubmitShowsNoInfoLines() throws Exception {
        Path four = Fixtures.empty4(dir);
        Path jar = dir.resolve("app.jar");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar))) {
            zip.putNextEntry(new java.util.zip.ZipEntry("META-INF/"));
            zip.closeEntry();
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(a -> a.startsWith("--add-opens"))
                .forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                "org.apache.spark.deploy.SparkSubmit", "--master", "local[1]", "--conf", "spark.ui.enabled=false",
                "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
                "--class", "spark.SparkCli", jar.toString(), "count", four.toString(), "sudoku"));
        Path errFile = dir.resolve("submit.err");
        Process p = new ProcessBuilder(command).redirectError(errFile.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(err).isZero();
        assertThat(out).startsWith("solutions: 288\n");
        assertThat(err.lines().filter(l -> l.contains(" INFO ")).toList()).as(err).isEmpty();
    }
}
