package peers;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResultTest {

    @Test
    void anAnswerThatBreaksARuleIsWrongNotSolved() throws Exception {
        int[] twoOnesInARow = new int[16];
        Result r = Result.checked(SmallPuzzles.empty4(), twoOnesInARow, 5, Result.Clock.WALL);
        assertThat(r.status()).isEqualTo(Result.Status.WRONG);
        assertThat(r.solved()).isFalse();
        assertThat(r.solution()).isNull();
        assertThat(r.cell()).startsWith("WRONG");
    }

    @Test
    void anAnswerThatChangesAGivenIsWrong() throws Exception {
        int[] latin = {1, 0, 3, 2, 3, 2, 1, 0, 0, 1, 2, 3, 2, 3, 0, 1};
        assertThat(Result.checked(SmallPuzzles.empty4(), latin, 1, Result.Clock.WALL).solved()).isTrue();
        assertThat(Result.checked(SmallPuzzles.sudoku4(), latin, 1, Result.Clock.WALL).status())
                .isEqualTo(Result.Status.WRONG);
    }

    @Test
    void cellsShowStatusAndSeconds() {
        assertThat(Result.timeout(20_004_000_000L, Result.Clock.THREAD_CPU).cell()).isEqualTo("timeout 20.00");
        assertThat(Result.unsatisfiable(100_000_000L, Result.Clock.WALL).cell()).isEqualTo("unsat 0.10");
    }

    @Test
    void aSolutionGoesOnlyWithSolved() {
        assertThatThrownBy(() -> new Result(Result.Status.TIMEOUT, new int[16], 1, Result.Clock.WALL))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Result(Result.Status.SOLVED, null, 1, Result.Clock.WALL))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
