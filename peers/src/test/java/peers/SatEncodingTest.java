package peers;

import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import solver.KillerAdvancedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SatEncodingTest {

    /**
     * Counts the models of the encoding with sat4j, blocking each found grid (the cell variables only,
     * which fix the combination variables too) and checking every grid by the rules.
     */
    private static long countModels(RuleModel model) throws ContradictionException, TimeoutException {
        SatEncoding encoding = SatEncoding.of(model);
        ISolver solver = SolverFactory.newDefault();
        Sat4jPeer.load(encoding, solver);
        long count = 0;
        while (solver.isSatisfiable()) {
            int[] grid = encoding.decode(solver.model());
            assertThat(RuleChecker.isSolution(model, grid)).isTrue();
            count++;
            int[] block = new int[grid.length];
            for (int c = 0; c < grid.length; c++) {
                block[c] = -encoding.variable(c, grid[c]);
            }
            solver.addClause(new VecInt(block));
        }
        return count;
    }

    private static long engineCount(RuleModel model) {
        return new KillerAdvancedSolver().prepare(model).solve(model.givens(), SolveOptions.all(), SolutionSink.NONE)
                .solutions();
    }

    @Test
    void theEmpty4x4SudokuHas288Models() throws Exception {
        assertThat(countModels(SmallPuzzles.empty4())).isEqualTo(288);
    }

    @Test
    void aUniqueSudokuHasOneModel() throws Exception {
        assertThat(countModels(SmallPuzzles.sudoku4())).isEqualTo(1);
        assertThat(countModels(SmallPuzzles.sudoku9())).isEqualTo(1);
    }

    @Test
    void killerAndRelationModelsMatchTheEnginesSolutionCount() throws Exception {
        RuleModel killer = SmallPuzzles.killer4();
        RuleModel relations = SmallPuzzles.relations4();
        assertThat(engineCount(killer)).isGreaterThan(1);
        assertThat(countModels(killer)).isEqualTo(engineCount(killer));
        assertThat(engineCount(relations)).isGreaterThan(1);
        assertThat(countModels(relations)).isEqualTo(engineCount(relations));
    }

    @Test
    void variablesAreCellsThenCageCombinations() throws Exception {
        SatEncoding sudoku = SatEncoding.of(SmallPuzzles.empty4());
        assertThat(sudoku.variables()).isEqualTo(64);
        assertThat(sudoku.cellVariables()).isEqualTo(64);
        assertThat(sudoku.variable(5, 2)).isEqualTo(5 * 4 + 2 + 1);
        SatEncoding killer = SatEncoding.of(SmallPuzzles.killer4());
        // every cage of killer4 has one combination: {1, 2} or {3, 4}
        assertThat(killer.variables()).isEqualTo(64 + 8);
    }

    @Test
    void eachPairOfCellsThatMustDifferIsEncodedOnce() {
        // 4x4 Sudoku: each cell has 3 + 3 + 1 = 7 neighbours, so 16 * 7 / 2 = 56 pairs, 4 clauses each;
        // 16 cells with one at-least-one and 6 at-most-one clauses; 12 groups with 4 at-least-one clauses
        assertThat(SatEncoding.of(SmallPuzzles.empty4()).clauses()).hasSize(56 * 4 + 16 * 7 + 12 * 4);
    }

    @Test
    void dimacsHasTheHeaderAndOneLinePerClause(@TempDir Path dir) throws IOException {
        SatEncoding encoding = SatEncoding.of(SmallPuzzles.killer4());
        Path file = dir.resolve("k.cnf");
        encoding.writeDimacs(file, "killer4");
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.get(0)).isEqualTo("c killer4");
        int header = 0;
        while (lines.get(header).startsWith("c ")) {
            header++;
        }
        assertThat(lines.get(header)).isEqualTo("p cnf " + encoding.variables() + " " + encoding.clauses().size());
        List<int[]> read = new ArrayList<>();
        for (String line : lines.subList(header + 1, lines.size())) {
            String[] parts = line.trim().split(" ");
            assertThat(parts[parts.length - 1]).isEqualTo("0");
            int[] clause = new int[parts.length - 1];
            for (int i = 0; i < clause.length; i++) {
                clause[i] = Integer.parseInt(parts[i]);
            }
            read.add(clause);
        }
        assertThat(read).hasSameSizeAs(encoding.clauses());
        for (int i = 0; i < read.size(); i++) {
            assertThat(read.get(i)).containsExactly(encoding.clauses().get(i));
        }
        StringWriter same = new StringWriter();
        encoding.writeDimacs(same, "killer4");
        assertThat(same.toString()).isEqualTo(Files.readString(file));
    }
}
