package peers;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class CpuWatchTest {

    @Test
    void expiresOnceTheThreadHasUsedItsCpuBudgetAndKeepsStopping() {
        AtomicInteger stops = new AtomicInteger();
        long spins = 0;
        try (CpuWatch watch = CpuWatch.start(Duration.ofMillis(100), stops::incrementAndGet)) {
            while (stops.get() < 3) {
                spins++;
            }
            assertThat(watch.expired()).isTrue();
            assertThat(watch.cpuNanos()).isGreaterThanOrEqualTo(100_000_000L);
        }
        assertThat(spins).isPositive();
    }

    @Test
    void aSleepingThreadUsesNoCpuSoOnlyTheWallBackstopStopsIt() throws InterruptedException {
        AtomicInteger stops = new AtomicInteger();
        try (CpuWatch watch = CpuWatch.start(Duration.ofMillis(50), stops::incrementAndGet)) {
            Thread.sleep(100);
            assertThat(watch.expired()).isFalse();
            Thread.sleep(50L * CpuWatch.BACKSTOP_FACTOR + 100);
            assertThat(watch.expired()).isTrue();
        }
        int after = stops.get();
        Thread.sleep(5 * CpuWatch.POLL_MILLIS);
        assertThat(stops.get()).isLessThanOrEqualTo(after + 1);
    }
}
