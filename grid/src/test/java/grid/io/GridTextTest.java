package grid.io;

import grid.FutoshikiGrid;
import grid.KillerSudokuGrid;
import grid.KropkiGrid;
import grid.RuleGrid;
import grid.StdSudokuGrid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The text picture shows the rules a person checks by eye: signs, dots and cages. */
class GridTextTest {

    @TempDir
    Path dir;

    private RuleGrid load(RuleGrid grid, String text) throws Exception {
        Path f = dir.resolve("p.txt");
        Files.writeString(f, text);
        grid.initGrid(f.toString());
        return grid;
    }

    @Test
    void futoshikiSignsStandBetweenTheirCells() throws Exception {
        RuleGrid g = load(new FutoshikiGrid(), "0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n"
                + "> 0 0\n0 0 <\n0 0 0\n0 0 0\n\n^ 0 0 0\n0 0 0 v\n0 0 0 0\n");
        assertThat(g.toString()).isEqualTo(
                ". > .   .   .\n"
                        + "^\n"
                        + ".   .   . < .\n"
                        + "            v\n"
                        + ".   .   .   .\n"
                        + "\n"
                        + ".   .   .   .\n");
    }

    @Test
    void kropkiDotsAndBoxBordersShareTheLineBetweenRows() throws Exception {
        StringBuilder text = new StringBuilder();
        text.append("0 0 0 0\n".repeat(4)).append('\n');
        text.append("1 0 0\n0 0 0\n0 0 0\n0 0 2\n").append('\n');
        text.append("0 2 0 0\n0 0 0 0\n0 0 0 1\n");
        RuleGrid g = load(new KropkiGrid(), text.toString());
        assertThat(g.toString()).isEqualTo(
                ". o . | .   .\n"
                        + "    *\n"
                        + ".   . | .   .\n"
                        + "-------------\n"
                        + ".   . | .   .\n"
                        + "            o\n"
                        + ".   . | . * .\n");
    }

    @Test
    void killerCagesFollowAsLettersWithTheirTotals() throws Exception {
        RuleGrid g = load(new KillerSudokuGrid(), "4\n1 2 3 4\n2\n3 0,0 0,1\n10 0,2 0,3 1,2 1,3\n");
        assertThat(g.toString()).endsWith("cages:\na a | b b\n. . | b b\n. . | . .\n. . | . .\na=3 b=10\n");
    }

    @Test
    void aPlainSudokuIsDrawnAsBefore() throws Exception {
        RuleGrid g = load(new StdSudokuGrid(), "4\n1 2 3 4\n0,0 2\n");
        assertThat(g.toString()).isEqualTo("2 . | . .\n. . | . .\n----+----\n. . | . .\n. . | . .\n");
    }

    @Test
    void cageLettersGoOnPastFiftyTwo() {
        assertThat(GridText.cageLabel(0)).isEqualTo("a");
        assertThat(GridText.cageLabel(51)).isEqualTo("Z");
        assertThat(GridText.cageLabel(52)).isEqualTo("aa");
        assertThat(GridText.cageLabel(53)).isEqualTo("ab");
    }
}
