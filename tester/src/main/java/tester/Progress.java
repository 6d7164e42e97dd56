package tester;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A live progress line on stderr for long work (counting, enumerating, batches), redrawn twice a second,
 * shown only when the program runs in a terminal: redirected output gets nothing extra. The counter is
 * read from another thread, so callers pass a supplier over an atomic or volatile value.
 */
public final class Progress implements AutoCloseable {

    private final ScheduledExecutorService timer;
    private final PrintStream err;

    private Progress(ScheduledExecutorService timer, PrintStream err) {
        this.timer = timer;
        this.err = err;
    }

    /**
     * Starts a progress line ({@code what: N [of TOTAL], R/s, S s}) if {@code err} is the terminal.
     *
     * @param total the number expected, or a negative number when unknown
     */
    public static Progress start(PrintStream err, String what, LongSupplier count, long total) {
        if (err != System.err || System.console() == null || "dumb".equals(System.getenv("TERM"))) {
            return new Progress(null, err);
        }
        long started = System.nanoTime();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(() -> {
            double s = (System.nanoTime() - started) / 1e9;
            long n = count.getAsLong();
            err.printf(Locale.ROOT, "\r%s: %d%s, %.0f/s, %.1f s   ", what, n, total >= 0 ? " of " + total : "",
                    n / Math.max(s, 1e-9), s);
            err.flush();
        }, 500, 500, TimeUnit.MILLISECONDS);
        return new Progress(timer, err);
    }

    /** Stops the line and clears it, so the final summary starts on a clean line. */
    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
            try {
                timer.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            err.print("\r" + " ".repeat(70) + "\r");
            err.flush();
        }
    }
}
