package tester;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C during long work (counting, enumerating, batches): a shutdown hook sets a cancel flag that the
 * searches check, then waits briefly until the command has printed what it found so far, so an
 * interrupted run still reports its partial results. Use in try-with-resources: {@link #close()} says
 * the printing is done.
 */
public final class CtrlC implements AutoCloseable {

    private final AtomicBoolean cancel = new AtomicBoolean();
    private final CountDownLatch printed = new CountDownLatch(1);
    private final Thread hook;

    private CtrlC() {
        hook = new Thread(() -> {
            cancel.set(true);
            try {
                printed.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "ctrl-c");
    }

    /** Starts listening for Ctrl-C. */
    public static CtrlC install() {
        CtrlC c = new CtrlC();
        Runtime.getRuntime().addShutdownHook(c.hook);
        return c;
    }

    /** The flag the search polls; set by Ctrl-C. */
    public AtomicBoolean flag() {
        return cancel;
    }

    /**
     * Stops listening once the work itself is over. If the JVM is already shutting down (Ctrl-C came
     * just now), the flag is set so the caller reports the run as interrupted.
     */
    public void disarm() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            cancel.set(true);
        }
    }

    /** The partial results are out: the hook may let the JVM exit. */
    @Override
    public void close() {
        printed.countDown();
    }
}
