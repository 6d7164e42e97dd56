package tester;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Uniqueness is said wherever it is asked for: {@code batch --limit 2} names each puzzle unique, several or
 * none (text and JSON), and {@code --rate} / {@code --explain} (solve and batch) say when the puzzle has
 * several solutions, exit 5 as {@code --unique}. An empty 4x4 has 288 solutions; the first line below has
 * one (each blank is the only one of its row); the third breaks a rule.
 */
class SeveralSolutionsTest {

    @TempDir
    Path dir;

    private static final String SET = "21.3432.3214.432\n................\n11..............\n";

    @Test
    void batchWithALimitOfTwoNamesEachPuzzleUniqueSeveralOrNone() throws Exception {
        Path set = Files.writeString(dir.resolve("set.txt"), SET);
        CommandLineTest.Run text = CommandLineTest.run("batch", set.toString(), "--solver", "advanced", "--limit", "2");
        assertThat(text.code()).isEqualTo(ExitCode.NO_SOLUTION);
        String[] lines = text.out().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).isEqualTo("2143432132141432 unique");
        assertThat(lines[1]).endsWith(" several").matches("[1-4]{16} several");
        assertThat(lines[2]).isEqualTo("no solution");
        assertThat(text.err()).contains("with more than one solution: 1");

        CommandLineTest.Run json = CommandLineTest.run("batch", set.toString(), "--solver", "advanced", "--limit", "2",
                "--json");
        assertThat(json.out()).contains("\"several\":1")
                .contains("{\"line\":1,\"status\":\"solved\",\"uniqueness\":\"unique\"")
                .contains("{\"line\":2,\"status\":\"solved\",\"uniqueness\":\"several\"")
                .contains("{\"line\":3,\"status\":\"no solution\",\"uniqueness\":\"none\"}");

        CommandLineTest.Run first = CommandLineTest.run("batch", set.toString(), "--solver", "advanced");
        assertThat(first.out()).as("with one solution looked for, nothing is claimed about uniqueness")
                .doesNotContain("unique").doesNotContain("several");
    }

    @Test
    void batchRateSaysWhichRatedPuzzleHasSeveralSolutions() throws Exception {
        Path set = Files.writeString(dir.resolve("set.txt"), SET.substring(0, 34));
        CommandLineTest.Run r = CommandLineTest.run("batch", set.toString(), "--solver", "advanced", "--rate");
        assertThat(r.out()).isEqualTo("1 easy unique\n7 trial several\n");
        assertThat(r.code()).isEqualTo(ExitCode.SEVERAL);
        Path unique = Files.writeString(dir.resolve("unique.txt"), SET.substring(0, 17));
        CommandLineTest.Run one = CommandLineTest.run("batch", unique.toString(), "--solver", "advanced", "--rate");
        assertThat(one.code()).isZero();
        assertThat(one.out()).isEqualTo("1 easy unique\n");
    }

    @Test
    void rateAndExplainSayWhenThePuzzleHasSeveralSolutions() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "................\n");
        for (String option : new String[]{"--rate", "--explain"}) {
            CommandLineTest.Run r = CommandLineTest.run(empty.toString(), "sudoku", "advanced", "n", option);
            assertThat(r.code()).as(option).isEqualTo(ExitCode.SEVERAL);
            assertThat(r.out()).as(option).contains("rating: trial")
                    .containsPattern("(?m)^Several solutions: the rating is of one of them; two differ in \\d+ cells: r\\d");
            CommandLineTest.Run json = CommandLineTest.run(empty.toString(), "sudoku", "advanced", "n", option, "--json");
            assertThat(json.code()).as(option).isEqualTo(ExitCode.SEVERAL);
            assertThat(json.out()).as(option).contains("\"status\":\"several\"").contains("\"differ\":[\"r");
        }
        Path unique = Files.writeString(dir.resolve("unique.txt"), SET.substring(0, 17));
        CommandLineTest.Run r = CommandLineTest.run(unique.toString(), "sudoku", "advanced", "n", "--rate");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("rating: easy").doesNotContain("Several");
    }
}
