package spark;

import cli.GeneratedPuzzles;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.DancingLinksSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.explain.Explainer;
import solver.generate.Generator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The jobs on {@code local[2]}, against the tester's single-machine answers to the same input. */
class SparkJobsTest {

    private static JavaSparkContext sc;

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() {
        sc = Fixtures.context("local[2]", "SparkJobsTest");
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    private static CountJob.PuzzleFile read(Path file, String type) throws IOException {
        return new CountJob.PuzzleFile(type, "advanced", file.toString(), Files.readAllBytes(file));
    }

    private static long sparkCount(Path file, String type, int depth) throws Exception {
        CountJob.PuzzleFile p = read(file, type);
        return CountJob.count(sc, p, Split.cubes(p.model(), depth), 4, TaskProbe.NONE);
    }

    /** How many tasks of the solve job below were interrupted while they waited (partitions past 0). */
    private static final java.util.concurrent.atomic.AtomicInteger INTERRUPTED = new java.util.concurrent.atomic.AtomicInteger();

    @Test
    void solveGivesAValidAnswerAndStopsItsJob() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty-9.txt"), ".".repeat(81) + "\n");
        CountJob.PuzzleFile p = read(empty, "sudoku");
        RuleModel model = p.model();
        List<int[]> cubes = new solver.catalog.CubeSplit(model).cubes(model.givens(), 32);
        // every task but the first waits (interruptibly) far longer than the test: only cancelling the job
        // after the first task's answer ends them
        TaskProbe slowExceptFirst = (partition, attempt) -> {
            if (partition > 0) {
                try {
                    Thread.sleep(600_000);
                } catch (InterruptedException e) {
                    INTERRUPTED.incrementAndGet();
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("task " + partition + " was cancelled", e);
                }
            }
        };
        long start = System.nanoTime();
        SolveJob.Answer answer = SolveJob.solve(sc, p, cubes, 4, 0, slowExceptFirst);
        assertThat(answer.found()).isTrue();
        assertThat(grid.model.RuleChecker.isSolution(model, answer.solution())).isTrue();
        assertThat(answer.of()).isEqualTo(4);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(300);
        long until = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < until && (sc.statusTracker().getActiveJobIds().length > 0 || running() > 0)) {
            Thread.sleep(50);
        }
        assertThat(sc.statusTracker().getActiveJobIds()).isEmpty();
        assertThat(running()).isZero();
        assertThat(INTERRUPTED.get()).isPositive();
    }

    @Test
    void solveFindsNoAnswerWhenEveryCubeIsExhausted() throws Exception {
        Path clash = Files.writeString(dir.resolve("clash-9.txt"), "12345678.........9" + ".".repeat(63) + "\n");
        CountJob.PuzzleFile p = read(clash, "sudoku");
        RuleModel model = p.model();
        SolveJob.Answer answer = SolveJob.solve(sc, p, new solver.catalog.CubeSplit(model).cubes(model.givens(), 16), 3, 0,
                TaskProbe.NONE);
        assertThat(answer.found()).isFalse();
        assertThat(answer.tasks()).isEqualTo(answer.of()).isEqualTo(3);
    }

    private static int running() {
        int tasks = 0;
        for (org.apache.spark.SparkExecutorInfo e : sc.sc().statusTracker().getExecutorInfos()) {
            tasks += e.numRunningTasks();
        }
        return tasks;
    }

    @Test
    void countsEqualTheSingleMachineCountsAtEveryDepth() throws Exception {
        Path empty4 = Fixtures.empty4(dir);
        Path nine45 = Fixtures.wikipediaPrefix(dir, 45);
        Path nine36 = Fixtures.wikipediaPrefix(dir, 36);
        Path killer16 = Fixtures.killerPrefix(dir, 16);
        assertThat(Fixtures.testerCount(empty4, "sudoku")).isEqualTo(288);
        for (int depth : new int[]{0, 1, 3}) {
            assertThat(sparkCount(empty4, "sudoku", depth)).as("4x4, depth " + depth).isEqualTo(288);
            assertThat(sparkCount(nine45, "sudoku", depth)).as("9x9 45 givens, depth " + depth)
                    .isEqualTo(Fixtures.testerCount(nine45, "sudoku")).isBetween(1_000L, 1_000_000L);
            assertThat(sparkCount(killer16, "killer", depth)).as("killer, 16 cages, depth " + depth)
                    .isEqualTo(Fixtures.testerCount(killer16, "killer")).isBetween(1_000L, 1_000_000L);
        }
        assertThat(sparkCount(nine36, "sudoku", 4)).isEqualTo(Fixtures.testerCount(nine36, "sudoku"))
                .isBetween(100_000L, 1_000_000L);
    }

    /** A count of 3,668,016 solutions (the first 32 cells of the grid), split 6 levels deep. */
    @Test
    @Tag("slow")
    void aCountOfMillionsEqualsTheSingleMachineCount() throws Exception {
        Path nine32 = Fixtures.wikipediaPrefix(dir, 32);
        assertThat(sparkCount(nine32, "sudoku", 6)).isEqualTo(Fixtures.testerCount(nine32, "sudoku"))
                .isGreaterThan(1_000_000L);
    }

    @Test
    void enumeratedSolutionsAreDistinctAndKeepTheRules() throws IOException {
        Path nine45 = Fixtures.wikipediaPrefix(dir, 45);
        CountJob.PuzzleFile p = read(nine45, "sudoku");
        RuleModel model = p.model();
        List<String> lines = CountJob.solutions(sc, p, Split.cubes(model, 3), 3, TaskProbe.NONE).collect();
        assertThat(lines).hasSize((int) Fixtures.testerCount(nine45, "sudoku"));
        assertThat(new HashSet<>(lines)).hasSameSizeAs(lines);
        for (String line : lines) {
            Fixtures.assertSolves(Files.readString(nine45).strip(), line);
        }
    }

    /** The data set of the batch tests: published puzzles, and lines of every other kind the batch meets. */
    static Path batchFile(Path in) throws IOException {
        Path sample = Fixtures.resource(in, "sudoku9_sample.txt");
        List<String> extra = List.of(
                "",
                "# a comment",
                "12345",
                "1.3" + ".".repeat(85),
                "11" + ".".repeat(79),
                "1" + ".".repeat(15),
                "x".repeat(81),
                "7 " + Files.readAllLines(sample).get(5),
                "1 2 3");
        Files.write(sample, extra, java.nio.file.StandardOpenOption.APPEND);
        return sample;
    }

    @Test
    void batchAnswersEqualTheTestersBatchLineForLine() throws IOException {
        Path in = Files.createDirectories(dir.resolve("batch"));
        Path file = batchFile(in);
        Fixtures.Run tester = Fixtures.tester("batch", file.toString(), "--solver", "advanced");
        List<BatchJob.Answer> answers = BatchJob.answers(sc, List.of(file.toString()),
                new BatchJob.Options("advanced", 1, 0, false), TaskProbe.NONE).collect();
        List<String> texts = answers.stream().filter(a -> a.kind() != BatchJob.Kind.ERROR).map(BatchJob.Answer::text).toList();
        assertThat(texts).isEqualTo(tester.outLines());
        List<String> errors = answers.stream().filter(a -> a.kind() == BatchJob.Kind.ERROR)
                .map(a -> "error: " + a.text() + "; line skipped").toList();
        assertThat(errors).hasSize(4).isEqualTo(tester.err().lines().filter(l -> l.startsWith("error:")).toList());
        // Every answer carries its line number, in input order, and solves its line by the rules.
        List<String> lines = Files.readAllLines(file);
        long previous = 0;
        for (BatchJob.Answer a : answers) {
            assertThat(a.line()).isGreaterThan(previous);
            previous = a.line();
            String puzzle = lines.get((int) a.line() - 1).strip();
            puzzle = puzzle.substring(puzzle.indexOf(' ') + 1);
            if (a.kind() == BatchJob.Kind.SOLVED) {
                Fixtures.assertSolves(puzzle, a.text());
            }
        }
        BatchJob.Summary s = BatchJob.summary(BatchJob.answers(sc, List.of(file.toString()),
                new BatchJob.Options("advanced", 2, 0, false), TaskProbe.NONE));
        assertThat(s.puzzles()).isEqualTo(78);
        assertThat(s.solved()).isEqualTo(77);
        assertThat(s.unsolvable()).isEqualTo(1);
        assertThat(s.skipped()).isEqualTo(4);
        assertThat(s.multiple()).as("the 4x4 with one given has many solutions").isEqualTo(1);
    }

    @Test
    void ratingsEqualTheTestersRatings() throws IOException {
        Path in = Files.createDirectories(dir.resolve("rate"));
        Path file = Fixtures.resource(in, "sudoku9_sample.txt");
        Fixtures.Run tester = Fixtures.tester("batch", file.toString(), "--solver", "advanced", "--rate");
        List<String> texts = BatchJob.answers(sc, List.of(file.toString()), new BatchJob.Options("advanced", 1, 0, true),
                TaskProbe.NONE).map(BatchJob.Answer::text).collect();
        assertThat(texts).isEqualTo(tester.outLines()).hasSize(75);
    }

    @Test
    void generatedPuzzlesEqualTheTestersForTheSameSeeds() {
        Fixtures.Run tester = Fixtures.tester("generate", "sudoku", "--seed", "11", "--count", "5");
        List<GenerateJob.Made> made = GenerateJob.make(sc, new GenerateJob.Spec("sudoku", 9, Generator.Symmetry.NONE, 5,
                false), 11, 5, 3, TaskProbe.NONE);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < made.size(); i++) {
            text.append(i > 0 ? "\n" : "").append(made.get(i).text());
        }
        assertThat(text.toString()).isEqualTo(tester.out());
        Set<String> distinct = new HashSet<>();
        made.forEach(m -> distinct.add(m.text()));
        assertThat(distinct).hasSize(5);
    }

    /**
     * With a difficulty, the puzzles are the first seeds from S that rate so, as the tester's: a round of
     * 4 seeds at a time on 3 partitions still gives the tester's seeds, and every one rates at the level.
     */
    @Test
    void puzzlesOfADifficultyAreTheTestersFromTheSameSeed() throws Exception {
        Fixtures.Run tester = Fixtures.tester("generate", "sudoku", "--seed", "3", "--count", "3", "--difficulty", "medium");
        assertThat(tester.code()).isZero();
        List<GenerateJob.Made> made = GenerateJob.rated(sc, new GenerateJob.Spec("sudoku", 9, Generator.Symmetry.NONE, 5,
                false), 3, 3, GeneratedPuzzles.level("medium"), 4, 3, TaskProbe.NONE);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < made.size(); i++) {
            text.append(i > 0 ? "\n" : "").append(made.get(i).text());
        }
        assertThat(made).hasSize(3);
        assertThat(text.toString()).isEqualTo(tester.out());
        for (GenerateJob.Made m : made) {
            RuleModel model = RmitFormat.readStandard(TextLines.of("made", m.text().getBytes(StandardCharsets.UTF_8)));
            SolveResult r = new DancingLinksSolver().prepare(model).solve(model.givens(), SolveOptions.upTo(2),
                    SolutionSink.NONE);
            assertThat(r.solutions()).as("one solution").isEqualTo(1);
            assertThat(Explainer.explain(model).level()).isEqualTo(GeneratedPuzzles.level("medium"));
        }
    }
}
