package peers;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A CPU-time budget for a search that runs in the calling thread. A daemon thread reads the caller's
 * CPU time every {@value #POLL_MILLIS} ms; once it passes the budget, or once wall time passes
 * {@value #BACKSTOP_FACTOR} times the budget (so a puzzle cannot hold the bench for long on a busy
 * machine that gives the thread little CPU), the watch is expired and its stop action runs, and runs
 * again at every later poll until {@link #close()}, because some solvers reset their stop flag when a
 * search starts. The action must be safe to call from another thread and more than once.
 */
final class CpuWatch implements AutoCloseable {

    static final long POLL_MILLIS = 10;
    static final int BACKSTOP_FACTOR = 3;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static final ScheduledExecutorService POLLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cpu-watch");
        t.setDaemon(true);
        return t;
    });

    private final long threadId;
    private final long cpuStart;
    private final long wallStart;
    private final long budgetNanos;
    private final Runnable stop;
    private final AtomicBoolean expired = new AtomicBoolean();
    private final ScheduledFuture<?> poll;

    private CpuWatch(Duration budget, Runnable stop) {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot measure a thread's CPU time");
        }
        this.threadId = Thread.currentThread().getId();
        this.cpuStart = THREADS.getCurrentThreadCpuTime();
        this.wallStart = System.nanoTime();
        this.budgetNanos = budget.toNanos();
        this.stop = stop;
        this.poll = POLLER.scheduleWithFixedDelay(this::check, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts watching the calling thread; {@code stop} is how the watch halts its search. */
    static CpuWatch start(Duration budget, Runnable stop) {
        return new CpuWatch(budget, stop);
    }

    /** The wall-clock limit that backs up a CPU budget: the time a solver's own timer may be set to. */
    static Duration backstop(Duration budget) {
        return budget.multipliedBy(BACKSTOP_FACTOR);
    }

    private void check() {
        long cpu = THREADS.getThreadCpuTime(threadId) - cpuStart;
        if (expired.get() || cpu >= budgetNanos || System.nanoTime() - wallStart >= budgetNanos * BACKSTOP_FACTOR) {
            expired.set(true);
            stop.run();
        }
    }

    /** Whether the budget (or the wall-clock backstop) has run out. */
    boolean expired() {
        return expired.get();
    }

    /** CPU time the watched thread has used since the start; call it from that thread. */
    long cpuNanos() {
        return THREADS.getCurrentThreadCpuTime() - cpuStart;
    }

    @Override
    public void close() {
        poll.cancel(false);
    }
}
