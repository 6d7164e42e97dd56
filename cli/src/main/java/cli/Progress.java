package cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A live progress line on stderr for long work (one search, counting, enumerating, batches), redrawn twice
 * a second,
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
        long started = System.nanoTime();
        return show(err, () -> {
            double s = (System.nanoTime() - started) / 1e9;
            long n = count.getAsLong();
            return String.format(Locale.ROOT, "%s: %d%s, %.0f/s, %.1f s", what, n, total >= 0 ? " of " + total : "",
                    n / Math.max(s, 1e-9), s);
        });
    }

    /**
     * Starts a progress line for one search ({@code searching: 12.5 s [of a 60 s limit]}) if {@code err}
     * is the terminal: a long single solve then shows that it is still at work, and how far from its
     * time limit.
     *
     * @param limit the time limit in seconds, or a negative number when there is none
     */
    public static Progress elapsed(PrintStream err, String what, double limit) {
        long started = System.nanoTime();
        return show(err, () -> {
            double s = (System.nanoTime() - started) / 1e9;
            return String.format(Locale.ROOT, "%s: %.1f s%s (Ctrl-C stops it)", what, s,
                    limit > 0 ? " of a " + BigDecimal.valueOf(limit).stripTrailingZeros().toPlainString() + " s limit" : "");
        });
    }

    /**
     * Starts a progress line that shows {@code line} (called from another thread, twice a second) if
     * {@code err} is the terminal.
     */
    public static Progress show(PrintStream err, Supplier<String> line) {
        if (err != System.err || System.console() == null || "dumb".equals(System.getenv("TERM"))) {
            return new Progress(null, err);
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(() -> {
            err.print("\r" + line.get() + "   ");
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
