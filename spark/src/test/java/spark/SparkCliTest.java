package spark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line of the jars, end to end on {@code local[2]}: the tester's output for the same input. */
class SparkCliTest {

    @TempDir
    Path dir;

    @Test
    void batchPrintsTheTestersAnswersForSeveralFilesInOrder() throws IOException {
        Path a = SparkJobsTest.batchFile(Files.createDirectories(dir.resolve("a")));
        Path b = Fixtures.wikipediaPrefix(dir, 45);
        Fixtures.Run ta = Fixtures.tester("batch", a.toString(), "--solver", "advanced");
        Fixtures.Run tb = Fixtures.tester("batch", b.toString(), "--solver", "advanced");
        Path out = dir.resolve("answers.txt");
        Fixtures.Run s = Fixtures.spark("batch", a.toString(), b.toString(), "--solver", "advanced",
                "--master", "local[2]", "--out", out.toString());
        assertThat(s.code()).as(s.err()).isEqualTo(2).isEqualTo(ta.code());
        assertThat(Files.readAllLines(out)).isEqualTo(Stream.concat(ta.outLines().stream(), tb.outLines().stream()).toList());
        assertThat(s.err().lines().filter(l -> l.startsWith("error:")).toList())
                .isEqualTo(ta.err().lines().filter(l -> l.startsWith("error:")).toList());
        assertThat(s.err()).containsPattern("puzzles: 79, solved: 78, unsolvable: 1, skipped lines: 4, seconds: [0-9.]+,"
                + " puzzles/second: [0-9.]+");
    }

    @Test
    void solveWritesTheTestersAnswerToAUniquePuzzle() throws IOException {
        Path killer = Path.of("..", "puzzles", "killer", "easy-killer-99-01.in");
        Path mine = dir.resolve("spark-answer.csv");
        Path theirs = dir.resolve("tester-answer.csv");
        Fixtures.Run s = Fixtures.spark("solve", killer.toString(), "killer", "--out", mine.toString(),
                "--master", "local[2]");
        assertThat(s.code()).as(s.err()).isZero();
        assertThat(s.outLines()).contains("Solution found!", "Valid solution.");
        assertThat(s.err()).containsPattern("split: [0-9]+ cubes in [0-9]+ tasks");
        Fixtures.Run t = Fixtures.tester(killer.toString(), "killer", "advanced", "n", theirs.toString());
        assertThat(t.code()).as(t.err()).isZero();
        assertThat(Files.readString(mine)).isEqualTo(Files.readString(theirs));
        Fixtures.Run none = Fixtures.spark("solve", Files.writeString(dir.resolve("none.txt"),
                "12345678.........9" + ".".repeat(63) + "\n").toString(), "sudoku", "--master", "local[2]");
        assertThat(none.code()).isEqualTo(1);
        assertThat(none.outLines()).contains("No solution found!");
        Fixtures.Run bad = Fixtures.spark("solve", killer.toString(), "killer", "--solver", "dancing", "--master", "local[2]");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().lines().count()).isEqualTo(1);
    }

    @Test
    void countPrintsTheSingleMachineCount() throws IOException {
        Path killer = Fixtures.killerPrefix(dir, 16);
        Fixtures.Run s = Fixtures.spark("count", killer.toString(), "killer", "--split-depth", "2", "--master", "local[2]");
        assertThat(s.code()).as(s.err()).isZero();
        assertThat(s.outLines().get(0)).isEqualTo("solutions: " + Fixtures.testerCount(killer, "killer"));
        Path solutions = dir.resolve("solutions");
        Path four = Fixtures.empty4(dir);
        Fixtures.Run e = Fixtures.spark("count", four.toString(), "sudoku", "--enumerate", solutions.toString(),
                "--master", "local[2]", "--partitions", "3");
        assertThat(e.outLines().get(0)).isEqualTo("solutions: 288");
        List<String> grids;
        try (Stream<Path> parts = Files.list(solutions)) {
            grids = parts.filter(p -> p.getFileName().toString().startsWith("part-"))
                    .flatMap(p -> {
                        try {
                            return Files.readAllLines(p).stream();
                        } catch (IOException x) {
                            throw new java.io.UncheckedIOException(x);
                        }
                    }).toList();
        }
        assertThat(grids).hasSize(288).doesNotHaveDuplicates();
        grids.forEach(g -> Fixtures.assertSolves(".".repeat(16), g));
    }

    @Test
    void generateWritesTheTestersFilesWithOut() throws IOException {
        Path theirs = Files.createDirectories(dir.resolve("tester"));
        Path ours = Files.createDirectories(dir.resolve("spark"));
        Fixtures.Run t = Fixtures.tester("generate", "killer", "--size", "4", "--seed", "21", "--count", "3",
                "--out", theirs.toString());
        Fixtures.Run s = Fixtures.spark("generate", "killer", "--size", "4", "--seed", "21", "--count", "3",
                "--out", ours.toString(), "--master", "local[2]");
        assertThat(t.code()).isZero();
        assertThat(s.code()).as(s.err()).isZero();
        List<String> names;
        try (Stream<Path> files = Files.list(theirs)) {
            names = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        assertThat(names).containsExactly("killer-4x4-21.in", "killer-4x4-22.in", "killer-4x4-23.in");
        for (String name : names) {
            assertThat(Files.readString(ours.resolve(name))).isEqualTo(Files.readString(theirs.resolve(name)));
        }
        Fixtures.Run notAFolder = Fixtures.spark("generate", "sudoku", "--count", "2", "--seed", "1", "--out",
                dir.resolve("none").toString());
        assertThat(notAFolder.code()).isEqualTo(2);
        assertThat(notAFolder.err().strip()).startsWith("error: with --count 2, --out names an existing folder");
    }

    @Test
    void mistakesAreOneLineAndExitTwo() throws IOException {
        Fixtures.Run solver = Fixtures.spark("batch", "x.txt", "--solver", "quantum");
        assertThat(solver.code()).isEqualTo(2);
        assertThat(solver.err().strip()).startsWith("error: batch mode solves Sudoku; unknown solver 'quantum'")
                .doesNotContain("\n");
        Fixtures.Run missing = Fixtures.spark("batch", dir.resolve("none.txt").toString(), "--solver", "advanced",
                "--master", "local[1]");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err().lines().filter(l -> l.startsWith("error:")).toList()).singleElement()
                .asString().contains("none.txt: cannot read the data set");
        Fixtures.Run size = Fixtures.spark("generate", "killer", "--size", "25", "--seed", "1");
        assertThat(size.code()).isEqualTo(2);
        assertThat(size.err().strip()).isEqualTo("error: --size for killer is one of 4, 9, 16, not 25");
        Fixtures.Run level = Fixtures.spark("generate", "sudoku", "--difficulty", "fiendish", "--seed", "1");
        assertThat(level.code()).isEqualTo(2);
        assertThat(level.err().strip())
                .isEqualTo("error: --difficulty is easy, medium, hard, expert, master, extreme or trial, not 'fiendish'");
        Path bad = Files.writeString(dir.resolve("bad.in"), "9\nnot a puzzle\n");
        Fixtures.Run count = Fixtures.spark("count", bad.toString(), "killer", "--master", "local[1]");
        assertThat(count.code()).isEqualTo(2);
        assertThat(count.err().lines().filter(l -> l.startsWith("error:")).toList()).singleElement()
                .asString().contains("bad.in");
    }
}
