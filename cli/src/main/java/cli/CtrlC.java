package cli;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

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

    private CtrlC(PrintStream err, Supplier<String> note) {
        hook = new Thread(new Hook(cancel, printed, err, note), "ctrl-c");
    }

    /**
     * What Ctrl-C does: sets the flag, then waits briefly for the command to print what it has; or, for work
     * that cannot stop between steps, prints the note itself and lets the JVM end. A class of its own, not a
     * lambda: a plain solve installs one, and its start-up should not pay for a lambda's making.
     */
    private static final class Hook implements Runnable {
        private final AtomicBoolean cancel;
        private final CountDownLatch printed;
        private final PrintStream err;
        private final Supplier<String> note;

        Hook(AtomicBoolean cancel, CountDownLatch printed, PrintStream err, Supplier<String> note) {
            this.cancel = cancel;
            this.printed = printed;
            this.err = err;
            this.note = note;
        }

        @Override
        public void run() {
            cancel.set(true);
            if (note != null) {
                err.println(note.get());
                err.flush();
                return;
            }
            try {
                printed.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Starts listening for Ctrl-C. */
    public static CtrlC install() {
        return install(null, null);
    }

    /**
     * Starts listening for Ctrl-C for work that cannot stop between steps (a puzzle being generated): Ctrl-C
     * prints {@code note} (what was done so far) to {@code err} at once and the run ends, exit 130.
     */
    public static CtrlC install(PrintStream err, Supplier<String> note) {
        CtrlC c = new CtrlC(err, note);
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
