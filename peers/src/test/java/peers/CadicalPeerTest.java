package peers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CadicalPeerTest {

    @Test
    void readsTheValueLinesOfAModelOverSeveralLines() {
        int[] literals = CadicalPeer.model(List.of("v 1 -2 3", "v -4 5 0"), 5);
        assertThat(literals).containsExactly(1, -2, 3, -4, 5);
    }

    @Test
    void variablesPastTheEncodingsAreIgnored() {
        assertThat(CadicalPeer.model(List.of("v -1 2 7 -9 0"), 2)).containsExactly(-1, 2);
    }
}
