package peers;

import grid.model.RuleChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class BenchSetsTest {

    @Test
    void readsTheKillerFromTheRepository() throws Exception {
        List<BenchSets.Puzzle> set = new BenchSets(Optional.empty(), BenchSets.repositoryPuzzles()).load("killer1616");
        assertThat(set).hasSize(1);
        assertThat(set.get(0).label()).isEqualTo("killer_1616");
        assertThat(set.get(0).model().size()).isEqualTo(16);
        assertThat(set.get(0).model().cages()).hasSize(67);
    }

    @Test
    void makesTheGeneratedKillerSetsWithoutAnyFolder() throws Exception {
        List<BenchSets.Puzzle> set = new BenchSets(Optional.empty(), Path.of("nowhere")).load("killer16-6");
        assertThat(set).hasSize(10);
        assertThat(set.get(0).label()).isEqualTo("killer16-6 #1");
        for (BenchSets.Puzzle p : set) {
            assertThat(p.model().size()).isEqualTo(16);
            assertThat(p.model().givenCount()).isZero();
            assertThat(p.model().cages()).allSatisfy(c -> assertThat(c.size()).isBetween(1, 6));
            assertThat(p.model().cages().stream().mapToInt(c -> c.size()).sum()).isEqualTo(256);
        }
        // the same seed makes the same puzzles on every load
        assertThat(new BenchSets(Optional.empty(), Path.of("nowhere")).load("killer16-6").get(9).model().cages())
                .isEqualTo(set.get(9).model().cages());
    }

    @Test
    void makesTheHalfBlankBigSudokuSetsFromTheirSeeds() throws Exception {
        for (int n : new int[] {36, 49}) {
            List<BenchSets.Puzzle> set = new BenchSets(Optional.empty(), Path.of("nowhere")).load("sudoku" + n);
            assertThat(set).extracting(BenchSets.Puzzle::label)
                    .containsExactly("sudoku" + n + " #1", "sudoku" + n + " #2", "sudoku" + n + " #3");
            for (BenchSets.Puzzle p : set) {
                assertThat(p.model().size()).isEqualTo(n);
                assertThat(p.model().givenCount()).isEqualTo(n * n - Math.round(n * n * 0.5));
                assertThat(RuleChecker.violations(p.model(), p.model().givens(), 1)).isEmpty();
            }
            assertThat(new BenchSets(Optional.empty(), Path.of("nowhere")).load("sudoku" + n).get(2).model().givens())
                    .isEqualTo(set.get(2).model().givens());
        }
    }

    @Test
    void readsIndexedOneLinePuzzlesWithDotsAndLetters(@TempDir Path data) throws Exception {
        Files.createDirectories(data.resolve("large"));
        String line = "P" + ".".repeat(623) + "1";
        Files.writeString(data.resolve("large/gecode_sudoku_25x25.txt"), "18 " + line + "\n\n90 " + ".".repeat(625) + "\n");
        List<BenchSets.Puzzle> set = new BenchSets(Optional.of(data), Path.of("nowhere")).load("large25");
        assertThat(set).extracting(BenchSets.Puzzle::label).containsExactly("25x25 #18", "25x25 #90");
        assertThat(set.get(0).model().symbol(set.get(0).model().given(0))).isEqualTo(25);
        assertThat(set.get(0).model().symbol(set.get(0).model().given(624))).isEqualTo(1);
        assertThat(set.get(0).model().givenCount()).isEqualTo(2);
        assertThat(set.get(1).model().givenCount()).isZero();
    }

    @Test
    void aMissingDataFolderIsReportedAndTheBenchEndsNormally(@TempDir Path empty) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            PeerBench.main(new String[] {"--sets", "large25", "--data", empty.toString()});
        } finally {
            System.setOut(saved);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).contains("missing, skipped").contains("no puzzles to run");
    }
}
