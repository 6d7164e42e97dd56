package spark;

import org.apache.spark.api.java.JavaSparkContext;

import java.time.Duration;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * Ends the jobs of a driver whose cluster has no executor left. A standalone cluster that loses every
 * worker keeps the job's tasks pending, and the driver would wait for ever; this daemon looks every
 * {@link #PERIOD} at the executors alive and, when none has been for {@code wait}, cancels every job, so that
 * the command ends with exit 6 ({@link SparkCli#JOB_FAILED}) and says why. A local master runs its tasks in
 * the driver and has no executor to lose: it gets no watchdog.
 */
final class Watchdog {

    /** How often the executors are looked at. */
    static final Duration PERIOD = Duration.ofMillis(250);

    private final JavaSparkContext sc;
    private final long waitNanos;
    private final IntSupplier executors;
    private final LongSupplier clock;
    private final Thread thread;
    private volatile boolean fired;

    private Watchdog(JavaSparkContext sc, Duration wait, IntSupplier executors, LongSupplier clock) {
        this.sc = sc;
        this.waitNanos = wait.toNanos();
        this.executors = executors;
        this.clock = clock;
        this.thread = new Thread(this::watch, "executor watchdog");
        this.thread.setDaemon(true);
    }

    /**
     * Starts watching the executors of {@code sc} (those the status tracker knows, less the driver, which it
     * lists too); a watchdog that never fires for a local master.
     */
    static Watchdog start(JavaSparkContext sc, Duration wait) {
        if (sc.sc().isLocal()) {
            return new Watchdog(sc, wait, () -> 1, System::nanoTime);
        }
        return start(sc, wait, () -> sc.sc().statusTracker().getExecutorInfos().length - 1, System::nanoTime);
    }

    /** Starts a watchdog that counts the executors alive with {@code executors}; for tests, a fake count. */
    static Watchdog start(JavaSparkContext sc, Duration wait, IntSupplier executors, LongSupplier clock) {
        Watchdog w = new Watchdog(sc, wait, executors, clock);
        w.thread.start();
        return w;
    }

    /** True once it has cancelled the jobs for want of executors. */
    boolean fired() {
        return fired;
    }

    /** Why it fired, for the one line the command prints. */
    String reason() {
        return "no executor has been alive for " + Math.round(waitNanos / 1e9) + " s (the cluster lost its workers,"
                + " or gave this application none); the job was ended";
    }

    /** Stops watching (the command is over). */
    void stop() {
        thread.interrupt();
    }

    private void watch() {
        long lastAlive = clock.getAsLong();
        while (!Thread.currentThread().isInterrupted() && !sc.sc().isStopped()) {
            long now = clock.getAsLong();
            if (executors.getAsInt() > 0) {
                lastAlive = now;
            } else if (now - lastAlive >= waitNanos) {
                fired = true;
                sc.cancelAllJobs();
                // Jobs submitted later (the next stage of a command) would wait the same way: keep ending them.
                lastAlive = now - waitNanos + PERIOD.toNanos();
            }
            try {
                Thread.sleep(PERIOD.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
