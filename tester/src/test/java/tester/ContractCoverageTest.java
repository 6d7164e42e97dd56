package tester;

import grid.RuleGrid;
import org.junit.jupiter.api.Test;
import solver.AllSolvers;
import solver.SudokuSolver;
import solver.catalog.Registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code PreparedSolver} contract test lives in the solver module, which cannot see this registry; it
 * runs the solvers of {@link AllSolvers}. These tests keep the two in step: every solver the command line
 * offers is in that list, and declares that it takes every sample puzzle of the types it is offered for
 * (so the contract test's capability filter does not skip what users can run).
 */
class ContractCoverageTest {

    @Test
    void everyRegisteredSolverIsHeldToTheContract() {
        Set<Class<?>> covered = AllSolvers.all().stream().map(Object::getClass).collect(Collectors.toSet());
        for (Registry.SolverEntry e : Registry.solvers()) {
            assertThat(covered).as("%s for %s", e.name(), e.type()).contains(e.solver().get().getClass());
        }
    }

    @Test
    void everyRegisteredSolverTakesTheSamplesOfItsTypes() throws IOException {
        int checked = 0;
        for (Registry.SolverEntry e : Registry.solvers()) {
            SudokuSolver solver = e.solver().get();
            for (Path sample : samples(e.type())) {
                RuleGrid grid = Registry.type(e.type()).orElseThrow().grid().get();
                grid.initGrid(sample.toString());
                assertThat(solver.supports(grid.rules())).as("%s takes %s", e.name(), sample).isTrue();
                checked++;
            }
        }
        assertThat(checked).as("sample puzzles found").isGreaterThan(Registry.solvers().size());
    }

    /** The puzzle files (not solutions or notes) in {@code puzzles/TYPE}. */
    private static List<Path> samples(String type) throws IOException {
        try (Stream<Path> files = Files.list(SamplePuzzlesTest.PUZZLES.resolve(type))) {
            return files.filter(p -> {
                String name = p.getFileName().toString();
                return !name.contains("solution") && !name.contains("Output") && !name.endsWith(".md");
            }).sorted().toList();
        }
    }
}
