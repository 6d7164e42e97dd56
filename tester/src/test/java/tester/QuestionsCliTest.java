package tester;

import cli.ExitCode;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tester.CommandLineTest.Run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static tester.CommandLineTest.json;
import static tester.CommandLineTest.run;
import static tester.CommandLineTest.write;

/**
 * The questions a solve answers besides its answer, through the whole command line: the steps by hand and
 * their rating ({@code --explain}, {@code --rate}, {@code --trial}), generated puzzles of a difficulty and
 * {@code batch --rate}, the link with the answer ({@code --url}), the true candidates and {@code --unique}.
 */
class QuestionsCliTest {

    @TempDir
    Path dir;

    private static final String EASY = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();

    @Test
    void explainNumbersItsStepsAndRateGivesTheSameRating() throws Exception {
        String hard = Path.of("..", "puzzles", "sudoku", "hard-std-99-01.in").toString();
        Run explain = run(hard, "sudoku", "advanced", "n", "--explain");
        assertThat(explain.code()).isEqualTo(ExitCode.SOLVED);
        List<String> lines = List.of(explain.out().split("\n"));
        assertThat(lines.get(0)).matches("1\\. r\\dc\\d = \\d: .+");
        String rating = lines.get(lines.size() - 2);
        assertThat(rating).matches("rating: \\w+ \\(level \\d of 7; ER \\d\\.\\d, hardest step: .+\\); \\d+ steps: .+");
        long numbered = lines.stream().filter(l -> l.matches("\\d+\\. .+")).count();
        Run rate = run(hard, "sudoku", "advanced", "n", "--rate");
        assertThat(rate.out().split("\n")[0]).isEqualTo(rating);
        Map<String, Object> json = json(run(hard, "sudoku", "advanced", "n", "--explain", "--json").out());
        assertThat(json).containsEntry("status", "explained").containsKey("techniques").containsKey("er")
                .containsEntry("solved", true).containsEntry("guessed", false);
        List<?> steps = (List<?>) json.get("steps");
        assertThat(steps).hasSize((int) numbered);
        // each step an object: technique, difficulty, words, what it places and removes (1-based cells, symbols)
        Map<?, ?> step = (Map<?, ?>) steps.get(0);
        assertThat(step.keySet().stream().map(String::valueOf).toList())
                .contains("technique", "er", "text", "placed", "removed", "guess");
        Map<?, ?> placed = (Map<?, ?>) ((List<?>) step.get("placed")).get(0);
        assertThat((String) placed.get("cell")).matches("r\\dc\\d");
        assertThat(lines.get(0)).startsWith("1. " + placed.get("cell") + " = " + placed.get("value") + ": ");
        assertThat(steps.stream().map(s -> (Map<?, ?>) s).filter(s -> !((List<?>) s.get("removed")).isEmpty()))
                .allSatisfy(s -> assertThat(((Map<?, ?>) ((List<?>) s.get("removed")).get(0)).get("values"))
                        .isInstanceOf(List.class));
        Run killer = run(Path.of("..", "puzzles", "killer", "hard-killer-99-01.in").toString(), "killer", "advanced",
                "n", "--explain");
        assertThat(killer.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(killer.out()).contains(". killer cage r").contains(". 45 rule: ").contains("\nrating: ");
        Run kropki = run(Path.of("..", "puzzles", "kropki", "Input1.txt").toString(), "kropki", "advanced", "n",
                "--explain");
        assertThat(kropki.out()).containsPattern("(white|black) dot between r\\dc\\d and r\\dc\\d[,:]");
    }

    /**
     * Logic alone never reveals the answer: where no technique applies the explanation says so and stops;
     * {@code --trial} goes on by trial, each such step saying it takes the solution's value. A 4x4 with two
     * givens has many solutions, so logic stops early.
     */
    @Test
    void explainStopsWhereLogicStopsAndTrialFinishesSayingSo() throws Exception {
        Path few = write(dir, "few.in", "4\n1 2 3 4\n0,0 1\n1,2 1\n");
        Run logic = run(few.toString(), "sudoku", "advanced", "n", "--explain");
        assertThat(logic.code()).isEqualTo(ExitCode.SEVERAL);
        assertThat(logic.out()).contains("Stopped: no logical step found").doesNotContain("by trial among")
                .contains("rating: trial (level 7 of 7");
        Run trial = run(few.toString(), "sudoku", "advanced", "n", "--explain", "--trial");
        assertThat(trial.out()).doesNotContain("Stopped:").contains("by trial among", "(the solution's value)");
        Map<String, Object> json = json(run(few.toString(), "sudoku", "advanced", "n", "--explain", "--trial",
                "--json").out());
        assertThat(json).containsEntry("solved", true).containsEntry("guessed", true);
        assertThat((List<?>) json.get("steps")).anySatisfy(s -> assertThat(((Map<?, ?>) s).get("guess")).isEqualTo(true));
        Run refused = run(few.toString(), "sudoku", "advanced", "n", "--trial");
        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("--trial finishes a solution by hand; it goes with --explain or --rate");
        Map<String, Object> batch = json(run("batch", write(dir, "one.txt",
                ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n").toString(),
                "--solver", "advanced", "--rate", "--json").out());
        Map<?, ?> first = (Map<?, ?>) ((List<?>) batch.get("answers")).get(0);
        assertThat(first.get("er")).isInstanceOf(Number.class);
    }

    @Test
    void urlPrintsALinkThatOpensThePuzzleWithItsAnswer() throws Exception {
        String killer = Path.of("..", "puzzles", "killer", "hard-killer-99-01.in").toString();
        Run solved = run(killer, "killer", "advanced", "n", "--url");
        assertThat(solved.code()).isEqualTo(ExitCode.SOLVED);
        List<String> lines = List.of(solved.out().split("\n"));
        String link = lines.get(lines.size() - 1);
        assertThat(link).startsWith("https://www.f-puzzles.com/?load=");
        String json = grid.io.FPuzzlesLink.json(link);
        // The answer travels as 81 cell values (none given: the killer has no givens).
        assertThat(json.split("\"value\":", -1).length - 1).isGreaterThanOrEqualTo(81);
        Run again = run(write(dir, "link.txt", link + "\n").toString(), "fpuzzles", "advanced", "y");
        assertThat(again.code()).isEqualTo(ExitCode.SOLVED);
        Run original = run(killer, "killer", "advanced", "y");
        // Same cages, same answer: the boards after solving are the same picture.
        assertThat(again.out().substring(again.out().lastIndexOf("Valid solution.")))
                .isEqualTo(original.out().substring(original.out().lastIndexOf("Valid solution.")));
        Run symbols = run(Path.of("..", "puzzles", "sudoku", "filled_99_cs.in").toString(), "sudoku", "advanced",
                "n", "--url");
        assertThat(symbols.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(symbols.err()).contains("--url: f-puzzles writes the symbols 1..9 only");
    }

    @Test
    void aPuzzleGeneratedForADifficultyRatesSo() throws Exception {
        for (String level : List.of("medium", "expert")) {
            Run made = run("generate", "sudoku", "--seed", "1", "--difficulty", level);
            assertThat(made.code()).isEqualTo(ExitCode.SOLVED);
            Run rated = run(write(dir, level + ".in", made.out()).toString(), "sudoku", "advanced", "n", "--rate");
            assertThat(rated.out()).startsWith("rating: " + level + " (");
            assertThat(run(write(dir, level + "-u.in", made.out()).toString(), "sudoku", "dancing", "n", "--unique").code())
                    .isEqualTo(ExitCode.SOLVED);
        }
        // a killer's cages do the work of subsets: the made killers rate easy or medium by their cage steps
        Run killer = run("generate", "killer", "--seed", "1", "--difficulty", "medium");
        assertThat(killer.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(run(write(dir, "medium-killer.in", killer.out()).toString(), "killer", "advanced", "n", "--rate").out())
                .startsWith("rating: medium (");
    }

    @Test
    void batchRateGivesEachPuzzleTheRatingOfASolveRateAndCountsThem() throws Exception {
        String[] lines = {".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7....."};
        Run batch = run("batch", write(dir, "two.txt", String.join("\n", lines) + "\n").toString(), "--solver", "advanced",
                "--rate");
        assertThat(batch.code()).isEqualTo(ExitCode.SOLVED);
        List<String> ratings = List.of(batch.out().split("\n"));
        assertThat(ratings).hasSize(2);
        for (int i = 0; i < 2; i++) {
            Run one = run(write(dir, "p" + i + ".txt", lines[i] + "\n").toString(), "sudoku", "advanced", "n", "--rate");
            String level = one.out().replaceFirst("(?s)rating: (\\w+) \\(level (\\d) of 7.*", "$2 $1");
            assertThat(ratings.get(i)).isEqualTo(level + " unique");
        }
        assertThat(batch.err()).startsWith("ratings: easy ");
    }

    @Test
    void candidatesArePrintedAsPencilMarksAndAsJson() throws Exception {
        Path puzzle = write(dir, "few.in", "4\n1 2 3 4\n0,0 1\n1,2 1\n");
        Run text = run(puzzle.toString(), "sudoku", "advanced", "n", "--candidates");
        assertThat(text.code()).isEqualTo(ExitCode.SOLVED);
        // r1c1 = 1 and r2c3 = 1 leave columns 2 and 4 for the 1s of rows 3 and 4, either way round.
        assertThat(text.out()).startsWith("""
                1    234  | 234  234
                234  234  | 1    234
                ----------+----------
                234  1234 | 234  1234
                234  1234 | 234  1234
                candidates: 46 in 14 open cells (""");
        Map<String, Object> json = json(run(puzzle.toString(), "sudoku", "advanced", "n", "--candidates", "--json").out());
        assertThat(json).containsEntry("status", "candidates");
        assertThat(json.get("candidates").toString()).startsWith("[[[1], [2, 3, 4], [2, 3, 4], [2, 3, 4]], [[2, 3, 4]");
        Run none = run(write(dir, "clash.in", "4\n1 2 3 4\n0,0 1\n0,1 1\n").toString(), "sudoku", "advanced", "n",
                "--candidates");
        assertThat(none.code()).isEqualTo(ExitCode.NO_SOLUTION);

        Path picture = dir.resolve("marks.svg");
        Run drawn = run(puzzle.toString(), "sudoku", "advanced", "n", "--candidates", "--render", picture.toString());
        assertThat(drawn.code()).isEqualTo(ExitCode.SOLVED);
        String svg = Files.readString(picture);
        // Two bold givens, and for the 14 open cells their 46 candidates as small digits.
        assertThat(svg.split("<text", -1).length - 1).isEqualTo(2 + 46);
    }

    @Test
    void uniqueSaysOneSeveralWithTwoValidSolutionsOrNone() throws Exception {
        Run one = run(EASY, "sudoku", "advanced", "n", "--unique");
        assertThat(one.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(one.out()).startsWith("Unique: the puzzle has exactly one solution.\n");

        Path few = write(dir, "few.in", "4\n1 2 3 4\n0,0 1\n");
        Run several = run(few.toString(), "sudoku", "dancing", "n", "--unique", "--json");
        assertThat(several.code()).isEqualTo(ExitCode.SEVERAL);
        Map<String, Object> j = json(several.out());
        assertThat(j).containsEntry("status", "several");
        RuleModel rules = RuleModel.sudoku(new int[]{1, 2, 3, 4});
        List<?> solutions = (List<?>) j.get("solutions");
        assertThat(solutions).hasSize(2);
        int[][] grids = new int[2][];
        for (int k = 0; k < 2; k++) {
            grids[k] = new int[16];
            List<?> rows = (List<?>) solutions.get(k);
            for (int r = 0; r < 4; r++) {
                List<?> row = (List<?>) rows.get(r);
                for (int c = 0; c < 4; c++) {
                    grids[k][r * 4 + c] = ((Number) row.get(c)).intValue() - 1;
                }
            }
            assertThat(RuleChecker.isSolution(rules.withGivens(new int[]{0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                    -1, -1, -1, -1, -1}), grids[k])).as("solution %d", k + 1).isTrue();
        }
        List<String> differ = new java.util.ArrayList<>();
        for (int c = 0; c < 16; c++) {
            if (grids[0][c] != grids[1][c]) {
                differ.add("r" + (c / 4 + 1) + "c" + (c % 4 + 1));
            }
        }
        assertThat(j.get("differ")).isEqualTo(differ);
        assertThat(differ).isNotEmpty();

        Run none = run(write(dir, "clash.in", "4\n1 2 3 4\n0,0 1\n0,1 1\n").toString(), "sudoku", "advanced", "n",
                "--unique");
        assertThat(none.code()).isEqualTo(ExitCode.NO_SOLUTION);
    }

}
