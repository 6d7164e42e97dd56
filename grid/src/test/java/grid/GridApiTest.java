package grid;

import grid.model.Cage;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The skeleton API as a grader's unit test would use it: files in, validate, output, toString. */
class GridApiTest {

    @TempDir
    Path dir;

    /** Writes a standard RMIT file for {@code cells} (symbol indices) on {@code symbols}. */
    private Path writeStd(RuleModel m, int[] cells) throws Exception {
        StringBuilder sb = new StringBuilder();
        sb.append(m.size()).append('\n');
        for (int i = m.size() - 1; i >= 0; i--) {
            sb.append(m.symbol(i)).append(i > 0 ? " " : "\n");
        }
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] >= 0) {
                sb.append(m.row(c)).append(',').append(m.col(c)).append(' ').append(m.symbol(cells[c])).append('\n');
            }
        }
        Path f = dir.resolve("p" + m.size() + ".in");
        Files.writeString(f, sb);
        return f;
    }

    @ParameterizedTest(name = "{0}x{0} full grid (seed 7)")
    @ValueSource(ints = {4, 9, 16, 25, 36, 49, 64})
    void fullGridsOfEverySizeLoadPrintAndValidate(int n) throws Exception {
        Random random = new Random(7);
        RuleModel m = RuleModel.sudoku(RandomPuzzles.randomSymbols(n, random));
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        StdSudokuGrid g = new StdSudokuGrid();
        g.initGrid(writeStd(m, solution).toString());
        assertThat(g.validate()).isTrue();
        String text = g.toString();
        assertThat(text.lines()).hasSize(n + RuleModel.boxSide(n) - 1);
        assertThat(text.lines().map(String::length).distinct()).as("aligned columns").hasSize(1);
        Path out = dir.resolve("out.csv");
        g.outputGrid(out.toString());
        String written = Files.readString(out);
        assertThat(written).endsWith("\n").doesNotContain(" ");
        assertThat(written.lines()).hasSize(n).allSatisfy(l -> assertThat(l.split(",")).hasSize(n));
        assertThat(written.lines().findFirst().orElseThrow().split(",")[0])
                .isEqualTo(Integer.toString(g.value(0, 0)));
    }

    @Test
    void validateIsFalseOnAnUnfilledGridAndOnABrokenOne() throws Exception {
        Random random = new Random(11);
        RuleModel m = RuleModel.sudoku(RandomPuzzles.oneToN(9));
        int[] solution = RandomPuzzles.solvedSudoku(9, random);
        int[] partial = solution.clone();
        partial[40] = -1;
        StdSudokuGrid g = new StdSudokuGrid();
        g.initGrid(writeStd(m, partial).toString());
        assertThat(g.validate()).isFalse();
        assertThat(g.toString()).contains(".");
        int[] broken = solution.clone();
        broken[40] = solution[41];
        assertThat(RuleChecker.isSolution(m.withGivens(new int[81]), broken)).isFalse();
        g.fill(solution);
        assertThat(g.validate()).isTrue();
    }

    @Test
    void fillRefusesToChangeAGiven() throws Exception {
        RuleModel m = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] givens = new int[16];
        java.util.Arrays.fill(givens, -1);
        givens[0] = 2;
        StdSudokuGrid g = new StdSudokuGrid();
        g.initGrid(writeStd(m, givens).toString());
        int[] other = new int[16];
        java.util.Arrays.fill(other, -1);
        other[0] = 1;
        assertThatThrownBy(() -> g.fill(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("given");
    }

    @Test
    void toStringAlignsMultiDigitSymbolsAndDrawsBoxBorders() throws Exception {
        RuleModel m = RuleModel.sudoku(new int[]{5, 10, 15, 20});
        int[] cells = RandomPuzzles.solvedSudoku(4, new Random(3));
        StdSudokuGrid g = new StdSudokuGrid();
        g.initGrid(writeStd(m, cells).toString());
        String[] lines = g.toString().split("\n");
        assertThat(lines).hasSize(5);
        assertThat(lines[2]).matches("-+\\+-+");
        assertThat(lines[0]).matches("( ?\\d{1,2}) ( ?\\d{1,2}) \\| ( ?\\d{1,2}) ( ?\\d{1,2})");
        assertThat(lines[0].length()).isEqualTo(lines[1].length());
    }

    @Test
    void killerValidateChecksCageSumsAndDistinctness() throws Exception {
        Random random = new Random(5);
        int[] symbols = {3, 7, 8, 9, 4, 5, 6, 11, 10};
        RuleModel m = RandomPuzzles.killer(9, symbols, 4, 0.0, random);
        StringBuilder sb = new StringBuilder("9\n3 7 8 9 4 5 6 11 10\n" + m.cages().size() + "\n");
        for (Cage cage : m.cages()) {
            sb.append(cage.sum());
            for (int c : cage.cells()) {
                sb.append(' ').append(m.row(c)).append(',').append(m.col(c));
            }
            sb.append('\n');
        }
        Path f = dir.resolve("k.in");
        Files.writeString(f, sb);
        KillerSudokuGrid g = new KillerSudokuGrid();
        g.initGrid(f.toString());
        assertThat(g.rules().cages()).hasSize(m.cages().size());
        assertThat(g.validate()).isFalse();
        int[] anySudoku = RandomPuzzles.solvedSudoku(9, new Random(99));
        g.fill(anySudoku);
        assertThat(g.validate()).as("a Sudoku that ignores the cages").isFalse();
    }

    @Test
    void beforeInitGridTheGridSaysSo() {
        StdSudokuGrid g = new StdSudokuGrid();
        assertThat(g.validate()).isFalse();
        assertThat(g.toString()).contains("no puzzle");
        assertThatThrownBy(g::rules).isInstanceOf(IllegalStateException.class);
    }
}
