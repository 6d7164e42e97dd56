package peers;

import grid.generate.RandomPuzzles;
import grid.model.RuleModel;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RmitCommandPeerTest {

    @Test
    void readsTheAnswerFileAsSymbolIndices() {
        RuleModel model = RuleModel.sudoku(new int[]{3, 5, 7, 9});
        int[] cells = RmitCommandPeer.read(model, List.of("3,5,7,9", "7,9,3,5", "5,3,9,7", "9,7,5,3", ""));
        assertThat(cells).containsExactly(0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0);
    }

    @Test
    void aShortOrRaggedAnswerIsRefused() {
        RuleModel model = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        assertThatThrownBy(() -> RmitCommandPeer.read(model, List.of("1,2,3,4"))).hasMessageContaining("4 lines");
        assertThatThrownBy(() -> RmitCommandPeer.read(model, List.of("1,2,3", "1,2,3,4", "1,2,3,4", "1,2,3,4")))
                .hasMessageContaining("line 1");
    }

    /** Where the tester's jar is built (the reactor packages the tester before this module's tests). */
    @Test
    void theCommandSolvesAndProvesAsTheEngineDoes() throws Exception {
        Optional<RmitCommandPeer> peer = RmitCommandPeer.find(null, "rmit", -1);
        Assumptions.assumeTrue(peer.isPresent(), "no tester jar built");
        // with a seed of its own the command answers by the rules as well
        Result seeded = RmitCommandPeer.find(null, "rmit", 3).orElseThrow()
                .solve(SmallPuzzles.sudoku9(), Duration.ofSeconds(60));
        assertThat(seeded.status()).isEqualTo(Result.Status.SOLVED);
        Result sudoku = peer.get().solve(SmallPuzzles.sudoku9(), Duration.ofSeconds(60));
        assertThat(sudoku.status()).isEqualTo(Result.Status.SOLVED);
        Result killer = peer.get().solve(SmallPuzzles.killer4(), Duration.ofSeconds(60));
        assertThat(killer.status()).isEqualTo(Result.Status.SOLVED);
        assertThat(peer.get().solve(SmallPuzzles.clash4(), Duration.ofSeconds(60)).status())
                .isEqualTo(Result.Status.UNSATISFIABLE);
        assertThatThrownBy(() -> peer.get().solve(SmallPuzzles.relations4(), Duration.ofSeconds(60)))
                .hasMessageContaining("relations");
    }
}
