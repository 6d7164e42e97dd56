package grid.io;

import org.apache.commons.io.output.CloseShieldOutputStream;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;

/**
 * Text written straight to a stream: a FIFO, a character device, an open descriptor or standard output.
 * Such a target is opened as it is, never created, truncated or replaced (a reader waiting on a FIFO gets
 * the text; {@code /dev/full} reports its full disk), and gets the text as it comes. Standard output is
 * the program's own {@link PrintStream}, so the text keeps its place among what the program prints; it is
 * flushed but never closed, and since a PrintStream hides its errors behind a flag, that flag is checked
 * after every write so that a reader that went away stops the writer at once.
 */
final class StreamOutput implements Output {

    private static final int BUFFER = 1 << 16;

    private final OutputStream raw;
    private final OutputStream stream;
    private final PrintStream console;
    private final String label;
    private boolean failed;
    private boolean closed;

    /** {@code console} is standard output's PrintStream, buffered already, or null for a stream opened here. */
    private StreamOutput(OutputStream raw, PrintStream console, String label) {
        this.raw = raw;
        this.stream = console == null ? new BufferedOutputStream(raw, BUFFER) : raw;
        this.console = console;
        this.label = label;
    }

    /** Opens a FIFO, device or descriptor for writing (a FIFO waits here until it has a reader). */
    static StreamOutput open(OutputTarget target) throws OutputException {
        try {
            OutputStream s = target.appends()
                    ? Files.newOutputStream(target.path(), StandardOpenOption.WRITE, StandardOpenOption.APPEND)
                    : Files.newOutputStream(target.path(), StandardOpenOption.WRITE);
            return new StreamOutput(s, null, target.label());
        } catch (IOException e) {
            throw new OutputException(target.label(), "cannot open it", e);
        }
    }

    /** Standard output, through the program's stream, which closing this leaves open. */
    static StreamOutput standardOutput(PrintStream out, String label) {
        return new StreamOutput(CloseShieldOutputStream.wrap(out), out, label);
    }

    @Override
    public void write(byte[] bytes) throws OutputException {
        try {
            stream.write(bytes);
        } catch (IOException e) {
            failed = true;
            throw new OutputException(label, "cannot write", e);
        }
        checkConsole();
    }

    @Override
    public void commit() throws OutputException {
        close();
    }

    @Override
    public boolean streamed() {
        return true;
    }

    /**
     * Flushes what is buffered (a stream keeps what it was given) and closes the stream. After a failed
     * write, which has been reported, the rest of the buffer is not tried again: only the stream is closed.
     */
    @Override
    public void close() throws OutputException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (failed) {
                raw.close();
            } else {
                stream.close();
            }
        } catch (IOException e) {
            throw new OutputException(label, "cannot write", e);
        }
        if (!failed) {
            checkConsole();
        }
    }

    private void checkConsole() throws OutputException {
        if (console != null) {
            String failure = WatchedPrintStream.failure(console);
            if (failure != null) {
                failed = true;
                throw new OutputException(label, "cannot write: " + failure);
            }
        }
    }
}
