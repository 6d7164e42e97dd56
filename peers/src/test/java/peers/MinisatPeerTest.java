package peers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MinisatPeerTest {

    @Test
    void readsTheLiteralsAfterTheSatLine() {
        assertThat(MinisatPeer.model(List.of("SAT", "1 -2 3 -4 5 0"), 5)).containsExactly(1, -2, 3, -4, 5);
    }

    @Test
    void variablesPastTheEncodingsAreIgnored() {
        assertThat(MinisatPeer.model(List.of("SAT", "-1 2 7 -9 0"), 2)).containsExactly(-1, 2);
    }

    @Test
    void aResultFileWithoutAnAnswerIsRefused() {
        assertThatThrownBy(() -> MinisatPeer.model(List.of("UNSAT"), 3)).hasMessageContaining("SAT");
        assertThatThrownBy(() -> MinisatPeer.model(List.of(), 3)).hasMessageContaining("nothing");
    }
}
