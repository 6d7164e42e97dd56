package solver.api;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link SearchControl} looks at the clock and the cancel flag by wall time, not by a fixed count of
 * nodes: a search whose nodes are slow stops within a few of them after its deadline or its cancel (a
 * fixed count of 1,024 nodes of 2 ms each would have run two seconds past).
 */
class SearchControlTest {

    private static void slowNode() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void slowNodesStopWithinAFewNodesOfTheDeadline() {
        SearchControl control = SolveOptions.firstSolution().withTimeout(Duration.ofMillis(60)).control();
        int nodes = 0;
        while (control.node()) {
            slowNode();
            nodes++;
        }
        assertThat(control.result(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
        // some 30 nodes fit in 60 ms; one look a node while they are this slow
        assertThat(nodes).isBetween(5, 60);
    }

    @Test
    void slowNodesSeeTheCancelFlagAtTheNextNode() {
        AtomicBoolean cancel = new AtomicBoolean();
        SearchControl control = SolveOptions.firstSolution().withCancel(cancel).control();
        for (int i = 0; i < 20; i++) {
            assertThat(control.node()).isTrue();
            slowNode();
        }
        cancel.set(true);
        assertThat(control.node()).isFalse();
        assertThat(control.result(0).outcome()).isEqualTo(Outcome.CANCELLED);
    }

    @Test
    void fastNodesRunOnUntilTheDeadline() {
        SearchControl control = SolveOptions.firstSolution().withTimeout(Duration.ofMillis(30)).control();
        long nodes = 0;
        while (control.node()) {
            nodes++;
        }
        assertThat(control.result(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(control.result(0).micros()).isGreaterThanOrEqualTo(30_000);
        assertThat(nodes).isGreaterThan(1_000);
    }
}
