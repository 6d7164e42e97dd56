package solver.engine.core;

import org.junit.jupiter.api.Test;
import solver.engine.propagators.houses.AllDifferent;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link PropagationQueue}: each propagator queued once and taken in turn, and one left out never runs. */
class PropagationQueueTest {

    /** A 2x2 grid's two rows and two columns as four hidden-single propagators, ids 0 to 3. */
    private static Network network() {
        int[][] houses = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
        Propagator[] propagators = new Propagator[houses.length];
        int[][] peers = {{1, 2}, {0, 3}, {0, 3}, {1, 2}};
        for (int h = 0; h < houses.length; h++) {
            propagators[h] = new AllDifferent(houses[h], 0b11);
        }
        return new Network(2, propagators, peers, houses);
    }

    @Test
    void aPropagatorIsQueuedOnceAndTakenInTurn() {
        PropagationQueue queue = new PropagationQueue(network());
        queue.wake(new int[] {2, 0, 2}, -1);
        queue.wake(new int[] {0, 1}, 1);
        assertThat(queue.nextPropagator()).isEqualTo(2);
        assertThat(queue.nextPropagator()).isEqualTo(0);
        assertThat(queue.nextPropagator()).isEqualTo(-1);
    }

    @Test
    void aPropagatorLeftOutIsPassedOverWhereItWaitsAndNeverQueuedAgain() {
        PropagationQueue queue = new PropagationQueue(network());
        queue.wake(new int[] {0, 1, 2}, -1);
        queue.leaveOut(1);
        assertThat(queue.nextPropagator()).isEqualTo(0);
        assertThat(queue.nextPropagator()).isEqualTo(2);
        assertThat(queue.nextPropagator()).isEqualTo(-1);
        queue.wake(new int[] {1, 3}, -1);
        queue.wakeAll();
        assertThat(queue.nextPropagator()).isEqualTo(3);
        assertThat(queue.nextPropagator()).isEqualTo(0);
        assertThat(queue.nextPropagator()).isEqualTo(2);
        assertThat(queue.nextPropagator()).isEqualTo(-1);
        queue.wake(new int[] {1, 0}, -1);
        queue.clear(0);
        queue.wake(new int[] {1, 0}, -1);
        assertThat(queue.nextPropagator()).isEqualTo(0);
        assertThat(queue.nextPropagator()).isEqualTo(-1);
    }
}
