package grid;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DutchMiracleGridTest {

    /** The assignment's input4 (Figure 4), as published: a trailing space on row 7. */
    private static final String INPUT4 = """
            0 8 0 0 0 9 7 4 3
            0 5 0 0 0 8 0 1 0
            0 1 0 0 0 0 0 0 0
            8 0 0 0 0 5 0 0 0
            0 0 0 8 0 4 0 0 0
            0 0 0 3 0 0 0 0 6
            0 0 0 0 0 0 0 7 0\s
            0 3 0 5 0 0 0 8 0
            9 7 2 4 0 0 0 5 0
            """;

    @TempDir
    Path dir;

    private DutchMiracleGrid load(String content) throws IOException {
        Path file = dir.resolve("input");
        Files.writeString(file, content);
        DutchMiracleGrid grid = new DutchMiracleGrid();
        grid.initGrid(file.toString());
        return grid;
    }

    @Test
    void input4BreaksTheDiagonalRulesAsTheAssignmentShows() throws IOException {
        DutchMiracleGrid grid = load(INPUT4);
        assertThat(grid.meetsRequirements()).isFalse();
        assertThat(grid.ruleViolations()).containsExactly(
                "The number 3 appears multiple times along the positive-diagonal (puzzle[7][1] and puzzle[5][3])",
                "puzzle[1][5] = 8, puzzle[0][6] = 7, and they do not meet the minimum-difference of 4",
                "puzzle[1][7] = 1, puzzle[0][8] = 3, and they do not meet the minimum-difference of 4",
                "puzzle[8][2] = 2, puzzle[7][3] = 5, and they do not meet the minimum-difference of 4",
                "puzzle[6][7] = 7, puzzle[5][8] = 6, and they do not meet the minimum-difference of 4");
    }

    @Test
    void theBoardPictureIsTheAssignmentsBoardPositionWithXForBlanks() throws IOException {
        DutchMiracleGrid grid = load(INPUT4);
        assertThat(grid.boardPicture()).isEqualTo("""
                Board Position
                X 8 X X X 9 7 4 3
                X 5 X X X 8 X 1 X
                X 1 X X X X X X X
                8 X X X X 5 X X X
                X X X 8 X 4 X X X
                X X X 3 X X X X 6
                X X X X X X X 7 X
                X 3 X 5 X X X 8 X
                9 7 2 4 X X X 5 X
                """);
    }

    @Test
    void theGivenClashesAreAllNamedInTheAssignmentsWords() throws IOException {
        DutchMiracleGrid grid = load(INPUT4);
        assertThat(grid.givenClashes()).hasSize(5).isEqualTo(grid.ruleViolations());
    }

    @Test
    void everyRepeatedNumberOfARowIsNamed() throws IOException {
        String twoRepeats = "5 5 3 3 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0 0\n".repeat(8);
        assertThat(load(twoRepeats).ruleViolations()).containsExactly(
                "The number 5 appears multiple times in row 0 (puzzle[0][0] and puzzle[0][1])",
                "The number 3 appears multiple times in row 0 (puzzle[0][2] and puzzle[0][3])",
                "The number 5 appears multiple times in block 0 (puzzle[0][0] and puzzle[0][1])");
    }

    @Test
    void rowColumnAndBlockRepeatsAreNamedToo() throws IOException {
        String twiceInRowAndBlock = "5 0 5 0 0 0 0 0 0\n" + "0 0 0 0 0 0 0 0 0\n".repeat(7)
                + "5 0 0 0 0 0 0 0 0\n";
        assertThat(load(twiceInRowAndBlock).ruleViolations()).containsExactly(
                "The number 5 appears multiple times in row 0 (puzzle[0][0] and puzzle[0][2])",
                "The number 5 appears multiple times in column 0 (puzzle[0][0] and puzzle[8][0])",
                "The number 5 appears multiple times in block 0 (puzzle[0][0] and puzzle[0][2])");
    }

    @Test
    void anEmptyBoardMeetsTheRequirementsAndWritesItsAnswerAsRows() throws IOException {
        DutchMiracleGrid grid = load("0 0 0 0 0 0 0 0 0\n".repeat(9));
        assertThat(grid.ruleViolations()).isEmpty();
        assertThat(grid.meetsRequirements()).isTrue();
        int[] solution = {
                7, 6, 3, 0, 8, 1, 2, 4, 5, 2, 8, 5, 4, 6, 7, 0, 1, 3, 4, 1, 0, 2, 3, 5, 6, 8, 7,
                6, 5, 7, 8, 1, 2, 4, 3, 0, 1, 3, 4, 6, 7, 0, 8, 5, 2, 8, 0, 2, 3, 5, 4, 1, 7, 6,
                5, 7, 8, 1, 0, 6, 3, 2, 4, 3, 4, 6, 5, 2, 8, 7, 0, 1, 0, 2, 1, 7, 4, 3, 5, 6, 8};
        grid.fill(solution);
        assertThat(grid.validate()).isTrue();
        assertThat(grid.outputText()).startsWith("8 7 4 1 9 2 3 5 6\n3 9 6 5 7 8 1 2 4\n").hasLineCount(9);
    }
}
